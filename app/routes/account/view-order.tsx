import { data } from "react-router";
import { requireAccount } from "~/features/account/.server/current-account";
import { bankTransferView } from "~/features/orders/bank-transfer";
import { BankTransferDetails } from "~/features/orders/components/BankTransferDetails";
import { CustomerDetails, OrderDetails } from "~/features/orders/components/OrderReceived";
import { orderOfAccount } from "~/features/orders/.server/orders";
import { orderStatusLabel } from "~/features/orders";
import { loadSiteChrome } from "~/features/site/.server/site";
import { formatDate } from "~/lib/dates";
import { tAccount } from "~/lib/i18n/areas/account";
import { rowId } from "~/lib/row-id";
import { personalPageHeaders } from "~/platform/.server/personal-pages";
import type { Route } from "./+types/view-order";

/**
 * My account's `view-order/{number}/`: an order of the signed-in account. Another account's
 * order, a guest's (opened only by its key) and a number that is none are all the 404 page, so
 * the page says nothing about which orders exist.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const account = await requireAccount(context, request);
  const id = rowId(params.orderId);
  const order = id === null ? null : await orderOfAccount(context.db, id, account.id);
  if (!order) throw data(null, { status: 404 });
  // A bank transfer still awaited: its details again, as on the order-received page.
  const transfer =
    order.paymentMethod === "bacs" && order.status === "on-hold" ? bankTransferView(order, (await loadSiteChrome(context.db)).options.checkout_settings.bacs) : null;
  return { order, transfer };
}

export const headers = personalPageHeaders;

export default function ViewOrderPage({ loaderData }: Route.ComponentProps) {
  const { order, transfer } = loaderData;
  const [before, after] = tAccount("account.viewOrder.summary", { id: order.id, date: "\u0000", status: "\u0001" }).split("\u0000");
  const [middle, end] = after!.split("\u0001");
  return (
    <div className="woocommerce-view-order space-y-8">
      <h2 className="text-xl font-bold">{tAccount("account.viewOrder.title", { id: order.id })}</h2>
      <p>
        {before}
        <mark className="order-date bg-transparent font-semibold">{formatDate(order.createdAt)}</mark>
        {middle}
        <mark className="order-status bg-transparent font-semibold">{orderStatusLabel(order.status)}</mark>
        {end}
      </p>
      {transfer && <BankTransferDetails transfer={transfer} headingLevel={2} />}
      <OrderDetails order={order} />
      <CustomerDetails order={order} />
    </div>
  );
}
