import { useActionData } from "react-router";
import { tAccount } from "~/lib/i18n/areas/account";
import { accountUrls } from "../account-urls";
import type { GuestForms, GuestFormsAnswer } from "../sign-in-forms";
import { CodeForm, CodePrompt, SignInNotices } from "./SignInForms";
import { WordfenceVars } from "./WordfenceVars";
import { PasswordField } from "~/ui/PasswordField";
import { useScriptedLogin } from "./use-scripted-sign-in";

const FIELD = "mt-1 block min-h-11 w-full rounded-md border border-gray-400 px-3 py-2";

/**
 * WordPress's login page form (`#loginform`: `log`, `pwd`, `rememberme`, `wp-submit`,
 * `redirect_to`), for the links, habits and scripts that still go to /wp-login.php; Wordfence's
 * login.js finds it by these names. The two-factor step is the account page's.
 */
export function WpLoginForm(props: GuestForms) {
  const answer = useActionData<GuestFormsAnswer>();
  const login = useScriptedLogin({ captcha: props.captcha.login });
  if (answer?.form === "code") return <CodeForm answer={answer} redirectTo={props.redirectTo} />;
  const error = answer?.form === "login" ? answer : null;
  return (
    <section aria-labelledby="login-title" className="mx-auto max-w-md rounded-lg border border-gray-200 p-5">
      <WordfenceVars ajaxNonce={props.ajaxNonce} useCaptcha={props.captcha.login} allowRemember={props.allowRememberDevice} />
      <h1 id="login-title" className="text-2xl font-bold">{tAccount("signIn.title")}</h1>
      <SignInNotices forms={props} error={login.error ?? error?.error ?? null} />
      <form id="loginform" name="loginform" method="post" className="mt-3" onSubmit={login.onSubmit}>
        <label htmlFor="user_login" className="block text-sm font-semibold">{tAccount("signIn.login")}</label>
        <input id="user_login" name="log" type="text" autoComplete="username" required className={FIELD} defaultValue={error?.login ?? ""} />
        <PasswordField id="user_pass" name="pwd" label={tAccount("signIn.password")} autoComplete="current-password" required className="mt-3" />
        <label className="mt-3 flex min-h-11 items-center gap-2">
          <input id="rememberme" name="rememberme" type="checkbox" value="forever" className="size-5" />
          {tAccount("signIn.rememberMe")}
        </label>
        <input type="hidden" name="redirect_to" value={props.redirectTo} />
        <input type="hidden" name="wfls-captcha-token" />
        {props.emailVerification && <input type="hidden" name="wfls-email-verification" value={props.emailVerification} />}
        {login.codePrompt && <CodePrompt allowRememberDevice={props.allowRememberDevice} />}
        <button type="submit" id="wp-submit" name="wp-submit" value={tAccount("signIn.submit")} disabled={login.busy} className="btn-primary mt-4 min-h-11 px-6">
          {tAccount("signIn.submit")}
        </button>
      </form>
      <p className="mt-4">
        <a href={accountUrls.lostPassword} className="underline">{tAccount("signIn.lostPassword")}</a>
      </p>
    </section>
  );
}
