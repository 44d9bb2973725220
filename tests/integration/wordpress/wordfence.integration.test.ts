import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as adminAjaxRoute from "../../../app/compat/wordpress/admin-ajax.route";
import { newChallenge } from "../../../app/platform/.server/captcha";
import { hashPassword } from "../../../app/features/account/.server/passwords";
import { rememberDevice } from "../../../app/features/account/.server/remembered-devices";
import { activateTwoFactorWithSecret } from "../../../app/features/account/.server/two-factor";
import { newTotpSecret } from "../../../app/features/account/.server/totp";
import { createAccount } from "../../../app/features/account/.server/users";
import { type Database, queryRows } from "../../../app/platform/.server/db";
import { TEST_SECRET, cookieHeaderOf, requestContext, testServices } from "../../support/context";
import { cloneSeededDatabase, setLoginCaptcha } from "../../support/db";
import { SITE, callRoute, formPost } from "./harness";

/**
 * Two shops: the CAPTCHA off (most answers), and on (its own). The site's options are read at
 * most every 10 s per database, so each is set before the first request.
 */
let database: Database;
let withCaptcha: Database;
beforeAll(async () => {
  [database, withCaptcha] = await Promise.all([cloneSeededDatabase(), cloneSeededDatabase()]);
  await setLoginCaptcha(database, false);
  await setLoginCaptcha(withCaptcha, true);
});
afterAll(async () => {
  await Promise.all([database.close(), withCaptcha.close()]);
});

const services = () => testServices(database.db);
const PASSWORD = "mật-khẩu-đúng-123";
let n = 0;

/** An account with a password; `twoFactor` turns it on with a fresh secret. */
async function account(o: { twoFactor?: boolean; on?: Database } = {}) {
  const db = (o.on ?? database).db;
  const created = await createAccount(db, { email: `wf-${++n}-${Date.now()}@example.vn`, passwordHash: await hashPassword(PASSWORD), roles: ["customer"] });
  if (!created.ok) throw new Error(created.error);
  if (o.twoFactor) await activateTwoFactorWithSecret(db, created.account.id, newTotpSecret());
  return created.account;
}

/** A solved CAPTCHA, as the ALTCHA client posts it in `wfls-captcha-token`. */
async function captchaToken(): Promise<string> {
  const challenge = await newChallenge(TEST_SECRET, new Date());
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** Wordfence's login.js: the whole form, URL-encoded, `action` last. */
function authenticate(fields: Record<string, string>, o: { clientIp?: string; cookie?: string } = {}) {
  const request = formPost("/wp-admin/admin-ajax.php", { ...fields, action: "wordfence_ls_authenticate" }, o.cookie ? { cookie: o.cookie } : {});
  return callRoute(adminAjaxRoute, "/wp-admin/admin-ajax.php", services(), request, {}, { clientIp: o.clientIp ?? "198.51.100.10" });
}

const lostPasswordLink = '<a href="/tai-khoan/lost-password/" title="Tìm lại mật khẩu">Quên mật khẩu</a>?';

describe("wordfence_ls_authenticate", () => {
  it("answers an empty login with error and no reset, as HTTP 200 JSON", async () => {
    const forms: Array<Record<string, string>> = [{ log: "", pwd: "x" }, { username: "ai", password: "" }, {}];
    for (const fields of forms) {
      const answer = await authenticate(fields);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/json; charset=UTF-8");
      expect(await answer.json()).toEqual({ error: `<strong>LỖI</strong>: Vui lòng nhập tên tài khoản và mật khẩu. ${lostPasswordLink}` });
    }
  });

  it("answers a wrong password and an unknown login alike: error with reset false", async () => {
    const a = await account();
    const wrong = await (await authenticate({ log: a.login, pwd: "sai" })).json();
    const unknown = await (await authenticate({ log: "khong-co-ai-ten-nay", pwd: "sai" })).json();
    const expected = { error: `<strong>LỖI</strong>: Tên tài khoản hoặc mật khẩu bạn nhập không đúng. ${lostPasswordLink}`, reset: false };
    expect(wrong).toEqual(expected);
    expect(unknown).toEqual(expected);
    const log = await queryRows<{ outcome: string }>(database.db, sql`select outcome::text from login_log where login in (${a.login}, 'khong-co-ai-ten-nay') order by id`);
    expect(log.map((r) => r.outcome)).toEqual(["wrong_password", "wrong_password"]);
  });

  it("answers the right password with login 1 (the number), by login or e-mail, log/pwd or username/password", async () => {
    const a = await account();
    const forms: Array<Record<string, string>> = [{ log: a.login, pwd: PASSWORD }, { username: a.email.toUpperCase(), password: PASSWORD }];
    for (const fields of forms) {
      const answer = await authenticate(fields);
      expect(await answer.json()).toEqual({ login: 1 });
      // The AJAX check never signs in.
      expect(answer.headers.get("set-cookie")).toBeNull();
    }
  });

  it("asks for the code when two-factor is on, and not on a remembered browser", async () => {
    const a = await account({ twoFactor: true });
    expect(await (await authenticate({ log: a.login, pwd: PASSWORD })).json()).toEqual({ login: 1, two_factor_required: true });
    const context = requestContext(services(), new Request(SITE));
    await rememberDevice(context, a.id);
    const cookie = cookieHeaderOf(context.setCookies);
    expect(cookie).toMatch(new RegExp(`^wfls-remembered-${a.id}=`));
    expect(await (await authenticate({ log: a.login, pwd: PASSWORD }, { cookie })).json()).toEqual({ login: 1 });
  });

  it("locks an address out after 20 failed logins within 4 hours: the 21st answers 503 and is not checked", async () => {
    const a = await account();
    const clientIp = "198.51.100.77";
    for (let i = 1; i <= 20; i++) {
      expect(await (await authenticate({ log: a.login, pwd: `sai-${i}` }, { clientIp })).json(), `attempt ${i}`).toMatchObject({ reset: false });
    }
    const locked = await authenticate({ log: a.login, pwd: PASSWORD }, { clientIp });
    expect(locked.status).toBe(503);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(4 * 3600 - 60);
    expect(await locked.text()).toContain("Bạn đã đăng nhập sai quá nhiều lần");
    const [last] = await queryRows<{ outcome: string }>(database.db, sql`select outcome::text from login_log where address = ${clientIp} order by id desc limit 1`);
    expect(last?.outcome).toBe("locked_out");
  });

  it("with the CAPTCHA on: no token asks for verification whatever the password, e-mailing the owner only for the right one", async () => {
    const s = testServices(withCaptcha.db);
    const mailer = s.mailer;
    const a = await account({ on: withCaptcha });
    const ask = (fields: Record<string, string>) =>
      callRoute(adminAjaxRoute, "/wp-admin/admin-ajax.php", s, formPost("/wp-admin/admin-ajax.php", { ...fields, action: "wordfence_ls_authenticate" }), {}, { clientIp: "198.51.100.20" });
    const verification = {
      error: "<strong>CẦN XÁC MINH</strong>: Cần xác minh thêm để đăng nhập. Nếu thông tin đăng nhập khớp với một tài khoản, hãy mở hộp thư của tài khoản đó để lấy liên kết xác minh và tiếp tục đăng nhập.",
      reset: false,
    };
    expect(await (await ask({ log: a.login, pwd: "sai", "wfls-captcha-token": "grecaptcha-missing" })).json()).toEqual(verification);
    expect((mailer as unknown as { sent: unknown[] }).sent).toHaveLength(0);
    expect(await (await ask({ log: a.login, pwd: PASSWORD })).json()).toEqual(verification);
    const sent = (mailer as unknown as { sent: Array<{ to: { address: string }; text: string }> }).sent;
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to.address).toBe(a.email);
    expect(sent[0]!.text).toMatch(/http:\/\/shop\.test\/tai-khoan\/\?wfls-email-verification=[\w-]{32}/);

    // A solved CAPTCHA passes, and passes again for the same account's real submit.
    const token = await captchaToken();
    expect(await (await ask({ log: a.login, pwd: PASSWORD, "wfls-captcha-token": token })).json()).toEqual({ login: 1 });
    expect(await (await ask({ log: a.login, pwd: PASSWORD, "wfls-captcha-token": token })).json()).toEqual({ login: 1 });
  });

  it("the e-mailed link leads on to the form's redirect_to when it is a page of the shop, and never elsewhere", async () => {
    const s = testServices(withCaptcha.db);
    const sent = (s.mailer as unknown as { sent: Array<{ text: string }> }).sent;
    const ask = (fields: Record<string, string>) =>
      callRoute(adminAjaxRoute, "/wp-admin/admin-ajax.php", s, formPost("/wp-admin/admin-ajax.php", { ...fields, action: "wordfence_ls_authenticate" }), {}, { clientIp: "198.51.100.21" });
    const onward = await account({ on: withCaptcha });
    await ask({ log: onward.login, pwd: PASSWORD, redirect_to: "/gio-hang/?buoc=2" });
    expect(sent.at(-1)!.text).toMatch(/http:\/\/shop\.test\/tai-khoan\/\?wfls-email-verification=[\w-]{32}&redirect_to=%2Fgio-hang%2F%3Fbuoc%3D2\s/);
    const away = await account({ on: withCaptcha });
    await ask({ log: away.login, pwd: PASSWORD, redirect_to: "https://lua-dao.example/dang-nhap" });
    expect(sent.at(-1)!.text).toMatch(/\?wfls-email-verification=[\w-]{32}\s/);
    expect(sent).toHaveLength(2);
  });
});

describe("wordfence_ls_register_support", () => {
  it("refuses a message without the nonce a blocked registration gets, storing nothing", async () => {
    const before = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from support_messages`);
    const request = formPost("/wp-admin/admin-ajax.php", { email: "khach@example.vn", "wfls-message": "Xin chào", "wfls-message-nonce": "gia-mao", action: "wordfence_ls_register_support" });
    const answer = await callRoute(adminAjaxRoute, "/wp-admin/admin-ajax.php", services(), request, {});
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ error: "<strong>LỖI</strong>: Không gửi được tin nhắn. Vui lòng tải lại trang và thử lại." });
    expect(await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from support_messages`)).toEqual(before);
  });
});
