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
});
