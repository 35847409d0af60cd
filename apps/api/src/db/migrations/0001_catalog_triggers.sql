-- Derived product columns kept by triggers, so list queries can filter and sort on them with indexes.
-- 'default-placeholder' must match PLACEHOLDER_FILE_ID in packages/contracts/src/catalog-rules.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_product_total_stock() RETURNS trigger AS $$
DECLARE
  target uuid := COALESCE(NEW.product_id, OLD.product_id);
BEGIN
  UPDATE products
     SET total_stock = (SELECT COALESCE(SUM(quantity), 0) FROM product_stock WHERE product_id = target)
   WHERE id = target;
  IF TG_OP = 'UPDATE' AND OLD.product_id IS DISTINCT FROM NEW.product_id THEN
    UPDATE products
       SET total_stock = (SELECT COALESCE(SUM(quantity), 0) FROM product_stock WHERE product_id = OLD.product_id)
     WHERE id = OLD.product_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER product_stock_total AFTER INSERT OR UPDATE OR DELETE ON product_stock
  FOR EACH ROW EXECUTE FUNCTION refresh_product_total_stock();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_product_has_valid_image() RETURNS trigger AS $$
DECLARE
  target uuid := COALESCE(NEW.product_id, OLD.product_id);
BEGIN
  UPDATE products
     SET has_valid_image = EXISTS (
       SELECT 1 FROM product_images
        WHERE product_id = target AND url <> '' AND file_id <> '' AND file_id <> 'default-placeholder')
   WHERE id = target;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER product_images_valid AFTER INSERT OR UPDATE OR DELETE ON product_images
  FOR EACH ROW EXECUTE FUNCTION refresh_product_has_valid_image();
--> statement-breakpoint
CREATE INDEX products_relevant_idx ON products (label, (total_stock > 0) DESC, created_at DESC, id)
  WHERE has_valid_image;
--> statement-breakpoint
CREATE INDEX products_visible_newest_idx ON products (created_at DESC, id) WHERE has_valid_image;
--> statement-breakpoint
CREATE INDEX products_bestseller_idx ON products (created_at DESC, id) WHERE has_valid_image AND bestseller;
--> statement-breakpoint
CREATE INDEX products_name_trgm_idx ON products USING gin (lower(name) gin_trgm_ops);
