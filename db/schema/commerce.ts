import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, instant, money } from "./columns";
import { productVariations, products } from "./catalog";
import { sessions, users } from "./people";

/** A cart belongs to a guest session or to a user, never to both and never to neither. */
export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    sessionId: text("session_id").references(() => sessions.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("carts_one_owner", sql`(${t.sessionId} is null) <> (${t.userId} is null)`),
    uniqueIndex("carts_session").on(t.sessionId),
    uniqueIndex("carts_user").on(t.userId),
  ],
);

/** Chosen attribute values of a variation line, keyed `attribute_pa_{slug}` as WooCommerce posts them. */
export type LineAttributes = Record<string, string>;

export const cartItems = pgTable(
  "cart_items",
  {
    cartId: integer("cart_id").notNull().references(() => carts.id, { onDelete: "cascade" }),
    /** WooCommerce's `cart_item_key`: an md5 over product, variation and chosen attributes. */
    key: text("key").notNull(),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    variationId: integer("variation_id").references(() => productVariations.id, { onDelete: "cascade" }),
    attributes: jsonb("attributes").$type<LineAttributes>().notNull().default({}),
    quantity: integer("quantity").notNull(),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.key] }),
    check("cart_items_quantity_positive", sql`${t.quantity} > 0`),
    check("cart_items_key_md5", sql`${t.key} ~ '^[0-9a-f]{32}$'`),
  ],
);

export const orderStatus = pgEnum("order_status", [
  "pending",
  "processing",
  "on-hold",
  "completed",
  "cancelled",
  "refunded",
  "failed",
]);

export const orders = pgTable(
  "orders",
  {
    /** The order number shown to the shopper. */
    id: serial("id").primaryKey(),
    /** Secret that opens the order-received page (`wc_order_…`). */
    orderKey: text("order_key").notNull().unique(),
    status: orderStatus("status").notNull().default("pending"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** One checkout submission makes one order however often it is posted. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    currency: text("currency").notNull().default("VND"),
    subtotal: money("subtotal").notNull(),
    shippingTotal: money("shipping_total").notNull().default(0),
    discountTotal: money("discount_total").notNull().default(0),
    total: money("total").notNull(),
    shippingMethod: text("shipping_method").notNull(),
    shippingMethodTitle: text("shipping_method_title").notNull(),
    paymentMethod: text("payment_method").notNull(),
    paymentMethodTitle: text("payment_method_title").notNull(),
    customerNote: text("customer_note").notNull().default(""),
    customerIp: text("customer_ip"),
    customerUserAgent: text("customer_user_agent"),
    createdAt: createdAt(),
    paidAt: instant("paid_at"),
    /** WooCommerce's `date_modified`: every change of the order by staff or the shop moves it. */
    updatedAt: instant("updated_at").notNull().defaultNow(),
    /**
     * Bumped by every staff change: the back office sends the version it showed, so of two edits
     * of one order the second is refused instead of silently undoing the first.
     */
    version: integer("version").notNull().default(1),
    /** When a cancelled or failed order gave its stock back: once, however often it is cancelled. */
    stockRestoredAt: instant("stock_restored_at"),
    /**
     * Until when an unpaid bank transfer holds its stock (the shop's hold time when it was placed):
     * past it, unpaid, the order is cancelled. Null: held until staff act.
     */
    holdUntil: instant("hold_until"),
  },
  (t) => [
    check("orders_currency", sql`${t.currency} = 'VND'`),
    check("orders_amounts_nonneg", sql`${t.subtotal} >= 0 and ${t.shippingTotal} >= 0 and ${t.discountTotal} >= 0`),
    check("orders_total_adds_up", sql`${t.total} = ${t.subtotal} + ${t.shippingTotal} - ${t.discountTotal}`),
    check("orders_note_length", sql`length(${t.customerNote}) <= 2000`),
    index("orders_user").on(t.userId, t.createdAt),
    // The back office's list: newest first, per status (NULLS FIRST: PostgreSQL's own DESC order,
    // which the list's `order by created_at desc, id desc` asks for; migration 0022).
    index("orders_created_desc").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("orders_status_created_desc").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The unpaid orders whose hold ends, found every minute.
    index("orders_hold_until").on(t.holdUntil).where(sql`${t.holdUntil} is not null and ${t.paidAt} is null`),
  ],
);

/**
 * An order's history (WooCommerce's order notes): a staff member's note, or the shop's own record
 * of a change (no author); one `toCustomer` was e-mailed to the buyer.
 */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    toCustomer: boolean("to_customer").notNull().default(false),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("order_notes_body_length", sql`length(${t.body}) between 1 and 5000`),
    index("order_notes_order").on(t.orderId, t.createdAt),
  ],
);

export const addressType = pgEnum("address_type", ["billing", "shipping"]);

/** Vietnamese addresses: province/city, ward, street (the post-2025 two-level units). */
export const orderAddresses = pgTable(
  "order_addresses",
  {
    orderId: integer("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    type: addressType("type").notNull(),
    fullName: text("full_name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    province: text("province").notNull(),
    ward: text("ward").notNull(),
    street: text("street").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.type] }),
    check("order_addresses_phone", sql`${t.phone} ~ '^\\+?[0-9]{6,15}$'`),
    // The back office's search by name (diacritics aside), e-mail or phone, any part of it.
    index("order_addresses_name_trgm").using("gin", sql`vn_fold(${t.fullName}) gin_trgm_ops`),
    index("order_addresses_email_trgm").using("gin", sql`lower(${t.email}) gin_trgm_ops`),
    index("order_addresses_phone_trgm").using("gin", sql`${t.phone} gin_trgm_ops`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    variationId: integer("variation_id").references(() => productVariations.id, { onDelete: "set null" }),
    /** Name, SKU and price as sold: later catalog edits do not rewrite history. */
    name: text("name").notNull(),
    sku: text("sku"),
    attributes: jsonb("attributes").$type<LineAttributes>().notNull().default({}),
    quantity: integer("quantity").notNull(),
    unitPrice: money("unit_price").notNull(),
    lineTotal: money("line_total").notNull(),
    /** What the order's coupons took off this line (WooCommerce's subtotal − total). */
    discount: money("discount").notNull().default(0),
    position: smallint("position").notNull(),
  },
  (t) => [
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
    check("order_items_price_nonneg", sql`${t.unitPrice} >= 0`),
    check("order_items_total", sql`${t.lineTotal} = ${t.unitPrice} * ${t.quantity}`),
    check("order_items_discount", sql`${t.discount} between 0 and ${t.lineTotal}`),
    index("order_items_order").on(t.orderId),
  ],
);

/** Every field of spec §3 "Order attribution", one column each. */
export const orderAttribution = pgTable(
  "order_attribution",
  {
    orderId: integer("order_id").primaryKey().references(() => orders.id, { onDelete: "cascade" }),
    sourceType: text("source_type"),
    referrer: text("referrer"),
    utmCampaign: text("utm_campaign"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmContent: text("utm_content"),
    utmId: text("utm_id"),
    utmTerm: text("utm_term"),
    utmSourcePlatform: text("utm_source_platform"),
    utmCreativeFormat: text("utm_creative_format"),
    utmMarketingTactic: text("utm_marketing_tactic"),
    sessionEntry: text("session_entry"),
    sessionStartTime: text("session_start_time"),
    sessionPages: integer("session_pages"),
    sessionCount: integer("session_count"),
    userAgent: text("user_agent"),
  },
  (t) => [
    check("order_attribution_source_type", sql`${t.sourceType} is null or ${t.sourceType} in ('utm','organic','referral','typein','admin','mobile_app')`),
    check("order_attribution_counts", sql`coalesce(${t.sessionPages}, 0) >= 0 and coalesce(${t.sessionCount}, 0) >= 0`),
  ],
);
