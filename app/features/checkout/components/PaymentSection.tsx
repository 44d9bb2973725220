import type { PaymentMethod } from "../shipping";
import { tCheckout } from "~/lib/i18n/areas/checkout";

export type PaymentSectionProps = {
  paymentMethods: PaymentMethod[];
  paymentId: string;
  onPaymentChange?: (id: PaymentMethod["id"]) => void;
  /**
   * Only the chosen method's description is drawn shown (scripts switch them). Without scripts
   * the stylesheet shows the chosen one's (app.css), or every one where it cannot.
   */
  onlyChosenDescription: boolean;
  /** The submission's token (one page view, one order). */
  token: string;
  /** The hash of the cart the shopper is shown. */
  cartHash: string;
};

/**
 * The payment methods (WooCommerce's `#payment.woocommerce-checkout-payment`). The submission's
 * token and the shown cart's hash ride here, as WooCommerce's checkout nonce does: the order
 * review's refresh (`?wc-ajax=update_order_review`) draws this section again with the hash of the
 * cart it shows, so an order placed after the refresh is checked against what the shopper saw.
 */
export function PaymentSection({ paymentMethods, paymentId, onPaymentChange, onlyChosenDescription, token, cartHash }: PaymentSectionProps) {
  return (
    <fieldset id="payment" className="woocommerce-checkout-payment mt-6">
      <legend className="text-lg font-bold">{tCheckout("checkout.paymentMethod")}</legend>
      <input type="hidden" name="checkout_token" value={token} />
      <input type="hidden" name="cart_hash" value={cartHash} />
      <ul className="wc_payment_methods payment_methods methods mt-2 space-y-3">
        {paymentMethods.map((m) => (
          <li key={m.id} className={`wc_payment_method payment_method_${m.id}`}>
            <p className="flex items-center gap-2">
              <input
                id={`payment_method_${m.id}`}
                type="radio"
                name="payment_method"
                value={m.id}
                defaultChecked={m.id === paymentId}
                onChange={() => onPaymentChange?.(m.id)}
                className="input-radio size-4"
              />
              <label htmlFor={`payment_method_${m.id}`} className="font-semibold">{m.title}</label>
            </p>
            <p className={`payment_box mt-1 rounded bg-gray-50 p-3 text-sm text-muted ${onlyChosenDescription && m.id !== paymentId ? "hidden" : ""}`}>{m.description}</p>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
