import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../../platform/.server/db";
import { queryChecked } from "../../../platform/.server/sql-answer";
import { soleWriterCache } from "../../../platform/.server/sole-writer-cache";
import { toPicture } from "../../../lib/media";
import { type Cart, type CartLine, EMPTY_CART } from "../types";
import type { CartOwner } from "./cart";
import { type CouponRule, computeDiscounts } from "../coupons";
import { type CartLineRow, cartContentsAnswerShape } from "./cart-rows";

/**
 * Carts as last read, while only this process writes them (decision 009); every change made
 * through `./cart.ts` forgets its cart. Ten seconds bound what a price edited outside the app leaves.
 */
const carts = soleWriterCache<Cart>({ name: "cart", ttlMs: 10_000, maxEntries: 20_000 });
const ownerKey = (owner: CartOwner) => (owner.userId !== undefined ? `u:${owner.userId}` : `s:${owner.sessionId}`);

/** Called by every change to a cart, once it is committed. */
export function forgetCart(db: Db, owner: CartOwner): void {
  carts.delete(db, ownerKey(owner));
}

/** Where the kept carts stand before a change that answers the cart it made (see `rememberCart`). */
export const cartReadMark = (db: Db) => carts.mark(db);

/**
 * Keeps the cart a change answered (read in the change's own transaction), unless another change
 * landed since `mark`: then the cart is only forgotten and read again next time. The other
 * threads drop their copies, unless `othersMayHaveIt` is false (the cart of a session this very
 * request started, which no other thread can have read).
 */
export function rememberCart(db: Db, owner: CartOwner, cart: Cart, mark: number, othersMayHaveIt = true): void {
  if (othersMayHaveIt) carts.setWritten(db, ownerKey(owner), cart, mark);
  // A new session's cart was in no thread's memory: there is nothing to drop if it is not kept.
  else carts.set(db, ownerKey(owner), cart, mark);
}

/**
 * The owner's cart priced from the database in one call (`cart_contents`): each line's unit price
 * is the product's or variation's current price (the sale price while on sale), its limit what
 * the stock rule lets it hold (`purchasable_quantity`, decision 019). Lines whose product or
 * variation is no longer sold are left out, as WooCommerce drops them from the cart it shows.
 */
export async function readCart(db: Db | Tx, owner: CartOwner): Promise<Cart> {
  const key = ownerKey(owner);
  const kept = carts.get(db, key);
  if (kept) return kept;
  const mark = carts.mark(db);
  const cart = await queryCart(db, owner);
  carts.set(db, key, cart, mark);
  return cart;
}

async function queryCart(db: Db | Tx, owner: CartOwner): Promise<Cart> {
  const [row] = await queryChecked(
    db,
    "cart_contents",
    cartContentsAnswerShape,
    sql`select cart_contents(${owner.sessionId ?? null}, ${owner.userId ?? null}::int) as lines,
               cart_coupons(${owner.sessionId ?? null}, ${owner.userId ?? null}::int) as coupons`,
  );
  return cartFromRows(row!.lines, row!.coupons);
}

/**
 * The cart of priced line rows and its applied coupons: pictures, line totals, each line's
 * discount (features/cart/coupons.ts, checked against the time now: a kept cart is at most ten
 * seconds old), count, totals and hash.
 */
export function cartFromRows(rows: readonly CartLineRow[], coupons: readonly CouponRule[], now = new Date()): Cart {
  if (rows.length === 0) return EMPTY_CART;
  const priced = rows.map((r) => ({
    key: r.key,
    productId: r.productId,
    variationId: r.variationId,
    attributes: r.attributes,
    name: r.name,
    slug: r.slug,
    sku: r.sku,
    options: r.options,
    image: r.imageSizes ? toPicture({ alt: r.imageAlt || r.name, sizes: r.imageSizes }, "gallery_thumbnail") : null,
    quantity: r.quantity,
    unitPrice: r.unitPrice,
    lineTotal: r.unitPrice * r.quantity,
    categoryIds: r.categoryIds,
    maxQuantity: r.maxQuantity,
  }));
  const discounts = computeDiscounts(priced, coupons, { now });
  const lines: CartLine[] = priced.map((l) => ({ ...l, discount: discounts.lineDiscounts[l.key] ?? 0 }));
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  // No shipping or tax before checkout: the cart's total is its subtotal less the coupons.
  const total = subtotal - discounts.discountTotal;
  return {
    lines,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    subtotal,
    coupons: discounts.applied,
    refusedCoupons: discounts.refused,
    discountTotal: discounts.discountTotal,
    freeShipping: discounts.freeShipping,
    total,
    hash: cartHash(lines, total, discounts.applied.map((c) => c.code)),
  };
}

/**
 * WooCommerce's `get_cart_hash()`: an md5 over the cart's lines and its total, so it changes
 * exactly when what is in the cart (or what it costs) changes; "" for an empty cart. The applied
 * coupons count too: a free-shipping coupon changes what the order costs without changing the total.
 */
export function cartHash(lines: readonly CartLine[], total: number, couponCodes: readonly string[] = []): string {
  if (lines.length === 0) return "";
  const content = lines.map((l) => [l.key, l.productId, l.variationId ?? 0, l.attributes, l.quantity, l.lineTotal]);
  // Without coupons the hash is WooCommerce's own, as before them.
  const coupons = couponCodes.length > 0 ? JSON.stringify(couponCodes) : "";
  return createHash("md5").update(JSON.stringify(content) + total + coupons).digest("hex");
}
