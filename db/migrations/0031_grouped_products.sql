-- Grouped products (WooCommerce's `grouped` type): a product page listing other products, each
-- bought with its own quantity. The group keeps its children in order (WooCommerce's `_children`)
-- and has no price of its own: its lookup columns are its children's range (db/functions/catalog.sql).
-- The new enum value cannot be used in this transaction, so the check compares the type as text.
ALTER TYPE "public"."product_type" ADD VALUE 'grouped';--> statement-breakpoint
CREATE TABLE "product_children" (
	"parent_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "product_children_parent_id_child_id_pk" PRIMARY KEY("parent_id","child_id"),
	CONSTRAINT "product_children_parent_position" UNIQUE("parent_id","position"),
	CONSTRAINT "product_children_not_itself" CHECK ("product_children"."parent_id" <> "product_children"."child_id"),
	CONSTRAINT "product_children_position" CHECK ("product_children"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_children" ADD CONSTRAINT "product_children_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_children" ADD CONSTRAINT "product_children_child_id_products_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_children_child" ON "product_children" USING btree ("child_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_grouped_has_no_price" CHECK ("products"."type"::text <> 'grouped' or ("products"."regular_price" is null and "products"."sale_price" is null));--> statement-breakpoint

-- A group's price range follows its children's links (its body is db/functions/catalog.sql's).
CREATE OR REPLACE FUNCTION product_children_lookup_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_children_lookup AFTER INSERT OR DELETE OR UPDATE ON product_children
  FOR EACH ROW EXECUTE FUNCTION product_children_lookup_trigger();--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_group_lookup_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RETURN NULL;
END $$;--> statement-breakpoint
-- A group shows only its published products: one moved to the trash or a draft leaves its range.
CREATE TRIGGER products_group_lookup AFTER UPDATE OF status ON products
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION products_group_lookup_trigger();--> statement-breakpoint
CREATE TRIGGER product_children_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_children
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
