import { Form, Link } from "react-router";
import { apiResponse } from "~/features/back-office/api";
import { ScreenError } from "~/features/back-office/components/ScreenError";
import { type WcCustomer, customerName } from "~/features/back-office/shop-api";
import { dongOf, instantOfLocal } from "~/features/back-office/wc-order";
import { formatDate } from "~/lib/dates";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { formatDong } from "~/lib/money";
import type { Route } from "./+types/customers";
import { PageLinks } from "~/features/back-office/components/PageLinks";

/**
 * The shop's customers (WooCommerce's Customers): the newest first, found by name, e-mail or
 * phone, each with how many orders they placed and what they paid; one opens their page.
 */

const PER_PAGE = 20;

function customersHref(search: string, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set("s", search);
  if (page > 1) params.set("paged", String(page));
  const query = params.toString();
  return `/wp-admin/khach-hang/${query ? `?${query}` : ""}`;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const search = (url.searchParams.get("s") ?? "").trim().slice(0, 200);
  const page = Math.max(1, Number.parseInt(url.searchParams.get("paged") ?? "1", 10) || 1);
  const query = new URLSearchParams({ role: "customer", orderby: "registered_date", order: "desc", per_page: String(PER_PAGE), page: String(page) });
  if (search) query.set("search", search);
  const response = await apiResponse({ path: `/wc/v3/customers?${query}`, signal: request.signal });
  const customers = (await response.json()) as WcCustomer[];
  return { search, page, customers, total: Number(response.headers.get("X-WP-Total") ?? customers.length) };
}

export function HydrateFallback() {
  return (
    <div aria-busy="true">
      <h1 className="text-2xl font-bold">{tBackOffice("customers.title")}</h1>
      <p className="mt-4 text-muted">{tBackOffice("frame.loading")}</p>
    </div>
  );
}

export const ErrorBoundary = ScreenError;

export default function CustomersScreen({ loaderData }: Route.ComponentProps) {
  const { search, page, customers, total } = loaderData;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  return (
    <div>
      <h1 className="text-2xl font-bold">{tBackOffice("customers.title")}</h1>
      <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="block min-w-64 flex-1">
          <span className="font-medium">{tBackOffice("customers.search")}</span>
          <input type="search" name="s" defaultValue={search} placeholder={tBackOffice("customers.searchHint")} className="bo-field" />
        </label>
        <button type="submit" className="bo-button">
          {tBackOffice("customers.find")}
        </button>
        {search ? (
          <Link to="/wp-admin/khach-hang/" className="bo-button-secondary">
            {tBackOffice("orders.clear")}
          </Link>
        ) : null}
      </Form>
      <p className="mt-4 text-muted" role="status">
        {tBackOffice("customers.count", { count: total })}
      </p>
      {customers.length === 0 ? (
        <p className="bo-card mt-2">{tBackOffice("customers.empty")}</p>
      ) : (
        <div className="mt-2 overflow-x-auto rounded-lg border border-gray-200 bg-white">
          <table className="w-full text-left">
            <thead className="border-b border-gray-200 bg-gray-50 text-sm">
              <tr>
                <th scope="col" className="px-3 py-2">{tBackOffice("customers.col.name")}</th>
                <th scope="col" className="hidden px-3 py-2 md:table-cell">{tBackOffice("customers.col.phone")}</th>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">{tBackOffice("customers.col.registered")}</th>
                <th scope="col" className="px-3 py-2 text-right">{tBackOffice("customers.col.orders")}</th>
                <th scope="col" className="px-3 py-2 text-right">{tBackOffice("customers.col.spent")}</th>
              </tr>
            </thead>
            <tbody>
              {customers.map((c) => {
                const registered = instantOfLocal(c.date_created);
                return (
                  <tr key={c.id} className="border-b border-gray-100 last:border-0">
                    <td className="px-3 py-2">
                      <Link to={`/wp-admin/khach-hang/${c.id}/`} className="font-semibold text-brand-700 underline">
                        {customerName(c)}
                      </Link>
                      <span className="block text-sm break-all text-muted">{c.email}</span>
                      {c.billing.phone ? <span className="block text-sm text-muted md:hidden">{c.billing.phone}</span> : null}
                    </td>
                    <td className="hidden px-3 py-2 whitespace-nowrap md:table-cell">{c.billing.phone || "—"}</td>
                    <td className="hidden px-3 py-2 sm:table-cell">
                      <time dateTime={registered.toISOString()}>{formatDate(registered)}</time>
                    </td>
                    <td className="px-3 py-2 text-right">{c.orders_count}</td>
                    <td className="px-3 py-2 text-right whitespace-nowrap">{formatDong(dongOf(c.total_spent))}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <PageLinks page={page} pages={pages} label={tBackOffice("customers.pages")} hrefFor={(n) => customersHref(search, n)} />
    </div>
  );
}
