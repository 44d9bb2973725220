import { Link } from "react-router";
import { api } from "~/features/back-office/api";
import { ScreenError } from "~/features/back-office/components/ScreenError";
import type { ShopDashboard } from "~/features/back-office/shop-api";
import { dongOf, instantOfLocal } from "~/features/back-office/wc-order";
import { formatDate } from "~/lib/dates";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { formatDong } from "~/lib/money";
import type { Route } from "./+types/dashboard";

/**
 * The back office's first screen: today's and this month's orders and revenue, the orders
 * waiting for staff, what runs low or out of stock, and the messages no one has read yet.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { dashboard: await api<ShopDashboard>({ path: "/cuahang/v1/dashboard", signal: request.signal }) };
}

export function HydrateFallback() {
  return (
    <div aria-busy="true">
      <h1 className="text-2xl font-bold">{tBackOffice("frame.dashboard")}</h1>
      <p className="mt-4 text-muted">{tBackOffice("frame.loading")}</p>
    </div>
  );
}

export const ErrorBoundary = ScreenError;

/** The orders list over a period: the shop's dates the period covers (its end is the next period's first moment). */
function ordersHref(period: ShopDashboard["today"]): string {
  const from = period.after.slice(0, 10);
  const last = new Date(instantOfLocal(period.before).getTime() - 1 + 7 * 3_600_000).toISOString().slice(0, 10);
  return `/wp-admin/don-hang/?after=${from}&before=${last}`;
}

function SalesCard({ id, title, period, note }: { id: string; title: string; period: ShopDashboard["today"]; note: string }) {
  return (
    <section aria-labelledby={id} className="bo-card">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{note}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-muted">{tBackOffice("dashboard.revenue")}</dt>
          <dd className="text-2xl font-bold break-words">{formatDong(dongOf(period.revenue))}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{tBackOffice("dashboard.orders")}</dt>
          <dd className="text-2xl font-bold">{period.orders}</dd>
        </div>
      </dl>
      <p className="mt-3">
        <Link to={ordersHref(period)} className="text-brand-700 underline">
          {tBackOffice("dashboard.seeOrders")}
        </Link>
      </p>
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const d = loaderData.dashboard;
  const today = instantOfLocal(d.today.after);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{tBackOffice("frame.dashboard")}</h1>

      <div className="grid gap-4 md:grid-cols-2">
        <SalesCard id="dashboard-today" title={tBackOffice("dashboard.today")} period={d.today} note={formatDate(today)} />
        <SalesCard
          id="dashboard-month"
          title={tBackOffice("dashboard.month")}
          period={d.month}
          note={tBackOffice("dashboard.monthOf", { month: Number(d.month.after.slice(5, 7)), year: d.month.after.slice(0, 4) })}
        />
      </div>
      <p className="text-sm text-muted">{tBackOffice("dashboard.revenueNote")}</p>

      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <li>
          <Link to="/wp-admin/don-hang/?status=processing" className="bo-card block h-full hover:border-brand-700">
            <span className="block text-3xl font-bold">{d.awaiting.processing}</span>
            <span className="block">{tBackOffice("dashboard.processing")}</span>
          </Link>
        </li>
        <li>
          <Link to="/wp-admin/don-hang/?status=on-hold" className="bo-card block h-full hover:border-brand-700">
            <span className="block text-3xl font-bold">{d.awaiting["on-hold"]}</span>
            <span className="block">{tBackOffice("dashboard.onHold")}</span>
          </Link>
        </li>
        <li>
          <Link to="/wp-admin/tin-nhan/?status=unread" className="bo-card block h-full hover:border-brand-700">
            <span className="block text-3xl font-bold">{d.unread_messages}</span>
            <span className="block">{tBackOffice("dashboard.unreadMessages")}</span>
          </Link>
        </li>
        <li>
          <div className="bo-card h-full">
            <span className="block text-3xl font-bold">{d.out_of_stock}</span>
            <span className="block">{tBackOffice("dashboard.outOfStock")}</span>
          </div>
        </li>
      </ul>

      <section aria-labelledby="dashboard-low-stock" className="bo-card">
        <h2 id="dashboard-low-stock" className="text-lg font-semibold">
          {tBackOffice("dashboard.lowStock")}
        </h2>
        <p className="mt-1 text-sm text-muted">{tBackOffice("dashboard.lowStockNote", { threshold: d.low_stock.threshold })}</p>
        {d.low_stock.items.length === 0 ? (
          <p className="mt-3">{tBackOffice("dashboard.noLowStock")}</p>
        ) : (
          <>
            <ul className="mt-3 divide-y divide-gray-100">
              {d.low_stock.items.map((item) => (
                <li key={`${item.product_id}-${item.variation_id}`} className="flex items-baseline gap-3 py-2">
                  <span className="min-w-0 flex-1">
                    <a href={item.permalink} className="break-words text-brand-700 underline">
                      {item.name}
                    </a>
                    {item.sku ? <span className="block text-sm text-muted">{tBackOffice("order.sku", { sku: item.sku })}</span> : null}
                  </span>
                  <span className="font-semibold whitespace-nowrap">{tBackOffice("dashboard.inStock", { count: item.stock_quantity })}</span>
                </li>
              ))}
            </ul>
            {d.low_stock.total > d.low_stock.items.length ? (
              <p className="mt-2 text-sm text-muted">{tBackOffice("dashboard.moreLowStock", { count: d.low_stock.total - d.low_stock.items.length })}</p>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
