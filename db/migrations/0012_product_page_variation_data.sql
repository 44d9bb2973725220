-- The product page's read (0004's `catalog_product_page`) also gives what WooCommerce's
-- `data-product_variations` carries beyond the page itself: each variation's description, and
-- the id, title and caption of the product's and each variation's picture. The rest is 0004's.

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
          'description', v.description,
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
