-- One rule for how many of an item may be bought (decision 019), written once: `purchasable_quantity`,
-- which the add to cart, the cart's read and the order's stock all call, and which
-- features/catalog/purchasable-quantity.ts mirrors for the quantity fields (a test runs one table
-- of cases through both). It is WooCommerce's: a sold-out status sells nothing; a counted stock
-- sells what it holds unless backorders are taken, then any number (the stock goes below zero);
-- stock nobody counts follows its status; sold individually is one at most; and the product's own
-- maximum.

-- How many of an item one cart line may hold; null when any number may (WooCommerce's
-- `is_in_stock`, `has_enough_stock` and `get_max_purchase_quantity`, and the product's maximum).
-- The stock is the one the line draws on: a variation's own when it counts it, else its product's
-- when the product counts it (WooCommerce's parent stock), else none but the variation's status.
-- Called with `sold_individually` false and no maximum, it is what the stock alone allows.
CREATE OR REPLACE FUNCTION purchasable_quantity(status stock_status, counted boolean, quantity integer,
                                                backorders_setting backorders, sold_individually boolean,
                                                max_quantity integer)
RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN status = 'outofstock' THEN 0
              ELSE least(CASE WHEN counted AND backorders_setting = 'no' THEN greatest(coalesce(quantity, 0), 0) END,
                         CASE WHEN sold_individually THEN 1 END,
                         max_quantity) END
$$;

-- A counted stock's status after it changed (WooCommerce's `validate_props`): in stock above zero,
-- else on backorder where backorders are taken, else out of stock.
CREATE OR REPLACE FUNCTION counted_stock_status(quantity integer, backorders_setting backorders)
RETURNS stock_status LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN quantity > 0 THEN 'instock'::stock_status
              WHEN backorders_setting <> 'no' THEN 'onbackorder'::stock_status
              ELSE 'outofstock'::stock_status END
$$;

-- A variable product's status from its variations' (WooCommerce's `sync_stock_status`): in stock if
-- one is, else on backorder if one is, else out of stock.
CREATE OR REPLACE FUNCTION variations_stock_status(pid integer)
RETURNS stock_status LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN bool_or(stock_status = 'instock') THEN 'instock'::stock_status
              WHEN bool_or(stock_status = 'onbackorder') THEN 'onbackorder'::stock_status
              ELSE 'outofstock'::stock_status END
    FROM product_variations WHERE product_id = pid AND status = 'publish'
$$;

-- An order's stock, every line in one call (decision 010): the rows it locks stay locked until the
-- order's commit, so the other buyers of these products wait for this call and the commit only,
-- not for a round trip per line. A line may have what `purchasable_quantity` allows it, read from
-- rows this call locks (the product's, then its variation's: every order takes them in that
-- order, and lines come in product order), so no other order changes them in between. A taken
-- stock may go below zero where backorders are taken, and its status follows WooCommerce's
-- (`counted_stock_status`): variations drawing on their product's stock take its status, and a
-- variable product not counting stock takes its variations' (WooCommerce's
-- `sync_managed_variation_stock_status` and `sync_stock_status`). The product always counts the
-- sale. The first line that cannot be had ends the call: `failed` is its position (1-based) and
-- why, with how many it may have; the caller undoes the transaction.
CREATE OR REPLACE FUNCTION order_take_stock(lines jsonb, OUT failed integer, OUT reason text, OUT available integer)
  LANGUAGE plpgsql AS $$
DECLARE
  line record;
  p record;
  v record;
  st_status stock_status;
  st_counted boolean;
  st_quantity integer;
  st_backorders backorders;
  st_of_variation boolean;
  allowed integer;
  left_over integer;
BEGIN
  FOR line IN
    SELECT l.n::integer AS n, (l.v ->> 'product')::integer AS product_id, (l.v ->> 'variation')::integer AS variation_id,
           (l.v ->> 'quantity')::integer AS quantity
      FROM jsonb_array_elements(lines) WITH ORDINALITY AS l(v, n) ORDER BY l.n
  LOOP
    SELECT id, stock_status, manage_stock, stock_quantity, backorders, sold_individually, max_quantity INTO p
      FROM products WHERE id = line.product_id FOR UPDATE;
    IF NOT FOUND THEN
      failed := line.n; reason := 'cart_changed';
      RETURN;
    END IF;
    st_status := p.stock_status;
    st_counted := p.manage_stock;
    st_quantity := p.stock_quantity;
    st_backorders := p.backorders;
    st_of_variation := false;
    IF line.variation_id IS NOT NULL THEN
      SELECT stock_status, manage_stock, stock_quantity, backorders INTO v
        FROM product_variations WHERE id = line.variation_id AND product_id = p.id FOR UPDATE;
      IF NOT FOUND THEN
        failed := line.n; reason := 'cart_changed';
        RETURN;
      END IF;
      st_status := v.stock_status;
      IF v.manage_stock THEN
        st_of_variation := true;
        st_counted := true;
        st_quantity := v.stock_quantity;
        st_backorders := v.backorders;
      END IF;
    END IF;

    allowed := purchasable_quantity(st_status, st_counted, st_quantity, st_backorders, p.sold_individually, p.max_quantity);
    IF line.quantity > allowed THEN
      failed := line.n; reason := 'out_of_stock'; available := allowed;
      RETURN;
    END IF;

    left_over := st_quantity - line.quantity;
    IF st_of_variation THEN
      UPDATE product_variations SET stock_quantity = left_over, stock_status = counted_stock_status(left_over, st_backorders)
       WHERE id = line.variation_id;
    ELSIF st_counted AND line.variation_id IS NOT NULL THEN
      UPDATE product_variations SET stock_status = counted_stock_status(left_over, st_backorders)
       WHERE product_id = p.id AND NOT manage_stock AND stock_status <> counted_stock_status(left_over, st_backorders);
    END IF;
    UPDATE products
       SET total_sales = total_sales + line.quantity,
           stock_quantity = CASE WHEN st_counted AND NOT st_of_variation THEN left_over ELSE stock_quantity END,
           stock_status = CASE WHEN st_counted AND NOT st_of_variation THEN counted_stock_status(left_over, st_backorders)
                               WHEN st_of_variation AND NOT p.manage_stock THEN variations_stock_status(p.id)
                               ELSE stock_status END
     WHERE id = p.id;
  END LOOP;
END $$;

-- A cancelled or failed order gives back what `order_take_stock` took (WooCommerce's
-- `wc_increase_stock_levels`), once: the order is marked in the same statement that finds it
-- unmarked, so a second cancel, a retry or two staff members at once give nothing more. Each line
-- goes back to the stock it draws on now (the variation's own when it counts it, else its
-- product's), the statuses follow as when it was taken, and the sale is no longer counted.
-- Answers whether this call gave the stock back. Products deleted since are passed over.
CREATE OR REPLACE FUNCTION order_restore_stock(oid integer)
RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  line record;
  p record;
  v_counted boolean;
  v_quantity integer;
  v_backorders backorders;
  left_over integer;
BEGIN
  UPDATE orders SET stock_restored_at = now() WHERE id = oid AND stock_restored_at IS NULL;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  FOR line IN
    SELECT product_id, variation_id, sum(quantity)::integer AS quantity
      FROM order_items WHERE order_id = oid AND product_id IS NOT NULL
     GROUP BY product_id, variation_id ORDER BY product_id, variation_id
  LOOP
    SELECT id, manage_stock, stock_quantity, backorders INTO p FROM products WHERE id = line.product_id FOR UPDATE;
    CONTINUE WHEN NOT FOUND;
    v_counted := false;
    IF line.variation_id IS NOT NULL THEN
      SELECT manage_stock, stock_quantity, backorders INTO v_counted, v_quantity, v_backorders
        FROM product_variations WHERE id = line.variation_id AND product_id = p.id FOR UPDATE;
      v_counted := coalesce(v_counted, false);
    END IF;
    IF v_counted THEN
      left_over := coalesce(v_quantity, 0) + line.quantity;
      UPDATE product_variations SET stock_quantity = left_over, stock_status = counted_stock_status(left_over, v_backorders)
       WHERE id = line.variation_id;
      UPDATE products SET total_sales = greatest(total_sales - line.quantity, 0),
                          stock_status = CASE WHEN manage_stock THEN stock_status ELSE variations_stock_status(p.id) END
       WHERE id = p.id;
    ELSIF p.manage_stock THEN
      left_over := coalesce(p.stock_quantity, 0) + line.quantity;
      IF line.variation_id IS NOT NULL THEN
        UPDATE product_variations SET stock_status = counted_stock_status(left_over, p.backorders)
         WHERE product_id = p.id AND NOT manage_stock AND stock_status <> counted_stock_status(left_over, p.backorders);
      END IF;
      UPDATE products SET total_sales = greatest(total_sales - line.quantity, 0), stock_quantity = left_over,
                          stock_status = counted_stock_status(left_over, p.backorders)
       WHERE id = p.id;
    ELSE
      UPDATE products SET total_sales = greatest(total_sales - line.quantity, 0) WHERE id = p.id;
    END IF;
  END LOOP;
  RETURN true;
END $$;
