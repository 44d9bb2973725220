-- WooCommerce's meta_data of products and variations (issue 22, decision 036): kept as a JSON array
-- on the row, [{id, key, value}], read with it; ids from one sequence, as WordPress's meta_id is one
-- counter, so an entry keeps its id for good (db/functions/product-meta.sql merges writes).
CREATE SEQUENCE "product_meta_ids";--> statement-breakpoint
ALTER TABLE "product_variations" ADD COLUMN "meta_data" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "meta_data" jsonb DEFAULT '[]'::jsonb NOT NULL;
