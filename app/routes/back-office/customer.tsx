import { Link, data } from "react-router";
import { api, apiErrorMessage, apiResponse } from "~/features/back-office/api";
import { type AppPasswordAnswer, ApplicationPasswordsCard, type WpApplicationPassword } from "~/features/back-office/components/ApplicationPasswordsCard";
import { type ApiKeyAnswer, ApiKeysCard, type ShopApiKey } from "~/features/back-office/components/ApiKeysCard";
import { tAccount } from "~/lib/i18n/areas/account";
import { ScreenError } from "~/features/back-office/components/ScreenError";
import { StatusBadge } from "~/features/back-office/components/StatusBadge";
import { type WcCustomer, customerName } from "~/features/back-office/shop-api";
import { type WcOrder, dongOf, instantOfLocal } from "~/features/back-office/wc-order";
import { formatDate, formatTime } from "~/lib/dates";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { formatDong } from "~/lib/money";
import type { Route } from "./+types/customer";

/**
 * One customer: how to reach them, their saved addresses, their orders, newest first, each
 * opening its order's page, what integrations keep about them (`meta_data`, read only), their
 * application passwords and their WooCommerce REST API keys (made, listed, revoked by staff who
 * may edit the account: WordPress's `edit_user`).
 */

const ORDERS_SHOWN = 20;

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const id = Number(params.customerId);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  const [customer, orders, appPasswords, apiKeys] = await Promise.all([
    api<WcCustomer>({ path: `/wc/v3/customers/${id}`, signal: request.signal }),
    apiResponse({ path: `/wc/v3/orders?customer=${id}&per_page=${ORDERS_SHOWN}`, signal: request.signal }),
    // Null when this staff member may not edit the account (a shop manager and an administrator's).
    api<WpApplicationPassword[]>({ path: `/wp/v2/users/${id}/application-passwords`, signal: request.signal }).catch(() => null),
    api<ShopApiKey[]>({ path: `/cuahang/v1/users/${id}/api-keys`, signal: request.signal }).catch(() => null),
  ]);
  return { customer, orders: (await orders.json()) as WcOrder[], ordersTotal: Number(orders.headers.get("X-WP-Total") ?? 0), appPasswords, apiKeys };
}

export async function clientAction({ params, request }: Route.ClientActionArgs): Promise<AppPasswordAnswer | ApiKeyAnswer> {
  const form = await request.formData();
  const path = `/wp/v2/users/${Number(params.customerId)}/application-passwords`;
  const keysPath = `/cuahang/v1/users/${Number(params.customerId)}/api-keys`;
  const text = (name: string) => String(form.get(name) ?? "");
  try {
    switch (form.get("intent")) {
      case "app-password-create": {
        const made = await api<WpApplicationPassword>({ path, method: "POST", data: { name: text("name") } });
        return { ok: true, created: { name: made.name, password: made.password ?? "" } };
      }
      case "app-password-revoke":
        await api({ path: `${path}/${encodeURIComponent(text("uuid"))}`, method: "DELETE" });
        return { ok: true, message: tAccount("appPasswords.revoked", { name: text("name") }) };
      case "api-key-create": {
        const made = await api<ShopApiKey>({ path: keysPath, method: "POST", data: { description: text("description"), permissions: text("permissions") } });
        return { ok: true, created: { description: made.description, consumerKey: made.consumer_key ?? "", consumerSecret: made.consumer_secret ?? "" } };
      }
      case "api-key-revoke":
        await api({ path: `${keysPath}/${encodeURIComponent(text("id"))}`, method: "DELETE" });
        return { ok: true, message: tAccount("apiKeys.revoked", { description: text("description") }) };
    }
    return { ok: false, message: tBackOffice("api.unknown") };
  } catch (error) {
    return { ok: false, message: apiErrorMessage(error) };
  }
}

export function HydrateFallback() {
  return (
    <div aria-busy="true">
      <p className="text-muted">{tBackOffice("frame.loading")}</p>
    </div>
  );
}

export const ErrorBoundary = ScreenError;

type Address = WcCustomer["shipping"];

/** An address as it is written on a parcel in Việt Nam: name, phone, street, ward, province. */
function AddressBlock({ title, id, address }: { title: string; id: string; address: Address }) {
  const name = [address.last_name, address.first_name].filter(Boolean).join(" ");
  const lines = [name, address.phone, address.address_1, address.address_2, address.city || address.state].filter((l) => l.trim() !== "");
  return (
    <section aria-labelledby={id} className="bo-card">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {lines.length === 0 ? (
        <p className="mt-2 text-muted">{tBackOffice("customer.noAddress")}</p>
      ) : (
        <address className="mt-2 not-italic">
          {lines.map((line, i) => (
            <span key={i} className="block break-words">
              {line}
            </span>
          ))}
        </address>
      )}
    </section>
  );
}

/** A meta value as the owner reads it: text as it is, anything else as its JSON. */
const metaText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** What integrations keep about the customer (their `meta_data`), read only: they write it, not staff. */
function MetaDataCard({ entries }: { entries: WcCustomer["meta_data"] }) {
  return (
    <section aria-labelledby="customer-meta" className="bo-card">
      <h2 id="customer-meta" className="text-lg font-semibold">
        {tBackOffice("customer.metaData")}
      </h2>
      <p className="mt-1 text-sm text-muted">{tBackOffice("customer.metaDataHint")}</p>
      <dl className="mt-3 divide-y divide-gray-100">
        {entries.map((entry) => (
          <div key={entry.id} className="grid gap-1 py-2 sm:grid-cols-3">
            <dt className="font-mono text-sm break-all">{entry.key}</dt>
            <dd className="break-words sm:col-span-2">{metaText(entry.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default function CustomerScreen({ loaderData }: Route.ComponentProps) {
  const { customer, orders, ordersTotal, appPasswords, apiKeys } = loaderData;
  const registered = instantOfLocal(customer.date_created);
  return (
    <div className="space-y-6">
      <div>
        <Link to="/wp-admin/khach-hang/" className="text-brand-700 underline">
          {tBackOffice("customer.back")}
        </Link>
        <h1 className="mt-2 text-2xl font-bold break-words">{customerName(customer)}</h1>
        <p className="mt-1 text-muted">
          {tBackOffice("customer.registered", { date: formatDate(registered) })} · {tBackOffice("customer.username", { username: customer.username })}
        </p>
      </div>

      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="bo-card">
          <dt className="text-sm text-muted">{tBackOffice("customer.email")}</dt>
          <dd className="font-medium break-all">
            <a href={`mailto:${customer.email}`} className="text-brand-700 underline">
              {customer.email}
            </a>
          </dd>
        </div>
        <div className="bo-card">
          <dt className="text-sm text-muted">{tBackOffice("customers.col.orders")}</dt>
          <dd className="text-2xl font-bold">{customer.orders_count}</dd>
        </div>
        <div className="bo-card">
          <dt className="text-sm text-muted">{tBackOffice("customers.col.spent")}</dt>
          <dd className="text-2xl font-bold">{formatDong(dongOf(customer.total_spent))}</dd>
        </div>
      </dl>

      <div className="grid gap-6 sm:grid-cols-2">
        <AddressBlock id="customer-billing" title={tBackOffice("customer.billing")} address={customer.billing} />
        <AddressBlock id="customer-shipping" title={tBackOffice("customer.shipping")} address={customer.shipping} />
      </div>

      <section aria-labelledby="customer-orders">
        <h2 id="customer-orders" className="text-lg font-semibold">
          {tBackOffice("customer.orders")}
        </h2>
        {orders.length === 0 ? (
          <p className="bo-card mt-2">{tBackOffice("customer.noOrders")}</p>
        ) : (
          <>
            <ul className="mt-2 divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
              {orders.map((order) => {
                const placed = instantOfLocal(order.date_created);
                return (
                  <li key={order.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
                    <Link to={`/wp-admin/don-hang/${order.id}/`} className="font-semibold text-brand-700 underline">
                      {tBackOffice("order.title", { number: order.number })}
                    </Link>
                    <StatusBadge status={order.status} />
                    <time dateTime={placed.toISOString()} className="text-sm text-muted">
                      {formatTime(placed)}, {formatDate(placed)}
                    </time>
                    <span className="ml-auto font-medium whitespace-nowrap">{formatDong(dongOf(order.total))}</span>
                  </li>
                );
              })}
            </ul>
            {ordersTotal > orders.length ? (
              <p className="mt-2 text-sm text-muted">{tBackOffice("customer.moreOrders", { shown: orders.length, total: ordersTotal })}</p>
            ) : null}
          </>
        )}
      </section>
      {customer.meta_data.length > 0 ? <MetaDataCard entries={customer.meta_data} /> : null}
      {appPasswords ? <ApplicationPasswordsCard items={appPasswords} /> : null}
      {apiKeys ? <ApiKeysCard items={apiKeys} /> : null}
    </div>
  );
}
