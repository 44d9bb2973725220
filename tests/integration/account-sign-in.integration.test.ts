import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../app/features/account/.server/passwords";
import { newTotpSecret, totpAt, totpStep } from "../../app/features/account/.server/totp";
import { activateTwoFactorWithSecret } from "../../app/features/account/.server/two-factor";
import { createAccount } from "../../app/features/account/.server/users";
import type { GuestFormsAnswer } from "../../app/features/account/sign-in-forms";
import { type Database, queryRows } from "../../app/platform/.server/db";
import { memoryMailer } from "../../app/platform/.server/mailer";
import { SESSION_COOKIE } from "../../app/platform/.server/session";
import * as dashboardRoute from "../../app/routes/account/dashboard";
import * as logoutRoute from "../../app/routes/account/logout";
import * as wpLoginRoute from "../../app/routes/wp-login";
import { sessions } from "../../db/schema";
import { requestContext, testServices } from "../support/context";
import { cloneSeededDatabase, setLoginCaptcha } from "../support/db";
import { SITE } from "./wordpress/harness";
import { Shopper } from "./wordpress/shopper";

/** The CAPTCHA off: these are the page forms' own answers (its checks: wordfence.integration.test.ts). */
let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
  await setLoginCaptcha(database, false);
});
afterAll(() => database.close());

const mailer = memoryMailer();
const services = () => testServices(database.db, () => new Date(), mailer);
const PASSWORD = "mật-khẩu-của-tôi-9";
let n = 0;

async function account(o: { twoFactorSecret?: string } = {}) {
  const created = await createAccount(database.db, { email: `trang-${++n}-${Date.now()}@example.vn`, passwordHash: await hashPassword(PASSWORD), roles: ["customer"] });
  if (!created.ok) throw new Error(created.error);
  if (o.twoFactorSecret) await activateTwoFactorWithSecret(database.db, created.account.id, o.twoFactorSecret);
  return created.account;
}

type Route = { action: (args: never) => unknown; loader: (args: never) => unknown };

/** A form posted to a page as a browser without scripts posts it: the action's redirect (a Response) or its data. */
async function post(route: Route, path: string, shopper: Shopper, fields: Record<string, string>, o: { clientIp?: string } = {}) {
  const request = new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { ...shopper.headers(), "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const context = requestContext(services(), request, { clientIp: o.clientIp ?? "192.0.2.50" });
  let answer: unknown;
  try {
    answer = await route.action({ request, context, params: {} } as never);
  } catch (thrown) {
    answer = thrown;
  }
  shopper.keep(context.setCookies);
  if (answer instanceof Response) return { response: answer };
  const { data, init } = answer as { data: GuestFormsAnswer; init: { status?: number; headers?: Record<string, string> } | null };
  return { data, init };
}

async function get(route: Route, path: string, shopper: Shopper) {
  const request = new Request(`${SITE}${path}`, { headers: shopper.headers() });
  const context = requestContext(services(), request, { clientIp: "192.0.2.50" });
  try {
    const data = await route.loader({ request, context, params: {} } as never);
    shopper.keep(context.setCookies);
    return { data: data as Record<string, unknown> };
  } catch (thrown) {
    shopper.keep(context.setCookies);
    if (thrown instanceof Response) return { response: thrown };
    throw thrown;
  }
}

const signedInUser = async (shopper: Shopper) => {
  const session = await requestContext(services(), new Request(SITE, { headers: shopper.headers() })).session.current();
  return session?.userId ?? null;
};

describe("signing in from My account's form, without scripts", () => {
  it("signs in with the right password, to redirect_to (same site only), on a new session", async () => {
    const a = await account();
    const shopper = new Shopper(services());
    const [product] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into products (slug, name, type, status, regular_price, stock_status) values (${`dang-nhap-${Date.now()}`}, 'Áo thử đăng nhập', 'simple', 'publish', 150000, 'instock') returning id`,
    );
    const added = await shopper.wcAjax("add_to_cart", { product_id: String(product!.id), quantity: "1" });
    expect(added.json()).not.toHaveProperty("error");
    const guestCookie = shopper.cookieHeader;
    const answer = await post(dashboardRoute, "/tai-khoan/", shopper, { username: a.login, password: PASSWORD, login: "Đăng nhập", redirect_to: "/gio-hang/" });
    expect(answer.response?.status).toBe(302);
    expect(answer.response?.headers.get("location")).toBe("/gio-hang/");
    expect(shopper.cookieHeader).not.toBe(guestCookie);
    expect(await signedInUser(shopper)).toBe(a.id);
    // The guest's cart came along into the account's.
    const lines = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from cart_items i join carts c on c.id = i.cart_id where c.user_id = ${a.id}`);
    expect(lines[0]?.n).toBe(1);

    const other = new Shopper(services());
    const away = await post(dashboardRoute, "/tai-khoan/", other, { username: a.login, password: PASSWORD, redirect_to: "https://evil.example/" });
    expect(away.response?.headers.get("location")).toBe("/tai-khoan/");
  });

  it("shows the form again with Wordfence's message for a wrong password, signing nobody in", async () => {
    const a = await account();
    const shopper = new Shopper(services());
    const answer = await post(dashboardRoute, "/tai-khoan/", shopper, { username: a.login, password: "sai-roi" });
    expect(answer.data).toEqual({ form: "login", login: a.login, error: expect.stringContaining("Tên tài khoản hoặc mật khẩu bạn nhập không đúng") });
    expect(shopper.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("answers a locked-out address 503 with the reason and Retry-After, on My account and wp-login.php alike", async () => {
    const a = await account();
    const shopper = new Shopper(services());
    const clientIp = "192.0.2.77";
    for (let i = 1; i <= 20; i++) await post(dashboardRoute, "/tai-khoan/", shopper, { username: a.login, password: `sai-${i}` }, { clientIp });
    const forms: Array<{ route: Route; headers: (args: never) => Record<string, string>; path: string; fields: Record<string, string> }> = [
      { route: dashboardRoute, headers: dashboardRoute.headers, path: "/tai-khoan/", fields: { username: a.login, password: PASSWORD } },
      { route: wpLoginRoute, headers: wpLoginRoute.headers, path: "/wp-login.php", fields: { log: a.login, pwd: PASSWORD } },
    ];
    for (const { route, headers: pageHeaders, path, fields } of forms) {
      const answer = await post(route, path, shopper, fields, { clientIp });
      expect(answer.data).toEqual({ form: "login", login: a.login, error: expect.stringMatching(/^Bạn đã đăng nhập sai quá nhiều lần\./) });
      expect(answer.init?.status).toBe(503);
      const retryAfter = Number(answer.init?.headers?.["Retry-After"]);
      expect(retryAfter).toBeGreaterThan(4 * 3600 - 60);
      // The page's headers pass it on (a route's `headers` drops what it does not name).
      const headers = pageHeaders({ actionHeaders: new Headers(answer.init?.headers), loaderHeaders: new Headers(), parentHeaders: new Headers(), errorHeaders: undefined } as never);
      expect(headers).toEqual({ "Cache-Control": "no-store, private", "Retry-After": String(retryAfter) });
    }
    expect(shopper.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("asks for the two-factor code with a form that does not carry the password, and signs in with a right code, once", async () => {
    const secret = newTotpSecret();
    const a = await account({ twoFactorSecret: secret });
    const shopper = new Shopper(services());
    const asked = await post(wpLoginRoute, "/wp-login.php", shopper, { log: a.login, pwd: PASSWORD, "wp-submit": "Đăng nhập", redirect_to: "/tai-khoan/orders/" });
    expect(asked.data).toMatchObject({ form: "code", error: null, allowRememberDevice: true });
    const pending = (asked.data as { pending: string }).pending;
    expect(pending).not.toContain(PASSWORD);
    expect(Buffer.from(pending.split(".")[0]!, "base64url").toString()).not.toContain(PASSWORD);

    const wrong = await post(wpLoginRoute, "/wp-login.php", shopper, { "wfls-pending": pending, "wfls-token": "000000" });
    expect(wrong.data).toMatchObject({ form: "code", error: expect.stringContaining("MÃ KHÔNG HỢP LỆ") });
    expect(await signedInUser(shopper)).toBeNull();

    const code = totpAt(secret, totpStep(new Date()));
    const right = await post(wpLoginRoute, "/wp-login.php", shopper, { "wfls-pending": pending, "wfls-token": code, "wfls-remember-device": "1", redirect_to: "/tai-khoan/orders/" });
    expect(right.response?.status).toBe(302);
    expect(right.response?.headers.get("location")).toBe("/tai-khoan/orders/");
    expect(await signedInUser(shopper)).toBe(a.id);
    expect(shopper.cookies.has(`wfls-remembered-${a.id}`)).toBe(true);

    // The same code again (another browser): refused, it was taken.
    const again = new Shopper(services());
    const pending2 = ((await post(wpLoginRoute, "/wp-login.php", again, { log: a.login, pwd: PASSWORD })).data as { pending: string }).pending;
    expect((await post(wpLoginRoute, "/wp-login.php", again, { "wfls-pending": pending2, "wfls-token": code })).data).toMatchObject({ form: "code", error: expect.stringContaining("MÃ KHÔNG HỢP LỆ") });
  });

  it("takes the code in the real submit, as Wordfence's login.js sends it (log, pwd and wfls-token together), and skips it on a remembered browser", async () => {
    const secret = newTotpSecret();
    const a = await account({ twoFactorSecret: secret });
    const shopper = new Shopper(services());
    const code = totpAt(secret, totpStep(new Date()));
    const answer = await post(wpLoginRoute, "/wp-login.php", shopper, { log: a.login, pwd: PASSWORD, "wfls-token": code, "wfls-remember-device": "1" });
    expect(answer.response?.status).toBe(302);
    expect(await signedInUser(shopper)).toBe(a.id);

    // Signed out, the remembered browser signs in with the password alone.
    shopper.cookies.delete(SESSION_COOKIE);
    const remembered = await post(wpLoginRoute, "/wp-login.php", shopper, { log: a.login, pwd: PASSWORD });
    expect(remembered.response?.status).toBe(302);
  });
});

describe("the demo shop's accounts", () => {
  it("sign in with the passwords the README gives", async () => {
    for (const [login, password] of [["thuytien", "khachhang-demo-2026"], ["quanly", "quanly-demo-2026"]]) {
      const shopper = new Shopper(services());
      const answer = await post(wpLoginRoute, "/wp-login.php", shopper, { log: login!, pwd: password! });
      expect(answer.response?.status, login).toBe(302);
    }
  });
});

describe("registering", () => {
  it("creates a customer with the password, sends the welcome e-mail and signs the shopper in", async () => {
    const shopper = new Shopper(services());
    const email = `moi-${Date.now()}@example.vn`;
    const sentBefore = mailer.sent.length;
    const answer = await post(dashboardRoute, "/tai-khoan/", shopper, { email, password: "mat-khau-dai-du", register: "1" });
    expect(answer.response?.status).toBe(302);
    expect(answer.response?.headers.get("location")).toBe("/tai-khoan/");
    const [user] = await queryRows<{ id: number; roles: string }>(database.db, sql`select id, roles::text from users where email = ${email}`);
    expect(user?.roles).toBe("{customer}");
    expect(await signedInUser(shopper)).toBe(user!.id);
    expect(mailer.sent.slice(sentBefore)).toEqual([expect.objectContaining({ to: expect.objectContaining({ address: email }), subject: expect.stringContaining("đã được tạo") })]);
  });

  it("refuses a taken e-mail or a short password, creating nothing", async () => {
    const a = await account();
    const shopper = new Shopper(services());
    expect((await post(dashboardRoute, "/tai-khoan/", shopper, { email: a.email, password: "mat-khau-dai-du", register: "1" })).data).toMatchObject({ form: "register", field: "email", supportNonce: null });
    expect((await post(dashboardRoute, "/tai-khoan/", shopper, { email: "ngan@example.vn", password: "ngan", register: "1" })).data).toMatchObject({ form: "register", field: "password" });
    expect(await queryRows(database.db, sql`select 1 from users where email = 'ngan@example.vn'`)).toEqual([]);
  });
});

describe("logging out", () => {
  it("signs out at once with the menu's nonce, asks first without one, and ends the session row", async () => {
    const a = await account();
    const shopper = new Shopper(services());
    await post(dashboardRoute, "/tai-khoan/", shopper, { username: a.login, password: PASSWORD });
    const dashboard = await get(dashboardRoute, "/tai-khoan/", shopper);
    expect(dashboard.data).toMatchObject({ kind: "account", logoutUrl: expect.stringMatching(/^\/tai-khoan\/customer-logout\/\?_wpnonce=[0-9a-f]{10}$/) });

    const asked = await get(logoutRoute, "/tai-khoan/customer-logout/", shopper);
    expect(asked.data).toEqual({ nonce: expect.stringMatching(/^[0-9a-f]{10}$/) });
    expect(await signedInUser(shopper)).toBe(a.id);

    const sessionsBefore = await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, a.id));
    const out = await get(logoutRoute, (dashboard.data as { logoutUrl: string }).logoutUrl, shopper);
    expect(out.response?.headers.get("location")).toBe("/tai-khoan/?loggedout=true");
    expect(await signedInUser(shopper)).toBeNull();
    expect(await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, a.id))).toEqual([]);
    expect(sessionsBefore).toHaveLength(1);
  });
});
