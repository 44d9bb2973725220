-- The cart's hot paths as PL/pgSQL (decision 006): one call reads a priced cart, one call adds to
-- it. On the embedded database each statement has a fixed cost, and an add was nine of them
-- (transaction, product, variation, cart, line, upsert, timestamp, commit) plus the priced read;
-- PL/pgSQL also keeps its plans for the session. The TypeScript side
-- (features/cart/.server/cart.ts, read-cart.ts) owns the shapes and the messages.

-- The priced lines of cart `cid` as a JSON array, oldest first: each line's current unit price
-- (the sale price while on sale), its limit (stock unless on backorder, and the product's
-- maximum; null without one), picture and chosen options by name. Lines whose product or
-- variation is no longer sold are left out.
CREATE OR REPLACE FUNCTION cart_lines_json(cid integer) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(jsonb_agg(line ORDER BY created_at, key), '[]'::jsonb) FROM (
    SELECT ci.created_at, ci.key, jsonb_build_object(
      'key', ci.key, 'productId', ci.product_id, 'variationId', ci.variation_id,
      'attributes', ci.attributes, 'quantity', ci.quantity,
      'name', p.name, 'slug', p.slug, 'sku', coalesce(v.sku, p.sku),
      'unitPrice', CASE WHEN v.id IS NULL THEN coalesce(p.sale_price, p.regular_price)
                        ELSE coalesce(v.sale_price, v.regular_price) END,
      'maxQuantity', nullif(least(
        coalesce(p.max_quantity, 2147483647),
        CASE WHEN coalesce(v.stock_status, p.stock_status) = 'onbackorder' THEN 2147483647
             WHEN v.manage_stock THEN v.stock_quantity
             WHEN p.manage_stock THEN coalesce(p.stock_quantity, 0)
             ELSE 2147483647 END), 2147483647),
      'imageAlt', m.alt, 'imageSizes', m.sizes,
      'options', (
        SELECT coalesce(jsonb_agg(jsonb_build_object('label', a.name, 'value', coalesce(t.name, e.value))
                                  ORDER BY pa.position, a.id), '[]'::jsonb)
        FROM jsonb_each_text(ci.attributes) e
        JOIN attributes a ON 'attribute_pa_' || a.slug = e.key
        LEFT JOIN attribute_terms t ON t.attribute_id = a.id AND t.slug = e.value
        LEFT JOIN product_attributes pa ON pa.product_id = ci.product_id AND pa.attribute_id = a.id)
    ) AS line
    FROM cart_items ci
    JOIN products p ON p.id = ci.product_id AND p.status = 'publish'
    LEFT JOIN product_variations v ON v.id = ci.variation_id
    LEFT JOIN media m ON m.id = coalesce(v.image_id, p.image_id)
    WHERE ci.cart_id = cid
      AND (ci.variation_id IS NULL OR v.status = 'publish')
      AND (CASE WHEN v.id IS NULL THEN p.regular_price ELSE v.regular_price END) IS NOT NULL
  ) lines);
END $$;
--> statement-breakpoint

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
--> statement-breakpoint

-- WooCommerce's `WC_Cart::add_to_cart` for a session's cart (`uid` null) or a user's: the
-- variation found from the chosen options (`attribute_pa_{slug}` → term slug), the quantity
-- checked against the product's minimum and maximum and against the stock the cart already
-- holds, the line keyed as WooCommerce keys it and added to. The cart row is locked first, so
-- parallel adds to one cart run one after another. Answers `{ok: true, key, name, quantity,
-- productSlug, lines}` or `{ok: false, error: {code, …}, productSlug}`; prices are never asked.
CREATE OR REPLACE FUNCTION cart_add(sid text, uid integer, pid integer, vid integer, chosen jsonb, qty integer)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  p record;
  f record;
  v record;
  picked jsonb := '{}'::jsonb;
  key_options text := '';
  choice text;
  var_id integer;
  st_status stock_status;
  st_manage boolean;
  st_quantity integer;
  cid integer;
  line_key text;
  in_cart integer;
  wanted integer;
BEGIN
  SELECT id, slug, name, type, status, regular_price, stock_status, manage_stock, stock_quantity,
         min_quantity, max_quantity
    INTO p FROM products WHERE id = pid;
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
    SELECT pv.id, pv.stock_status, pv.manage_stock, pv.stock_quantity INTO v
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
    -- A variation that does not manage its stock uses its product's (WooCommerce's parent stock).
    st_status := v.stock_status;
    st_manage := CASE WHEN v.manage_stock THEN true ELSE p.manage_stock END;
    st_quantity := CASE WHEN v.manage_stock THEN v.stock_quantity ELSE p.stock_quantity END;
  ELSE
    IF p.regular_price IS NULL THEN
      RETURN jsonb_build_object('ok', false, 'error', jsonb_build_object('code', 'not_purchasable', 'name', p.name), 'productSlug', p.slug);
    END IF;
    st_status := p.stock_status;
    st_manage := p.manage_stock;
    st_quantity := p.stock_quantity;
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
  wanted := in_cart + qty;
  IF p.max_quantity IS NOT NULL AND wanted > p.max_quantity THEN
    RETURN jsonb_build_object('ok', false, 'error', jsonb_build_object('code', 'above_maximum', 'name', p.name, 'max', p.max_quantity), 'productSlug', p.slug);
  END IF;
  IF st_manage AND st_quantity IS NOT NULL AND st_status <> 'onbackorder' AND wanted > st_quantity THEN
    RETURN jsonb_build_object('ok', false, 'error', jsonb_build_object('code', 'not_enough_stock', 'name', p.name, 'available', st_quantity, 'inCart', in_cart), 'productSlug', p.slug);
  END IF;

  INSERT INTO cart_items (cart_id, key, product_id, variation_id, attributes, quantity)
  VALUES (cid, line_key, p.id, var_id, picked, qty)
  ON CONFLICT (cart_id, key) DO UPDATE SET quantity = cart_items.quantity + excluded.quantity;
  RETURN jsonb_build_object('ok', true, 'key', line_key, 'name', p.name, 'quantity', qty, 'productSlug', p.slug,
                            'lines', cart_lines_json(cid));
END $$;
