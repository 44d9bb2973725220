import { Amount } from "~/ui/Amount";
import type { OrderAddressView, OrderView } from "../types";
import { discountLabel } from "../order-discount";
import { tCheckout } from "~/lib/i18n/areas/checkout";
import { tCartPage } from "~/lib/i18n/areas/cart-page";

const orderDate = new Intl.DateTimeFormat("vi-VN", { dateStyle: "long", timeZone: "Asia/Ho_Chi_Minh" });

function AddressBlock({ title, address }: { title: string; address: OrderAddressView }) {
  return (
    <section className="rounded-lg border border-gray-200 p-4">
      <h3 className="font-semibold">{title}</h3>
      <address className="mt-2 text-sm not-italic leading-relaxed">
        {address.fullName}
        <br />
        {address.street}, {address.ward}, {address.province}
        <br />
        <span className="woocommerce-customer-details--phone">{address.phone}</span>
        {address.email && (
          <>
            <br />
            <span className="woocommerce-customer-details--email">{address.email}</span>
          </>
        )}
      </address>
    </section>
  );
}

/**
 * The order-received page's body (WooCommerce's thank-you template): the overview, the payment
 * instructions when there are any (`paymentInstructions`), the lines and totals, the addresses.
 */
export function OrderReceived({ order, paymentInstructions }: { order: OrderView; paymentInstructions?: React.ReactNode }) {
  return (
    <div className="woocommerce-order mt-6 space-y-8">
      <p className="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received rounded-md border-l-4 border-green-600 bg-green-50 p-4 text-lg font-semibold" role="status">
        {tCheckout("order.thankYou")}
      </p>
      <ul className="woocommerce-order-overview order_details grid gap-4 rounded-lg border border-dashed border-gray-300 p-4 text-sm sm:grid-cols-2 lg:grid-cols-5">
        <li className="woocommerce-order-overview__order order">
          {tCheckout("order.number")} <strong className="block text-base">#{order.id}</strong>
        </li>
        <li className="woocommerce-order-overview__date date">
          {tCheckout("order.date")} <strong className="block text-base">{orderDate.format(order.createdAt)}</strong>
        </li>
        {order.billing.email && (
          <li className="woocommerce-order-overview__email email break-all">
            {tCheckout("order.email")} <strong className="block text-base">{order.billing.email}</strong>
          </li>
        )}
        <li className="woocommerce-order-overview__total total">
          {tCheckout("order.total")} <strong className="block text-base"><Amount value={order.total} /></strong>
        </li>
        <li className="woocommerce-order-overview__payment-method method">
          {tCheckout("order.paymentMethodLabel")} <strong className="block text-base">{order.paymentMethodTitle}</strong>
        </li>
      </ul>
      {paymentInstructions}
      <OrderDetails order={order} />
      <CustomerDetails order={order} />
    </div>
  );
}

/** The order's lines and totals (WooCommerce's `order/order-details.php`): the order-received page's and My account's view-order. */
export function OrderDetails({ order }: { order: OrderView }) {
  return (
    <section className="woocommerce-order-details" aria-labelledby="order-details-title">
      <h2 id="order-details-title" className="text-xl font-bold">{tCheckout("order.details")}</h2>
      <table className="woocommerce-table woocommerce-table--order-details shop_table order_details mt-4 w-full text-sm">
        <thead className="border-b border-gray-300 text-left text-muted">
          <tr>
            <th scope="col" className="py-2">{tCartPage("cart.product")}</th>
            <th scope="col" className="py-2 text-right">{tCartPage("cart.lineTotal")}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l, i) => (
            <tr key={i} className="woocommerce-table__line-item order_item border-b border-gray-100">
              <td className="py-2 pr-2">
                {l.name} <strong className="product-quantity">× {l.quantity}</strong>
                {l.options.length > 0 && <span className="block text-xs text-muted">{l.options.map((o) => `${o.label}: ${o.value}`).join(", ")}</span>}
              </td>
              <td className="py-2 text-right"><Amount value={l.lineTotal} /></td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-2 text-left font-normal text-muted">{tCartPage("cart.subtotal")}</th>
            <td className="py-2 text-right"><Amount value={order.subtotal} /></td>
          </tr>
          {order.discountTotal > 0 && (
            <tr className="order-discount">
              <th scope="row" className="py-2 text-left font-normal text-muted">{discountLabel(order)}</th>
              <td className="py-2 text-right">−<Amount value={order.discountTotal} /></td>
            </tr>
          )}
          <tr>
            <th scope="row" className="py-2 text-left font-normal text-muted">{tCheckout("checkout.shippingMethod")}</th>
            <td className="py-2 text-right">
              {order.shippingTotal === 0 ? order.shippingMethodTitle : <>{order.shippingMethodTitle}: <Amount value={order.shippingTotal} /></>}
            </td>
          </tr>
          <tr>
            <th scope="row" className="py-2 text-left font-normal text-muted">{tCheckout("order.paymentMethod")}</th>
            <td className="py-2 text-right">{order.paymentMethodTitle}</td>
          </tr>
          <tr className="border-t border-gray-200">
            <th scope="row" className="py-3 text-left font-semibold">{tCartPage("cart.total")}</th>
            <td className="py-3 text-right text-lg font-bold"><Amount value={order.total} /></td>
          </tr>
          {order.customerNote && (
            <tr>
              <th scope="row" className="py-2 text-left font-normal text-muted">{tCheckout("order.note")}</th>
              <td className="py-2 text-right">{order.customerNote}</td>
            </tr>
          )}
        </tfoot>
      </table>
    </section>
  );
}

/** The order's billing and delivery addresses (`order/order-details-customer.php`). */
export function CustomerDetails({ order }: { order: OrderView }) {
  return (
    <div className="woocommerce-customer-details grid gap-4 sm:grid-cols-2">
      <AddressBlock title={tCheckout("order.billingAddress")} address={order.billing} />
      <AddressBlock title={tCheckout("order.shippingAddress")} address={order.shipping ?? order.billing} />
    </div>
  );
}
