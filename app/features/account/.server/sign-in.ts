import { mergeGuestCart } from "~/features/cart/.server";
import { loadSiteChrome } from "~/features/site/.server";
import type { RequestContext } from "../../../platform/.server/context";
import { verifyCaptchaToken } from "../../../platform/.server/captcha";
import { sameSitePath } from "../../../platform/.server/same-site";
import { forgetVerificationLink, isVerifiedByEmail, sendVerificationLink } from "./email-verification";
import { checkLockout, clearFailuresFor, lockedUntilSql, lockoutUntil, logLogin, recordFailure } from "./lockouts";
import { MAX_PASSWORD_LENGTH, dummyVerify, hashPassword, verifyPassword } from "./passwords";
import { type PendingSignIn, readPendingSignIn } from "./pending-sign-in";
import { isRememberedDevice, rememberDevice } from "./remembered-devices";
import { hasTwoFactor, redeemSecondFactor } from "./two-factor";
import { type AccountWithPassword, accountForSignInWith, setPasswordHash } from "./users";

/**
 * Signing in, on Wordfence Login Security's terms (spec §4 "Login", §7, decision 025): the same
 * checks whether the form comes by its AJAX call (`wordfence_ls_authenticate`) or by the real
 * submit that follows it, or without scripts at all.
 */

/** The login form's fields as WordPress, WooCommerce and Wordfence post them (spec §3 "Login form fields"). */
export type SignInForm = {
  login: string;
  password: string;
  /** `wfls-token`: the two-factor code (or a recovery code), posted with the real submit. */
  code: string | null;
  /** `wfls-remember-device=1`: skip the code on this browser for 30 days. */
  rememberDevice: boolean;
  /** `wfls-captcha-token`: the solved CAPTCHA, `grecaptcha-missing` without the library. */
  captchaToken: string | null;
  /** `wfls-email-verification`: the token of the link e-mailed after a failed CAPTCHA. */
  emailVerification: string | null;
  /** `rememberme`: stay signed in for 14 days. */
  rememberMe: boolean;
  /** `redirect_to` as posted: where the shopper goes once signed in, if it is a path of this site. */
  redirectTo: string | null;
};

type Fields = { get(name: string): FormDataEntryValue | null };
const text = (form: Fields, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : null;
};

/**
 * Reads the form as Wordfence does: `log`/`pwd` (wp-login.php) or else `username`/`password`
 * (WooCommerce's form), a pair only when both are text.
 */
export function readSignInForm(form: Fields): SignInForm {
  const pair = (["log", "pwd"] as const).every((k) => text(form, k) !== null) ? (["log", "pwd"] as const) : (["username", "password"] as const);
  const login = text(form, pair[0]) ?? "";
  const password = text(form, pair[1]) ?? "";
  return {
    login,
    password,
    code: text(form, "wfls-token"),
    rememberDevice: text(form, "wfls-remember-device") === "1",
    captchaToken: text(form, "wfls-captcha-token"),
    emailVerification: text(form, "wfls-email-verification"),
    rememberMe: (text(form, "rememberme") ?? "") !== "",
    redirectTo: text(form, "redirect_to"),
  };
}

/** What the password step came to. */
export type PasswordStep =
  | { kind: "empty" }
  | { kind: "locked_out"; until: Date }
  | { kind: "wrong" }
  /** No valid CAPTCHA: the owner of the account (if the password was right) was e-mailed a link. */
  | { kind: "verification_required" }
  | { kind: "passed"; account: AccountWithPassword; twoFactor: "off" | "remembered" | "required" };

type Context = Pick<RequestContext, "db" | "clientIp" | "now" | "site" | "mailer" | "log" | "session" | "setCookie">;

/**
 * Checks the login and password, in Wordfence's order: a locked-out address or login is not
 * checked at all; an unknown login costs what a wrong password costs and answers the same; the
 * CAPTCHA is asked of every attempt, so a bot without one learns nothing of the password; a
 * stored WordPress hash is upgraded on the first right password.
 */
export async function checkPassword(context: Context, request: Request, form: SignInForm): Promise<PasswordStep> {
  const { login, password } = form;
  if (login.trim() === "" || password === "") {
    await logLogin(context, { login, outcome: "empty_login" });
    return { kind: "empty" };
  }
  // The lockout and the account in one statement (a locked-out attempt leaves the account
  // unused): every attempt of an attack costs the database two statements, this and its count.
  const read = await accountForSignInWith(context.db, login, lockedUntilSql(context, login));
  const lockout = lockoutUntil(read.beside);
  const account = password.length > MAX_PASSWORD_LENGTH ? null : read.account;
  if (lockout.locked) {
    await logLogin(context, { login, outcome: "locked_out" });
    return { kind: "locked_out", until: lockout.until };
  }
  let check = { ok: false, needsRehash: false };
  if (account?.passwordHash) check = await verifyPassword(password, account.passwordHash);
  else await dummyVerify(password.slice(0, MAX_PASSWORD_LENGTH));
  const right = check.ok && account !== null;

  const { login_security: settings, blogname } = (await loadSiteChrome(context.db)).options;
  if (settings.captcha_login) {
    const verifiedByEmail = right && (await isVerifiedByEmail(context.db, account.id, form.emailVerification, context.now()));
    if (!verifiedByEmail) {
      const verdict = await verifyCaptchaToken(context.db, context.site.secretKey, form.captchaToken, context.now(), { forUser: right ? account.id : null });
      if (verdict !== "valid") {
        const logged = { login, outcome: verdict === "missing" ? "captcha_missing" : "captcha_invalid", userId: account?.id } as const;
        if (right) {
          // The link leads where the form would have: the shopper signs in from it and goes on.
          const redirectTo = sameSitePath(form.redirectTo, request, context.site.url);
          await sendVerificationLink(context, account, { siteName: blogname, ip: context.clientIp, redirectTo });
          await logLogin(context, logged);
        } else {
          await recordFailure(context, "login", login, logged);
        }
        return { kind: "verification_required" };
      }
    }
  }
  if (!right) {
    await recordFailure(context, "login", login, { login, outcome: "wrong_password", userId: account?.id });
    return { kind: "wrong" };
  }
  if (check.needsRehash) await setPasswordHash(context.db, account.id, await hashPassword(password));
  if (!(await hasTwoFactor(context.db, account.id))) return { kind: "passed", account, twoFactor: "off" };
  const remembered = await isRememberedDevice(context.db, request.headers.get("cookie"), account.id, context.now());
  return { kind: "passed", account, twoFactor: remembered ? "remembered" : "required" };
}

/** What a real submit of the login form came to. */
export type SignInResult =
  | { kind: "signed_in"; userId: number }
  | Exclude<PasswordStep, { kind: "passed" }>
  /** The password was right; the account asks for its two-factor code, none was given. */
  | { kind: "code_required"; pending: PendingSignIn }
  | { kind: "code_invalid"; pending: PendingSignIn | null }
  /** The code form came back after its 5 minutes (or from elsewhere): start again. */
  | { kind: "pending_expired" };

/** The real submit: the password step, then the two-factor code when the account asks for one, then signing in. */
export async function signIn(context: Context, request: Request, form: SignInForm): Promise<SignInResult> {
  const step = await checkPassword(context, request, form);
  if (step.kind !== "passed") return step;
  const { account } = step;
  const pending = { userId: account.id, login: form.login, rememberMe: form.rememberMe };
  if (step.twoFactor === "required") {
    if (form.code === null || form.code.trim() === "") return { kind: "code_required", pending };
    const refused = await refusedCode(context, pending, form.code);
    if (refused) return refused;
  }
  await finishSignIn(context, pending, { rememberDevice: step.twoFactor === "required" && form.rememberDevice });
  return { kind: "signed_in", userId: account.id };
}

/**
 * The code form of a sign-in without scripts: the pending token stands for the right password
 * (see pending-sign-in.ts); the address and login must not be locked out meanwhile.
 */
export async function signInWithPendingCode(context: Context, token: string | null, code: string, o: { rememberDevice: boolean }): Promise<SignInResult> {
  const pending = readPendingSignIn(context.site.secretKey, token, { clientIp: context.clientIp, now: context.now() });
  if (!pending) return { kind: "pending_expired" };
  const lockout = await checkLockout(context, pending.login);
  if (lockout.locked) return { kind: "locked_out", until: lockout.until };
  const refused = await refusedCode(context, pending, code);
  if (refused) return refused;
  await finishSignIn(context, pending, o);
  return { kind: "signed_in", userId: pending.userId };
}

/** The two-factor code's verdict: null when taken; a wrong one counts as a failed login. */
async function refusedCode(context: Context, pending: PendingSignIn, code: string): Promise<SignInResult | null> {
  const second = await redeemSecondFactor(context.db, pending.userId, code, context.now());
  if (second.ok) return null;
  const lockout = await recordFailure(context, "login", pending.login, { login: pending.login, outcome: "two_factor_failed", userId: pending.userId });
  return lockout.locked ? { kind: "locked_out", until: lockout.until } : { kind: "code_invalid", pending };
}

async function finishSignIn(context: Context, pending: PendingSignIn, o: { rememberDevice: boolean }): Promise<void> {
  const { login_security: settings } = (await loadSiteChrome(context.db)).options;
  await startSession(context, pending.userId, { remember: pending.rememberMe });
  if (o.rememberDevice && settings.remember_device) await rememberDevice(context, pending.userId);
  await Promise.all([clearFailuresFor(context, pending.login), forgetVerificationLink(context.db, pending.userId)]);
  await logLogin(context, { login: pending.login, outcome: "success", userId: pending.userId });
}

/**
 * Signs the account in on a new session: a guest's cart joins the account's saved one first
 * (WooCommerce's persistent cart), then the session's token changes.
 */
export async function startSession(context: Pick<RequestContext, "db" | "session">, userId: number, o: { remember: boolean }): Promise<void> {
  const guest = await context.session.current();
  if (guest && guest.userId === null) await mergeGuestCart(context.db, guest.id, userId);
  await context.session.signIn(userId, o);
}
