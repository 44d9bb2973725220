import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { userMeta, users } from "../../../../db/schema";
import { loadSiteChrome } from "~/features/site/.server";
import { textToHtml } from "../../../lib/escape-html";
import type { RequestContext } from "../../../platform/.server/context";
import type { Db } from "../../../platform/.server/db";
import { tAccount } from "../../../lib/i18n/areas/account";
import { type AccountDetails, type DetailsErrors, type DetailsValues, readDetailsForm } from "../account-details-form";
import { lockedOutMessage } from "./locked-out";
import { checkLockout, recordFailure } from "./lockouts";
import { hashPassword, verifyPassword } from "./passwords";
import { type Account, forgetAccount, setPasswordHash } from "./users";

/** The names WordPress keeps in `user_meta` (`first_name`, `last_name`), each a string. */
const NAME_KEYS = ["first_name", "last_name"] as const;
const MetaText = z.string().catch("");

/** What the edit-account form shows: the names from `user_meta`, the display name and e-mail from the account. */
export async function accountDetailsOf(db: Db, account: Account): Promise<AccountDetails> {
  const rows = await db
    .select({ key: userMeta.key, value: userMeta.value })
    .from(userMeta)
    .where(and(eq(userMeta.userId, account.id), inArray(userMeta.key, [...NAME_KEYS])));
  const meta = (key: (typeof NAME_KEYS)[number]) => MetaText.parse(rows.find((r) => r.key === key)?.value);
  return { firstName: meta("first_name"), lastName: meta("last_name"), displayName: account.displayName, email: account.email };
}

export type SaveDetailsOutcome =
  | { ok: true; passwordChanged: boolean }
  | { ok: false; errors: DetailsErrors; values: DetailsValues }
  /** A password change while the address or the account's login is locked out: nothing checked. */
  | { ok: false; errors: DetailsErrors; values: DetailsValues; lockedOutUntil: Date };

/**
 * The edit-account form posted (WooCommerce's `save_account_details`): checked by the form's
 * rules, the e-mail refused when another account has it, a password change only with the right
 * current password; then the names, display name and e-mail stored, and the new password's hash
 * with every other session of the account ended (whoever knew the old one is signed out; this
 * session stays). Refused: nothing is stored.
 *
 * A wrong current password counts as a failed login of the account, from this address, and a
 * password change is not checked while either is locked out (as sign-in, lockouts.ts): a stolen
 * session cannot guess the password here faster than at the sign-in form.
 */
export async function saveAccountDetails(
  context: Pick<RequestContext, "db" | "session" | "mailer" | "log" | "clientIp" | "now">,
  account: Account,
  form: FormData,
): Promise<SaveDetailsOutcome> {
  const read = readDetailsForm(form);
  if (!read.ok) return read;
  const { details, password, values } = read;
  if (password) {
    const lockout = await checkLockout(context, account.login);
    if (lockout.locked) return { ok: false, errors: { password_current: lockedOutMessage(lockout.until) }, values, lockedOutUntil: lockout.until };
  }
  const errors: DetailsErrors = {};
  if (await emailOfAnother(context.db, account.id, details.email)) errors.account_email = tAccount("account.details.error.emailTaken");
  if (password && !(await isCurrentPassword(context.db, account.id, password.current))) {
    await recordFailure(context, "login", account.login);
    errors.password_current = tAccount("account.details.error.currentPasswordWrong");
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };

  const newHash = password ? await hashPassword(password.next) : null;
  try {
    await context.db.transaction(async (tx) => {
      await tx.update(users).set({ displayName: details.displayName, email: details.email }).where(eq(users.id, account.id));
      for (const [key, value] of [["first_name", details.firstName], ["last_name", details.lastName]] as const) {
        await tx.insert(userMeta).values({ userId: account.id, key, value }).onConflictDoUpdate({ target: [userMeta.userId, userMeta.key], set: { value } });
      }
    });
    forgetAccount(context.db, account.id);
  } catch (error) {
    // Another account took the address between the check and the update (users.email is unique).
    if (await emailOfAnother(context.db, account.id, details.email)) {
      return { ok: false, errors: { account_email: tAccount("account.details.error.emailTaken") }, values };
    }
    throw error;
  }
  if (newHash) {
    const session = await context.session.current();
    await setPasswordHash(context.db, account.id, newHash, { endSessionsExcept: session?.id ?? null });
  }
  const emailChanged = details.email !== account.email;
  if (emailChanged || newHash) void notifyOwner(context, account, { newEmail: emailChanged ? details.email : null, passwordChanged: newHash !== null });
  return { ok: true, passwordChanged: newHash !== null };
}

/**
 * Tells the account's owner, at the address it had, that its e-mail or password changed, as
 * WordPress does (`wp_update_user`): someone who took over a session cannot change them
 * unnoticed. Sent after the answer; a failure is logged, the change stays.
 */
async function notifyOwner(context: Pick<RequestContext, "db" | "mailer" | "log">, account: Account, change: { newEmail: string | null; passwordChanged: boolean }) {
  try {
    const site = (await loadSiteChrome(context.db)).options.blogname;
    const to = { name: account.displayName, address: account.email };
    const mails = [
      ...(change.newEmail
        ? [{ subject: tAccount("account.details.mail.emailChanged.subject", { site }), text: tAccount("account.details.mail.emailChanged.body", { name: account.displayName, site, email: change.newEmail, oldEmail: account.email }) }]
        : []),
      ...(change.passwordChanged
        ? [{ subject: tAccount("account.details.mail.passwordChanged.subject", { site }), text: tAccount("account.details.mail.passwordChanged.body", { name: account.displayName, site, email: account.email }) }]
        : []),
    ];
    for (const mail of mails) await context.mailer.send({ to, subject: mail.subject, text: mail.text, html: textToHtml(mail.text) });
  } catch (err) {
    context.log.warn({ err, userId: account.id }, "account change notice e-mail failed");
  }
}

/** Whether another account has this e-mail, compared as sign-in compares them (case-insensitively). */
async function emailOfAnother(db: Db, userId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

async function isCurrentPassword(db: Db, userId: number, password: string): Promise<boolean> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row?.hash) return false;
  return (await verifyPassword(password, row.hash)).ok;
}
