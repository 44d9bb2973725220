import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as wpJsonRoute from "../../../app/compat/wordpress/wp-json.route";
import { type Database, queryRows } from "../../../app/platform/.server/db";
import { testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { SITE, callRoute } from "./harness";
import { Shopper } from "./shopper";

/*
 * WooCommerce's Store API checkout (spec §3 "Order attribution": the same data also comes as
 * extension data under woocommerce/order-attribution): the nonce handshake, the fields checked
 * by the checkout's own rules, the order stored with its attribution, and refusals that store
 * nothing.
 */
let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const services = () => testServices(database.db);

async function shopperWithCart(): Promise<{ shopper: Shopper; productId: number }> {
  const [p] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into products (slug, name, type, status, regular_price, manage_stock, stock_quantity, stock_status)
        values (${`store-api-${Math.random().toString(36).slice(2, 9)}`}, 'Túi vải Store API', 'simple', 'publish', 150000, true, 10, 'instock')
        returning id`,
  );
  const shopper = new Shopper(services());
  expect((await shopper.wcAjax("add_to_cart", { product_id: String(p!.id), quantity: "2" })).json()).toHaveProperty("fragments");
  return { shopper, productId: p!.id };
}

/** What the tests read of an answer: a placed order, or WordPress's `{code, message, data}`. */
type StoreAnswer = Record<string, unknown> & {
  code?: string;
  order_id?: number;
  order_key?: string;
  payment_result?: { payment_status: string; redirect_url: string };
};

async function checkout(shopper: Shopper, body: unknown, nonce?: string) {
  const request = new Request(`${SITE}/wp-json/wc/store/v1/checkout`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...shopper.headers(), ...(nonce ? { Nonce: nonce } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const answer = await callRoute(wpJsonRoute, "/wp-json/*", services(), request, { "*": "wc/store/v1/checkout" });
  shopper.keep(answer.headers.getSetCookie());
  return { status: answer.status, nonce: answer.headers.get("nonce"), body: (await answer.json()) as StoreAnswer };
}

const BILLING = {
  first_name: "Thị Lan",
  last_name: "Nguyễn",
  phone: "090 123 4567",
  email: "lan@example.vn",
  state: "Hà Nội",
  address_2: "Phường Ba Đình",
  address_1: "12 Phố Hàng Bông",
  country: "VN",
};

const orderCount = async () => (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from orders`))[0]!.n;

describe("POST /wp-json/wc/store/v1/checkout", () => {
  it("asks for its nonce first: missing is 401, wrong is 403, each answer carrying a fresh one", async () => {
    const { shopper } = await shopperWithCart();
    const missing = await checkout(shopper, { billing_address: BILLING, payment_method: "cod" });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ code: "woocommerce_rest_missing_nonce", data: { status: 401 } });
    expect(missing.nonce).toMatch(/^[0-9a-f]{10}$/);
    const wrong = await checkout(shopper, { billing_address: BILLING, payment_method: "cod" }, "0123456789");
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe("woocommerce_rest_invalid_nonce");
  });

  it("places the cart with the attribution sent as extension data, bounded as the form's inputs are", async () => {
    const { shopper, productId } = await shopperWithCart();
    const { nonce } = await checkout(shopper, {});
    const placed = await checkout(
      shopper,
      {
        billing_address: BILLING,
        shipping_address: BILLING,
        customer_note: "Giao giờ hành chính",
        payment_method: "cod",
        extensions: {
          "woocommerce/order-attribution": {
            source_type: "utm",
            utm_source: "facebook",
            utm_medium: "cpc",
            utm_campaign: "x".repeat(5000),
            session_pages: 4,
            session_count: "-1",
            user_agent: "Mozilla/5.0 (thử nghiệm)",
          },
        },
      },
      nonce!,
    );
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({
      status: "processing",
      customer_note: "Giao giờ hành chính",
      payment_method: "cod",
      billing_address: { full_name: "Nguyễn Thị Lan", phone: "0901234567", email: "lan@example.vn", state: "Hà Nội", address_2: "Phường Ba Đình" },
      payment_result: { payment_status: "success" },
    });
    const orderId = placed.body.order_id!;
    expect(placed.body.payment_result!.redirect_url).toBe(`${SITE}/thanh-toan/order-received/${orderId}/?key=${encodeURIComponent(placed.body.order_key!)}`);

    const [order] = await queryRows(
      database.db,
      sql`select o.total::int as total, o.shipping_method as "shippingMethod", a.full_name as "fullName", a.province,
                 i.product_id as "productId", i.quantity
            from orders o join order_addresses a on a.order_id = o.id and a.type = 'billing' join order_items i on i.order_id = o.id
           where o.id = ${orderId}`,
    );
    expect(order).toEqual({ total: 330000, shippingMethod: "flat_rate", fullName: "Nguyễn Thị Lan", province: "Hà Nội", productId, quantity: 2 });
    const [attribution] = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select source_type, utm_source, utm_medium, length(utm_campaign) as campaign_length, session_pages, session_count, user_agent
            from order_attribution where order_id = ${orderId}`,
    );
    expect(attribution).toEqual({
      source_type: "utm",
      utm_source: "facebook",
      utm_medium: "cpc",
      campaign_length: 200,
      session_pages: 4,
      session_count: null,
      user_agent: "Mozilla/5.0 (thử nghiệm)",
    });

    // The cart is spent: the same call again is refused and stores nothing.
    const again = await checkout(shopper, { billing_address: BILLING, payment_method: "cod" }, placed.nonce!);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("woocommerce_rest_cart_empty");
  });

  it("refuses what the checkout's rules refuse, naming the parameter, and stores nothing", async () => {
    const { shopper, productId } = await shopperWithCart();
    const { nonce } = await checkout(shopper, {});
    const before = await orderCount();
    const badPhone = await checkout(shopper, { billing_address: { ...BILLING, phone: "12ab" }, payment_method: "cod" }, nonce!);
    expect(badPhone.status).toBe(400);
    expect(badPhone.body).toMatchObject({
      code: "rest_invalid_param",
      data: { status: 400, params: { billing_address: "Số điện thoại không hợp lệ: cần 6–15 chữ số, có thể bắt đầu bằng dấu +." } },
    });
    const badPayment = await checkout(shopper, { billing_address: BILLING, payment_method: "bitcoin" }, nonce!);
    expect(badPayment.status).toBe(400);
    expect(badPayment.body.code).toBe("woocommerce_rest_checkout_invalid_payment_method");
    const notJson = await checkout(shopper, "{billing", nonce!);
    expect(notJson.status).toBe(400);
    expect(notJson.body.code).toBe("rest_invalid_json");

    expect(await orderCount()).toBe(before);
    const [stock] = await queryRows(database.db, sql`select stock_quantity from products where id = ${productId}`);
    expect(stock).toEqual({ stock_quantity: 10 });
  });
});
