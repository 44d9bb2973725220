import type { AppLoadContext } from "react-router";
import { allowAdd, noteTooManyAdds } from "~/features/cart/.server/add-allowance";
import { readAddToCartParams } from "~/features/cart/.server/add-to-cart-params";
import { addToCart, cartOwnerOf, removeCartLine } from "~/features/cart/.server/cart";
import { readCart } from "~/features/cart/.server/read-cart";
import { cartFragmentsAnswer, visitorCart } from "~/features/cart/.server/visitor-cart";
import { SHOP_PATH } from "~/features/cart/cart-urls";
import { addToCartErrorMessage, addedToCartMessage, couponErrorMessage } from "~/features/cart/messages";
import { applyCoupon, isValidCouponNonce, removeCoupon, settleCoupons } from "~/features/cart/.server/coupons";
import { syncVisitorCartCookies } from "~/features/cart/.server/visitor-cart";
import { tCartPage } from "~/lib/i18n/areas/cart-page";
import type { AddToCartResult } from "~/features/cart/types";
import { loadSiteChrome } from "~/features/site/.server/site";
import { pushNotice } from "~/features/site/.server/notices";
import { ajaxResponse, jsonAjaxResponse } from "./ajax-response";
import { checkoutHandler, updateOrderReviewHandler } from "./classic-checkout";
import { formFields } from "./form-fields";
import { errorNoticesHtml, successNoticeHtml } from "./woo-notices";

export type CompatHandler = (args: { request: Request; context: AppLoadContext }) => Promise<Response> | Response;

const CART_ITEM_KEY = /^[0-9a-f]{32}$/;

/**
 * Where a refused add sends the browser (`product_url`): the product's page, as WooCommerce's
 * `get_permalink($product_id)`. For an id that is no product WooCommerce's answer is whatever
 * `get_permalink(0)` finds, the post the requested page happened to show, or `false`, which
 * leaves its own button waiting; the shop page is the nearest place that still shows the notice.
 */
const productUrl = (context: AppLoadContext, slug: string | null) =>
  `${context.site.url}${slug ? `/san-pham/${encodeURIComponent(slug)}/` : SHOP_PATH}`;

/**
 * `POST /?wc-ajax=add_to_cart` (WooCommerce's `WC_AJAX::add_to_cart`): the add-to-cart button's
 * data attributes as form fields. Without `product_id` WooCommerce returns before answering
 * anything: an empty 200. Added → the refreshed fragments; refused as asked (an id that names no
 * product or variation, options not chosen, out of stock, a quantity that is not a whole number
 * from 1) → `{error: true, product_url}` with a 200, which WooCommerce's script follows, and the
 * reason waiting as a notice on that page. An add from an address that has added too often is
 * refused the same way (with `Retry-After`), to the shop page: a 429 would leave WooCommerce's
 * button spinning, as its script answers only a success.
 */
async function addToCartHandler({ request, context }: Parameters<CompatHandler>[0]): Promise<Response> {
  const form = await formFields(request);
  if (!form.has("product_id")) return ajaxResponse("");
  const allowed = await allowAdd(context);
  if (!allowed.ok) {
    await noteTooManyAdds(context);
    const answer = jsonAjaxResponse({ error: true, product_url: productUrl(context, null) });
    answer.headers.set("Retry-After", String(allowed.retryAfterSeconds));
    return answer;
  }
  const read = readAddToCartParams(form, "product_id");
  const result: AddToCartResult = read.ok
    ? await context.session.ensureWith((session, creating) => addToCart(context.db, session, read.request, creating))
    : { ok: false, error: read.error, productSlug: null };
  if (!result.ok) {
    await pushNotice(context.session, { kind: "error", text: addToCartErrorMessage(result.error) });
    return jsonAjaxResponse({ error: true, product_url: productUrl(context, result.productSlug) });
  }
  const { options } = await loadSiteChrome(context.db);
  if (options.woocommerce_settings.cart_redirect_after_add === "yes") {
    // The browser goes to the cart page next, which says what was added.
    await pushNotice(context.session, { kind: "success", text: addedToCartMessage(result.name, result.quantity) });
  }
  return jsonAjaxResponse(await cartFragmentsAnswer(context, request, result.cart));
}

/**
 * `POST /?wc-ajax=remove_from_cart` with `cart_item_key`: the refreshed fragments, or WordPress's
 * `{"success": false}` (no fragments, so the browser follows the remove link) for a key this
 * visitor's cart does not hold.
 */
async function removeFromCartHandler({ request, context }: Parameters<CompatHandler>[0]): Promise<Response> {
  const key = String((await formFields(request)).get("cart_item_key") ?? "").trim();
  const session = await context.session.current();
  const removed = session && CART_ITEM_KEY.test(key) ? await removeCartLine(context.db, cartOwnerOf(session), key) : null;
  if (!removed || !session) return jsonAjaxResponse({ success: false });
  // A coupon the smaller cart no longer meets comes off, its notice waiting for the next page.
  const cart = (await settleCoupons(context)) ?? (await readCart(context.db, cartOwnerOf(session)));
  return jsonAjaxResponse(await cartFragmentsAnswer(context, request, cart));
}

/** `POST /?wc-ajax=get_refreshed_fragments`: the visitor's cart regions and hash; never starts a session. */
async function refreshedFragmentsHandler({ request, context }: Parameters<CompatHandler>[0]): Promise<Response> {
  return jsonAjaxResponse(await cartFragmentsAnswer(context, request, await visitorCart(context)));
}

const field = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

/** WordPress's `check_ajax_referer` refusing: `-1` with a 403, as `wp_die( -1, 403 )`. */
const refusedReferer = () => ajaxResponse("-1", 403);

/**
 * `POST /?wc-ajax=apply_coupon` (`WC_AJAX::apply_coupon`) with `coupon_code` and `security` (the
 * `apply-coupon` nonce): the coupon applied to the visitor's cart, answered as WooCommerce prints
 * its notices (HTML: the success message, or the reason in an error list). WooCommerce's scripts
 * then draw the cart or the order review again.
 */
async function applyCouponHandler({ request, context }: Parameters<CompatHandler>[0]): Promise<Response> {
  const form = await formFields(request);
  if (!(await isValidCouponNonce(context, "apply", field(form, "security")))) return refusedReferer();
  const typed = field(form, "coupon_code");
  const session = await context.session.current();
  const result = typed.trim() === ""
    ? ({ ok: false, error: { code: "please_enter" } } as const)
    : session
      ? await applyCoupon(context.db, cartOwnerOf(session), typed, context.now())
      : ({ ok: false, error: { code: "not_applicable", coupon: typed.trim().toLowerCase() } } as const);
  if (!result.ok) return ajaxResponse(errorNoticesHtml([{ text: couponErrorMessage(result.error) }]));
  await syncVisitorCartCookies(context, request);
  return ajaxResponse(successNoticeHtml(tCartPage("coupon.applied")));
}

/**
 * `POST /?wc-ajax=remove_coupon` (`WC_AJAX::remove_coupon`) with `coupon` (as WooCommerce's scripts
 * post it; `coupon_code` is read too) and `security` (the `remove-coupon` nonce): the code taken
 * off the visitor's cart and WooCommerce's notice, "removed" whether or not it was on, as its own.
 */
async function removeCouponHandler({ request, context }: Parameters<CompatHandler>[0]): Promise<Response> {
  const form = await formFields(request);
  if (!(await isValidCouponNonce(context, "remove", field(form, "security")))) return refusedReferer();
  const code = (field(form, "coupon") || field(form, "coupon_code")).trim();
  if (code === "") return ajaxResponse(errorNoticesHtml([{ text: tCartPage("coupon.removeFailed") }]));
  const session = await context.session.current();
  if (session) {
    await removeCoupon(context.db, cartOwnerOf(session), code);
    await syncVisitorCartCookies(context, request);
  }
  return ajaxResponse(successNoticeHtml(tCartPage("coupon.removed")));
}

/** WooCommerce AJAX endpoints by name (spec §7 "Cart"). */
export const wcAjaxHandlers: Record<string, CompatHandler> = {
  add_to_cart: addToCartHandler,
  remove_from_cart: removeFromCartHandler,
  apply_coupon: applyCouponHandler,
  remove_coupon: removeCouponHandler,
  get_refreshed_fragments: refreshedFragmentsHandler,
  update_order_review: updateOrderReviewHandler,
  checkout: checkoutHandler,
};
