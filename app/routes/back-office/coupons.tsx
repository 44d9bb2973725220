import { useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { apiResponse } from "~/features/back-office/api";
import { PageLinks } from "~/features/back-office/components/PageLinks";
import { ScreenError } from "~/features/back-office/components/ScreenError";
import { showInFields } from "~/features/back-office/form-fields";
import { COUPONS_PER_PAGE, type WcCoupon, couponAmountText, couponState, couponsHref } from "~/features/back-office/wc-coupon";
import { instantOfLocal } from "~/features/back-office/wc-order";
import { formatDate } from "~/lib/dates";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import type { Route } from "./+types/coupons";

/**
 * The shop's coupons (WooCommerce's Marketing → Coupons): the newest first, found by a part of
 * their code, 20 a page, each with its type, amount, uses, expiry and whether shoppers can use it
 * now; one opens its form, "Thêm mã giảm giá" a new one.
 */

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const search = (url.searchParams.get("s") ?? "").trim().slice(0, 200);
  const page = Math.max(1, Number.parseInt(url.searchParams.get("paged") ?? "1", 10) || 1);
  const query = new URLSearchParams({ per_page: String(COUPONS_PER_PAGE), page: String(page) });
  if (search) query.set("search", search);
  const response = await apiResponse({ path: `/wc/v3/coupons?${query}`, signal: request.signal });
  const coupons = (await response.json()) as WcCoupon[];
  return { search, page, coupons, total: Number(response.headers.get("X-WP-Total") ?? coupons.length) };
}

export function HydrateFallback() {
  return (
    <div aria-busy="true">
      <h1 className="text-2xl font-bold">{tBackOffice("coupons.title")}</h1>
      <p className="mt-4 text-muted">{tBackOffice("frame.loading")}</p>
    </div>
  );
}

export const ErrorBoundary = ScreenError;

const STATE_BADGE = { active: "bo-badge-processing", draft: "bo-badge-pending", expired: "bo-badge-cancelled", usedUp: "bo-badge-on-hold" } as const;

function Usage({ coupon }: { coupon: WcCoupon }) {
  return (
    <>
      {coupon.usage_count} /{" "}
      {coupon.usage_limit === null ? (
        <>
          <span aria-hidden="true">∞</span>
          <span className="sr-only">{tBackOffice("coupons.unlimited")}</span>
        </>
      ) : (
        coupon.usage_limit
      )}
    </>
  );
}

export default function CouponsScreen({ loaderData }: Route.ComponentProps) {
  const { search, page, coupons, total } = loaderData;
  const pages = Math.max(1, Math.ceil(total / COUPONS_PER_PAGE));
  const deleted = (useLocation().state as { deleted?: string } | null)?.deleted;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => showInFields(form.current, { s: search }), [search]);
  const now = new Date();
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{tBackOffice("coupons.title")}</h1>
        <Link to="/wp-admin/ma-giam-gia/moi/" className="bo-button">
          {tBackOffice("coupons.add")}
        </Link>
      </div>
      <p role="status" className="mt-2 font-medium text-green-800 empty:hidden">
        {deleted ? tBackOffice("coupons.deleted", { code: deleted }) : ""}
      </p>
      <Form ref={form} method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="block min-w-64 flex-1">
          <span className="font-medium">{tBackOffice("coupons.search")}</span>
          <input type="search" name="s" defaultValue={search} placeholder={tBackOffice("coupons.searchHint")} autoCapitalize="none" spellCheck={false} className="bo-field" />
        </label>
        <button type="submit" className="bo-button">
          {tBackOffice("coupons.find")}
        </button>
        {search ? (
          <Link to="/wp-admin/ma-giam-gia/" className="bo-button-secondary">
            {tBackOffice("orders.clear")}
          </Link>
        ) : null}
      </Form>
      <p className="mt-4 text-muted" role="status">
        {tBackOffice("coupons.count", { count: total })}
      </p>
      {coupons.length === 0 ? (
        <p className="bo-card mt-2">{search ? tBackOffice("coupons.empty") : tBackOffice("coupons.none")}</p>
      ) : (
        <div className="mt-2 overflow-x-auto rounded-lg border border-gray-200 bg-white">
          <table className="w-full text-left">
            <thead className="border-b border-gray-200 bg-gray-50 text-sm">
              <tr>
                <th scope="col" className="px-3 py-2">{tBackOffice("coupons.col.code")}</th>
                <th scope="col" className="hidden px-3 py-2 md:table-cell">{tBackOffice("coupons.col.type")}</th>
                <th scope="col" className="hidden px-3 py-2 text-right sm:table-cell">{tBackOffice("coupons.col.amount")}</th>
                <th scope="col" className="hidden px-3 py-2 text-right sm:table-cell">{tBackOffice("coupons.col.usage")}</th>
                <th scope="col" className="hidden px-3 py-2 lg:table-cell">{tBackOffice("coupons.col.expires")}</th>
                <th scope="col" className="px-3 py-2">{tBackOffice("coupons.col.status")}</th>
              </tr>
            </thead>
            <tbody>
              {coupons.map((c) => {
                const state = couponState(c, now);
                const expires = c.date_expires ? instantOfLocal(c.date_expires) : null;
                return (
                  <tr key={c.id} className="border-b border-gray-100 align-top last:border-0">
                    <td className="px-3 py-2">
                      <Link to={`/wp-admin/ma-giam-gia/${c.id}/`} className="font-semibold break-words text-brand-700 underline">
                        {c.code}
                      </Link>
                      {c.description ? <span className="block text-sm text-muted">{c.description}</span> : null}
                      {/* What the hidden columns say, on a narrow screen. */}
                      <span className="block text-sm text-muted md:hidden">{tBackOffice(`coupons.type.${c.discount_type}`)}</span>
                      <span className="block text-sm text-muted sm:hidden">
                        {couponAmountText(c.discount_type, c.amount)}
                        {c.free_shipping ? ` · ${tBackOffice("coupons.freeShipping")}` : ""}
                      </span>
                      <span className="block text-sm text-muted sm:hidden">
                        {c.usage_limit === null
                          ? tBackOffice("coupons.usageUnlimited", { used: c.usage_count })
                          : tBackOffice("coupons.usageOf", { used: c.usage_count, limit: c.usage_limit })}
                      </span>
                    </td>
                    <td className="hidden px-3 py-2 md:table-cell">{tBackOffice(`coupons.type.${c.discount_type}`)}</td>
                    <td className="hidden px-3 py-2 text-right whitespace-nowrap sm:table-cell">
                      {couponAmountText(c.discount_type, c.amount)}
                      {c.free_shipping ? <span className="block text-sm text-muted">{tBackOffice("coupons.freeShipping")}</span> : null}
                    </td>
                    <td className="hidden px-3 py-2 text-right whitespace-nowrap sm:table-cell">
                      <Usage coupon={c} />
                    </td>
                    <td className="hidden px-3 py-2 lg:table-cell">
                      {expires ? <time dateTime={expires.toISOString()}>{formatDate(expires)}</time> : <span className="text-muted">{tBackOffice("coupons.never")}</span>}
                    </td>
                    <td className="px-3 py-2">
                      <span className={`bo-badge ${STATE_BADGE[state]}`}>{tBackOffice(`coupons.state.${state}`)}</span>
                      {expires ? (
                        <span className="mt-1 block text-sm whitespace-nowrap text-muted lg:hidden">
                          <time dateTime={expires.toISOString()}>{formatDate(expires)}</time>
                        </span>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <PageLinks page={page} pages={pages} label={tBackOffice("coupons.pages")} hrefFor={(n) => couponsHref(search, n)} />
    </div>
  );
}
