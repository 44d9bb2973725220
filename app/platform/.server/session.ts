import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import { sessions } from "../../../db/schema";
import { type Allowance, takeAllowance } from "./allowances";
import { expiredCookie, parseCookies, serializeCookie } from "./cookies";
import { type Db, queryRows } from "./db";
import { soleWriterCache } from "./sole-writer-cache";

export const SESSION_COOKIE = "cuahang_session";
/** Guest sessions last two days like WooCommerce's, and slide while the visitor is active. */
export const SESSION_TTL_MS = 48 * 3_600_000;
/**
 * A signed-in shopper who ticked "remember me" stays signed in this long without a visit
 * (WordPress's 14 days); otherwise a session lasts as a guest's does, and its cookie ends with
 * the browser.
 */
export const REMEMBERED_SESSION_TTL_MS = 14 * 24 * 3_600_000;
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

/** Session data key marking a signed-in session kept for `REMEMBERED_SESSION_TTL_MS`. */
export const REMEMBER_KEY = "remember";
const ttlOf = (data: Record<string, unknown>) => (data[REMEMBER_KEY] === true ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS);

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
    this.#setCookie(token, session.expiresAt, session);
    this.#loaded = Promise.resolve(session);
    return result;
  }

  /**
   * Signs `userId` in on a new session: a new token, so an id known before sign-in (planted by
   * an attacker, or read over a shared computer's shoulder) is worth nothing after it. The old
   * session's data comes along; its row goes, with whatever still hangs on it (a guest's cart is
   * merged into the account's before this). `remember` keeps it for 14 days without a visit.
   */
  async signIn(userId: number, o: { remember: boolean }): Promise<Session> {
    const old = await this.current();
    const token = randomBytes(32).toString("base64url");
    const createdAt = this.deps.now();
    const data: Record<string, unknown> = { ...old?.data };
    if (o.remember) data[REMEMBER_KEY] = true;
    else delete data[REMEMBER_KEY];
    const session: Session = { id: hashToken(token), userId, data, expiresAt: new Date(createdAt.getTime() + ttlOf(data)) };
    const db = this.deps.db;
    const mark = rows.mark(db);
    await db.transaction(async (tx) => {
      await tx.insert(sessions).values({ id: session.id, userId, data, createdAt, expiresAt: session.expiresAt });
      if (old) await tx.delete(sessions).where(eq(sessions.id, old.id));
    });
    if (old) rows.delete(db, old.id);
    remember(db, session, mark);
    this.#setCookie(token, session.expiresAt, session);
    this.#loaded = Promise.resolve(session);
    return session;
  }

  /**
   * Ends this visitor's session (WordPress's log out): its row goes, and the cookie with it. The
   * account's cart stays with the account for the next sign-in.
   */
  async signOut(): Promise<void> {
    const session = await this.current();
    if (session) {
      rows.delete(this.deps.db, session.id);
      await this.deps.db.delete(sessions).where(eq(sessions.id, session.id));
    }
    this.deps.setCookie(expiredCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "Lax", secure: this.deps.secureCookies }));
    this.#loaded = Promise.resolve(null);
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
    const ttl = ttlOf(row.data);
    if (now.getTime() + ttl - expiresAt.getTime() > SLIDE_AFTER_MS) {
      expiresAt = new Date(now.getTime() + ttl);
      rows.delete(db, id);
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
      this.#setCookie(token, expiresAt, row);
    }
    return { id, userId: row.userId, data: row.data, expiresAt };
  }

  /** A signed-in session not remembered ends with the browser; a guest's keeps its cart two days. */
  #setCookie(token: string, expiresAt: Date, session: Pick<Session, "userId" | "data">) {
    const browserSession = session.userId !== null && session.data[REMEMBER_KEY] !== true;
    this.deps.setCookie(
      serializeCookie(SESSION_COOKIE, token, {
        expires: browserSession ? undefined : expiresAt,
        httpOnly: true,
        sameSite: "Lax",
        secure: this.deps.secureCookies,
      }),
    );
  }
}

/**
 * Ends every session of `userId` but `exceptId` (the one changing the password keeps going), as
 * WordPress does when a password changes or is reset: whoever signed in with the old one is out.
 * Through here, not by a DELETE of its own, so no thread keeps serving a cached copy.
 */
export async function endSessionsOf(db: Db, userId: number, exceptId: string | null = null): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(exceptId === null ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.id, exceptId)))
    .returning({ id: sessions.id });
  for (const { id } of gone) rows.delete(db, id);
  return gone.length;
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
