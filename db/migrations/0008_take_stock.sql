-- An order's stock, every line in one call (decision 010): the rows it locks stay locked until the
-- order's commit, so the other buyers of these products wait for this call and the commit only,
-- not for a round trip per line. Lines come in product order, so two orders sharing products lock
-- them in the same order. Per line: a variation managing its stock takes its own, else one whose
-- product manages stock takes the product's (WooCommerce's parent stock); stock nobody manages
-- only has a status. The product always counts the sale. The first line that cannot be had ends
-- the call: `failed` is its position (1-based) and why, with what is left of it; the caller undoes
-- the transaction.
CREATE OR REPLACE FUNCTION order_take_stock(lines jsonb, OUT failed integer, OUT reason text, OUT available integer)
  LANGUAGE plpgsql AS $$
DECLARE
  line record;
  manages text;
  status text;
  took_variation boolean;
  took_product boolean;
  taken boolean;
BEGIN
  FOR line IN
    SELECT l.n::integer AS n, (l.v ->> 'product')::integer AS product_id, (l.v ->> 'variation')::integer AS variation_id,
           (l.v ->> 'quantity')::integer AS quantity
      FROM jsonb_array_elements(lines) WITH ORDINALITY AS l(v, n) ORDER BY l.n
  LOOP
    SELECT CASE WHEN v.manage_stock THEN 'variation' WHEN p.manage_stock THEN 'product' END,
           coalesce(v.stock_status, p.stock_status)::text
      INTO manages, status
      FROM products p LEFT JOIN product_variations v ON v.id = line.variation_id
     WHERE p.id = line.product_id;
    IF NOT FOUND THEN
      failed := line.n; reason := 'cart_changed';
      RETURN;
    END IF;
    took_variation := false;
    IF manages = 'variation' THEN
      UPDATE product_variations
         SET stock_quantity = stock_quantity - line.quantity,
             stock_status = CASE WHEN stock_quantity - line.quantity = 0 THEN 'outofstock'::stock_status ELSE stock_status END
       WHERE id = line.variation_id AND stock_quantity >= line.quantity;
      took_variation := FOUND;
    END IF;
    UPDATE products
       SET total_sales = total_sales + line.quantity,
           stock_quantity = CASE WHEN manages = 'product' THEN stock_quantity - line.quantity ELSE stock_quantity END,
           stock_status = CASE WHEN manages = 'product' AND stock_quantity - line.quantity = 0
                               THEN 'outofstock'::stock_status ELSE stock_status END
     WHERE id = line.product_id AND (manages IS DISTINCT FROM 'product' OR stock_quantity >= line.quantity);
    took_product := FOUND;
    taken := CASE manages WHEN 'variation' THEN took_variation AND took_product
                          WHEN 'product' THEN took_product
                          ELSE status <> 'outofstock' END;
    IF NOT taken THEN
      -- Read again: under concurrency the number seen before the update may be stale.
      SELECT coalesce(CASE WHEN v.manage_stock THEN v.stock_quantity ELSE p.stock_quantity END, 0)
        INTO available
        FROM products p LEFT JOIN product_variations v ON v.id = line.variation_id
       WHERE p.id = line.product_id;
      failed := line.n; reason := 'out_of_stock';
      RETURN;
    END IF;
  END LOOP;
END $$;
