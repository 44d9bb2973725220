import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../app/features/account/.server/users";
import type { AppPasswordsPage, AppPasswordsResult } from "../../app/features/account/application-passwords-view";
import { type Database, queryRows } from "../../app/platform/.server/db";
import * as route from "../../app/routes/account/application-passwords";
import * as wpJsonRoute from "../../app/compat/wordpress/wp-json.route";
import { requestContext, signInAs, testServices } from "../support/context";
import { cloneSeededDatabase } from "../support/db";
import { callRoute } from "./wordpress/harness";

/*
 * My account's application passwords, as the page's plain forms drive them: a name makes a
 * password shown once, the list shows it without the password, a revocation ends it; a form
 * without the account's nonce changes nothing; a guest is sent to sign in.
 */

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const SITE = "http://shop.test";
const PAGE = `${SITE}/tai-khoan/application-passwords/`;
const services = () => testServices(database.db);

let accounts = 0;
async function signedInShopper() {
  const email = `mat-khau-ung-dung-${++accounts}@example.vn`;
  const created = await createAccount(database.db, { email, passwordHash: null, roles: ["customer"] });
  if (!created.ok) throw new Error(created.error);
  return { userId: created.account.id, login: created.account.login, cookie: await signInAs(services(), created.account.id) };
}

async function load(cookie: string | null) {
  const request = new Request(PAGE, { headers: cookie ? { cookie } : {} });
  return (await route.loader({ request, context: requestContext(services(), request), params: {} } as never)) as { page: AppPasswordsPage };
}

type Answer = { data: AppPasswordsResult; init: { status?: number } | null } | Response;

async function post(cookie: string, fields: Record<string, string>): Promise<Answer> {
  const request = new Request(PAGE, { method: "POST", headers: { cookie, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });
  return (await route.action({ request, context: requestContext(services(), request), params: {} } as never)) as Answer;
}

const dataOf = (answer: Answer) => {
  if (answer instanceof Response) throw new Error(`answered ${answer.status} ${answer.headers.get("location")}`);
  return { result: answer.data, status: answer.init?.status ?? 200 };
};

async function basicStatus(login: string, password: string): Promise<number> {
  const request = new Request(`${SITE}/wp-json/wp/v2/users/me/application-passwords`, { headers: { Authorization: `Basic ${Buffer.from(`${login}:${password}`).toString("base64")}` } });
  return (await callRoute(wpJsonRoute, "/wp-json/*", services(), request, { "*": "wp/v2/users/me/application-passwords" })).status;
}

describe("My account's application passwords", () => {
  it("sends a guest to sign in", async () => {
    const thrown = await load(null).then(
      () => null,
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toContain("redirect_to");
  });

  it("makes a password shown once, lists it without the password, and revokes it", async () => {
    const shopper = await signedInShopper();
    const empty = await load(shopper.cookie);
    expect(empty.page.items).toEqual([]);

    const made = dataOf(await post(shopper.cookie, { intent: "create", _wpnonce: empty.page.nonce, new_application_password_name: "Ứng dụng bán hàng" }));
    expect(made.status).toBe(200);
    if (made.result.kind !== "created") throw new Error(made.result.kind);
    expect(made.result.password).toMatch(/^[A-Za-z0-9]{4}( [A-Za-z0-9]{4}){5}$/);
    expect(await basicStatus(shopper.login, made.result.password)).toBe(200);

    const listed = await load(shopper.cookie);
    expect(listed.page.items).toHaveLength(1);
    expect(listed.page.items[0]).toMatchObject({ name: "Ứng dụng bán hàng", lastIp: "127.0.0.1" });
    expect(JSON.stringify(listed.page)).not.toContain(made.result.password.replaceAll(" ", ""));

    const again = dataOf(await post(shopper.cookie, { intent: "create", _wpnonce: listed.page.nonce, new_application_password_name: "Ứng dụng bán hàng" }));
    expect(again).toEqual({ status: 400, result: { kind: "create_failed", name: "Ứng dụng bán hàng", error: "Mỗi tên ứng dụng chỉ được dùng một lần." } });

    const revoked = await post(shopper.cookie, { intent: "revoke", _wpnonce: listed.page.nonce, uuid: listed.page.items[0]!.uuid });
    expect(revoked).toBeInstanceOf(Response);
    expect([(revoked as Response).status, (revoked as Response).headers.get("location")]).toEqual([303, "/tai-khoan/application-passwords/"]);
    expect((await load(shopper.cookie)).page.items).toEqual([]);
    expect(await basicStatus(shopper.login, made.result.password)).toBe(401);
  });

  it("changes nothing for a form without the account's nonce", async () => {
    const shopper = await signedInShopper();
    const other = await signedInShopper();
    const foreignNonce = (await load(other.cookie)).page.nonce;
    const refused = dataOf(await post(shopper.cookie, { intent: "create", _wpnonce: foreignNonce, new_application_password_name: "Giả mạo" }));
    expect(refused).toEqual({ status: 403, result: { kind: "refused" } });
    const [count] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from application_passwords where user_id = ${shopper.userId}`);
    expect(count!.n).toBe(0);
  });
});
