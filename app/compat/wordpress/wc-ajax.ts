import type { AppLoadContext } from "react-router";
import { addToCart, cartOwnerOf, removeCartLine } from "~/features/cart/.server/cart";
import { readCart } from "~/features/cart/.server/read-cart";
import { cartFragmentsAnswer, visitorCart } from "~/features/cart/.server/visitor-cart";
import { SHOP_PATH } from "~/features/cart/cart-urls";
import { addToCartErrorMessage, addedToCartMessage } from "~/features/cart/messages";
import { loadSiteChrome } from "~/features/site/.server/site";
import { pushNotice } from "~/features/site/.server/notices";
import { jsonAjaxResponse } from "./ajax-response";
import { formFields } from "./form-fields";
import { tCartPage } from "~/lib/i18n/areas/cart-page";

export type CompatHandler = (args: { request: Request; context: AppLoadContext }) => Promise<Response> | Response;

const ID = /^[1-9]\d{0,9}$/;
const QUANTITY = /^\d{1,4}$/;
const CART_ITEM_KEY = /^[0-9a-f]{32}$/;

const productUrl = (context: AppLoadContext, slug: string | null) =>
  `${context.site.url}${slug ? `/san-pham/${encodeURIComponent(slug)}/` : SHOP_PATH}`;

/**
 * `POST /?wc-ajax=add_to_cart` (WooCommerce's `WC_AJAX::add_to_cart`): the add-to-cart button's
 * data attributes as form fields. Added → the refreshed fragments; refused as asked (options not
 * chosen, out of stock, unknown product, a quantity that is not a whole number from 1) →
 * `{error: true, product_url}`, with the reason waiting as a notice on that page.
 */
async function addToCartHandler({ request, context }: Parameters<CompatHandler>[0]): Promise<Response> {
  const form = await formFields(request);
  const rawId = String(form.get("product_id") ?? "").trim();
  if (!ID.test(rawId)) return jsonAjaxResponse({ error: true, product_url: productUrl(context, null), message: tCartPage("cart.error.notFound") }, 400);
  const rawQuantity = String(form.get("quantity") ?? "").trim();
  // Empty means one, as in WooCommerce; anything but a whole number is refused.
  const quantity = rawQuantity === "" ? 1 : QUANTITY.test(rawQuantity) ? Number(rawQuantity) : 0;
  const rawVariation = String(form.get("variation_id") ?? "").trim();
  const attributes: Record<string, string> = {};
  for (const [name, value] of form) {
    if (/^attribute_pa_[\w-]{1,60}$/.test(name) && typeof value === "string") attributes[name] = value.slice(0, 200);
  }

  const wanted = {
    productId: Number(rawId),
    quantity,
    variationId: ID.test(rawVariation) ? Number(rawVariation) : null,
    attributes,
  };
  const result = await context.session.ensureWith((session, creating) => addToCart(context.db, session, wanted, creating));
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
  const cart = await readCart(context.db, cartOwnerOf(session));
  return jsonAjaxResponse(await cartFragmentsAnswer(context, request, cart));
}

/** `POST /?wc-ajax=get_refreshed_fragments`: the visitor's cart regions and hash; never starts a session. */
async function refreshedFragmentsHandler({ request, context }: Parameters<CompatHandler>[0]): Promise<Response> {
  return jsonAjaxResponse(await cartFragmentsAnswer(context, request, await visitorCart(context)));
}

/** WooCommerce AJAX endpoints by name (spec §7 "Cart"). */
export const wcAjaxHandlers: Record<string, CompatHandler> = {
  add_to_cart: addToCartHandler,
  remove_from_cart: removeFromCartHandler,
  get_refreshed_fragments: refreshedFragmentsHandler,
};
