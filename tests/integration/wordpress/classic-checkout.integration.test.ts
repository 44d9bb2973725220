import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as wcAjaxRoute from "../../../app/compat/wordpress/wc-ajax.route";
import { formatDong } from "../../../app/lib/money";
import { type Database, queryRows } from "../../../app/platform/.server/db";
import { testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { SITE, callRoute, formPost } from "./harness";
import { Shopper } from "./shopper";

/*
 * WooCommerce's classic checkout calls as its checkout script makes them on our checkout form:
 * `update_order_review` (the order review and payment section drawn again for what was picked)
 * and `checkout` (the serialized form placed as the page's own post places it), in WooCommerce's
 * answer shapes, with the rows they store.
 */
let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const services = () => testServices(database.db);

let products = 0;
/** A shopper with two of a 300 000 đ product: 600 000 đ, enough for free shipping as well as the flat rate. */
async function shopperWithCart(price = 300_000) {
  const [p] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into products (slug, name, type, status, regular_price, manage_stock, stock_quantity, stock_status)
        values (${`thanh-toan-ajax-${++products}`}, ${`Áo thanh toán AJAX ${products}`}, 'simple', 'publish', ${price}, true, 9, 'instock') returning id`,
  );
  const shopper = new Shopper(services());
  const added = (await shopper.wcAjax("add_to_cart", { product_id: String(p!.id), quantity: "2" })).json();
  return { shopper, productId: p!.id, name: `Áo thanh toán AJAX ${products}`, hash: added.cart_hash as string };
}

/** `post_data`: the checkout form serialized, as checkout.js sends it with every review refresh. */
const serialized = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const TOKEN = "trang-thanh-toan-0001";

type Review = { result: string; messages: string; reload: boolean; fragments: Record<string, string> };

async function reviewOf(shopper: Shopper, fields: Record<string, string>) {
  const answer = await shopper.wcAjax("update_order_review", { security: "0123456789", country: "VN", has_full_address: "false", ...fields });
  expect(answer.status).toBe(200);
  return answer.json() as unknown as Review;
}

const REVIEW_TABLE = ".woocommerce-checkout-review-order-table";
const PAYMENT = ".woocommerce-checkout-payment";

const totalOf = (table: string) => /<tr class="order-total[^"]*">.*?<bdi>(.*?)<\/bdi>/s.exec(table)?.[1];
const inputs = (html: string, name: string) => [...html.matchAll(/<input [^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(` name="${name}"`));
const valueOf = (tag: string) => /value="([^"]*)"/.exec(tag)?.[1];
const checkedIn = (html: string, name: string) => inputs(html, name).filter((tag) => tag.includes(' checked=""')).map(valueOf);
const hiddenValue = (html: string, name: string) => valueOf(inputs(html, name)[0] ?? "");

const BILLING = {
  billing_full_name: "Lê Hoàng Nam",
  billing_phone: "0912 345 678",
  billing_email: "nam@example.vn",
  billing_province: "Đà Nẵng",
  billing_ward: "Phường Hải Châu",
  billing_address_1: "45 Bạch Đằng",
  order_comments: "Gọi trước khi giao",
  shipping_method: "flat_rate",
  payment_method: "cod",
  terms: "on",
};

const ATTRIBUTION = {
  wc_order_attribution_source_type: "utm",
  wc_order_attribution_referrer: "https://www.facebook.com/",
  wc_order_attribution_utm_campaign: "tet-2026",
  wc_order_attribution_utm_source: "facebook",
  wc_order_attribution_utm_medium: "cpc",
  wc_order_attribution_utm_content: "anh-1",
  wc_order_attribution_utm_id: "42",
  wc_order_attribution_utm_term: "ao thun",
  wc_order_attribution_utm_source_platform: "(none)",
  wc_order_attribution_utm_creative_format: "(none)",
  wc_order_attribution_utm_marketing_tactic: "(none)",
  wc_order_attribution_session_entry: `${SITE}/san-pham/ao-thun/`,
  wc_order_attribution_session_start_time: "2026-01-15 08:30:00",
  wc_order_attribution_session_pages: "3",
  wc_order_attribution_session_count: "-2",
  wc_order_attribution_user_agent: "Mozilla/5.0 (thử nghiệm)",
};

/** `POST /?wc-ajax=checkout` with the form's fields, from a browser that names itself. */
async function placeOrder(shopper: Shopper, fields: Record<string, string>) {
  const request = formPost("/wc-ajax/checkout", fields, { ...shopper.headers(), "User-Agent": "ThuNghiem/2.0" });
  const answer = await callRoute(wcAjaxRoute, "/wc-ajax/:endpoint", services(), request, { endpoint: "checkout" });
  shopper.keep(answer.headers.getSetCookie());
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toBe("application/json; charset=UTF-8");
  return (await answer.json()) as Record<string, unknown>;
}

const count = async (table: "orders" | "order_addresses") =>
  (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

const errors = (...items: string[]) => `<ul class="woocommerce-error" role="alert">${items.join("")}</ul>`;
const EMPTY_CART_NOTICE = errors(
  `<li>Giỏ hàng của bạn đang trống, không thể đặt hàng. <a href="${SITE}/cua-hang/" class="wc-backward">Quay trở lại cửa hàng</a></li>`,
);

describe("POST /?wc-ajax=update_order_review", () => {
  it("draws the order review priced for the posted shipping method and the payment section with the posted method chosen", async () => {
    const { shopper, name, hash } = await shopperWithCart();
    const page = serialized({ ...BILLING, checkout_token: TOKEN, cart_hash: hash });

    const free = await reviewOf(shopper, { "shipping_method[0]": "free_shipping", payment_method: "bacs", post_data: page });
    expect(Object.keys(free)).toEqual(["result", "messages", "reload", "fragments"]);
    expect(free).toMatchObject({ result: "success", messages: "", reload: false });
    expect(Object.keys(free.fragments)).toEqual([REVIEW_TABLE, PAYMENT]);
    const table = free.fragments[REVIEW_TABLE]!;
    expect(table).toMatch(/^<table class="shop_table woocommerce-checkout-review-order-table[^"]*">/);
    expect(table).toContain(`${name} <strong class="product-quantity">× 2</strong>`);
    expect(checkedIn(table, "shipping_method")).toEqual(["free_shipping"]);
    expect(totalOf(table)).toBe(formatDong(600_000));
    const payment = free.fragments[PAYMENT]!;
    expect(payment).toMatch(/^<fieldset id="payment" class="woocommerce-checkout-payment[^"]*">/);
    expect(checkedIn(payment, "payment_method")).toEqual(["bacs"]);
    // Only the chosen method's description shows, as on the page once its scripts run.
    expect(payment).toMatch(/<li class="wc_payment_method payment_method_cod">.*?<p class="payment_box [^"]*\bhidden">/s);
    expect(payment).not.toMatch(/<li class="wc_payment_method payment_method_bacs">.*?<p class="payment_box [^"]*\bhidden">.*?<\/li>/s);
    expect(hiddenValue(payment, "checkout_token")).toBe(TOKEN);
    expect(hiddenValue(payment, "cart_hash")).toBe(hash);

    // The shopper picks the flat rate: the total follows.
    const flat = await reviewOf(shopper, { "shipping_method[0]": "flat_rate", payment_method: "cod", post_data: page });
    expect(checkedIn(flat.fragments[REVIEW_TABLE]!, "shipping_method")).toEqual(["flat_rate"]);
    expect(totalOf(flat.fragments[REVIEW_TABLE]!)).toBe(formatDong(630_000));
    expect(checkedIn(flat.fragments[PAYMENT]!, "payment_method")).toEqual(["cod"]);

    // Without shipping_method[0] the form's own choice counts; a method the shop does not offer is the first one.
    const fromForm = await reviewOf(shopper, { post_data: page });
    expect(totalOf(fromForm.fragments[REVIEW_TABLE]!)).toBe(formatDong(630_000));
    const unknown = await reviewOf(shopper, { "shipping_method[0]": "express", payment_method: "bitcoin", post_data: page });
    expect(checkedIn(unknown.fragments[REVIEW_TABLE]!, "shipping_method")).toEqual(["free_shipping"]);
    expect(totalOf(unknown.fragments[REVIEW_TABLE]!)).toBe(formatDong(600_000));
    expect(checkedIn(unknown.fragments[PAYMENT]!, "payment_method")).toEqual(["cod"]);
  });

  it("hands out a fresh submission token where the page's is not one", async () => {
    const { shopper } = await shopperWithCart();
    for (const post_data of [serialized({ checkout_token: "ngắn" }), "", "%%%&&=="]) {
      const token = hiddenValue((await reviewOf(shopper, { post_data })).fragments[PAYMENT]!, "checkout_token");
      expect(token).toMatch(/^[\w-]{24}$/);
    }
  });

  it("answers an empty cart as WooCommerce's expired review: a notice for the form and nothing else", async () => {
    const guest = new Shopper(services());
    expect(await reviewOf(guest, { post_data: "" })).toEqual({ fragments: { "form.woocommerce-checkout": EMPTY_CART_NOTICE } });
    expect(guest.cookies.size).toBe(0);

    // A session whose cart was emptied since the page was shown.
    const { shopper, productId } = await shopperWithCart();
    const [line] = await queryRows<{ key: string }>(database.db, sql`select key from cart_items where product_id = ${productId}`);
    expect((await shopper.wcAjax("remove_from_cart", { cart_item_key: line!.key })).json()).toHaveProperty("fragments");
    expect(await reviewOf(shopper, { post_data: serialized({ checkout_token: TOKEN }) })).toEqual({
      fragments: { "form.woocommerce-checkout": EMPTY_CART_NOTICE },
    });
  });

  it("answers a body that is no form (JSON) with the review as the page first shows it, never an error", async () => {
    const { shopper } = await shopperWithCart();
    const request = new Request(`${SITE}/wc-ajax/update_order_review`, {
      method: "POST",
      headers: { ...shopper.headers(), "Content-Type": "application/json" },
      body: JSON.stringify({ "shipping_method[0]": "flat_rate" }),
    });
    const answer = await callRoute(wcAjaxRoute, "/wc-ajax/:endpoint", services(), request, { endpoint: "update_order_review" });
    expect(answer.status).toBe(200);
    const review = (await answer.json()) as Review;
    expect(review.result).toBe("success");
    expect(checkedIn(review.fragments[REVIEW_TABLE]!, "shipping_method")).toEqual(["free_shipping"]);
  });
});

describe("POST /?wc-ajax=checkout", () => {
  it("places the order as the page's form does, with its attribution, and answers where to go next", async () => {
    const { shopper, productId } = await shopperWithCart();
    // What checkout.js posts: the form serialized, token and hash as the last review drew them.
    const review = await reviewOf(shopper, { "shipping_method[0]": "flat_rate", post_data: serialized({ checkout_token: TOKEN }) });
    const form = {
      ...BILLING,
      ship_to_different_address: "1",
      shipping_full_name: "Trần Thị Mai",
      shipping_phone: "+84 905 111 222",
      shipping_province: "Huế",
      shipping_ward: "Phường Thuận Hóa",
      shipping_address_1: "10 Lê Lợi",
      checkout_token: hiddenValue(review.fragments[PAYMENT]!, "checkout_token")!,
      cart_hash: hiddenValue(review.fragments[PAYMENT]!, "cart_hash")!,
      ...ATTRIBUTION,
    };
    const placed = await placeOrder(shopper, form);
    const orderId = placed.order_id as number;
    const [order] = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select order_key, status, user_id, subtotal::int, shipping_total::int, total::int, shipping_method, shipping_method_title,
                 payment_method, customer_note, customer_user_agent
            from orders where id = ${orderId}`,
    );
    expect(placed).toEqual({
      result: "success",
      redirect: `${SITE}/thanh-toan/order-received/${orderId}/?key=${order!.order_key as string}`,
      order_id: orderId,
    });
    expect(order).toEqual({
      order_key: expect.stringMatching(/^wc_order_[A-Za-z0-9]{13}$/),
      status: "processing",
      user_id: null,
      subtotal: 600_000,
      shipping_total: 30_000,
      total: 630_000,
      shipping_method: "flat_rate",
      shipping_method_title: "Giao hàng tiêu chuẩn",
      payment_method: "cod",
      customer_note: "Gọi trước khi giao",
      customer_user_agent: "ThuNghiem/2.0",
    });
    expect(await queryRows(database.db, sql`select type, full_name, phone, email, province, ward, street from order_addresses where order_id = ${orderId} order by type`)).toEqual([
      { type: "billing", full_name: "Lê Hoàng Nam", phone: "0912345678", email: "nam@example.vn", province: "Đà Nẵng", ward: "Phường Hải Châu", street: "45 Bạch Đằng" },
      { type: "shipping", full_name: "Trần Thị Mai", phone: "+84905111222", email: null, province: "Huế", ward: "Phường Thuận Hóa", street: "10 Lê Lợi" },
    ]);
    expect(await queryRows(database.db, sql`select product_id, quantity, unit_price::int, line_total::int from order_items where order_id = ${orderId}`)).toEqual([
      { product_id: productId, quantity: 2, unit_price: 300_000, line_total: 600_000 },
    ]);
    const [attribution] = await queryRows<Record<string, unknown>>(database.db, sql`select * from order_attribution where order_id = ${orderId}`);
    expect(attribution).toEqual({
      order_id: orderId,
      source_type: "utm",
      referrer: "https://www.facebook.com/",
      utm_campaign: "tet-2026",
      utm_source: "facebook",
      utm_medium: "cpc",
      utm_content: "anh-1",
      utm_id: "42",
      utm_term: "ao thun",
      utm_source_platform: "(none)",
      utm_creative_format: "(none)",
      utm_marketing_tactic: "(none)",
      session_entry: `${SITE}/san-pham/ao-thun/`,
      session_start_time: "2026-01-15 08:30:00",
      session_pages: 3,
      // A count that cannot be one is dropped, as the form's input is.
      session_count: null,
      user_agent: "Mozilla/5.0 (thử nghiệm)",
    });
    // The cart is spent and its cookies go with the answer.
    expect(shopper.cookies.has("woocommerce_items_in_cart")).toBe(false);
    expect(shopper.cookies.has("woocommerce_cart_hash")).toBe(false);
    expect(await reviewOf(shopper, { post_data: "" })).toEqual({ fragments: { "form.woocommerce-checkout": EMPTY_CART_NOTICE } });

    // The same submission posted again (a double click) answers the same order, and stores nothing more.
    const orders = await count("orders");
    expect(await placeOrder(shopper, form)).toEqual(placed);
    expect(await count("orders")).toBe(orders);
  });

  it("answers the form's mistakes with the page's messages, each naming its field, and stores nothing", async () => {
    const { shopper, hash } = await shopperWithCart();
    const before = await count("orders");
    const refused = await placeOrder(shopper, { ...BILLING, billing_email: "nam@", terms: "", checkout_token: TOKEN, cart_hash: hash });
    expect(refused).toEqual({
      result: "failure",
      messages: errors(
        `<li data-id="billing_email">Địa chỉ email không hợp lệ.</li>`,
        `<li data-id="terms">Vui lòng đọc và đồng ý với điều khoản và điều kiện để tiếp tục đặt hàng.</li>`,
      ),
      refresh: false,
      reload: false,
    });
    const shipElsewhere = await placeOrder(shopper, { ...BILLING, ship_to_different_address: "1", shipping_full_name: "<b>Mai</b>", checkout_token: TOKEN, cart_hash: hash });
    expect(shipElsewhere.messages).toBe(
      errors(
        `<li data-id="shipping_phone">Số điện thoại không hợp lệ: cần 6–15 chữ số, có thể bắt đầu bằng dấu +.</li>`,
        `<li data-id="shipping_province">Vui lòng chọn tỉnh / thành phố.</li>`,
        `<li data-id="shipping_ward">Vui lòng nhập phường / xã.</li>`,
        `<li data-id="shipping_address_1">Vui lòng nhập địa chỉ nhận hàng.</li>`,
      ),
    );
    expect(await count("orders")).toBe(before);
  });

  it("asks for the order review again when the cart changed since it was drawn, then places what it shows", async () => {
    const { shopper, hash } = await shopperWithCart();
    const [other] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into products (slug, name, type, status, regular_price, stock_status) values ('them-vao-sau', 'Tất thêm vào sau', 'simple', 'publish', 20000, 'instock') returning id`,
    );
    await shopper.wcAjax("add_to_cart", { product_id: String(other!.id), quantity: "1" });
    const before = await count("orders");
    const refused = await placeOrder(shopper, { ...BILLING, checkout_token: TOKEN, cart_hash: hash });
    expect(refused).toEqual({
      result: "failure",
      messages: errors("<li>Giỏ hàng vừa thay đổi (giá hoặc số lượng). Vui lòng kiểm tra lại đơn hàng rồi đặt hàng.</li>"),
      refresh: true,
      reload: false,
    });
    expect(await count("orders")).toBe(before);

    // checkout.js refreshes the review: its payment section carries the new hash, and the same token.
    const review = await reviewOf(shopper, { "shipping_method[0]": "flat_rate", post_data: serialized({ checkout_token: TOKEN, cart_hash: hash }) });
    expect(totalOf(review.fragments[REVIEW_TABLE]!)).toBe(formatDong(650_000));
    const newHash = hiddenValue(review.fragments[PAYMENT]!, "cart_hash")!;
    expect(newHash).not.toBe(hash);
    expect(hiddenValue(review.fragments[PAYMENT]!, "checkout_token")).toBe(TOKEN);
    const placed = await placeOrder(shopper, { ...BILLING, checkout_token: TOKEN, cart_hash: newHash });
    expect(placed.result).toBe("success");
    expect(await queryRows(database.db, sql`select total::int from orders where id = ${placed.order_id as number}`)).toEqual([{ total: 650_000 }]);
  });

  it("refuses a submission without the page's token as WooCommerce refuses a stale nonce, asking for a refresh", async () => {
    const { shopper, hash } = await shopperWithCart();
    for (const checkout_token of ["", "ngắn-quá"]) {
      expect(await placeOrder(shopper, { ...BILLING, checkout_token, cart_hash: hash })).toEqual({
        result: "failure",
        messages: errors("<li>Phiên thanh toán đã hết hạn. Vui lòng thử lại.</li>"),
        refresh: true,
        reload: false,
      });
    }
  });

  it("refuses what the shop cannot sell as the form does: a method it does not offer, stock that ran out", async () => {
    const { shopper, hash, productId, name } = await shopperWithCart();
    const before = await count("orders");
    const refusal = (message: string) => ({ result: "failure", messages: errors(`<li>${message}</li>`), refresh: false, reload: false });
    expect(await placeOrder(shopper, { ...BILLING, shipping_method: "express", checkout_token: TOKEN, cart_hash: hash })).toEqual(
      refusal("Vui lòng chọn phương thức giao hàng."),
    );
    expect(await placeOrder(shopper, { ...BILLING, payment_method: "bitcoin", checkout_token: TOKEN, cart_hash: hash })).toEqual(
      refusal("Vui lòng chọn phương thức thanh toán."),
    );
    await database.db.execute(sql`update products set stock_quantity = 1 where id = ${productId}`);
    expect(await placeOrder(shopper, { ...BILLING, checkout_token: TOKEN, cart_hash: hash })).toEqual(
      refusal(`Xin lỗi, “${name}” không còn đủ hàng (1 sản phẩm). Vui lòng điều chỉnh giỏ hàng.`),
    );
    expect(await count("orders")).toBe(before);
    expect(await queryRows(database.db, sql`select stock_quantity from products where id = ${productId}`)).toEqual([{ stock_quantity: 1 }]);
  });

  it("answers a visitor with nothing to order with the empty-cart notice", async () => {
    const guest = new Shopper(services());
    expect(await placeOrder(guest, { ...BILLING, checkout_token: TOKEN, cart_hash: "0".repeat(32) })).toEqual({
      result: "failure",
      messages: EMPTY_CART_NOTICE,
      refresh: false,
      reload: false,
    });
    expect(guest.cookies.size).toBe(0);
  });

  it("answers a body that is no form, or no body, in the failure shape, never an error", async () => {
    const { shopper } = await shopperWithCart();
    const requests = [
      new Request(`${SITE}/wc-ajax/checkout`, { method: "POST", headers: { ...shopper.headers(), "Content-Type": "application/json" }, body: JSON.stringify(BILLING) }),
      new Request(`${SITE}/wc-ajax/checkout`, { method: "POST", headers: { ...shopper.headers(), "Content-Type": "application/x-www-form-urlencoded" }, body: "%%%&&==&billing_phone=%E0" }),
      new Request(`${SITE}/wc-ajax/checkout`, { headers: shopper.headers() }),
    ];
    for (const request of requests) {
      const answer = await callRoute(wcAjaxRoute, "/wc-ajax/:endpoint", services(), request, { endpoint: "checkout" });
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ result: "failure", refresh: false, reload: false });
      expect(body.messages).toMatch(/^<ul class="woocommerce-error" role="alert"><li data-id="billing_\w+">/);
    }
  });
});
