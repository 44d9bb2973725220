import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedAddressesOf } from "../../../app/features/account/.server/addresses";
import { verifyPassword } from "../../../app/features/account/.server/passwords";
import { type Database, queryRows } from "../../../app/platform/.server/db";
import { testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { restCallers } from "./rest-callers";

/*
 * Customers written over WooCommerce's REST API v3: `POST customers`, `PUT customers/{id}`,
 * `DELETE customers/{id}?force=true` and `customers/batch`, checked in the stored rows (the
 * account, its hashed password, the names and the addresses where checkout reads them, the staff
 * log) and refused with WooCommerce's codes; a shop manager manages customers only.
 */

let database: Database;
const services = () => testServices(database.db);
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const { callerFor, rest } = restCallers(() => database.db, services);

const account = async (id: number) =>
  (await queryRows<{ login: string; email: string; displayName: string; roles: string[]; passwordHash: string | null }>(
    database.db,
    sql`select login, email, display_name as "displayName", roles::text[] as roles, password_hash as "passwordHash" from users where id = ${id}`,
  ))[0];

const staffLog = async (id: number) =>
  queryRows<{ action: string; details: Record<string, unknown> }>(database.db, sql`select action, details from staff_actions where object_type = 'user' and object_id = ${id} order by id`);

describe("POST /wc/v3/customers", () => {
  it("makes a customer in WooCommerce's fields: a hashed password, the names, the addresses as checkout reads them", async () => {
    const staff = await callerFor("quanly");
    const made = await rest(staff, "POST", "wc/v3/customers", {
      email: "lan.nguyen@example.com",
      first_name: "Thị Lan",
      last_name: "Nguyễn",
      username: "lannguyen",
      password: "mat-khau-dai-2026",
      billing: { first_name: "Thị Lan", last_name: "Nguyễn", address_1: "12 Lê Lợi", address_2: "Phường Bến Nghé", city: "TP. Hồ Chí Minh", country: "VN", phone: "0901234567" },
      shipping: { first_name: "Thị Lan", last_name: "Nguyễn", address_1: "5 Trần Phú", city: "Đà Nẵng", country: "VN" },
      role: "administrator",
    });
    expect(made.status).toBe(201);
    const id = made.json.id as number;
    expect(made.headers.get("location")).toMatch(new RegExp(`/wp-json/wc/v3/customers/${id}$`));
    expect(made.json).toMatchObject({
      email: "lan.nguyen@example.com",
      first_name: "Thị Lan",
      last_name: "Nguyễn",
      username: "lannguyen",
      role: "customer",
      orders_count: 0,
      total_spent: "0",
      billing: { first_name: "Thị Lan", last_name: "Nguyễn", address_1: "12 Lê Lợi", address_2: "Phường Bến Nghé", city: "TP. Hồ Chí Minh", postcode: "", country: "VN", email: "lan.nguyen@example.com", phone: "0901234567" },
      shipping: { address_1: "5 Trần Phú", city: "Đà Nẵng", phone: "" },
    });
    const stored = (await account(id))!;
    expect(stored).toMatchObject({ login: "lannguyen", displayName: "Nguyễn Thị Lan", roles: ["customer"] });
    expect(stored.passwordHash).not.toContain("mat-khau");
    expect((await verifyPassword("mat-khau-dai-2026", stored.passwordHash!)).ok).toBe(true);
    // Where My account and the checkout read the addresses.
    expect(await savedAddressesOf(database.db, id)).toEqual({
      billing: { fullName: "Nguyễn Thị Lan", phone: "0901234567", province: "TP. Hồ Chí Minh", ward: "Phường Bến Nghé", street: "12 Lê Lợi", email: "lan.nguyen@example.com" },
      shipping: { fullName: "Nguyễn Thị Lan", phone: "", province: "Đà Nẵng", ward: "", street: "5 Trần Phú", email: "" },
    });
    expect(await staffLog(id)).toMatchObject([{ action: "customer.create", details: { email: "lan.nguyen@example.com", login: "lannguyen" } }]);
    expect((await rest(staff, "GET", `wc/v3/customers/${id}`)).json).toEqual(made.json);
  });

  it("makes a login from the e-mail and no password when none is given", async () => {
    const made = await rest(await callerFor("quanly"), "POST", "wc/v3/customers", { email: "khach.moi@example.com" });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ username: "khach.moi", role: "customer", billing: { email: "" } });
    expect((await account(made.json.id))!.passwordHash).toBeNull();
  });

  it("refuses with WooCommerce's codes, writing nothing", async () => {
    const staff = await callerFor("quanly");
    const before = (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from users`))[0]!.n;
    const cases: Array<[unknown, number, string, unknown?]> = [
      [{ first_name: "Không có email" }, 400, "rest_missing_callback_param", ["email"]],
      [{ email: "khong-phai-email" }, 400, "rest_invalid_param", { email: expect.any(String) }],
      [{ email: "LAN.NGUYEN@example.com" }, 400, "registration-error-email-exists"],
      [{ email: "khac@example.com", username: "lannguyen" }, 400, "registration-error-username-exists"],
      [{ email: "khac@example.com", username: "tên<xấu>" }, 400, "registration-error-invalid-username"],
      [{ email: "khac@example.com", billing: { email: "sai" } }, 400, "rest_invalid_param", { billing: expect.any(String) }],
      [{ email: "khac@example.com", first_name: "a\u0000b" }, 400, "rest_invalid_param", { first_name: expect.any(String) }],
      [{ email: "khac@example.com", id: 5 }, 400, "woocommerce_rest_customer_exists"],
    ];
    for (const [body, status, code, params] of cases) {
      const answer = await rest(staff, "POST", "wc/v3/customers", body);
      expect([answer.status, answer.json.code]).toEqual([status, code]);
      if (params) expect(answer.json.data.params).toEqual(params);
    }
    expect((await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from users`))[0]!.n).toBe(before);
  });

  it("refuses a visitor (401) and a customer (403)", async () => {
    expect((await rest(await callerFor(null), "POST", "wc/v3/customers", { email: "x@example.com" })).json).toMatchObject({ code: "woocommerce_rest_cannot_create", data: { status: 401 } });
    expect((await rest(await callerFor("thuytien"), "POST", "wc/v3/customers", { email: "x@example.com" })).json).toMatchObject({ code: "woocommerce_rest_cannot_create", data: { status: 403 } });
  });
});

describe("PUT /wc/v3/customers/{id}", () => {
  it("changes the e-mail, password, names and the given address fields, keeping the others; ends the account's sessions on a new password", async () => {
    const staff = await callerFor("quanly");
    const made = await rest(staff, "POST", "wc/v3/customers", { email: "binh@example.com", password: "cu-mat-khau-123", billing: { address_1: "1 Hàng Bạc", city: "Hà Nội", phone: "0912000111" } });
    const id = made.json.id as number;
    await callerFor(made.json.username);
    const sessions = async () => (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from sessions where user_id = ${id}`))[0]!.n;
    expect(await sessions()).toBe(1);
    const updated = await rest(staff, "PUT", `wc/v3/customers/${id}`, { email: "binh.tran@example.com", first_name: "Văn Bình", last_name: "Trần", password: "moi-mat-khau-456", billing: { city: "Hải Phòng" } });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ id, email: "binh.tran@example.com", first_name: "Văn Bình", last_name: "Trần", billing: { address_1: "1 Hàng Bạc", city: "Hải Phòng", phone: "0912000111" } });
    const stored = (await account(id))!;
    expect(stored).toMatchObject({ email: "binh.tran@example.com", displayName: "Trần Văn Bình" });
    expect((await verifyPassword("moi-mat-khau-456", stored.passwordHash!)).ok).toBe(true);
    expect(await sessions()).toBe(0);
    expect((await staffLog(id)).at(-1)).toMatchObject({ action: "customer.update", details: { changed: ["email", "password", "first_name", "last_name", "billing"] } });
    // POST on the resource is WooCommerce's update too.
    expect((await rest(staff, "POST", `wc/v3/customers/${id}`, { last_name: "Trần Đức" })).json).toMatchObject({ id, last_name: "Trần Đức" });
  });

  it("keeps the API's meta_data on the account as WooCommerce's update_meta_data does, apart from the shop's own user meta", async () => {
    const staff = await callerFor("quanly");
    const made = await rest(staff, "POST", "wc/v3/customers", { email: "meta.khach@example.com", meta_data: [{ key: "hang_thanh_vien", value: "vàng" }, { key: "_noi_bo", value: "bỏ qua" }] });
    expect(made.status).toBe(201);
    const id = made.json.id as number;
    const [rank] = made.json.meta_data as Array<{ id: number; key: string; value: unknown }>;
    expect(made.json.meta_data).toEqual([{ id: rank!.id, key: "hang_thanh_vien", value: "vàng" }]);

    // By key: the entry keeps its id; a new key is added; a null value removes; a JSON value is kept as it is.
    const updated = await rest(staff, "PUT", `wc/v3/customers/${id}`, {
      meta_data: [{ key: "hang_thanh_vien", value: "bạch kim" }, { key: "so_thich", value: { mau: ["đỏ", "đen"], co: 38 } }],
    });
    expect(updated.status).toBe(200);
    const [, liked] = updated.json.meta_data as Array<{ id: number }>;
    expect(updated.json.meta_data).toEqual([
      { id: rank!.id, key: "hang_thanh_vien", value: "bạch kim" },
      { id: liked!.id, key: "so_thich", value: { mau: ["đỏ", "đen"], co: 38 } },
    ]);
    await rest(staff, "PUT", `wc/v3/customers/${id}`, { meta_data: [{ id: rank!.id, key: "hang_thanh_vien", value: null }] });
    const stored = await queryRows<{ meta: unknown }>(database.db, sql`select meta_data as meta from users where id = ${id}`);
    expect(stored[0]!.meta).toEqual([{ id: liked!.id, key: "so_thich", value: { mau: ["đỏ", "đen"], co: 38 } }]);
    expect((await staffLog(id)).at(-1)).toMatchObject({ action: "customer.update", details: { changed: ["meta_data"] } });
    // The shop's own per-account state (user_meta) is neither shown nor written through it.
    const ownKeys = await queryRows<{ key: string }>(database.db, sql`select key from user_meta where user_id = ${id} order by key`);
    expect(ownKeys).toEqual([]);

    // A value PostgreSQL cannot hold is refused whole: nothing of the body is written.
    const before = (await rest(staff, "GET", `wc/v3/customers/${id}`)).json;
    const refused = await rest(staff, "PUT", `wc/v3/customers/${id}`, { first_name: "Không lưu", meta_data: [{ key: "ghi_chu", value: "a\u0000b" }] });
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe("rest_invalid_param");
    expect((await rest(staff, "GET", `wc/v3/customers/${id}`)).json).toEqual(before);
  });

  it("refuses a taken e-mail, a new username, an unknown id, and a shop manager changing staff", async () => {
    const staff = await callerFor("quanly");
    const made = await rest(staff, "POST", "wc/v3/customers", { email: "chi@example.com" });
    const id = made.json.id as number;
    const cases: Array<[string, unknown, number, string]> = [
      [`wc/v3/customers/${id}`, { email: "lan.nguyen@example.com" }, 400, "woocommerce_rest_customer_invalid_email"],
      [`wc/v3/customers/${id}`, { username: "ten-khac" }, 400, "woocommerce_rest_customer_invalid_argument"],
      ["wc/v3/customers/999999", { first_name: "Ai" }, 404, "woocommerce_rest_invalid_id"],
      [`wc/v3/customers/${(await queryRows<{ id: number }>(database.db, sql`select id from users where login = 'quantri'`))[0]!.id}`, { first_name: "Quản" }, 403, "woocommerce_rest_cannot_edit"],
    ];
    for (const [route, body, status, code] of cases) {
      const answer = await rest(staff, "PUT", route, body);
      expect([answer.status, answer.json.code]).toEqual([status, code]);
    }
    expect((await account(id))!.email).toBe("chi@example.com");
    // Its own username again is no change, as WooCommerce compares it.
    expect((await rest(staff, "PUT", `wc/v3/customers/${id}`, { username: made.json.username, first_name: "Chi" })).json).toMatchObject({ first_name: "Chi" });
  });
});

describe("DELETE /wc/v3/customers/{id} and the batch", () => {
  it("deletes only with force (501 woocommerce_rest_trash_not_supported without), answering the customer as it was", async () => {
    const staff = await callerFor("quanly");
    const made = await rest(staff, "POST", "wc/v3/customers", { email: "xoa@example.com", first_name: "Xóa" });
    const id = made.json.id as number;
    const refused = await rest(staff, "DELETE", `wc/v3/customers/${id}`);
    expect([refused.status, refused.json.code]).toEqual([501, "woocommerce_rest_trash_not_supported"]);
    expect(await account(id)).toBeDefined();
    const deleted = await rest(staff, "DELETE", `wc/v3/customers/${id}?force=true`);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toMatchObject({ id, email: "xoa@example.com", first_name: "Xóa" });
    expect(await account(id)).toBeUndefined();
    expect(await staffLog(id)).toMatchObject([{ action: "customer.create" }, { action: "customer.delete", details: { email: "xoa@example.com" } }]);
    expect((await rest(staff, "DELETE", `wc/v3/customers/${id}?force=true`)).json).toMatchObject({ code: "woocommerce_rest_invalid_id", data: { status: 404 } });
    const self = (await queryRows<{ id: number }>(database.db, sql`select id from users where login = 'quanly'`))[0]!.id;
    expect((await rest(staff, "DELETE", `wc/v3/customers/${self}?force=true`)).json).toMatchObject({ code: "woocommerce_rest_cannot_delete", data: { status: 403 } });
    // A shop manager deletes customers only: the administrator stays.
    const owner = (await queryRows<{ id: number }>(database.db, sql`select id from users where login = 'quantri'`))[0]!.id;
    expect((await rest(staff, "DELETE", `wc/v3/customers/${owner}?force=true`)).json).toMatchObject({ data: { status: 403 } });
    expect(await account(owner)).toMatchObject({ login: "quantri" });
  });

  it("creates, updates and deletes in a batch, each item answered on its own", async () => {
    const staff = await callerFor("quanly");
    const kept = await rest(staff, "POST", "wc/v3/customers", { email: "lo@example.com" });
    const gone = await rest(staff, "POST", "wc/v3/customers", { email: "di@example.com" });
    const batch = await rest(staff, "POST", "wc/v3/customers/batch", {
      create: [{ email: "mot@example.com", first_name: "Một" }, { email: "lo@example.com" }],
      update: [{ id: kept.json.id, last_name: "Lê" }, { id: 999_999, first_name: "Không" }],
      delete: [gone.json.id, 999_998],
    });
    expect(batch.status).toBe(200);
    expect(batch.json.create[0]).toMatchObject({ email: "mot@example.com", first_name: "Một", role: "customer" });
    expect(batch.json.create[1]).toMatchObject({ id: 0, error: { code: "registration-error-email-exists", data: { status: 400 } } });
    expect(batch.json.update[0]).toMatchObject({ id: kept.json.id, last_name: "Lê" });
    expect(batch.json.update[1]).toMatchObject({ id: 999_999, error: { code: "woocommerce_rest_invalid_id", data: { status: 404 } } });
    expect(batch.json.delete[0]).toMatchObject({ id: gone.json.id, email: "di@example.com" });
    expect(batch.json.delete[1]).toMatchObject({ id: 999_998, error: { code: "woocommerce_rest_invalid_id" } });
    expect(await account(gone.json.id)).toBeUndefined();
    expect((await rest(await callerFor("thuytien"), "POST", "wc/v3/customers/batch", { delete: [kept.json.id] })).json).toMatchObject({ code: "woocommerce_rest_cannot_edit", data: { status: 403 } });
    expect(await account(kept.json.id)).toBeDefined();
  });
});
