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
          <input
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
        className="code block w-full max-w-sm select-all rounded-md border border-gray-300 bg-white px-3 py-2 font-mono text-lg tracking-wider"
        aria-describedby="new-application-password-note"
      />
      <p id="new-application-password-note" className="text-sm">
        {tAccount("appPasswords.createdNote")}
      </p>
    </div>
  );
}

function List({ page }: { page: AppPasswordsPage }) {
  if (page.items.length === 0) return <p>{tAccount("appPasswords.none")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="application-passwords-list-table w-full text-left text-sm">
        <caption className="sr-only">{tAccount("appPasswords.title")}</caption>
        <thead>
          <tr className="border-b border-gray-200">
            <th scope="col" className="py-2 pr-3">{tAccount("appPasswords.column.name")}</th>
            <th scope="col" className="py-2 pr-3">{tAccount("appPasswords.column.created")}</th>
            <th scope="col" className="py-2 pr-3">{tAccount("appPasswords.column.lastUsed")}</th>
            <th scope="col" className="py-2 pr-3">{tAccount("appPasswords.column.lastIp")}</th>
            <th scope="col" className="py-2">
              <span className="sr-only">{tAccount("appPasswords.column.revoke")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {page.items.map((item) => (
            <tr key={item.uuid} className="border-b border-gray-100 align-middle">
              <th scope="row" className="py-2 pr-3 font-semibold">{item.name}</th>
              <td className="py-2 pr-3 whitespace-nowrap">{item.created}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{item.lastUsed ?? tAccount("appPasswords.never")}</td>
              <td className="py-2 pr-3">{item.lastIp ?? "—"}</td>
              <td className="py-2">
                <Form method="post" action={accountUrls.applicationPasswords}>
                  <Hidden intent="revoke" nonce={page.nonce} />
                  <input type="hidden" name={APP_PASSWORD_FIELDS.uuid} value={item.uuid} />
                  <button type="submit" className="button btn-outline min-h-11 text-sm" aria-label={tAccount("appPasswords.revoke", { name: item.name })}>
                    {tAccount("appPasswords.column.revoke")}
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
