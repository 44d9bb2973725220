import { useEffect, useRef } from "react";
import { Link, data, useFetcher } from "react-router";
import { api, apiErrorMessage, apiResponse } from "~/features/back-office/api";
import { ScreenError } from "~/features/back-office/components/ScreenError";
import { StatusBadge } from "~/features/back-office/components/StatusBadge";
import { orderOriginLabel } from "~/features/back-office/order-origin";
import { ORDER_STATUSES, type WcOrder, type WcOrderNote, dongOf, instantOfLocal, isOrderStatus } from "~/features/back-office/wc-order";
import { orderStatusLabel } from "~/features/orders";
import { formatDate, formatTime } from "~/lib/dates";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { formatDong } from "~/lib/money";
import type { Route } from "./+types/order";

/**
 * One order (WooCommerce's Edit order): its lines, totals, addresses, payment and attribution,
 * its status (changed against the version shown: someone else's change in between is reported,
 * not undone), "payment received" for a bank transfer, and its history with notes to add.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const id = Number(params.orderId);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  const [response, notes] = await Promise.all([
    apiResponse({ path: `/wc/v3/orders/${id}`, signal: request.signal }),
    api<WcOrderNote[]>({ path: `/wc/v3/orders/${id}/notes`, signal: request.signal }),
  ]);
  return { order: (await response.json()) as WcOrder, etag: response.headers.get("ETag") ?? "*", notes };
}

type ActionAnswer = { ok: true; message: string } | { ok: false; message: string };

/** One intent per form: the status, payment received, a note. Each answers what to tell the owner. */
export async function clientAction({ params, request }: Route.ClientActionArgs): Promise<ActionAnswer> {
  const form = await request.formData();
  const id = Number(params.orderId);
  const etag = String(form.get("etag") ?? "*");
  try {
    switch (form.get("intent")) {
      case "status": {
        const status = String(form.get("status"));
        if (!isOrderStatus(status)) return { ok: false, message: tBackOffice("api.unknown") };
        await api({ path: `/wc/v3/orders/${id}`, method: "PUT", data: { status }, headers: { "If-Match": etag } });
        return { ok: true, message: tBackOffice("order.saved") };
      }
      case "paid":
        await api({ path: `/wc/v3/orders/${id}`, method: "PUT", data: { set_paid: true }, headers: { "If-Match": etag } });
        return { ok: true, message: tBackOffice("order.saved") };
      case "note": {
        const toCustomer = form.get("customer_note") === "1";
        await api({ path: `/wc/v3/orders/${id}/notes`, method: "POST", data: { note: String(form.get("note") ?? ""), customer_note: toCustomer } });
        return { ok: true, message: tBackOffice(toCustomer ? "order.noteSent" : "order.noteAdded") };
      }
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

const when = (date: string) => {
  const instant = instantOfLocal(date);
  return { time: formatTime(instant), date: formatDate(instant) };
};

/** What a form's submit answered, announced where the form is. */
function Outcome({ answer }: { answer: ActionAnswer | undefined }) {
  return (
    <p role={answer?.ok === false ? "alert" : "status"} className={answer?.ok === false ? "mt-2 font-medium text-sale" : "mt-2 text-green-800"}>
      {answer?.message ?? ""}
    </p>
  );
}

export default function OrderScreen({ loaderData }: Route.ComponentProps) {
  const { order, etag, notes } = loaderData;
  const shippingLine = order.shipping_lines[0];
  const subtotal = order.line_items.reduce((sum, l) => sum + dongOf(l.subtotal), 0);
  const canMarkPaid = !order.date_paid && (order.status === "pending" || order.status === "on-hold");
  const attribution = order.meta_data.filter((m) => m.key.startsWith("_wc_order_attribution_"));
  return (
    <div className="space-y-6">
      <div>
        <Link to="/wp-admin/don-hang/" className="text-brand-700 underline">
          {tBackOffice("order.back")}
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold">{tBackOffice("order.title", { number: order.number })}</h1>
          <StatusBadge status={order.status} />
        </div>
        <p className="mt-1 text-muted">
          {tBackOffice("order.placed", when(order.date_created))} ·{" "}
          {order.date_paid ? tBackOffice("order.paidAt", when(order.date_paid)) : tBackOffice("order.unpaid")}
        </p>
      </div>

      <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
        {/* First on a phone, where changing the status is the task; beside the order from md. */}
        <div className="space-y-6 md:col-start-2 md:row-start-1">
          <StatusForm order={order} etag={etag} canMarkPaid={canMarkPaid} />
          <NotesPanel orderId={order.id} notes={notes} />
        </div>
        <div className="space-y-6 md:col-start-1 md:row-start-1">
          <section aria-labelledby="order-items" className="bo-card">
            <h2 id="order-items" className="text-lg font-semibold">{tBackOffice("order.items")}</h2>
            <table className="mt-2 w-full text-left">
              <thead className="text-sm text-muted">
                <tr>
                  <th scope="col" className="py-1">{tBackOffice("order.product")}</th>
                  <th scope="col" className="py-1 text-center">{tBackOffice("order.quantity")}</th>
                  <th scope="col" className="py-1 text-right">{tBackOffice("order.lineTotal")}</th>
                </tr>
              </thead>
              <tbody>
                {order.line_items.map((line) => (
                  <tr key={line.id} className="border-t border-gray-100">
                    <td className="py-2">
                      {line.name}
                      {line.sku ? <span className="block text-sm text-muted">{tBackOffice("order.sku", { sku: line.sku })}</span> : null}
                    </td>
                    <td className="py-2 text-center">{line.quantity}</td>
                    <td className="py-2 text-right whitespace-nowrap">{formatDong(dongOf(line.subtotal))}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t border-gray-200">
                  <th scope="row" colSpan={2} className="py-1 text-right font-normal">{tBackOffice("order.subtotal")}</th>
                  <td className="py-1 pl-3 text-right whitespace-nowrap">{formatDong(subtotal)}</td>
                </tr>
                {dongOf(order.discount_total) > 0 ? (
                  <tr>
                    <th scope="row" colSpan={2} className="py-1 text-right font-normal">{tBackOffice("order.discount")}</th>
                    <td className="py-1 pl-3 text-right whitespace-nowrap">−{formatDong(dongOf(order.discount_total))}</td>
                  </tr>
                ) : null}
                <tr>
                  <th scope="row" colSpan={2} className="py-1 text-right font-normal">{tBackOffice("order.shipping", { method: shippingLine?.method_title ?? "" })}</th>
                  <td className="py-1 pl-3 text-right whitespace-nowrap">{formatDong(dongOf(order.shipping_total))}</td>
                </tr>
                <tr>
                  <th scope="row" colSpan={2} className="py-1 text-right">{tBackOffice("order.total")}</th>
                  <td className="py-1 pl-3 text-right font-bold whitespace-nowrap">{formatDong(dongOf(order.total))}</td>
                </tr>
              </tfoot>
            </table>
            <p className="mt-2">
              {tBackOffice("order.payment")}: {order.payment_method_title}
            </p>
          </section>

          <section aria-labelledby="order-addresses" className="bo-card grid gap-4 sm:grid-cols-2">
            <h2 id="order-addresses" className="sr-only">{tBackOffice("order.billing")}</h2>
            <div>
              <h3 className="font-semibold">{tBackOffice("order.billing")}</h3>
              <address className="mt-1 not-italic">
                {order.billing.first_name}
                <br />
                {[order.billing.address_1, order.billing.city, order.billing.state].filter(Boolean).join(", ")}
                <br />
                <a href={`tel:${order.billing.phone}`} className="underline">{order.billing.phone}</a>
                {order.billing.email ? (
                  <>
                    <br />
                    <a href={`mailto:${order.billing.email}`} className="underline">{order.billing.email}</a>
                  </>
                ) : null}
              </address>
            </div>
            <div>
              <h3 className="font-semibold">{tBackOffice("order.shippingAddress")}</h3>
              <address className="mt-1 not-italic">
                {order.shipping.first_name}
                <br />
                {[order.shipping.address_1, order.shipping.city, order.shipping.state].filter(Boolean).join(", ")}
              </address>
            </div>
            {order.customer_note ? (
              <div className="sm:col-span-2">
                <h3 className="font-semibold">{tBackOffice("order.customerNote")}</h3>
                <p className="mt-1 whitespace-pre-line">{order.customer_note}</p>
              </div>
            ) : null}
          </section>

          <section aria-labelledby="order-attribution" className="bo-card">
            <h2 id="order-attribution" className="text-lg font-semibold">{tBackOffice("order.attribution")}</h2>
            {attribution.length === 0 ? (
              <p className="mt-1">{tBackOffice("order.noAttribution")}</p>
            ) : (
              // Label above value on a phone (a long referrer or browser needs the whole width), beside it from sm.
              <dl className="mt-2 grid gap-x-4 sm:grid-cols-[auto_1fr] sm:gap-y-1">
                <dt className="text-sm text-muted sm:text-base">{tBackOffice("order.attr.origin")}</dt>
                <dd>{orderOriginLabel(order.meta_data)}</dd>
                {attribution.map((m) => {
                  const key = m.key.replace("_wc_order_attribution_", "");
                  const label = ATTRIBUTION_LABELS[key];
                  return label ? (
                    <div key={m.key} className="contents">
                      <dt className="mt-2 text-sm text-muted sm:mt-0 sm:text-base">{tBackOffice(label)}</dt>
                      <dd className="break-all">{String(m.value)}</dd>
                    </div>
                  ) : null;
                })}
              </dl>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}

const ATTRIBUTION_LABELS: Record<string, Parameters<typeof tBackOffice>[0]> = {
  referrer: "order.attr.referrer",
  utm_campaign: "order.attr.utm_campaign",
  utm_source: "order.attr.utm_source",
  utm_medium: "order.attr.utm_medium",
  session_entry: "order.attr.session_entry",
  session_pages: "order.attr.session_pages",
  session_count: "order.attr.session_count",
  user_agent: "order.attr.user_agent",
};

function StatusForm({ order, etag, canMarkPaid }: { order: WcOrder; etag: string; canMarkPaid: boolean }) {
  const status = useFetcher<ActionAnswer>({ key: `order-status-${order.id}` });
  const paid = useFetcher<ActionAnswer>({ key: `order-paid-${order.id}` });
  const answer = paid.data ?? status.data;
  return (
    <section aria-labelledby="order-status" className="bo-card">
      <h2 id="order-status" className="text-lg font-semibold">{tBackOffice("order.status")}</h2>
      <status.Form method="post" className="mt-2 space-y-3">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="etag" value={etag} />
        <label className="block">
          <span className="sr-only">{tBackOffice("order.status")}</span>
          {/*
            Keyed by the version, the choice shows the stored status again after each change (and
            after a refused one); the form itself stays mounted, so its answer stays on screen.
          */}
          <select key={etag} name="status" defaultValue={order.status} className="bo-field">
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {orderStatusLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="bo-button w-full" disabled={status.state !== "idle"}>
          {tBackOffice("order.save")}
        </button>
      </status.Form>
      {canMarkPaid ? (
        <paid.Form method="post" className="mt-4 border-t border-gray-200 pt-4">
          <input type="hidden" name="intent" value="paid" />
          <input type="hidden" name="etag" value={etag} />
          <p className="text-sm text-muted" id="mark-paid-hint">{tBackOffice("order.markPaidHint")}</p>
          <button type="submit" aria-describedby="mark-paid-hint" className="bo-button-secondary mt-2 w-full" disabled={paid.state !== "idle"}>
            {tBackOffice("order.markPaid")}
          </button>
        </paid.Form>
      ) : null}
      <Outcome answer={answer} />
    </section>
  );
}

function NotesPanel({ orderId, notes }: { orderId: number; notes: WcOrderNote[] }) {
  const fetcher = useFetcher<ActionAnswer>({ key: `order-note-${orderId}` });
  const form = useRef<HTMLFormElement>(null);
  // Emptied when the answer comes, not when the list has reloaded after it: a next note typed
  // in between is kept.
  useEffect(() => {
    if (fetcher.data?.ok) form.current?.reset();
  }, [fetcher.data]);
  return (
    <section aria-labelledby="order-notes" className="bo-card">
      <h2 id="order-notes" className="text-lg font-semibold">{tBackOffice("order.notes")}</h2>
      <fetcher.Form ref={form} method="post" className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="note" />
        <label className="block">
          <span className="font-medium">{tBackOffice("order.noteText")}</span>
          <textarea name="note" required maxLength={5000} rows={3} className="bo-field" />
        </label>
        <label className="block">
          <span className="font-medium">{tBackOffice("order.noteKind")}</span>
          <select name="customer_note" defaultValue="0" className="bo-field">
            <option value="0">{tBackOffice("order.private")}</option>
            <option value="1">{tBackOffice("order.toCustomer")}</option>
          </select>
        </label>
        <button type="submit" className="bo-button-secondary w-full" disabled={fetcher.state !== "idle"}>
          {tBackOffice("order.addNote")}
        </button>
      </fetcher.Form>
      <Outcome answer={fetcher.data} />
      {notes.length === 0 ? (
        <p className="mt-3">{tBackOffice("order.noNotes")}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className={note.customer_note ? "rounded-md bg-blue-50 p-3" : "rounded-md bg-gray-100 p-3"}>
              <p className="whitespace-pre-line">{note.note}</p>
              <p className="mt-1 text-sm text-muted">
                {note.customer_note ? `${tBackOffice("order.toCustomer")} · ` : ""}
                {tBackOffice("order.noteBy", { author: note.author === "system" ? tBackOffice("order.system") : note.author, ...when(note.date_created) })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
