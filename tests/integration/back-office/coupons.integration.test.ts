import apiFetch from "@wordpress/api-fetch";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../../../app/platform/.server/db";
import { createHash } from "node:crypto";
import { readCart } from "~/features/cart/.server";
import { couponNonces } from "~/features/cart/.server/coupons";
import { placeOrder } from "~/features/checkout/.server/place-order";
import { CHECKOUT_SETTING_DEFAULTS } from "~/features/site/.server";
import { Shopper } from "../wordpress/shopper";
import { requestContext, testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { SITE } from "../wordpress/harness";
import { couponBody, couponForm } from "~/features/back-office/wc-coupon";
import { couponFieldErrors, couponSchema } from "~/features/cart/coupon-schema";
import { apiFetchBrowser } from "./api-fetch-browser";
import { restCallers } from "./rest-callers";

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

const { callerFor, rest } = restCallers(() => database.db, services);
const browser = apiFetchBrowser({ db: () => database.db, services });

type CouponRow = { code: string; amount: number; discountType: string; productIds: number[]; productCategories: number[]; individualUse: boolean; usageLimitPerUser: number | null };
const couponRow = async (id: number) =>
  (
    await queryRows<CouponRow>(
      database.db,
      sql`select code, amount::int, discount_type as "discountType", product_ids as "productIds", product_categories as "productCategories",
                 individual_use as "individualUse", usage_limit_per_user as "usageLimitPerUser"
            from coupons where id = ${id}`,
    )
  )[0];
const customerLogin = async () => (await queryRows<{ login: string }>(database.db, sql`select login from users where roles = '{customer}' order by id limit 1`))[0]!.login;

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

  it("names each refused field in Vietnamese, with WooCommerce's code when the amount alone is wrong, and stores nothing", async () => {
    const staff = await callerFor("quanly");
    const before = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from coupons`);
    const percent = await rest(staff, "POST", "wc/v3/coupons", { code: "qua-tay", discount_type: "percent", amount: "150" });
    expect([percent.status, percent.json.code, percent.json.data]).toEqual([400, "woocommerce_rest_invalid_coupon_amount", { status: 400, params: { amount: "Phần trăm giảm từ 0 đến 100." } }]);
    const several = await rest(staff, "POST", "wc/v3/coupons", {
      code: "nhieu-loi",
      discount_type: "fixed_cart",
      amount: "20000",
      minimum_amount: "500000",
      maximum_amount: "100000",
      usage_limit: -1,
      email_restrictions: ["khong-phai-email"],
      date_expires: "ngày mai",
    });
    expect(several.status).toBe(400);
    expect(several.json.code).toBe("rest_invalid_param");
    expect(several.json.data.params).toEqual({
      maximum_amount: "Chi tiêu tối đa phải từ mức chi tiêu tối thiểu trở lên.",
      usage_limit: "Giới hạn là số nguyên từ 0 trở lên (để trống: không giới hạn).",
      email_restrictions: "“khong-phai-email” không phải địa chỉ email (có thể dùng *, ví dụ *@congty.vn).",
      date_expires: "Ngày hết hạn không hợp lệ.",
    });
    // An amount sent alone is read in the stored type's unit: đồng here, whole ones only.
    const created = await rest(staff, "POST", "wc/v3/coupons", { code: "doi-gia", discount_type: "fixed_cart", amount: "150" });
    const retyped = await rest(staff, "PATCH", `wc/v3/coupons/${created.json.id}`, { amount: "150.5" });
    expect([retyped.status, retyped.json.code, retyped.json.data.params]).toEqual([400, "woocommerce_rest_invalid_coupon_amount", { amount: "Số tiền là số đồng nguyên, không có phần lẻ." }]);
    expect(await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from coupons`)).toEqual([{ n: before[0]!.n + 1 }]);
    expect(await couponRow(created.json.id)).toMatchObject({ amount: 150, discountType: "fixed_cart" });
  });

  it("changes only the fields an update names: products, categories and limits kept as ids and numbers", async () => {
    const staff = await callerFor("quanly");
    const [p] = await queryRows<{ id: number }>(database.db, sql`select id from products where status = 'publish' order by id limit 1`);
    const [c] = await queryRows<{ id: number }>(database.db, sql`select id from terms where taxonomy = 'product_cat' order by id limit 1`);
    const created = await rest(staff, "POST", "wc/v3/coupons", { code: "chi-ao", discount_type: "fixed_product", amount: "15000", usage_limit_per_user: 2 });
    const id = created.json.id as number;
    const changed = await rest(staff, "PATCH", `wc/v3/coupons/${id}`, { product_ids: [p!.id], excluded_product_categories: [c!.id], individual_use: true });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ code: "chi-ao", amount: "15000", product_ids: [p!.id], excluded_product_categories: [c!.id], individual_use: true, usage_limit_per_user: 2 });
    expect(await couponRow(id)).toEqual({ code: "chi-ao", amount: 15_000, discountType: "fixed_product", productIds: [p!.id], productCategories: [], individualUse: true, usageLimitPerUser: 2 });
    const renamed = await rest(staff, "PUT", `wc/v3/coupons/${id}`, { code: "GIAM10" });
    expect([renamed.status, renamed.json.code, renamed.json.message]).toEqual([400, "woocommerce_rest_coupon_code_already_exists", "Mã ưu đãi này đã tồn tại."]);
    expect((await couponRow(id))?.code).toBe("chi-ao");
  });

  it("refuses a visitor's and a customer's update and delete (401, 403) and keeps the coupon", async () => {
    const [giam10] = await queryRows<{ id: number }>(database.db, sql`select id from coupons where code = 'giam10'`);
    const id = giam10!.id;
    const before = await couponRow(id);
    const guest = await callerFor(null);
    const customer = await callerFor(await customerLogin());
    const answers = [
      await rest(guest, "PUT", `wc/v3/coupons/${id}`, { amount: "99" }),
      await rest(guest, "DELETE", `wc/v3/coupons/${id}?force=true`),
      await rest(customer, "PUT", `wc/v3/coupons/${id}`, { amount: "99" }),
      await rest(customer, "DELETE", `wc/v3/coupons/${id}?force=true`),
      await rest(customer, "POST", "wc/v3/coupons", { code: "cua-khach", amount: "1000" }),
    ];
    expect(answers.map((a) => [a.status, a.json.code, a.json.message])).toEqual([
      [401, "woocommerce_rest_cannot_edit", "Xin lỗi, bạn không được phép chỉnh sửa tài nguyên này."],
      [401, "woocommerce_rest_cannot_delete", "Xin lỗi, bạn không được phép xóa tài nguyên này."],
      [403, "woocommerce_rest_cannot_edit", "Xin lỗi, bạn không được phép chỉnh sửa tài nguyên này."],
      [403, "woocommerce_rest_cannot_delete", "Xin lỗi, bạn không được phép xóa tài nguyên này."],
      [403, "woocommerce_rest_cannot_create", "Xin lỗi, bạn không được phép tạo tài nguyên."],
    ]);
    expect(await couponRow(id)).toEqual(before);
    expect(await queryRows(database.db, sql`select 1 from coupons where code = 'cua-khach'`)).toEqual([]);
  });

  it("answers the products a picker names (`include`), and nothing for ids that are none", async () => {
    const staff = await callerFor("quanly");
    const ids = (await queryRows<{ id: number }>(database.db, sql`select id from products order by id limit 3`)).map((r) => r.id);
    const listed = await rest(staff, "GET", `wc/v3/products?include=${ids[2]},${ids[0]}&per_page=100`);
    expect([listed.status, listed.json.map((p: { id: number }) => p.id).sort((a: number, b: number) => a - b), listed.headers.get("x-wp-total")]).toEqual([200, [ids[0], ids[2]], "2"]);
    expect((await rest(staff, "GET", "wc/v3/products?include=2000000000")).json).toEqual([]);
    const bad = await rest(staff, "GET", "wc/v3/products?include=1,abc");
    expect([bad.status, bad.json.code]).toEqual([400, "rest_invalid_param"]);
  });

  it("refuses the screen's form field by field, in Vietnamese, with the schema the server uses, before anything is sent", () => {
    const form = { ...couponForm(null), code: " ", discount_type: "fixed_cart" as const, amount: "10.5", minimum_amount: "500.000", maximum_amount: "100.000", usage_limit: "mười", emails: "ai@, *@congty.vn" };
    const read = couponSchema.safeParse(couponBody(form, null));
    expect(read.success).toBe(false);
    expect(couponFieldErrors(read.error!)).toEqual({
      code: "Hãy nhập mã giảm giá.",
      amount: "Số tiền là số đồng nguyên, không có phần lẻ.",
      maximum_amount: "Chi tiêu tối đa phải từ mức chi tiêu tối thiểu trở lên.",
      usage_limit: "Giới hạn là số nguyên từ 0 trở lên (để trống: không giới hạn).",
      email_restrictions: "“ai@” không phải địa chỉ email (có thể dùng *, ví dụ *@congty.vn).",
    });
  });

  it("takes the coupon screen's own calls: its form checked by the shared schema, then created, saved and deleted through api-fetch", async () => {
    await browser.signIn("quanly");
    const form = { ...couponForm(null), code: "Noel2026", discount_type: "percent" as const, amount: "12,5", minimum_amount: "300.000", usage_limit: "100", emails: "*@CongTy.vn, an@example.vn", expires: "2026-12-26" };
    const body = couponBody(form, null);
    expect(couponSchema.safeParse(body).success).toBe(true);
    const created = await apiFetch<{ id: number; code: string; amount: string; minimum_amount: string; usage_limit: number; date_expires: string; email_restrictions: string[] }>({ path: "/wc/v3/coupons", method: "POST", data: body });
    expect(created).toMatchObject({ code: "noel2026", amount: "12.5", minimum_amount: "300000", usage_limit: 100, date_expires: "2026-12-26T00:00:00", email_restrictions: ["*@congty.vn", "an@example.vn"] });

    const taken = await apiFetch({ path: "/wc/v3/coupons", method: "POST", data: { ...body, code: "NOEL2026" } }).catch((e: unknown) => e);
    expect(taken).toMatchObject({ code: "woocommerce_rest_coupon_code_already_exists", data: { status: 400 } });

    browser.sent.length = 0;
    const saved = await apiFetch<{ amount: string; discount_type: string }>({ path: `/wc/v3/coupons/${created.id}`, method: "PUT", data: couponBody({ ...form, discount_type: "fixed_cart", amount: "50.000" }, null) });
    expect(saved).toMatchObject({ amount: "50000", discount_type: "fixed_cart" });
    const deleted = await apiFetch<{ code: string }>({ path: `/wc/v3/coupons/${created.id}?force=true`, method: "DELETE" });
    expect(deleted.code).toBe("noel2026");
    // api-fetch's method override: both went as POST with the method named in a header.
    expect(browser.sent.map((r) => [r.method, r.headers.get("x-http-method-override")])).toEqual([
      ["POST", "PUT"],
      ["POST", "DELETE"],
    ]);
    expect(await queryRows(database.db, sql`select 1 from coupons where code = 'noel2026'`)).toEqual([]);
  });
});

describe("wc/v3/orders with a coupon", () => {
  it("answers the coupon lines and each line's subtotal before and total after its discount", async () => {
    const [p] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into products (slug, name, type, status, regular_price, manage_stock, stock_quantity, stock_status)
          values ('hang-rest-ma', 'Hàng REST mã', 'simple', 'publish', 100000, true, 10, 'instock') returning id`,
    );
    await rest(await callerFor("quanly"), "POST", "wc/v3/coupons", { code: "rest-15k", discount_type: "fixed_product", amount: "15000" });
    const shopper = new Shopper(services());
    await shopper.wcAjax("add_to_cart", { product_id: String(p!.id), quantity: "2" });
    const { apply } = await couponNonces(requestContext(services(), new Request(`${SITE}/gio-hang/`, { headers: shopper.headers() })));
    await shopper.wcAjax("apply_coupon", { coupon_code: "rest-15k", security: apply });
    const sessionId = createHash("sha256").update(shopper.cookies.get("cuahang_session")!).digest("hex");
    const cart = await readCart(database.db, { sessionId });
    const placed = await placeOrder(database.db, {
      owner: { sessionId },
      sessionId,
      userId: null,
      input: {
        billing: { fullName: "Lê Thu Hà", phone: "0987654321", email: "ha@example.vn", province: "Hà Nội", ward: "Phường Ba Đình", street: "1 Phố Huế" },
        shipping: null,
        note: "",
        shippingMethod: "flat_rate",
        paymentMethod: "cod",
        token: "rest-coupon-order-token-1",
        cartHash: cart.hash,
      },
      settings: CHECKOUT_SETTING_DEFAULTS,
      attribution: null,
      customerIp: "203.0.113.10",
      userAgent: "thử nghiệm",
    });
    if (!placed.ok) throw new Error(placed.error.code);
    const order = (await rest(await callerFor("quanly"), "GET", `wc/v3/orders/${placed.orderId}`)).json;
    expect([order.discount_total, order.total]).toEqual(["30000", "200000"]);
    expect(order.line_items.map((l: { subtotal: string; total: string }) => [l.subtotal, l.total])).toEqual([["200000", "170000"]]);
    expect(order.coupon_lines).toEqual([{ id: expect.any(Number), code: "rest-15k", discount: "30000", discount_tax: "0", meta_data: [] }]);
    const coupon = (await rest(await callerFor("quanly"), "GET", "wc/v3/coupons?code=REST-15K")).json[0];
    expect([coupon.usage_count, coupon.used_by]).toEqual([1, ["ha@example.vn"]]);
  });

  it("shows a coupon's edit, and its deletion, in the carts holding it on their next read", async () => {
    const [p] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into products (slug, name, type, status, regular_price, manage_stock, stock_quantity, stock_status)
          values ('hang-gio-ma', 'Hàng giỏ mã', 'simple', 'publish', 100000, true, 10, 'instock') returning id`,
    );
    const staff = await callerFor("quanly");
    const created = await rest(staff, "POST", "wc/v3/coupons", { code: "gio-doi", discount_type: "fixed_cart", amount: "10000" });
    const shopper = new Shopper(services());
    await shopper.wcAjax("add_to_cart", { product_id: String(p!.id), quantity: "1" });
    const { apply } = await couponNonces(requestContext(services(), new Request(`${SITE}/gio-hang/`, { headers: shopper.headers() })));
    await shopper.wcAjax("apply_coupon", { coupon_code: "gio-doi", security: apply });
    const owner = { sessionId: createHash("sha256").update(shopper.cookies.get("cuahang_session")!).digest("hex") };
    const discount = async () => (await readCart(database.db, owner)).coupons.map((c) => [c.code, c.discount]);
    // Read twice: on the embedded database the second comes from the kept copy.
    expect(await discount()).toEqual([["gio-doi", 10_000]]);
    expect(await discount()).toEqual([["gio-doi", 10_000]]);
    await rest(staff, "PUT", `wc/v3/coupons/${created.json.id}`, { amount: "25000" });
    expect(await discount()).toEqual([["gio-doi", 25_000]]);
    await rest(staff, "DELETE", `wc/v3/coupons/${created.json.id}?force=true`);
    expect(await discount()).toEqual([]);
  });
});
