import { Form } from "react-router";
import { tAccount } from "~/lib/i18n/areas/account";
import { accountUrls } from "../account-urls";
import { APP_PASSWORD_FIELDS, type AppPasswordIntent, type AppPasswordsPage, type AppPasswordsResult } from "../application-passwords-view";

const inputClass =
  "input-text mt-1 block min-h-11 w-full max-w-sm rounded-md border border-gray-300 px-3 aria-[invalid=true]:border-sale aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-sale";

/**
 * My account's 'Mật khẩu ứng dụng' (WordPress's application passwords section): a name makes a
 * password, shown once in WordPress's grouping; the list says when each was made and last used,
 * and from where, and revokes each. Plain forms: all of it works without scripts.
 */
export function ApplicationPasswords({ page, result }: { page: AppPasswordsPage; result: AppPasswordsResult | null }) {
  const failed = result?.kind === "create_failed" ? result : null;
  return (
    <div className="grid gap-6">
      <h2 className="text-xl font-bold">{tAccount("appPasswords.title")}</h2>
      {result?.kind === "refused" && (
        <div role="alert" className="woocommerce-error rounded-md border-l-4 border-sale bg-red-50 p-4">
          {tAccount("account.twoFactor.error.refused")}
        </div>
      )}
      {result?.kind === "created" && <NewPassword name={result.name} password={result.password} />}
      <p>{tAccount("appPasswords.intro")}</p>
      <Form method="post" action={accountUrls.applicationPasswords} className="grid gap-3">
        <Hidden intent="create" nonce={page.nonce} />
        <p>
          <label htmlFor="new-application-password-name" className="font-semibold">
            {tAccount("appPasswords.name")}
          </label>
          {/* A new key after each password made: the field starts empty again (scripts keep the typed value otherwise). */}
          <input
            key={result?.kind === "created" ? result.password : "new"}
            id="new-application-password-name"
            name={APP_PASSWORD_FIELDS.name}
            className={inputClass}
            defaultValue={failed?.name ?? ""}
            maxLength={200}
            required
            autoComplete="off"
            aria-invalid={failed ? true : undefined}
            aria-describedby={failed ? "new-application-password-error" : undefined}
          />
          {failed && (
            <span id="new-application-password-error" className="mt-1 block text-sm text-sale">
              {failed.error}
            </span>
          )}
        </p>
        <p>
          <button type="submit" className="button btn-primary">{tAccount("appPasswords.create")}</button>
        </p>
      </Form>
      <List page={page} />
    </div>
  );
}

function Hidden({ intent, nonce }: { intent: AppPasswordIntent; nonce: string }) {
  return (
    <>
      <input type="hidden" name={APP_PASSWORD_FIELDS.intent} value={intent} />
      <input type="hidden" name={APP_PASSWORD_FIELDS.nonce} value={nonce} />
    </>
  );
}

function NewPassword({ name, password }: { name: string; password: string }) {
  return (
    <div role="status" className="woocommerce-message grid gap-2 rounded-md border-l-4 border-green-600 bg-green-50 p-4">
      <p>
        <label htmlFor="new-application-password-value">{tAccount("appPasswords.created", { name })}</label>
      </p>
      {/* One tap selects it all, to copy; its spaces are ignored when it is used. */}
      <input
        id="new-application-password-value"
        readOnly
        value={password}
        className="code block w-full max-w-sm select-all rounded-md border border-gray-300 bg-white px-3 py-2 font-mono text-sm sm:text-lg sm:tracking-wider"
        aria-describedby="new-application-password-note"
      />
      <p id="new-application-password-note" className="text-sm">
        {tAccount("appPasswords.createdNote")}
      </p>
    </div>
  );
}

/** Each password as a small card (a table would not fit a phone): name, dates, address, and its revoke button. */
function List({ page }: { page: AppPasswordsPage }) {
  if (page.items.length === 0) return <p>{tAccount("appPasswords.none")}</p>;
  return (
    <ul className="application-passwords-list grid gap-3" aria-label={tAccount("appPasswords.title")}>
      {page.items.map((item) => (
        <li key={item.uuid} className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-md border border-gray-200 p-3">
          <div className="grid min-w-0 grow gap-1">
            <p className="font-semibold break-words">{item.name}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt className="text-muted">{tAccount("appPasswords.column.created")}</dt>
              <dd>{item.created}</dd>
              <dt className="text-muted">{tAccount("appPasswords.column.lastUsed")}</dt>
              <dd>{item.lastUsed ?? tAccount("appPasswords.never")}</dd>
              <dt className="text-muted">{tAccount("appPasswords.column.lastIp")}</dt>
              <dd className="break-all">{item.lastIp ?? "—"}</dd>
            </dl>
          </div>
          <Form method="post" action={accountUrls.applicationPasswords}>
            <Hidden intent="revoke" nonce={page.nonce} />
            <input type="hidden" name={APP_PASSWORD_FIELDS.uuid} value={item.uuid} />
            <button type="submit" className="button btn-outline min-h-11 text-sm" aria-label={tAccount("appPasswords.revoke", { name: item.name })}>
              {tAccount("appPasswords.column.revoke")}
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
