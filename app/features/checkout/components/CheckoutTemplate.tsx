import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { Cart } from "~/features/cart";
import { type CheckoutErrors, type CheckoutField, type CheckoutValues, checkField, recheckField } from "../checkout-form";
import { type PaymentMethod, type ShippingTable, methodsFromTable } from "../shipping";
import { AddressFields } from "./AddressFields";
import { OrderReviewTable } from "./OrderReviewTable";
import { CouponForm } from "~/features/cart";
import { PaymentSection } from "./PaymentSection";
import { TermsDialog } from "./TermsDialog";
import { trackerFilledFields } from "../attribution/components/AttributionScripts";
import { tCheckout } from "~/lib/i18n/areas/checkout";
import { useHydrated } from "~/ui/use-hydrated";

export type CheckoutTemplateProps = {
  cart: Cart;
  /** Every zone's shipping methods for this cart: the page prices the province as it is picked. */
  shippingTable: ShippingTable;
  paymentMethods: PaymentMethod[];
  terms: { title: string; url: string; html: string } | null;
  token: string;
  /** WooCommerce's coupon nonces, carried by the coupon form for scripts. */
  couponNonces: { apply: string; remove: string };
  /** What the server refused, with what was typed. */
  refusal: { errors: CheckoutErrors; values: CheckoutValues; message: string | null } | null;
  /** The fields' first values (a signed-in shopper's saved addresses); what was typed wins after a refusal. */
  prefill?: CheckoutValues;
  /** Hidden inputs other features add to the form (order attribution). */
  extraFields?: React.ReactNode;
};

/**
 * The checkout page (spec §2 "Checkout"): billing details, an optional delivery address, the
 * order with its shipping methods (the total follows the chosen one), the payment methods, the
 * terms (their link opens them in a lightbox) and the order button. One form posting to the
 * page's action, so it works without scripts, where the server's errors show beside their
 * fields and in a summary; with scripts the same rules check each field as it is left, and a
 * field in error again as the shopper types.
 */
export function CheckoutTemplate({ cart, shippingTable, paymentMethods, terms, token, refusal, prefill, extraFields, couponNonces }: CheckoutTemplateProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  // The coupon form posts too: only the order's own submission makes the page busy.
  const submitting = navigation.state === "submitting" && !navigation.formData?.has("apply_coupon");
  const values = refusal?.values ?? prefill ?? {};
  const [errors, setErrors] = useState<CheckoutErrors>(refusal?.errors ?? {});
  const [shipElsewhere, setShipElsewhere] = useState(values.ship_to_different_address === "1");
  // The delivery address's province chooses the shipping zone, and so the methods and their prices.
  const [provinces, setProvinces] = useState({ billing: values.billing_province ?? "", shipping: values.shipping_province ?? "" });
  const shippingMethods = methodsFromTable(shippingTable, shipElsewhere ? provinces.shipping : provinces.billing);
  const [pickedShippingId, setShippingId] = useState(values.shipping_method ?? "");
  const shippingId = shippingMethods.some((m) => m.id === pickedShippingId) ? pickedShippingId : (shippingMethods[0]?.id ?? "");
  const [paymentId, setPaymentId] = useState(values.payment_method || paymentMethods[0]?.id || "");
  const summaryRef = useRef<HTMLDivElement>(null);
  // The summary lists errors once the shopper tried to order (fields show theirs as they are left).
  const [attempted, setAttempted] = useState(refusal !== null);
  // A new refusal from the server brings its errors, set during the render that brings it.
  const [shownRefusal, setShownRefusal] = useState(refusal);
  if (refusal !== shownRefusal) {
    setShownRefusal(refusal);
    setErrors(refusal?.errors ?? {});
    if (refusal) setProvinces({ billing: refusal.values.billing_province ?? "", shipping: refusal.values.shipping_province ?? "" });
    if (refusal) setAttempted(true);
  }
  const [termsOpen, setTermsOpen] = useState(false);

  const onCheck = (name: CheckoutField, value: string) => setErrors((prev) => recheckField(prev, name, value));

  // A refused submission: the summary takes focus so the shopper hears what to fix.
  useEffect(() => {
    if (refusal) summaryRef.current?.focus();
  }, [refusal]);

  const onProvinceChange = (e: React.FormEvent<HTMLFormElement>) => {
    const field = e.target as HTMLSelectElement;
    if (field.name === "billing_province") setProvinces((p) => ({ ...p, billing: field.value }));
    else if (field.name === "shipping_province") setProvinces((p) => ({ ...p, shipping: field.value }));
  };

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    const form = e.currentTarget;
    const found: CheckoutErrors = {};
    for (const el of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input[name], select[name], textarea[name]")) {
      const name = el.name as CheckoutField;
      if (el.type === "hidden" || el.disabled) continue;
      if (name.startsWith("shipping_") && name !== "shipping_method" && !shipElsewhere) continue;
      const value = el instanceof HTMLInputElement && el.type === "checkbox" ? (el.checked ? el.value : "") : el.value;
      if (el instanceof HTMLInputElement && el.type === "radio") continue;
      const error = checkField(name, value);
      if (error) found[name] = error;
    }
    setErrors(found);
    setAttempted(true);
    if (Object.keys(found).length > 0) {
      e.preventDefault();
      document.getElementById(Object.keys(found)[0]!)?.focus();
      return;
    }
    // The attribution fields are the tracker's to fill: a send that came before it waits for it.
    const filled = trackerFilledFields();
    if (filled !== true) {
      e.preventDefault();
      const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | HTMLInputElement | null;
      void filled.then(() => form.requestSubmit(submitter?.form === form ? submitter : null));
    }
  };

  const errorList = attempted ? (Object.entries(errors) as Array<[CheckoutField, string]>) : [];
  return (
    <>
      <CheckoutCoupon key={cart.hash} nonces={couponNonces} />
      {/* noValidate: the shop's rules decide, in Vietnamese (the server's without scripts, the same
          rules in the browser with them), not the browser's own checks in its own language. */}
      <Form method="post" action="/thanh-toan/" className="checkout woocommerce-checkout mt-6" noValidate onSubmit={onSubmit} onChange={onProvinceChange} aria-busy={submitting || undefined}>
        {extraFields}
        {/* A refused send drawn by the server takes the focus at load: its scripts cannot wait for a first use. */}
        <div ref={summaryRef} tabIndex={-1} className="outline-none" role={refusal?.message || errorList.length > 0 ? "alert" : undefined} data-needs-scripts={refusal ? "" : undefined}>
          {(refusal?.message || errorList.length > 0) && (
            <div className="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout mb-6 rounded-md border-l-4 border-sale bg-red-50 p-4">
              {refusal?.message && <p className="woocommerce-error font-semibold">{refusal.message}</p>}
              {errorList.length > 0 && (
                <>
                  <p className="font-semibold">{tCheckout("checkout.errorSummary")}</p>
                  <ul className="mt-2 list-disc space-y-1 pl-5">
                    {errorList.map(([name, message]) => (
                      <li key={name}>
                        <a href={`#${name}`} className="text-sale underline">{message}</a>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
        </div>

        <div className="grid gap-10 lg:grid-cols-[1fr_26rem]">
          <div className="space-y-8">
            <section aria-labelledby="billing-title" className="woocommerce-billing-fields">
              <h2 id="billing-title" className="mb-4 text-xl font-bold">{tCheckout("checkout.billing")}</h2>
              <AddressFields prefix="billing" errors={errors} values={values} onCheck={onCheck} />
            </section>
            <section className="woocommerce-shipping-fields">
              <p className="flex items-center gap-2">
                <input
                  id="ship-to-different-address-checkbox"
                  type="checkbox"
                  name="ship_to_different_address"
                  value="1"
                  defaultChecked={shipElsewhere}
                  onChange={(e) => setShipElsewhere(e.currentTarget.checked)}
                  className="size-5"
                />
                <label htmlFor="ship-to-different-address-checkbox" className="font-semibold">{tCheckout("checkout.shipToDifferent")}</label>
              </p>
              {/* Shown while the checkbox is ticked, by the stylesheet too (app.css): without scripts the
                  fields are always in the form, and the checkbox decides whether they count. */}
              <div className={`shipping_address mt-4 ${hydrated && !shipElsewhere ? "hidden" : ""}`}>
                <h2 className="mb-4 text-xl font-bold">{tCheckout("checkout.shipping")}</h2>
                <AddressFields prefix="shipping" errors={errors} values={values} onCheck={onCheck} />
              </div>
            </section>
            <p className="form-row">
              <label htmlFor="order_comments" className="text-sm font-semibold">{tCheckout("checkout.note")}</label>
              <textarea
                id="order_comments"
                name="order_comments"
                rows={3}
                maxLength={2000}
                defaultValue={values.order_comments ?? ""}
                placeholder={tCheckout("checkout.notePlaceholder")}
                className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2"
              />
            </p>
          </div>

          <section aria-labelledby="order-review-title" className="woocommerce-checkout-review-order h-fit rounded-lg border border-gray-200 p-5">
            <h2 id="order-review-title" className="text-xl font-bold">{tCheckout("checkout.yourOrder")}</h2>
            <OrderReviewTable cart={cart} shippingMethods={shippingMethods} shippingId={shippingId} onShippingChange={setShippingId} />
            <PaymentSection
              paymentMethods={paymentMethods}
              paymentId={paymentId}
              onPaymentChange={setPaymentId}
              onlyChosenDescription={hydrated}
              token={token}
              cartHash={cart.hash}
            />

            <div className="woocommerce-terms-and-conditions-wrapper mt-6">
              <p className="flex items-start gap-2">
                <input
                  id="terms"
                  type="checkbox"
                  name="terms"
                  value="on"
                  defaultChecked={values.terms === "on"}
                  required
                  aria-invalid={errors.terms ? true : undefined}
                  aria-describedby={errors.terms ? "terms-error" : undefined}
                  onChange={(e) => errors.terms && onCheck("terms", e.currentTarget.checked ? "on" : "")}
                  className="mt-1 size-5 shrink-0"
                />
                <label htmlFor="terms" className="text-sm">
                  {renderTermsLabel(terms, () => setTermsOpen(true))}
                </label>
              </p>
              {errors.terms && <span id="terms-error" className="checkout-inline-error-message mt-1 block text-sm text-sale">{errors.terms}</span>}
            </div>

            <button
              type="submit"
              id="place_order"
              className={`button alt btn-primary mt-6 w-full text-lg ${submitting ? "loading opacity-80" : ""}`}
              aria-busy={submitting || undefined}
              disabled={submitting}
            >
              {submitting ? tCheckout("checkout.placingOrder") : tCheckout("checkout.placeOrder")}
            </button>
          </section>
        </div>
        {terms && termsOpen && <TermsDialog title={terms.title} html={terms.html} onClose={() => setTermsOpen(false)} />}
      </Form>
    </>
  );
}

/**
 * WooCommerce's `checkout_coupon` behind its "Bạn có mã ưu đãi?" toggle, as a disclosure that
 * opens by keyboard and without scripts; a form of its own beside the checkout's (forms do not
 * nest), posting to the checkout page.
 */
function CheckoutCoupon({ nonces }: { nonces: { apply: string; remove: string } }) {
  return (
    <details className="woocommerce-form-coupon-toggle mt-6 rounded-md border border-gray-200 bg-gray-50 px-4 py-3">
      <summary className="woocommerce-info cursor-pointer">
        {tCheckout("checkout.couponQuestion")} <span className="showcoupon text-brand-700 underline">{tCheckout("checkout.couponToggle")}</span>
      </summary>
      <div className="checkout_coupon woocommerce-form-coupon mt-3">
        <p className="mb-2 text-sm text-muted">{tCheckout("checkout.couponHint")}</p>
        <CouponForm action="/thanh-toan/" nonces={nonces} id="checkout-coupon" />
      </div>
    </details>
  );
}

/**
 * "I have read and agree to the shop's {terms and conditions}": the link opens the lightbox once
 * scripts run, its page in a new tab without them. `data-opens-dialog` tells the page's starter
 * that a click made before hydration is the scripts' to do (decisions 044, 045).
 */
function renderTermsLabel(terms: CheckoutTemplateProps["terms"], open: () => void) {
  const [before, after] = tCheckout("checkout.terms", { link: "\u0000" }).split("\u0000");
  const link = terms ? (
    <a
      href={terms.url}
      target="_blank"
      rel="noopener"
      className="woocommerce-terms-and-conditions-link underline"
      data-opens-dialog=""
      onClick={(e) => {
        e.preventDefault();
        open();
      }}
    >
      {tCheckout("checkout.termsLink")}
    </a>
  ) : (
    tCheckout("checkout.termsLink")
  );
  return (
    <>
      {before}
      {link}
      {after} <abbr className="required text-sale no-underline" title={tCheckout("checkout.required")}>*</abbr>
    </>
  );
}
