-- What the database keeps of the catalogue by itself, and the product page's read.

-- Lookup columns on products (min/max price, on_sale, average rating, review count) are kept by
-- the database itself, so no writer can forget them and listings sort without joins.
CREATE OR REPLACE FUNCTION refresh_product_lookup(pid integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- A grouped product's range is its published children's prices (WooCommerce's grouped
  -- `get_price_html`); its children are simple products, read here by their own prices so the
  -- order in which a group and its children are refreshed does not matter.
  UPDATE products p SET
    min_price = l.min_price,
    max_price = l.max_price,
    on_sale = l.on_sale
  FROM (
    SELECT
      CASE WHEN p2.type = 'simple' THEN coalesce(p2.sale_price, p2.regular_price)
           WHEN p2.type = 'grouped' THEN (SELECT min(coalesce(c.sale_price, c.regular_price)) FROM product_children pc
                 JOIN products c ON c.id = pc.child_id WHERE pc.parent_id = p2.id AND c.status = 'publish')
           ELSE (SELECT min(coalesce(v.sale_price, v.regular_price)) FROM product_variations v
                 WHERE v.product_id = p2.id AND v.status = 'publish') END AS min_price,
      CASE WHEN p2.type = 'simple' THEN coalesce(p2.sale_price, p2.regular_price)
           WHEN p2.type = 'grouped' THEN (SELECT max(coalesce(c.sale_price, c.regular_price)) FROM product_children pc
                 JOIN products c ON c.id = pc.child_id WHERE pc.parent_id = p2.id AND c.status = 'publish')
           ELSE (SELECT max(coalesce(v.sale_price, v.regular_price)) FROM product_variations v
                 WHERE v.product_id = p2.id AND v.status = 'publish') END AS max_price,
      CASE WHEN p2.type = 'simple' THEN p2.sale_price IS NOT NULL
           WHEN p2.type = 'grouped' THEN EXISTS (SELECT 1 FROM product_children pc JOIN products c ON c.id = pc.child_id
                        WHERE pc.parent_id = p2.id AND c.status = 'publish' AND c.sale_price IS NOT NULL)
           ELSE EXISTS (SELECT 1 FROM product_variations v
                        WHERE v.product_id = p2.id AND v.status = 'publish' AND v.sale_price IS NOT NULL) END AS on_sale
    FROM products p2 WHERE p2.id = pid
  ) l
  WHERE p.id = pid
    AND (p.min_price, p.max_price, p.on_sale) IS DISTINCT FROM (l.min_price, l.max_price, l.on_sale);
END $$;

-- The same for many products in one statement: what a bulk import runs once for every product it
-- wrote, in place of the row triggers below (see `bulk_import_active`).
CREATE OR REPLACE FUNCTION refresh_product_lookups(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET
    min_price = l.min_price,
    max_price = l.max_price,
    on_sale = l.on_sale
  FROM (
    SELECT p2.id,
      CASE WHEN p2.type = 'simple' THEN coalesce(p2.sale_price, p2.regular_price) WHEN p2.type = 'grouped' THEN g.min_price ELSE v.min_price END AS min_price,
      CASE WHEN p2.type = 'simple' THEN coalesce(p2.sale_price, p2.regular_price) WHEN p2.type = 'grouped' THEN g.max_price ELSE v.max_price END AS max_price,
      CASE WHEN p2.type = 'simple' THEN p2.sale_price IS NOT NULL WHEN p2.type = 'grouped' THEN coalesce(g.on_sale, false) ELSE coalesce(v.on_sale, false) END AS on_sale
    FROM products p2
    LEFT JOIN LATERAL (
      SELECT min(coalesce(pv.sale_price, pv.regular_price)) AS min_price, max(coalesce(pv.sale_price, pv.regular_price)) AS max_price,
             bool_or(pv.sale_price IS NOT NULL) AS on_sale
      FROM product_variations pv WHERE pv.product_id = p2.id AND pv.status = 'publish'
    ) v ON p2.type = 'variable'
    LEFT JOIN LATERAL (
      SELECT min(coalesce(c.sale_price, c.regular_price)) AS min_price, max(coalesce(c.sale_price, c.regular_price)) AS max_price,
             bool_or(c.sale_price IS NOT NULL) AS on_sale
      FROM product_children pc JOIN products c ON c.id = pc.child_id WHERE pc.parent_id = p2.id AND c.status = 'publish'
    ) g ON p2.type = 'grouped'
    WHERE p2.id = ANY(ids)
  ) l
  WHERE p.id = l.id
    AND (p.min_price, p.max_price, p.on_sale) IS DISTINCT FROM (l.min_price, l.max_price, l.on_sale)
$$;

-- A bulk import (the products CSV) sets `shop.bulk_import` for its own transaction: the
-- per-row lookup triggers, the card swatches' triggers of a product's own rows and the search
-- triggers then leave their work to it, which makes the lookups, swatches and search documents
-- of every product it wrote once, set-based, before it commits
-- (decision 032). Any other transaction, and the import's own once it has caught up, sees it unset.
CREATE OR REPLACE FUNCTION bulk_import_active() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('shop.bulk_import', true), '') = 'on'
$$;

CREATE OR REPLACE FUNCTION products_lookup_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF bulk_import_active() THEN RETURN NULL; END IF;
  PERFORM refresh_product_lookup(NEW.id);
  -- The groups showing this product take its new price into their range.
  PERFORM refresh_product_lookup(pc.parent_id) FROM product_children pc WHERE pc.child_id = NEW.id;
  RETURN NULL;
END $$;

-- A product published or unpublished joins or leaves its groups' ranges (wired by migration 0031).
CREATE OR REPLACE FUNCTION products_group_lookup_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF bulk_import_active() THEN RETURN NULL; END IF;
  PERFORM refresh_product_lookup(pc.parent_id) FROM product_children pc WHERE pc.child_id = NEW.id;
  RETURN NULL;
END $$;

-- A group's range follows the children it is given or loses (wired by migration 0031).
CREATE OR REPLACE FUNCTION product_children_lookup_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF bulk_import_active() THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM refresh_product_lookup(OLD.parent_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.parent_id <> OLD.parent_id) THEN
    PERFORM refresh_product_lookup(NEW.parent_id);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION variations_lookup_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF bulk_import_active() THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM refresh_product_lookup(OLD.product_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.product_id <> OLD.product_id) THEN
    PERFORM refresh_product_lookup(NEW.product_id);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION refresh_product_rating(pid integer) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET
    review_count = r.n,
    average_rating = coalesce(round(r.avg, 2), 0)
  FROM (SELECT count(*)::int AS n, avg(rating)::numeric AS avg FROM reviews
        WHERE product_id = pid AND status = 'approved') r
  WHERE p.id = pid;
$$;

CREATE OR REPLACE FUNCTION reviews_rating_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM refresh_product_rating(OLD.product_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM refresh_product_rating(NEW.product_id); END IF;
  RETURN NULL;
END $$;

-- The product page's read, as a function (decision 006). PL/pgSQL keeps a statement's plan for
-- the session, so its many sub-selects are planned once instead of on every request (on the
-- embedded database planning cost 4 ms of every 5), and the answer is one JSON value instead of
-- rows to decode. One call per page also means one turn at the embedded database's single
-- connection: with three, a page under load waited behind every other page's first query, twice.
-- The TypeScript side (features/catalog/.server/product-rows.ts) owns the shape; this function only
-- gathers the data.
--
-- A published product by slug with its gallery, terms, attributes (with swatch data),
-- variations (with attribute values), the newest approved reviews and up to `p_related` best
-- sellers from its categories (their candidates read from the category index, at most 48, so a
-- large catalogue is never walked in popularity order), or NULL. It also gives what
-- WooCommerce's `data-product_variations` carries beyond the page itself (each variation's
-- description, and the id, title and caption of the product's and each variation's picture), and
-- the product's backorders and "sold individually" and each variation's backorders: the product
-- form's quantity field applies the stock rule (decision 019).
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
          'createdAt', r.created_at, 'verifiedOwner', r.verified_owner,
          'reply', CASE WHEN r.reply_content IS NULL THEN NULL
                        ELSE json_build_object('content', r.reply_content, 'createdAt', r.replied_at) END
        ) ORDER BY r.created_at DESC, r.id DESC), '[]'::json)
        FROM (SELECT * FROM reviews
              WHERE product_id = p.id AND status = 'approved'
              ORDER BY created_at DESC, id DESC LIMIT p_reviews) r),
      -- A grouped product's published children in its order, with what its form's table shows
      -- of each and the quantity rules (decision 037).
      'children', (
        SELECT coalesce(json_agg(json_build_object(
          'id', c.id, 'slug', c.slug, 'name', c.name, 'type', c.type,
          'regularPrice', c.regular_price, 'salePrice', c.sale_price,
          'minPrice', c.min_price, 'maxPrice', c.max_price, 'onSale', c.on_sale,
          'stockStatus', c.stock_status, 'averageRating', c.average_rating,
          'reviewCount', c.review_count, 'imageAlt', cm.alt, 'imageSizes', cm.sizes,
          'sku', c.sku, 'manageStock', c.manage_stock, 'stockQuantity', c.stock_quantity, 'backorders', c.backorders,
          'soldIndividually', c.sold_individually, 'minQuantity', c.min_quantity, 'maxQuantity', c.max_quantity
        ) ORDER BY pc.position), '[]'::json)
        FROM product_children pc JOIN products c ON c.id = pc.child_id AND c.status = 'publish'
        LEFT JOIN media cm ON cm.id = c.image_id
        WHERE pc.parent_id = p.id),
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

-- A variable product's listing-card swatches (spec §4, decision 008), kept on the product row
-- (`card_swatches`) by the database: read from the row they cost nothing, where gathering them
-- while reading a listing doubled the listing statement's cost. Writers change attributes and
-- variations rarely and in bulk, so the triggers on bulk-written tables run once per statement
-- over the products it touched. The TypeScript side (features/catalog/.server/product-rows.ts) owns
-- the shape.
--
-- The swatches of product `pid`, or NULL: the values of its first variation attribute drawn as
-- colours or images (as labels only when it has neither), in term order, each with its swatch
-- data and the renditions a card draws (400 and 800 px) of the first variation with that value
-- and a picture. PL/pgSQL keeps its plan for the session.
CREATE OR REPLACE FUNCTION product_card_swatches(pid integer) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT json_build_object('attribute', a.slug, 'label', a.name, 'type', a.swatch_type, 'values', (
    SELECT json_agg(json_build_object(
      'slug', t.slug, 'name', t.name, 'color', t.color, 'color2', t.color2, 'label', t.label,
      -- The term's small picture, each of its formats (a card draws it as AVIF or WebP, 1 KB, JPEG
      -- only for browsers without either), as media.sizes holds renditions.
      'thumb', CASE WHEN ti.sizes ? 'gallery_thumbnail' THEN jsonb_build_object('gallery_thumbnail', ti.sizes -> 'gallery_thumbnail') END,
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
END $$;

-- Simple products (most of a catalogue) are skipped unless they still carry swatches from when
-- they were variable.
CREATE OR REPLACE FUNCTION refresh_product_card_swatches(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET card_swatches = s.swatches
  FROM (SELECT id, product_card_swatches(id) AS swatches FROM products
        WHERE id = ANY(ids) AND (type = 'variable' OR card_swatches IS NOT NULL)) s
  WHERE p.id = s.id AND p.card_swatches::text IS DISTINCT FROM s.swatches::text;
$$;

-- Statement triggers of the tables whose rows name their product (`product_id`). A bulk import
-- refreshes the products it wrote itself, once, at its end (`bulk_import_active`).
CREATE OR REPLACE FUNCTION card_swatches_rows_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF bulk_import_active() THEN RETURN NULL; END IF;
  PERFORM refresh_product_card_swatches(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION card_swatches_rows_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF bulk_import_active() THEN RETURN NULL; END IF;
  PERFORM refresh_product_card_swatches(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION card_swatches_row_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF bulk_import_active() THEN RETURN NULL; END IF;
  PERFORM refresh_product_card_swatches(ARRAY[OLD.product_id, NEW.product_id]);
  RETURN NULL;
END $$;

-- A variation's attribute values name their variation, which names the product.
CREATE OR REPLACE FUNCTION card_swatches_values_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF bulk_import_active() THEN RETURN NULL; END IF;
  PERFORM refresh_product_card_swatches(ARRAY(
    SELECT DISTINCT v.product_id FROM new_rows n JOIN product_variations v ON v.id = n.variation_id));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION card_swatches_values_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF bulk_import_active() THEN RETURN NULL; END IF;
  PERFORM refresh_product_card_swatches(ARRAY(
    SELECT DISTINCT v.product_id FROM old_rows o JOIN product_variations v ON v.id = o.variation_id));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION card_swatches_value_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF bulk_import_active() THEN RETURN NULL; END IF;
  PERFORM refresh_product_card_swatches(ARRAY(
    SELECT product_id FROM product_variations WHERE id IN (OLD.variation_id, NEW.variation_id)));
  RETURN NULL;
END $$;

-- Shared data drawn in many cards: an attribute, a term's swatch, a picture's renditions, and a
-- product turning variable or simple.
CREATE OR REPLACE FUNCTION card_swatches_shared_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' AND bulk_import_active() THEN RETURN NULL; END IF;
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
END $$;

-- Bumps `catalog_version` for every statement that changes what the catalogue's pages show: the
-- app keeps listing pages and product pages in memory per version (decision 013). Fired once per
-- statement, so a bulk change (a seed, an order taking stock of many products) bumps it once.
CREATE OR REPLACE FUNCTION catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalog_version');
  RETURN NULL;
END $$;
