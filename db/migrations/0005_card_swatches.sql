-- A variable product's listing-card swatches (spec §4), kept on the product row by the database.
-- Gathering them while reading a listing (attribute, terms and one variation picture per term,
-- as correlated sub-selects) doubled the listing statement's cost, most of it planning; read
-- from the row they cost nothing. Writers change attributes and variations rarely and in bulk,
-- so the triggers on bulk-written tables run once per statement over the products it touched.
-- The TypeScript side (features/catalog/.server/products.ts) owns the shape.
ALTER TABLE "products" ADD COLUMN "card_swatches" json;--> statement-breakpoint

-- The swatches of product `pid`, or NULL: the values of its first variation attribute drawn as
-- colours or images (as labels only when it has neither), in term order, each with its swatch
-- data and the renditions a card draws (400 and 800 px) of the first variation with that value
-- and a picture. PL/pgSQL keeps its plan for the session.
CREATE OR REPLACE FUNCTION product_card_swatches(pid integer) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT json_build_object('attribute', a.slug, 'label', a.name, 'type', a.swatch_type, 'values', (
    SELECT json_agg(json_build_object(
      'slug', t.slug, 'name', t.name, 'color', t.color, 'color2', t.color2, 'label', t.label,
      'thumb', ti.sizes #>> '{gallery_thumbnail,jpeg,file}',
      'image', (
        SELECT CASE WHEN vm.sizes ?| array['thumbnail', 'single'] THEN vm.sizes - 'full' - 'gallery_thumbnail' ELSE vm.sizes END
        FROM product_variations v
        JOIN variation_attributes va ON va.variation_id = v.id AND va.attribute_id = a.id AND va.term_id = t.id
        JOIN media vm ON vm.id = v.image_id
        WHERE v.product_id = p.id AND v.status = 'publish'
        ORDER BY v.menu_order, v.id
        LIMIT 1)
    ) ORDER BY t.menu_order, t.name, t.id)
    FROM product_attribute_terms pat
    JOIN attribute_terms t ON t.id = pat.term_id AND t.attribute_id = a.id
    LEFT JOIN media ti ON ti.id = t.image_id
    WHERE pat.product_id = p.id))
  FROM products p
  JOIN product_attributes pa ON pa.product_id = p.id AND pa.used_for_variations
  JOIN attributes a ON a.id = pa.attribute_id AND a.swatch_type <> 'select'
  WHERE p.id = pid AND p.type = 'variable'
    AND EXISTS (SELECT 1 FROM product_attribute_terms x JOIN attribute_terms xt ON xt.id = x.term_id
                WHERE x.product_id = p.id AND xt.attribute_id = a.id)
  ORDER BY a.swatch_type = 'label', pa.position, a.id
  LIMIT 1);
END $$;--> statement-breakpoint

-- Simple products (most of a catalogue) are skipped unless they still carry swatches from when
-- they were variable.
CREATE OR REPLACE FUNCTION refresh_product_card_swatches(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET card_swatches = s.swatches
  FROM (SELECT id, product_card_swatches(id) AS swatches FROM products
        WHERE id = ANY(ids) AND (type = 'variable' OR card_swatches IS NOT NULL)) s
  WHERE p.id = s.id AND p.card_swatches::text IS DISTINCT FROM s.swatches::text;
$$;--> statement-breakpoint

-- Statement triggers of the tables whose rows name their product (`product_id`).
CREATE OR REPLACE FUNCTION card_swatches_rows_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_card_swatches(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION card_swatches_rows_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_card_swatches(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION card_swatches_row_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_card_swatches(ARRAY[OLD.product_id, NEW.product_id]);
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER product_attributes_card_swatches_insert AFTER INSERT ON product_attributes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION card_swatches_rows_inserted();--> statement-breakpoint
CREATE TRIGGER product_attributes_card_swatches_delete AFTER DELETE ON product_attributes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_swatches_rows_deleted();--> statement-breakpoint
CREATE TRIGGER product_attributes_card_swatches_update AFTER UPDATE ON product_attributes
  FOR EACH ROW EXECUTE FUNCTION card_swatches_row_updated();--> statement-breakpoint

CREATE TRIGGER product_attribute_terms_card_swatches_insert AFTER INSERT ON product_attribute_terms
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION card_swatches_rows_inserted();--> statement-breakpoint
CREATE TRIGGER product_attribute_terms_card_swatches_delete AFTER DELETE ON product_attribute_terms
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_swatches_rows_deleted();--> statement-breakpoint
CREATE TRIGGER product_attribute_terms_card_swatches_update AFTER UPDATE ON product_attribute_terms
  FOR EACH ROW EXECUTE FUNCTION card_swatches_row_updated();--> statement-breakpoint

-- Stock and price changes of a variation do not touch its swatch: only these columns do.
CREATE TRIGGER product_variations_card_swatches_insert AFTER INSERT ON product_variations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION card_swatches_rows_inserted();--> statement-breakpoint
CREATE TRIGGER product_variations_card_swatches_delete AFTER DELETE ON product_variations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_swatches_rows_deleted();--> statement-breakpoint
CREATE TRIGGER product_variations_card_swatches_update AFTER UPDATE OF product_id, status, image_id, menu_order
  ON product_variations FOR EACH ROW EXECUTE FUNCTION card_swatches_row_updated();--> statement-breakpoint

-- A variation's attribute values name their variation, which names the product.
CREATE OR REPLACE FUNCTION card_swatches_values_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_card_swatches(ARRAY(
    SELECT DISTINCT v.product_id FROM new_rows n JOIN product_variations v ON v.id = n.variation_id));
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION card_swatches_values_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_card_swatches(ARRAY(
    SELECT DISTINCT v.product_id FROM old_rows o JOIN product_variations v ON v.id = o.variation_id));
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION card_swatches_value_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_card_swatches(ARRAY(
    SELECT product_id FROM product_variations WHERE id IN (OLD.variation_id, NEW.variation_id)));
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER variation_attributes_card_swatches_insert AFTER INSERT ON variation_attributes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION card_swatches_values_inserted();--> statement-breakpoint
CREATE TRIGGER variation_attributes_card_swatches_delete AFTER DELETE ON variation_attributes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_swatches_values_deleted();--> statement-breakpoint
CREATE TRIGGER variation_attributes_card_swatches_update AFTER UPDATE ON variation_attributes
  FOR EACH ROW EXECUTE FUNCTION card_swatches_value_updated();--> statement-breakpoint

-- Shared data drawn in many cards: an attribute, a term's swatch, a picture's renditions, and a
-- product turning variable or simple.
CREATE OR REPLACE FUNCTION card_swatches_shared_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_card_swatches(CASE TG_TABLE_NAME
    WHEN 'products' THEN ARRAY[NEW.id]
    WHEN 'attributes' THEN ARRAY(SELECT product_id FROM product_attributes WHERE attribute_id = NEW.id)
    WHEN 'attribute_terms' THEN ARRAY(SELECT product_id FROM product_attribute_terms WHERE term_id = NEW.id)
    WHEN 'media' THEN ARRAY(
      SELECT product_id FROM product_variations WHERE image_id = NEW.id
      UNION
      SELECT pat.product_id FROM attribute_terms t JOIN product_attribute_terms pat ON pat.term_id = t.id
      WHERE t.image_id = NEW.id)
  END);
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER products_card_swatches_update AFTER UPDATE OF type ON products
  FOR EACH ROW EXECUTE FUNCTION card_swatches_shared_updated();--> statement-breakpoint
CREATE TRIGGER attributes_card_swatches_update AFTER UPDATE OF slug, name, swatch_type ON attributes
  FOR EACH ROW EXECUTE FUNCTION card_swatches_shared_updated();--> statement-breakpoint
CREATE TRIGGER attribute_terms_card_swatches_update
  AFTER UPDATE OF slug, name, color, color2, label, image_id, menu_order ON attribute_terms
  FOR EACH ROW EXECUTE FUNCTION card_swatches_shared_updated();--> statement-breakpoint
CREATE TRIGGER media_card_swatches_update AFTER UPDATE OF sizes ON media
  FOR EACH ROW EXECUTE FUNCTION card_swatches_shared_updated();--> statement-breakpoint

-- Products that exist before this migration.
SELECT refresh_product_card_swatches(ARRAY(SELECT id FROM products WHERE type = 'variable'));
