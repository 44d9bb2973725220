-- WooCommerce's customer meta_data as its API's clients write it (decision 051): a JSON array
-- [{id, key, value}] on the account, changed through product_meta_merge as products' is.
ALTER TABLE "users" ADD COLUMN "meta_data" jsonb DEFAULT '[]'::jsonb NOT NULL;