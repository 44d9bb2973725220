import { useEffect, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { api, apiErrorMessage, apiResponse } from "~/features/back-office/api";
import { ScreenError } from "~/features/back-office/components/ScreenError";
import { StatusTabs } from "~/features/back-office/components/StatusTabs";
import { showInFields } from "~/features/back-office/form-fields";
import { instantOfLocal } from "~/features/back-office/wc-order";
import { formatDate, formatTime } from "~/lib/dates";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import type { Route } from "./+types/reviews";
import { PageLinks } from "~/features/back-office/components/PageLinks";

/**
 * Product reviews (WooCommerce's Reviews screen): tabs by status with their counts, a search,
 * each review with its product, rating and text, and the moderation actions its status allows;
 * the storefront's averages and counts follow each change at once.
 */

const STATUSES = ["all", "hold", "approved", "spam", "trash"] as const;
type Tab = (typeof STATUSES)[number];
type ReviewStatus = Exclude<Tab, "all">;
const PER_PAGE = 20;

type WcReview = {
  id: number;
  date_created: string;
  product_id: number;
  product_name: string;
  product_permalink: string;
  status: ReviewStatus;
  reviewer: string;
  reviewer_email: string;
  review: string;
  rating: number;
  verified: boolean;
  shop_reply: { content: string; date_created: string } | null;
};

const isTab = (value: string | null): value is Tab => (STATUSES as readonly (string | null)[]).includes(value);

function hrefOf(tab: Tab, search: string, page = 1): string {
  const params = new URLSearchParams();
  if (tab !== "all") params.set("status", tab);
  if (search) params.set("s", search);
  if (page > 1) params.set("paged", String(page));
  const query = params.toString();
  return `/wp-admin/danh-gia/${query ? `?${query}` : ""}`;
}

/** A review's text as plain words: the API answers WordPress's HTML (escaped text in a paragraph). */
function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  return (doc.body.textContent ?? "").trim();
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const status = url.searchParams.get("status");
  const tab: Tab = isTab(status) ? status : "all";
  const search = (url.searchParams.get("s") ?? "").trim().slice(0, 200);
  const page = Math.max(1, Number.parseInt(url.searchParams.get("paged") ?? "1", 10) || 1);
  const query = new URLSearchParams({ status: tab, per_page: String(PER_PAGE), page: String(page) });
  if (search) query.set("search", search);
  // Each tab's count is its list's X-WP-Total (WooCommerce has no report of reviews by status).
  const [list, ...counts] = await Promise.all([
    apiResponse({ path: `/wc/v3/products/reviews?${query}`, signal: request.signal }),
    ...STATUSES.map((s) => apiResponse({ path: `/wc/v3/products/reviews?status=${s}&per_page=1`, signal: request.signal })),
  ]);
  const reviews = (await list.json()) as WcReview[];
  return {
    tab,
    search,
    page,
    reviews: reviews.map((r) => ({ ...r, text: plainText(r.review) })),
    total: Number(list.headers.get("X-WP-Total") ?? reviews.length),
    counts: Object.fromEntries(STATUSES.map((s, i) => [s, Number(counts[i]!.headers.get("X-WP-Total") ?? 0)])) as Record<Tab, number>,
  };
}

type ActionAnswer = { ok: boolean; message: string };

export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionAnswer> {
  const form = await request.formData();
  const id = Number(form.get("id"));
  const author = String(form.get("author") ?? "");
  const to = String(form.get("to"));
  try {
    if (to === "reply" || to === "reply-delete") {
      const content = String(form.get("content") ?? "").trim();
      if (to === "reply" && content === "") return { ok: false, message: tBackOffice("reviews.replyEmpty") };
      await api({ path: `/cuahang/v1/reviews/${id}/reply`, method: to === "reply" ? "POST" : "DELETE", data: to === "reply" ? { content } : undefined });
      return { ok: true, message: tBackOffice(to === "reply" ? "reviews.done.reply" : "reviews.done.replyDeleted", { author }) };
    }
    if (to === "deleted") {
      await api({ path: `/wc/v3/products/reviews/${id}?force=true`, method: "DELETE" });
    } else {
      await api({ path: `/wc/v3/products/reviews/${id}`, method: "PUT", data: { status: to } });
    }
    return { ok: true, message: tBackOffice(`reviews.done.${to as ReviewStatus | "deleted"}`, { author }) };
  } catch (error) {
    return { ok: false, message: apiErrorMessage(error) };
  }
}

export function HydrateFallback() {
  return (
    <div aria-busy="true">
      <h1 className="text-2xl font-bold">{tBackOffice("reviews.title")}</h1>
      <p className="mt-4 text-muted">{tBackOffice("frame.loading")}</p>
    </div>
  );
}

export const ErrorBoundary = ScreenError;

/** The moderation actions a review in `status` offers, as WordPress's comment row actions. */
function actionsFor(status: ReviewStatus): Array<{ to: ReviewStatus | "deleted"; label: Parameters<typeof tBackOffice>[0] }> {
  switch (status) {
    case "hold":
      return [{ to: "approved", label: "reviews.approve" }, { to: "spam", label: "reviews.spam" }, { to: "trash", label: "reviews.trash" }];
    case "approved":
      return [{ to: "hold", label: "reviews.unapprove" }, { to: "spam", label: "reviews.spam" }, { to: "trash", label: "reviews.trash" }];
    case "spam":
    case "trash":
      return [{ to: "approved", label: "reviews.restore" }, { to: "deleted", label: "reviews.delete" }];
  }
}

/**
 * The shop's public reply under the review: shown with "edit" and "delete", or a "reply" that
 * opens its form (a disclosure, so it works by keyboard and keeps the list short).
 */
function ReviewReply({ review, fetcher }: { review: WcReview; fetcher: ReturnType<typeof useFetcher<ActionAnswer>> }) {
  const reply = review.shop_reply;
  const busy = fetcher.state !== "idle";
  const fieldId = `review-${review.id}-reply`;
  return (
    <div className="mt-3">
      {reply ? (
        <div className="border-l-4 border-gray-300 pl-3">
          <p className="text-sm font-medium">{tBackOffice("reviews.shopReply")}</p>
          <p className="whitespace-pre-line">{reply.content}</p>
        </div>
      ) : null}
      <details className="mt-2">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-700 underline">
          {tBackOffice(reply ? "reviews.editReply" : "reviews.reply")}
        </summary>
        <fetcher.Form method="post" className="mt-2">
          <input type="hidden" name="id" value={review.id} />
          <input type="hidden" name="author" value={review.reviewer} />
          <label htmlFor={fieldId} className="font-medium">
            {tBackOffice("reviews.replyLabel", { author: review.reviewer })}
          </label>
          <textarea id={fieldId} name="content" required maxLength={5000} rows={3} defaultValue={reply?.content ?? ""} className="bo-field" />
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="submit" name="to" value="reply" className="bo-button" disabled={busy}>
              {tBackOffice("reviews.sendReply")}
            </button>
            {reply ? (
              <button type="submit" name="to" value="reply-delete" formNoValidate className="bo-button-secondary" disabled={busy}>
                {tBackOffice("reviews.deleteReply")}
              </button>
            ) : null}
          </div>
        </fetcher.Form>
      </details>
    </div>
  );
}

function ReviewCard({ review, onAnswer }: { review: WcReview & { text: string }; onAnswer: (answer: ActionAnswer) => void }) {
  const fetcher = useFetcher<ActionAnswer>({ key: `review-${review.id}` });
  // Handed up as soon as it comes: a review moved to another tab leaves this list (and this card
  // with it) when the list reloads, and its answer must still be told.
  useEffect(() => {
    if (fetcher.data) onAnswer(fetcher.data);
  }, [fetcher.data, onAnswer]);
  const placed = instantOfLocal(review.date_created);
  return (
    <li className="bo-card">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <strong>{review.reviewer}</strong>
        <span className="text-sm text-muted">{review.reviewer_email}</span>
        {review.verified ? <span className="bo-badge bo-badge-processing">{tBackOffice("reviews.verified")}</span> : null}
        {review.status === "hold" ? <span className="bo-badge bo-badge-on-hold">{tBackOffice("reviews.status.hold")}</span> : null}
      </p>
      <p className="mt-1 text-sm text-muted">
        <span aria-hidden="true">{"★".repeat(review.rating)}{"☆".repeat(5 - review.rating)}</span>{" "}
        <span>{tBackOffice("reviews.rating", { rating: review.rating })}</span>{" "}
        {tBackOffice("reviews.on")}{" "}
        <a href={review.product_permalink} className="text-brand-700 underline">{review.product_name}</a>
        {" · "}
        <time dateTime={placed.toISOString()}>{formatDate(placed)}, {formatTime(placed)}</time>
      </p>
      <p className="mt-2 whitespace-pre-line">{review.text}</p>
      <ReviewReply review={review} fetcher={fetcher} />
      <div className="mt-3 flex flex-wrap gap-2">
        {actionsFor(review.status).map((action) => (
          <fetcher.Form key={action.to} method="post">
            <input type="hidden" name="id" value={review.id} />
            <input type="hidden" name="author" value={review.reviewer} />
            <input type="hidden" name="to" value={action.to} />
            <button type="submit" className={action.to === "approved" ? "bo-button" : "bo-button-secondary"} disabled={fetcher.state !== "idle"}>
              {tBackOffice(action.label)}
            </button>
          </fetcher.Form>
        ))}
      </div>
    </li>
  );
}

export default function ReviewsScreen({ loaderData }: Route.ComponentProps) {
  const { tab, search, page, reviews, total, counts } = loaderData;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const [answer, setAnswer] = useState<ActionAnswer | null>(null);
  // A success fades after a while so it does not sit over the list; a failure stays until the next action.
  useEffect(() => {
    if (!answer?.ok) return;
    const timer = setTimeout(() => setAnswer(null), 8000);
    return () => clearTimeout(timer);
  }, [answer]);
  const searchForm = useRef<HTMLFormElement>(null);
  // The field shows what the address says (a tab's link keeps the search; Back restores it).
  useEffect(() => showInFields(searchForm.current, { s: search }), [search]);
  return (
    <div>
      <h1 className="text-2xl font-bold">{tBackOffice("reviews.title")}</h1>
      <StatusTabs
        label={tBackOffice("reviews.tabs")}
        tabs={STATUSES.map((s) => ({ key: s, href: hrefOf(s, search), label: `${tBackOffice(`reviews.status.${s}`)} (${counts[s]})`, current: tab === s }))}
      />
      <Form ref={searchForm} method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3">
        {tab !== "all" ? <input type="hidden" name="status" value={tab} /> : null}
        <label className="block min-w-64 flex-1">
          <span className="font-medium">{tBackOffice("reviews.search")}</span>
          <input type="search" name="s" defaultValue={search} placeholder={tBackOffice("reviews.searchHint")} className="bo-field" />
        </label>
        <button type="submit" className="bo-button">{tBackOffice("orders.apply")}</button>
      </Form>
      <p className="mt-4 text-muted" role="status">{tBackOffice("reviews.count", { count: total })}</p>
      {reviews.length === 0 ? (
        <p className="bo-card mt-2">{tBackOffice("reviews.empty")}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} onAnswer={setAnswer} />
          ))}
        </ul>
      )}
      {/* The last action's answer, where it is seen wherever the list is scrolled to, and announced. */}
      <p
        role={answer?.ok === false ? "alert" : "status"}
        className={answer ? `fixed inset-x-4 bottom-4 z-10 rounded-md px-4 py-3 font-medium shadow-lg md:left-auto md:max-w-md ${answer.ok ? "bg-ink text-white" : "bg-sale text-white"}` : "sr-only"}
      >
        {answer?.message ?? ""}
      </p>
      <PageLinks page={page} pages={pages} label={tBackOffice("reviews.pages")} hrefFor={(n) => hrefOf(tab, search, n)} />
    </div>
  );
}
