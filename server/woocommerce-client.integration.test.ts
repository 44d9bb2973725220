import { execFile } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import WooCommerceRestApi from "@woocommerce/woocommerce-rest-api";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type ServerProcess, startDevServer } from "../tests/support/dev-server";
import { adminUrl, databaseUrlFor } from "../tests/support/postgres";

/*
 * WooCommerce's own published client (`@woocommerce/woocommerce-rest-api`) against the running
 * shop, as an integration talks to it: a whole server process on PGlite (or on a fresh
 * PostgreSQL database when DATABASE_URL is set), a shop manager and a customer made with
 * `npm run user`, each with an application password, and the client's HTTP Basic. The client
 * signs plain-HTTP requests with OAuth 1.0a (WooCommerce's API keys), and sends Basic only over
 * HTTPS, where WordPress also requires application passwords to be used: so the test puts a TLS
 * front of its own (a certificate made for the run) before the server, as a shop's proxy is.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const source = inject("testDatabase");
const STARTED_WITHIN_MS = 150_000;
const run = promisify(execFile);

type ErrorAnswer = { response?: { status: number; data: { code: string; data: { status: number } } } };

/** The refusal a client call ended in: its status and WooCommerce's code. */
async function refusal(call: Promise<unknown>): Promise<[number, string]> {
  try {
    await call;
  } catch (error) {
    const response = (error as ErrorAnswer).response;
    if (response) return [response.status, response.data.code];
    throw error;
  }
  throw new Error("the call succeeded");
}

let workDir: string;
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
let server: ServerProcess;
let front: https.Server;
let frontUrl: string;
let certificate: Buffer;
const passwords = { manager: "", customer: "" };
type KeyPair = { key: string; secret: string };
const keys: Record<"readWrite" | "read" | "write" | "customer", KeyPair> = { readWrite: { key: "", secret: "" }, read: { key: "", secret: "" }, write: { key: "", secret: "" }, customer: { key: "", secret: "" } };

/** `npm run user -- …` on the test's database, before the server holds it. */
async function userCli(...args: string[]): Promise<string> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "DATABASE_URL" && !name.startsWith("VITEST")));
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/user.ts", ...args, "--data-dir", workDir], { cwd: ROOT, env });
  return stdout;
}

const keyPairOf = (out: string): KeyPair => ({
  key: /^Consumer key \(chỉ hiện một lần\): (ck_[0-9a-f]{40})$/m.exec(out)![1]!,
  secret: /^Consumer secret \(chỉ hiện một lần\): (cs_[0-9a-f]{40})$/m.exec(out)![1]!,
});

const appPasswordOf = (out: string) => /Mật khẩu ứng dụng \(chỉ hiện một lần\): ([A-Za-z0-9 ]{29})$/m.exec(out)![1]!;

/** A TLS front for the server: every request passed on as it came, the answer sent back as it came. */
async function tlsFront(target: string, key: Buffer, cert: Buffer): Promise<https.Server> {
  const upstream = new URL(target);
  const proxy = https.createServer({ key, cert }, (request, response) => {
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => response.writeHead(502).end());
    request.pipe(forwarded);
  });
  proxy.listen(0, "127.0.0.1");
  await once(proxy, "listening");
  return proxy;
}

function client(user: string, password: string, o: { queryStringAuth?: boolean } = {}) {
  return new WooCommerceRestApi({
    url: frontUrl,
    consumerKey: user,
    consumerSecret: password,
    version: "wc/v3",
    queryStringAuth: o.queryStringAuth ?? false,
    // The run's own certificate, trusted for this client only: verification stays on.
    axiosConfig: { httpsAgent: new https.Agent({ ca: certificate }) },
  });
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), "wc-client-"));
  if (source.kind === "postgres") {
    const name = `${source.run}_wc_client_${process.pid}`;
    const admin = await adminUrl(source.url);
    await admin.query(`CREATE DATABASE "${name}"`);
    databaseUrl = databaseUrlFor(source.url, name);
    dropDatabase = async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    };
  }
  await userCli("create", "--email", "tich-hop@cuahang.vn", "--login", "tichhop", "--role", "shop_manager", "--name", "Tích hợp kho");
  passwords.manager = appPasswordOf(await userCli("app-password", "--login", "tichhop", "--name", "WooCommerce REST API - JS Client"));
  await userCli("create", "--email", "khach-api@example.com", "--login", "khachapi", "--role", "customer");
  passwords.customer = appPasswordOf(await userCli("app-password", "--email", "khach-api@example.com", "--name", "Ứng dụng của khách"));
  keys.readWrite = keyPairOf(await userCli("api-key", "--login", "tichhop", "--description", "Đồng bộ kho", "--permissions", "read_write"));
  keys.read = keyPairOf(await userCli("api-key", "--login", "tichhop", "--description", "Báo cáo", "--permissions", "read"));
  keys.write = keyPairOf(await userCli("api-key", "--login", "tichhop", "--description", "Chỉ ghi", "--permissions", "write"));
  keys.customer = keyPairOf(await userCli("api-key", "--login", "khachapi", "--description", "Khóa của khách", "--permissions", "read"));

  const [keyFile, certFile] = [path.join(workDir, "tls.key"), path.join(workDir, "tls.crt")];
  await run("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", keyFile, "-out", certFile, "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"]);
  certificate = await readFile(certFile);

  server = await startDevServer(databaseUrl ? { DATABASE_URL: databaseUrl, DATA_DIR: workDir, SEED_DEMO: "no-images" } : { DATA_DIR: workDir, SEED_DEMO: "no-images" });
  await server.healthy(STARTED_WITHIN_MS);
  front = await tlsFront(server.url, await readFile(keyFile), certificate);
  frontUrl = `https://127.0.0.1:${(front.address() as AddressInfo).port}`;
}, STARTED_WITHIN_MS + 120_000);

afterAll(async () => {
  front?.close();
  await server?.stop();
  await dropDatabase();
  await rm(workDir, { recursive: true, force: true });
}, 30_000);

describe("WooCommerce's JS client with an application password", () => {
  it("lists, creates, updates, batches and deletes products", { timeout: 180_000 }, async () => {
    const api = client("tichhop", passwords.manager);
    const listed = await api.get("products", { per_page: 5, orderby: "id", order: "asc" });
    expect(listed.status).toBe(200);
    expect(listed.data).toHaveLength(5);
    const total = Number(listed.headers["x-wp-total"]);
    expect(total).toBeGreaterThan(5);
    expect(Number(listed.headers["x-wp-totalpages"])).toBe(Math.ceil(total / 5));
    expect(listed.headers.link).toContain('rel="next"');
    const first = listed.data[0];
    expect(typeof first.price).toBe("string");
    expect(first.date_created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(first.date_created_gmt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    // +07:00 local against UTC: seven hours apart.
    expect(Date.parse(`${first.date_created}Z`) - Date.parse(`${first.date_created_gmt}Z`)).toBe(7 * 3600 * 1000);

    const created = await api.post("products", { name: "Ấm trà men lam", type: "simple", regular_price: "350000", sku: "WC-CLIENT-1", manage_stock: true, stock_quantity: 12 });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name: "Ấm trà men lam", type: "simple", regular_price: "350000", price: "350000", sku: "WC-CLIENT-1", stock_quantity: 12, status: "publish" });
    const id = created.data.id as number;
    expect((await api.get("products", { sku: "WC-CLIENT-1" })).data.map((p: { id: number }) => p.id)).toEqual([id]);

    const updated = await api.put(`products/${id}`, { sale_price: "299000" });
    expect(updated.data).toMatchObject({ id, regular_price: "350000", sale_price: "299000", price: "299000", on_sale: true });
    expect((await api.get(`products/${id}`)).data.sale_price).toBe("299000");

    const batch = await api.post("products/batch", {
      create: [{ name: "Chén trà men lam", regular_price: "90000", sku: "WC-CLIENT-2" }],
      update: [{ id, regular_price: "360000" }, { id: 999_999, regular_price: "1" }],
      delete: [id],
    });
    expect(batch.status).toBe(200);
    expect(batch.data.create[0]).toMatchObject({ name: "Chén trà men lam", regular_price: "90000", sku: "WC-CLIENT-2" });
    expect(batch.data.update[0]).toMatchObject({ id, regular_price: "360000" });
    expect(batch.data.update[1]).toMatchObject({ id: 999_999, error: { code: "woocommerce_rest_product_invalid_id", data: { status: 404 } } });
    expect(batch.data.delete[0]).toMatchObject({ id });
    expect(await refusal(api.get(`products/${id}`))).toEqual([404, "woocommerce_rest_product_invalid_id"]);

    const second = batch.data.create[0].id as number;
    const deleted = await api.delete(`products/${second}`, { force: true });
    expect(deleted.data).toMatchObject({ id: second, name: "Chén trà men lam" });
    expect(await refusal(api.get(`products/${second}`))).toEqual([404, "woocommerce_rest_product_invalid_id"]);
  });

  it("makes a grouped product of two simple ones, reads it back by type and changes its products", { timeout: 60_000 }, async () => {
    const api = client("tichhop", passwords.manager);
    const pot = (await api.post("products", { name: "Ấm đất Bát Tràng", regular_price: "420000", sku: "WC-GROUP-1" })).data.id as number;
    const cup = (await api.post("products", { name: "Chén đất Bát Tràng", regular_price: "65000", sku: "WC-GROUP-2" })).data.id as number;
    const made = await api.post("products", { name: "Bộ sưu tập gốm Bát Tràng", type: "grouped", grouped_products: [pot, cup] });
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({ type: "grouped", grouped_products: [pot, cup], price: "65000", regular_price: "", sale_price: "", purchasable: false });
    expect(made.data.price_html).toMatch(/65\.000.*&ndash;.*420\.000/);
    const id = made.data.id as number;
    const grouped = await api.get("products", { type: "grouped", per_page: 100 });
    expect(grouped.data.map((p: { id: number }) => p.id)).toContain(id);
    expect(grouped.data.every((p: { type: string }) => p.type === "grouped")).toBe(true);
    const changed = await api.put(`products/${id}`, { grouped_products: [cup] });
    expect(changed.data).toMatchObject({ grouped_products: [cup], price: "65000", price_html: expect.not.stringContaining("&ndash;") });
    expect(await refusal(api.put(`products/${id}`, { grouped_products: [id] }))).toEqual([400, "rest_invalid_param"]);
  });

  it("reads orders and updates one's status", { timeout: 60_000 }, async () => {
    const api = client("tichhop", passwords.manager);
    const listed = await api.get("orders", { per_page: 3, status: "processing" });
    expect(listed.status).toBe(200);
    expect(listed.data.length).toBeGreaterThan(0);
    for (const order of listed.data) expect(order.status).toBe("processing");
    const order = listed.data[0];
    expect(typeof order.total).toBe("string");
    const read = await api.get(`orders/${order.id}`);
    expect(read.data).toMatchObject({ id: order.id, total: order.total, currency: "VND" });

    const updated = await api.put(`orders/${order.id}`, { status: "completed" });
    expect(updated.data).toMatchObject({ id: order.id, status: "completed" });
    expect((await api.get(`orders/${order.id}`)).data.status).toBe("completed");
    const note = await api.post(`orders/${order.id}/notes`, { note: "Đã giao qua đối tác vận chuyển." });
    expect(note.status).toBe(201);
    expect(note.data).toMatchObject({ note: "Đã giao qua đối tác vận chuyển.", customer_note: false });
  });

  it("is refused with WooCommerce's and WordPress's codes: a wrong password, a customer, an unknown id", { timeout: 60_000 }, async () => {
    expect(await refusal(client("tichhop", "abcd abcd abcd abcd abcd abcd").get("products"))).toEqual([401, "incorrect_password"]);
    expect(await refusal(client("khong-co-ai", passwords.manager).get("products"))).toEqual([401, "invalid_username"]);
    const customer = client("khachapi", passwords.customer);
    expect(await refusal(customer.get("products"))).toEqual([403, "woocommerce_rest_cannot_view"]);
    expect(await refusal(customer.put("orders/1", { status: "completed" }))).toEqual([403, "woocommerce_rest_cannot_edit"]);
    const manager = client("tichhop", passwords.manager);
    expect(await refusal(manager.get("products/999999"))).toEqual([404, "woocommerce_rest_product_invalid_id"]);
    expect(await refusal(manager.get("orders/999999"))).toEqual([404, "woocommerce_rest_shop_order_invalid_id"]);
  });
});

describe("WooCommerce's JS client on customers", () => {
  it("creates, reads, updates, batches and deletes customers, refused with WooCommerce's codes", { timeout: 120_000 }, async () => {
    const api = client("tichhop", passwords.manager);
    const created = await api.post("customers", {
      email: "mai.pham@example.com",
      first_name: "Thanh Mai",
      last_name: "Phạm",
      username: "maipham",
      password: "mat-khau-cua-mai-2026",
      billing: { first_name: "Thanh Mai", last_name: "Phạm", address_1: "45 Nguyễn Huệ", city: "Huế", country: "VN", phone: "0935111222" },
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ email: "mai.pham@example.com", username: "maipham", role: "customer", billing: { city: "Huế", email: "mai.pham@example.com" } });
    const id = created.data.id as number;
    expect((await api.get(`customers/${id}`)).data).toMatchObject({ id, first_name: "Thanh Mai", last_name: "Phạm" });
    expect((await api.put(`customers/${id}`, { shipping: { address_1: "9 Lê Duẩn", city: "Huế" } })).data).toMatchObject({ id, shipping: { address_1: "9 Lê Duẩn", city: "Huế" }, billing: { address_1: "45 Nguyễn Huệ" } });
    const withMeta = (await api.put(`customers/${id}`, { meta_data: [{ key: "diem_tich_luy", value: 120 }] })).data;
    expect(withMeta.meta_data).toEqual([{ id: expect.any(Number), key: "diem_tich_luy", value: 120 }]);
    expect((await api.get(`customers/${id}`)).data.meta_data).toEqual(withMeta.meta_data);
    expect(await refusal(api.post("customers", { email: "MAI.PHAM@example.com" }))).toEqual([400, "registration-error-email-exists"]);
    expect(await refusal(api.post("customers", { first_name: "Không email" }))).toEqual([400, "rest_missing_callback_param"]);

    const batch = await api.post("customers/batch", { create: [{ email: "hai@example.com" }], update: [{ id, first_name: "Mai" }], delete: [999_999] });
    expect(batch.data.create[0]).toMatchObject({ email: "hai@example.com", role: "customer" });
    expect(batch.data.update[0]).toMatchObject({ id, first_name: "Mai" });
    expect(batch.data.delete[0]).toMatchObject({ id: 999_999, error: { code: "woocommerce_rest_invalid_id" } });

    expect(await refusal(api.delete(`customers/${id}`))).toEqual([501, "woocommerce_rest_trash_not_supported"]);
    expect((await api.delete(`customers/${id}`, { force: true })).data).toMatchObject({ id, email: "mai.pham@example.com" });
    expect(await refusal(api.get(`customers/${id}`))).toEqual([404, "woocommerce_rest_invalid_id"]);
    // A read-only key writes no customer; a customer's password none either.
    expect(await refusal(client(keys.read.key, keys.read.secret).post("customers", { email: "ba@example.com" }))).toEqual([401, "woocommerce_rest_authentication_error"]);
    expect(await refusal(client("khachapi", passwords.customer).post("customers", { email: "ba@example.com" }))).toEqual([403, "woocommerce_rest_cannot_create"]);
  });
});

describe("WooCommerce's JS client with a REST API key (ck_/cs_)", () => {
  it("a read_write key reads and writes, as Basic over HTTPS and as query parameters", { timeout: 60_000 }, async () => {
    for (const queryStringAuth of [false, true]) {
      const api = client(keys.readWrite.key, keys.readWrite.secret, { queryStringAuth });
      const listed = await api.get("products", { per_page: 2 });
      expect(listed.status).toBe(200);
      expect(listed.data).toHaveLength(2);
      const sku = `WC-KEY-${queryStringAuth ? "QUERY" : "BASIC"}`;
      const created = await api.post("products", { name: "Khay gỗ tràm", regular_price: "185000", sku });
      expect(created.status).toBe(201);
      expect(created.data).toMatchObject({ name: "Khay gỗ tràm", regular_price: "185000", price: "185000", sku });
      expect((await api.get(`products/${created.data.id}`)).data).toMatchObject({ id: created.data.id, sku });
      expect((await api.delete(`products/${created.data.id}`, { force: true })).data).toMatchObject({ id: created.data.id });
    }
  });

  it("a key does only what its permissions say, and its account's role still decides", { timeout: 60_000 }, async () => {
    const reader = client(keys.read.key, keys.read.secret);
    expect((await reader.get("products", { per_page: 1 })).status).toBe(200);
    expect(await refusal(reader.post("products", { name: "Không được tạo", regular_price: "1000" }))).toEqual([401, "woocommerce_rest_authentication_error"]);
    const writer = client(keys.write.key, keys.write.secret, { queryStringAuth: true });
    expect(await refusal(writer.get("products"))).toEqual([401, "woocommerce_rest_authentication_error"]);
    const made = await writer.post("products", { name: "Muỗng gỗ", regular_price: "25000", sku: "WC-KEY-WRITE" });
    expect(made.data).toMatchObject({ name: "Muỗng gỗ", sku: "WC-KEY-WRITE" });
    // A customer's key reads nothing of the shop's back office: their role refuses, as WooCommerce's does.
    expect(await refusal(client(keys.customer.key, keys.customer.secret).get("products"))).toEqual([403, "woocommerce_rest_cannot_view"]);
  });

  it("a wrong secret, an unknown key and a key made up are refused with WooCommerce's code and message", { timeout: 60_000 }, async () => {
    const answer = async (call: Promise<unknown>) => {
      try {
        await call;
      } catch (error) {
        return (error as { response: { status: number; data: unknown } }).response;
      }
      throw new Error("the call succeeded");
    };
    const wrongSecret = await answer(client(keys.readWrite.key, `cs_${"0".repeat(40)}`).get("products"));
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.data).toEqual({ code: "woocommerce_rest_authentication_error", message: "Consumer secret không hợp lệ.", data: { status: 401 } });
    const unknown = await answer(client(`ck_${"0".repeat(40)}`, keys.readWrite.secret, { queryStringAuth: true }).get("products"));
    expect(unknown.data).toEqual({ code: "woocommerce_rest_authentication_error", message: "Consumer key không hợp lệ.", data: { status: 401 } });
    expect(await refusal(client("ck_abc", "cs_abc").get("orders"))).toEqual([401, "woocommerce_rest_authentication_error"]);
  });
});
