import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { userMeta } from "../../../../db/schema";
import { tAccount } from "../../../lib/i18n/areas/account";
import type { AppServices } from "../../../platform/.server/context";
import { textToHtml } from "../../../lib/escape-html";
import { ACCOUNT_PATH } from "../account-urls";
import type { Account } from "./users";

/**
 * Wordfence's way past a failed CAPTCHA: the right password without a valid token sends the
 * account's owner a link (`?wfls-email-verification=…`, 15 minutes, one use) to sign in with
 * instead. The link's token is random; the account keeps its SHA-256 and expiry (`user_meta`),
 * one at a time, dropped once a sign-in used it. At most one e-mail per account in 5 minutes,
 * so a bot holding the password cannot fill the owner's mailbox.
 */
const META_KEY = "wfls-email-verification";
const VALID_MS = 15 * 60_000;
const RESEND_AFTER_MS = 5 * 60_000;

const Stored = z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/), expiresAt: z.number(), sentAt: z.number() });

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

async function storedFor(db: AppServices["db"], userId: number) {
  const [row] = await db.select({ value: userMeta.value }).from(userMeta).where(and(eq(userMeta.userId, userId), eq(userMeta.key, META_KEY)));
  const parsed = Stored.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

/**
 * E-mails the account a sign-in link (unless one went in the last 5 minutes), to My account's
 * form, which takes the shopper to `redirectTo` (a path of this site) once signed in.
 */
export async function sendVerificationLink(
  services: Pick<AppServices, "db" | "mailer" | "log" | "site" | "now">,
  account: Account,
  o: { siteName: string; ip: string; redirectTo?: string | null },
): Promise<void> {
  const now = services.now().getTime();
  const previous = await storedFor(services.db, account.id);
  if (previous && now - previous.sentAt < RESEND_AFTER_MS) return;
  const token = randomBytes(24).toString("base64url");
  const value = { hash: hashOf(token), expiresAt: now + VALID_MS, sentAt: now };
  await services.db
    .insert(userMeta)
    .values({ userId: account.id, key: META_KEY, value })
    .onConflictDoUpdate({ target: [userMeta.userId, userMeta.key], set: { value } });
  const onward = o.redirectTo && o.redirectTo !== ACCOUNT_PATH ? `&redirect_to=${encodeURIComponent(o.redirectTo)}` : "";
  const url = `${services.site.url}${ACCOUNT_PATH}?${META_KEY}=${token}${onward}`;
  const text = tAccount("login.verificationMail.body", { site: o.siteName, ip: o.ip, url });
  try {
    await services.mailer.send({
      to: { name: account.displayName, address: account.email },
      subject: tAccount("login.verificationMail.subject", { site: o.siteName }),
      text,
      html: textToHtml(text),
    });
  } catch (err) {
    services.log.warn({ err, userId: account.id }, "login verification e-mail failed");
  }
}

/** Whether `token` is the account's live verification link. */
export async function isVerifiedByEmail(db: AppServices["db"], userId: number, token: string | null, now: Date): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const stored = await storedFor(db, userId);
  if (!stored || stored.expiresAt <= now.getTime()) return false;
  return timingSafeEqual(Buffer.from(stored.hash, "hex"), Buffer.from(hashOf(token), "hex"));
}

/** A sign-in went through: the link is spent. */
export async function forgetVerificationLink(db: AppServices["db"], userId: number): Promise<void> {
  await db.delete(userMeta).where(and(eq(userMeta.userId, userId), eq(userMeta.key, META_KEY)));
}

/**
 * Whether `token` is some account's live verification link, for the sign-in page it opens to say
 * "verified, sign in now" or "invalid or expired" (Wordfence's `_wp_login_errors`), and to carry
 * it into the form.
 */
export async function verificationLinkIsLive(db: AppServices["db"], token: string, now: Date): Promise<boolean> {
  if (token.length > 100) return false;
  const [row] = await db
    .select({ userId: userMeta.userId })
    .from(userMeta)
    .where(and(eq(userMeta.key, META_KEY), sql`${userMeta.value}->>'hash' = ${hashOf(token)}`, sql`(${userMeta.value}->>'expiresAt')::float8 > ${now.getTime()}`));
  return row !== undefined;
}
