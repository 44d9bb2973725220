-- The two hottest reads of the shop, as functions. PL/pgSQL keeps a statement's plan for the
-- session, so the product page's many sub-selects are planned once instead of on every request
-- (on the embedded database planning cost 4 ms of every 5), and each answer is one JSON value
-- instead of rows to decode. The TypeScript side (features/catalog/.server/products.ts) owns
-- the shapes; these functions only gather the data.

-- A published product by slug with its gallery, terms, attributes (with swatch data) and
-- variations (with attribute values), or NULL.
CREATE OR REPLACE FUNCTION catalog_product_page(p_slug text) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT json_build_object(
      'id', p.id, 'slug', p.slug, 'name', p.name, 'type', p.type,
      'regularPrice', p.regular_price, 'salePrice', p.sale_price,
      'minPrice', p.min_price, 'maxPrice', p.max_price, 'onSale', p.on_sale,
      'stockStatus', p.stock_status, 'averageRating', p.average_rating, 'reviewCount', p.review_count,
      'imageAlt', m.alt, 'imageSizes', m.sizes,
      'sku', p.sku, 'shortDescription', p.short_description, 'description', p.description,
      'stockQuantity', p.stock_quantity, 'manageStock', p.manage_stock,
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
          'image', CASE WHEN vm.id IS NULL THEN NULL ELSE json_build_object('alt', vm.alt, 'sizes', vm.sizes) END,
          'values', (
            SELECT coalesce(json_agg(json_build_object('attribute', va_a.slug, 'term', va_t.slug)), '[]'::json)
            FROM variation_attributes va
            JOIN attributes va_a ON va_a.id = va.attribute_id
            LEFT JOIN attribute_terms va_t ON va_t.id = va.term_id
            WHERE va.variation_id = v.id)
        ) ORDER BY v.menu_order, v.id), '[]'::json)
        FROM product_variations v LEFT JOIN media vm ON vm.id = v.image_id
        WHERE v.product_id = p.id AND v.status = 'publish')
    )
    FROM products p LEFT JOIN media m ON m.id = p.image_id
    WHERE p.slug = p_slug AND p.status = 'publish'
  );
END $$;
--> statement-breakpoint

-- What a listing card shows of a product.
CREATE OR REPLACE FUNCTION catalog_card(p products) RETURNS json
LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', p.id, 'slug', p.slug, 'name', p.name, 'type', p.type,
    'regularPrice', p.regular_price, 'salePrice', p.sale_price,
    'minPrice', p.min_price, 'maxPrice', p.max_price, 'onSale', p.on_sale,
    'stockStatus', p.stock_status, 'averageRating', p.average_rating, 'reviewCount', p.review_count,
    'imageAlt', m.alt, 'imageSizes', m.sizes)
  FROM (SELECT 1) one LEFT JOIN media m ON m.id = p.image_id
$$;--> statement-breakpoint

-- Whether a published product belongs in a listing: any of the category ids (a category and its
-- subcategories), the tag, featured, on sale, and every pattern in its diacritic-folded name.
CREATE OR REPLACE FUNCTION catalog_listed(
  p products, p_category_ids int[], p_tag_id int, p_featured boolean, p_on_sale boolean, p_name_patterns text[]
) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT p.status = 'publish'
    AND (p_category_ids IS NULL OR EXISTS (
      SELECT 1 FROM product_terms pt WHERE pt.product_id = p.id AND pt.term_id = ANY (p_category_ids)))
    AND (p_tag_id IS NULL OR EXISTS (
      SELECT 1 FROM product_terms pt WHERE pt.product_id = p.id AND pt.term_id = p_tag_id))
    AND (NOT p_featured OR p.featured)
    AND (NOT p_on_sale OR p.on_sale)
    AND (p_name_patterns IS NULL OR public.vn_fold(p.name) LIKE ALL (
      SELECT public.vn_fold(x) FROM unnest(p_name_patterns) x))
$$;--> statement-breakpoint

-- One page of a listing as a JSON array of cards, in one of WooCommerce's orders. Each order is
-- its own statement so that each keeps its own plan on its own index.
CREATE OR REPLACE FUNCTION catalog_listing(
  p_sort text, p_limit int, p_offset int,
  p_category_ids int[], p_tag_id int, p_featured boolean, p_on_sale boolean, p_name_patterns text[]
) RETURNS json
LANGUAGE plpgsql STABLE AS $$
DECLARE
  page json;
BEGIN
  IF p_sort = 'popularity' THEN
    SELECT json_agg(catalog_card(x) ORDER BY x.total_sales DESC NULLS LAST, x.id DESC NULLS LAST) INTO page FROM (
      SELECT * FROM products p WHERE catalog_listed(p, p_category_ids, p_tag_id, p_featured, p_on_sale, p_name_patterns)
      ORDER BY p.status, p.total_sales DESC NULLS LAST, p.id DESC NULLS LAST LIMIT p_limit OFFSET p_offset) x;
  ELSIF p_sort = 'rating' THEN
    SELECT json_agg(catalog_card(x) ORDER BY x.average_rating DESC NULLS LAST, x.review_count DESC NULLS LAST, x.id DESC NULLS LAST) INTO page FROM (
      SELECT * FROM products p WHERE catalog_listed(p, p_category_ids, p_tag_id, p_featured, p_on_sale, p_name_patterns)
      ORDER BY p.status, p.average_rating DESC NULLS LAST, p.review_count DESC NULLS LAST, p.id DESC NULLS LAST LIMIT p_limit OFFSET p_offset) x;
  ELSIF p_sort = 'date' THEN
    SELECT json_agg(catalog_card(x) ORDER BY x.created_at DESC NULLS LAST, x.id DESC NULLS LAST) INTO page FROM (
      SELECT * FROM products p WHERE catalog_listed(p, p_category_ids, p_tag_id, p_featured, p_on_sale, p_name_patterns)
      ORDER BY p.status, p.created_at DESC NULLS LAST, p.id DESC NULLS LAST LIMIT p_limit OFFSET p_offset) x;
  ELSIF p_sort = 'price' THEN
    SELECT json_agg(catalog_card(x) ORDER BY x.min_price, x.id) INTO page FROM (
      SELECT * FROM products p WHERE catalog_listed(p, p_category_ids, p_tag_id, p_featured, p_on_sale, p_name_patterns)
      ORDER BY p.status, p.min_price, p.id LIMIT p_limit OFFSET p_offset) x;
  ELSIF p_sort = 'price-desc' THEN
    SELECT json_agg(catalog_card(x) ORDER BY x.max_price DESC NULLS LAST, x.id DESC NULLS LAST) INTO page FROM (
      SELECT * FROM products p WHERE catalog_listed(p, p_category_ids, p_tag_id, p_featured, p_on_sale, p_name_patterns)
      ORDER BY p.status, p.max_price DESC NULLS LAST, p.id DESC NULLS LAST LIMIT p_limit OFFSET p_offset) x;
  ELSE
    SELECT json_agg(catalog_card(x) ORDER BY x.menu_order, x.name, x.id) INTO page FROM (
      SELECT * FROM products p WHERE catalog_listed(p, p_category_ids, p_tag_id, p_featured, p_on_sale, p_name_patterns)
      ORDER BY p.status, p.menu_order, p.name, p.id LIMIT p_limit OFFSET p_offset) x;
  END IF;
  RETURN coalesce(page, '[]'::json);
END $$;--> statement-breakpoint

-- Up to p_limit best sellers sharing a category with the product. Candidates come from the
-- category index first, so a large catalogue is never scanned in popularity order.
CREATE OR REPLACE FUNCTION catalog_related(p_product_id int, p_limit int) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT coalesce(json_agg(catalog_card(x) ORDER BY x.total_sales DESC, x.id DESC), '[]'::json) FROM (
      SELECT p.* FROM products p
      WHERE p.id IN (
        SELECT pt.product_id FROM product_terms pt
        WHERE pt.term_id IN (
          SELECT own.term_id FROM product_terms own JOIN terms t ON t.id = own.term_id AND t.taxonomy = 'product_cat'
          WHERE own.product_id = p_product_id)
          AND pt.product_id <> p_product_id
        LIMIT 200)
        AND p.status = 'publish'
      ORDER BY p.total_sales DESC, p.id DESC
      LIMIT p_limit) x
  );
END $$;
