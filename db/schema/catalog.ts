import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  json,
  jsonb,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
} from "drizzle-orm/pg-core";
import { createdAt, instant, money } from "./columns";
import { media } from "./media";
import { terms } from "./taxonomy";

/** One of WooCommerce's meta entries of a product or variation. */
export type ProductMeta = { id: number; key: string; value: unknown };
import { users } from "./people";

/**
 * `grouped`: WooCommerce's grouped product, a page showing other (simple) products side by side to
 * buy together; it has no price or stock of its own (its children's, `product_children`).
 */
export const productType = pgEnum("product_type", ["simple", "variable", "grouped"]);
export const stockStatus = pgEnum("stock_status", ["instock", "outofstock", "onbackorder"]);
/**
 * WooCommerce's backorders setting of a counted stock: none taken ("no"), or taken and the shopper
 * told ("notify") or not ("yes"). Taken backorders let the stock go below zero.
 */
export const backorders = pgEnum("backorders", ["no", "notify", "yes"]);
/** `trash`: deleted without `force` (WooCommerce's trash): hidden from the shop, kept for staff to restore or delete for good. */
export const publishStatus = pgEnum("publish_status", ["publish", "draft", "private", "trash"]);
/** How a product attribute's terms are drawn (spec §3 "Swatch"): `select` is a plain dropdown. */
export const swatchType = pgEnum("swatch_type", ["select", "color", "image", "label"]);

/** Text compared byte by byte, whatever the database's own collation: for keys made to sort so. */
const bytewiseText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * A counted stock has a quantity, and goes below zero only where backorders are taken: what
 * `purchasable_quantity` (db/functions/stock.sql) reads is always there.
 */
const stockChecks = (t: { manageStock: unknown; stockQuantity: unknown; backorders: unknown }, prefix: string) => [
  check(`${prefix}_managed_stock_has_quantity`, sql`not ${t.manageStock} or ${t.stockQuantity} is not null`),
  check(`${prefix}_stock_nonneg_without_backorders`, sql`${t.stockQuantity} >= 0 or ${t.backorders} <> 'no'`),
];

/** Prices are whole đồng, never negative, and a sale price is below the regular one. */
const priceChecks = (t: { regularPrice: unknown; salePrice: unknown }, prefix: string) => [
  check(`${prefix}_regular_price_nonneg`, sql`${t.regularPrice} >= 0`),
  check(`${prefix}_sale_price_nonneg`, sql`${t.salePrice} >= 0`),
  check(`${prefix}_sale_below_regular`, sql`${t.salePrice} is null or ${t.salePrice} < ${t.regularPrice}`),
];

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    type: productType("type").notNull().default("simple"),
    status: publishStatus("status").notNull().default("publish"),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    /**
     * The name's key in Vietnamese dictionary order (a ă â b c d đ …, tones after the letters),
     * computed by the database (`vn_sort_key`, db/functions/vietnamese.sql): listings sort names by it.
     */
    nameSortKey: bytewiseText("name_sort_key").notNull().generatedAlwaysAs(sql`public.vn_sort_key(name)`),
    shortDescription: text("short_description").notNull().default(""),
    description: text("description").notNull().default(""),
    sku: text("sku").unique(),
    /** Simple products only; a variable product's prices live on its variations. */
    regularPrice: money("regular_price"),
    salePrice: money("sale_price"),
    /**
     * The price range a shopper pays, kept by a trigger from the product or its variations
     * (WooCommerce's `wc_product_meta_lookup`): listings sort and filter on it without joins.
     */
    minPrice: money("min_price"),
    maxPrice: money("max_price"),
    onSale: boolean("on_sale").notNull().default(false),
    stockStatus: stockStatus("stock_status").notNull().default("instock"),
    manageStock: boolean("manage_stock").notNull().default(false),
    stockQuantity: integer("stock_quantity"),
    backorders: backorders("backorders").notNull().default("no"),
    /** Quantity rules of spec §5; null means none. */
    minQuantity: integer("min_quantity"),
    maxQuantity: integer("max_quantity"),
    /** At most one in a cart (WooCommerce's "sold individually"); its variations share it. */
    soldIndividually: boolean("sold_individually").notNull().default(false),
    imageId: integer("image_id").references(() => media.id, { onDelete: "set null" }),
    shippingClassId: integer("shipping_class_id").references(() => terms.id, { onDelete: "set null" }),
    weightGrams: integer("weight_grams"),
    featured: boolean("featured").notNull().default(false),
    menuOrder: integer("menu_order").notNull().default(0),
    totalSales: integer("total_sales").notNull().default(0),
    reviewsAllowed: boolean("reviews_allowed").notNull().default(true),
    /** Kept by a trigger from approved reviews. */
    averageRating: numeric("average_rating", { precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    /**
     * A variable product's listing-card swatches (spec §4) as JSON, kept by triggers from its
     * attributes, terms and variations (migration 0005), so a listing reads them with the row.
     */
    cardSwatches: json("card_swatches"),
    /**
     * WooCommerce's `meta_data` (`[{id, key, value}]`, any JSON value) kept with the row, so the
     * REST answers read it without a join; the ids come from the sequence `product_meta_ids`
     * (migration 0030) and never change (`db/functions/product-meta.sql`, decision 036).
     */
    metaData: jsonb("meta_data").$type<ProductMeta[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [
    ...priceChecks(t, "products"),
    ...stockChecks(t, "products"),
    check("products_total_sales_nonneg", sql`${t.totalSales} >= 0`),
    check("products_rating_range", sql`${t.averageRating} between 0 and 5`),
    check("products_quantity_bounds", sql`${t.minQuantity} is null or ${t.maxQuantity} is null or ${t.minQuantity} <= ${t.maxQuantity}`),
    check("products_quantity_rules_positive", sql`${t.minQuantity} >= 1 and ${t.maxQuantity} >= 1`),
    check("products_simple_has_price", sql`${t.type} <> 'simple' or ${t.regularPrice} is not null`),
    check("products_variable_has_no_price", sql`${t.type} <> 'variable' or (${t.regularPrice} is null and ${t.salePrice} is null)`),
    // Compared as text: the migration that adds `grouped` to the enum cannot use the new value in its own transaction.
    check("products_grouped_has_no_price", sql`${t.type}::text <> 'grouped' or (${t.regularPrice} is null and ${t.salePrice} is null)`),
    check("products_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    // One index per listing order (features/catalog/sorting.ts), so a page of 24 is read in
    // order instead of sorting the whole catalogue on every request.
    index("products_by_menu_order").on(t.status, t.menuOrder, t.nameSortKey, t.id),
    index("products_by_popularity").on(t.status, t.totalSales.desc(), t.id.desc()),
    index("products_by_rating").on(t.status, t.averageRating.desc(), t.reviewCount.desc(), t.id.desc()),
    index("products_by_date").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("products_by_price").on(t.status, t.minPrice.asc().nullsLast(), t.id),
    index("products_by_price_desc").on(t.status, t.maxPrice.desc().nullsLast(), t.id.desc()),
  ],
);

/**
 * A grouped product's children in the order it shows them (WooCommerce's `_children`): simple
 * products, each at most once per group; a child may belong to several groups.
 */
export const productChildren = pgTable(
  "product_children",
  {
    parentId: integer("parent_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    childId: integer("child_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.parentId, t.childId] }),
    unique("product_children_parent_position").on(t.parentId, t.position),
    index("product_children_child").on(t.childId),
    check("product_children_not_itself", sql`${t.parentId} <> ${t.childId}`),
    check("product_children_position", sql`${t.position} >= 0`),
  ],
);

export const productGallery = pgTable(
  "product_gallery",
  {
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    mediaId: integer("media_id").notNull().references(() => media.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] }), check("product_gallery_position", sql`${t.position} >= 0`)],
);

/** Categories, tags and the shipping class's taxonomy links (WordPress `term_relationships`). */
export const productTerms = pgTable(
  "product_terms",
  {
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    termId: integer("term_id").notNull().references(() => terms.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.termId] }), index("product_terms_term").on(t.termId, t.productId)],
);

/** Global attributes (`pa_{slug}`), each with its swatch type. */
export const attributes = pgTable(
  "attributes",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    swatchType: swatchType("swatch_type").notNull().default("select"),
    /** Swatches shown in a listing card before the "more" limiter (spec §4). */
    cardLimit: smallint("card_limit").notNull().default(5),
  },
  (t) => [check("attributes_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

/** An attribute's values with their swatch data (spec §3 "Swatch"). */
export const attributeTerms = pgTable(
  "attribute_terms",
  {
    id: serial("id").primaryKey(),
    attributeId: integer("attribute_id").notNull().references(() => attributes.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    /** Colour swatch: a CSS hex colour, with an optional second colour for split swatches. */
    color: text("color"),
    color2: text("color2"),
    imageId: integer("image_id").references(() => media.id, { onDelete: "set null" }),
    /** Label swatch: a short text such as "XL"; the name is used when null. */
    label: text("label"),
    menuOrder: integer("menu_order").notNull().default(0),
  },
  (t) => [
    unique("attribute_terms_attribute_slug").on(t.attributeId, t.slug),
    check("attribute_terms_color", sql`${t.color} is null or ${t.color} ~ '^#[0-9a-fA-F]{6}$'`),
    check("attribute_terms_color2", sql`${t.color2} is null or ${t.color2} ~ '^#[0-9a-fA-F]{6}$'`),
  ],
);

export const productAttributes = pgTable(
  "product_attributes",
  {
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    attributeId: integer("attribute_id").notNull().references(() => attributes.id, { onDelete: "restrict" }),
    position: smallint("position").notNull().default(0),
    visible: boolean("visible").notNull().default(true),
    usedForVariations: boolean("used_for_variations").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeId] })],
);

/** Which of an attribute's terms a product offers. */
export const productAttributeTerms = pgTable(
  "product_attribute_terms",
  {
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    termId: integer("term_id").notNull().references(() => attributeTerms.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.termId] }), index("product_attribute_terms_term").on(t.termId)],
);

export const productVariations = pgTable(
  "product_variations",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    status: publishStatus("status").notNull().default("publish"),
    sku: text("sku").unique(),
    regularPrice: money("regular_price").notNull(),
    salePrice: money("sale_price"),
    stockStatus: stockStatus("stock_status").notNull().default("instock"),
    manageStock: boolean("manage_stock").notNull().default(false),
    stockQuantity: integer("stock_quantity"),
    backorders: backorders("backorders").notNull().default("no"),
    imageId: integer("image_id").references(() => media.id, { onDelete: "set null" }),
    description: text("description").notNull().default(""),
    menuOrder: integer("menu_order").notNull().default(0),
    /**
     * WooCommerce's `meta_data` (`[{id, key, value}]`, any JSON value) kept with the row, so the
     * REST answers read it without a join; the ids come from the sequence `product_meta_ids`
     * (migration 0030) and never change (`db/functions/product-meta.sql`, decision 036).
     */
    metaData: jsonb("meta_data").$type<ProductMeta[]>().notNull().default([]),
  },
  (t) => [
    ...priceChecks(t, "product_variations"),
    ...stockChecks(t, "product_variations"),
    index("product_variations_product").on(t.productId),
  ],
);

/** A variation's value for each attribute; a null term means "any value" as in WooCommerce. */
export const variationAttributes = pgTable(
  "variation_attributes",
  {
    variationId: integer("variation_id").notNull().references(() => productVariations.id, { onDelete: "cascade" }),
    attributeId: integer("attribute_id").notNull().references(() => attributes.id, { onDelete: "restrict" }),
    termId: integer("term_id").references(() => attributeTerms.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.variationId, t.attributeId] })],
);

export const reviewStatus = pgEnum("review_status", ["approved", "pending", "spam", "trash"]);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    authorEmail: text("author_email").notNull(),
    rating: smallint("rating").notNull(),
    content: text("content").notNull(),
    status: reviewStatus("status").notNull().default("pending"),
    verifiedOwner: boolean("verified_owner").notNull().default(false),
    createdAt: createdAt(),
    /** The shop's public answer under the review (one per review, shown under it), who wrote it and when. */
    replyContent: text("reply_content"),
    replyUserId: integer("reply_user_id").references(() => users.id, { onDelete: "set null" }),
    repliedAt: instant("replied_at"),
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("reviews_content_length", sql`length(${t.content}) between 1 and 5000`),
    check("reviews_reply", sql`(${t.replyContent} is null) = (${t.repliedAt} is null) and length(${t.replyContent}) between 1 and 5000`),
    index("reviews_product").on(t.productId, t.status, t.createdAt),
  ],
);
