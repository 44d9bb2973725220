import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { users } from "../db/schema";
import { hashPassword } from "../app/features/account/.server/passwords";
import { createAccount } from "../app/features/account/.server/users";
import { loginSecurity } from "../app/lib/constants";
import { openDatabase, queryRows } from "../app/platform/.server/db";
import { type AutocannonJson, BROWSER_HEADERS, type LoadResult, loadResult } from "./load";
import type { Check } from "./report";

/**
 * The authenticate scenario (issue 19): wrong passwords posted to `wordfence_ls_authenticate`
 * from many client addresses, each for its own bench account, so that every attempt is really
 * checked (a scrypt verification) while the lockouts are counted; then the counting is checked
 * against the database.
 *
 * One address and one login per "pair" (an attacker's address trying one account): every lockout
 * subject is then counted by one pair's attempts alone, and what each must come to is known.
 * The addresses are in 198.18.0.0/15, the range set aside for benchmarks (RFC 2544), sent as
 * `X-Forwarded-For` to a server trusting its proxy (`TRUST_PROXY=true`, one hop).
 */

const RUNNER = new URL("./autocannon-authenticate.mjs", import.meta.url).pathname;
const run = promisify(execFile);

/** Wordfence's limit: the 20th failure locks the address and the login out. */
const LOCK_ATTEMPTS = loginSecurity.maxLoginFailures;
/** A pair that stays below the limit: its attempts, and a later one that must still be checked. */
const BELOW_ATTEMPTS = 12;
/** Enough pairs for ~17 000 attempts (a pair takes 13 or 21): several times what 10 s at the target make. */
export const BENCH_ACCOUNTS = 1000;
const LOGIN_PREFIX = "bench-login-";

export type Pair = { address: string; login: string };

/** A pair's first attempts: even pairs make the limit's 20 (then locked out), odd ones stay below it. */
const plannedAttempts = (pair: number) => (pair % 2 === 0 ? LOCK_ATTEMPTS : BELOW_ATTEMPTS);

/** Pair `i`: the i-th address of 198.18.0.0/15 (from 198.18.0.1) and the i-th bench account. */
export function pairOf(i: number): Pair {
  const n = i + 1;
  return { address: `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`, login: `${LOGIN_PREFIX}${String(i).padStart(4, "0")}` };
}

const benchAddresses = sql`(address like '198.18.%' or address like '198.19.%')`;
const benchSubjects = sql`((scope = 'address' and (subject like '198.18.%' or subject like '198.19.%')) or (scope = 'login' and subject like ${`${LOGIN_PREFIX}%`}))`;

/**
 * Before the server starts (one process per embedded database): the bench accounts, made once
 * through the account module (one password hash of today's parameters shared by all: a
 * verification costs the same for each), and no count, lockout or log line left of an earlier
 * run, which would lock them out for 4 hours.
 */
export async function prepareAuthenticateBench(dataDir: string): Promise<void> {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  try {
    const { db } = database;
    const existing = new Set(
      (await queryRows<{ login: string }>(db, sql`select login from ${users} where login like ${`${LOGIN_PREFIX}%`}`)).map((r) => r.login),
    );
    const passwordHash = await hashPassword(randomBytes(18).toString("base64url"));
    for (let i = 0; i < BENCH_ACCOUNTS; i++) {
      const { login } = pairOf(i);
      if (existing.has(login)) continue;
      const created = await createAccount(db, { email: `${login}@bench.example`, login, passwordHash, roles: ["customer"] });
      if (!created.ok) throw new Error(`bench: could not create account ${login}: ${created.error}`);
    }
    await db.execute(sql`delete from login_failures where ${benchSubjects}`);
    await db.execute(sql`delete from login_lockouts where ${benchSubjects}`);
    await db.execute(sql`delete from login_log where ${benchAddresses}`);
  } finally {
    await database.close();
  }
}

/** One request of the run: its pair, whether it was the pair's revisit, the answer (status 0: none seen), times in ms, and whether the answer was JSON with `error`. */
type Attempt = [pair: number, revisit: 0 | 1, status: number, sentAt: number, answeredAt: number, error: 0 | 1];

export type AuthenticateRun = { load: LoadResult; attempts: Attempt[]; firstPair: number; pairsUsed: number; doubled: number };

/** A run of `seconds` from `connections`, on the pairs from `firstPair` on (a run's pairs are its own). */
export async function runAuthenticate(o: { origin: string; connections: number; seconds: number; firstPair: number }): Promise<AuthenticateRun> {
  const pairs = Array.from({ length: BENCH_ACCOUNTS - o.firstPair }, (_, i) => ({ ...pairOf(o.firstPair + i), planned: plannedAttempts(o.firstPair + i) }));
  const options = JSON.stringify({
    url: o.origin,
    connections: o.connections,
    seconds: o.seconds,
    pairs,
    headers: BROWSER_HEADERS,
  });
  const { stdout } = await run(process.execPath, [RUNNER, options], { maxBuffer: 64 * 1024 * 1024 });
  const json = JSON.parse(stdout) as AutocannonJson & { attempts: Attempt[]; pairsUsed: number; exhausted: boolean; doubled: number };
  if (json.exhausted) throw new Error(`bench: authenticate used all ${pairs.length} address/login pairs; raise BENCH_ACCOUNTS`);
  const attempts = json.attempts.map(([pair, ...rest]) => [pair + o.firstPair, ...rest] as Attempt);
  return { load: loadResult(json), attempts, firstPair: o.firstPair, pairsUsed: json.pairsUsed, doubled: json.doubled };
}

export type LockoutVerdict = {
  /** Answers 200 with `error` (checked, wrong), 503 (locked out, not checked), anything else. */
  wrong: number;
  locked: number;
  other: number;
  /** Requests made whose answer the run did not see (in flight when it ended). */
  unanswered: number;
  /** Failures the database logged for the run's addresses, and lockouts it holds for its addresses and logins. */
  failuresLogged: number;
  lockedOutLogged: number;
  addressesLocked: number;
  loginsLocked: number;
  verified: boolean;
  problems: string[];
};

type Tally = { wrong: number; locked: number; other: number; unanswered: number; firstPhase: number; revisit: Attempt | null };

/**
 * After the server stopped: every answer against what the database counted, pair by pair.
 * - each pair's first attempts (20 for a lock pair, 12 for a below pair) answered 200 with `error`;
 * - the failures logged for its address equal its checked answers (plus at most the attempts in
 *   flight when the run ended, which the server may have finished), the locked-out lines its 503s;
 * - its address's and its login's failure counts are the failures logged (up to the limit), and
 *   each is locked out exactly when 20 were counted;
 * - its revisit, made after all its first answers came back, answered 503 for a lock pair, and
 *   was checked (200 with `error`) for a below pair; no 503 anywhere for a pair below the limit.
 */
export async function verifyLockoutCounts(dataDir: string, runs: AuthenticateRun[]): Promise<LockoutVerdict> {
  const tallies = new Map<number, Tally>();
  for (const attempt of runs.flatMap((r) => r.attempts)) {
    const [pair, revisit, status, , , error] = attempt;
    const t = tallies.get(pair) ?? { wrong: 0, locked: 0, other: 0, unanswered: 0, firstPhase: 0, revisit: null };
    tallies.set(pair, t);
    if (revisit) t.revisit = attempt;
    else t.firstPhase++;
    if (status === 0) t.unanswered++;
    else if (status === 200 && error) t.wrong++;
    else if (status === 503) t.locked++;
    else t.other++;
  }

  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  let logged: Array<{ address: string; failures: number; locked_out: number }>;
  let counts: Array<{ scope: string; subject: string; failures: number }>;
  let lockouts: Array<{ scope: string; subject: string }>;
  try {
    const { db } = database;
    logged = await queryRows(
      db,
      sql`select address,
                 count(*) filter (where outcome in ('wrong_password', 'captcha_missing', 'captcha_invalid'))::int as failures,
                 count(*) filter (where outcome = 'locked_out')::int as locked_out
            from login_log where ${benchAddresses} group by address`,
    );
    counts = await queryRows(db, sql`select scope::text as scope, subject, cardinality(failed_at)::int as failures from login_failures where kind = 'login' and ${benchSubjects}`);
    lockouts = await queryRows(db, sql`select scope::text as scope, subject from login_lockouts where until > now() and ${benchSubjects}`);
  } finally {
    await database.close();
  }
  const loggedBy = new Map(logged.map((r) => [r.address, r]));
  const countOf = new Map(counts.map((r) => [`${r.scope} ${r.subject}`, r.failures]));
  const lockedSubjects = new Set(lockouts.map((r) => `${r.scope} ${r.subject}`));

  const problems: string[] = [];
  const problem = (text: string) => void (problems.length < 20 && problems.push(text));
  const doubled = runs.reduce((s, r) => s + r.doubled, 0);
  if (doubled > 0) problem(`${doubled} answers came to a request already answered: the answers cannot be told apart`);
  const known = new Set<string>();
  for (const [i, t] of tallies) {
    const { address, login } = pairOf(i);
    const planned = plannedAttempts(i);
    const name = `pair ${i} (${address}, ${login})`;
    const problemsBefore = problems.length;
    known.add(`address ${address}`).add(`login ${login}`);
    const failures = loggedBy.get(address)?.failures ?? 0;
    const lockedOut = loggedBy.get(address)?.locked_out ?? 0;
    if (t.other > 0) problem(`${name}: ${t.other} answers neither 200 with error nor 503`);
    if (failures < t.wrong || failures > t.wrong + t.unanswered) problem(`${name}: ${t.wrong} wrong-password answers (${t.unanswered} unanswered), ${failures} failures logged`);
    if (lockedOut < t.locked || lockedOut > t.locked + t.unanswered) problem(`${name}: ${t.locked} answers 503 (${t.unanswered} unanswered), ${lockedOut} logged locked out`);
    for (const subject of [`address ${address}`, `login ${login}`]) {
      const counted = countOf.get(subject) ?? 0;
      if (counted !== Math.min(failures, LOCK_ATTEMPTS)) problem(`${name}: ${subject} counts ${counted} failures, ${failures} logged`);
      if (lockedSubjects.has(subject) !== failures >= LOCK_ATTEMPTS) problem(`${name}: ${subject} ${lockedSubjects.has(subject) ? "locked out" : "not locked out"} after ${failures} failures`);
    }
    const firstAnswersWrong = t.firstPhase === planned && t.wrong - (t.revisit?.[2] === 200 ? 1 : 0) === planned;
    if (t.locked > 0 && failures < LOCK_ATTEMPTS) problem(`${name}: ${t.locked} answers 503 below the limit (${failures} failures)`);
    if (t.revisit && t.revisit[2] !== 0) {
      if (!firstAnswersWrong) problem(`${name}: revisited before its ${planned} first attempts were answered wrong`);
      const expected = planned === LOCK_ATTEMPTS ? 503 : 200;
      if (t.revisit[2] !== expected) problem(`${name}: its revisit after ${planned} failures answered ${t.revisit[2]}, not ${expected}`);
    }
    if (problems.length > problemsBefore) problem(`${name}: answers (R revisit, 0 none; sent–answered ms) ${answersOf(runs, i)}`);
  }
  // Nothing counted, locked or logged for a bench address or login the run did not use.
  for (const subject of [...countOf.keys(), ...lockedSubjects]) if (!known.has(subject)) problem(`${subject}: counted or locked out, but no attempt was made for it`);
  for (const { address } of logged) if (!known.has(`address ${address}`)) problem(`address ${address}: logged, but no attempt was made from it`);

  const sum = (f: (t: Tally) => number) => [...tallies.values()].reduce((s, t) => s + f(t), 0);
  return {
    wrong: sum((t) => t.wrong),
    locked: sum((t) => t.locked),
    other: sum((t) => t.other),
    unanswered: sum((t) => t.unanswered),
    failuresLogged: logged.reduce((s, r) => s + r.failures, 0),
    lockedOutLogged: logged.reduce((s, r) => s + r.locked_out, 0),
    addressesLocked: lockouts.filter((r) => r.scope === "address").length,
    loginsLocked: lockouts.filter((r) => r.scope === "login").length,
    verified: problems.length === 0,
    problems,
  };
}

/** A pair's attempts as the client saw them, in the order they were made. */
function answersOf(runs: AuthenticateRun[], pair: number): string {
  const attempts = runs.flatMap((r) => r.attempts).filter((a) => a[0] === pair);
  return attempts.map(([, revisit, status, sentAt, answeredAt]) => `${revisit ? "R" : ""}${status} ${sentAt.toFixed(0)}–${answeredAt.toFixed(0)}`).join(", ");
}

export type AuthenticateResult = { connections: number; load: LoadResult; pairs: number; lockouts: LockoutVerdict };

export function authenticateChecks(r: AuthenticateResult): Check[] {
  return [
    { what: "authenticate (wrong password): req/s", value: r.load.rps.toFixed(0), limit: "≥ 200", pass: r.load.rps >= 200 },
    { what: "authenticate (wrong password): p99 ms", value: String(r.load.p99), limit: "≤ 300", pass: r.load.p99 <= 300 },
    { what: "authenticate (wrong password): lockout counts verified", value: r.lockouts.verified ? "yes" : "no", limit: "yes", pass: r.lockouts.verified },
  ];
}

export function authenticateInfo(r: AuthenticateResult): string {
  const l = r.lockouts;
  return [
    `authenticate, wrong password (${r.connections} connections, ${r.pairs} address/login pairs): ${r.load.rps.toFixed(0)} req/s (median ${r.load.rpsMedian.toFixed(0)}), p50 ${r.load.p50} ms, p99 ${r.load.p99} ms`,
    `  answers (with the 2 s warm-up's): ${l.wrong} × 200 with error, ${l.locked} × 503, ${l.other} other, ${l.unanswered} unanswered at the end; ${r.load.errors} errors and timeouts`,
    `  database: ${l.failuresLogged} failures logged, ${l.lockedOutLogged} locked-out attempts logged, ${l.addressesLocked} addresses and ${l.loginsLocked} logins locked out`,
    `  lockout counts verified: ${l.verified ? "yes" : "no"}`,
    ...l.problems.map((p) => `  ✗ ${p}`),
  ].join("\n");
}
