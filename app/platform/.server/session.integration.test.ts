import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloneSeededDatabase } from "../../../tests/support/db";
import { cartItems, carts, products, sessions, users } from "../../../db/schema";
import type { Database } from "./db";
import { REMEMBERED_SESSION_TTL_MS, SESSION_COOKIE, SESSION_TTL_MS, SessionHandle, purgeExpiredSessions } from "./session";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const T0 = new Date(Date.UTC(2026, 10, 25, 3, 0, 0));
const at = (msAfterT0: number) => new Date(T0.getTime() + msAfterT0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** One request's session handle, with the cookie it arrived with and the Set-Cookie headers it wrote. */
function request(o: { cookie?: string; now?: Date; secureCookies?: boolean } = {}) {
  const setCookies: string[] = [];
  const session = new SessionHandle({
    db: database.db,
    now: () => o.now ?? T0,
    clientIp: "127.0.0.1",
    cookieHeader: o.cookie,
    secureCookies: o.secureCookies ?? false,
    setCookie: (header) => setCookies.push(header),
  });
  return { session, setCookies };
}

/** The token in a Set-Cookie header for the session cookie. */
function tokenOf(setCookie: string | undefined): string {
  const match = new RegExp(`^${SESSION_COOKIE}=([^;]*);`).exec(setCookie ?? "");
  if (!match?.[1]) throw new Error(`not a session cookie: ${setCookie}`);
  return match[1];
}

/** A new session and the Cookie header that carries it. */
async function newSession(now = T0) {
  const first = request({ now });
  const session = await first.session.ensure();
  return { session, cookie: `${SESSION_COOKIE}=${tokenOf(first.setCookies[0])}` };
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const countSessions = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(sessions))[0]?.n;
const rowOf = async (id: string) => (await database.db.select().from(sessions).where(eq(sessions.id, id)))[0];

describe("a visitor without a session cookie", () => {
  it("has no session, and browsing writes nothing and sets no cookie", async () => {
    const before = await countSessions();
    const { session, setCookies } = request();
    expect(await session.current()).toBeNull();
    expect(await countSessions()).toBe(before);
    expect(setCookies).toEqual([]);
  });
});

describe("ensure()", () => {
  it("stores exactly one row, keyed by the SHA-256 of the cookie's token", async () => {
    const before = await countSessions();
    const { session, setCookies } = request();
    const created = await session.ensure();
    expect(await session.ensure()).toBe(created);
    expect(await session.current()).toBe(created);
    expect(await countSessions()).toBe((before ?? 0) + 1);
    expect(setCookies).toHaveLength(1);
    const token = tokenOf(setCookies[0]);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(created).toEqual({ id: sha256(token), userId: null, data: {}, expiresAt: at(SESSION_TTL_MS) });
    expect(await rowOf(created.id)).toMatchObject({ id: sha256(token), userId: null, expiresAt: at(SESSION_TTL_MS) });
  });

  it("sets an HttpOnly, SameSite=Lax cookie for the whole site, expiring with the session", async () => {
    const { session, setCookies } = request();
    await session.ensure();
    const token = tokenOf(setCookies[0]);
    expect(setCookies).toEqual([
      `cuahang_session=${token}; Path=/; Expires=${at(SESSION_TTL_MS).toUTCString()}; HttpOnly; SameSite=Lax`,
    ]);
  });

  it("marks the cookie Secure only when the shop is served over https", async () => {
    const secure = request({ secureCookies: true });
    await secure.session.ensure();
    expect(secure.setCookies[0]).toBe(
      `cuahang_session=${tokenOf(secure.setCookies[0])}; Path=/; Expires=${at(SESSION_TTL_MS).toUTCString()}; HttpOnly; Secure; SameSite=Lax`,
    );
  });

  it("returns the existing session on a later request instead of making another", async () => {
    const { session, cookie } = await newSession();
    const before = await countSessions();
    const later = request({ cookie, now: at(MINUTE) });
    expect(await later.session.ensure()).toEqual(session);
    expect(await countSessions()).toBe(before);
    expect(later.setCookies).toEqual([]);
  });
});

describe("ensureWith()", () => {
  it("hands a visitor without a session the row to store with its own write, then sets the cookie", async () => {
    const { session, setCookies } = request();
    const created = await session.ensureWith(async (s, creating) => {
      expect(creating).toEqual({ id: s.id, createdAt: T0, expiresAt: at(SESSION_TTL_MS) });
      expect(setCookies).toEqual([]);
      await database.db.insert(sessions).values(creating!);
      return s;
    });
    expect(created.id).toBe(sha256(tokenOf(setCookies[0])));
    expect(await session.current()).toBe(created);
    expect(await rowOf(created.id)).toMatchObject({ userId: null, createdAt: T0, expiresAt: at(SESSION_TTL_MS) });
  });

  it("passes an existing session with nothing to create", async () => {
    const { session, cookie } = await newSession();
    const later = request({ cookie, now: at(MINUTE) });
    expect(await later.session.ensureWith(async (s, creating) => ({ s, creating }))).toEqual({ s: session, creating: null });
    expect(later.setCookies).toEqual([]);
  });

  it("keeps no session and sets no cookie when the write fails", async () => {
    const before = await countSessions();
    const { session, setCookies } = request();
    await expect(session.ensureWith(async () => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
    expect(setCookies).toEqual([]);
    expect(await session.current()).toBeNull();
    expect(await countSessions()).toBe(before);
  });
});

describe("current()", () => {
  it("finds the session from its cookie among others", async () => {
    const { session, cookie } = await newSession();
    const next = request({ cookie: `woocommerce_items_in_cart=1; ${cookie}; other=x`, now: at(10 * MINUTE) });
    expect(await next.session.current()).toEqual(session);
  });

  it("does not return an expired session", async () => {
    const { cookie } = await newSession();
    const expired = request({ cookie, now: at(SESSION_TTL_MS + 1) });
    expect(await expired.session.current()).toBeNull();
    expect(expired.setCookies).toEqual([]);
  });

  it("slides the expiry once the session is an hour old, and sends the cookie again", async () => {
    const { session, cookie } = await newSession();
    const early = request({ cookie, now: at(HOUR) });
    expect((await early.session.current())?.expiresAt).toEqual(at(SESSION_TTL_MS));
    expect(early.setCookies).toEqual([]);

    const later = request({ cookie, now: at(HOUR + 1) });
    const slid = await later.session.current();
    expect(slid?.expiresAt).toEqual(at(HOUR + 1 + SESSION_TTL_MS));
    expect((await rowOf(session.id))?.expiresAt).toEqual(at(HOUR + 1 + SESSION_TTL_MS));
    expect(later.setCookies).toEqual([
      `${cookie}; Path=/; Expires=${at(HOUR + 1 + SESSION_TTL_MS).toUTCString()}; HttpOnly; SameSite=Lax`,
    ]);
    // Still alive where the first expiry would have ended it.
    expect(await request({ cookie, now: at(SESSION_TTL_MS + MINUTE) }).session.current()).not.toBeNull();
  });

  it("ignores a malformed or unknown cookie, without writing", async () => {
    const before = await countSessions();
    for (const cookie of [
      `${SESSION_COOKIE}=`,
      `${SESSION_COOKIE}=short`,
      `${SESSION_COOKIE}=${"a".repeat(42)}!`,
      `${SESSION_COOKIE}=${"a".repeat(44)}`,
      `${SESSION_COOKIE}=%zz${"a".repeat(40)}`,
      `${SESSION_COOKIE}=' OR 1=1 --`,
      `${SESSION_COOKIE}=${"a".repeat(43)}`,
    ]) {
      const { session, setCookies } = request({ cookie });
      expect(await session.current()).toBeNull();
      expect(setCookies).toEqual([]);
    }
    expect(await countSessions()).toBe(before);
  });
});

describe("signIn()", () => {
  const adminId = async () => {
    const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.login, "quantri"));
    if (!admin) throw new Error("the seed has no administrator");
    return admin.id;
  };

  it("moves the visitor to a new session of the user, with a new token: the old cookie is worth nothing", async () => {
    const userId = await adminId();
    const { session: guest, cookie } = await newSession();
    await request({ cookie }).session.updateData({ kept: "yes" });
    const signIn = request({ cookie, now: at(MINUTE) });
    const signedIn = await signIn.session.signIn(userId, { remember: false });

    expect(signedIn.id).not.toBe(guest.id);
    expect(signedIn).toMatchObject({ userId, data: { kept: "yes" }, expiresAt: at(MINUTE + SESSION_TTL_MS) });
    expect(await rowOf(guest.id)).toBeUndefined();
    expect(await rowOf(signedIn.id)).toMatchObject({ userId, data: { kept: "yes" } });
    expect(await request({ cookie, now: at(2 * MINUTE) }).session.current()).toBeNull();
    const newCookie = `${SESSION_COOKIE}=${tokenOf(signIn.setCookies[0])}`;
    expect(await request({ cookie: newCookie, now: at(2 * MINUTE) }).session.current()).toMatchObject({ id: signedIn.id, userId });
  });

  it("gives a cookie that ends with the browser, unless the shopper asked to be remembered for 14 days", async () => {
    const userId = await adminId();
    const plain = request();
    await plain.session.signIn(userId, { remember: false });
    expect(plain.setCookies[0]).not.toMatch(/Expires=/);
    expect(plain.setCookies[0]).toMatch(/HttpOnly; SameSite=Lax$/);

    const remembered = request({ secureCookies: true });
    const session = await remembered.session.signIn(userId, { remember: true });
    expect(session.expiresAt).toEqual(at(REMEMBERED_SESSION_TTL_MS));
    expect(remembered.setCookies[0]).toContain(`Expires=${at(REMEMBERED_SESSION_TTL_MS).toUTCString()}; HttpOnly; Secure; SameSite=Lax`);
    // A day later the remembered session slides by its own 14 days, not by a guest's two.
    const cookie = `${SESSION_COOKIE}=${tokenOf(remembered.setCookies[0])}`;
    const later = request({ cookie, now: at(24 * HOUR) });
    expect((await later.session.current())?.expiresAt).toEqual(at(24 * HOUR + REMEMBERED_SESSION_TTL_MS));
  });
});

describe("signOut()", () => {
  it("deletes the session row and expires the cookie; a later request is a guest's", async () => {
    const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.login, "quantri"));
    const signIn = request();
    const session = await signIn.session.signIn(admin!.id, { remember: false });
    const cookie = `${SESSION_COOKIE}=${tokenOf(signIn.setCookies[0])}`;
    const signOut = request({ cookie });
    await signOut.session.signOut();
    expect(await rowOf(session.id)).toBeUndefined();
    expect(signOut.setCookies).toEqual([expect.stringMatching(new RegExp(`^${SESSION_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970`))]);
    expect(await signOut.session.current()).toBeNull();
    expect(await request({ cookie }).session.current()).toBeNull();
  });
});

describe("updateData()", () => {
  it("merges keys into the stored data and removes the ones set to undefined", async () => {
    const { session, cookie } = await newSession();
    await request({ cookie }).session.updateData({ notices: [{ kind: "success", text: "a" }], keep: 1 });
    await request({ cookie }).session.updateData({ notices: undefined, other: "x" });
    expect((await rowOf(session.id))?.data).toEqual({ keep: 1, other: "x" });
    expect((await request({ cookie }).session.current())?.data).toEqual({ keep: 1, other: "x" });
  });

  it("writes nothing for a visitor without a session unless asked to create one", async () => {
    const before = await countSessions();
    const { session, setCookies } = request();
    await session.updateData({ a: 1 }, { create: false });
    expect(await countSessions()).toBe(before);
    expect(setCookies).toEqual([]);
    await session.updateData({ a: 1 });
    expect(await countSessions()).toBe((before ?? 0) + 1);
    expect((await session.current())?.data).toEqual({ a: 1 });
  });
});

describe("purgeExpiredSessions", () => {
  // Far from the other tests' clock, so their sessions are neither purged nor counted.
  const purgeAt = new Date(Date.UTC(2001, 0, 1));
  /** A session whose expiry last slid `ago` before the purge (it slides at most hourly, so it may have been used up to an hour later). */
  const usedAgo = (ago: number) => new Date(purgeAt.getTime() - ago + SESSION_TTL_MS);

  async function insertSessions(rows: Array<{ id: string; expiresAt: Date; userId?: number }>) {
    await database.db.insert(sessions).values(rows.map((r) => ({ ...r, createdAt: new Date(Date.UTC(2000, 0, 1)) })));
  }
  async function cartOf(sessionId: string, lines: number) {
    const [cart] = await database.db.insert(carts).values({ sessionId }).returning({ id: carts.id });
    const [p] = await database.db.select({ id: products.id }).from(products).limit(1);
    for (let i = 0; i < lines; i++) {
      await database.db.insert(cartItems).values({ cartId: cart!.id, key: sha256(`${sessionId}${i}`).slice(0, 32), productId: p!.id, quantity: 1 });
    }
  }

  it("deletes the expired rows, and a guest's that holds no cart line once unused for an hour", async () => {
    const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.login, "quantri"));
    const rows = [
      { id: sha256("expired-a"), expiresAt: new Date(purgeAt.getTime() - HOUR) },
      { id: sha256("expired-b"), expiresAt: new Date(purgeAt.getTime() - 1) },
      // Started for a notice (a refused add) and left: gone after an hour, not two days.
      { id: sha256("cartless-idle"), expiresAt: usedAgo(3 * HOUR) },
      { id: sha256("emptied-cart-idle"), expiresAt: usedAgo(3 * HOUR) },
      // Kept: used within the hour (its expiry not slid yet), holding a cart line, or signed in.
      { id: sha256("cartless-recent"), expiresAt: usedAgo(HOUR) },
      { id: sha256("cart-idle"), expiresAt: usedAgo(10 * HOUR) },
      { id: sha256("user-idle"), expiresAt: usedAgo(10 * HOUR), userId: admin!.id },
    ];
    await insertSessions(rows);
    await cartOf(sha256("emptied-cart-idle"), 0);
    await cartOf(sha256("cart-idle"), 2);
    const before = await countSessions();

    expect(await purgeExpiredSessions(database.db, purgeAt)).toBe(4);
    expect(await countSessions()).toBe((before ?? 0) - 4);
    const left = await database.db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, rows.map((r) => r.id)));
    expect(left.map((r) => r.id).sort()).toEqual([sha256("cartless-recent"), sha256("cart-idle"), sha256("user-idle")].sort());
    expect(await database.db.select({ id: carts.id }).from(carts).where(eq(carts.sessionId, sha256("emptied-cart-idle")))).toEqual([]);
  });
});
