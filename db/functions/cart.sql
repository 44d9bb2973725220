-- The cart's hot paths as PL/pgSQL (decision 006): one call reads a priced cart, one call adds to
-- it. On the embedded database each statement has a fixed cost, and an add was nine of them
-- (transaction, product, variation, cart, line, upsert, timestamp, commit) plus the priced read;
-- PL/pgSQL also keeps its plans for the session. The TypeScript side
-- (features/cart/.server/cart.ts, read-cart.ts) owns the shapes and the messages.

-- The priced lines of cart `cid` as a JSON array, oldest first: each line's current unit price
-- (the sale price while on sale), how many it may hold (`purchasable_quantity`, stock.sql; null
-- when any number may), picture and chosen options by name. Lines whose product or variation is
-- no longer sold are left out.
-- Each line's product, variation and picture are one primary-key lookup each, whatever the
-- statistics say (LIMIT 1 keeps the planner from flattening the lookups into a join). PGlite has
-- no autovacuum, so `cart_items` keeps the statistics of the last ANALYZE: taken on an empty
-- table, they promise many lines per cart, and the planner then hashed every product variation
-- to join one line (0.7 ms instead of 0.3 ms per call).
CREATE OR REPLACE FUNCTION cart_lines_json(cid integer) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(jsonb_agg(line ORDER BY created_at, key), '[]'::jsonb) FROM (
    SELECT ci.created_at, ci.key, jsonb_build_object(
      'key', ci.key, 'productId', ci.product_id, 'variationId', ci.variation_id,
      'attributes', ci.attributes, 'quantity', ci.quantity,
      'name', p.name, 'slug', p.slug, 'sku', coalesce(v.sku, p.sku),
      'unitPrice', CASE WHEN v.id IS NULL THEN coalesce(p.sale_price, p.regular_price)
                        ELSE coalesce(v.sale_price, v.regular_price) END,
      'maxQuantity', purchasable_quantity(
        coalesce(v.stock_status, p.stock_status), coalesce(v.manage_stock, false) OR p.manage_stock,
        CASE WHEN v.manage_stock THEN v.stock_quantity ELSE p.stock_quantity END,
        CASE WHEN v.manage_stock THEN v.backorders ELSE p.backorders END,
        p.sold_individually, p.max_quantity),
      'imageAlt', m.alt, 'imageSizes', m.sizes,
      -- The product's categories, which coupons limited to categories look at.
      'categoryIds', (SELECT coalesce(jsonb_agg(pt.term_id ORDER BY pt.term_id), '[]'::jsonb)
                        FROM product_terms pt JOIN terms tm ON tm.id = pt.term_id AND tm.taxonomy = 'product_cat'
                       WHERE pt.product_id = ci.product_id),
      'options', CASE WHEN ci.attributes = '{}'::jsonb THEN '[]'::jsonb ELSE (
        SELECT coalesce(jsonb_agg(jsonb_build_object('label', a.name, 'value', coalesce(t.name, e.value))
                                  ORDER BY pa.position, a.id), '[]'::jsonb)
        FROM jsonb_each_text(ci.attributes) e
        JOIN attributes a ON 'attribute_pa_' || a.slug = e.key
        LEFT JOIN attribute_terms t ON t.attribute_id = a.id AND t.slug = e.value
        LEFT JOIN product_attributes pa ON pa.product_id = ci.product_id AND pa.attribute_id = a.id) END
    ) AS line
    FROM cart_items ci
    CROSS JOIN LATERAL (SELECT * FROM products WHERE id = ci.product_id AND status = 'publish' LIMIT 1) p
    LEFT JOIN LATERAL (SELECT * FROM product_variations WHERE id = ci.variation_id LIMIT 1) v ON true
    LEFT JOIN LATERAL (SELECT alt, sizes FROM media WHERE id = coalesce(v.image_id, p.image_id) LIMIT 1) m ON true
    WHERE ci.cart_id = cid
      AND (ci.variation_id IS NULL OR v.status = 'publish')
      AND (CASE WHEN v.id IS NULL THEN p.regular_price ELSE v.regular_price END) IS NOT NULL
  ) lines);
END $$;

-- The coupons applied to cart `cid`, in the order they were applied, with every rule the cart's
-- discounts need (features/cart/coupons.ts computes them): a coupon since unpublished is left out.
CREATE OR REPLACE FUNCTION cart_coupons_json(cid integer) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(jsonb_agg(jsonb_build_object(
      'id', c.id, 'code', c.code, 'discountType', c.discount_type, 'amount', c.amount, 'freeShipping', c.free_shipping,
      'minimumAmount', c.minimum_amount, 'maximumAmount', c.maximum_amount,
      'dateExpires', to_char(c.date_expires AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'usageLimit', c.usage_limit, 'usageCount', c.usage_count, 'usageLimitPerUser', c.usage_limit_per_user,
      'individualUse', c.individual_use, 'productIds', to_jsonb(c.product_ids), 'excludedProductIds', to_jsonb(c.excluded_product_ids),
      'productCategories', to_jsonb(c.product_categories), 'excludedProductCategories', to_jsonb(c.excluded_product_categories),
      'emailRestrictions', to_jsonb(c.email_restrictions)) ORDER BY cc.applied_at, c.id), '[]'::jsonb)
    FROM cart_coupons cc JOIN coupons c ON c.id = cc.coupon_id AND c.status = 'publish'
   WHERE cc.cart_id = cid);
END $$;

-- The coupons applied to a session's cart (`uid` null) or a user's.
CREATE OR REPLACE FUNCTION cart_coupons(sid text, uid integer) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
  cid integer;
BEGIN
  IF uid IS NULL THEN
    SELECT id INTO cid FROM carts WHERE session_id = sid;
  ELSE
    SELECT id INTO cid FROM carts WHERE user_id = uid;
  END IF;
  IF cid IS NULL THEN
    RETURN '[]'::jsonb;
  END IF;
  RETURN cart_coupons_json(cid);
END $$;

-- The priced lines of a session's cart (`uid` null) or a user's.
CREATE OR REPLACE FUNCTION cart_contents(sid text, uid integer) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
  cid integer;
BEGIN
  IF uid IS NULL THEN
    SELECT id INTO cid FROM carts WHERE session_id = sid;
  ELSE
    SELECT id INTO cid FROM carts WHERE user_id = uid;
  END IF;
  IF cid IS NULL THEN
    RETURN '[]'::jsonb;
  END IF;
  RETURN cart_lines_json(cid);
END $$;

-- WooCommerce's `WC_Cart::add_to_cart` for a session's cart (`uid` null) or a user's: the
-- variation found from the chosen options (`attribute_pa_{slug}` → term slug), the quantity
-- checked against the product's minimum and maximum and against the stock the cart already
-- holds, the line keyed as WooCommerce keys it and added to. The cart row is locked first, so
-- parallel adds to one cart run one after another. Answers `{ok: true, key, name, quantity,
-- productSlug, lines}` or `{ok: false, error: {code, …}, productSlug}`; prices are never asked.
--
-- A variation's own id also stands for its product (scripts and links post `product_id` /
-- `add-to-cart` = a variation id): its product is added with that variation, whose own options
-- are chosen for the shopper (an option the variation leaves "any" must still be posted; a posted
-- option that contradicts the variation's finds no variation and is refused, as WooCommerce
-- refuses an invalid value). Products and variations number their rows apart, so an id that is
-- a product's is always taken for that product.
--
-- The stock rule (decision 019): an item sold individually is added once, one of it (WooCommerce
-- forces the quantity to 1 and refuses a second); the line stays within the product's maximum; and
-- the stock's limit counts every line of the cart drawing on that stock (WooCommerce's
-- `get_cart_item_quantities` by `get_stock_managed_by_id`), so two variations sharing their
-- product's stock cannot together hold more than it sells. Each limit is a term of
-- `purchasable_quantity`, so what an add leaves in a line is never more than the cart then shows.
CREATE OR REPLACE FUNCTION cart_add(sid text, uid integer, pid integer, vid integer, chosen jsonb, qty integer)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  p record;
  own record;
  f record;
  v record;
  picked jsonb := '{}'::jsonb;
  key_options text := '';
  choice text;
  var_id integer;
  st_status stock_status;
  st_counted boolean;
  st_quantity integer;
  st_backorders backorders;
  st_of_variation boolean := false;
  stock_limit integer;
  cid integer;
  line_key text;
  in_cart integer;
  held integer;
BEGIN
  SELECT id, slug, name, type, status, regular_price, stock_status, manage_stock, stock_quantity, backorders,
         sold_individually, min_quantity, max_quantity
    INTO p FROM products WHERE id = pid;
  IF NOT FOUND THEN
    SELECT pv.product_id,
           coalesce(jsonb_object_agg('attribute_pa_' || a.slug, t.slug) FILTER (WHERE t.id IS NOT NULL), '{}'::jsonb) AS options
      INTO own FROM product_variations pv
      LEFT JOIN variation_attributes va ON va.variation_id = pv.id
      LEFT JOIN attributes a ON a.id = va.attribute_id
      LEFT JOIN attribute_terms t ON t.id = va.term_id
     WHERE pv.id = pid AND pv.status = 'publish'
     GROUP BY pv.product_id;
    IF FOUND THEN
      vid := pid;
      pid := own.product_id;
      chosen := own.options || coalesce(chosen, '{}'::jsonb);
      SELECT id, slug, name, type, status, regular_price, stock_status, manage_stock, stock_quantity, backorders,
             sold_individually, min_quantity, max_quantity
        INTO p FROM products WHERE id = pid;
    END IF;
  END IF;
  IF NOT FOUND OR p.status <> 'publish' THEN
    RETURN jsonb_build_object('ok', false, 'error', jsonb_build_object('code', 'not_found'), 'productSlug', NULL);
  END IF;
  IF qty IS NULL OR qty < 1 OR qty > 9999 THEN
    RETURN jsonb_build_object('ok', false, 'error', jsonb_build_object('code', 'bad_quantity'), 'productSlug', p.slug);
  END IF;

  IF p.type = 'variable' THEN
    -- Every attribute the variations are made of must be chosen, among the terms offered.
    FOR f IN
      SELECT 'attribute_pa_' || a.slug AS field, array_agg(t.slug) AS terms
        FROM product_attributes pa
        JOIN attributes a ON a.id = pa.attribute_id
        JOIN attribute_terms t ON t.attribute_id = a.id
        JOIN product_attribute_terms pat ON pat.term_id = t.id AND pat.product_id = pa.product_id
       WHERE pa.product_id = p.id AND pa.used_for_variations
       GROUP BY pa.position, a.id, a.slug
       ORDER BY pa.position, a.id
    LOOP
      choice := btrim(coalesce(chosen ->> f.field, ''));
      IF choice = '' THEN
        RETURN jsonb_build_object('ok', false, 'error', jsonb_build_object('code', 'choose_options', 'name', p.name), 'productSlug', p.slug);
      END IF;
      IF NOT choice = ANY (f.terms) THEN
        RETURN jsonb_build_object('ok', false, 'error', jsonb_build_object('code', 'no_such_variation', 'name', p.name), 'productSlug', p.slug);
      END IF;
      picked := picked || jsonb_build_object(f.field, choice);
      -- The key's options in the attributes' order, `{name}{value}` each (WooCommerce's).
      key_options := key_options || f.field || choice;
    END LOOP;
    -- The first variation (by menu order) whose every value is "any" or the chosen one.
    SELECT pv.id, pv.stock_status, pv.manage_stock, pv.stock_quantity, pv.backorders INTO v
      FROM product_variations pv
     WHERE pv.product_id = p.id AND pv.status = 'publish' AND (vid IS NULL OR pv.id = vid)
       AND NOT EXISTS (
         SELECT 1 FROM variation_attributes va
           JOIN attributes a ON a.id = va.attribute_id
           JOIN attribute_terms t ON t.id = va.term_id
          WHERE va.variation_id = pv.id AND (picked ->> ('attribute_pa_' || a.slug)) IS DISTINCT FROM t.slug)
     ORDER BY pv.menu_order, pv.id
     LIMIT 1;
    IF NOT FOUND THEN
      RETURN jsonb_build_object('ok', false, 'error', jsonb_build_object('code', 'no_such_variation', 'name', p.name), 'productSlug', p.slug);
    END IF;
    var_id := v.id;
    -- A variation that does not count its stock draws on its product's (WooCommerce's parent stock).
    st_status := v.stock_status;
    st_of_variation := v.manage_stock;
    st_counted := v.manage_stock OR p.manage_stock;
    st_quantity := CASE WHEN v.manage_stock THEN v.stock_quantity ELSE p.stock_quantity END;
    st_backorders := CASE WHEN v.manage_stock THEN v.backorders ELSE p.backorders END;
  ELSIF p.type = 'grouped' THEN
    -- A group is bought through its products (its form's `quantity[id]`), never itself.
    RETURN jsonb_build_object('ok', false, 'error', jsonb_build_object('code', 'choose_product'), 'productSlug', p.slug);
  ELSE
    IF p.regular_price IS NULL THEN
      RETURN jsonb_build_object('ok', false, 'error', jsonb_build_object('code', 'not_purchasable', 'name', p.name), 'productSlug', p.slug);
    END IF;
    st_status := p.stock_status;
    st_counted := p.manage_stock;
    st_quantity := p.stock_quantity;
    st_backorders := p.backorders;
  END IF;

  IF p.sold_individually THEN
    qty := 1;
  END IF;
  IF p.min_quantity IS NOT NULL AND qty < p.min_quantity THEN
    RETURN jsonb_build_object('ok', false, 'error', jsonb_build_object('code', 'below_minimum', 'name', p.name, 'min', p.min_quantity), 'productSlug', p.slug);
  END IF;
  IF st_status = 'outofstock' THEN
    RETURN jsonb_build_object('ok', false, 'error', jsonb_build_object('code', 'out_of_stock', 'name', p.name), 'productSlug', p.slug);
  END IF;

  -- The owner's cart, made on first use, stamped and locked until this statement's transaction
  -- ends (an upsert takes the row's lock), in one statement.
  IF uid IS NULL THEN
    INSERT INTO carts (session_id) VALUES (sid)
    ON CONFLICT (session_id) DO UPDATE SET updated_at = now() RETURNING id INTO cid;
  ELSE
    INSERT INTO carts (user_id) VALUES (uid)
    ON CONFLICT (user_id) DO UPDATE SET updated_at = now() RETURNING id INTO cid;
  END IF;

  line_key := md5(p.id::text
    || CASE WHEN var_id IS NOT NULL THEN '_' || var_id::text ELSE '' END
    || CASE WHEN key_options <> '' THEN '_' || key_options ELSE '' END);
  SELECT quantity INTO in_cart FROM cart_items WHERE cart_id = cid AND key = line_key;
  in_cart := coalesce(in_cart, 0);
  IF p.sold_individually AND in_cart > 0 THEN
    RETURN jsonb_build_object('ok', false, 'error', jsonb_build_object('code', 'sold_individually', 'name', p.name), 'productSlug', p.slug);
  END IF;
  IF p.max_quantity IS NOT NULL AND in_cart + qty > p.max_quantity THEN
    RETURN jsonb_build_object('ok', false, 'error', jsonb_build_object('code', 'above_maximum', 'name', p.name, 'max', p.max_quantity), 'productSlug', p.slug);
  END IF;
  stock_limit := purchasable_quantity(st_status, st_counted, st_quantity, st_backorders, false, NULL);
  IF stock_limit IS NOT NULL THEN
    SELECT coalesce(sum(ci.quantity), 0)::integer INTO held
      FROM cart_items ci LEFT JOIN product_variations cv ON cv.id = ci.variation_id
     WHERE ci.cart_id = cid
       AND CASE WHEN st_of_variation THEN ci.variation_id = var_id
                ELSE ci.product_id = p.id AND NOT coalesce(cv.manage_stock, false) END;
    IF held + qty > stock_limit THEN
      RETURN jsonb_build_object('ok', false, 'error', jsonb_build_object('code', 'not_enough_stock', 'name', p.name, 'available', stock_limit, 'inCart', held), 'productSlug', p.slug);
    END IF;
  END IF;

  INSERT INTO cart_items (cart_id, key, product_id, variation_id, attributes, quantity)
  VALUES (cid, line_key, p.id, var_id, picked, qty)
  ON CONFLICT (cart_id, key) DO UPDATE SET quantity = cart_items.quantity + excluded.quantity;
  RETURN jsonb_build_object('ok', true, 'key', line_key, 'name', p.name, 'quantity', qty, 'productSlug', p.slug,
                            'lines', cart_lines_json(cid), 'coupons', cart_coupons_json(cid));
END $$;

-- A guest's first add to cart starts their session: the session row and the add in one call, so
-- one statement instead of two (and one trip to the database). The session exists afterwards
-- whether or not the add was refused, as it would after two calls: the refusal's notice is kept
-- in it.
CREATE OR REPLACE FUNCTION cart_add_starting_session(sid text, created timestamptz, expires timestamptz,
                                                     pid integer, vid integer, chosen jsonb, qty integer)
RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sessions (id, created_at, expires_at) VALUES (sid, created, expires);
  RETURN cart_add(sid, NULL, pid, vid, chosen, qty);
END $$;
