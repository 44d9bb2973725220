import { loadSiteChrome } from "~/features/site/.server";
import { textToHtml } from "../../../lib/escape-html";
import { tAccount } from "../../../lib/i18n/areas/account";
import type { RequestContext } from "../../../platform/.server/context";
import { ACCOUNT_PATH } from "../account-urls";
import { verifyCaptchaToken } from "../../../platform/.server/captcha";
import { MAX_PASSWORD_LENGTH, hashPassword } from "./passwords";
import { startSession } from "./sign-in";
import { supportMessageNonce } from "./support-messages";
import { type Account, createAccount } from "./users";

/** The shortest password an account takes (WordPress asks none; a shop should). */
export const MIN_PASSWORD_LENGTH = 8;

export type Registration = { email: string; password: string; captchaToken: string | null };
export type RegistrationRefusal = { error: string; email: string; field: "email" | "password" | null; supportNonce: string | null };

/**
 * Registers a shopper (WooCommerce's `wc_create_new_customer`): an account of the customer role,
 * a welcome e-mail, and the shopper signed in. With the CAPTCHA on (the default), a request
 * without a valid token is blocked, and offered the form to write to the shop instead
 * (Wordfence's registration block, with its support-message nonce).
 */
export async function register(context: RequestContext, wanted: Registration): Promise<{ ok: true; account: Account } | { ok: false; refusal: RegistrationRefusal }> {
  const email = wanted.email.trim().slice(0, 254);
  const refused = (error: string, field: RegistrationRefusal["field"], supportNonce: string | null = null) =>
    ({ ok: false, refusal: { error, email, field, supportNonce } }) as const;
  const { options } = await loadSiteChrome(context.db);
  if (options.login_security.captcha_registration) {
    const verdict = await verifyCaptchaToken(context.db, context.site.secretKey, wanted.captchaToken, context.now());
    if (verdict !== "valid") return refused(tAccount("register.blocked"), null, supportMessageNonce(context.site.secretKey, context.clientIp, context.now()));
  }
  if (wanted.password.length < MIN_PASSWORD_LENGTH || wanted.password.length > MAX_PASSWORD_LENGTH) return refused(tAccount("register.error.password"), "password");
  const created = await createAccount(context.db, { email, passwordHash: await hashPassword(wanted.password), roles: ["customer"] });
  if (!created.ok) return refused(tAccount(created.error === "email_taken" ? "register.error.emailTaken" : "register.error.email"), "email");
  const { account } = created;
  const text = tAccount("register.mail.body", { name: account.displayName, site: options.blogname, login: account.login, url: `${context.site.url}${ACCOUNT_PATH}` });
  try {
    await context.mailer.send({ to: { name: account.displayName, address: account.email }, subject: tAccount("register.mail.subject", { site: options.blogname }), text, html: textToHtml(text) });
  } catch (err) {
    // The account exists and the shopper is signed in: a mail server's hiccup does not undo that.
    context.log.warn({ err, userId: account.id }, "welcome e-mail failed");
  }
  await startSession(context, account.id, { remember: false });
  return { ok: true, account };
}
