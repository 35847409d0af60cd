-- Every write to a table the catalogue and banner answers read tells the in-process caches (every instance) to drop
-- what they hold. NOTIFY is transactional: it is delivered only when the writing transaction commits, once per
-- transaction however many statements sent it, and it takes no row lock (a version counter row would be updated by
-- every order and could deadlock two multi-line orders). FOR EACH STATEMENT: one call however many rows changed.
CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_stock_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_stock
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER banners_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
