import { createHash, randomInt } from "node:crypto";
import { eq, getTableColumns, sql } from "drizzle-orm";
import { carts, orderAttribution, orders } from "../../../../db/schema";
import { type Db, queryRows } from "../../../platform/.server/db";
import { afterCatalogWrite } from "../../../platform/.server/versioned-cache";
import { type CartOwner, forgetCart, readCart, removeCoupon, usesBy } from "~/features/cart/.server";
import { type CouponError, emailAllowed } from "~/features/cart";
import type { CheckoutSettings } from "~/features/site";
import type { AttributionRow } from "../attribution/posted-attribution.server";
import type { Address, CheckoutInput } from "../checkout-form";
import { paymentMethodsOf, shippingMethodsFor, shippingPriceKey } from "../shipping";

export type { AttributionRow };

export type PlaceOrderError =
  | { code: "bad_token" }
  | { code: "empty_cart" }
  | { code: "cart_changed" }
  | { code: "bad_shipping" }
  /** The delivery address is priced otherwise than the page showed (another zone, new rates). */
  | { code: "shipping_changed" }
  | { code: "bad_payment" }
  | { code: "out_of_stock"; name: string; available: number }
  /** A coupon of the cart no longer applies (used up meanwhile, expired, not this buyer's): it is taken off the cart. */
  | { code: "coupon"; coupon: string; error: CouponError };

export type PlaceOrderResult =
  | { ok: true; orderId: number; orderKey: string; status: OrderStatus; repeated: boolean }
  | { ok: false; error: PlaceOrderError };

type OrderStatus = (typeof orders.$inferSelect)["status"];
const EARLIER = { id: orders.id, orderKey: orders.orderKey, status: orders.status };

export type PlaceOrderRequest = {
  owner: CartOwner;
  /** The session the checkout page was shown in: a token only repeats an order within it. */
  sessionId: string;
  userId: number | null;
  input: CheckoutInput;
  settings: CheckoutSettings;
  attribution: AttributionRow | null;
  customerIp: string;
  userAgent: string;
  /** How long an unpaid bank transfer holds its stock (the shop's setting); 0 or unset: until staff act. */
  holdStockMinutes?: number;
};

const TOKEN = /^[\w-]{16,64}$/;

/** Whether `token` can be a submission's token (the checkout page makes them; scripts send them back). */
export const isCheckoutToken = (token: string) => TOKEN.test(token);
const KEY_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** WooCommerce's order key: `wc_order_` and 13 random letters and digits. */
const newOrderKey = () => `wc_order_${Array.from({ length: 13 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join("")}`;

/** An address as `order_addresses` names its columns. */
const addressColumns = (a: Address) => ({ full_name: a.fullName, phone: a.phone, province: a.province, ward: a.ward, street: a.street });

/** The attribution as `order_attribution` names its columns. */
function attributionColumns(row: AttributionRow): Record<string, unknown> {
  const columns = getTableColumns(orderAttribution);
  return Object.fromEntries(Object.entries(row).map(([property, value]) => [columns[property as keyof typeof columns].name, value]));
}

/** Thrown inside the transaction to undo it; caught and answered as a refusal. */
class Refused extends Error {
  constructor(readonly error: PlaceOrderError) {
    super(error.code);
  }
}

/**
 * Places the order of the owner's cart in one transaction (spec §2 "Checkout"): the cart locked
 * and priced again from the database (a cart changed since the page was shown is refused, so
 * the shopper sees the new prices first), the shipping and payment method checked against what
 * the shop offers for it, the order stored with its lines, addresses, methods and attribution,
 * the cart emptied, then every line's stock taken by the stock rule (decision 019: a line
 * beyond what it may hold is `out_of_stock`, with how many it may have) and its sales counted.
 * The cart's coupons are checked again under their locks (usage left, this buyer's own uses by
 * account or billing e-mail, allowed e-mails), each use counted and recorded with the order's
 * coupon lines, each line's discount stored. Anything refused leaves nothing behind. The same submission (token) posted again answers the same order.
 */
export async function placeOrder(db: Db, req: PlaceOrderRequest): Promise<PlaceOrderResult> {
  if (!isCheckoutToken(req.input.token)) return { ok: false, error: { code: "bad_token" } };
  const idempotencyKey = createHash("sha256").update(`${req.sessionId}:${req.input.token}`).digest("hex");
  try {
    const result = await db.transaction(async (tx) => {
      const owner = req.owner.userId !== undefined ? eq(carts.userId, req.owner.userId) : eq(carts.sessionId, req.owner.sessionId);
      const [cart] = await tx.select({ id: carts.id }).from(carts).where(owner).for("update");
      const [earlier] = await tx.select(EARLIER).from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
      if (earlier) return { ok: true as const, orderId: earlier.id, orderKey: earlier.orderKey, status: earlier.status, repeated: true };
      if (!cart) throw new Refused({ code: "empty_cart" });

      // The cart's coupons locked before the cart is priced: their usage counts are then the latest
      // and stay so until this order commits, so two buyers cannot both take a coupon's last use
      // (the second waits here, then finds it used up).
      const locked = await queryRows<{ id: number; code: string; usageLimitPerUser: number | null; emailRestrictions: string[] }>(
        tx,
        sql`select c.id, c.code, c.usage_limit_per_user as "usageLimitPerUser", c.email_restrictions as "emailRestrictions"
              from coupons c join cart_coupons cc on cc.coupon_id = c.id
             where cc.cart_id = ${cart.id} order by c.id for update of c`,
      );
      const priced = await readCart(tx, req.owner);
      if (priced.lines.length === 0) throw new Refused({ code: "empty_cart" });
      const refused = priced.refusedCoupons[0];
      if (refused) throw new Refused({ code: "coupon", coupon: refused.code, error: refused.error });
      const email = req.input.billing.email.trim().toLowerCase();
      for (const coupon of locked) {
        if (!priced.coupons.some((c) => c.id === coupon.id)) continue;
        if (!emailAllowed(coupon.emailRestrictions, email)) throw new Refused({ code: "coupon", coupon: coupon.code, error: { code: "not_yours", coupon: coupon.code } });
        if (coupon.usageLimitPerUser !== null && coupon.usageLimitPerUser > 0 && (await usesBy(tx, coupon.id, { userId: req.userId, email })) >= coupon.usageLimitPerUser) {
          throw new Refused({ code: "coupon", coupon: coupon.code, error: { code: "per_user_limit", coupon: coupon.code } });
        }
      }
      if (priced.hash !== req.input.cartHash) throw new Refused({ code: "cart_changed" });
      const shippingMethods = shippingMethodsFor(priced, req.settings, (req.input.shipping ?? req.input.billing).province);
      if (req.input.shippingPriced !== undefined && req.input.shippingPriced !== shippingPriceKey(shippingMethods)) throw new Refused({ code: "shipping_changed" });
      const shipping = shippingMethods.find((m) => m.id === req.input.shippingMethod);
      if (!shipping) throw new Refused({ code: "bad_shipping" });
      const payment = paymentMethodsOf(req.settings).find((m) => m.id === req.input.paymentMethod);
      if (!payment) throw new Refused({ code: "bad_payment" });

      const orderKey = newOrderKey();
      // A bank transfer waits for the money; cash on delivery is processed at once.
      const status: OrderStatus = payment.id === "bacs" ? "on-hold" : "processing";
      // Only a payment still to come holds the stock for a while (WooCommerce's hold stock minutes).
      const holdMinutes = payment.id === "bacs" ? (req.holdStockMinutes ?? 0) : 0;
      const { billing } = req.input;
      const addresses = [
        { type: "billing", ...addressColumns(billing), email: billing.email },
        ...(req.input.shipping ? [{ type: "shipping", ...addressColumns(req.input.shipping), email: null }] : []),
      ];
      const items = priced.lines.map((l, i) => ({
        product_id: l.productId,
        variation_id: l.variationId,
        name: l.name,
        sku: l.sku,
        attributes: l.attributes,
        quantity: l.quantity,
        unit_price: l.unitPrice,
        line_total: l.lineTotal,
        discount: l.discount,
        position: i,
      }));
      // The coupon lines, each the record of one use by this buyer (account, or billing e-mail).
      const couponLines = priced.coupons.map((c) => ({
        coupon_id: c.id,
        code: c.code,
        discount: c.discount,
        free_shipping: c.freeShipping,
        used_by_user_id: req.userId,
        used_by_email: email || null,
      }));
      // Tracking switched off sends every field empty: then there is no row to keep.
      const attribution = req.attribution && Object.values(req.attribution).some((v) => v !== null && v !== undefined) ? attributionColumns(req.attribution) : null;
      // Stock last: its rows stay locked until the commit, so the other buyers of these products
      // wait only for this, not for the writes before it; in product order (order_take_stock).
      const stock = [...priced.lines].sort((a, b) => a.productId - b.productId || (a.variationId ?? 0) - (b.variationId ?? 0));
      const stockLines = stock.map((l) => ({ product: l.productId, variation: l.variationId, quantity: l.quantity }));
      // One statement, so one round trip: the order, its addresses, lines and attribution, the
      // cart emptied, then the stock taken.
      const [placed] = await queryRows<{ id: number; used: number; failed: number | null; reason: "cart_changed" | "out_of_stock" | null; available: number | null }>(
        tx,
        sql`with o as (
              insert into orders (order_key, status, user_id, idempotency_key, subtotal, shipping_total, discount_total, total, shipping_method,
                                  shipping_method_title, payment_method, payment_method_title, customer_note, customer_ip, customer_user_agent,
                                  hold_until)
              values (${orderKey}, ${status}::order_status, ${req.userId}::int, ${idempotencyKey}, ${priced.subtotal}, ${shipping.cost}, ${priced.discountTotal},
                      ${priced.subtotal + shipping.cost - priced.discountTotal}, ${shipping.id}, ${shipping.title}, ${payment.id}, ${payment.title}, ${req.input.note},
                      ${req.customerIp || null}, ${req.userAgent.slice(0, 1000) || null},
                      ${holdMinutes > 0 ? sql`now() + ${holdMinutes} * interval '1 minute'` : sql`null`})
              returning id),
            addresses as (
              insert into order_addresses (order_id, type, full_name, phone, email, province, ward, street)
              select o.id, a.type, a.full_name, a.phone, a.email, a.province, a.ward, a.street
                from o, jsonb_populate_recordset(null::order_addresses, ${JSON.stringify(addresses)}::jsonb) a),
            items as (
              insert into order_items (order_id, product_id, variation_id, name, sku, attributes, quantity, unit_price, line_total, discount, position)
              select o.id, i.product_id, i.variation_id, i.name, i.sku, i.attributes, i.quantity, i.unit_price, i.line_total, i.discount, i.position
                from o, jsonb_populate_recordset(null::order_items, ${JSON.stringify(items)}::jsonb) i),
            attribution as (
              insert into order_attribution
              select (jsonb_populate_record(null::order_attribution, ${JSON.stringify(attribution)}::jsonb || jsonb_build_object('order_id', o.id))).*
                from o where ${attribution !== null}),
            coupon_lines as (
              insert into order_coupons (order_id, coupon_id, code, discount, free_shipping, used_by_user_id, used_by_email)
              select o.id, c.coupon_id, c.code, c.discount, c.free_shipping, c.used_by_user_id, c.used_by_email
                from o, jsonb_populate_recordset(null::order_coupons, ${JSON.stringify(couponLines)}::jsonb) c),
            -- Each use counted only while the coupon has one left (it is locked above: this is the rule, said once more).
            used as (
              update coupons set usage_count = usage_count + 1, updated_at = now()
               where id in (select value::int from jsonb_array_elements_text(${JSON.stringify(priced.coupons.map((c) => c.id))}::jsonb)) and (usage_limit is null or usage_limit = 0 or usage_count < usage_limit)
              returning id),
            emptied as (delete from cart_items where cart_id = ${cart.id}),
            uncouponed as (delete from cart_coupons where cart_id = ${cart.id})
            select o.id, (select count(*)::int from used) as used, s.failed, s.reason, s.available
              from o, order_take_stock(${JSON.stringify(stockLines)}::jsonb) s`,
      );
      const usedUp = priced.coupons.length !== placed!.used ? priced.coupons[0] : undefined;
      if (usedUp) throw new Refused({ code: "coupon", coupon: usedUp.code, error: { code: "usage_limit", coupon: usedUp.code } });
      if (placed!.reason === "cart_changed") throw new Refused({ code: "cart_changed" });
      if (placed!.reason === "out_of_stock") {
        throw new Refused({ code: "out_of_stock", name: stock[placed!.failed! - 1]!.name, available: placed!.available ?? 0 });
      }
      const orderId = placed!.id;
      return { ok: true as const, orderId, orderKey, status, repeated: false };
    });
    if (!result.repeated) {
      forgetCart(db, req.owner);
      // The order took stock and counted sales: the shopper's next page shows them; only the
      // answers showing these products, and the popularity listings, are read again (decision 022).
      afterCatalogWrite(db);
    }
    return result;
  } catch (error) {
    if (error instanceof Refused) {
      // The cart priced again here differs from the one shown: a kept copy (decision 009) must
      // not show the shopper the old one again.
      if (error.error.code === "cart_changed" || error.error.code === "out_of_stock") forgetCart(db, req.owner);
      // WooCommerce's checkout takes a coupon that no longer applies off the cart, saying so.
      if (error.error.code === "coupon") await removeCoupon(db, req.owner, error.error.coupon);
      return { ok: false, error: error.error };
    }
    // The same token posted twice at once: the other submission stored the order first.
    const [earlier] = await db.select(EARLIER).from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
    if (earlier) return { ok: true, orderId: earlier.id, orderKey: earlier.orderKey, status: earlier.status, repeated: true };
    throw error;
  }
}
