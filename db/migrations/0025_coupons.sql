-- Coupons (mã giảm giá), WooCommerce's `shop_coupon`: the coupons with their rules and usage count,
-- the coupons applied to a cart, and an order's coupon lines, each also the record of one use (who
-- used it, and when a cancelled order gave it back), so the per-coupon and per-shopper limits are
-- counted inside the order's transaction. Each order line keeps what the coupons took off it.
CREATE TYPE "public"."coupon_discount_type" AS ENUM('percent', 'fixed_cart', 'fixed_product');--> statement-breakpoint
CREATE TABLE "cart_coupons" (
	"cart_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_coupons_cart_id_coupon_id_pk" PRIMARY KEY("cart_id","coupon_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'publish' NOT NULL,
	"discount_type" "coupon_discount_type" DEFAULT 'fixed_cart' NOT NULL,
	"amount" bigint NOT NULL,
	"free_shipping" boolean DEFAULT false NOT NULL,
	"minimum_amount" bigint,
	"maximum_amount" bigint,
	"date_expires" timestamp with time zone,
	"usage_limit" integer,
	"usage_limit_per_user" integer,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"individual_use" boolean DEFAULT false NOT NULL,
	"product_ids" integer[] DEFAULT '{}' NOT NULL,
	"excluded_product_ids" integer[] DEFAULT '{}' NOT NULL,
	"product_categories" integer[] DEFAULT '{}' NOT NULL,
	"excluded_product_categories" integer[] DEFAULT '{}' NOT NULL,
	"email_restrictions" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_format" CHECK ("coupons"."code" = lower(btrim("coupons"."code")) and length("coupons"."code") between 1 and 100),
	CONSTRAINT "coupons_status" CHECK ("coupons"."status" in ('publish', 'draft')),
	CONSTRAINT "coupons_amount" CHECK ("coupons"."amount" >= 0 and ("coupons"."discount_type" <> 'percent' or "coupons"."amount" <= 10000)),
	CONSTRAINT "coupons_spend" CHECK (coalesce("coupons"."minimum_amount", 0) >= 0 and coalesce("coupons"."maximum_amount", 0) >= 0),
	CONSTRAINT "coupons_limits" CHECK (coalesce("coupons"."usage_limit", 0) >= 0 and coalesce("coupons"."usage_limit_per_user", 0) >= 0),
	CONSTRAINT "coupons_usage_count" CHECK ("coupons"."usage_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"coupon_id" integer,
	"code" text NOT NULL,
	"discount" bigint NOT NULL,
	"free_shipping" boolean DEFAULT false NOT NULL,
	"used_by_user_id" integer,
	"used_by_email" text,
	"released_at" timestamp with time zone,
	CONSTRAINT "order_coupons_discount" CHECK ("order_coupons"."discount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_coupons" ADD CONSTRAINT "order_coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_coupons" ADD CONSTRAINT "order_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_coupons" ADD CONSTRAINT "order_coupons_used_by_user_id_users_id_fk" FOREIGN KEY ("used_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_coupons_coupon" ON "cart_coupons" USING btree ("coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "order_coupons_order" ON "order_coupons" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_coupons_coupon_used" ON "order_coupons" USING btree ("coupon_id") WHERE "order_coupons"."released_at" is null;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_discount" CHECK ("order_items"."discount" between 0 and "order_items"."line_total");