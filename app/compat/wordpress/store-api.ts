import { randomBytes } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { visitorCart } from "~/features/cart/.server/visitor-cart";
import { attributionFromExtensionData } from "~/features/checkout/attribution/posted-attribution.server";
import { placeVisitorOrder } from "~/features/checkout/.server/checkout-page";
import { type CheckoutField, readCheckoutForm } from "~/features/checkout/checkout-form";
import { shippingMethodsFor } from "~/features/checkout/shipping";
import { loadSiteChrome } from "~/features/site/.server/site";
import { tCheckout } from "~/lib/i18n/areas/checkout";
import { type NonceSubject, createNonce, verifyNonce } from "~/platform/.server/nonce";
import { restResponse } from "./rest";

/*
 * WooCommerce's Store API checkout (`POST /wp-json/wc/store/v1/checkout`), the block checkout's
 * way of placing the visitor's cart: JSON in (billing_address, shipping_address, customer_note,
 * payment_method, extensions), the order out. Order attribution rides along as extension data
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

type StoreAddress = Partial<Record<"first_name" | "last_name" | "address_1" | "address_2" | "city" | "state" | "email" | "phone", unknown>>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const field = (address: StoreAddress | undefined, name: keyof StoreAddress) => {
  const v = address?.[name];
  return typeof v === "string" ? v : "";
};

/**
 * A Store API address in the checkout's Vietnamese fields: the name family-first ("Nguyễn" +
 * "Thị Lan"), the province from `state` (or `city` when there is no state), the ward from
 * `address_2` (or `city` under a state), the street from `address_1`.
 */
function addressFields(prefix: "billing" | "shipping", address: StoreAddress | undefined): Array<[string, string]> {
  const state = field(address, "state").trim();
  return [
    [`${prefix}_full_name`, [field(address, "last_name"), field(address, "first_name")].map((s) => s.trim()).filter(Boolean).join(" ")],
    [`${prefix}_phone`, field(address, "phone")],
    [`${prefix}_province`, state || field(address, "city")],
    [`${prefix}_ward`, field(address, "address_2") || (state ? field(address, "city") : "")],
    [`${prefix}_address_1`, field(address, "address_1")],
  ];
}

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

  const billing = isRecord(body.billing_address) ? (body.billing_address as StoreAddress) : undefined;
  const shipping = isRecord(body.shipping_address) ? (body.shipping_address as StoreAddress) : undefined;
  // A shipping address that says nothing new is the billing one (the block checkout sends both).
  const billingFields = addressFields("billing", billing);
  const shippingFields = addressFields("shipping", shipping);
  const shipElsewhere = shipping !== undefined && shippingFields.some(([, v], i) => v !== billingFields[i]![1]);
  const cart = await visitorCart(context);
  const { options } = await loadSiteChrome(context.db);
  const form = new FormData();
  for (const [name, value] of [
    ...billingFields,
    ["billing_email", field(billing, "email")],
    ...(shipElsewhere ? shippingFields : []),
    ["ship_to_different_address", shipElsewhere ? "1" : ""],
    ["order_comments", typeof body.customer_note === "string" ? body.customer_note : ""],
    // The Store API has no method in the request: the cart's first (the one the cart page shows chosen).
    ["shipping_method", shippingMethodsFor(cart.subtotal, options.checkout_settings)[0]?.id ?? ""],
    ["payment_method", typeof body.payment_method === "string" ? body.payment_method : ""],
    // The block checkout checks its terms box in the browser; the Store API carries no field for it.
    ["terms", "1"],
    ["checkout_token", randomBytes(18).toString("base64url")],
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
    const [code, status] = {
      empty_cart: ["woocommerce_rest_cart_empty", 400],
      out_of_stock: ["woocommerce_rest_product_out_of_stock", 400],
      bad_payment: ["woocommerce_rest_checkout_invalid_payment_method", 400],
      bad_shipping: ["woocommerce_rest_checkout_invalid_shipping_method", 400],
      cart_changed: ["woocommerce_rest_cart_changed", 409],
      bad_token: ["woocommerce_rest_cart_changed", 409],
    }[placed.error.code] as [string, number];
    return storeApiError(context, code, placed.message, status);
  }
  const { input } = read;
  const address = (a: typeof input.billing | NonNullable<typeof input.shipping>) => ({
    full_name: a.fullName,
    phone: a.phone,
    state: a.province,
    address_2: a.ward,
    address_1: a.street,
    country: "VN",
  });
  return storeApiResponse(
    context,
    {
      order_id: placed.orderId,
      order_number: String(placed.orderId),
      order_key: placed.orderKey,
      status: placed.status,
      customer_note: input.note,
      billing_address: { ...address(input.billing), email: input.billing.email },
      shipping_address: address(input.shipping ?? input.billing),
      payment_method: input.paymentMethod,
      payment_result: { payment_status: "success", payment_details: [], redirect_url: new URL(placed.url, context.site.url).href },
    },
    200,
  );
}
