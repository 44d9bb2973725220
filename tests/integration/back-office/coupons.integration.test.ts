import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as adminAjaxRoute from "../../../app/compat/wordpress/admin-ajax.route";
import * as wpJsonRoute from "../../../app/compat/wordpress/wp-json.route";
import { type Database, queryRows } from "../../../app/platform/.server/db";
import { signInAs, testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { SITE, callRoute } from "../wordpress/harness";

/*
 * Coupons over WooCommerce's REST API v3 (`wc/v3/coupons`), staff only, under WooCommerce's field
 * names; and an order's coupon lines and line totals in the orders API.
 */

let database: Database;
const services = () => testServices(database.db);

beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

/** A REST answer's body, read field by field as the assertions need. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are what the assertions check
type Answer = any;

type Caller = { cookie: string; nonce: string };

async function callerFor(login: string | null): Promise<Caller> {
  if (login === null) return { cookie: "", nonce: "" };
  const [user] = await queryRows<{ id: number }>(database.db, sql`select id from users where login = ${login}`);
  const cookie = await signInAs(services(), user!.id);
  const nonceAnswer = await callRoute(adminAjaxRoute, "/wp-admin/admin-ajax.php", services(), new Request(`${SITE}/wp-admin/admin-ajax.php?action=rest-nonce`, { headers: { cookie } }), {});
  return { cookie, nonce: await nonceAnswer.text() };
}

async function rest(caller: Caller, method: string, route: string, body?: unknown): Promise<{ status: number; json: Answer; headers: Headers }> {
  const headers = new Headers({ cookie: caller.cookie });
  // A guest sends no nonce: WordPress refuses a wrong one (403) even from a guest.
  if (caller.nonce) headers.set("x-wp-nonce", caller.nonce);
  if (body !== undefined) headers.set("content-type", "application/json");
  const request = new Request(`${SITE}/wp-json/${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const answer = await callRoute(wpJsonRoute, "/wp-json/*", services(), request, { "*": route.split("?")[0]! });
  return { status: answer.status, json: await answer.json(), headers: answer.headers };
}

describe("wc/v3/coupons", () => {
  it("creates, reads, lists, updates and deletes a coupon in WooCommerce's fields, and refuses a taken code", async () => {
    const staff = await callerFor("quanly");
    const created = await rest(staff, "POST", "wc/v3/coupons", {
      code: "TetSale",
      discount_type: "percent",
      amount: "12.5",
      minimum_amount: "200000",
      date_expires: "2027-02-01T00:00:00",
      usage_limit: 50,
      usage_limit_per_user: 0,
      free_shipping: true,
      product_categories: [3],
      email_restrictions: ["*@CongTy.vn"],
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      code: "tetsale",
      amount: "12.5",
      discount_type: "percent",
      status: "publish",
      minimum_amount: "200000",
      maximum_amount: "0",
      date_expires: "2027-02-01T00:00:00",
      date_expires_gmt: "2027-01-31T17:00:00",
      usage_count: 0,
      usage_limit: 50,
      usage_limit_per_user: null,
      free_shipping: true,
      individual_use: false,
      product_ids: [],
      product_categories: [3],
      email_restrictions: ["*@congty.vn"],
      used_by: [],
    });
    const id = created.json.id as number;
    const [row] = await queryRows<{ amount: number; minimum: number }>(database.db, sql`select amount::int, minimum_amount::int as minimum from coupons where id = ${id}`);
    expect(row).toEqual({ amount: 1250, minimum: 200_000 });

    expect((await rest(staff, "GET", `wc/v3/coupons/${id}`)).json.code).toBe("tetsale");
    const listed = await rest(staff, "GET", "wc/v3/coupons?search=tet");
    expect([listed.status, listed.json.map((c: { code: string }) => c.code), listed.headers.get("x-wp-total")]).toEqual([200, ["tetsale"], "1"]);

    const taken = await rest(staff, "POST", "wc/v3/coupons", { code: " TETSALE ", amount: "10000" });
    expect([taken.status, taken.json.code]).toEqual([400, "woocommerce_rest_coupon_code_already_exists"]);
    const fractional = await rest(staff, "PUT", `wc/v3/coupons/${id}`, { discount_type: "fixed_cart", amount: "10000.50" });
    expect([fractional.status, fractional.json.code]).toEqual([400, "woocommerce_rest_invalid_coupon_amount"]);

    const updated = await rest(staff, "PUT", `wc/v3/coupons/${id}`, { discount_type: "fixed_cart", amount: "30000", usage_limit: 0, date_expires: null });
    expect(updated.json).toMatchObject({ discount_type: "fixed_cart", amount: "30000", usage_limit: null, date_expires: null });

    expect((await rest(staff, "DELETE", `wc/v3/coupons/${id}`)).status).toBe(501);
    const deleted = await rest(staff, "DELETE", `wc/v3/coupons/${id}?force=true`);
    expect([deleted.status, deleted.json.code]).toEqual([200, "tetsale"]);
    expect((await rest(staff, "GET", `wc/v3/coupons/${id}`)).status).toBe(404);
    const logged = await queryRows<{ action: string }>(database.db, sql`select action from staff_actions where object_type = 'coupon' and object_id = ${id} order by id`);
    expect(logged.map((l) => l.action)).toEqual(["coupon.create", "coupon.update", "coupon.delete"]);
  });

  it("refuses visitors (401) and customers (403) without a change", async () => {
    const before = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from coupons`);
    const guest = await rest(await callerFor(null), "POST", "wc/v3/coupons", { code: "khach", amount: "1000" });
    expect([guest.status, guest.json.code]).toEqual([401, "woocommerce_rest_cannot_create"]);
    const [customer] = await queryRows<{ login: string }>(database.db, sql`select login from users where roles = '{customer}' order by id limit 1`);
    const refused = await rest(await callerFor(customer!.login), "GET", "wc/v3/coupons");
    expect([refused.status, refused.json.code]).toEqual([403, "woocommerce_rest_cannot_view"]);
    expect(await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from coupons`)).toEqual(before);
  });
});
