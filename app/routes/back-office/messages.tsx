import { Form, Link } from "react-router";
import { apiResponse } from "~/features/back-office/api";
import { MailBadge } from "~/features/back-office/components/MailBadge";
import { ScreenError } from "~/features/back-office/components/ScreenError";
import { type MessageKind, type ShopMessage, messageSummary } from "~/features/back-office/shop-api";
import { instantOfLocal } from "~/features/back-office/wc-order";
import { formatDate, formatTime } from "~/lib/dates";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import type { Route } from "./+types/messages";
import { PageLinks } from "~/features/back-office/components/PageLinks";

/**
 * The shop's inbox: contact-form messages and registration support messages, newest first, the
 * unread ones marked; all or unread only, of one kind or both, a page at a time.
 */

const PER_PAGE = 20;
const KINDS = ["all", "contact", "support"] as const;
type KindFilter = (typeof KINDS)[number];
type Filters = { unread: boolean; kind: KindFilter; page: number };

const isKind = (value: string | null): value is KindFilter => (KINDS as readonly (string | null)[]).includes(value);

function messagesHref(f: Filters): string {
  const params = new URLSearchParams();
  if (f.unread) params.set("status", "unread");
  if (f.kind !== "all") params.set("kind", f.kind);
  if (f.page > 1) params.set("paged", String(f.page));
  const query = params.toString();
  return `/wp-admin/tin-nhan/${query ? `?${query}` : ""}`;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const kind = url.searchParams.get("kind");
  const filters: Filters = {
    unread: url.searchParams.get("status") === "unread",
    kind: isKind(kind) ? kind : "all",
    page: Math.max(1, Number.parseInt(url.searchParams.get("paged") ?? "1", 10) || 1),
  };
  const query = new URLSearchParams({ status: filters.unread ? "unread" : "all", kind: filters.kind, per_page: String(PER_PAGE), page: String(filters.page) });
  // The tabs' counts are their lists' X-WP-Total, as WordPress's list screens count.
  const [list, all, unread] = await Promise.all([
    apiResponse({ path: `/cuahang/v1/messages?${query}`, signal: request.signal }),
    apiResponse({ path: `/cuahang/v1/messages?status=all&kind=${filters.kind}&per_page=1`, signal: request.signal }),
    apiResponse({ path: `/cuahang/v1/messages?status=unread&kind=${filters.kind}&per_page=1`, signal: request.signal }),
  ]);
  const messages = (await list.json()) as ShopMessage[];
  const totalOf = (r: Response) => Number(r.headers.get("X-WP-Total") ?? 0);
  return { filters, messages, total: totalOf(list), counts: { all: totalOf(all), unread: totalOf(unread) } };
}

export function HydrateFallback() {
  return (
    <div aria-busy="true">
      <h1 className="text-2xl font-bold">{tBackOffice("messages.title")}</h1>
      <p className="mt-4 text-muted">{tBackOffice("frame.loading")}</p>
    </div>
  );
}

export const ErrorBoundary = ScreenError;

const kindLabel = (kind: MessageKind) => tBackOffice(`messages.kind.${kind}`);

export default function MessagesScreen({ loaderData }: Route.ComponentProps) {
  const { filters, messages, total, counts } = loaderData;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  return (
    <div>
      <h1 className="text-2xl font-bold">{tBackOffice("messages.title")}</h1>
      <nav aria-label={tBackOffice("messages.tabs")} className="mt-4 overflow-x-auto">
        <ul className="flex gap-2 whitespace-nowrap">
          {([false, true] as const).map((unread) => (
            <li key={String(unread)}>
              <Link
                to={messagesHref({ ...filters, unread, page: 1 })}
                aria-current={filters.unread === unread ? "page" : undefined}
                className="inline-flex min-h-11 items-center rounded-md px-3 hover:bg-gray-200 aria-[current=page]:bg-ink aria-[current=page]:text-white"
              >
                {tBackOffice(unread ? "messages.unread" : "messages.all")} ({unread ? counts.unread : counts.all})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        {filters.unread ? <input type="hidden" name="status" value="unread" /> : null}
        <label className="block min-w-56">
          <span className="font-medium">{tBackOffice("messages.kind")}</span>
          <select name="kind" defaultValue={filters.kind} className="bo-field">
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {k === "all" ? tBackOffice("messages.kind.all") : kindLabel(k)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="bo-button">
          {tBackOffice("orders.apply")}
        </button>
      </Form>
      <p className="mt-4 text-muted" role="status">
        {tBackOffice("messages.count", { count: total })}
      </p>
      {messages.length === 0 ? (
        <p className="bo-card mt-2">{tBackOffice(filters.unread ? "messages.emptyUnread" : "messages.empty")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-100 overflow-hidden rounded-lg border border-gray-200 bg-white">
          {messages.map((m) => {
            const summary = messageSummary(m);
            const sent = instantOfLocal(m.date);
            return (
              <li key={m.id} className={m.read ? "border-l-4 border-l-transparent" : "border-l-4 border-l-brand-700 bg-brand-50"}>
                <Link to={`/wp-admin/tin-nhan/${m.id}/`} className="block px-4 py-3 text-ink hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700">
                  <span className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                    <span className={m.read ? "font-medium" : "font-bold"}>{summary.from || tBackOffice("messages.noName")}</span>
                    {m.read ? null : <span className="bo-badge bg-brand-700 text-white">{tBackOffice("messages.unreadMark")}</span>}
                    <span className="text-sm text-muted">{m.kind === "contact" && m.form ? m.form.title : kindLabel(m.kind)}</span>
                    <MailBadge message={m} />
                    <time dateTime={sent.toISOString()} className="ml-auto text-sm text-muted">
                      {formatTime(sent)}, {formatDate(sent)}
                    </time>
                  </span>
                  {summary.subject ? <span className={`mt-1 block text-brand-700 underline ${m.read ? "" : "font-semibold"}`}>{summary.subject}</span> : null}
                  <span className="mt-1 block text-sm text-muted">{summary.excerpt}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <PageLinks page={filters.page} pages={pages} label={tBackOffice("messages.pages")} hrefFor={(n) => messagesHref({ ...filters, page: n })} />
    </div>
  );
}
