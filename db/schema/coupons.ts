import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, instant, money } from "./columns";
import { carts, orders } from "./commerce";
import { users } from "./people";

/** WooCommerce's three discount types. */
export const couponDiscountType = pgEnum("coupon_discount_type", ["percent", "fixed_cart", "fixed_product"]);

/**
 * A coupon (mã giảm giá), WooCommerce's `shop_coupon`. Its code is kept as WooCommerce formats
 * every code it reads (`wc_format_coupon_code`: trimmed, lower case), so one code is one coupon
 * however it is typed.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    description: text("description").notNull().default(""),
    status: text("status").$type<"publish" | "draft">().notNull().default("publish"),
    discountType: couponDiscountType("discount_type").notNull().default("fixed_cart"),
    /**
     * Đồng for the fixed types; for `percent`, hundredths of a percent (1 000 = 10 %), so a
     * 12,5 % coupon is exact and every amount stays an integer (decision 004).
     */
    amount: money("amount").notNull(),
    freeShipping: boolean("free_shipping").notNull().default(false),
    minimumAmount: money("minimum_amount"),
    maximumAmount: money("maximum_amount"),
    /** Past this instant the coupon no longer applies (WooCommerce's `date_expires`). */
    dateExpires: instant("date_expires"),
    usageLimit: integer("usage_limit"),
    usageLimitPerUser: integer("usage_limit_per_user"),
    /** Orders that used it and were not cancelled: taken with the order, in its transaction. */
    usageCount: integer("usage_count").notNull().default(0),
    individualUse: boolean("individual_use").notNull().default(false),
    productIds: integer("product_ids").array().notNull().default(sql`'{}'`),
    excludedProductIds: integer("excluded_product_ids").array().notNull().default(sql`'{}'`),
    productCategories: integer("product_categories").array().notNull().default(sql`'{}'`),
    excludedProductCategories: integer("excluded_product_categories").array().notNull().default(sql`'{}'`),
    /** Billing e-mails (lower case, `*` as a wildcard) allowed to use it; empty: anyone. */
    emailRestrictions: text("email_restrictions").array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupons_code").on(t.code),
    check("coupons_code_format", sql`${t.code} = lower(btrim(${t.code})) and length(${t.code}) between 1 and 100`),
    check("coupons_status", sql`${t.status} in ('publish', 'draft')`),
    check("coupons_amount", sql`${t.amount} >= 0 and (${t.discountType} <> 'percent' or ${t.amount} <= 10000)`),
    check("coupons_spend", sql`coalesce(${t.minimumAmount}, 0) >= 0 and coalesce(${t.maximumAmount}, 0) >= 0`),
    check("coupons_limits", sql`coalesce(${t.usageLimit}, 0) >= 0 and coalesce(${t.usageLimitPerUser}, 0) >= 0`),
    // A limit is never passed by the shop's own counting; staff may still lower it below the count.
    check("coupons_usage_count", sql`${t.usageCount} >= 0`),
  ],
);

/** The coupons applied to a cart, in the order they were applied. */
export const cartCoupons = pgTable(
  "cart_coupons",
  {
    cartId: integer("cart_id").notNull().references(() => carts.id, { onDelete: "cascade" }),
    couponId: integer("coupon_id").notNull().references(() => coupons.id, { onDelete: "cascade" }),
    appliedAt: instant("applied_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.couponId] }), index("cart_coupons_coupon").on(t.couponId)],
);

/**
 * An order's coupon lines (WooCommerce's `coupon_lines`), each also the record of one use: who used
 * it (the user, and the billing e-mail that counts a guest's uses) and, once the order is cancelled
 * and the use given back, when.
 */
export const orderCoupons = pgTable(
  "order_coupons",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    /** The code as applied: the line keeps it if the coupon is deleted. */
    code: text("code").notNull(),
    discount: money("discount").notNull(),
    freeShipping: boolean("free_shipping").notNull().default(false),
    usedByUserId: integer("used_by_user_id").references(() => users.id, { onDelete: "set null" }),
    usedByEmail: text("used_by_email"),
    releasedAt: instant("released_at"),
  },
  (t) => [
    check("order_coupons_discount", sql`${t.discount} >= 0`),
    index("order_coupons_order").on(t.orderId),
    // A coupon's uses by one shopper, counted under its lock when an order is placed.
    index("order_coupons_coupon_used").on(t.couponId).where(sql`${t.releasedAt} is null`),
  ],
);
