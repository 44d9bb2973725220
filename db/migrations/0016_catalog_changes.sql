-- Which products each change to the catalogue touched, for the caches that keep catalogue answers
-- in memory (decision 022): an order or a review drops the answers showing its products, not
-- every answer of the shop. One row per statement, written by triggers (db/functions/
-- catalog-changes.sql) in the writer's transaction, so a row is seen once its change is. Rows
-- are read within seconds; the hourly purge deletes those older than ten minutes.
CREATE TABLE "catalog_changes" (
	"id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	"product_ids" integer[] NOT NULL,
	"aspects" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
