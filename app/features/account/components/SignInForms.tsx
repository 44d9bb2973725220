import { tAccount } from "~/lib/i18n/areas/account";
import { accountUrls } from "../account-urls";
import { FROM_POPUP_FIELD } from "../login-popup";
import type { GuestForms, GuestFormsAnswer } from "../sign-in-forms";
import { WordfenceVars } from "./WordfenceVars";
import { PasswordField } from "~/ui/PasswordField";
import { useScriptedLogin, useScriptedRegistration } from "./use-scripted-sign-in";

const FIELD = "mt-1 block min-h-11 w-full rounded-md border border-gray-400 px-3 py-2";
const BUTTON = "btn-primary mt-4 min-h-11 px-6";

/**
 * A message of the sign-in answers: Wordfence's own markup (`<strong>`, the lost-password link),
 * made from the catalogue's constant templates, never from what was posted.
 */
export function AnswerNotice({ html, kind = "error" }: { html: string; kind?: "error" | "success" }) {
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      className={`woocommerce-${kind === "error" ? "error" : "message"} mb-4 rounded-md border px-4 py-3 ${kind === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-green-300 bg-green-50 text-green-900"}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * What the sign-in form says above itself: signed out, the e-mailed link's verdict, and the
 * last attempt's error (the script's, or the server's after a post without scripts).
 */
export function SignInNotices({ forms, error }: { forms: GuestForms; error: string | null }) {
  return (
    <>
      {forms.loggedOut && <AnswerNotice kind="success" html={tAccount("logout.done")} />}
      {forms.verificationNotice === "verified" && <AnswerNotice kind="success" html={tAccount("login.emailVerified")} />}
      {forms.verificationNotice === "invalid" && <AnswerNotice html={tAccount("login.emailNotVerified")} />}
      {error && <AnswerNotice html={error} />}
    </>
  );
}

type Props = GuestForms & {
  /** The last post's answer (the page's action data, or what the popup was given). */
  answer: GuestFormsAnswer | undefined;
  /** In the header's popup: the forms post to My account, and a refusal comes back to this page. */
  inPopup?: boolean;
};

/**
 * My account for a guest (WooCommerce's `form-login`): sign in beside register, each a real form
 * that works without scripts. The two-factor step replaces them once a password with two-factor
 * on was right. `wfls-captcha-token` is filled by the CAPTCHA script before a real submit.
 */
export function SignInForms({ answer, inPopup = false, ...props }: Props) {
  const action = inPopup ? accountUrls.dashboard : undefined;
  const login = useScriptedLogin({ captcha: props.captcha.login });
  const registration = useScriptedRegistration({ captcha: props.captcha.registration });
  if (answer?.form === "code") return <CodeForm answer={answer} redirectTo={props.redirectTo} />;
  const loginAnswer = answer?.form === "login" ? answer : null;
  const registerAnswer = answer?.form === "register" ? answer : null;
  const supportAnswer = answer?.form === "support" ? answer : null;
  const support = registerAnswer?.supportNonce ? { email: registerAnswer.email, nonce: registerAnswer.supportNonce } : supportAnswer;
  return (
    <div className="grid gap-8 md:grid-cols-2">
      {/* Wordfence's login.js binds the forms the page was loaded with, never the popup's. */}
      {!inPopup && <WordfenceVars ajaxNonce={props.ajaxNonce} useCaptcha={props.captcha.login} allowRemember={props.allowRememberDevice} />}
      <section aria-labelledby="sign-in-title" className="rounded-lg border border-gray-200 p-5">
        <h2 id="sign-in-title" className="text-xl font-semibold">{tAccount("signIn.title")}</h2>
        <SignInNotices forms={props} error={login.error ?? loginAnswer?.error ?? null} />
        <form method="post" action={action} className="woocommerce-form woocommerce-form-login login mt-3" onSubmit={login.onSubmit}>
          <label htmlFor="username" className="block text-sm font-semibold">
            {tAccount("signIn.login")} <span aria-hidden="true" className="text-red-700">*</span>
          </label>
          <input id="username" name="username" type="text" autoComplete="username" required className={FIELD} defaultValue={loginAnswer?.login ?? ""} />
          <PasswordField id="password" name="password" label={tAccount("signIn.password")} autoComplete="current-password" required className="mt-3" />
          <label className="mt-3 flex min-h-11 items-center gap-2">
            <input name="rememberme" type="checkbox" value="forever" className="size-5" />
            {tAccount("signIn.rememberMe")}
          </label>
          <input type="hidden" name="redirect_to" value={props.redirectTo} />
          {inPopup && <input type="hidden" name={FROM_POPUP_FIELD} value="1" />}
          {/* No value of React's: React would set it again on the next render (the code prompt's), wiping the token the script put here. */}
          <input type="hidden" name="wfls-captcha-token" />
          {props.emailVerification && <input type="hidden" name="wfls-email-verification" value={props.emailVerification} />}
          {login.codePrompt && <CodePrompt allowRememberDevice={props.allowRememberDevice} />}
          <button type="submit" name="login" value={tAccount("signIn.submit")} disabled={login.busy} className={`woocommerce-form-login__submit ${BUTTON}`}>
            {tAccount("signIn.submit")}
          </button>
          <p className="mt-3">
            <a href={accountUrls.lostPassword} className="underline">{tAccount("signIn.lostPassword")}</a>
          </p>
        </form>
      </section>
      <section aria-labelledby="register-title" className="rounded-lg border border-gray-200 p-5">
        <h2 id="register-title" className="text-xl font-semibold">{tAccount("register.title")}</h2>
        {registerAnswer && <AnswerNotice html={registerAnswer.error} />}
        {supportAnswer && <AnswerNotice kind={supportAnswer.sent ? "success" : "error"} html={supportAnswer.text} />}
        {support ? (
          <SupportForm email={support.email} nonce={support.nonce} disabled={supportAnswer?.sent === true} />
        ) : (
          <form method="post" action={action} className="woocommerce-form woocommerce-form-register register mt-3" onSubmit={registration.onSubmit}>
            <label htmlFor="reg_email" className="block text-sm font-semibold">
              {tAccount("register.email")} <span aria-hidden="true" className="text-red-700">*</span>
            </label>
            <input
              id="reg_email"
              name="email"
              type="email"
              autoComplete="email"
              required
              className={FIELD}
              defaultValue={registerAnswer?.email ?? ""}
              aria-invalid={registerAnswer?.field === "email" || undefined}
            />
            <PasswordField
              id="reg_password"
              name="password"
              label={tAccount("register.password")}
              autoComplete="new-password"
              required
              strengthHint
              className="mt-3"
            />
            <p id="reg_password_hint" className="mt-1 text-sm text-muted">{tAccount("register.passwordHint")}</p>
            <p className="mt-3 text-sm text-muted">{tAccount("register.privacy")}</p>
            <input type="hidden" name="redirect_to" value={props.redirectTo} />
            <input type="hidden" name="wfls-captcha-token" />
            {/* The script submits the form itself, which sends no button: this says which form it is. */}
            <input type="hidden" name="register" value="1" />
            <button type="submit" disabled={registration.busy} className={`woocommerce-form-register__submit ${BUTTON}`}>
              {tAccount("register.submit")}
            </button>
          </form>
        )}
      </section>
    </div>
  );
}

/** The code field (spec §5 "Other": 6 characters, one-time-code autofill) and "Remember for 30 days". */
export function CodeFields({ error, allowRememberDevice }: { error: boolean; allowRememberDevice: boolean }) {
  return (
    <>
      <p id="wfls-token-help" className="text-sm text-muted">{tAccount("signIn.codeIntro")}</p>
      <label htmlFor="wfls-token" className="mt-3 block text-sm font-semibold">{tAccount("signIn.code")}</label>
      <input
        id="wfls-token"
        name="wfls-token"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        // A recovery code is longer than the 6 digits the field is sized for.
        maxLength={16}
        size={6}
        required
        autoFocus
        aria-describedby="wfls-token-help"
        aria-invalid={error || undefined}
        className={`${FIELD} font-mono text-lg tracking-widest`}
      />
      {allowRememberDevice && (
        <label className="mt-3 flex min-h-11 items-center gap-2">
          <input name="wfls-remember-device" type="checkbox" value="1" className="size-5" />
          {tAccount("signIn.rememberDevice")}
        </label>
      )}
    </>
  );
}

/** The two-factor step of a sign-in without scripts: its own form, carrying the pending token instead of the password. */
export function CodeForm({ answer, redirectTo }: { answer: Extract<GuestFormsAnswer, { form: "code" }>; redirectTo: string }) {
  return (
    <section aria-labelledby="code-title" className="mx-auto max-w-md rounded-lg border border-gray-200 p-5">
      <h2 id="code-title" className="text-xl font-semibold">{tAccount("signIn.codeTitle")}</h2>
      {answer.error && <AnswerNotice html={answer.error} />}
      <form method="post" className="mt-3">
        <CodeFields error={answer.error !== null} allowRememberDevice={answer.allowRememberDevice} />
        <input type="hidden" name="wfls-pending" value={answer.pending} />
        <input type="hidden" name="redirect_to" value={redirectTo} />
        <button type="submit" className={BUTTON}>{tAccount("signIn.codeSubmit")}</button>
      </form>
    </section>
  );
}

/** The code prompt the login script shows inside the form once the password was right (spec §4 "Login" 4). */
export function CodePrompt({ allowRememberDevice }: { allowRememberDevice: boolean }) {
  return (
    <fieldset className="wfls-2fa-prompt mt-4 rounded-md border border-brand-700 p-4">
      <legend className="px-1 font-semibold">{tAccount("signIn.codeTitle")}</legend>
      <CodeFields error={false} allowRememberDevice={allowRememberDevice} />
    </fieldset>
  );
}

/** Wordfence's message to the shop, offered when the CAPTCHA blocked a registration. */
function SupportForm({ email, nonce, disabled }: { email: string; nonce: string; disabled: boolean }) {
  return (
    <form method="post" className="wfls-registration-captcha-contact mt-3">
      <fieldset disabled={disabled}>
      <h3 className="font-semibold">{tAccount("support.title")}</h3>
      <label htmlFor="support_email" className="mt-3 block text-sm font-semibold">{tAccount("register.email")}</label>
      <input id="support_email" name="email" type="email" autoComplete="email" required defaultValue={email} className={FIELD} />
      <label htmlFor="wfls-message" className="mt-3 block text-sm font-semibold">{tAccount("support.message")}</label>
      <textarea id="wfls-message" name="wfls-message" required rows={4} maxLength={5000} className={FIELD} />
      <input type="hidden" name="wfls-message-nonce" value={nonce} />
      <button type="submit" className={BUTTON}>{tAccount("support.submit")}</button>
      </fieldset>
    </form>
  );
}
