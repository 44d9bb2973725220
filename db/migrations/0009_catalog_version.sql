-- Bumped by every statement that changes what the catalogue's pages show: the app keeps listing
-- pages and product pages in memory per version (decision 013). A sequence, not a row, so
-- concurrent writers never wait on each other for it. Statement-level, so a bulk change (a seed,
-- an order taking stock of many products) bumps it once.
CREATE SEQUENCE catalog_version;--> statement-breakpoint

CREATE OR REPLACE FUNCTION catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalog_version');
  RETURN NULL;
END $$;--> statement-breakpoint

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['products', 'product_variations', 'variation_attributes', 'product_attributes',
    'product_attribute_terms', 'attributes', 'attribute_terms', 'product_terms', 'terms', 'media',
    'product_gallery', 'reviews']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed()', t || '_catalog_changed', t);
  END LOOP;
END $$;
