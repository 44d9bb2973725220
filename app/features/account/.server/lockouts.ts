import { type SQL, sql } from "drizzle-orm";
import type { loginOutcome } from "../../../../db/schema";
import { loginSecurity } from "../../../lib/constants";
import { type Requester, addressNetwork } from "../../../platform/.server/allowances";
import { type Db, queryRows } from "../../../platform/.server/db";

/**
 * Brute-force protection on Wordfence's terms (spec §7 "Login and registration", decision 025):
 * failed logins and lost-password requests are counted per client network and per login name;
 * the 20th of a kind within 4 hours locks both out for 4 hours, during which an attempt is
 * answered 503 without being checked. Counted in the database (migration 0017), each failure in
 * one statement that records it and reads the count, so every process on one PostgreSQL counts
 * the same failures, each once. Unlike the request allowances, the machine's own address counts
 * too: a proxy in front that hides shoppers' addresses must be configured (`TRUST_PROXY`), or
 * they all share one count.
 */

export type Lockout = { locked: false } | { locked: true; until: Date };

export type FailureKind = "login" | "lost_password";

export type LoginOutcome = (typeof loginOutcome.enumValues)[number];

/** The longest login a count, a lockout or the log keeps (longer ones are cut: one subject all the same). */
const LOGIN_MAX = 100;

/** A login name as counted: trimmed, case folded (WordPress logins and e-mails are case-insensitive), cut; null when empty. */
export function loginSubject(login: string): string | null {
  const subject = login.trim().toLowerCase().slice(0, LOGIN_MAX);
  return subject === "" ? null : subject;
}

/** A lockout from the instant it ends (milliseconds since the epoch), or none. */
export const lockoutUntil = (until: number | null | undefined): Lockout => (until == null ? { locked: false } : { locked: true, until: new Date(until) });

const lockoutOf = (row: { until: number | null } | undefined): Lockout => lockoutUntil(row?.until);

/**
 * When the lockout of the requester's network or of the login name ends (the later of the two),
 * in milliseconds since the epoch, null when neither is locked out now: a scalar, so that a
 * caller can read it in the same statement as what it reads beside it.
 */
export function lockedUntilSql(requester: Requester, login: string): SQL<number | null> {
  return sql<number | null>`(select (extract(epoch from max(until)) * 1000)::float8 from login_lockouts
         where until > ${requester.now().toISOString()}::timestamptz
           and ((scope = 'address' and subject = ${addressNetwork(requester.clientIp)}) or (scope = 'login' and subject = ${loginSubject(login)})))`;
}

/** Whether the requester's network or the login name is locked out now, and until when (the later of the two). */
export async function checkLockout(requester: Requester, login: string): Promise<Lockout> {
  const [row] = await queryRows<{ until: number | null }>(requester.db, sql`select ${lockedUntilSql(requester, login)} as until`);
  return lockoutOf(row);
}

/**
 * Counts one failed login (a wrong password, an unknown login, a wrong two-factor code) or one
 * lost-password request, for the requester's network and the login name; the one that makes its
 * kind's limit within the window locks them out. Answers the state it leaves: locked from the
 * limit on, until `lockoutMs` after this failure (or a longer lockout already there). With
 * `logged`, the attempt's log line is written in the same call.
 */
export async function recordFailure(requester: Requester, kind: FailureKind, login: string, logged?: LoggedAttempt): Promise<Lockout> {
  const now = requester.now();
  const limit = kind === "login" ? loginSecurity.maxLoginFailures : loginSecurity.maxLostPasswordRequests;
  const since = new Date(now.getTime() - loginSecurity.countFailuresMs).toISOString();
  const until = new Date(now.getTime() + loginSecurity.lockoutMs).toISOString();
  // One call of login_failure_record (db/functions/login-security.sql), which says why.
  const [row] = await queryRows<{ until: number | null }>(
    requester.db,
    sql`select login_failure_record(${kind}::login_failure_kind, ${addressNetwork(requester.clientIp)}, ${loginSubject(login)},
          ${now.toISOString()}::timestamptz, ${since}::timestamptz, ${until}::timestamptz, ${limit}::int,
          ${logged ? requester.clientIp.slice(0, LOG_ADDRESS_MAX) : null}, ${logged ? loggedLogin(logged) : null},
          ${logged?.outcome ?? null}::login_outcome, ${logged?.userId ?? null}::int) as until`,
  );
  return lockoutOf(row);
}

/**
 * After a successful login, forgets the failed logins of the requester's network and of that
 * login name, as Wordfence resets its per-address counter on success (`authenticateFilter` in
 * Wordfence's lib/wordfenceClass.php: `delete_transient($tKey); //reset counter on success`, the
 * `wflginfl_` login-failure count; its lost-password count `wffgt_` is left to expire). A lockout
 * is not lifted: while it lasts no login is checked, so none succeeds. Other login names'
 * counts from the same network stay: logging in to one's own account does not wipe an attack on
 * another's.
 */
export async function clearFailuresFor(requester: Requester, login: string): Promise<void> {
  await requester.db.execute(
    sql`delete from login_failures
         where kind = 'login'
           and ((scope = 'address' and subject = ${addressNetwork(requester.clientIp)}) or (scope = 'login' and subject = ${loginSubject(login)}))`,
  );
}

/** A login attempt as the log keeps it: the login as typed, its outcome, the user when known. */
export type LoggedAttempt = { login: string; outcome: LoginOutcome; userId?: number | null };

/** The longest client address the log keeps. */
const LOG_ADDRESS_MAX = 64;
/** The login as the log keeps it: as typed, trimmed, cut to 100 characters. */
const loggedLogin = (attempt: LoggedAttempt) => attempt.login.trim().slice(0, LOGIN_MAX);

/** The log line's insert: when, from which address, the login, the outcome, the user. Never the password. */
const logLineInsert = (requester: Requester, attempt: LoggedAttempt) =>
  sql`insert into login_log (at, address, login, outcome, user_id)
      values (${requester.now().toISOString()}::timestamptz, ${requester.clientIp.slice(0, LOG_ADDRESS_MAX)},
              ${loggedLogin(attempt)}, ${attempt.outcome}::login_outcome, ${attempt.userId ?? null})`;

/** Records what a login attempt came to (a failure that counts is logged by `recordFailure` itself). */
export async function logLogin(requester: Requester, attempt: LoggedAttempt): Promise<void> {
  await requester.db.execute(logLineInsert(requester, attempt));
}

/**
 * The hourly purge (server/hourly-purge.ts): log entries older than 90 days, lockouts that ended,
 * failure counts whose newest failure has left the window. Answers how many rows went.
 */
export async function purgeLoginSecurity(db: Db, now: Date): Promise<number> {
  const [gone] = await queryRows<{ count: number }>(
    db,
    sql`with log as (delete from login_log where at < ${new Date(now.getTime() - loginSecurity.logKeptMs).toISOString()}::timestamptz returning 1),
             locks as (delete from login_lockouts where until <= ${now.toISOString()}::timestamptz returning 1),
             counts as (delete from login_failures where last_at <= ${new Date(now.getTime() - loginSecurity.countFailuresMs).toISOString()}::timestamptz returning 1)
        select ((select count(*) from log) + (select count(*) from locks) + (select count(*) from counts))::int as count`,
  );
  return gone?.count ?? 0;
}
