import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as wpJsonRoute from "../../../app/compat/wordpress/wp-json.route";
import { createApplicationPassword } from "../../../app/features/account/.server/application-passwords";
import { type Database, queryRows } from "../../../app/platform/.server/db";
import { testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { type Answer, restCallers } from "../back-office/rest-callers";
import { SITE, callRoute } from "./harness";

/*
 * WordPress's application passwords end to end through the REST handlers: made, listed and
 * revoked over `wp/v2/users/…/application-passwords` with the cookie and nonce, then used as HTTP
 * Basic on WooCommerce's API; WordPress's and WooCommerce's refusals with their exact codes; the
 * stored rows; and wrong Basic passwords counted toward the login lockouts.
 */

let database: Database;
const services = () => testServices(database.db);
const { callerFor, rest } = restCallers(() => database.db, services);

beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const idOf = async (login: string) => (await queryRows<{ id: number }>(database.db, sql`select id from users where login = ${login}`))[0]!.id;

/** A REST call with HTTP Basic only: no cookie, no nonce, as an integration sends it. */
async function basic(user: string, password: string, route: string, o: { method?: string; clientIp?: string } = {}): Promise<{ status: number; json: Answer; headers: Headers }> {
  const request = new Request(`${SITE}/wp-json/${route}`, {
    method: o.method ?? "GET",
    headers: { Authorization: `Basic ${Buffer.from(`${user}:${password}`, "utf8").toString("base64")}` },
  });
  const answer = await callRoute(wpJsonRoute, "/wp-json/*", services(), request, { "*": route.split("?")[0]! }, { clientIp: o.clientIp ?? "198.51.100.10" });
  return { status: answer.status, json: await answer.json(), headers: answer.headers };
}

const GROUPED = /^[A-Za-z0-9]{4}( [A-Za-z0-9]{4}){5}$/;

describe("application passwords over wp/v2", () => {
  it("are made with a name, shown once in WordPress's grouping, stored as a hash only, and listed without the password", async () => {
    const manager = await callerFor("quanly");
    const made = await rest(manager, "POST", "wp/v2/users/me/application-passwords", { name: "Kho hàng Sapo" });
    expect(made.status).toBe(201);
    expect(made.json.password).toMatch(GROUPED);
    expect(made.json).toMatchObject({ app_id: "", name: "Kho hàng Sapo", last_used: null, last_ip: null });
    expect(made.json.created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(made.headers.get("Location")).toBe(`${SITE}/wp-json/wp/v2/users/${await idOf("quanly")}/application-passwords/${made.json.uuid}`);

    const [row] = await queryRows<{ password_hash: string; name: string }>(database.db, sql`select password_hash, name from application_passwords where uuid = ${made.json.uuid}`);
    const bare = made.json.password.replaceAll(" ", "");
    expect(row).toEqual({ name: "Kho hàng Sapo", password_hash: createHash("sha256").update(bare).digest("hex") });

    const listed = await rest(manager, "GET", "wp/v2/users/me/application-passwords");
    expect(listed.status).toBe(200);
    const mine = listed.json.find((p: Answer) => p.uuid === made.json.uuid);
    expect(mine).toMatchObject({ name: "Kho hàng Sapo", last_used: null });
    expect(mine).not.toHaveProperty("password");
  });

  it("refuse an empty, a missing and a repeated name with WordPress's codes", async () => {
    const manager = await callerFor("quanly");
    await rest(manager, "POST", "wp/v2/users/me/application-passwords", { name: "Trùng tên" });
    const again = await rest(manager, "POST", "wp/v2/users/me/application-passwords", { name: "Trùng tên" });
    expect([again.status, again.json.code]).toEqual([409, "application_password_duplicate_name"]);
    const empty = await rest(manager, "POST", "wp/v2/users/me/application-passwords", { name: "   " });
    expect([empty.status, empty.json.code]).toEqual([400, "application_password_empty_name"]);
    const missing = await rest(manager, "POST", "wp/v2/users/me/application-passwords", {});
    expect([missing.status, missing.json.code, missing.json.data.params]).toEqual([400, "rest_missing_callback_param", ["name"]]);
  });

  it("need a signed-in caller who may edit the account", async () => {
    const guest = await rest(await callerFor(null), "GET", "wp/v2/users/me/application-passwords");
    expect([guest.status, guest.json.code]).toEqual([401, "rest_not_logged_in"]);
    const customer = await callerFor("thuytien");
    const managers = await rest(customer, "GET", `wp/v2/users/${await idOf("quanly")}/application-passwords`);
    expect([managers.status, managers.json.code]).toEqual([403, "rest_cannot_list_application_passwords"]);
    const unknown = await rest(customer, "GET", "wp/v2/users/999999/application-passwords");
    expect([unknown.status, unknown.json.code]).toEqual([404, "rest_user_invalid_id"]);

    // A shop manager manages a customer's (WooCommerce's editable roles), not an administrator's.
    const manager = await callerFor("quanly");
    const forCustomer = await rest(manager, "POST", `wp/v2/users/${await idOf("thuytien")}/application-passwords`, { name: "Do quản lý tạo" });
    expect(forCustomer.status).toBe(201);
    const [owner] = await queryRows<{ id: number }>(database.db, sql`select id from users where 'administrator' = any(roles) order by id limit 1`);
    const forAdmin = await rest(manager, "GET", `wp/v2/users/${owner!.id}/application-passwords`);
    expect([forAdmin.status, forAdmin.json.code]).toEqual([403, "rest_cannot_list_application_passwords"]);
  });
});

describe("HTTP Basic with an application password", () => {
  it("acts for the account with or without the spaces, records its use, and stops working once revoked", async () => {
    const manager = await callerFor("quanly");
    const made = (await rest(manager, "POST", "wp/v2/users/me/application-passwords", { name: "Đồng bộ kho" })).json;
    const grouped = await basic("quanly", made.password, "wc/v3/products?per_page=2");
    expect(grouped.status).toBe(200);
    expect(grouped.json).toHaveLength(2);
    expect(Number(grouped.headers.get("X-WP-Total"))).toBeGreaterThan(2);
    // By e-mail too, and the password without its spaces.
    expect((await basic("QuanLy@cuahang.vn", made.password.replaceAll(" ", ""), "wc/v3/orders?per_page=1")).status).toBe(200);

    const used = (await rest(manager, "GET", `wp/v2/users/me/application-passwords/${made.uuid}`)).json;
    expect(used.last_ip).toBe("198.51.100.10");
    expect(used.last_used).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);

    const revoked = await rest(manager, "DELETE", `wp/v2/users/me/application-passwords/${made.uuid}`);
    expect(revoked.json).toMatchObject({ deleted: true, previous: { uuid: made.uuid, name: "Đồng bộ kho" } });
    const after = await basic("quanly", made.password, "wc/v3/products");
    expect([after.status, after.json.code]).toEqual([401, "incorrect_password"]);
    const gone = await rest(manager, "DELETE", `wp/v2/users/me/application-passwords/${made.uuid}`);
    expect([gone.status, gone.json.code]).toEqual([404, "rest_application_password_not_found"]);
  });

  it("never takes the account's real password, and names an unknown user or e-mail as WordPress does", async () => {
    const real = await basic("quanly", "quanly-demo-2026", "wc/v3/products");
    expect([real.status, real.json.code]).toEqual([401, "incorrect_password"]);
    const unknownUser = await basic("khongcoai", "abcd abcd abcd abcd abcd abcd", "wc/v3/products");
    expect([unknownUser.status, unknownUser.json.code]).toEqual([401, "invalid_username"]);
    const unknownEmail = await basic("khongcoai@example.com", "abcd abcd abcd abcd abcd abcd", "wc/v3/products");
    expect([unknownEmail.status, unknownEmail.json.code]).toEqual([401, "invalid_email"]);
  });

  it("gives a customer WooCommerce's refusals, not the shop's data", async () => {
    const made = await createApplicationPassword(database.db, await idOf("minhquan"), { name: "Ứng dụng của khách" });
    if (!made.ok) throw new Error(made.error);
    const products = await basic("minhquan", made.password, "wc/v3/products");
    expect([products.status, products.json.code]).toEqual([403, "woocommerce_rest_cannot_view"]);
    const create = await basic("minhquan", made.password, "wc/v3/products", { method: "POST" });
    expect([create.status, create.json.code]).toEqual([403, "woocommerce_rest_cannot_create"]);
    // Its own passwords, through Basic as well.
    const own = await basic("minhquan", made.password, "wp/v2/users/me/application-passwords");
    expect(own.status).toBe(200);
    expect(own.json.map((p: Answer) => p.name)).toEqual(["Ứng dụng của khách"]);
  });

  it("counts wrong passwords as failed logins: the 20th locks the name out, and then not even the right one is checked", async () => {
    const made = await createApplicationPassword(database.db, await idOf("hoailinh"), { name: "Đoán mật khẩu" });
    if (!made.ok) throw new Error(made.error);
    const from = "203.0.113.40";
    for (let i = 0; i < 19; i++) expect((await basic("hoailinh", `wrong${i}`, "wc/v3/products", { clientIp: from })).status).toBe(401);
    expect((await basic("hoailinh", made.password, "wp/v2/users/me/application-passwords", { clientIp: from })).status).toBe(200);
    expect((await basic("hoailinh", "wrong-20th", "wc/v3/products", { clientIp: from })).status).toBe(401);
    const locked = await basic("hoailinh", made.password, "wp/v2/users/me/application-passwords", { clientIp: "192.0.2.99" });
    expect([locked.status, locked.json.code]).toEqual([503, "locked_out"]);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(4 * 3600 - 60);
    const logged = await queryRows<{ outcome: string; n: number }>(
      database.db,
      sql`select outcome::text, count(*)::int as n from login_log where login = 'hoailinh' group by outcome order by outcome`,
    );
    expect(logged).toEqual([
      { outcome: "locked_out", n: 1 },
      { outcome: "wrong_password", n: 20 },
    ]);
  });
});
