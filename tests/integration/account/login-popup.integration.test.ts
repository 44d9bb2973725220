import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../../app/features/account/.server/passwords";
import { createAccount } from "../../../app/features/account/.server/users";
import type { Role } from "../../../app/features/account/roles";
import type { GuestForms } from "../../../app/features/account/sign-in-forms";
import * as wpJsonRoute from "../../../app/compat/wordpress/wp-json.route";
import type { Database } from "../../../app/platform/.server/db";
import { memoryMailer } from "../../../app/platform/.server/mailer";
import * as dashboardRoute from "../../../app/routes/account/dashboard";
import { requestContext, signInAs, testServices } from "../../support/context";
import { cloneSeededDatabase, setLoginCaptcha } from "../../support/db";
import { SITE, callRoute } from "../wordpress/harness";
import { Shopper } from "../wordpress/shopper";

/*
 * The header's login popup (issue 19): its forms' data from the REST route it fetches when it
 * opens, a refused sign-in posted from it sent back to the page it was on with the reason kept
 * for that page's popup (once), and who is looking on every page (spec §3 "Theme options read on
 * the page").
 */
let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
  await setLoginCaptcha(database, false);
});
afterAll(() => database.close());

const services = () => testServices(database.db, () => new Date(), memoryMailer());
const PASSWORD = "mật-khẩu-popup-7";
let n = 0;

async function account(roles: Role[] = ["customer"]) {
  const created = await createAccount(database.db, { email: `popup-${++n}-${Date.now()}@example.vn`, passwordHash: await hashPassword(PASSWORD), roles });
  if (!created.ok) throw new Error(created.error);
  return created.account;
}

async function loginForm(query: string, cookie?: string) {
  const request = new Request(`${SITE}/wp-json/cuahang/v1/login-form${query}`, { headers: cookie ? { Cookie: cookie } : {} });
  return callRoute(wpJsonRoute, "/wp-json/*", services(), request, { "*": "cuahang/v1/login-form" });
}

/** A form of the popup posted to My account, as the browser posts it (the popup needs scripts, but its post is a real one). */
async function postFromPopup(shopper: Shopper, fields: Record<string, string>) {
  const request = new Request(`${SITE}/tai-khoan/`, {
    method: "POST",
    headers: { ...shopper.headers(), "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, login_popup: "1" }),
  });
  const context = requestContext(services(), request, { clientIp: "192.0.2.61" });
  let answer: unknown;
  try {
    answer = await dashboardRoute.action({ request, context, params: {} } as never);
  } catch (thrown) {
    answer = thrown;
  }
  shopper.keep(context.setCookies);
  return answer;
}

/** The site frame's data of a page, which answers each of these with a page, not a redirect. */
async function frame(shopper: Shopper, path: string) {
  const answer = await shopper.page(path);
  if (!answer.frame) throw new Error(`${path} redirected`);
  return answer.frame;
}

describe("the popup's forms data", () => {
  it("is My account's guest forms, going back to the page the popup opened on (same site only), never kept by a cache", async () => {
    const answer = await loginForm(`?redirect_to=${encodeURIComponent("/san-pham/ao-thun/?mau=do")}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const forms = (await answer.json()) as GuestForms;
    expect(forms).toMatchObject({
      redirectTo: "/san-pham/ao-thun/?mau=do",
      emailVerification: null,
      verificationNotice: null,
      loggedOut: false,
      captcha: { login: false, registration: false },
      allowRememberDevice: true,
    });
    expect(forms.ajaxNonce).toMatch(/^[0-9a-f]{10}$/);

    const away = (await (await loginForm(`?redirect_to=${encodeURIComponent("https://evil.example/")}`)).json()) as GuestForms;
    expect(away.redirectTo).toBe("/tai-khoan/");
  });
});

describe("signing in from the popup", () => {
  it("goes back to the page on a right password, signed in", async () => {
    const a = await account();
    const shopper = new Shopper(services());
    const answer = await postFromPopup(shopper, { username: a.login, password: PASSWORD, login: "Đăng nhập", redirect_to: "/cua-hang/" });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("location")).toBe("/cua-hang/");
    expect((await frame(shopper, "/cua-hang/")).settings.is_guest).toBe(false);
  });

  it("goes back to the page on a wrong password, whose popup opens with Wordfence's message, once", async () => {
    const a = await account();
    const shopper = new Shopper(services());
    const answer = await postFromPopup(shopper, { username: a.login, password: "sai-mat-khau", login: "Đăng nhập", redirect_to: "/cua-hang/" });
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get("location")).toBe("/cua-hang/");

    const page = await frame(shopper, "/cua-hang/");
    expect(page.loginPopup).toEqual({ login: a.login, error: expect.stringContaining("Tên tài khoản hoặc mật khẩu bạn nhập không đúng") });
    expect(page.settings.is_guest).toBe(true);
    // Shown once: the next page has no popup of its own.
    expect((await frame(shopper, "/cua-hang/")).loginPopup).toBeUndefined();
  });

  it("keeps the form's own answer on My account when posted there, not from the popup", async () => {
    const a = await account();
    const request = new Request(`${SITE}/tai-khoan/`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: a.login, password: "sai-mat-khau", login: "Đăng nhập", redirect_to: "/cua-hang/" }),
    });
    const context = requestContext(services(), request, { clientIp: "192.0.2.62" });
    const answer = (await dashboardRoute.action({ request, context, params: {} } as never)) as { data: unknown; init: { status?: number } | null };
    expect(answer.data).toMatchObject({ form: "login", error: expect.stringContaining("không đúng") });
    expect(context.setCookies).toEqual([]);
  });
});

describe("who is looking, on every page", () => {
  it("is a guest for a visitor, and follows the signed-in account's roles", async () => {
    const guest = await frame(new Shopper(services()), "/");
    expect(guest.settings).toMatchObject({ is_guest: true, store_admin: false, user: { can_edit_pages: false } });

    const cases: Array<[Role[], { store_admin: boolean; can_edit_pages: boolean }]> = [
      [["customer"], { store_admin: false, can_edit_pages: false }],
      [["shop_manager"], { store_admin: true, can_edit_pages: true }],
      [["administrator"], { store_admin: true, can_edit_pages: true }],
      [["editor"], { store_admin: false, can_edit_pages: true }],
    ];
    for (const [roles, expected] of cases) {
      const a = await account(roles);
      const shopper = new Shopper(services());
      shopper.keep((await signInAs(services(), a.id)).split("; "));
      const page = await frame(shopper, "/");
      expect({ roles, ...page.settings }).toMatchObject({ roles, is_guest: false, store_admin: expected.store_admin, user: { can_edit_pages: expected.can_edit_pages } });
      expect(page.loginPopup).toBeUndefined();
    }
  });
});
