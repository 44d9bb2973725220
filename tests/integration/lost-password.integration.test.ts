import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, userMeta, users } from "../../db/schema";
import { hashPassword, verifyPassword } from "../../app/features/account/.server/passwords";
import { createAccount } from "../../app/features/account/.server/users";
import type { LostPasswordResult, LostPasswordView } from "../../app/features/account/components/LostPasswordForms";
import { type Database, queryRows } from "../../app/platform/.server/db";
import { memoryMailer } from "../../app/platform/.server/mailer";
import * as route from "../../app/routes/account/lost-password";
import { requestContext, signInAs, testServices } from "../support/context";
import { cloneSeededDatabase } from "../support/db";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const SITE = "http://shop.test";
const PAGE = `${SITE}/tai-khoan/lost-password/`;
const SENT = "/tai-khoan/lost-password/?reset-link-sent=true";
const HOUR = 3_600_000;
const mailer = memoryMailer();
let now = new Date();
const services = () => testServices(database.db, () => now, mailer);

/** Each test asks from its own address: every request counts toward the address's lockout. */
let addresses = 0;
const newAddress = () => `203.0.113.${++addresses}`;

let accounts = 0;
async function newShopper() {
  const email = `quen-mat-khau-${++accounts}@example.vn`;
  const created = await createAccount(database.db, { email, passwordHash: await hashPassword("mat-khau-cu-123"), roles: ["customer"] });
  if (!created.ok) throw new Error(created.error);
  return created.account;
}

type DataAnswer = { data: LostPasswordResult; init: { status?: number; headers?: Record<string, string> } | null };

async function load(url: string) {
  const request = new Request(new URL(url, SITE));
  return (await route.loader({ request, context: requestContext(services(), request), params: {} } as never)) as { view: LostPasswordView };
}

async function post(fields: Record<string, string>, o: { clientIp?: string; cookie?: string; url?: string } = {}) {
  const request = new Request(new URL(o.url ?? PAGE, SITE), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(o.cookie ? { cookie: o.cookie } : {}) },
    body: new URLSearchParams(fields),
  });
  const context = requestContext(services(), request, { clientIp: o.clientIp ?? newAddress() });
  const answer = (await route.action({ request, context, params: {} } as never)) as DataAnswer | Response;
  return { answer, setCookies: context.setCookies };
}

const mailsTo = (address: string) => mailer.sent.filter((m) => typeof m.to === "object" && m.to.address === address);

/** The link of the `nth` e-mail sent to `address`, the last of `count` (waited for: they are sent in the background). */
async function resetLinkFor(address: string, nth = 1, count = nth): Promise<URL> {
  await expect.poll(() => mailsTo(address).length).toBe(count);
  const mail = mailsTo(address)[nth - 1]!;
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(mail.text);
  return new URL(link);
}

const resetFields = (link: URL, password: string, confirm = password) => ({
  reset_key: link.searchParams.get("key")!,
  reset_login: link.searchParams.get("login")!,
  password_1: password,
  password_2: confirm,
});

const storedHash = async (userId: number) => (await database.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]!.h!;

describe("asking for a reset link", () => {
  it("answers the same for an existing login, its e-mail and an unknown one; only the account gets an e-mail, with a working link", async () => {
    const account = await newShopper();
    const answers = [];
    for (const login of [account.login, account.email.toUpperCase(), "khong-ton-tai", "khong-ton-tai@example.vn"]) {
      const { answer } = await post({ user_login: login });
      expect(answer).toBeInstanceOf(Response);
      answers.push({ status: (answer as Response).status, location: (answer as Response).headers.get("location"), body: await (answer as Response).text() });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 303, location: SENT, body: "" });
    expect((await load(SENT)).view).toEqual({ kind: "sent" });

    // Two requests for the account: two e-mails, the later link replacing the earlier.
    const first = await resetLinkFor(account.email, 1, 2);
    const link = await resetLinkFor(account.email, 2);
    expect(mailer.sent.filter((m) => JSON.stringify(m.to).includes("khong-ton-tai"))).toEqual([]);
    const mail = mailsTo(account.email)[1]!;
    expect(mail.subject).toMatch(/^\[.+\] Yêu cầu đặt lại mật khẩu$/);
    expect(mail.html).toContain(`<a href="${link.href.replace(/&/g, "&amp;")}">`);
    expect(link.origin + link.pathname).toBe(PAGE);
    expect(link.searchParams.get("login")).toBe(account.login);
    expect(link.searchParams.get("key")).toMatch(/^[\w-]{43}$/);

    // Only the key's SHA-256 is kept, with its expiry in 24 hours.
    const [meta] = await database.db.select({ value: userMeta.value }).from(userMeta).where(and(eq(userMeta.userId, account.id), eq(userMeta.key, "password_reset_key")));
    expect(meta!.value).toEqual({ hash: createHash("sha256").update(link.searchParams.get("key")!).digest("hex"), expiresAt: now.getTime() + 24 * HOUR });

    expect((await load(first.href)).view).toEqual({ kind: "invalid" });
    expect((await load(link.href)).view).toEqual({ kind: "reset", key: link.searchParams.get("key"), login: account.login });
  });

  it("answers a login with a NUL as an unknown one, and a link with one as invalid", async () => {
    const account = await newShopper();
    const { answer } = await post({ user_login: `${account.login}\0` });
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get("location")).toBe(SENT);
    await new Promise((r) => setTimeout(r, 50));
    expect(mailsTo(account.email)).toEqual([]);
    expect((await load(`${PAGE}?key=${"A".repeat(43)}&login=a%00b`)).view).toEqual({ kind: "invalid" });
    const reset = (await post({ reset_key: "A".repeat(43), reset_login: "a\0b", password_1: "x", password_2: "x" })).answer;
    expect(reset).toMatchObject({ data: { kind: "invalid" }, init: { status: 400 } });
  });

  it("asks for a login when none is given", async () => {
    const { answer } = await post({ user_login: "  " });
    expect(answer).toMatchObject({ data: { kind: "request_error", error: "Vui lòng nhập tên tài khoản hoặc e-mail." }, init: { status: 400 } });
  });

  it("locks the address out at the 21st request within 4 hours: 503 with when to come back, no e-mail", async () => {
    const account = await newShopper();
    const ip = newAddress();
    for (let i = 1; i <= 20; i++) {
      const { answer } = await post({ user_login: `ai-do-${i}` }, { clientIp: ip });
      expect((answer as Response).status).toBe(303);
    }
    const { answer } = await post({ user_login: account.login }, { clientIp: ip });
    expect(answer).toMatchObject({ data: { kind: "locked_out" }, init: { status: 503, headers: { "Retry-After": String(4 * 3600) } } });
    expect((answer as DataAnswer).data).toEqual({ kind: "locked_out", text: expect.stringMatching(/^Bạn đã yêu cầu đặt lại mật khẩu quá nhiều lần\..* đến \d\d:\d\d /) });
    const headers = route.headers({ actionHeaders: new Headers({ "Retry-After": "14400" }), loaderHeaders: new Headers(), parentHeaders: new Headers(), errorHeaders: undefined } as never);
    expect(headers).toEqual({ "Cache-Control": "no-store, private", "Referrer-Policy": "strict-origin", "Retry-After": "14400" });
    await new Promise((r) => setTimeout(r, 50));
    expect(mailsTo(account.email)).toEqual([]);

    // Later in the lockout, Retry-After counts down to its end, rounded up to the second.
    const lockedAt = now;
    try {
      now = new Date(lockedAt.getTime() + HOUR + 500);
      const later = (await post({ user_login: account.login }, { clientIp: ip })).answer;
      expect(later).toMatchObject({ data: { kind: "locked_out" }, init: { status: 503, headers: { "Retry-After": String(3 * 3600) } } });
    } finally {
      now = lockedAt;
    }

    // Another address is not locked out by this one.
    expect(((await post({ user_login: "ai-do-khac" })).answer as Response).status).toBe(303);
  });
});

describe("the e-mailed link", () => {
  it("sets the new password once, ends every session of the account, and sends the shopper to sign in with a notice", async () => {
    const account = await newShopper();
    const signedIn = [await signInAs(services(), account.id), await signInAs(services(), account.id)];
    await post({ user_login: account.email });
    const link = await resetLinkFor(account.email);

    const mismatch = (await post(resetFields(link, "Hoa-mai-2026!", "Hoa-mai-2025!"), { url: link.href })).answer;
    expect(mismatch).toMatchObject({ data: { kind: "reset_errors", errors: { confirm: "Hai mật khẩu không khớp." } }, init: { status: 400 } });
    const empty = (await post(resetFields(link, ""), { url: link.href })).answer;
    expect(empty).toMatchObject({ data: { kind: "reset_errors", errors: { password: "Vui lòng nhập mật khẩu mới." } }, init: { status: 400 } });

    // Posted by the account's own signed-in browser: its session ends with the others.
    const { answer, setCookies } = await post(resetFields(link, "Hoa-mai-2026!"), { url: link.href, cookie: signedIn[0] });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get("location")).toBe("/tai-khoan/");
    expect((await verifyPassword("Hoa-mai-2026!", await storedHash(account.id))).ok).toBe(true);
    expect((await verifyPassword("mat-khau-cu-123", await storedHash(account.id))).ok).toBe(false);
    expect(await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, account.id))).toEqual([]);

    // The notice waits in a new guest session for the sign-in form.
    const cookie = setCookies.map((h) => h.split(";")[0]!).filter((c) => !c.endsWith("=")).at(-1)!;
    const [guest] = await queryRows<{ user_id: number | null; data: { notices?: unknown } }>(
      database.db,
      sql`select user_id, data from sessions where id = ${createHash("sha256").update(cookie.slice(cookie.indexOf("=") + 1)).digest("hex")}`,
    );
    expect(guest).toEqual({ user_id: null, data: { notices: [{ kind: "success", text: "Đã đặt lại mật khẩu. Vui lòng đăng nhập." }] } });

    // Spent: the link shows the invalid-link message, and posting it again changes nothing.
    expect((await load(link.href)).view).toEqual({ kind: "invalid" });
    const again = (await post(resetFields(link, "Mot-mat-khau-khac-1"), { url: link.href })).answer;
    expect(again).toMatchObject({ data: { kind: "invalid" }, init: { status: 400 } });
    expect((await verifyPassword("Hoa-mai-2026!", await storedHash(account.id))).ok).toBe(true);
  });

  it("expires 24 hours after the request", async () => {
    const account = await newShopper();
    const requestedAt = now;
    await post({ user_login: account.login });
    const link = await resetLinkFor(account.email);
    try {
      now = new Date(requestedAt.getTime() + 24 * HOUR - 1000);
      expect((await load(link.href)).view.kind).toBe("reset");
      now = new Date(requestedAt.getTime() + 24 * HOUR);
      expect((await load(link.href)).view).toEqual({ kind: "invalid" });
      const late = (await post(resetFields(link, "Hoa-mai-2026!"), { url: link.href })).answer;
      expect(late).toMatchObject({ data: { kind: "invalid" }, init: { status: 400 } });
      expect((await verifyPassword("mat-khau-cu-123", await storedHash(account.id))).ok).toBe(true);
    } finally {
      now = requestedAt;
    }
  });

  it("keeps the key out of referrers by a policy under which the page's forms still post with their origin", () => {
    const headers = route.headers({ actionHeaders: new Headers(), loaderHeaders: new Headers(), parentHeaders: new Headers(), errorHeaders: undefined } as never);
    // The referrer is the origin alone, never the address with the key. `no-referrer` would
    // also do that, but a browser then posts the forms with `Origin: null`, which the router
    // refuses as a cross-site action (tests/e2e/account-security.spec.ts, without scripts).
    expect(headers).toMatchObject({ "Referrer-Policy": "strict-origin" });
  });

  it("shows the invalid-link message for a made-up key or login", async () => {
    const account = await newShopper();
    await post({ user_login: account.login });
    const link = await resetLinkFor(account.email);
    const key = link.searchParams.get("key")!;
    for (const url of [
      `${PAGE}?key=${"A".repeat(43)}&login=${account.login}`,
      `${PAGE}?key=${key}&login=khong-ton-tai`,
      `${PAGE}?key=${key}`,
      `${PAGE}?login=${account.login}`,
      `${PAGE}?key=${key}x&login=${account.login}`,
    ]) {
      expect((await load(url)).view).toEqual({ kind: "invalid" });
    }
    expect((await load(link.href)).view.kind).toBe("reset");
  });
});
