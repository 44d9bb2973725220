import { createHash, randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { cartItems, carts, orderAddresses, orderAttribution, orderItems, orders } from "../../../../db/schema";
import { type Db, type Tx, queryRows } from "../../../platform/.server/db";
import type { CartOwner } from "../../cart/.server/cart";
import { forgetCart, readCart } from "../../cart/.server/read-cart";
import type { CartLine } from "../../cart/types";
import type { CheckoutSettings } from "../../site/options";
import type { AttributionRow } from "../attribution/posted-attribution.server";
import type { CheckoutInput } from "../checkout-form";
import { paymentMethodsOf, shippingMethodsFor } from "../shipping";

export type { AttributionRow };

export type PlaceOrderError =
  | { code: "bad_token" }
  | { code: "empty_cart" }
  | { code: "cart_changed" }
  | { code: "bad_shipping" }
  | { code: "bad_payment" }
  | { code: "out_of_stock"; name: string; available: number };

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
};

const TOKEN = /^[\w-]{16,64}$/;
const KEY_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** WooCommerce's order key: `wc_order_` and 13 random letters and digits. */
const newOrderKey = () => `wc_order_${Array.from({ length: 13 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join("")}`;

/** Thrown inside the transaction to undo it; caught and answered as a refusal. */
class Refused extends Error {
  constructor(readonly error: PlaceOrderError) {
    super(error.code);
  }
}

/**
 * Takes every line's stock and counts its sales in one call (`order_take_stock`, migration 0008),
 * so two buyers of the last units cannot both have them: the rows are locked by its updates and
 * their conditions are checked again once the other buyer's transaction ends. Called last in the
 * transaction, in product order, so the locks are held for this call and the commit only.
 */
async function takeStock(tx: Tx, lines: readonly CartLine[]): Promise<void> {
  const ordered = [...lines].sort((a, b) => a.productId - b.productId || (a.variationId ?? 0) - (b.variationId ?? 0));
  const payload = ordered.map((l) => ({ product: l.productId, variation: l.variationId, quantity: l.quantity }));
  const [result] = await queryRows<{ failed: number | null; reason: "cart_changed" | "out_of_stock" | null; available: number | null }>(
    tx,
    sql`select failed, reason, available from order_take_stock(${JSON.stringify(payload)}::jsonb)`,
  );
  if (!result || result.failed === null) return;
  if (result.reason === "cart_changed") throw new Refused({ code: "cart_changed" });
  throw new Refused({ code: "out_of_stock", name: ordered[result.failed - 1]!.name, available: result.available ?? 0 });
}

/**
 * Places the order of the owner's cart in one transaction (spec §2 "Checkout"): the cart locked
 * and priced again from the database (a cart changed since the page was shown is refused, so
 * the shopper sees the new prices first), the shipping and payment method checked against what
 * the shop offers for it, the order stored with its lines, addresses, methods and attribution,
 * the cart emptied, then every line's stock taken and its sales counted. Anything refused
 * leaves nothing behind. The same submission (token) posted again answers the same order.
 */
export async function placeOrder(db: Db, req: PlaceOrderRequest): Promise<PlaceOrderResult> {
  if (!TOKEN.test(req.input.token)) return { ok: false, error: { code: "bad_token" } };
  const idempotencyKey = createHash("sha256").update(`${req.sessionId}:${req.input.token}`).digest("hex");
  try {
    const result = await db.transaction(async (tx) => {
      const owner = req.owner.userId !== undefined ? eq(carts.userId, req.owner.userId) : eq(carts.sessionId, req.owner.sessionId);
      const [cart] = await tx.select({ id: carts.id }).from(carts).where(owner).for("update");
      const [earlier] = await tx.select(EARLIER).from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
      if (earlier) return { ok: true as const, orderId: earlier.id, orderKey: earlier.orderKey, status: earlier.status, repeated: true };
      if (!cart) throw new Refused({ code: "empty_cart" });

      const priced = await readCart(tx, req.owner);
      if (priced.lines.length === 0) throw new Refused({ code: "empty_cart" });
      if (priced.hash !== req.input.cartHash) throw new Refused({ code: "cart_changed" });
      const shipping = shippingMethodsFor(priced.subtotal, req.settings).find((m) => m.id === req.input.shippingMethod);
      if (!shipping) throw new Refused({ code: "bad_shipping" });
      const payment = paymentMethodsOf(req.settings).find((m) => m.id === req.input.paymentMethod);
      if (!payment) throw new Refused({ code: "bad_payment" });

      const orderKey = newOrderKey();
      // A bank transfer waits for the money; cash on delivery is processed at once.
      const status: OrderStatus = payment.id === "bacs" ? "on-hold" : "processing";
      const [order] = await tx
        .insert(orders)
        .values({
          orderKey,
          status,
          userId: req.userId,
          idempotencyKey,
          subtotal: priced.subtotal,
          shippingTotal: shipping.cost,
          total: priced.subtotal + shipping.cost,
          shippingMethod: shipping.id,
          shippingMethodTitle: shipping.title,
          paymentMethod: payment.id,
          paymentMethodTitle: payment.title,
          customerNote: req.input.note,
          customerIp: req.customerIp || null,
          customerUserAgent: req.userAgent.slice(0, 1000) || null,
        })
        .returning({ id: orders.id });
      const orderId = order!.id;
      const { billing } = req.input;
      await tx.insert(orderAddresses).values([
        { orderId, type: "billing", fullName: billing.fullName, phone: billing.phone, email: billing.email, province: billing.province, ward: billing.ward, street: billing.street },
        ...(req.input.shipping ? [{ orderId, type: "shipping" as const, ...req.input.shipping, email: null }] : []),
      ]);
      await tx.insert(orderItems).values(
        priced.lines.map((l, i) => ({
          orderId,
          productId: l.productId,
          variationId: l.variationId,
          name: l.name,
          sku: l.sku,
          attributes: l.attributes,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          lineTotal: l.lineTotal,
          position: i,
        })),
      );
      // Tracking switched off sends every field empty: then there is no row to keep.
      if (req.attribution && Object.values(req.attribution).some((v) => v !== null && v !== undefined)) {
        await tx.insert(orderAttribution).values({ ...req.attribution, orderId });
      }
      await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
      // Stock last: its rows stay locked until the commit, so the other buyers of these products
      // wait only for this, not for the writes above.
      await takeStock(tx, priced.lines);
      return { ok: true as const, orderId, orderKey, status, repeated: false };
    });
    if (!result.repeated) forgetCart(db, req.owner);
    return result;
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.error };
    // The same token posted twice at once: the other submission stored the order first.
    const [earlier] = await db.select(EARLIER).from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
    if (earlier) return { ok: true, orderId: earlier.id, orderKey: earlier.orderKey, status: earlier.status, repeated: true };
    throw error;
  }
}
