import { tAccount } from "~/lib/i18n/areas/account";
import { type CredentialAnswer, CredentialsCard, credentialTime } from "./CredentialsCard";

/** An application password as `wp/v2/users/{id}/application-passwords` answers it (dates in UTC without an offset). */
export type WpApplicationPassword = { uuid: string; name: string; created: string; last_used: string | null; last_ip: string | null; password?: string };

/** What the screen's action answers for the card's forms. */
export type AppPasswordAnswer = CredentialAnswer<{ name: string; password: string }>;

/** When a password was made, and when and from where it was last used: a row's details in every list of them. */
export function ApplicationPasswordDetails({ created, lastUsed, lastIp }: { created: string; lastUsed: string | null; lastIp: string | null }) {
  return (
    <span className="text-sm text-muted">
      {tAccount("appPasswords.column.created")}: {credentialTime(created)} · {tAccount("appPasswords.column.lastUsed")}:{" "}
      {lastUsed ? `${credentialTime(lastUsed)} (${lastIp ?? "—"})` : tAccount("appPasswords.never")}
    </span>
  );
}

/**
 * An account's application passwords on a back-office screen: made for the account by staff
 * (shown once), listed with when and where last used, and revoked, over WordPress's REST routes.
 * The screen's `clientAction` takes the intents `app-password-create` (`name`) and
 * `app-password-revoke` (`uuid`).
 */
export function ApplicationPasswordsCard({ items }: { items: WpApplicationPassword[] }) {
  return (
    <CredentialsCard<WpApplicationPassword, NonNullable<Extract<AppPasswordAnswer, { ok: true }>["created"]>>
      fetcherKey="app-password"
      headingId="customer-app-passwords"
      title={tAccount("appPasswords.title")}
      none={tAccount("appPasswords.none")}
      items={items}
      itemKey={(item) => item.uuid}
      itemName={(item) => item.name}
      details={(item) => <ApplicationPasswordDetails created={item.created} lastUsed={item.last_used} lastIp={item.last_ip} />}
      revoke={{
        intent: "app-password-revoke",
        fields: (item) => ({ uuid: item.uuid, name: item.name }),
        label: tAccount("appPasswords.column.revoke"),
        itemLabel: (item) => tAccount("appPasswords.revoke", { name: item.name }),
      }}
      create={{
        intent: "app-password-create",
        submitLabel: tAccount("appPasswords.create"),
        made: (made) => (
          <div role="status" className="rounded-md border-l-4 border-green-600 bg-green-50 p-3">
            <label htmlFor="customer-app-password-value">{tAccount("appPasswords.created", { name: made.name })}</label>
            <input
              id="customer-app-password-value"
              readOnly
              value={made.password}
              aria-describedby="customer-app-password-note"
              className="bo-field font-mono text-sm select-all sm:text-lg sm:tracking-wider"
            />
            <p id="customer-app-password-note" className="mt-1 text-sm">
              {tAccount("appPasswords.createdNote")}
            </p>
          </div>
        ),
        fields: ({ failed, errorId }) => (
          <label className="grow">
            <span className="text-sm font-medium">{tAccount("appPasswords.name")}</span>
            <input name="name" required maxLength={200} autoComplete="off" className="bo-field" aria-invalid={failed ? true : undefined} aria-describedby={failed ? errorId : undefined} />
          </label>
        ),
      }}
    />
  );
}
