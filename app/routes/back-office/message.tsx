import { Link, data, useFetcher } from "react-router";
import { api, apiErrorMessage } from "~/features/back-office/api";
import { MailBadge } from "~/features/back-office/components/MailBadge";
import { ScreenError } from "~/features/back-office/components/ScreenError";
import { type ShopMessage, fileSize, messageSummary } from "~/features/back-office/shop-api";
import { instantOfLocal } from "~/features/back-office/wc-order";
import { formatDate, formatTime } from "~/lib/dates";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import type { Route } from "./+types/message";

/**
 * One message: who wrote it and when, every field it carried, its files' names and sizes, where
 * it came from, and for a contact form what became of its mail (a failed one can be sent again);
 * marked read or unread by hand, as an inbox's owner decides.
 */

const MESSAGE_ID = /^(contact|support)-(\d{1,10})$/;

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  if (!MESSAGE_ID.test(params.messageId)) throw data(null, { status: 404 });
  return { message: await api<ShopMessage>({ path: `/cuahang/v1/messages/${params.messageId}`, signal: request.signal }) };
}

type ActionAnswer = { ok: boolean; message: string };

export async function clientAction({ params, request }: Route.ClientActionArgs): Promise<ActionAnswer> {
  const form = await request.formData();
  const path = `/cuahang/v1/messages/${params.messageId}`;
  try {
    switch (form.get("intent")) {
      case "read":
      case "unread": {
        const read = form.get("intent") === "read";
        await api({ path, method: "PUT", data: { read } });
        return { ok: true, message: tBackOffice(read ? "message.markedRead" : "message.markedUnread") };
      }
      case "resend": {
        const answer = await api<ShopMessage>({ path: `${path}/resend`, method: "POST" });
        return answer.mail?.status === "mail_sent" ? { ok: true, message: tBackOffice("message.resent") } : { ok: false, message: tBackOffice("message.resendFailed") };
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

/** A support message's fields in the owner's words; a form's come with the message (its labels). */
const SUPPORT_LABELS: Record<string, Parameters<typeof tBackOffice>[0]> = {
  login: "message.field.login",
  email: "message.field.email",
  message: "message.field.message",
};

/** The message's fields in the form's order (the stored JSON keeps none), each with its label; any the form no longer has after, by name. */
function labelledFields(message: ShopMessage): Array<{ name: string; label: string; value: string }> {
  const labels = message.form?.labels ?? Object.fromEntries(Object.entries(SUPPORT_LABELS).map(([name, key]) => [name, tBackOffice(key)]));
  const order = Object.keys(labels);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return Object.entries(message.fields)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, value]) => ({ name, label: labels[name] ?? name, value: Array.isArray(value) ? value.join(", ") : value }));
}

const when = (date: string) => {
  const instant = instantOfLocal(date);
  return { time: formatTime(instant), date: formatDate(instant), iso: instant.toISOString() };
};

function Outcome({ answer }: { answer: ActionAnswer | undefined }) {
  return (
    <p role={answer?.ok === false ? "alert" : "status"} className={answer?.ok === false ? "mt-2 font-medium text-sale" : "mt-2 text-green-800"}>
      {answer?.message ?? ""}
    </p>
  );
}

function MailPanel({ message }: { message: ShopMessage }) {
  const fetcher = useFetcher<ActionAnswer>({ key: `resend-${message.id}` });
  const mail = message.mail;
  if (mail === null) return null;
  const next = mail.next_attempt ? when(mail.next_attempt) : null;
  return (
    <section aria-labelledby="message-mail" className="bo-card">
      <h2 id="message-mail" className="text-lg font-semibold">
        {tBackOffice("message.mail")}
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <MailBadge message={message} />
        <span className="text-sm text-muted">{tBackOffice("message.attempts", { count: mail.attempts })}</span>
      </p>
      {mail.status === "mail_failed" ? (
        <>
          {mail.error ? <p className="mt-2 text-sm break-words">{tBackOffice("message.mailError", { error: mail.error })}</p> : null}
          <p className="mt-2 text-sm">{next ? tBackOffice("message.nextAttempt", next) : tBackOffice("message.noMoreAttempts")}</p>
          <fetcher.Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="resend" />
            <button type="submit" className="bo-button" disabled={fetcher.state !== "idle"}>
              {fetcher.state === "idle" ? tBackOffice("message.resend") : tBackOffice("message.resending")}
            </button>
          </fetcher.Form>
        </>
      ) : null}
      <Outcome answer={fetcher.data} />
    </section>
  );
}

export default function MessageScreen({ loaderData }: Route.ComponentProps) {
  const { message } = loaderData;
  const fetcher = useFetcher<ActionAnswer>({ key: `read-${message.id}` });
  const summary = messageSummary(message);
  const sent = when(message.date);
  const read = message.date_read ? when(message.date_read) : null;
  const source = message.kind === "contact" && message.form ? message.form.title : tBackOffice(`messages.kind.${message.kind}`);
  return (
    <div className="space-y-6">
      <div>
        <Link to="/wp-admin/tin-nhan/" className="text-brand-700 underline">
          {tBackOffice("message.back")}
        </Link>
        <h1 className="mt-2 text-2xl font-bold break-words">{summary.subject || tBackOffice("message.title", { from: summary.from || tBackOffice("messages.noName") })}</h1>
        <p className="mt-1 text-muted">
          {source} · <time dateTime={sent.iso}>{tBackOffice("message.sentAt", sent)}</time>
        </p>
      </div>

      <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <section aria-labelledby="message-fields" className="bo-card">
            <h2 id="message-fields" className="text-lg font-semibold">
              {tBackOffice("message.content")}
            </h2>
            <dl className="mt-2 space-y-3">
              {labelledFields(message).map((field) => (
                <div key={field.name}>
                  <dt className="text-sm font-medium text-muted">{field.label}</dt>
                  <dd className="break-words whitespace-pre-line">{field.value || "—"}</dd>
                </div>
              ))}
            </dl>
          </section>

          {message.files.length > 0 ? (
            <section aria-labelledby="message-files" className="bo-card">
              <h2 id="message-files" className="text-lg font-semibold">
                {tBackOffice("message.files")}
              </h2>
              <ul className="mt-2 space-y-1">
                {message.files.map((file) => (
                  <li key={`${file.field}-${file.name}`} className="break-words">
                    {file.name} <span className="text-sm text-muted">({fileSize(file.size)})</span>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-sm text-muted">{tBackOffice(message.files[0]!.kept ? "message.filesKept" : "message.filesPurged")}</p>
            </section>
          ) : null}

          <section aria-labelledby="message-origin" className="bo-card">
            <h2 id="message-origin" className="text-lg font-semibold">
              {tBackOffice("message.origin")}
            </h2>
            <dl className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
              <dt className="text-sm font-medium text-muted">{tBackOffice("message.ip")}</dt>
              <dd>{message.remote_ip || "—"}</dd>
              {message.url ? (
                <>
                  <dt className="text-sm font-medium text-muted">{tBackOffice("message.page")}</dt>
                  <dd className="break-all">{message.url}</dd>
                </>
              ) : null}
              {message.user_agent ? (
                <>
                  <dt className="text-sm font-medium text-muted">{tBackOffice("message.userAgent")}</dt>
                  <dd className="text-sm break-words">{message.user_agent}</dd>
                </>
              ) : null}
              {message.customer_id ? (
                <>
                  <dt className="text-sm font-medium text-muted">{tBackOffice("message.account")}</dt>
                  <dd>
                    <Link to={`/wp-admin/khach-hang/${message.customer_id}/`} className="text-brand-700 underline">
                      {tBackOffice("message.viewCustomer")}
                    </Link>
                  </dd>
                </>
              ) : null}
            </dl>
          </section>
        </div>
        <div className="space-y-6">
          <section aria-labelledby="message-read" className="bo-card">
            <h2 id="message-read" className="text-lg font-semibold">
              {tBackOffice("message.readState")}
            </h2>
            <p className="mt-2">
              {read ? tBackOffice("message.readBy", { name: message.read_by?.name ?? "—", ...read }) : tBackOffice("message.notRead")}
            </p>
            <fetcher.Form method="post" className="mt-3">
              <input type="hidden" name="intent" value={message.read ? "unread" : "read"} />
              <button type="submit" className={message.read ? "bo-button-secondary" : "bo-button"} disabled={fetcher.state !== "idle"}>
                {tBackOffice(message.read ? "message.markUnread" : "message.markRead")}
              </button>
            </fetcher.Form>
            <Outcome answer={fetcher.data} />
          </section>
          <MailPanel message={message} />
        </div>

      </div>
    </div>
  );
}
