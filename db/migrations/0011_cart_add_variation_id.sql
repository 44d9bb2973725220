-- WooCommerce's `WC_Cart::add_to_cart` also takes a variation's own id for the product (scripts
-- and links post `product_id` / `add-to-cart` = a variation id): it then adds the variation's
-- product with that variation, whose own options are chosen for the shopper (an option the
-- variation leaves "any" must still be posted; a posted option that contradicts the variation's
-- finds no variation and is refused, as WooCommerce refuses an invalid value). Products and
-- variations number their rows apart, so an id that is a product's is always taken for that
-- product. Otherwise `cart_add` is 0006's.

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
      SELECT id, slug, name, type, status, regular_price, stock_status, manage_stock, stock_quantity,
             min_quantity, max_quantity
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
