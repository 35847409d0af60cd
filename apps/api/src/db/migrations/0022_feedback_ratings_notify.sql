-- Product answers carry customers' ratings (decision 0033), read from order_feedback: feedback written on any instance
-- empties every instance's catalogue cache, as a product or stock write does (0011's function, decision 0016).
-- The ratings themselves are an aggregate over order_items (indexed by product) and order_feedback (unique by order).
CREATE TRIGGER order_feedback_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_feedback
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
