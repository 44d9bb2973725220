import { type SQL, asc, eq, sql } from "drizzle-orm";
import { rememberedDevices, userTwoFactor, users } from "../../../../db/schema";
import { isEmail } from "../../../lib/validation/email";
import type { Db } from "../../../platform/.server/db";
import { endSessionsOf } from "../../../platform/.server/session";
import { soleWriterCache } from "../../../platform/.server/sole-writer-cache";
import type { Role } from "../roles";

/** An account as the shop shows and checks it; its password hash never leaves this module's callers on the server. */
export type Account = { id: number; login: string; email: string; displayName: string; roles: Role[]; createdAt: Date };
export type AccountWithPassword = Account & { passwordHash: string | null };

const accountColumns = {
  id: users.id,
  login: users.login,
  email: users.email,
  displayName: users.displayName,
  roles: users.roles,
  createdAt: users.createdAt,
};

/** WordPress's limit on `user_login`, which the table's check keeps too. */
export const LOGIN_MAX_LENGTH = 60;

/**
 * The account a sign-in names: by e-mail when the name is one (WordPress's
 * `wp_authenticate_email_password`), else by login, case-insensitively as MySQL's collation
 * compares them in WordPress.
 */
export async function accountForSignIn(db: Db, name: string): Promise<AccountWithPassword | null> {
  const wanted = name.trim();
  if (wanted === "" || wanted.length > 254) return null;
  const [row] = await db
    .select({ ...accountColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(namedBy(wanted))
    .orderBy(asc(users.id))
    .limit(1);
  return row ?? null;
}

/** The account a sign-in names (as `accountForSignIn`) and `beside`, a scalar read in the same statement whether or not the account exists. */
export async function accountForSignInWith<T>(db: Db, name: string, beside: SQL<T>): Promise<{ account: AccountWithPassword | null; beside: T }> {
  const wanted = name.trim();
  const [row] = await db
    .select({ beside, account: { ...accountColumns, passwordHash: users.passwordHash } })
    .from(sql`(select 1) as attempt`)
    .leftJoin(users, wanted === "" || wanted.length > 254 ? sql`false` : namedBy(wanted))
    .orderBy(asc(users.id))
    .limit(1);
  return { account: row?.account ?? null, beside: row!.beside };
}

/** Whether a user is the one `wanted` names: its e-mail when `wanted` is one, else its login, case-insensitively. */
const namedBy = (wanted: string) => sql`lower(${wanted.includes("@") ? users.email : users.login}) = lower(${wanted})`;

/**
 * Accounts as every signed-in page reads them (decision 009's rule: kept only on the embedded
 * database, whose writes all go through this process). The columns kept change only through
 * `account-details.ts` and `staff-customer-changes.ts`, which call `forgetAccount` once their
 * change is committed; roles are given when an account is made. The lifetime bounds anything else.
 */
const keptAccounts = soleWriterCache<Account>({ name: "account", ttlMs: 10_000, maxEntries: 20_000 });

export async function accountById(db: Db, id: number): Promise<Account | null> {
  const key = String(id);
  const kept = keptAccounts.get(db, key);
  if (kept) return kept;
  const mark = keptAccounts.mark(db);
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id));
  if (row) keptAccounts.set(db, key, row, mark);
  return row ?? null;
}

/** Drops this thread's and every other thread's copy of account `id`, after a committed change to it. */
export function forgetAccount(db: Db, id: number): void {
  keptAccounts.delete(db, String(id));
}

export async function listAccounts(db: Db): Promise<Array<Account & { twoFactor: boolean }>> {
  return db
    .select({ ...accountColumns, twoFactor: sql<boolean>`coalesce(${userTwoFactor.enabled}, false)` })
    .from(users)
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .orderBy(asc(users.id));
}

export type NewAccount = { email: string; login?: string; displayName?: string; passwordHash: string | null; roles: Role[] };
export type NewAccountError = "email_invalid" | "email_taken" | "login_invalid" | "login_taken";

/**
 * Creates an account. Without a login one is made from the e-mail's local part, as WooCommerce
 * does for a registration by e-mail (`wc_create_new_customer_username`), with a number added
 * while it is taken.
 */
export async function createAccount(db: Db, wanted: NewAccount): Promise<{ ok: true; account: Account } | { ok: false; error: NewAccountError }> {
  const email = wanted.email.trim();
  if (!isEmail(email) || email.length > 254) return { ok: false, error: "email_invalid" };
  if (await accountForSignIn(db, email)) return { ok: false, error: "email_taken" };
  let login: string;
  if (wanted.login !== undefined) {
    login = wanted.login.trim();
    if (!isLogin(login)) return { ok: false, error: "login_invalid" };
    if (await accountForSignIn(db, login)) return { ok: false, error: "login_taken" };
  } else {
    login = await freeLogin(db, loginFromEmail(email));
  }
  const [account] = await db
    .insert(users)
    .values({ login, email, displayName: wanted.displayName?.trim() || login, passwordHash: wanted.passwordHash, roles: wanted.roles })
    .onConflictDoNothing()
    .returning(accountColumns);
  // Another request took the name or the address between the checks and the insert.
  if (!account) return { ok: false, error: (await accountForSignIn(db, email)) ? "email_taken" : "login_taken" };
  return { ok: true, account };
}

/** WordPress's `sanitize_user` in strict mode keeps these: letters, digits, space, `_ . - @`. */
const isLogin = (login: string) => login.length >= 1 && login.length <= LOGIN_MAX_LENGTH && /^[\p{L}\p{N} _.@-]+$/u.test(login);

/** The e-mail's local part, without what a login may not hold, or "khachhang" when nothing is left. */
export function loginFromEmail(email: string): string {
  const local = email.slice(0, email.indexOf("@")).normalize("NFC").replace(/[^\p{L}\p{N}_.-]/gu, "").slice(0, LOGIN_MAX_LENGTH - 4);
  return local || "khachhang";
}

async function freeLogin(db: Db, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!(await accountForSignIn(db, candidate))) return candidate;
  }
}

/**
 * Sets the account's password hash. With `endSessionsExcept`, every other session of the account
 * ends, as WordPress does on a password change: whoever knew the old password is signed out.
 */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string, o: { endSessionsExcept?: string | null } = {}): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  if (o.endSessionsExcept !== undefined) await endSessionsOf(db, userId, o.endSessionsExcept);
}

/** Turns two-factor sign-in off for the account and forgets its remembered devices (the owner's way back in). */
export async function removeTwoFactor(db: Db, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId)).returning({ userId: userTwoFactor.userId });
    await tx.delete(rememberedDevices).where(eq(rememberedDevices.userId, userId));
    return gone.length > 0;
  });
}
