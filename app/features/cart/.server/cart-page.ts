import { pushNotice } from "~/features/site/.server";
import type { RequestContext } from "../../../platform/.server/context";
import { sameSitePath } from "../../../platform/.server/same-site";
import { tCartPage } from "../../../lib/i18n/areas/cart-page";
import { CART_PATH } from "../cart-urls";
import { couponErrorMessage, setQuantityErrorMessage } from "../messages";
import { applyCoupon, removeCoupon, settleCoupons } from "./coupons";
import { cartOwnerOf, removeCartLine, setCartLineQuantity } from "./cart";
import { addProductFormToCart } from "./product-form";
import { readCart } from "./read-cart";
import { isValidCartNonce, syncVisitorCartCookies } from "./visitor-cart";

const CART_ITEM_KEY = /^[0-9a-f]{32}$/;
const LINE_QUANTITY = /^cart\[([0-9a-f]{32})\]\[qty\]$/;

/** The page a same-site form came from (its Referer), to go back to after adding; else null. */
const cameFrom = (request: Request, siteUrl: string): string | null => sameSitePath(request.headers.get("referer"), request, siteUrl);

/**
 * The cart page's form posts, which also serve every cart change made without scripts (spec
 * §2): `add-to-cart` from a listing card (back to that page, or to the cart when the shop says
 * so); `remove_item` from a line's remove button; otherwise the quantities `cart[{key}][qty]`
 * (the cart form's update, or the mini cart's field). Changing lines needs the cart nonce.
 * Every outcome is a notice on the next page; the cart cookies are set with the answer itself
 * (the next page may come from a cache). The answer is where to go.
 */
export async function cartFormAction(context: RequestContext, request: Request, form: FormData): Promise<string> {
  const next = await applyCartForm(context, request, form);
  // WooCommerce's `check_cart_coupons`: a coupon the changed cart no longer meets comes off, saying why.
  await settleCoupons(context);
  await syncVisitorCartCookies(context, request);
  return next;
}

async function applyCartForm(context: RequestContext, request: Request, form: FormData): Promise<string> {
  if (form.has("add-to-cart")) {
    const added = await addProductFormToCart(context, form);
    if (added.ok && added.redirectToCart) return CART_PATH;
    return cameFrom(request, context.site.url) ?? CART_PATH;
  }

  const session = await context.session.current();
  if (!session) return CART_PATH; // no session, no cart: the page shows the empty one
  if (form.has("apply_coupon")) {
    // WooCommerce's `update_cart_action`: the coupon field with its button, applied without asking
    // for the nonce (nothing a third party could make a shopper apply would cost them).
    await applyCouponNoticed(context, cartOwnerOf(session), String(form.get("coupon_code") ?? ""));
    return CART_PATH;
  }
  if (!(await isValidCartNonce(context, String(form.get("_wpnonce") ?? "")))) {
    await pushNotice(context.session, { kind: "error", text: tCartPage("cart.error.expiredLink") });
    return CART_PATH;
  }
  const owner = cartOwnerOf(session);

  const removeKey = String(form.get("remove_item") ?? "");
  if (removeKey) {
    await removeLine(context, owner, removeKey);
  } else {
    const current = new Map((await readCart(context.db, owner)).lines.map((l) => [l.key, l.quantity]));
    let changed = false;
    for (const [name, value] of form) {
      const key = LINE_QUANTITY.exec(name)?.[1];
      if (!key || !current.has(key)) continue;
      const text = String(value).trim();
      const quantity = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
      if (quantity === current.get(key)) continue;
      const result = await setCartLineQuantity(context.db, owner, key, quantity);
      if (result.ok) changed = true;
      else await pushNotice(context.session, { kind: "error", text: setQuantityErrorMessage(result.error) });
    }
    if (changed) await pushNotice(context.session, { kind: "success", text: tCartPage("cart.updated") });
  }
  return CART_PATH;
}

/**
 * A remove link followed as a plain link (`/gio-hang/?remove_item={key}&_wpnonce={nonce}`), which
 * is also where the mini cart sends the browser when its removal call fails.
 */
export async function removeByLink(context: RequestContext, request: Request, key: string, nonce: string): Promise<void> {
  const session = await context.session.current();
  if (!session) return;
  if (!(await isValidCartNonce(context, nonce))) {
    await pushNotice(context.session, { kind: "error", text: tCartPage("cart.error.expiredLink") });
    return;
  }
  await removeLine(context, cartOwnerOf(session), key);
  await syncVisitorCartCookies(context, request);
}

async function removeLine(context: RequestContext, owner: ReturnType<typeof cartOwnerOf>, key: string) {
  const removed = CART_ITEM_KEY.test(key) ? await removeCartLine(context.db, owner, key) : null;
  await pushNotice(context.session, removed ? { kind: "success", text: tCartPage("cart.removedItem", { name: removed.name }) } : { kind: "error", text: tCartPage("cart.error.unknownLine") });
}

/** Applies a typed coupon and leaves the outcome as a notice (WooCommerce's words). */
export async function applyCouponNoticed(context: RequestContext, owner: ReturnType<typeof cartOwnerOf>, typed: string): Promise<boolean> {
  const result = await applyCoupon(context.db, owner, typed, context.now());
  await pushNotice(context.session, result.ok ? { kind: "success", text: tCartPage("coupon.applied") } : { kind: "error", text: couponErrorMessage(result.error) });
  return result.ok;
}

/**
 * A coupon's remove link (`?remove_coupon={code}`, WooCommerce's `woocommerce-remove-coupon`) on
 * the cart or the checkout page: the code taken off and WooCommerce's notice. Like WooCommerce,
 * without a nonce: removing a discount is all it can do.
 */
export async function removeCouponByLink(context: RequestContext, request: Request, code: string): Promise<void> {
  const session = await context.session.current();
  if (!session) return;
  if (code.trim() === "") {
    await pushNotice(context.session, { kind: "error", text: tCartPage("coupon.removeFailed") });
    return;
  }
  await removeCoupon(context.db, cartOwnerOf(session), code);
  await pushNotice(context.session, { kind: "success", text: tCartPage("coupon.removed") });
  await syncVisitorCartCookies(context, request);
}
