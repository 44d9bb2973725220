import { Form } from "react-router";
import { tAccount } from "~/lib/i18n/areas/account";
import { PasswordField } from "~/ui/PasswordField";
import { accountUrls } from "../account-urls";

/** WooCommerce's field names of the two forms (`form-lost-password.php`, `form-reset-password.php`). */
export const LOST_PASSWORD_FIELDS = {
  login: "user_login",
  password: "password_1",
  confirm: "password_2",
  key: "reset_key",
  resetLogin: "reset_login",
} as const;

/** What the lost-password address shows. */
export type LostPasswordView =
  | { kind: "request" }
  /** After a request: the same words whether or not the account exists. */
  | { kind: "sent" }
  | { kind: "reset"; key: string; login: string }
  | { kind: "invalid" };

/** What a posted form came back with. */
export type LostPasswordResult =
  | { kind: "request_error"; error: string }
  | { kind: "locked_out"; text: string }
  | { kind: "reset_errors"; errors: { password?: string; confirm?: string } }
  | { kind: "invalid" };

const inputClass =
  "input-text mt-1 block min-h-11 w-full rounded-md border border-gray-300 px-3 aria-[invalid=true]:border-sale aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-sale";

/** The lost-password page: ask for the link, say it went, set the new password from it. Plain forms. */
export function LostPasswordForms({ view, result }: { view: LostPasswordView; result: LostPasswordResult | null }) {
  if (result?.kind === "locked_out") {
    return (
      <div role="alert" className="woocommerce-error max-w-xl rounded-md border-l-4 border-sale bg-red-50 p-4">
        {result.text}
      </div>
    );
  }
  if (result?.kind === "invalid" || view.kind === "invalid") return <InvalidLink />;
  if (view.kind === "sent") {
    return (
      <div role="status" className="woocommerce-message max-w-xl rounded-md border-l-4 border-green-600 bg-green-50 p-4">
        {tAccount("account.lostPassword.sent")}
      </div>
    );
  }
  if (view.kind === "reset") return <ResetForm view={view} errors={result?.kind === "reset_errors" ? result.errors : {}} />;
  return <RequestForm error={result?.kind === "request_error" ? result.error : null} />;
}

function RequestForm({ error }: { error: string | null }) {
  const id = LOST_PASSWORD_FIELDS.login;
  return (
    <Form method="post" action={accountUrls.lostPassword} className="woocommerce-ResetPassword lost_reset_password grid max-w-xl gap-4">
      <h2 className="text-xl font-bold">{tAccount("account.lostPassword.title")}</h2>
      <p>{tAccount("account.lostPassword.intro")}</p>
      <div>
        <label htmlFor={id} className="text-sm font-semibold">{tAccount("account.lostPassword.login")}</label>
        <input
          id={id}
          name={id}
          type="text"
          required
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
        {error && <span id={`${id}-error`} className="mt-1 block text-sm text-sale">{error}</span>}
      </div>
      <p>
        <button type="submit" className="button btn-primary">{tAccount("account.lostPassword.submit")}</button>
      </p>
    </Form>
  );
}

function ResetForm({ view, errors }: { view: Extract<LostPasswordView, { kind: "reset" }>; errors: { password?: string; confirm?: string } }) {
  return (
    <Form method="post" action={`${accountUrls.lostPassword}?key=${encodeURIComponent(view.key)}&login=${encodeURIComponent(view.login)}`} className="woocommerce-ResetPassword lost_reset_password grid max-w-xl gap-4">
      <h2 className="text-xl font-bold">{tAccount("account.resetPassword.title")}</h2>
      <p>{tAccount("account.resetPassword.intro")}</p>
      <input type="hidden" name={LOST_PASSWORD_FIELDS.key} value={view.key} />
      {/* The account's login, for password managers to save the new password under. */}
      <input type="hidden" name={LOST_PASSWORD_FIELDS.resetLogin} value={view.login} autoComplete="username" />
      <PasswordField
        id={LOST_PASSWORD_FIELDS.password}
        name={LOST_PASSWORD_FIELDS.password}
        label={tAccount("account.resetPassword.new")}
        autoComplete="new-password"
        required
        strengthHint
        error={errors.password}
      />
      <PasswordField
        id={LOST_PASSWORD_FIELDS.confirm}
        name={LOST_PASSWORD_FIELDS.confirm}
        label={tAccount("account.resetPassword.confirm")}
        autoComplete="new-password"
        required
        error={errors.confirm}
      />
      <p>
        <button type="submit" className="button btn-primary">{tAccount("account.resetPassword.submit")}</button>
      </p>
    </Form>
  );
}

function InvalidLink() {
  return (
    <div role="alert" className="woocommerce-error flex max-w-xl flex-wrap items-center justify-between gap-3 rounded-md border-l-4 border-sale bg-red-50 p-4">
      <span>{tAccount("account.resetPassword.invalidKey")}</span>
      <a href={accountUrls.lostPassword} className="button btn-outline text-sm">{tAccount("account.resetPassword.requestNew")}</a>
    </div>
  );
}
