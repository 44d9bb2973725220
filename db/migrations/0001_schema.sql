CREATE TYPE "public"."taxonomy" AS ENUM('product_cat', 'product_tag', 'product_shipping_class', 'category', 'post_tag', 'featured_item_category', 'featured_item_tag');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('administrator', 'shop_manager', 'editor', 'author', 'customer', 'subscriber');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('simple', 'variable');--> statement-breakpoint
CREATE TYPE "public"."publish_status" AS ENUM('publish', 'draft', 'private');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('approved', 'pending', 'spam', 'trash');--> statement-breakpoint
CREATE TYPE "public"."stock_status" AS ENUM('instock', 'outofstock', 'onbackorder');--> statement-breakpoint
CREATE TYPE "public"."swatch_type" AS ENUM('select', 'color', 'image', 'label');--> statement-breakpoint
CREATE TYPE "public"."post_type" AS ENUM('post', 'page', 'featured_item');--> statement-breakpoint
CREATE TYPE "public"."address_type" AS ENUM('billing', 'shipping');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."submission_status" AS ENUM('mail_sent', 'mail_failed', 'spam', 'aborted');--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sizes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"taxonomy" "taxonomy" NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"parent_id" integer,
	"image_id" integer,
	"menu_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "terms_taxonomy_slug" UNIQUE("taxonomy","slug"),
	CONSTRAINT "terms_slug_format" CHECK ("terms"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "terms_not_own_parent" CHECK ("terms"."parent_id" is distinct from "terms"."id")
);
--> statement-breakpoint
CREATE TABLE "remembered_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_id_is_sha256" CHECK ("sessions"."id" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"login" text,
	"message" text NOT NULL,
	"remote_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_length" CHECK (length("support_messages"."message") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "user_meta" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "user_meta_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "user_two_factor" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"recovery_codes" text[] DEFAULT '{}' NOT NULL,
	"last_used_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"email" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text,
	"roles" "role"[] DEFAULT '{customer}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_login_unique" UNIQUE("login"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_shape" CHECK ("users"."email" ~ '^[^@\s]+@[^@\s]+$'),
	CONSTRAINT "users_login_length" CHECK (length("users"."login") between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "attribute_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"color2" text,
	"image_id" integer,
	"label" text,
	"menu_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attribute_terms_attribute_slug" UNIQUE("attribute_id","slug"),
	CONSTRAINT "attribute_terms_color" CHECK ("attribute_terms"."color" is null or "attribute_terms"."color" ~ '^#[0-9a-fA-F]{6}$'),
	CONSTRAINT "attribute_terms_color2" CHECK ("attribute_terms"."color2" is null or "attribute_terms"."color2" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"swatch_type" "swatch_type" DEFAULT 'select' NOT NULL,
	"card_limit" smallint DEFAULT 5 NOT NULL,
	CONSTRAINT "attributes_slug_unique" UNIQUE("slug"),
	CONSTRAINT "attributes_slug_format" CHECK ("attributes"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "product_attribute_terms" (
	"product_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	CONSTRAINT "product_attribute_terms_product_id_term_id_pk" PRIMARY KEY("product_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "product_attributes" (
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"used_for_variations" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_attributes_product_id_attribute_id_pk" PRIMARY KEY("product_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "product_gallery" (
	"product_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "product_gallery_product_id_position_pk" PRIMARY KEY("product_id","position"),
	CONSTRAINT "product_gallery_position" CHECK ("product_gallery"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_terms" (
	"product_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	CONSTRAINT "product_terms_product_id_term_id_pk" PRIMARY KEY("product_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "product_variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"status" "publish_status" DEFAULT 'publish' NOT NULL,
	"sku" text,
	"regular_price" bigint NOT NULL,
	"sale_price" bigint,
	"stock_status" "stock_status" DEFAULT 'instock' NOT NULL,
	"manage_stock" boolean DEFAULT false NOT NULL,
	"stock_quantity" integer,
	"image_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"menu_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variations_sku_unique" UNIQUE("sku"),
	CONSTRAINT "product_variations_regular_price_nonneg" CHECK ("product_variations"."regular_price" >= 0),
	CONSTRAINT "product_variations_sale_price_nonneg" CHECK ("product_variations"."sale_price" >= 0),
	CONSTRAINT "product_variations_sale_below_regular" CHECK ("product_variations"."sale_price" is null or "product_variations"."sale_price" < "product_variations"."regular_price"),
	CONSTRAINT "product_variations_stock_nonneg" CHECK ("product_variations"."stock_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" "product_type" DEFAULT 'simple' NOT NULL,
	"status" "publish_status" DEFAULT 'publish' NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sku" text,
	"regular_price" bigint,
	"sale_price" bigint,
	"min_price" bigint,
	"max_price" bigint,
	"on_sale" boolean DEFAULT false NOT NULL,
	"stock_status" "stock_status" DEFAULT 'instock' NOT NULL,
	"manage_stock" boolean DEFAULT false NOT NULL,
	"stock_quantity" integer,
	"min_quantity" integer,
	"max_quantity" integer,
	"image_id" integer,
	"shipping_class_id" integer,
	"weight_grams" integer,
	"featured" boolean DEFAULT false NOT NULL,
	"menu_order" integer DEFAULT 0 NOT NULL,
	"total_sales" integer DEFAULT 0 NOT NULL,
	"reviews_allowed" boolean DEFAULT true NOT NULL,
	"average_rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_regular_price_nonneg" CHECK ("products"."regular_price" >= 0),
	CONSTRAINT "products_sale_price_nonneg" CHECK ("products"."sale_price" >= 0),
	CONSTRAINT "products_sale_below_regular" CHECK ("products"."sale_price" is null or "products"."sale_price" < "products"."regular_price"),
	CONSTRAINT "products_stock_nonneg" CHECK ("products"."stock_quantity" >= 0),
	CONSTRAINT "products_total_sales_nonneg" CHECK ("products"."total_sales" >= 0),
	CONSTRAINT "products_rating_range" CHECK ("products"."average_rating" between 0 and 5),
	CONSTRAINT "products_quantity_bounds" CHECK ("products"."min_quantity" is null or "products"."max_quantity" is null or "products"."min_quantity" <= "products"."max_quantity"),
	CONSTRAINT "products_simple_has_price" CHECK ("products"."type" <> 'simple' or "products"."regular_price" is not null),
	CONSTRAINT "products_variable_has_no_price" CHECK ("products"."type" <> 'variable' or ("products"."regular_price" is null and "products"."sale_price" is null)),
	CONSTRAINT "products_slug_format" CHECK ("products"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer,
	"author_name" text NOT NULL,
	"author_email" text NOT NULL,
	"rating" smallint NOT NULL,
	"content" text NOT NULL,
	"status" "review_status" DEFAULT 'pending' NOT NULL,
	"verified_owner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_content_length" CHECK (length("reviews"."content") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "variation_attributes" (
	"variation_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"term_id" integer,
	CONSTRAINT "variation_attributes_variation_id_attribute_id_pk" PRIMARY KEY("variation_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"parent_id" integer,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"location" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "menus_location_unique" UNIQUE("location")
);
--> statement-breakpoint
CREATE TABLE "post_terms" (
	"post_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	CONSTRAINT "post_terms_post_id_term_id_pk" PRIMARY KEY("post_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" "post_type" NOT NULL,
	"status" "publish_status" DEFAULT 'publish' NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"author_id" integer,
	"featured_image_id" integer,
	"parent_id" integer,
	"menu_order" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_type_slug" UNIQUE("type","slug"),
	CONSTRAINT "posts_slug_format" CHECK ("posts"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"cart_id" integer NOT NULL,
	"key" text NOT NULL,
	"product_id" integer NOT NULL,
	"variation_id" integer,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_cart_id_key_pk" PRIMARY KEY("cart_id","key"),
	CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" > 0),
	CONSTRAINT "cart_items_key_md5" CHECK ("cart_items"."key" ~ '^[0-9a-f]{32}$')
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text,
	"user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_one_owner" CHECK (("carts"."session_id" is null) <> ("carts"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "order_addresses" (
	"order_id" integer NOT NULL,
	"type" "address_type" NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"province" text NOT NULL,
	"ward" text NOT NULL,
	"street" text NOT NULL,
	CONSTRAINT "order_addresses_order_id_type_pk" PRIMARY KEY("order_id","type"),
	CONSTRAINT "order_addresses_phone" CHECK ("order_addresses"."phone" ~ '^\+?[0-9]{6,15}$')
);
--> statement-breakpoint
CREATE TABLE "order_attribution" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"source_type" text,
	"referrer" text,
	"utm_campaign" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_content" text,
	"utm_id" text,
	"utm_term" text,
	"utm_source_platform" text,
	"utm_creative_format" text,
	"utm_marketing_tactic" text,
	"session_entry" text,
	"session_start_time" text,
	"session_pages" integer,
	"session_count" integer,
	"user_agent" text,
	CONSTRAINT "order_attribution_source_type" CHECK ("order_attribution"."source_type" is null or "order_attribution"."source_type" in ('utm','organic','referral','typein','admin','mobile_app')),
	CONSTRAINT "order_attribution_counts" CHECK (coalesce("order_attribution"."session_pages", 0) >= 0 and coalesce("order_attribution"."session_count", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"variation_id" integer,
	"name" text NOT NULL,
	"sku" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"line_total" bigint NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_price_nonneg" CHECK ("order_items"."unit_price" >= 0),
	CONSTRAINT "order_items_total" CHECK ("order_items"."line_total" = "order_items"."unit_price" * "order_items"."quantity")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_key" text NOT NULL,
	"status" "order_status" DEFAULT 'pending' NOT NULL,
	"user_id" integer,
	"idempotency_key" text NOT NULL,
	"currency" text DEFAULT 'VND' NOT NULL,
	"subtotal" bigint NOT NULL,
	"shipping_total" bigint DEFAULT 0 NOT NULL,
	"discount_total" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"shipping_method" text NOT NULL,
	"shipping_method_title" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_method_title" text NOT NULL,
	"customer_note" text DEFAULT '' NOT NULL,
	"customer_ip" text,
	"customer_user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_order_key_unique" UNIQUE("order_key"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_currency" CHECK ("orders"."currency" = 'VND'),
	CONSTRAINT "orders_amounts_nonneg" CHECK ("orders"."subtotal" >= 0 and "orders"."shipping_total" >= 0 and "orders"."discount_total" >= 0),
	CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total" = "orders"."subtotal" + "orders"."shipping_total" - "orders"."discount_total"),
	CONSTRAINT "orders_note_length" CHECK (length("orders"."customer_note") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "contact_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"locale" text DEFAULT 'vi' NOT NULL,
	"template" text NOT NULL,
	"mail" jsonb NOT NULL,
	"messages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_forms_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "contact_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"container_post_id" integer,
	"fields" jsonb NOT NULL,
	"status" "submission_status" NOT NULL,
	"posted_data_hash" text NOT NULL,
	"remote_ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_submissions_hash" CHECK ("contact_submissions"."posted_data_hash" ~ '^[0-9a-f]{32}$')
);
--> statement-breakpoint
CREATE TABLE "options" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_parent_id_terms_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remembered_devices" ADD CONSTRAINT "remembered_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_meta" ADD CONSTRAINT "user_meta_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_two_factor" ADD CONSTRAINT "user_two_factor_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_terms" ADD CONSTRAINT "attribute_terms_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_terms" ADD CONSTRAINT "attribute_terms_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_terms" ADD CONSTRAINT "product_attribute_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_terms" ADD CONSTRAINT "product_attribute_terms_term_id_attribute_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."attribute_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_gallery" ADD CONSTRAINT "product_gallery_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_gallery" ADD CONSTRAINT "product_gallery_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_terms" ADD CONSTRAINT "product_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_terms" ADD CONSTRAINT "product_terms_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shipping_class_id_terms_id_fk" FOREIGN KEY ("shipping_class_id") REFERENCES "public"."terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_attributes" ADD CONSTRAINT "variation_attributes_variation_id_product_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_attributes" ADD CONSTRAINT "variation_attributes_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_attributes" ADD CONSTRAINT "variation_attributes_term_id_attribute_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."attribute_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_terms" ADD CONSTRAINT "post_terms_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_terms" ADD CONSTRAINT "post_terms_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variation_id_product_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_addresses" ADD CONSTRAINT "order_addresses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attribution" ADD CONSTRAINT "order_attribution_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variation_id_product_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."product_variations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_form_id_contact_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."contact_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_container_post_id_posts_id_fk" FOREIGN KEY ("container_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "terms_parent" ON "terms" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "remembered_devices_user" ON "remembered_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_attribute_terms_term" ON "product_attribute_terms" USING btree ("term_id");--> statement-breakpoint
CREATE INDEX "product_terms_term" ON "product_terms" USING btree ("term_id","product_id");--> statement-breakpoint
CREATE INDEX "product_variations_product" ON "product_variations" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_listing" ON "products" USING btree ("status","menu_order","id");--> statement-breakpoint
CREATE INDEX "products_by_price" ON "products" USING btree ("status","min_price");--> statement-breakpoint
CREATE INDEX "products_by_date" ON "products" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "products_by_popularity" ON "products" USING btree ("status","total_sales");--> statement-breakpoint
CREATE INDEX "products_by_rating" ON "products" USING btree ("status","average_rating");--> statement-breakpoint
CREATE INDEX "reviews_product" ON "reviews" USING btree ("product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "menu_items_menu" ON "menu_items" USING btree ("menu_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "post_terms_term" ON "post_terms" USING btree ("term_id","post_id");--> statement-breakpoint
CREATE INDEX "posts_listing" ON "posts" USING btree ("type","status","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_session" ON "carts" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_items_order" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_submissions_form" ON "contact_submissions" USING btree ("form_id","created_at");