import type { AppLoadContext } from "react-router";
import { syncVisitorCartCookies } from "~/features/cart/.server/visitor-cart";
import { SHOP_PATH } from "~/features/cart/cart-urls";
import { type CheckoutRefusal, checkoutReview, submitCheckout } from "~/features/checkout/.server/checkout-page";
import { renderReviewFragments } from "~/features/checkout/.server/review-fragments";
import { tCartPage } from "~/lib/i18n/areas/cart-page";
import { tCheckout } from "~/lib/i18n/areas/checkout";
import { jsonAjaxResponse } from "./ajax-response";
import { formFields } from "./form-fields";
import { type ErrorNotice, errorNoticesHtml } from "./woo-notices";
import type { CompatHandler } from "./wc-ajax";

/*
 * WooCommerce's classic checkout calls, as its checkout script (`checkout.js`) makes them on the
 * checkout page's form: `update_order_review` draws the order review and the payment section
 * again for what the shopper picked, `checkout` places the order from the form it serializes. Both
 * go through the checkout's own reading, pricing and placing (features/checkout), as the page's
 * form does; here the WordPress shapes are translated.
 */

/** The page regions WooCommerce's `update_order_review` answers, by the selectors its script replaces. */
const FRAGMENT = {
  reviewTable: ".woocommerce-checkout-review-order-table",
  payment: ".woocommerce-checkout-payment",
  form: "form.woocommerce-checkout",
} as const;

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

/** Nothing left to order (where WooCommerce says the session expired): the page's message and the way back to the shop. */
const emptyCartNotice = (context: AppLoadContext): ErrorNotice => ({
  text: tCheckout("checkout.error.emptyCart"),
  link: { href: `${context.site.url}${SHOP_PATH}`, label: tCartPage("cart.returnToShop") },
});

/**
 * `POST /?wc-ajax=update_order_review` (`WC_AJAX::update_order_review`): the order review priced
 * for the posted shipping method (`shipping_method[0]`, else the form's) and the payment section
 * with the posted method chosen, as `{result, messages, reload, fragments}`. The address fields
 * it also posts change nothing here but the province, which chooses the shipping zone. An empty cart answers as
 * WooCommerce's `update_order_review_expired`: only a notice to put in place of the form.
 *
 * Its `security` nonce is not asked for: the answer only draws the visitor's own cart and changes
 * nothing, and no page here hands out WooCommerce's `update_order_review_nonce`.
 */
export async function updateOrderReviewHandler({ request, context }: Parameters<CompatHandler>[0]): Promise<Response> {
  const form = await formFields(request);
  // `post_data`: the checkout form serialized, with the page's submission token.
  const page = new URLSearchParams(text(form, "post_data"));
  const review = await checkoutReview(context, {
    shippingMethod: text(form, "shipping_method[0]") || (page.get("shipping_method") ?? ""),
    paymentMethod: text(form, "payment_method") || (page.get("payment_method") ?? ""),
    token: page.get("checkout_token") ?? "",
    // The delivery address's province chooses the shipping zone.
    province: (page.get("ship_to_different_address") ? page.get("shipping_province") : page.get("billing_province")) ?? "",
  });
  if (!review) return jsonAjaxResponse({ fragments: { [FRAGMENT.form]: errorNoticesHtml([emptyCartNotice(context)]) } });
  const drawn = renderReviewFragments(review);
  return jsonAjaxResponse({
    result: "success",
    messages: "",
    reload: false,
    fragments: { [FRAGMENT.reviewTable]: drawn.reviewTable, [FRAGMENT.payment]: drawn.payment },
  });
}

/** WooCommerce's `send_ajax_failure_response`; `reload` stays false: no checkout here signs the shopper in. */
const failure = (notices: ErrorNotice[], refresh: boolean) =>
  jsonAjaxResponse({ result: "failure", messages: errorNoticesHtml(notices), refresh, reload: false });

/** The page's refusal as notices: each field's error naming its field, or why the order was not placed. */
function refusalNotices(context: AppLoadContext, refusal: CheckoutRefusal): ErrorNotice[] {
  if (refusal.reason === "empty_cart") return [emptyCartNotice(context)];
  const fields = Object.entries(refusal.errors).map(([field, message]) => ({ text: message, field }));
  return refusal.message ? [{ text: refusal.message }, ...fields] : fields;
}

/**
 * `POST /?wc-ajax=checkout` (`WC_Checkout::process_checkout`): the checkout form's fields, read,
 * checked and placed exactly as the page's form post (its messages, its order attribution from
 * the `wc_order_attribution_*` inputs, its submission token in the place of WooCommerce's nonce;
 * the same submission posted again answers the same order). Placed → `{result: "success",
 * redirect, order_id}`, the order-received address with its key; refused → `{result: "failure",
 * messages, refresh, reload}`, `refresh` asking the script to draw the order review again where
 * the cart changed or the page's token went stale.
 */
export async function checkoutHandler({ request, context }: Parameters<CompatHandler>[0]): Promise<Response> {
  const outcome = await submitCheckout(context, request, await formFields(request));
  if (!outcome.placed) {
    return failure(refusalNotices(context, outcome), outcome.reason === "cart_changed" || outcome.reason === "bad_token" || outcome.reason === "coupon" || outcome.reason === "shipping_changed");
  }
  await syncVisitorCartCookies(context, request); // the cart is empty now: its cookies go
  return jsonAjaxResponse({ result: "success", redirect: new URL(outcome.url, context.site.url).href, order_id: outcome.orderId });
}
