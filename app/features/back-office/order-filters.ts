import { type OrderStatus, isOrderStatus } from "./wc-order";

/** The orders screen's filters, as its address carries them (WordPress admin's `s`, `paged`). */
export type OrderFilters = { status: OrderStatus | null; search: string; after: string; before: string; page: number };

export const ORDERS_PER_PAGE = 20;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of `/wp-admin/don-hang/?status=…&s=…&after=YYYY-MM-DD&before=YYYY-MM-DD&paged=N`; what cannot be read is no filter. */
export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const status = params.get("status");
  const page = Number(params.get("paged") ?? "1");
  const day = (name: string) => {
    const value = params.get(name) ?? "";
    return DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : "";
  };
  return {
    status: isOrderStatus(status) ? status : null,
    search: (params.get("s") ?? "").trim().slice(0, 200),
    after: day("after"),
    before: day("before"),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The day after `day` (YYYY-MM-DD), for a range that includes its last day. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The REST query of `GET /wc/v3/orders` for these filters: days are the shop's (local times, +07:00), both ends included. */
export function ordersQuery(f: OrderFilters): URLSearchParams {
  const query = new URLSearchParams({ per_page: String(ORDERS_PER_PAGE), page: String(f.page) });
  if (f.status) query.set("status", f.status);
  if (f.search) query.set("search", f.search);
  if (f.after) query.set("after", `${f.after}T00:00:00`);
  if (f.before) query.set("before", `${nextDay(f.before)}T00:00:00`);
  return query;
}

/** The CSV download of every order the filters keep (not one page): `GET /cuahang/v1/orders/export`, one line per order or per product line. */
export function ordersExportPath(f: OrderFilters, lines: boolean): string {
  const query = ordersQuery(f);
  query.delete("page");
  query.delete("per_page");
  if (lines) query.set("lines", "1");
  return `/cuahang/v1/orders/export?${query}`;
}

/** The screen's own address for `f` with `change` applied (a page, a status tab): only the filters that are set. */
export function ordersHref(f: OrderFilters, change: Partial<OrderFilters> = {}): string {
  const next = { ...f, ...change };
  const params = new URLSearchParams();
  if (next.status) params.set("status", next.status);
  if (next.search) params.set("s", next.search);
  if (next.after) params.set("after", next.after);
  if (next.before) params.set("before", next.before);
  if (next.page > 1) params.set("paged", String(next.page));
  const query = params.toString();
  return `/wp-admin/don-hang/${query ? `?${query}` : ""}`;
}
