import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as wpJsonRoute from "../../../app/compat/wordpress/wp-json.route";
import { type Database, queryRows } from "../../../app/platform/.server/db";
import { requestContext, testServices } from "../../support/context";
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

async function shopperWithCart(shopper = new Shopper(services())): Promise<{ shopper: Shopper; productId: number }> {
  const [p] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into products (slug, name, type, status, regular_price, manage_stock, stock_quantity, stock_status)
        values (${`store-api-${Math.random().toString(36).slice(2, 9)}`}, 'Túi vải Store API', 'simple', 'publish', 150000, true, 10, 'instock')
        returning id`,
  );
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

/** BILLING as WooCommerce's address schemas answer it: the ward in `city`, the province in `state`. */
const ANSWERED_ADDRESS = {
  first_name: "Thị Lan",
  last_name: "Nguyễn",
  company: "",
  address_1: "12 Phố Hàng Bông",
  address_2: "",
  city: "Phường Ba Đình",
  state: "Hà Nội",
  postcode: "",
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
    const orderId = placed.body.order_id!;
    expect(placed.body).toEqual({
      order_id: orderId,
      status: "processing",
      order_key: expect.stringMatching(/^wc_order_[A-Za-z0-9]{13}$/),
      order_number: String(orderId),
      customer_note: "Giao giờ hành chính",
      customer_id: 0,
      billing_address: { ...ANSWERED_ADDRESS, email: "lan@example.vn", phone: "0901234567" },
      shipping_address: { ...ANSWERED_ADDRESS, phone: "0901234567" },
      payment_method: "cod",
      payment_result: {
        payment_status: "success",
        payment_details: [],
        redirect_url: `${SITE}/thanh-toan/order-received/${orderId}/?key=${encodeURIComponent(placed.body.order_key!)}`,
      },
      additional_fields: {},
      extensions: {},
    });

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

  it("reads a state given as WooCommerce's code or an old province's name, and answers the province it names", async () => {
    const { shopper } = await shopperWithCart();
    const { nonce } = await checkout(shopper, {});
    const placed = await checkout(
      shopper,
      {
        // Bình Dương's code: part of TP. Hồ Chí Minh since 2025; the ward in `city` under a state.
        billing_address: { ...BILLING, state: "VN-57", city: "Phường Dĩ An", address_2: "" },
        // No state (WooCommerce's Vietnamese locale hides it): the province in `city`, by its old name.
        shipping_address: { first_name: "Minh", last_name: "", phone: "0987654321", state: "", city: "Hà Giang", address_2: "Phường Hà Giang 1", address_1: "3 Nguyễn Trãi", country: "VN" },
        payment_method: "bacs",
      },
      nonce!,
    );
    expect(placed.status).toBe(200);
    expect(placed.body.status).toBe("on-hold");
    expect(placed.body.billing_address).toEqual({
      ...ANSWERED_ADDRESS,
      city: "Phường Dĩ An",
      state: "TP. Hồ Chí Minh",
      email: "lan@example.vn",
      phone: "0901234567",
    });
    expect(placed.body.shipping_address).toEqual({
      first_name: "Minh",
      last_name: "",
      company: "",
      address_1: "3 Nguyễn Trãi",
      address_2: "",
      city: "Phường Hà Giang 1",
      state: "Tuyên Quang",
      postcode: "",
      country: "VN",
      phone: "0987654321",
    });
    const rows = await queryRows(
      database.db,
      sql`select type, full_name as "fullName", phone, email, province, ward, street from order_addresses where order_id = ${placed.body.order_id!} order by type`,
    );
    expect(rows).toEqual([
      { type: "billing", fullName: "Nguyễn Thị Lan", phone: "0901234567", email: "lan@example.vn", province: "TP. Hồ Chí Minh", ward: "Phường Dĩ An", street: "12 Phố Hàng Bông" },
      { type: "shipping", fullName: "Minh", phone: "0987654321", email: null, province: "Tuyên Quang", ward: "Phường Hà Giang 1", street: "3 Nguyễn Trãi" },
    ]);
  });

  it("takes the state by our province's name and by CLDR's code alike", async () => {
    for (const [state, province] of [
      ["Huế", "Huế"],
      ["vnsg", "TP. Hồ Chí Minh"],
      ["VN-26", "Huế"],
    ] as const) {
      const { shopper } = await shopperWithCart();
      const { nonce } = await checkout(shopper, {});
      const placed = await checkout(shopper, { billing_address: { ...BILLING, state }, payment_method: "cod" }, nonce!);
      expect(placed.status, state).toBe(200);
      expect((placed.body.billing_address as { state: string }).state).toBe(province);
      const [row] = await queryRows(database.db, sql`select province from order_addresses where order_id = ${placed.body.order_id!} and type = 'billing'`);
      expect(row).toEqual({ province });
    }
  });

  it("refuses a control character at the edge of a name or a state, as one inside: never trimmed away unseen", async () => {
    const { shopper } = await shopperWithCart();
    const { nonce } = await checkout(shopper, {});
    const before = await orderCount();
    for (const address of [{ ...BILLING, last_name: "Nguyễn\u000b" }, { ...BILLING, first_name: "\u000cThị Lan" }, { ...BILLING, state: "VN-HN\u000b" }]) {
      const refused = await checkout(shopper, { billing_address: address, payment_method: "cod" }, nonce!);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: "rest_invalid_param", data: { params: { billing_address: "Nội dung có ký tự điều khiển, không thể lưu. Vui lòng nhập lại." } } });
    }
    expect(await orderCount()).toBe(before);
  });

  it("refuses a state that names no Vietnamese province, as the form refuses the province", async () => {
    const { shopper } = await shopperWithCart();
    const { nonce } = await checkout(shopper, {});
    const before = await orderCount();
    const refused = await checkout(shopper, { billing_address: { ...BILLING, state: "VN-99" }, payment_method: "cod" }, nonce!);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "rest_invalid_param", data: { params: { billing_address: "Vui lòng chọn tỉnh / thành phố." } } });
    expect(await orderCount()).toBe(before);
  });

  it("answers a signed-in shopper's order with their user id as customer_id", async () => {
    const [user] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into users (login, email, display_name) values ('khach-store-api', 'khach-store-api@example.vn', 'Khách Store API') returning id`,
    );
    const shopper = new Shopper(services());
    const signIn = requestContext(services(), new Request(SITE));
    await signIn.session.signIn(user!.id, { remember: false });
    shopper.keep(signIn.setCookies);
    await shopperWithCart(shopper);
    const { nonce } = await checkout(shopper, {});
    const placed = await checkout(shopper, { billing_address: BILLING, payment_method: "cod" }, nonce!);
    expect(placed.status).toBe(200);
    expect(placed.body.customer_id).toBe(user!.id);
    const [order] = await queryRows(database.db, sql`select user_id as "userId" from orders where id = ${placed.body.order_id!}`);
    expect(order).toEqual({ userId: user!.id });
  });
});
