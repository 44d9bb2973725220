import type { AppLoadContext } from "react-router";
import { visitorCart } from "~/features/cart/.server/visitor-cart";
import { attributionFromExtensionData } from "~/features/checkout/attribution/posted-attribution.server";
import { newCheckoutToken, placeVisitorOrder } from "~/features/checkout/.server/checkout-page";
import { type CheckoutField, readCheckoutForm } from "~/features/checkout/checkout-form";
import { shippingMethodsFor } from "~/features/checkout/shipping";
import { loadSiteChrome } from "~/features/site/.server/site";
import { requestAllowances } from "~/lib/constants";
import { tCheckout } from "~/lib/i18n/areas/checkout";
import { type NonceSubject, createNonce, verifyNonce } from "~/platform/.server/nonce";
import { restResponse } from "./rest-response";
import { type StoreAddressInput, checkoutAddressFields, storeAddressEmail, storeBillingAddress, storeShippingAddress } from "./store-api-address";

/*
 * WooCommerce's Store API checkout (`POST /wp-json/wc/store/v1/checkout`), the block checkout's
 * way of placing the visitor's cart: JSON in (billing_address, shipping_address, customer_note,
 * payment_method, extensions), the order out in WooCommerce's `CheckoutSchema` shape, its addresses
 * translated both ways by `store-api-address.ts`. Order attribution rides along as extension data
 * under `woocommerce/order-attribution` (spec §3), read by the same rules as the form's inputs.
 */

/** The Store API's nonce action (`wp_create_nonce('wc_store_api')`). */
const STORE_API_ACTION = "wc_store_api";
const ATTRIBUTION_EXTENSION = "woocommerce/order-attribution";

async function storeApiNonceSubject(context: AppLoadContext): Promise<NonceSubject> {
  const session = await context.session.current();
  return { action: STORE_API_ACTION, userId: session?.userId ?? 0, sessionId: session?.id ?? "" };
}

/**
 * An answer carrying a fresh `Nonce` header, as every Store API answer does: a client without one
 * takes it from its first (refused) answer and sends it back.
 */
async function storeApiResponse(context: AppLoadContext, body: unknown, status: number): Promise<Response> {
  const response = restResponse(body, status);
  response.headers.set("Nonce", createNonce(context.site.secretKey, await storeApiNonceSubject(context), context.now()));
  response.headers.set("Nonce-Timestamp", String(Math.floor(context.now().getTime() / 1000)));
  response.headers.set("Cache-Control", "no-store");
  return response;
}

const storeApiError = (context: AppLoadContext, code: string, message: string, status: number, data: Record<string, unknown> = {}) =>
  storeApiResponse(context, { code, message, data: { status, ...data } }, status);

/**
 * WooCommerce's answer when the Store API's rate limit is reached: `rate_limit_exceeded`, with
 * its `RateLimit-*` headers and HTTP's own `Retry-After`, as a 429 (WooCommerce sends the same
 * code with a 400; clients go by the code).
 */
async function rateLimitExceeded(context: AppLoadContext, retryAfterSeconds: number, message: string): Promise<Response> {
  const response = await storeApiError(context, "rate_limit_exceeded", message, 429);
  response.headers.set("RateLimit-Limit", String(requestAllowances.order.burst));
  response.headers.set("RateLimit-Remaining", "0");
  response.headers.set("RateLimit-Retry-After", String(retryAfterSeconds));
  response.headers.set("RateLimit-Reset", String(Math.floor(context.now().getTime() / 1000) + retryAfterSeconds));
  response.headers.set("Retry-After", String(retryAfterSeconds));
  return response;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Which Store API parameter a checkout field belongs to. */
const paramOf = (f: CheckoutField) =>
  f.startsWith("billing_") ? "billing_address" : f.startsWith("shipping_") && f !== "shipping_method" ? "shipping_address" : f === "order_comments" ? "customer_note" : f;

export async function storeApiCheckout({ request, context }: { request: Request; context: AppLoadContext }): Promise<Response> {
  const nonce = request.headers.get("nonce") ?? request.headers.get("x-wc-store-api-nonce");
  if (!nonce) return storeApiError(context, "woocommerce_rest_missing_nonce", tCheckout("checkout.storeApi.missingNonce"), 401);
  if (verifyNonce(context.site.secretKey, nonce, await storeApiNonceSubject(context), context.now()) === false) {
    return storeApiError(context, "woocommerce_rest_invalid_nonce", tCheckout("checkout.storeApi.invalidNonce"), 403);
  }
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return storeApiError(context, "rest_invalid_json", tCheckout("checkout.storeApi.invalidJson"), 400);
  }
  if (!isRecord(body)) return storeApiError(context, "rest_invalid_json", tCheckout("checkout.storeApi.invalidJson"), 400);

  const billing = isRecord(body.billing_address) ? (body.billing_address as StoreAddressInput) : undefined;
  const shipping = isRecord(body.shipping_address) ? (body.shipping_address as StoreAddressInput) : undefined;
  // A shipping address that says nothing new is the billing one (the block checkout sends both).
  const billingFields = checkoutAddressFields("billing", billing);
  const shippingFields = checkoutAddressFields("shipping", shipping);
  const shipElsewhere = shipping !== undefined && shippingFields.some(([, v], i) => v !== billingFields[i]![1]);
  const cart = await visitorCart(context);
  const { options } = await loadSiteChrome(context.db);
  const form = new FormData();
  for (const [name, value] of [
    ...billingFields,
    ["billing_email", storeAddressEmail(billing)],
    ...(shipElsewhere ? shippingFields : []),
    ["ship_to_different_address", shipElsewhere ? "1" : ""],
    ["order_comments", typeof body.customer_note === "string" ? body.customer_note : ""],
    // The Store API has no method in the request: the cart's first (the one the cart page shows chosen).
    ["shipping_method", shippingMethodsFor(cart, options.checkout_settings, (shipElsewhere ? shippingFields : billingFields).find(([n]) => n.endsWith("_province"))?.[1])[0]?.id ?? ""],
    ["payment_method", typeof body.payment_method === "string" ? body.payment_method : ""],
    // The block checkout checks its terms box in the browser; the Store API carries no field for it.
    ["terms", "1"],
    ["checkout_token", newCheckoutToken()],
    ["cart_hash", cart.hash],
  ] as Array<[string, string]>) {
    form.set(name, value);
  }
  const read = readCheckoutForm(form);
  if (!read.ok) {
    const params: Record<string, string> = {};
    for (const [f, message] of Object.entries(read.errors) as Array<[CheckoutField, string]>) params[paramOf(f)] ??= message;
    return storeApiError(context, "rest_invalid_param", tCheckout("checkout.storeApi.invalidParams", { params: Object.keys(params).join(", ") }), 400, {
      params,
      details: read.errors,
    });
  }
  const extensions = isRecord(body.extensions) ? body.extensions : {};
  const attribution = Object.hasOwn(extensions, ATTRIBUTION_EXTENSION) ? attributionFromExtensionData(extensions[ATTRIBUTION_EXTENSION]) : null;
  const placed = await placeVisitorOrder(context, request, read.input, attribution);
  if (!placed.ok) {
    const { error } = placed;
    if (error.code === "too_many_orders") return rateLimitExceeded(context, error.retryAfterSeconds, placed.message);
    const [code, status] = {
      empty_cart: ["woocommerce_rest_cart_empty", 400],
      out_of_stock: ["woocommerce_rest_product_out_of_stock", 400],
      bad_payment: ["woocommerce_rest_checkout_invalid_payment_method", 400],
      bad_shipping: ["woocommerce_rest_checkout_invalid_shipping_method", 400],
      shipping_changed: ["woocommerce_rest_checkout_invalid_shipping_method", 400],
      cart_changed: ["woocommerce_rest_cart_changed", 409],
      bad_token: ["woocommerce_rest_cart_changed", 409],
      coupon: ["woocommerce_rest_cart_coupon_errors", 409],
    }[error.code] as [string, number];
    return storeApiError(context, code, placed.message, status);
  }
  const { input } = read;
  // WooCommerce's CheckoutSchema answer; no extension registered here answers data of its own.
  return storeApiResponse(
    context,
    {
      order_id: placed.orderId,
      status: placed.status,
      order_key: placed.orderKey,
      order_number: String(placed.orderId),
      customer_note: input.note,
      customer_id: (await context.session.current())?.userId ?? 0,
      billing_address: storeBillingAddress(input.billing),
      // Delivered to the billing address unless told otherwise, as WooCommerce copies it.
      shipping_address: storeShippingAddress(input.shipping ?? input.billing),
      payment_method: input.paymentMethod,
      payment_result: { payment_status: "success", payment_details: [], redirect_url: new URL(placed.url, context.site.url).href },
      additional_fields: {},
      extensions: {},
    },
    200,
  );
}
