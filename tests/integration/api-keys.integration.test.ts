import { createHash, createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authenticateApiKey, createApiKey, listApiKeys, permitsMethod, revokeApiKey } from "../../app/features/account/.server/api-keys";
import { createApplicationPassword } from "../../app/features/account/.server/application-passwords";
import { type Database, queryRows } from "../../app/platform/.server/db";
import * as wpJsonRoute from "../../app/compat/wordpress/wp-json.route";
import { testServices } from "../support/context";
import { cloneSeededDatabase } from "../support/db";
import { callRoute } from "./wordpress/harness";

let database: Database;
let userId: number;
const now = new Date("2026-11-29T03:00:00Z");

beforeAll(async () => {
  database = await cloneSeededDatabase();
  const [row] = await queryRows<{ id: number }>(database.db, sql`insert into users (login, email, display_name, roles) values ('kho-api', 'kho-api@cuahang.vn', 'Kho', '{shop_manager}') returning id`);
  userId = row!.id;
});

afterAll(async () => {
  await database.close();
});

describe("WooCommerce REST API keys", () => {
  it("are made in WooCommerce's form and kept as hashes only", async () => {
    const made = await createApiKey(database.db, userId, { description: "  Đồng bộ kho  ", permissions: "read" });
    if (!made.ok) throw new Error(made.error);
    expect(made.consumerKey).toMatch(/^ck_[0-9a-f]{40}$/);
    expect(made.consumerSecret).toMatch(/^cs_[0-9a-f]{40}$/);
    expect(made.item).toMatchObject({ userId, description: "Đồng bộ kho", permissions: "read", truncatedKey: made.consumerKey.slice(-7), lastAccess: null });
    const [stored] = await queryRows<{ row: string }>(database.db, sql`select row_to_json(k)::text as row from api_keys k where id = ${made.item.id}`);
    // WooCommerce's wc_api_hash of the key; the secret's SHA-256; neither in clear anywhere in the row.
    expect(stored!.row).toContain(createHmac("sha256", "wc-api").update(made.consumerKey).digest("hex"));
    expect(stored!.row).toContain(createHash("sha256").update(made.consumerSecret).digest("hex"));
    expect(stored!.row).not.toContain(made.consumerKey);
    expect(stored!.row).not.toContain(made.consumerSecret);
  });

  it("authenticate their account, tell an unknown key from a wrong secret, and note the last access", async () => {
    const made = await createApiKey(database.db, userId, { description: "Kế toán", permissions: "read_write" });
    if (!made.ok) throw new Error(made.error);
    expect(await authenticateApiKey(database.db, made.consumerKey, made.consumerSecret, now)).toEqual({ ok: true, userId, keyId: made.item.id, permissions: "read_write" });
    expect(await authenticateApiKey(database.db, made.consumerKey, `cs_${"1".repeat(40)}`, now)).toEqual({ ok: false, error: "invalid_secret" });
    expect(await authenticateApiKey(database.db, `ck_${"1".repeat(40)}`, made.consumerSecret, now)).toEqual({ ok: false, error: "invalid_key" });
    expect(await authenticateApiKey(database.db, "ck_' or 1=1 --", made.consumerSecret, now)).toEqual({ ok: false, error: "invalid_key" });
    const listed = await listApiKeys(database.db, userId);
    expect(listed.find((k) => k.id === made.item.id)?.lastAccess?.toISOString()).toBe(now.toISOString());
  });

  it("refuse a bad description or permission, writing nothing", async () => {
    const before = (await listApiKeys(database.db, userId)).length;
    expect(await createApiKey(database.db, userId, { description: " ", permissions: "read" })).toEqual({ ok: false, error: "empty_description" });
    expect(await createApiKey(database.db, userId, { description: "x".repeat(201), permissions: "read" })).toEqual({ ok: false, error: "description_too_long" });
    expect(await createApiKey(database.db, userId, { description: "Ứng dụng", permissions: "admin" })).toEqual({ ok: false, error: "bad_permissions" });
    expect((await listApiKeys(database.db, userId)).length).toBe(before);
  });

  it("once revoked, authenticate nothing", async () => {
    const made = await createApiKey(database.db, userId, { description: "Tạm thời", permissions: "write" });
    if (!made.ok) throw new Error(made.error);
    expect(await revokeApiKey(database.db, userId + 1, made.item.id)).toBeNull();
    expect((await revokeApiKey(database.db, userId, made.item.id))?.id).toBe(made.item.id);
    expect(await authenticateApiKey(database.db, made.consumerKey, made.consumerSecret, now)).toEqual({ ok: false, error: "invalid_key" });
  });

  it("permit methods as WooCommerce's check_permissions does", () => {
    expect(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"].map((m) => permitsMethod("read", m))).toEqual([null, null, "write", "write", "write", "write"]);
    expect(["GET", "HEAD", "POST", "DELETE"].map((m) => permitsMethod("write", m))).toEqual(["read", "read", null, null]);
    expect(["GET", "POST"].map((m) => permitsMethod("read_write", m))).toEqual([null, null]);
  });
});

describe("the back office's routes for an account's keys (cuahang/v1/users/{id}/api-keys)", () => {
  const SITE = "http://shop.test";
  let customerId: number;
  const basic: Record<"manager" | "customer", string> = { manager: "", customer: "" };

  beforeAll(async () => {
    const [customer] = await queryRows<{ id: number }>(database.db, sql`insert into users (login, email, display_name, roles) values ('khach-khoa', 'khach-khoa@example.vn', 'Khách', '{customer}') returning id`);
    customerId = customer!.id;
    for (const [who, id, login] of [["manager", userId, "kho-api"], ["customer", customerId, "khach-khoa"]] as const) {
      const made = await createApplicationPassword(database.db, id, { name: "Kiểm thử" });
      if (!made.ok) throw new Error(made.error);
      basic[who] = `Basic ${Buffer.from(`${login}:${made.password}`).toString("base64")}`;
    }
  });

  const call = async (who: "manager" | "customer", method: string, path: string, body?: unknown) => {
    const request = new Request(`${SITE}/wp-json/${path}`, {
      method,
      headers: { Authorization: basic[who], ...(body ? { "Content-Type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const answer = await callRoute(wpJsonRoute, "/wp-json/*", testServices(database.db), request, { "*": path });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> & Array<Record<string, unknown>> };
  };
  const keysOfCustomer = async () => (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from api_keys where user_id = ${customerId}`))[0]!.n;

  it("a shop manager makes a customer's key (shown once), lists it without secrets, and revokes it", async () => {
    const made = await call("manager", "POST", `cuahang/v1/users/${customerId}/api-keys`, { description: "Ứng dụng giao hàng", permissions: "read_write" });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ user_id: customerId, description: "Ứng dụng giao hàng", permissions: "read_write", last_access: null });
    expect(made.body.consumer_key).toMatch(/^ck_[0-9a-f]{40}$/);
    expect(made.body.consumer_secret).toMatch(/^cs_[0-9a-f]{40}$/);
    expect(made.body.truncated_key).toBe(String(made.body.consumer_key).slice(-7));
    const listed = await call("manager", "GET", `cuahang/v1/users/${customerId}/api-keys`);
    expect(listed.body).toEqual([{ id: made.body.id, user_id: customerId, description: "Ứng dụng giao hàng", permissions: "read_write", truncated_key: made.body.truncated_key, created: made.body.created, last_access: null }]);
    const revoked = await call("manager", "DELETE", `cuahang/v1/users/${customerId}/api-keys/${String(made.body.id)}`);
    expect(revoked.body).toMatchObject({ deleted: true, previous: { id: made.body.id } });
    expect((await call("manager", "DELETE", `cuahang/v1/users/${customerId}/api-keys/${String(made.body.id)}`)).body).toMatchObject({ code: "woocommerce_rest_api_key_invalid_id", data: { status: 404 } });
    expect(await keysOfCustomer()).toBe(0);
  });

  it("refuses a bad permission with the parameter named, and a customer altogether, storing nothing", async () => {
    const bad = await call("manager", "POST", `cuahang/v1/users/${customerId}/api-keys`, { description: "Ứng dụng", permissions: "all" });
    expect(bad).toEqual({ status: 400, body: { code: "rest_invalid_param", message: "Tham số không hợp lệ: permissions.", data: { status: 400, params: { permissions: "Quyền phải là đọc (read), ghi (write) hoặc đọc/ghi (read_write)." } } } });
    const own = await call("customer", "POST", `cuahang/v1/users/${customerId}/api-keys`, { description: "Của tôi", permissions: "read" });
    expect(own.status).toBe(403);
    expect(own.body.code).toBe("woocommerce_rest_cannot_view");
    expect(await keysOfCustomer()).toBe(0);
  });
});

