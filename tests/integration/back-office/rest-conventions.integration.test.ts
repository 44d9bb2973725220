import apiFetch, { type APIFetchOptions } from "@wordpress/api-fetch";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../../app/platform/.server/db";
import { queryRows } from "../../../app/platform/.server/db";
import { memoryMailer } from "../../../app/platform/.server/mailer";
import { testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { SITE } from "../wordpress/harness";
import { apiFetchBrowser } from "./api-fetch-browser";

/*
 * The back office's REST conventions, driven by WordPress's own client, `@wordpress/api-fetch`,
 * against the shop's handlers: its requests go through a fetch that hands them to the routes
 * with the browser's cookie, and every request it makes is recorded.
 */

let database: Database;
let mailer = memoryMailer();
const services = () => testServices(database.db, () => new Date(), mailer);
const browser = apiFetchBrowser({ db: () => database.db, services });
const { browserFetch, nonceMiddleware, sent } = browser;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const signIn = (login: string) => browser.signIn(login);

beforeEach(async () => {
  mailer = memoryMailer();
  await signIn("quanly");
  sent.length = 0;
});

type WcOrder = { id: number; status: string; total: string; billing: { first_name: string; email: string }; meta_data: Array<{ key: string; value: string }> };
const get = <T, P extends boolean = true>(options: APIFetchOptions<P>) => apiFetch<T, P>(options);

describe("the REST conventions, as api-fetch follows them", () => {
  it("sends the nonce and _locale=user on every call, and the server acts for the signed-in staff member", async () => {
    const orders = await get<WcOrder[]>({ path: "/wc/v3/orders?per_page=5" });
    expect(orders).toHaveLength(5);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get("x-wp-nonce")).toBe(nonceMiddleware.nonce);
    expect(new URL(sent[0]!.url).searchParams.get("_locale")).toBe("user");
  });

  it("sends PUT as POST with X-HTTP-Method-Override and a JSON body, and the change is stored", async () => {
    const [pending] = await queryRows<{ id: number }>(database.db, sql`select id from orders where status = 'pending' order by id limit 1`);
    const updated = await get<WcOrder>({ path: `/wc/v3/orders/${pending!.id}`, method: "PUT", data: { status: "on-hold" } });
    expect(updated).toMatchObject({ id: pending!.id, status: "on-hold" });
    expect(sent[0]!.method).toBe("POST");
    expect(sent[0]!.headers.get("x-http-method-override")).toBe("PUT");
    expect(sent[0]!.headers.get("content-type")).toBe("application/json");
    const [row] = await queryRows<{ status: string; version: number }>(database.db, sql`select status, version from orders where id = ${pending!.id}`);
    expect(row).toEqual({ status: "on-hold", version: 2 });
    const [logged] = await queryRows<{ action: string }>(database.db, sql`select action from staff_actions where object_id = ${pending!.id}`);
    expect(logged).toEqual({ action: "order.change" });
  });

  it("fetches per_page=-1 whole in pages of 100, following Link rel=next; the server sends X-WP-Total and X-WP-TotalPages", async () => {
    // 130 more orders, copies of the first demo order.
    await database.db.execute(sql`
      with source as (select * from orders order by id limit 1),
           made as (insert into orders (order_key, status, user_id, idempotency_key, subtotal, shipping_total, total, shipping_method,
                                        shipping_method_title, payment_method, payment_method_title, created_at)
                    select 'wc_order_bulk' || lpad(n::text, 5, '0'), 'completed', null, 'bulk-' || n, s.subtotal, s.shipping_total, s.total,
                           s.shipping_method, s.shipping_method_title, s.payment_method, s.payment_method_title, s.created_at - n * interval '1 minute'
                      from source s, generate_series(1, 130) n returning id)
      insert into order_addresses (order_id, type, full_name, phone, province, ward, street)
      select id, 'billing', 'Khách Sỉ', '0900000000', 'Hà Nội', 'Phường Ba Đình', '1 Hàng Bông' from made`);
    const [{ n }] = (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from orders`)) as [{ n: number }];
    expect(n).toBeGreaterThan(100);

    const all = await get<WcOrder[]>({ path: "/wc/v3/orders?per_page=-1" });
    expect(all).toHaveLength(n);
    expect(new Set(all.map((o) => o.id)).size).toBe(n);
    const pages = sent.map((r) => new URL(r.url).searchParams);
    expect(pages.map((p) => [p.get("per_page"), p.get("page")])).toEqual(
      Array.from({ length: Math.ceil(n / 100) }, (_, i) => ["100", i === 0 ? null : String(i + 1)]),
    );

    const first = await browserFetch(`/wp-json/wc/v3/orders?per_page=100&_wpnonce=${nonceMiddleware.nonce}`);
    expect(first.headers.get("x-wp-total")).toBe(String(n));
    expect(first.headers.get("x-wp-totalpages")).toBe(String(Math.ceil(n / 100)));
    expect(first.headers.get("link")).toBe(`<${SITE}/wp-json/wc/v3/orders?per_page=100&_wpnonce=${nonceMiddleware.nonce}&page=2>; rel="next"`);
    const second = await browserFetch(`/wp-json/wc/v3/orders?per_page=100&page=2`);
    expect(second.status).toBe(401);
  });

  it("refreshes a stale nonce through admin-ajax.php?action=rest-nonce and retries once", async () => {
    nonceMiddleware.nonce = "0123456789";
    const orders = await get<WcOrder[]>({ path: "/wc/v3/orders?per_page=1" });
    expect(orders).toHaveLength(1);
    expect(sent.map((r) => new URL(r.url).pathname)).toEqual(["/wp-json/wc/v3/orders", "/wp-admin/admin-ajax.php", "/wp-json/wc/v3/orders"]);
    expect(new URL(sent[1]!.url).searchParams.get("action")).toBe("rest-nonce");
    expect(sent[2]!.headers.get("x-wp-nonce")).toBe(nonceMiddleware.nonce);
    expect(nonceMiddleware.nonce).not.toBe("0123456789");
  });

  it("treats a request without a nonce as a visitor's (401), and a customer's as refused (403), in WooCommerce's shape", async () => {
    const noNonce = await browserFetch("/wp-json/wc/v3/orders");
    expect(noNonce.status).toBe(401);
    expect(await noNonce.json()).toEqual({ code: "woocommerce_rest_cannot_view", message: "Xin lỗi, bạn không thể liệt kê các tài nguyên.", data: { status: 401 } });

    await signIn("thuytien");
    await expect(get({ path: "/wc/v3/orders" })).rejects.toEqual({ code: "woocommerce_rest_cannot_view", message: "Xin lỗi, bạn không thể liệt kê các tài nguyên.", data: { status: 403 } });
    await expect(get({ path: "/wc/v3/orders/1", method: "PUT", data: { status: "completed" } })).rejects.toMatchObject({ code: "woocommerce_rest_cannot_edit", data: { status: 403 } });
  });

  it("answers the §8 errors api-fetch names: invalid_json and unknown_error", async () => {
    // An HTML answer (a nonce would not do: its ten hex digits are sometimes all decimal, a JSON number).
    await expect(get({ url: `${SITE}/wp-admin/admin-ajax.php?action=flatsome_quickview` })).rejects.toMatchObject({ code: "invalid_json" });
    await expect(get({ path: "/wc/v3/orders?per_page=500" })).rejects.toMatchObject({ code: "rest_invalid_param", data: { status: 400, params: { per_page: expect.any(String) } } });
  });
});

describe("an order's changes", () => {
  async function stockOf(productId: number): Promise<number | null> {
    const [row] = await queryRows<{ stock: number | null }>(database.db, sql`select stock_quantity as stock from products where id = ${productId}`);
    return row!.stock;
  }

  async function processingOrderWithCountedStock(): Promise<{ id: number; productId: number; quantity: number }> {
    const [row] = await queryRows<{ id: number; productId: number; quantity: number }>(
      database.db,
      sql`select o.id, i.product_id as "productId", i.quantity from orders o join order_items i on i.order_id = o.id
            join products p on p.id = i.product_id
           where o.status = 'processing' and p.manage_stock and (select count(*) from order_items x where x.order_id = o.id) = 1
           order by o.id limit 1`,
    );
    if (!row) throw new Error("the demo has no processing order of one counted line");
    return row;
  }

  it("gives the stock back once however often, or however many at once, it is cancelled", async () => {
    const order = await processingOrderWithCountedStock();
    const before = await stockOf(order.productId);
    const cancel = () => get<WcOrder>({ path: `/wc/v3/orders/${order.id}`, method: "PUT", data: { status: "cancelled" } });
    await Promise.all([cancel(), cancel()]);
    await cancel();
    expect(await stockOf(order.productId)).toBe(before! + order.quantity);
    const notes = await get<Array<{ note: string; customer_note: boolean; author: string }>>({ path: `/wc/v3/orders/${order.id}/notes` });
    expect(notes.filter((n) => n.note === "Đã trả lại hàng vào kho.")).toHaveLength(1);
    expect(notes.some((n) => n.note === "Trạng thái đơn hàng đã thay đổi từ Đang xử lý sang Đã hủy." && n.author === "Quản lý Cửa Hàng Xinh")).toBe(true);

    // Reopened, it takes the stock again; cancelled again, gives it back again.
    await get({ path: `/wc/v3/orders/${order.id}`, method: "PUT", data: { status: "processing" } });
    expect(await stockOf(order.productId)).toBe(before!);
    await cancel();
    expect(await stockOf(order.productId)).toBe(before! + order.quantity);
  });

  it("refuses an edit made on an older version (412) and keeps the first", async () => {
    const [row] = await queryRows<{ id: number }>(database.db, sql`select id from orders where status = 'on-hold' order by id desc limit 1`);
    const read = await get<Response, false>({ path: `/wc/v3/orders/${row!.id}`, parse: false });
    const etag = read.headers.get("etag")!;
    expect(etag).toMatch(/^"\d+"$/);
    await get({ path: `/wc/v3/orders/${row!.id}`, method: "PUT", data: { set_paid: true }, headers: { "If-Match": etag } });
    await expect(get({ path: `/wc/v3/orders/${row!.id}`, method: "PUT", data: { status: "cancelled" }, headers: { "If-Match": etag } })).rejects.toEqual({
      code: "cuahang_order_changed",
      message: `Đơn hàng #${row!.id} vừa được người khác thay đổi. Hãy tải lại để xem thay đổi mới nhất rồi thử lại.`,
      data: { status: 412 },
    });
    const [after] = await queryRows<{ status: string; paid: boolean }>(database.db, sql`select status, paid_at is not null as paid from orders where id = ${row!.id}`);
    expect(after).toEqual({ status: "processing", paid: true });
  });

  it("e-mails the buyer a status change and a note meant for them, in Vietnamese, and keeps a private note private", async () => {
    const [row] = await queryRows<{ id: number; email: string }>(
      database.db,
      sql`select o.id, a.email from orders o join order_addresses a on a.order_id = o.id and a.type = 'billing' where o.status = 'processing' and a.email is not null order by o.id desc limit 1`,
    );
    await get({ path: `/wc/v3/orders/${row!.id}`, method: "PUT", data: { status: "completed" } });
    await get({ path: `/wc/v3/orders/${row!.id}/notes`, method: "POST", data: { note: "Đã gọi xác nhận với khách.", customer_note: false } });
    const note = await get<{ note: string; customer_note: boolean }>({ path: `/wc/v3/orders/${row!.id}/notes`, method: "POST", data: { note: "Mã vận đơn: GHN123456.", customer_note: true } });
    expect(note).toMatchObject({ note: "Mã vận đơn: GHN123456.", customer_note: true });
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      [expect.objectContaining({ address: row!.email }), `[Cửa Hàng Xinh] Đơn hàng #${row!.id} đã hoàn thành`],
      [expect.objectContaining({ address: row!.email }), `[Cửa Hàng Xinh] Ghi chú mới cho đơn hàng #${row!.id}`],
    ]);
    expect(mailer.sent[1]!.text).toContain("Mã vận đơn: GHN123456.");
  });
});
