-- Lookup columns on products (min/max price, on_sale, average rating, review count) are kept by
-- the database itself, so no writer can forget them and listings sort without joins.

CREATE OR REPLACE FUNCTION refresh_product_lookup(pid integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET
    min_price = l.min_price,
    max_price = l.max_price,
    on_sale = l.on_sale
  FROM (
    SELECT
      CASE WHEN p2.type = 'simple' THEN coalesce(p2.sale_price, p2.regular_price)
           ELSE (SELECT min(coalesce(v.sale_price, v.regular_price)) FROM product_variations v
                 WHERE v.product_id = p2.id AND v.status = 'publish') END AS min_price,
      CASE WHEN p2.type = 'simple' THEN coalesce(p2.sale_price, p2.regular_price)
           ELSE (SELECT max(coalesce(v.sale_price, v.regular_price)) FROM product_variations v
                 WHERE v.product_id = p2.id AND v.status = 'publish') END AS max_price,
      CASE WHEN p2.type = 'simple' THEN p2.sale_price IS NOT NULL
           ELSE EXISTS (SELECT 1 FROM product_variations v
                        WHERE v.product_id = p2.id AND v.status = 'publish' AND v.sale_price IS NOT NULL) END AS on_sale
    FROM products p2 WHERE p2.id = pid
  ) l
  WHERE p.id = pid
    AND (p.min_price, p.max_price, p.on_sale) IS DISTINCT FROM (l.min_price, l.max_price, l.on_sale);
END $$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION products_lookup_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_lookup(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER products_lookup AFTER INSERT OR UPDATE OF type, regular_price, sale_price ON products
  FOR EACH ROW EXECUTE FUNCTION products_lookup_trigger();--> statement-breakpoint

CREATE OR REPLACE FUNCTION variations_lookup_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM refresh_product_lookup(OLD.product_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.product_id <> OLD.product_id) THEN
    PERFORM refresh_product_lookup(NEW.product_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER variations_lookup AFTER INSERT OR DELETE OR UPDATE OF product_id, status, regular_price, sale_price
  ON product_variations FOR EACH ROW EXECUTE FUNCTION variations_lookup_trigger();--> statement-breakpoint

CREATE OR REPLACE FUNCTION refresh_product_rating(pid integer) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET
    review_count = r.n,
    average_rating = coalesce(round(r.avg, 2), 0)
  FROM (SELECT count(*)::int AS n, avg(rating)::numeric AS avg FROM reviews
        WHERE product_id = pid AND status = 'approved') r
  WHERE p.id = pid;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION reviews_rating_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM refresh_product_rating(OLD.product_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM refresh_product_rating(NEW.product_id); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER reviews_rating AFTER INSERT OR DELETE OR UPDATE OF product_id, status, rating
  ON reviews FOR EACH ROW EXECUTE FUNCTION reviews_rating_trigger();
