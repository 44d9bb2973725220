import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { userMeta, users } from "../../../../db/schema";
import { textToHtml } from "../../../lib/escape-html";
import { tAccount } from "../../../lib/i18n/areas/account";
import type { RequestContext } from "../../../platform/.server/context";
import type { Db } from "../../../platform/.server/db";
import { accountUrls } from "../account-urls";
import { checkLockout, recordFailure } from "./lockouts";
import { hashPassword } from "./passwords";
import { type Account, accountById, accountForSignIn, setPasswordHash } from "./users";

/**
 * WooCommerce's lost password (`WC_Shortcode_My_Account::retrieve_password`): a shopper names
 * their account by login or e-mail and is e-mailed a link `lost-password/?key=…&login=…` to set a
 * new password. The key is 32 random bytes; the account keeps only its SHA-256 and expiry
 * (`user_meta`), one at a time: a new request replaces the old link, setting a password spends it,
 * and it lasts 24 hours (WordPress's `password_reset_expiration`).
 */
const META_KEY = "password_reset_key";
export const RESET_KEY_VALID_MS = 24 * 3_600_000;

const Stored = z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/), expiresAt: z.number() });

const hashOf = (key: string) => createHash("sha256").update(key).digest("hex");
/** What a link's key can be: 32 bytes in base64url. Anything else is not looked up. */
const isKeyShaped = (key: string) => /^[\w-]{43}$/.test(key);

type Requester = Pick<RequestContext, "db" | "clientIp" | "now" | "site" | "mailer" | "log">;

export type LostPasswordAnswer = { kind: "sent" } | { kind: "locked_out"; until: Date };

/**
 * A lost-password request for `login` (a login name or an e-mail). Answers the same whether or
 * not the account exists, after about the same time: the e-mail is sent without being waited
 * for, so a slow mail server does not tell a known address from an unknown one. Every request
 * counts toward Wordfence's lost-password lockout (20 in 4 hours, for the network and the name);
 * a locked-out requester is answered so before anything else happens.
 */
export async function requestPasswordReset(context: Requester, login: string, o: { siteName: string }): Promise<LostPasswordAnswer> {
  // PostgreSQL's text holds no NUL: a name with one is counted without it, and is no account's.
  const counted = login.replaceAll("\0", "");
  const lockout = await checkLockout(context, counted);
  if (lockout.locked) return { kind: "locked_out", until: lockout.until };
  await recordFailure(context, "lost_password", counted);
  const account = counted === login ? await accountForSignIn(context.db, login) : null;
  if (!account) return { kind: "sent" };
  const key = await issueResetKey(context.db, account.id, context.now());
  void mailResetLink(context, account, key, o.siteName);
  return { kind: "sent" };
}

/** A new key for the account, replacing any earlier one. */
export async function issueResetKey(db: Db, userId: number, now: Date): Promise<string> {
  const key = randomBytes(32).toString("base64url");
  const value = { hash: hashOf(key), expiresAt: now.getTime() + RESET_KEY_VALID_MS };
  await db
    .insert(userMeta)
    .values({ userId, key: META_KEY, value })
    .onConflictDoUpdate({ target: [userMeta.userId, userMeta.key], set: { value } });
  return key;
}

/** The link of the e-mail, on the site's address. */
export function resetLinkOf(siteUrl: string, login: string, key: string): string {
  return `${siteUrl}${accountUrls.lostPassword}?key=${encodeURIComponent(key)}&login=${encodeURIComponent(login)}`;
}

async function mailResetLink(context: Requester, account: Account, key: string, siteName: string): Promise<void> {
  const url = resetLinkOf(context.site.url, account.login, key);
  const text = tAccount("account.lostPassword.mail.body", { name: account.displayName, login: account.login, site: siteName, url, ip: context.clientIp });
  try {
    await context.mailer.send({
      to: { name: account.displayName, address: account.email },
      subject: tAccount("account.lostPassword.mail.subject", { site: siteName }),
      text,
      html: textToHtml(text),
    });
  } catch (err) {
    context.log.warn({ err, userId: account.id }, "password reset e-mail failed");
  }
}

/**
 * The account a link names, by its login exactly as the e-mail wrote it (a login may hold an
 * `@`, so it is never read as an e-mail here).
 */
async function accountOfLogin(db: Db, login: string): Promise<Account | null> {
  if (login === "" || login.length > 254 || login.includes("\0")) return null;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.login, login));
  return row ? accountById(db, row.id) : null;
}

/** The account whose live link this is, or null: unknown login, no key, another key, expired or spent. */
export async function accountOfResetKey(db: Db, login: string, key: string, now: Date): Promise<Account | null> {
  if (!isKeyShaped(key)) return null;
  const account = await accountOfLogin(db, login);
  if (!account) return null;
  const [row] = await db.select({ value: userMeta.value }).from(userMeta).where(and(eq(userMeta.userId, account.id), eq(userMeta.key, META_KEY)));
  const stored = Stored.safeParse(row?.value);
  if (!stored.success || stored.data.expiresAt <= now.getTime()) return null;
  return timingSafeEqual(Buffer.from(stored.data.hash, "hex"), Buffer.from(hashOf(key), "hex")) ? account : null;
}

export type ResetOutcome = { ok: true; account: Account } | { ok: false };

/**
 * Sets the new password through a live link and spends it. The key is taken in one conditional
 * delete, so two posts of the same link cannot both set a password. Every session of the account
 * ends, as WordPress's `reset_password` does: whoever knew the old password is signed out.
 */
export async function resetPasswordWithKey(db: Db, login: string, key: string, newPassword: string, now: Date): Promise<ResetOutcome> {
  const account = await accountOfResetKey(db, login, key, now);
  if (!account) return { ok: false };
  // Hashed before the key is spent: the costly step cannot fail after it.
  const hash = await hashPassword(newPassword);
  const taken = await db
    .delete(userMeta)
    .where(
      and(
        eq(userMeta.userId, account.id),
        eq(userMeta.key, META_KEY),
        sql`${userMeta.value}->>'hash' = ${hashOf(key)}`,
        sql`(${userMeta.value}->>'expiresAt')::float8 > ${now.getTime()}`,
      ),
    )
    .returning({ userId: userMeta.userId });
  if (taken.length === 0) return { ok: false };
  await setPasswordHash(db, account.id, hash, { endSessionsExcept: null });
  return { ok: true, account };
}
