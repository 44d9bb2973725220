import { createHash, randomInt, randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { applicationPasswords } from "../../../../db/schema";
import type { Requester } from "../../../platform/.server/allowances";
import type { Db } from "../../../platform/.server/db";
import {
  APPLICATION_PASSWORD_ALPHABET,
  APPLICATION_PASSWORD_LENGTH,
  chunkApplicationPassword,
  normalizeApplicationPassword,
} from "../application-password-format";
import { checkLockout, logLogin, recordFailure } from "./lockouts";
import { type Account, accountForSignIn } from "./users";

/**
 * WordPress's application passwords (5.6+, decision 030): made for a named application, shown
 * once, kept as their SHA-256 only; HTTP Basic with one of them authenticates a REST request as
 * its account. A wrong one counts as a failed login (decision 025), so Basic is no side door for
 * guessing the account's passwords.
 */

export type ApplicationPassword = {
  uuid: string;
  userId: number;
  appId: string | null;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  lastIp: string | null;
};

/** The longest name kept (WordPress sets none; the table's check does). */
export const APPLICATION_NAME_MAX = 200;

const columns = {
  uuid: applicationPasswords.uuid,
  userId: applicationPasswords.userId,
  appId: applicationPasswords.appId,
  name: applicationPasswords.name,
  createdAt: applicationPasswords.createdAt,
  lastUsedAt: applicationPasswords.lastUsedAt,
  lastIp: applicationPasswords.lastIp,
};

/** 24 characters drawn uniformly from WordPress's 62 letters and digits (~143 bits). */
export function newApplicationPassword(): string {
  let password = "";
  for (let i = 0; i < APPLICATION_PASSWORD_LENGTH; i++) password += APPLICATION_PASSWORD_ALPHABET[randomInt(APPLICATION_PASSWORD_ALPHABET.length)];
  return password;
}

/**
 * What is stored of a password: the hex SHA-256 of its letters and digits. A random secret of
 * 143 bits cannot be guessed from a fast hash, so every REST request pays a microsecond rather
 * than a password hash's milliseconds (WordPress 6.8 moved them to a fast hash for that reason).
 */
export function hashApplicationPassword(typed: string): string {
  return createHash("sha256").update(normalizeApplicationPassword(typed)).digest("hex");
}

export async function listApplicationPasswords(db: Db, userId: number): Promise<ApplicationPassword[]> {
  return db.select(columns).from(applicationPasswords).where(eq(applicationPasswords.userId, userId)).orderBy(asc(applicationPasswords.createdAt), asc(applicationPasswords.name));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of the account's passwords; null when the uuid names none of them (or is no uuid at all). */
export async function applicationPasswordOf(db: Db, userId: number, uuid: string): Promise<ApplicationPassword | null> {
  if (!UUID.test(uuid)) return null;
  const [row] = await db
    .select(columns)
    .from(applicationPasswords)
    .where(and(eq(applicationPasswords.userId, userId), eq(applicationPasswords.uuid, uuid.toLowerCase())));
  return row ?? null;
}

export type NameRefusal = "empty_name" | "duplicate_name" | "name_too_long";

function nameRefusal(name: string): NameRefusal | null {
  if (name.trim() === "") return "empty_name";
  if (name.length > APPLICATION_NAME_MAX) return "name_too_long";
  return null;
}

/** A unique index's refusal, wherever the driver nests the error. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * A new password for the account, named as the person asked (WordPress keeps the name as typed,
 * refuses an empty one and a second of the same name). The password in its grouping, to be shown
 * once; only its hash is kept.
 */
export async function createApplicationPassword(
  db: Db,
  userId: number,
  wanted: { name: string; appId?: string | null },
): Promise<{ ok: true; password: string; item: ApplicationPassword } | { ok: false; error: NameRefusal }> {
  const refused = nameRefusal(wanted.name);
  if (refused) return { ok: false, error: refused };
  const password = newApplicationPassword();
  try {
    const [item] = await db
      .insert(applicationPasswords)
      .values({ uuid: randomUUID(), userId, appId: wanted.appId ? wanted.appId.toLowerCase() : null, name: wanted.name, passwordHash: hashApplicationPassword(password) })
      .returning(columns);
    return { ok: true, password: chunkApplicationPassword(password), item: item! };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: "duplicate_name" };
    throw error;
  }
}

/** Renames one of the account's passwords (all WordPress lets change); null when there is none of that uuid. */
export async function renameApplicationPassword(db: Db, userId: number, uuid: string, name: string): Promise<{ ok: true; item: ApplicationPassword | null } | { ok: false; error: NameRefusal }> {
  const refused = nameRefusal(name);
  if (refused) return { ok: false, error: refused };
  if (!UUID.test(uuid)) return { ok: true, item: null };
  try {
    const [item] = await db
      .update(applicationPasswords)
      .set({ name })
      .where(and(eq(applicationPasswords.userId, userId), eq(applicationPasswords.uuid, uuid.toLowerCase())))
      .returning(columns);
    return { ok: true, item: item ?? null };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: "duplicate_name" };
    throw error;
  }
}

/** Revokes one password: it authenticates nothing from then on. The revoked one, or null when there was none. */
export async function revokeApplicationPassword(db: Db, userId: number, uuid: string): Promise<ApplicationPassword | null> {
  if (!UUID.test(uuid)) return null;
  const [row] = await db
    .delete(applicationPasswords)
    .where(and(eq(applicationPasswords.userId, userId), eq(applicationPasswords.uuid, uuid.toLowerCase())))
    .returning(columns);
  return row ?? null;
}

/** Revokes every password of the account; how many there were. */
export async function revokeAllApplicationPasswords(db: Db, userId: number): Promise<number> {
  const rows = await db.delete(applicationPasswords).where(eq(applicationPasswords.userId, userId)).returning({ uuid: applicationPasswords.uuid });
  return rows.length;
}

/** WordPress records a password's use at most once a day from one address (`record_application_password_usage`): no write per request. */
const USAGE_RECORDED_EVERY_MS = 24 * 60 * 60 * 1000;

/** What HTTP Basic with an application password came to, in WordPress's error codes. */
export type BasicAuthentication =
  | { ok: true; account: Account; uuid: string }
  | { ok: false; error: "invalid_username" | "invalid_email" | "incorrect_password" }
  | { ok: false; error: "locked_out"; until: Date };

/**
 * Authenticates `user` (login or e-mail, as WordPress's `wp_authenticate_application_password`
 * finds it) with one of its application passwords; never with the account's real password.
 * Wordfence's order: a locked-out network or login is not checked at all; a wrong password or
 * an unknown user counts as a failed login of that name from that network, and is logged.
 */
export async function authenticateApplicationPassword(requester: Requester, user: string, typed: string): Promise<BasicAuthentication> {
  const lockout = await checkLockout(requester, user);
  if (lockout.locked) {
    await logLogin(requester, { login: user, outcome: "locked_out" });
    return { ok: false, error: "locked_out", until: lockout.until };
  }
  const account = await accountForSignIn(requester.db, user);
  const password = normalizeApplicationPassword(typed.slice(0, 1000));
  const [match] =
    account && password.length === APPLICATION_PASSWORD_LENGTH
      ? await requester.db
          .select({ uuid: applicationPasswords.uuid, lastUsedAt: applicationPasswords.lastUsedAt, lastIp: applicationPasswords.lastIp })
          .from(applicationPasswords)
          .where(and(eq(applicationPasswords.userId, account.id), eq(applicationPasswords.passwordHash, hashApplicationPassword(password))))
      : [];
  if (!account || !match) {
    await recordFailure(requester, "login", user);
    await logLogin(requester, { login: user, outcome: "wrong_password", userId: account?.id });
    if (account) return { ok: false, error: "incorrect_password" };
    return { ok: false, error: user.includes("@") ? "invalid_email" : "invalid_username" };
  }
  const now = requester.now();
  if (match.lastUsedAt === null || match.lastIp !== requester.clientIp || now.getTime() - match.lastUsedAt.getTime() >= USAGE_RECORDED_EVERY_MS) {
    await requester.db
      .update(applicationPasswords)
      .set({ lastUsedAt: sql`${now.toISOString()}::timestamptz`, lastIp: requester.clientIp.slice(0, 64) })
      .where(eq(applicationPasswords.uuid, match.uuid));
  }
  return { ok: true, account: { id: account.id, login: account.login, email: account.email, displayName: account.displayName, roles: account.roles, createdAt: account.createdAt }, uuid: match.uuid };
}
