import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { formatDate, formatTime } from "~/lib/dates";
import { tAccount } from "~/lib/i18n/areas/account";

/** An application password as `wp/v2/users/{id}/application-passwords` answers it (dates in UTC without an offset). */
export type WpApplicationPassword = { uuid: string; name: string; created: string; last_used: string | null; last_ip: string | null; password?: string };

/** What the screen's action answers for the card's forms. */
export type AppPasswordAnswer = { ok: true; created?: { name: string; password: string }; message?: string } | { ok: false; message: string };

const when = (gmt: string) => {
  const instant = new Date(`${gmt}Z`);
  return `${formatTime(instant)}, ${formatDate(instant)}`;
};

/**
 * An account's application passwords on a back-office screen: made for the account by staff
 * (shown once), listed with when and where last used, and revoked, over WordPress's REST routes.
 * The screen's `clientAction` takes the intents `app-password-create` (`name`) and
 * `app-password-revoke` (`uuid`).
 */
export function ApplicationPasswordsCard({ items }: { items: WpApplicationPassword[] }) {
  const create = useFetcher<AppPasswordAnswer>({ key: "app-password-create" });
  const revoke = useFetcher<AppPasswordAnswer>({ key: "app-password-revoke" });
  const form = useRef<HTMLFormElement>(null);
  const created = create.data?.ok ? create.data.created : undefined;
  useEffect(() => {
    if (created) form.current?.reset();
  }, [created]);
  const failed = create.data && !create.data.ok ? create.data.message : null;
  return (
    <section aria-labelledby="customer-app-passwords" className="bo-card space-y-3">
      <h2 id="customer-app-passwords" className="text-lg font-semibold">
        {tAccount("appPasswords.title")}
      </h2>
      {created ? (
        <div role="status" className="rounded-md border-l-4 border-green-600 bg-green-50 p-3">
          <label htmlFor="customer-app-password-value">{tAccount("appPasswords.created", { name: created.name })}</label>
          <input
            id="customer-app-password-value"
            readOnly
            value={created.password}
            aria-describedby="customer-app-password-note"
            className="bo-field font-mono text-sm select-all sm:text-lg sm:tracking-wider"
          />
          <p id="customer-app-password-note" className="mt-1 text-sm">
            {tAccount("appPasswords.createdNote")}
          </p>
        </div>
      ) : null}
      {revoke.data ? (
        <p role={revoke.data.ok ? "status" : "alert"} className={revoke.data.ok ? "text-green-800" : "text-red-800"}>
          {revoke.data.message}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="text-muted">{tAccount("appPasswords.none")}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {items.map((item) => (
            <li key={item.uuid} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <span className="font-semibold break-words">{item.name}</span>
              <span className="text-sm text-muted">
                {tAccount("appPasswords.column.created")}: {when(item.created)} · {tAccount("appPasswords.column.lastUsed")}:{" "}
                {item.last_used ? `${when(item.last_used)} (${item.last_ip ?? "—"})` : tAccount("appPasswords.never")}
              </span>
              <revoke.Form method="post" className="ml-auto">
                <input type="hidden" name="intent" value="app-password-revoke" />
                <input type="hidden" name="uuid" value={item.uuid} />
                <input type="hidden" name="name" value={item.name} />
                <button type="submit" className="bo-button-secondary" disabled={revoke.state !== "idle"} aria-label={tAccount("appPasswords.revoke", { name: item.name })}>
                  {tAccount("appPasswords.column.revoke")}
                </button>
              </revoke.Form>
            </li>
          ))}
        </ul>
      )}
      <create.Form method="post" ref={form} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="app-password-create" />
        <label className="grow">
          <span className="text-sm font-medium">{tAccount("appPasswords.name")}</span>
          <input
            name="name"
            required
            maxLength={200}
            autoComplete="off"
            className="bo-field"
            aria-invalid={failed ? true : undefined}
            aria-describedby={failed ? "customer-app-password-error" : undefined}
          />
        </label>
        <button type="submit" className="bo-button" disabled={create.state !== "idle"}>
          {tAccount("appPasswords.create")}
        </button>
        {failed ? (
          <p id="customer-app-password-error" role="alert" className="w-full text-red-800">
            {failed}
          </p>
        ) : null}
      </create.Form>
    </section>
  );
}
