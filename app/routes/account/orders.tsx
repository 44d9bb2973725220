import { data } from "react-router";
import { requireAccount } from "~/features/account/.server/current-account";
import { AccountOrders } from "~/features/account/components/AccountOrders";
import { ACCOUNT_ORDERS_PER_PAGE, ordersOfAccount } from "~/features/orders/.server/orders";
import { parsePageNumber } from "~/lib/page-number";
import { personalPageHeaders } from "~/platform/.server/personal-pages";
import type { Route } from "./+types/orders";

/** My account's `orders/` and `orders/{page}/`: the account's orders, 10 a page; a page past the last is a 404. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const account = await requireAccount(context, request);
  const page = parsePageNumber(params.page);
  if (page === null) throw data(null, { status: 404 });
  const { orders, total } = await ordersOfAccount(context.db, account.id, page);
  const totalPages = Math.max(1, Math.ceil(total / ACCOUNT_ORDERS_PER_PAGE));
  if (page > totalPages) throw data(null, { status: 404 });
  return { orders, page, totalPages };
}

export const headers = personalPageHeaders;

export default function AccountOrdersPage({ loaderData }: Route.ComponentProps) {
  return <AccountOrders orders={loaderData.orders} page={loaderData.page} totalPages={loaderData.totalPages} />;
}
