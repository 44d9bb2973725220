import { and, eq, sql } from "drizzle-orm";
import { cartCoupons, carts, coupons } from "../../../../db/schema";
import { type Db, queryRows } from "../../../platform/.server/db";
import type { RequestContext } from "../../../platform/.server/context";
import { createNonce, verifyNonce } from "../../../platform/.server/nonce";
import { pushNotice } from "~/features/site/.server";
import { type CouponError, couponRefusal, formatCouponCode } from "../coupons";
import { couponRemovedMessage } from "../messages";
import type { Cart } from "../types";
import { type CartOwner, cartOwnerOf } from "./cart";
import { forgetCart, readCart } from "./read-cart";

const ownedBy = (owner: CartOwner) => (owner.userId !== undefined ? eq(carts.userId, owner.userId) : eq(carts.sessionId, owner.sessionId));

/** The coupon's rules as the cart's discounts read them, from its row. */
const couponRule = (c: typeof coupons.$inferSelect) => ({
  id: c.id,
  code: c.code,
  discountType: c.discountType,
  amount: c.amount,
  freeShipping: c.freeShipping,
  minimumAmount: c.minimumAmount,
  maximumAmount: c.maximumAmount,
  dateExpires: c.dateExpires?.toISOString() ?? null,
  usageLimit: c.usageLimit,
  usageCount: c.usageCount,
  usageLimitPerUser: c.usageLimitPerUser,
  individualUse: c.individualUse,
  productIds: c.productIds,
  excludedProductIds: c.excludedProductIds,
  productCategories: c.productCategories,
  excludedProductCategories: c.excludedProductCategories,
  emailRestrictions: c.emailRestrictions,
});

/**
 * How often `who` has used coupon `couponId` in orders not cancelled: by their account, or by the
 * billing e-mail a guest gave (WooCommerce's `get_usage_by_user_id` / `get_usage_by_email`).
 */
export async function usesBy(db: Db, couponId: number, who: { userId: number | null; email: string | null }): Promise<number> {
  const email = who.email?.trim().toLowerCase() || null;
  if (who.userId === null && email === null) return 0;
  const [row] = await queryRows<{ uses: number }>(
    db,
    sql`select count(*)::int as uses from order_coupons
         where coupon_id = ${couponId} and released_at is null
           and (used_by_user_id = ${who.userId}::int or lower(used_by_email) = ${email})`,
  );
  return row?.uses ?? 0;
}

export type ApplyCouponResult = { ok: true; code: string } | { ok: false; error: CouponError };

/**
 * WooCommerce's `WC_Cart::apply_coupon`: the code formatted, the coupon found (published), not
 * applied already, not beside a coupon for individual use, valid for the cart as it is now (and
 * for a signed-in shopper, within their own uses); a coupon for individual use takes the others
 * off. One transaction with the cart row locked, as every cart change.
 */
export async function applyCoupon(db: Db, owner: CartOwner, typed: string, now: Date): Promise<ApplyCouponResult> {
  const code = formatCouponCode(typed);
  if (code === "") return { ok: false, error: { code: "please_enter" } };
  const result = await db.transaction(async (tx): Promise<ApplyCouponResult> => {
    const [coupon] = await tx.select().from(coupons).where(and(eq(coupons.code, code), eq(coupons.status, "publish")));
    if (!coupon) return { ok: false, error: { code: "not_exist", coupon: code } };
    const [cart] = await tx.select({ id: carts.id }).from(carts).where(ownedBy(owner)).for("update");
    if (!cart) return { ok: false, error: { code: "not_applicable", coupon: code } };
    const applied = await tx
      .select({ id: coupons.id, code: coupons.code, individualUse: coupons.individualUse })
      .from(cartCoupons)
      .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
      .where(eq(cartCoupons.cartId, cart.id));
    if (applied.some((c) => c.id === coupon.id)) return { ok: false, error: { code: "already_applied", coupon: code } };
    const alone = applied.find((c) => c.individualUse);
    if (alone) return { ok: false, error: { code: "individual_use", coupon: alone.code } };
    forgetCart(db, owner);
    const priced = await readCart(tx, owner);
    if (priced.lines.length === 0) return { ok: false, error: { code: "not_applicable", coupon: code } };
    const refusal = couponRefusal(couponRule(coupon), priced.lines, { now });
    if (refusal) return { ok: false, error: refusal };
    if (owner.userId !== undefined && coupon.usageLimitPerUser !== null && coupon.usageLimitPerUser > 0) {
      if ((await usesBy(tx, coupon.id, { userId: owner.userId, email: null })) >= coupon.usageLimitPerUser) {
        return { ok: false, error: { code: "per_user_limit", coupon: code } };
      }
    }
    if (coupon.individualUse) await tx.delete(cartCoupons).where(eq(cartCoupons.cartId, cart.id));
    await tx.insert(cartCoupons).values({ cartId: cart.id, couponId: coupon.id });
    await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cart.id));
    return { ok: true, code };
  });
  forgetCart(db, owner);
  return result;
}

/** WooCommerce's `WC_Cart::remove_coupon`: takes the code off the cart; whether it was on it. */
export async function removeCoupon(db: Db, owner: CartOwner, typed: string): Promise<boolean> {
  const code = formatCouponCode(typed);
  if (code === "") return false;
  const gone = await queryRows<{ couponId: number }>(
    db,
    sql`delete from cart_coupons cc using carts c, coupons k
         where cc.cart_id = c.id and cc.coupon_id = k.id and k.code = ${code}
           and ${owner.userId !== undefined ? sql`c.user_id = ${owner.userId}` : sql`c.session_id = ${owner.sessionId}`}
        returning cc.coupon_id as "couponId"`,
  );
  forgetCart(db, owner);
  return gone.length > 0;
}

/**
 * WooCommerce's `check_cart_coupons` after a cart change: every applied coupon that no longer
 * applies (the lines it needs gone, the minimum spend no longer met, expired, used up) is taken
 * off with a notice saying why. Answers the cart as it is then.
 */
export async function settleCoupons(context: RequestContext, cart?: Cart): Promise<Cart | null> {
  const session = await context.session.current();
  if (!session) return null;
  const owner = cartOwnerOf(session);
  const current = cart ?? (await readCart(context.db, owner));
  if (current.refusedCoupons.length === 0) return current;
  for (const { code, error } of current.refusedCoupons) {
    await removeCoupon(context.db, owner, code);
    await pushNotice(context.session, { kind: "error", text: couponRemovedMessage(code, error) });
  }
  return readCart(context.db, owner);
}

/** WooCommerce's nonce actions of its coupon calls (`wc_cart_params.apply_coupon_nonce`, `remove_coupon_nonce`). */
export const COUPON_NONCE_ACTIONS = { apply: "apply-coupon", remove: "remove-coupon" } as const;

const couponNonceSubject = async (context: RequestContext, action: string) => {
  const session = await context.session.current();
  return { action, userId: session?.userId ?? 0, sessionId: session?.id ?? "" };
};

/** The nonces the coupon calls ask for (`security`), for the page that offers them. */
export async function couponNonces(context: RequestContext): Promise<{ apply: string; remove: string }> {
  const now = context.now();
  return {
    apply: createNonce(context.site.secretKey, await couponNonceSubject(context, COUPON_NONCE_ACTIONS.apply), now),
    remove: createNonce(context.site.secretKey, await couponNonceSubject(context, COUPON_NONCE_ACTIONS.remove), now),
  };
}

export async function isValidCouponNonce(context: RequestContext, which: keyof typeof COUPON_NONCE_ACTIONS, nonce: string): Promise<boolean> {
  return verifyNonce(context.site.secretKey, nonce, await couponNonceSubject(context, COUPON_NONCE_ACTIONS[which]), context.now()) !== false;
}
