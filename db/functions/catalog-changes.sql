-- What a change to products, their variations or their reviews touched, for the answers the app
-- keeps per catalogue (decision 022, app/platform/.server/versioned-cache.ts):
-- - a change that can move products into, out of or around a listing (a new or deleted product,
--   its status, slug, name, featuring, sale, menu order, date or price range) bumps
--   `catalog_version`, which drops every kept answer, as every change to the other catalogue
--   tables does (`catalog_changed`, db/functions/catalog.sql);
-- - any other change notes the products it touched in `catalog_changes` (migration 0016), with
--   the figures listings are ordered or filtered by that it moved: `sales` (total_sales,
--   popularity), `rating` (average and count: the rating order and filter) and `stock` (the stock
--   status: the in-stock filter and the filters' counts). Only the answers showing those products, and
--   the listings ordered by those figures, are dropped: an order's stock and sales, a review.
-- The triggers are wired here rather than in a migration: each start applies them as they stand.

CREATE OR REPLACE FUNCTION catalog_products_noted(ids integer[], aspects text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO catalog_changes (product_ids, aspects) SELECT ids, aspects WHERE cardinality(ids) > 0
$$;

-- One pass over the statement's rows: an order's stock and sales, a review's average, never
-- change what a listing holds, only what its cards show and the popularity and rating orders.
CREATE OR REPLACE FUNCTION catalog_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  listed boolean;
  sold boolean;
  rated boolean;
  stocked boolean;
BEGIN
  SELECT array_agg(n.id ORDER BY n.id),
         -- A row whose id changed has no old row: as good as a new product.
         bool_or(o.id IS NULL
                 OR (n.status, n.slug, n.name, n.featured, n.on_sale, n.menu_order, n.created_at, n.min_price, n.max_price)
                    IS DISTINCT FROM (o.status, o.slug, o.name, o.featured, o.on_sale, o.menu_order, o.created_at, o.min_price, o.max_price)),
         bool_or(n.total_sales IS DISTINCT FROM o.total_sales),
         bool_or((n.average_rating, n.review_count) IS DISTINCT FROM (o.average_rating, o.review_count)),
         bool_or(n.stock_status IS DISTINCT FROM o.stock_status)
    INTO ids, listed, sold, rated, stocked
    FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF listed THEN
    PERFORM nextval('catalog_version');
  ELSE
    PERFORM catalog_products_noted(ids, array_remove(ARRAY[CASE WHEN sold THEN 'sales' END, CASE WHEN rated THEN 'rating' END, CASE WHEN stocked THEN 'stock' END], NULL));
  END IF;
  RETURN NULL;
END $$;

-- Variations and reviews show on their product's page (and a variation's stock on its card);
-- what they change in the product's own row (its price range, its average) comes through the
-- product's trigger.
CREATE OR REPLACE FUNCTION catalog_product_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM catalog_products_noted(ARRAY(SELECT DISTINCT product_id FROM new_rows ORDER BY 1), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM catalog_products_noted(ARRAY(SELECT DISTINCT product_id FROM old_rows ORDER BY 1), '{}');
  ELSE
    PERFORM catalog_products_noted(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows ORDER BY 1), '{}');
  END IF;
  RETURN NULL;
END $$;

-- Replaces migration 0009's wiring of these three tables, which bumped `catalog_version` for
-- every statement.
--
-- Each trigger is (re)created only when it is missing or differs from its definition here:
-- CREATE OR REPLACE TRIGGER locks its table against writes until the start's transaction
-- commits, so a start beside running processes (several on one PostgreSQL) could deadlock with
-- one of their transactions: it writes a review, then its product, and waits for the start's
-- lock on products while the start waits for it on reviews. The definitions are written as
-- pg_get_triggerdef(oid, true) prints them, so a start that finds them in place only reads the
-- catalogue (db/sql-functions.integration.test.ts checks it).
DO $$
DECLARE
  wanted text;
BEGIN
  FOREACH wanted IN ARRAY ARRAY[
    'CREATE TRIGGER products_catalog_changed AFTER INSERT OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed()',
    'CREATE TRIGGER products_catalog_updated AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_updated()',

    'CREATE TRIGGER product_variations_catalog_changed AFTER TRUNCATE ON product_variations FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed()',
    'CREATE TRIGGER product_variations_catalog_inserted AFTER INSERT ON product_variations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_product_rows_changed()',
    'CREATE TRIGGER product_variations_catalog_updated AFTER UPDATE ON product_variations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_product_rows_changed()',
    'CREATE TRIGGER product_variations_catalog_deleted AFTER DELETE ON product_variations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_product_rows_changed()',

    'CREATE TRIGGER reviews_catalog_changed AFTER TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed()',
    'CREATE TRIGGER reviews_catalog_inserted AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_product_rows_changed()',
    'CREATE TRIGGER reviews_catalog_updated AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_product_rows_changed()',
    'CREATE TRIGGER reviews_catalog_deleted AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_product_rows_changed()'
  ] LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE NOT t.tgisinternal AND pg_get_triggerdef(t.oid, true) = wanted) THEN
      EXECUTE regexp_replace(wanted, '^CREATE TRIGGER ', 'CREATE OR REPLACE TRIGGER ');
    END IF;
  END LOOP;
END $$;
