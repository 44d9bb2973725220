-- Card swatches name their term's small picture in every format it has, no longer its JPEG only
-- (decision 048): the function as db/functions/catalog.sql has it from now on, and every stored
-- product's swatches drawn again with it.
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
--> statement-breakpoint
SELECT refresh_product_card_swatches(ARRAY(SELECT id FROM products WHERE type = 'variable' OR card_swatches IS NOT NULL));
