-- One rule for how many of an item may be bought (decision 019), written once: `purchasable_quantity`,
-- which the add to cart, the cart's read and the order's stock all call, and which
-- features/catalog/purchasable-quantity.ts mirrors for the quantity fields (a test runs one table
-- of cases through both). It is WooCommerce's: a sold-out status sells nothing; a counted stock
-- sells what it holds unless backorders are taken, then any number (the stock goes below zero);
-- stock nobody counts follows its status; sold individually is one at most; and the product's own
-- maximum. Products and variations get WooCommerce's backorders setting, products "sold
-- individually", and the stock's checks say what the rule reads is always there.

CREATE TYPE "public"."backorders" AS ENUM('no', 'notify', 'yes');--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "backorders" "backorders" DEFAULT 'no' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_individually" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variations" ADD COLUMN "backorders" "backorders" DEFAULT 'no' NOT NULL;--> statement-breakpoint

-- Rows made under the old rules, made to fit the new checks and keep what they sold: a counted
-- stock without a number holds none (WooCommerce reads an empty stock as 0); a counted stock shown
-- on backorder (or drawn on by a variation shown so) took backorders, as only then WooCommerce
-- shows it; a minimum or maximum below 1 was no rule.
UPDATE "products" SET "stock_quantity" = 0 WHERE "manage_stock" AND "stock_quantity" IS NULL;--> statement-breakpoint
UPDATE "product_variations" SET "stock_quantity" = 0 WHERE "manage_stock" AND "stock_quantity" IS NULL;--> statement-breakpoint
UPDATE "products" p SET "backorders" = 'notify'
 WHERE p."manage_stock" AND (p."stock_status" = 'onbackorder' OR EXISTS (
   SELECT 1 FROM "product_variations" v
    WHERE v."product_id" = p."id" AND NOT v."manage_stock" AND v."stock_status" = 'onbackorder'));--> statement-breakpoint
UPDATE "product_variations" SET "backorders" = 'notify' WHERE "manage_stock" AND "stock_status" = 'onbackorder';--> statement-breakpoint
UPDATE "products" SET "min_quantity" = NULL WHERE "min_quantity" < 1;--> statement-breakpoint
UPDATE "products" SET "max_quantity" = NULL WHERE "max_quantity" < 1;--> statement-breakpoint

ALTER TABLE "products" DROP CONSTRAINT "products_stock_nonneg";--> statement-breakpoint
ALTER TABLE "product_variations" DROP CONSTRAINT "product_variations_stock_nonneg";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_managed_stock_has_quantity" CHECK (not "products"."manage_stock" or "products"."stock_quantity" is not null);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_nonneg_without_backorders" CHECK ("products"."stock_quantity" >= 0 or "products"."backorders" <> 'no');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_quantity_rules_positive" CHECK ("products"."min_quantity" >= 1 and "products"."max_quantity" >= 1);--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_managed_stock_has_quantity" CHECK (not "product_variations"."manage_stock" or "product_variations"."stock_quantity" is not null);--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_stock_nonneg_without_backorders" CHECK ("product_variations"."stock_quantity" >= 0 or "product_variations"."backorders" <> 'no');--> statement-breakpoint

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
$$;--> statement-breakpoint

-- A counted stock's status after it changed (WooCommerce's `validate_props`): in stock above zero,
-- else on backorder where backorders are taken, else out of stock.
CREATE OR REPLACE FUNCTION counted_stock_status(quantity integer, backorders_setting backorders)
RETURNS stock_status LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN quantity > 0 THEN 'instock'::stock_status
              WHEN backorders_setting <> 'no' THEN 'onbackorder'::stock_status
              ELSE 'outofstock'::stock_status END
$$;--> statement-breakpoint

-- A variable product's status from its variations' (WooCommerce's `sync_stock_status`): in stock if
-- one is, else on backorder if one is, else out of stock.
CREATE OR REPLACE FUNCTION variations_stock_status(pid integer)
RETURNS stock_status LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN bool_or(stock_status = 'instock') THEN 'instock'::stock_status
              WHEN bool_or(stock_status = 'onbackorder') THEN 'onbackorder'::stock_status
              ELSE 'outofstock'::stock_status END
    FROM product_variations WHERE product_id = pid AND status = 'publish'
$$;--> statement-breakpoint

-- 0010's `cart_lines_json`, each line's limit now `purchasable_quantity`.
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
END $$;--> statement-breakpoint

-- 0011's `cart_add` with the rule: an item sold individually is added once, one of it (WooCommerce
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
                            'lines', cart_lines_json(cid));
END $$;--> statement-breakpoint

-- 0008's `order_take_stock` with the rule: a line may have what `purchasable_quantity` allows it,
-- read from rows this call locks until the order's commit (the product's, then its variation's:
-- every order takes them in that order, and lines come in product order), so no other order changes
-- them in between. A taken stock may go below zero where backorders are taken, and its status
-- follows WooCommerce's (`counted_stock_status`): variations drawing on their product's stock take
-- its status, and a variable product not counting stock takes its variations' (WooCommerce's
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
END $$;--> statement-breakpoint

-- 0012's `catalog_product_page`, also giving the product's backorders and "sold individually" and
-- each variation's backorders: the product form's quantity field applies the same rule.
CREATE OR REPLACE FUNCTION catalog_product_page(p_slug text, p_reviews int, p_related int) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT json_build_object(
      'id', p.id, 'slug', p.slug, 'name', p.name, 'type', p.type,
      'regularPrice', p.regular_price, 'salePrice', p.sale_price,
      'minPrice', p.min_price, 'maxPrice', p.max_price, 'onSale', p.on_sale,
      'stockStatus', p.stock_status, 'averageRating', p.average_rating, 'reviewCount', p.review_count,
      'imageAlt', m.alt, 'imageSizes', m.sizes,
      'imageId', m.id, 'imageTitle', m.title, 'imageCaption', m.caption,
      'sku', p.sku, 'shortDescription', p.short_description, 'description', p.description,
      'stockQuantity', p.stock_quantity, 'manageStock', p.manage_stock, 'backorders', p.backorders,
      'soldIndividually', p.sold_individually,
      'minQuantity', p.min_quantity, 'maxQuantity', p.max_quantity, 'weightGrams', p.weight_grams,
      'createdAt', p.created_at, 'updatedAt', p.updated_at,
      'gallery', (
        SELECT coalesce(json_agg(json_build_object('alt', gm.alt, 'sizes', gm.sizes) ORDER BY g.position), '[]'::json)
        FROM product_gallery g JOIN media gm ON gm.id = g.media_id
        WHERE g.product_id = p.id),
      'terms', (
        SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug, 'taxonomy', t.taxonomy) ORDER BY t.name), '[]'::json)
        FROM product_terms pt JOIN terms t ON t.id = pt.term_id
        WHERE pt.product_id = p.id),
      'attributes', (
        SELECT coalesce(json_agg(json_build_object(
          'name', a.name, 'slug', a.slug, 'swatchType', a.swatch_type, 'visible', pa.visible,
          'usedForVariations', pa.used_for_variations,
          'terms', (
            SELECT coalesce(json_agg(json_build_object(
              'slug', at.slug, 'name', at.name, 'color', at.color, 'color2', at.color2, 'label', at.label,
              'image', CASE WHEN am.id IS NULL THEN NULL ELSE json_build_object('alt', am.alt, 'sizes', am.sizes) END
            ) ORDER BY at.menu_order, at.id), '[]'::json)
            FROM product_attribute_terms pat
            JOIN attribute_terms at ON at.id = pat.term_id AND at.attribute_id = a.id
            LEFT JOIN media am ON am.id = at.image_id
            WHERE pat.product_id = pa.product_id)
        ) ORDER BY pa.position, a.id), '[]'::json)
        FROM product_attributes pa JOIN attributes a ON a.id = pa.attribute_id
        WHERE pa.product_id = p.id),
      'variations', (
        SELECT coalesce(json_agg(json_build_object(
          'id', v.id, 'sku', v.sku, 'regularPrice', v.regular_price, 'salePrice', v.sale_price,
          'stockStatus', v.stock_status, 'manageStock', v.manage_stock, 'stockQuantity', v.stock_quantity,
          'backorders', v.backorders, 'description', v.description,
          'image', CASE WHEN vm.id IS NULL THEN NULL ELSE json_build_object(
            'alt', vm.alt, 'sizes', vm.sizes, 'id', vm.id, 'title', vm.title, 'caption', vm.caption) END,
          'values', (
            SELECT coalesce(json_agg(json_build_object('attribute', va_a.slug, 'term', va_t.slug)), '[]'::json)
            FROM variation_attributes va
            JOIN attributes va_a ON va_a.id = va.attribute_id
            LEFT JOIN attribute_terms va_t ON va_t.id = va.term_id
            WHERE va.variation_id = v.id)
        ) ORDER BY v.menu_order, v.id), '[]'::json)
        FROM product_variations v LEFT JOIN media vm ON vm.id = v.image_id
        WHERE v.product_id = p.id AND v.status = 'publish'),
      'reviews', (
        SELECT coalesce(json_agg(json_build_object(
          'id', r.id, 'author', r.author_name, 'rating', r.rating, 'content', r.content,
          'createdAt', r.created_at, 'verifiedOwner', r.verified_owner
        ) ORDER BY r.created_at DESC, r.id DESC), '[]'::json)
        FROM (SELECT * FROM reviews
              WHERE product_id = p.id AND status = 'approved'
              ORDER BY created_at DESC, id DESC LIMIT p_reviews) r),
      'related', (
        SELECT coalesce(json_agg(json_build_object(
          'id', rp.id, 'slug', rp.slug, 'name', rp.name, 'type', rp.type,
          'regularPrice', rp.regular_price, 'salePrice', rp.sale_price,
          'minPrice', rp.min_price, 'maxPrice', rp.max_price, 'onSale', rp.on_sale,
          'stockStatus', rp.stock_status, 'averageRating', rp.average_rating,
          'reviewCount', rp.review_count, 'imageAlt', rm.alt, 'imageSizes', rm.sizes
        ) ORDER BY rp.total_sales DESC, rp.id DESC), '[]'::json)
        FROM (SELECT * FROM products cand
              WHERE cand.status = 'publish' AND cand.id IN (
                SELECT pt.product_id FROM product_terms pt
                WHERE pt.product_id <> p.id AND pt.term_id IN (
                  SELECT own.term_id FROM product_terms own
                  JOIN terms t ON t.id = own.term_id AND t.taxonomy = 'product_cat'
                  WHERE own.product_id = p.id)
                LIMIT 48)
              ORDER BY cand.total_sales DESC, cand.id DESC LIMIT p_related) rp
        LEFT JOIN media rm ON rm.id = rp.image_id)
    )
    FROM products p LEFT JOIN media m ON m.id = p.image_id
    WHERE p.slug = p_slug AND p.status = 'publish'
  );
END $$;
