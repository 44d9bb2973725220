import { type Cart, CouponRows } from "~/features/cart";
import { CHECKOUT_PATH } from "~/features/site";
import { Amount } from "~/ui/Amount";
import { type ShippingMethod, shippingPriceKey } from "../shipping";
import { tCheckout } from "~/lib/i18n/areas/checkout";
import { tCartPage } from "~/lib/i18n/areas/cart-page";

export type OrderReviewTableProps = {
  cart: Cart;
  shippingMethods: ShippingMethod[];
  /** The chosen method: the total includes its cost. */
  shippingId: string;
  onShippingChange?: (id: ShippingMethod["id"]) => void;
};

/**
 * The order under review (WooCommerce's `.woocommerce-checkout-review-order-table`): the lines,
 * the subtotal, the shipping methods to choose from and the total with the chosen one. The
 * checkout page shows it, and the order review's refresh (`?wc-ajax=update_order_review`) answers
 * it drawn again for the method the shopper picked.
 */
export function OrderReviewTable({ cart, shippingMethods, shippingId, onShippingChange }: OrderReviewTableProps) {
  const shipping = shippingMethods.find((m) => m.id === shippingId) ?? shippingMethods[0];
  const total = cart.total + (shipping?.cost ?? 0);
  return (
    <table className="shop_table woocommerce-checkout-review-order-table mt-4 w-full text-sm">
      <caption className="sr-only">{tCheckout("checkout.yourOrder")}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{tCartPage("cart.product")}</th>
          <th scope="col">{tCartPage("cart.lineTotal")}</th>
        </tr>
      </thead>
      <tbody>
        {cart.lines.map((l) => (
          <tr key={l.key} className="cart_item border-b border-gray-100">
            <td className="product-name py-2 pr-2">
              {l.name} <strong className="product-quantity">× {l.quantity}</strong>
              {l.options.length > 0 && <span className="block text-xs text-muted">{l.options.map((o) => `${o.label}: ${o.value}`).join(", ")}</span>}
            </td>
            <td className="product-total py-2 text-right"><Amount value={l.lineTotal} /></td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="cart-subtotal">
          <th scope="row" className="py-2 text-left font-normal text-muted">{tCartPage("cart.subtotal")}</th>
          <td className="py-2 text-right"><Amount value={cart.subtotal} /></td>
        </tr>
        <CouponRows cart={cart} pagePath={CHECKOUT_PATH} />
        <tr className="woocommerce-shipping-totals shipping">
          <th scope="row" className="py-2 text-left align-top font-normal text-muted">{tCheckout("checkout.shippingMethod")}</th>
          <td className="py-2">
            {/* The prices shown, posted with the order: an address priced otherwise is shown its prices first. */}
            <input type="hidden" name="shipping_priced" value={shippingPriceKey(shippingMethods)} />
            <fieldset>
              <legend className="sr-only">{tCheckout("checkout.shippingMethod")}</legend>
              {/* Keyed by the prices: another zone's methods are drawn afresh, the chosen one checked. */}
              <ul key={shippingPriceKey(shippingMethods)} id="shipping_method" className="woocommerce-shipping-methods space-y-1">
                {shippingMethods.map((m) => (
                  <li key={m.id} className="flex items-center justify-end gap-2">
                    {/* data-index: WooCommerce's checkout script posts the chosen method as shipping_method[{index}]. */}
                    <input
                      type="radio"
                      name="shipping_method"
                      id={`shipping_method_${m.id}`}
                      data-index="0"
                      value={m.id}
                      defaultChecked={m.id === shipping?.id}
                      onChange={() => onShippingChange?.(m.id)}
                      className="shipping_method size-4"
                    />
                    <label htmlFor={`shipping_method_${m.id}`}>
                      {m.cost === 0 ? m.title : <>{m.title}: <Amount value={m.cost} /></>}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          </td>
        </tr>
        <tr className="order-total border-t border-gray-200">
          <th scope="row" className="py-3 text-left font-semibold">{tCartPage("cart.total")}</th>
          <td className="py-3 text-right text-lg font-bold" aria-live="polite"><Amount value={total} /></td>
        </tr>
      </tfoot>
    </table>
  );
}
