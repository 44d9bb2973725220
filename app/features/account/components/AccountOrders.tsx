import { type AccountOrderSummary, orderStatusLabel } from "~/features/orders";
import { SHOP_PATH } from "~/features/site";
import { formatDate, isoInShopZone } from "~/lib/dates";
import { tAccount } from "~/lib/i18n/areas/account";
import { Amount } from "~/ui/Amount";
import { Pagination } from "~/ui/Pagination";
import { accountUrls } from "../account-urls";

type Props = { orders: AccountOrderSummary[]; page: number; totalPages: number };

/** "1.250.000 ₫ cho 3 sản phẩm": the amount in its markup inside the sentence. */
function TotalFor({ order }: { order: AccountOrderSummary }) {
  const [before, after] = tAccount("account.orders.totalFor", { total: "\u0000", count: order.itemCount }).split("\u0000");
  return (
    <>
      {before}
      <Amount value={order.total} />
      {after}
    </>
  );
}

/**
 * My account's orders (WooCommerce's `myaccount/orders.php`): newest first, a page at a time.
 * On a phone the table scrolls sideways inside a region a keyboard can focus and scroll (spec §2
 * "My account"), rather than squeezing its columns or the page.
 */
export function AccountOrders({ orders, page, totalPages }: Props) {
  if (orders.length === 0) {
    return (
      <div className="woocommerce-info flex flex-wrap items-center justify-between gap-3 rounded-md border-l-4 border-brand-600 bg-gray-50 p-4" role="status">
        <span>{tAccount("account.orders.none")}</span>
        <a href={SHOP_PATH} className="button wc-forward btn-outline text-sm">{tAccount("account.orders.browse")}</a>
      </div>
    );
  }
  const cell = "whitespace-nowrap px-3 py-3";
  return (
    <>
      <div role="region" aria-label={tAccount("account.orders.tableLabel")} tabIndex={0} className="overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-brand-700">
        <table className="woocommerce-orders-table woocommerce-MyAccount-orders shop_table account-orders-table w-full min-w-[36rem] text-sm">
          <thead className="border-b border-gray-300 text-left text-muted">
            <tr>
              <th scope="col" className={cell}>{tAccount("account.orders.number")}</th>
              <th scope="col" className={cell}>{tAccount("account.orders.date")}</th>
              <th scope="col" className={cell}>{tAccount("account.orders.status")}</th>
              <th scope="col" className={cell}>{tAccount("account.orders.total")}</th>
              <th scope="col" className={cell}>{tAccount("account.orders.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id} className={`woocommerce-orders-table__row woocommerce-orders-table__row--status-${order.status} order border-b border-gray-100`}>
                <th scope="row" className={`${cell} text-left font-semibold`}>
                  <a href={accountUrls.viewOrder(order.id)} aria-label={tAccount("account.orders.viewLabel", { id: order.id })} className="underline">
                    #{order.id}
                  </a>
                </th>
                <td className={cell}>
                  <time dateTime={isoInShopZone(order.createdAt)}>{formatDate(order.createdAt)}</time>
                </td>
                <td className={cell}>{orderStatusLabel(order.status)}</td>
                <td className={cell}>
                  <TotalFor order={order} />
                </td>
                <td className={cell}>
                  <a href={accountUrls.viewOrder(order.id)} aria-label={tAccount("account.orders.viewLabel", { id: order.id })} className="button view btn-outline text-sm">
                    {tAccount("account.orders.view")}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} totalPages={totalPages} hrefFor={accountUrls.ordersPage} label={tAccount("account.orders.pages")} className="woocommerce-pagination mt-6" />
    </>
  );
}
