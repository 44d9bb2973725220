import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { sessions } from "../../../db/schema";
import { type Allowance, takeAllowance } from "./allowances";
import { parseCookies, serializeCookie } from "./cookies";
import { type Db, queryRows } from "./db";
import { soleWriterCache } from "./sole-writer-cache";

export const SESSION_COOKIE = "cuahang_session";
/** Guest sessions last two days like WooCommerce's, and slide while the visitor is active. */
export const SESSION_TTL_MS = 48 * 3_600_000;
/** Slide the expiry at most once an hour, not on every request. */
const SLIDE_AFTER_MS = 3_600_000;
/**
 * A guest's session that holds no cart (it was started for a notice: a refused add, an expired
 * link) is purged once it has not been used for this long, rather than after two days.
 */
const CARTLESS_SESSION_IDLE_MS = 3_600_000;

export type Session = {
  /** SHA-256 of the cookie token: the row's key, safe to log and to mix into nonces. */
  id: string;
  userId: number | null;
  data: Record<string, unknown>;
  expiresAt: Date;
};

/** A new session's row, as whoever stores it must insert it. */
export type NewSessionRow = { id: string; createdAt: Date; expiresAt: Date };

/** A session was asked for where the visitor's address has started too many: check `mayStart()` first. */
export class SessionsExhausted extends Error {
  constructor() {
    super("this address has started too many sessions");
  }
}

type Deps = {
  db: Db;
  now: () => Date;
  /** The visitor's address, whose allowance of new sessions a new one is taken from. */
  clientIp: string;
  cookieHeader: string | null | undefined;
  secureCookies: boolean;
  setCookie: (header: string) => void;
};

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

type SessionRow = Omit<Session, "id">;
/** Sessions read on every request of a visitor who has one; kept while only this process writes them. */
const rows = soleWriterCache<SessionRow>({ name: "session", ttlMs: 60_000, maxEntries: 20_000 });
const remember = (db: Db, s: Session, mark: number) =>
  rows.set(db, s.id, { userId: s.userId, data: s.data, expiresAt: s.expiresAt }, mark);

/**
 * The visitor's session, read at most once per request and created only when something must
 * be stored, so a browsing guest never gets a cookie and public pages stay cacheable.
 */
export class SessionHandle {
  #loaded: Promise<Session | null> | undefined;
  #mayStart: Promise<Allowance> | undefined;
  constructor(private readonly deps: Deps) {}

  /**
   * Whether a new session may be started for this visitor: one taken from their address's
   * allowance of new sessions (`requestAllowances.session`), at most once per request. Those
   * who start one ask first and answer the refusal in their own way (an add to cart as a
   * request made too often; a notice is then not kept).
   */
  mayStart(): Promise<Allowance> {
    this.#mayStart ??= takeAllowance(this.deps, "session");
    return this.#mayStart;
  }

  /** The current session, or null for a visitor who has none (or an expired one). */
  current(): Promise<Session | null> {
    this.#loaded ??= this.#load();
    return this.#loaded;
  }

  /** The current session, creating it (and its cookie) when there is none. */
  ensure(): Promise<Session> {
    return this.ensureWith(async (session, creating) => {
      if (creating) await this.deps.db.insert(sessions).values(creating);
      return session;
    });
  }

  /**
   * Runs `write` with the visitor's session. For a visitor who has none, `write` gets a new one
   * and `creating`, the row it must insert itself, in the same statement as its own change (a
   * guest's first add to cart is then one database call); the cookie follows once it succeeded.
   */
  async ensureWith<T>(write: (session: Session, creating: NewSessionRow | null) => Promise<T>): Promise<T> {
    const existing = await this.current();
    if (existing) return write(existing, null);
    if (!(await this.mayStart()).ok) throw new SessionsExhausted();
    const token = randomBytes(32).toString("base64url");
    const createdAt = this.deps.now();
    const session: Session = { id: hashToken(token), userId: null, data: {}, expiresAt: new Date(createdAt.getTime() + SESSION_TTL_MS) };
    const mark = rows.mark(this.deps.db);
    const result = await write(session, { id: session.id, createdAt, expiresAt: session.expiresAt });
    remember(this.deps.db, session, mark);
    this.#setCookie(token, session.expiresAt);
    this.#loaded = Promise.resolve(session);
    return result;
  }

  /** Ties the session to a signed-in user (or back to a guest with null). */
  async setUser(userId: number | null): Promise<Session> {
    const session = await this.ensure();
    rows.delete(this.deps.db, session.id);
    await this.deps.db.update(sessions).set({ userId }).where(eq(sessions.id, session.id));
    session.userId = userId;
    return session;
  }

  /**
   * Merges `patch` into the session's data (creating the session when `create`), in one
   * statement so concurrent requests of the same visitor cannot lose each other's keys.
   * A key set to `undefined` is removed.
   */
  async updateData(patch: Record<string, unknown>, o: { create: boolean } = { create: true }): Promise<void> {
    const session = o.create ? await this.ensure() : await this.current();
    if (!session) return;
    const removed = Object.keys(patch).filter((k) => patch[k] === undefined);
    const kept = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    rows.delete(this.deps.db, session.id);
    const [row] = await this.deps.db
      .update(sessions)
      .set({ data: sql`(${sessions.data} || ${JSON.stringify(kept)}::jsonb)${sql.join(removed.map((k) => sql` - ${k}::text`))}` })
      .where(eq(sessions.id, session.id))
      .returning({ data: sessions.data });
    if (row) session.data = row.data;
  }

  async #load(): Promise<Session | null> {
    const token = parseCookies(this.deps.cookieHeader).get(SESSION_COOKIE);
    if (!token || !/^[\w-]{43}$/.test(token)) return null;
    const now = this.deps.now();
    const id = hashToken(token);
    const db = this.deps.db;
    let row = rows.get(db, id);
    if (!row || row.expiresAt <= now) {
      const mark = rows.mark(db);
      [row] = await db
        .select({ userId: sessions.userId, data: sessions.data, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)));
      if (!row) return null;
      remember(db, { id, ...row }, mark);
    }
    let expiresAt = row.expiresAt;
    if (now.getTime() + SESSION_TTL_MS - expiresAt.getTime() > SLIDE_AFTER_MS) {
      expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      rows.delete(db, id);
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
      this.#setCookie(token, expiresAt);
    }
    return { id, userId: row.userId, data: row.data, expiresAt };
  }

  #setCookie(token: string, expiresAt: Date) {
    this.deps.setCookie(
      serializeCookie(SESSION_COOKIE, token, {
        expires: expiresAt,
        httpOnly: true,
        sameSite: "Lax",
        secure: this.deps.secureCookies,
      }),
    );
  }
}

/**
 * Deletes expired sessions, and a guest's that holds no cart (no line in one) once it has not
 * been used for `CARTLESS_SESSION_IDLE_MS`; run hourly by the server. Returns how many went.
 * The expiry slides at most once an hour, so a session last used at least the idle time ago is
 * one whose expiry lies more than that time plus an hour short of a fresh one's.
 */
export async function purgeExpiredSessions(db: Db, now: Date): Promise<number> {
  const idleBefore = new Date(now.getTime() + SESSION_TTL_MS - SLIDE_AFTER_MS - CARTLESS_SESSION_IDLE_MS);
  const [gone] = await queryRows<{ count: number }>(
    db,
    sql`with gone as (
          delete from sessions s
          where s.expires_at < ${now.toISOString()}::timestamptz
             or (s.user_id is null and s.expires_at < ${idleBefore.toISOString()}::timestamptz
                 and not exists (select 1 from carts c join cart_items i on i.cart_id = c.id where c.session_id = s.id))
          returning 1)
        select count(*)::int as count from gone`,
  );
  return gone?.count ?? 0;
}
