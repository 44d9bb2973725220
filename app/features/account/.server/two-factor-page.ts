import { loadSiteChrome } from "~/features/site/.server";
import { formatDate, formatTime } from "../../../lib/dates";
import { tAccount } from "../../../lib/i18n/areas/account";
import type { RequestContext } from "../../../platform/.server/context";
import { accountNonce, isValidAccountNonce } from "./account-nonces";
import { checkLockout, recordFailure } from "./lockouts";
import { otpauthQrSvg } from "./qr-svg";
import { newTotpSecret, otpauthUri } from "./totp";
import { activateTwoFactor, deactivateTwoFactor, normalisedSecret, recoveryCodesLeft, regenerateRecoveryCodes } from "./two-factor";
import type { Account } from "./users";
import { TWO_FACTOR_FIELDS, type TwoFactorPage, type TwoFactorResult, type TwoFactorSetup } from "../two-factor-view";

/**
 * My account's two-factor page (Wordfence Login Security's "Two-Factor Authentication" screen,
 * as plain forms): turn it on from a shown secret, regenerate the recovery codes, turn it off.
 * Every form carries the account's `wfls-two-factor` nonce; one without it changes nothing.
 */

type Context = Pick<RequestContext, "db" | "session" | "site" | "now" | "clientIp">;

async function setupOf(context: Context, account: Account, secret: string): Promise<TwoFactorSetup> {
  const { blogname } = (await loadSiteChrome(context.db)).options;
  const uri = otpauthUri({ issuer: blogname, account: account.email, secret });
  return { secret, secretGroups: secret.match(/.{1,4}/g)!.join(" "), qrSvg: await otpauthQrSvg(uri) };
}

/**
 * The page for the account as it is now. While two-factor is off, each showing makes a new
 * secret and stores nothing: the secret is kept only once a code from the app confirms it.
 */
export async function twoFactorPage(context: Context, account: Account): Promise<TwoFactorPage> {
  const nonce = await accountNonce(context, "wfls-two-factor");
  const left = await recoveryCodesLeft(context.db, account.id);
  if (left !== null) return { nonce, state: "on", recoveryCodesLeft: left };
  return { nonce, state: "off", setup: await setupOf(context, account, newTotpSecret()) };
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function handleTwoFactorForm(context: Context, account: Account, form: FormData): Promise<TwoFactorResult> {
  const intent = field(form, TWO_FACTOR_FIELDS.intent);
  const code = field(form, TWO_FACTOR_FIELDS.code).trim();
  // The secret shown before activation comes back in a hidden field rather than being stored:
  // it is no secret from this visitor (the page showed it to them as text and as the QR code),
  // and a code from their app must confirm it before it is kept, so a changed field can only
  // turn on two-factor with a secret the shopper's own app holds. The nonce binds the form to
  // this account's session, so no other site can post one.
  const posted = intent === "activate" ? normalisedSecret(field(form, TWO_FACTOR_FIELDS.secret)) : null;

  if (!(await isValidAccountNonce(context, "wfls-two-factor", form.get(TWO_FACTOR_FIELDS.nonce)))) {
    return { kind: "refused", setup: posted ? await setupOf(context, account, posted) : null };
  }

  if (intent === "activate") {
    if (!posted) return { kind: "refused", setup: null };
    if (code === "") return { kind: "activate_failed", setup: await setupOf(context, account, posted), error: tAccount("account.twoFactor.error.codeRequired") };
    const activation = await activateTwoFactor(context.db, account.id, posted, code, context.now());
    if (activation.ok) return { kind: "codes", done: "activated", recoveryCodes: activation.recoveryCodes };
    if (activation.reason === "already_active") return { kind: "done", notice: { kind: "error", text: tAccount("account.twoFactor.error.alreadyActive") } };
    return { kind: "activate_failed", setup: await setupOf(context, account, posted), error: tAccount("account.twoFactor.error.code") };
  }

  if (intent === "regenerate") {
    const codes = await regenerateRecoveryCodes(context.db, account.id);
    return codes ? { kind: "codes", done: "regenerated", recoveryCodes: codes } : { kind: "done", notice: { kind: "info", text: tAccount("account.twoFactor.status.off") } };
  }

  if (intent === "deactivate") {
    // A wrong code here counts as a failed login of the account: a stolen session cannot guess
    // its way to switching two-factor off faster than a sign-in could guess the code.
    const lockout = await checkLockout(context, account.login);
    if (lockout.locked) return { kind: "deactivate_failed", error: lockedOutText(lockout.until) };
    if (code === "") return { kind: "deactivate_failed", error: tAccount("account.twoFactor.error.codeRequired") };
    const proof = await deactivateTwoFactor(context.db, account.id, code, context.now());
    if (proof.ok || proof.reason === "not_active") return { kind: "done", notice: { kind: "success", text: tAccount("account.twoFactor.deactivated") } };
    const after = await recordFailure(context, "login", account.login);
    return { kind: "deactivate_failed", error: after.locked ? lockedOutText(after.until) : tAccount("account.twoFactor.error.offCode") };
  }

  return { kind: "refused", setup: null };
}

const lockedOutText = (until: Date) => tAccount("account.twoFactor.error.lockedOut", { until: `${formatTime(until)} ${formatDate(until)}` });
