import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgEnum, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { instant } from "./columns";
import { users } from "./people";

/**
 * Brute-force protection and the login log (spec §7 "Login and registration", decision 025):
 * failures counted per client network and per login name, the lockouts they lead to, what every
 * login attempt came to, and the CAPTCHA solutions already spent. Written by
 * app/features/account/.server/lockouts.ts and captcha.ts; the hourly purge keeps them bounded.
 */

/** What was attempted: a login, or a lost-password request (each counts on its own to its limit). */
export const loginFailureKind = pgEnum("login_failure_kind", ["login", "lost_password"]);

/** Whom a count or a lockout is for: a client network (IPv4 address, IPv6 /64) or a login name. */
export const lockoutScope = pgEnum("lockout_scope", ["address", "login"]);

/**
 * The recent failures of one kind for one network or login name: their instants, newest first,
 * at most the limit's number (older ones cannot matter). One row, updated by one statement that
 * also reads the count, so concurrent failures on any process are each counted once.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    kind: loginFailureKind("kind").notNull(),
    scope: lockoutScope("scope").notNull(),
    subject: text("subject").notNull(),
    failedAt: instant("failed_at").array().notNull(),
    /** The newest of `failed_at`, indexed for the purge. */
    lastAt: instant("last_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.scope, t.subject] }), index("login_failures_last").on(t.lastAt)],
);

/** A network or login name refused every login and lost-password request until `until`. */
export const loginLockouts = pgTable(
  "login_lockouts",
  {
    scope: lockoutScope("scope").notNull(),
    subject: text("subject").notNull(),
    until: instant("until").notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.subject] }), index("login_lockouts_until").on(t.until)],
);

/**
 * What a login attempt came to. `wrong_password` is also the outcome for an unknown login: the
 * log, like the answer, never tells the two apart.
 */
export const loginOutcome = pgEnum("login_outcome", [
  "success",
  "wrong_password",
  "empty_login",
  "locked_out",
  "two_factor_failed",
  "captcha_missing",
  "captcha_invalid",
  "lost_password",
  "logout",
]);

/** Every login attempt (never its password), kept 90 days. */
export const loginLog = pgTable(
  "login_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: instant("at").notNull(),
    address: text("address").notNull(),
    /** The login as typed, trimmed and cut to 100 characters. */
    login: text("login").notNull(),
    outcome: loginOutcome("outcome").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("login_log_at").on(t.at),
    index("login_log_user").on(t.userId),
    check("login_log_login_length", sql`length(${t.login}) <= 100`),
    check("login_log_address_length", sql`length(${t.address}) <= 64`),
  ],
);

/**
 * CAPTCHA challenges already solved, by their signature: a solution is accepted once. Kept until
 * the challenge expires, after which the challenge itself is refused.
 */
export const captchaSolutions = pgTable(
  "captcha_solutions",
  {
    signature: text("signature").primaryKey(),
    expiresAt: instant("expires_at").notNull(),
    /**
     * The account whose sign-in the solution passed: the same token may pass again for that
     * account until it expires (the AJAX check, then the form's real submit), as Wordfence
     * keeps a token's score per user; for anyone else it is spent.
     */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("captcha_solutions_expires").on(t.expiresAt), check("captcha_solutions_signature_hex", sql`${t.signature} ~ '^[0-9a-f]{64}$'`)],
);
