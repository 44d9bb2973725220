import { data, redirect } from "react-router";
import { loadSiteChrome, pushNotice } from "~/features/site/.server";
import { tAccount } from "../../../lib/i18n/areas/account";
import type { RequestContext } from "../../../platform/.server/context";
import { createNonce } from "../../../platform/.server/nonce";
import { pageForm } from "../../../platform/.server/posted-form";
import { sameSitePath } from "../../../platform/.server/same-site";
import { ACCOUNT_PATH } from "../account-urls";
import { FROM_POPUP_FIELD } from "../login-popup";
import type { GuestForms, GuestFormsAnswer } from "../sign-in-forms";
import { verificationLinkIsLive } from "./email-verification";
import { lockedOutMessage, retryAfterSeconds } from "./locked-out";
import { keepForLoginPopup } from "./login-popup-answer";
import { pendingSignInToken } from "./pending-sign-in";
import { register } from "./registration";
import { sendSupportMessage } from "./support-messages";
import { type SignInResult, readSignInForm, signIn, signInWithPendingCode } from "./sign-in";

/**
 * The guest's side of My account (WooCommerce's `form-login`): signing in, the two-factor code
 * step, registering. Every form posts for real; with scripts, Wordfence's AJAX check comes first
 * and the same checks run again here.
 */
export async function guestFormsData(context: RequestContext, request: Request): Promise<GuestForms> {
  const url = new URL(request.url);
  const { login_security: settings } = (await loadSiteChrome(context.db)).options;
  const token = url.searchParams.get("wfls-email-verification");
  const live = token !== null && (await verificationLinkIsLive(context.db, token, context.now()));
  return {
    redirectTo: sameSitePath(url.searchParams.get("redirect_to"), request, context.site.url) ?? ACCOUNT_PATH,
    emailVerification: live ? token : null,
    verificationNotice: token === null ? null : live ? "verified" : "invalid",
    loggedOut: url.searchParams.get("loggedout") === "true",
    captcha: { login: settings.captcha_login, registration: settings.captcha_registration },
    allowRememberDevice: settings.remember_device,
    ajaxNonce: createNonce(context.site.secretKey, { action: "wp-ajax", userId: 0, sessionId: (await context.session.current())?.id ?? "" }, context.now()),
  };
}

/**
 * The forms' action: `login` (WooCommerce's submit name) or `wfls-pending` (the code step), or
 * `register`. Signed in → to `redirect_to`; refused → the form again with the reason, status 200
 * as WordPress answers a failed login (a lockout: 503).
 */
export async function guestFormsAction(context: RequestContext, request: Request) {
  const form = await pageForm(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  const target = sameSitePath(field("redirect_to"), request, context.site.url) ?? ACCOUNT_PATH;
  if (form.has("wfls-message")) {
    const posted = { email: field("email"), login: null, message: field("wfls-message"), nonce: field("wfls-message-nonce") };
    const sent = await sendSupportMessage(context, posted);
    return data<GuestFormsAnswer>({
      form: "support",
      sent: sent.ok,
      text: tAccount(sent.ok ? "support.sent" : sent.error),
      email: posted.email ?? "",
      nonce: posted.nonce ?? "",
    });
  }
  if (form.has("register")) {
    const answer = await register(context, { email: field("email") ?? "", password: field("password") ?? "", captchaToken: field("wfls-captcha-token") });
    if (answer.ok) {
      await pushNotice(context.session, { kind: "success", text: tAccount("register.welcome") });
      return redirect(target, 302);
    }
    return data<GuestFormsAnswer>({ form: "register", ...answer.refusal });
  }
  const pending = field("wfls-pending");
  const result =
    pending !== null
      ? await signInWithPendingCode(context, pending, field("wfls-token") ?? "", { rememberDevice: field("wfls-remember-device") === "1" })
      : await signIn(context, request, readSignInForm(form));
  const posted = { login: field("log") ?? field("username") ?? "", fromPopup: form.has(FROM_POPUP_FIELD) };
  return answerSignIn(context, result, target, posted);
}

/**
 * Signed in → `redirect_to`. Refused → the form again with the reason; from the header's popup,
 * back to the page it was posted on, whose popup shows the reason (the code step and a lockout
 * stay here: the one needs its own form, the other its 503).
 */
async function answerSignIn(context: RequestContext, result: SignInResult, target: string, posted: { login: string; fromPopup: boolean }) {
  const { login } = posted;
  /** The sign-in form again with `error`, `shownLogin` in its field. */
  const loginForm = async (error: string, shownLogin: string) => {
    if (!posted.fromPopup) return data<GuestFormsAnswer>({ form: "login", error, login: shownLogin.slice(0, 254) });
    await keepForLoginPopup(context.session, { error, login: shownLogin.slice(0, 254) });
    return redirect(target, 303);
  };
  const lostPasswordUrl = `${ACCOUNT_PATH}lost-password/`;
  const { login_security: settings } = (await loadSiteChrome(context.db)).options;
  const codeForm = (pending: string, error: string | null) =>
    data<GuestFormsAnswer>({ form: "code", pending, error, allowRememberDevice: settings.remember_device });
  const pendingOf = (p: { userId: number; login: string; rememberMe: boolean }) =>
    pendingSignInToken(context.site.secretKey, p, { clientIp: context.clientIp, now: context.now() });
  switch (result.kind) {
    case "signed_in":
      // 302, as wp-login.php and WooCommerce answer a sign-in (`wp_safe_redirect`).
      return redirect(target, 302);
    case "locked_out":
      // 503 as Wordfence answers a lockout, with the form again and the reason in words.
      return data<GuestFormsAnswer>(
        { form: "login", error: lockedOutMessage(result.until), login: login.slice(0, 254) },
        { status: 503, headers: { "Retry-After": String(retryAfterSeconds(result.until, context.now())) } },
      );
    case "code_required":
      return codeForm(pendingOf(result.pending), null);
    case "code_invalid":
      return result.pending && !posted.fromPopup ? codeForm(pendingOf(result.pending), tAccount("login.error.codeInvalid")) : loginForm(tAccount("login.error.codeInvalid"), login);
    case "pending_expired":
      return loginForm(tAccount("signIn.pendingExpired"), "");
    case "empty":
      return loginForm(tAccount("login.error.empty", { lostPasswordUrl }), login);
    case "wrong":
      return loginForm(tAccount("login.error.incorrect", { lostPasswordUrl }), login);
    case "verification_required":
      return loginForm(tAccount("login.error.verificationRequired"), login);
  }
}
