import { randomBytes } from "node:crypto";
import { takeAllowance } from "../../../platform/.server/allowances";
import type { RequestContext } from "../../../platform/.server/context";
import { savedAddressesOf, signedInAccount } from "~/features/account/.server";
import { cartOwnerOf, settleCoupons, visitorCart } from "~/features/cart/.server";
import { couponRemovedMessage } from "~/features/cart";
import { findByPath } from "~/features/content/.server";
import { orderForKey, sendNewOrderToShop, sendOrderConfirmation } from "~/features/orders/.server";
import { loadSiteChrome } from "~/features/site/.server";
import type { SiteOptions } from "~/features/site";
import { type CheckoutErrors, type CheckoutInput, type CheckoutValues, readCheckoutForm } from "../checkout-form";
import { paymentMethodsOf, shippingMethodsFor, shippingTableFor } from "../shipping";
import { attributionFromForm } from "../attribution/posted-attribution.server";
import { type AttributionRow, type PlaceOrderError, isCheckoutToken, placeOrder } from "./place-order";
import { tCheckout } from "~/lib/i18n/areas/checkout";

/** The checkout's order-received address (WooCommerce's `order-received` endpoint), opened with the order's key. */
export const orderReceivedPath = (orderId: number, orderKey: string) => `/thanh-toan/order-received/${orderId}/?key=${encodeURIComponent(orderKey)}`;

/** A submission's token: one page view, one order, however often its form is posted. */
export const newCheckoutToken = () => randomBytes(18).toString("base64url");

/**
 * What the checkout page shows: the visitor's cart priced now, the shipping methods it can have
 * and the payment methods, the terms page for the lightbox, and a fresh submission token (one
 * page view, one order, however often the form is posted). Null when the cart is empty.
 */
export async function checkoutPageData(context: RequestContext) {
  // A coupon that no longer applies comes off here, as WooCommerce checks the cart's coupons on its checkout.
  const cart = (await settleCoupons(context)) ?? (await visitorCart(context));
  if (cart.lines.length === 0) return null;
  const { options } = await loadSiteChrome(context.db);
  const settings = options.checkout_settings;
  const termsPath = settings.terms_page_path.split("/").filter(Boolean);
  const terms = termsPath.length > 0 ? await findByPath(context.db, termsPath, "page") : null;
  return {
    cart,
    shippingTable: shippingTableFor(cart, settings),
    paymentMethods: paymentMethodsOf(settings),
    freeShippingFrom: settings.free_shipping.enabled ? settings.free_shipping.min_amount : null,
    terms: terms ? { title: terms.title, url: terms.url, html: terms.content } : null,
    token: newCheckoutToken(),
    prefill: await savedAddressValues(context),
  };
}

/**
 * A signed-in shopper's saved addresses (My account's edit-address) as the form's first values,
 * the account's e-mail when the billing address has none, as WooCommerce fills them
 * (`WC_Checkout::get_value`). A saved delivery address other than the billing one ticks "ship to
 * a different address", so it is the one used unless the shopper unticks it.
 */
async function savedAddressValues(context: RequestContext): Promise<CheckoutValues> {
  const account = await signedInAccount(context);
  if (!account) return {};
  const saved = await savedAddressesOf(context.db, account.id);
  const values: CheckoutValues = {};
  const fill = (prefix: "billing" | "shipping", a: NonNullable<typeof saved.billing>) => {
    values[`${prefix}_full_name`] = a.fullName;
    values[`${prefix}_phone`] = a.phone;
    values[`${prefix}_province`] = a.province;
    values[`${prefix}_ward`] = a.ward;
    values[`${prefix}_address_1`] = a.street;
  };
  if (saved.billing) fill("billing", saved.billing);
  values.billing_email = saved.billing?.email || account.email;
  if (saved.shipping) {
    fill("shipping", saved.shipping);
    const place = (a: typeof saved.billing) => a && [a.fullName, a.phone, a.province, a.ward, a.street].join("\n");
    if (place(saved.shipping) !== place(saved.billing)) values.ship_to_different_address = "1";
  }
  return values;
}

/**
 * The order review drawn again for what the shopper picked on the page (WooCommerce's
 * `update_order_review`): the visitor's cart priced now, the shipping and payment methods it can
 * have with the picked ones chosen when offered (else the first, as the page chooses), and the
 * page's submission token kept (a fresh one for anything that is not one). Null when the cart is
 * empty.
 */
export async function checkoutReview(context: RequestContext, picked: { shippingMethod: string; paymentMethod: string; token: string; province?: string }) {
  const cart = await visitorCart(context);
  if (cart.lines.length === 0) return null;
  const { options } = await loadSiteChrome(context.db);
  const shippingMethods = shippingMethodsFor(cart, options.checkout_settings, picked.province);
  const paymentMethods = paymentMethodsOf(options.checkout_settings);
  const chosen = <M extends { id: string }>(methods: M[], id: string) => (methods.find((m) => m.id === id) ?? methods[0])?.id ?? "";
  return {
    cart,
    shippingMethods,
    paymentMethods,
    shippingId: chosen(shippingMethods, picked.shippingMethod),
    paymentId: chosen(paymentMethods, picked.paymentMethod),
    token: isCheckoutToken(picked.token) ? picked.token : newCheckoutToken(),
  };
}

export type CheckoutReview = NonNullable<Awaited<ReturnType<typeof checkoutReview>>>;

export type CheckoutRefusal = {
  errors: CheckoutErrors;
  values: CheckoutValues;
  message: string | null;
  /** Why the order was not placed once the fields passed; null when they did not. */
  reason: VisitorOrderError["code"] | null;
};

function refusalMessage(error: PlaceOrderError): string {
  switch (error.code) {
    case "bad_token":
      return tCheckout("checkout.error.expired");
    case "empty_cart":
      return tCheckout("checkout.error.emptyCart");
    case "cart_changed":
      return tCheckout("checkout.error.cartChanged");
    case "bad_shipping":
      return tCheckout("checkout.error.shippingMethod");
    case "shipping_changed":
      return tCheckout("checkout.error.shippingRepriced");
    case "bad_payment":
      return tCheckout("checkout.error.paymentMethod");
    case "out_of_stock":
      return tCheckout("checkout.error.outOfStock", { name: error.name, available: error.available });
    case "coupon":
      return couponRemovedMessage(error.coupon, error.error);
  }
}

/**
 * The checkout form posted (with or without scripts): the fields checked by the form's rules,
 * then the order placed. Placed → the order-received address; refused → the field errors or the
 * reason, with what was typed, for the page to show again.
 */
export async function submitCheckout(
  context: RequestContext,
  request: Request,
  form: FormData,
): Promise<{ placed: true; url: string; orderId: number; orderKey: string; repeated: boolean } | ({ placed: false } & CheckoutRefusal)> {
  const read = readCheckoutForm(form);
  if (!read.ok) return { placed: false, errors: read.errors, values: read.values, message: null, reason: null };
  const result = await placeVisitorOrder(context, request, read.input, attributionFromForm(form));
  if (!result.ok) return { placed: false, errors: {}, values: read.values, message: result.message, reason: result.error.code };
  return { placed: true, url: result.url, orderId: result.orderId, orderKey: result.orderKey, repeated: result.repeated };
}

/** Why a visitor's order was not placed: the order's own reasons, or an address that has ordered too often. */
export type VisitorOrderError = PlaceOrderError | { code: "too_many_orders"; retryAfterSeconds: number };

export type VisitorOrderResult =
  | { ok: true; url: string; orderId: number; orderKey: string; status: string; repeated: boolean }
  | { ok: false; error: VisitorOrderError; message: string };

/**
 * Places the visitor's cart as an order (the checkout form, posted by the page or by WooCommerce's
 * checkout script, and the Store API's checkout) and sends its confirmation. Refused: why, with
 * the Vietnamese message to show; also when the visitor's address has ordered too often
 * (`requestAllowances.order`), before anything is written.
 */
export async function placeVisitorOrder(
  context: RequestContext,
  request: Request,
  input: CheckoutInput,
  attribution: AttributionRow | null,
): Promise<VisitorOrderResult> {
  const session = await context.session.current();
  if (!session) return { ok: false, error: { code: "empty_cart" }, message: tCheckout("checkout.error.emptyCart") };
  const allowed = await takeAllowance(context, "order");
  if (!allowed.ok) {
    return { ok: false, error: { code: "too_many_orders", retryAfterSeconds: allowed.retryAfterSeconds }, message: tCheckout("checkout.error.tooMany") };
  }
  const { options } = await loadSiteChrome(context.db);
  const result = await placeOrder(context.db, {
    owner: cartOwnerOf(session),
    sessionId: session.id,
    userId: session.userId,
    input,
    settings: options.checkout_settings,
    holdStockMinutes: options.woocommerce_settings.hold_stock_minutes,
    attribution,
    customerIp: context.clientIp,
    userAgent: request.headers.get("user-agent") ?? "",
  });
  if (!result.ok) return { ok: false, error: result.error, message: refusalMessage(result.error) };
  const url = orderReceivedPath(result.orderId, result.orderKey);
  if (!result.repeated) void confirmByEmail(context, result.orderId, result.orderKey, options, url);
  return { ok: true, url, orderId: result.orderId, orderKey: result.orderKey, status: result.status, repeated: result.repeated };
}

/**
 * The order is stored: its e-mails (the buyer's confirmation, the shop's "New order") are composed and sent after the answer, so the shopper's next
 * page does not wait for it; a failure is logged, never lost with the order.
 */
async function confirmByEmail(context: RequestContext, orderId: number, orderKey: string, site: SiteOptions, orderPath: string) {
  try {
    const order = await orderForKey(context.db, orderId, orderKey);
    if (order) await Promise.all([sendOrderConfirmation(context, order, { site, orderPath }), sendNewOrderToShop(context, order, site)]);
  } catch (error) {
    context.log.error({ err: error, orderId }, "order e-mail: could not be composed");
  }
}
