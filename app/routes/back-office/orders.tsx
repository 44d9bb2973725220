import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { api, apiResponse } from "~/features/back-office/api";
import { ScreenError } from "~/features/back-office/components/ScreenError";
import { StatusBadge } from "~/features/back-office/components/StatusBadge";
import { OrdersExport } from "~/features/back-office/components/OrdersExport";
import { StatusTabs } from "~/features/back-office/components/StatusTabs";
import { showInFields } from "~/features/back-office/form-fields";
import { ORDERS_PER_PAGE, ordersHref, ordersQuery, readOrderFilters } from "~/features/back-office/order-filters";
import { orderOriginLabel } from "~/features/back-office/order-origin";
import { type WcOrder, type WcStatusTotal, dongOf, instantOfLocal } from "~/features/back-office/wc-order";
import { formatDate, formatTime } from "~/lib/dates";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { formatDong } from "~/lib/money";
import type { Route } from "./+types/orders";
import { PageLinks } from "~/features/back-office/components/PageLinks";

/**
 * The orders screen (WooCommerce's Orders list): status tabs with their counts, a search by
 * number, name, phone or e-mail, a date range, 20 orders a page with the Origin column.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filters = readOrderFilters(new URL(request.url).searchParams);
  const [response, totals] = await Promise.all([
    apiResponse({ path: `/wc/v3/orders?${ordersQuery(filters)}`, signal: request.signal }),
    api<WcStatusTotal[]>({ path: "/wc/v3/reports/orders/totals", signal: request.signal }),
  ]);
  const orders = (await response.json()) as WcOrder[];
  return { filters, orders, total: Number(response.headers.get("X-WP-Total") ?? orders.length), totals };
}

export function HydrateFallback() {
  return <OrdersSkeleton />;
}

export const ErrorBoundary = ScreenError;

function OrdersSkeleton() {
  return (
    <div aria-busy="true">
      <h1 className="text-2xl font-bold">{tBackOffice("orders.title")}</h1>
      <p className="mt-4 text-muted">{tBackOffice("frame.loading")}</p>
    </div>
  );
}

export default function OrdersScreen({ loaderData }: Route.ComponentProps) {
  const { filters, orders, total, totals } = loaderData;
  const navigation = useNavigation();
  const searchForm = useRef<HTMLFormElement>(null);
  // The fields show what the address says (emptied by "Bỏ lọc", refilled by Back), keeping the focus where it is.
  useEffect(() => {
    showInFields(searchForm.current, { s: filters.search, after: filters.after, before: filters.before });
  }, [filters.search, filters.after, filters.before]);
  const pages = Math.max(1, Math.ceil(total / ORDERS_PER_PAGE));
  const all = totals.reduce((sum, s) => sum + s.total, 0);
  const tabs = [{ slug: null, name: tBackOffice("orders.all"), total: all }, ...totals.filter((s) => s.total > 0)];
  return (
    <div aria-busy={navigation.state === "loading"}>
      <h1 className="text-2xl font-bold">{tBackOffice("orders.title")}</h1>

      <StatusTabs
        label={tBackOffice("orders.filters")}
        tabs={tabs.map((tab) => ({ key: tab.slug ?? "all", href: ordersHref(filters, { status: tab.slug, page: 1 }), label: `${tab.name} (${tab.total})`, current: filters.status === tab.slug }))}
      />

      {/* On a phone the two dates and the two buttons pair up, so the list starts a screen higher. */}
      <Form ref={searchForm} method="get" role="search" className="mt-4 grid grid-cols-2 items-end gap-3 md:grid-cols-[2fr_1fr_1fr_auto_auto]">
        {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
        <label className="col-span-2 block md:col-span-1">
          <span className="font-medium">{tBackOffice("orders.search")}</span>
          <input type="search" name="s" defaultValue={filters.search} placeholder={tBackOffice("orders.searchHint")} className="bo-field" />
        </label>
        <label className="block">
          <span className="font-medium">{tBackOffice("orders.from")}</span>
          <input type="date" name="after" defaultValue={filters.after} className="bo-field" />
        </label>
        <label className="block">
          <span className="font-medium">{tBackOffice("orders.to")}</span>
          <input type="date" name="before" defaultValue={filters.before} className="bo-field" />
        </label>
        <button type="submit" className="bo-button">
          {tBackOffice("orders.apply")}
        </button>
        <Link to="/wp-admin/don-hang/" className="bo-button-secondary">
          {tBackOffice("orders.clear")}
        </Link>
      </Form>

      <OrdersExport filters={filters} />

      <p className="mt-4 text-muted" role="status">
        {tBackOffice("orders.count", { count: total })}
      </p>

      {orders.length === 0 ? (
        <p className="bo-card mt-2">{tBackOffice("orders.empty")}</p>
      ) : (
        <div className="mt-2 overflow-x-auto rounded-lg border border-gray-200 bg-white">
          <table className="w-full text-left">
            <thead className="border-b border-gray-200 bg-gray-50 text-sm">
              <tr>
                <th scope="col" className="px-3 py-2">{tBackOffice("orders.col.order")}</th>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">{tBackOffice("orders.col.date")}</th>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">{tBackOffice("orders.col.status")}</th>
                <th scope="col" className="hidden px-3 py-2 md:table-cell">{tBackOffice("orders.col.origin")}</th>
                <th scope="col" className="px-3 py-2 text-right">{tBackOffice("orders.col.total")}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => {
                const placed = instantOfLocal(order.date_created);
                return (
                  <tr key={order.id} className="border-b border-gray-100 last:border-0">
                    <td className="px-3 py-2">
                      <Link to={`/wp-admin/don-hang/${order.id}/`} className="font-semibold text-brand-700 underline">
                        #{order.number} {order.billing.first_name}
                      </Link>
                      {/* On a phone the date and status sit under the order: two roomy columns instead of five cramped ones. */}
                      <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted sm:hidden">
                        {formatDate(placed)}
                        <StatusBadge status={order.status} />
                      </span>
                    </td>
                    <td className="hidden px-3 py-2 sm:table-cell">
                      <time dateTime={placed.toISOString()}>
                        {formatDate(placed)}, {formatTime(placed)}
                      </time>
                    </td>
                    <td className="hidden px-3 py-2 sm:table-cell">
                      <StatusBadge status={order.status} />
                    </td>
                    <td className="hidden px-3 py-2 md:table-cell">{orderOriginLabel(order.meta_data)}</td>
                    <td className="px-3 py-2 text-right whitespace-nowrap">
                      {formatDong(dongOf(order.total))}
                      <span className="block text-sm text-muted">{tBackOffice("orders.items", { count: order.line_items.reduce((n, l) => n + l.quantity, 0) })}</span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <PageLinks page={filters.page} pages={pages} label={tBackOffice("orders.pages")} hrefFor={(n) => ordersHref(filters, { page: n })} />
    </div>
  );
}
