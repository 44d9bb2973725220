import { Form } from "react-router";
import { tAccount } from "~/lib/i18n/areas/account";
import { accountUrls } from "../account-urls";
import { FEW_RECOVERY_CODES, TWO_FACTOR_FIELDS, type TwoFactorIntent, type TwoFactorPage, type TwoFactorResult, type TwoFactorSetup } from "../two-factor-view";

const inputClass =
  "input-text mt-1 block min-h-11 w-full max-w-xs rounded-md border border-gray-300 px-3 font-mono text-lg tracking-widest aria-[invalid=true]:border-sale aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-sale";

/**
 * My account's 'Bảo mật hai lớp' page: the setup (QR code, the secret as text, a code to confirm)
 * while two-factor is off; its state, new recovery codes and turning it off while it is on; the
 * recovery codes once, right after they were made. Plain forms: all of it works without scripts.
 */
export function TwoFactorSettings({ page, result }: { page: TwoFactorPage; result: TwoFactorResult | null }) {
  if (result?.kind === "codes") return <RecoveryCodes done={result.done} codes={result.recoveryCodes} />;
  return (
    <div className="grid gap-6">
      <h2 className="text-xl font-bold">{tAccount("account.twoFactor.title")}</h2>
      {result?.kind === "refused" && <ErrorNotice text={tAccount("account.twoFactor.error.refused")} />}
      {page.state === "off" ? (
        <Setup
          nonce={page.nonce}
          // After a wrong code (or a refused form) the secret the shopper's app may already hold stays.
          setup={(result?.kind === "activate_failed" || result?.kind === "refused" ? result.setup : null) ?? page.setup}
          error={result?.kind === "activate_failed" ? result.error : null}
        />
      ) : (
        <Active nonce={page.nonce} codesLeft={page.recoveryCodesLeft} error={result?.kind === "deactivate_failed" ? result.error : null} />
      )}
    </div>
  );
}

function ErrorNotice({ text }: { text: string }) {
  return (
    <div role="alert" className="woocommerce-error rounded-md border-l-4 border-sale bg-red-50 p-4">
      {text}
    </div>
  );
}

function Hidden({ intent, nonce }: { intent: TwoFactorIntent; nonce: string }) {
  return (
    <>
      <input type="hidden" name={TWO_FACTOR_FIELDS.intent} value={intent} />
      <input type="hidden" name={TWO_FACTOR_FIELDS.nonce} value={nonce} />
    </>
  );
}

function Setup({ nonce, setup, error }: { nonce: string; setup: TwoFactorSetup; error: string | null }) {
  return (
    <>
      <p>{tAccount("account.twoFactor.intro")}</p>
      <section aria-labelledby="wfls-step-1" className="grid gap-3">
        <h3 id="wfls-step-1" className="text-lg font-semibold">{tAccount("account.twoFactor.step1")}</h3>
        {/* Our own SVG, drawn on the server from the otpauth URI; its label is escaped there. */}
        <div className="wfls-qr-code w-fit rounded-md border border-gray-200 bg-white p-2" dangerouslySetInnerHTML={{ __html: setup.qrSvg }} />
        <p id="wfls-secret-help">{tAccount("account.twoFactor.step1.help")}</p>
        <p>
          <span className="text-sm font-semibold">{tAccount("account.twoFactor.secretLabel")}: </span>
          {/* One tap selects it all, to copy; the spaces between the groups are ignored by the apps. */}
          <code aria-describedby="wfls-secret-help" className="wfls-secret mt-1 block w-fit select-all break-all rounded-md bg-gray-100 px-3 py-2 font-mono text-lg tracking-wider">
            {setup.secretGroups}
          </code>
        </p>
      </section>
      <section aria-labelledby="wfls-step-2">
        <h3 id="wfls-step-2" className="text-lg font-semibold">{tAccount("account.twoFactor.step2")}</h3>
        <Form method="post" action={accountUrls.twoFactor} className="mt-3 grid gap-4">
          <Hidden intent="activate" nonce={nonce} />
          {/* The secret comes back with the code rather than being stored unconfirmed (why that is safe: .server/two-factor-page.ts). */}
          <input type="hidden" name={TWO_FACTOR_FIELDS.secret} value={setup.secret} />
          <CodeField id="wfls-activate-code" label={tAccount("account.twoFactor.code")} help={tAccount("account.twoFactor.code.help")} error={error} digitsOnly />
          <p>
            <button type="submit" className="button btn-primary">{tAccount("account.twoFactor.activate")}</button>
          </p>
        </Form>
      </section>
    </>
  );
}

/**
 * The code field (spec §5 "Other"): six characters, offered the code a phone's keyboard or an
 * app suggests (`one-time-code`), a number pad. To turn it off a recovery code (letters and
 * dashes) is taken too, so that field keeps a text keyboard and a longer limit.
 */
function CodeField({ id, label, help, error, digitsOnly }: { id: string; label: string; help: string; error: string | null; digitsOnly: boolean }) {
  const describedBy = [`${id}-help`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">{label}</label>
      <input
        id={id}
        name={TWO_FACTOR_FIELDS.code}
        type="text"
        required
        autoComplete="one-time-code"
        inputMode={digitsOnly ? "numeric" : "text"}
        maxLength={digitsOnly ? 6 : 20}
        pattern={digitsOnly ? "[0-9]*" : undefined}
        autoCapitalize="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
      />
      <span id={`${id}-help`} className="mt-1 block text-sm text-muted">{help}</span>
      {error && <span id={`${id}-error`} className="mt-1 block text-sm text-sale">{error}</span>}
    </div>
  );
}

function Active({ nonce, codesLeft, error }: { nonce: string; codesLeft: number; error: string | null }) {
  return (
    <>
      <div role="status" className="woocommerce-message rounded-md border-l-4 border-green-600 bg-green-50 p-4">
        <p className="font-semibold">{tAccount("account.twoFactor.status.on")}</p>
        <p>{tAccount("account.twoFactor.codesLeft", { count: codesLeft })}</p>
        {codesLeft < FEW_RECOVERY_CODES && <p>{tAccount("account.twoFactor.codesLow")}</p>}
      </div>
      <section aria-labelledby="wfls-regenerate" className="grid gap-3">
        <h3 id="wfls-regenerate" className="text-lg font-semibold">{tAccount("account.twoFactor.recoveryCodes")}</h3>
        <p>{tAccount("account.twoFactor.regenerate.help")}</p>
        <Form method="post" action={accountUrls.twoFactor}>
          <Hidden intent="regenerate" nonce={nonce} />
          <button type="submit" className="button btn-outline">{tAccount("account.twoFactor.regenerate")}</button>
        </Form>
      </section>
      <section aria-labelledby="wfls-deactivate" className="grid gap-3">
        <h3 id="wfls-deactivate" className="text-lg font-semibold">{tAccount("account.twoFactor.deactivate")}</h3>
        <Form method="post" action={accountUrls.twoFactor} className="grid gap-4">
          <Hidden intent="deactivate" nonce={nonce} />
          <CodeField id="wfls-deactivate-code" label={tAccount("account.twoFactor.offCode")} help={tAccount("account.twoFactor.deactivate.help")} error={error} digitsOnly={false} />
          <p>
            <button type="submit" className="button btn-outline">{tAccount("account.twoFactor.deactivate")}</button>
          </p>
        </Form>
      </section>
    </>
  );
}

/** The recovery codes, this once: a note to keep them, a print button (scripts only), the way on. */
function RecoveryCodes({ done, codes }: { done: "activated" | "regenerated"; codes: string[] }) {
  return (
    <div className="grid gap-4">
      <div role="status" className="woocommerce-message rounded-md border-l-4 border-green-600 bg-green-50 p-4 print:hidden">
        {done === "activated" ? tAccount("account.twoFactor.activated") : tAccount("account.twoFactor.regenerated")}
      </div>
      <h2 className="text-xl font-bold">{tAccount("account.twoFactor.recoveryCodes")}</h2>
      <p>{tAccount("account.twoFactor.recoveryCodes.note")}</p>
      <ul className="wfls-recovery-codes grid w-fit select-all gap-1 rounded-md bg-gray-100 px-4 py-3 font-mono text-lg sm:grid-cols-2 sm:gap-x-8">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <p className="flex flex-wrap gap-3 print:hidden">
        <button type="button" className="button btn-outline [@media(scripting:none)]:hidden" onClick={() => window.print()}>
          {tAccount("account.twoFactor.print")}
        </button>
        <a href={accountUrls.twoFactor} className="button btn-primary">{tAccount("account.twoFactor.continue")}</a>
      </p>
    </div>
  );
}
