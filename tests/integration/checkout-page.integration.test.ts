import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderAttribution, orders } from "../../db/schema";
import { type Database, queryRows } from "../../app/platform/.server/db";
import { memoryMailer } from "../../app/platform/.server/mailer";
import * as checkoutRoute from "../../app/routes/checkout";
import { requestContext, testServices } from "../support/context";
import { cloneSeededDatabase } from "../support/db";
import { SITE, Shopper } from "./wordpress/shopper";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const mailer = memoryMailer();
const services = () => testServices(database.db, () => new Date(), mailer);

let products = 0;
async function shopperWithCart() {
  const [p] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into products (slug, name, type, status, regular_price, manage_stock, stock_quantity, stock_status)
        values (${`thanh-toan-thu-${++products}`}, 'Áo thanh toán thử', 'simple', 'publish', 180000, true, 9, 'instock') returning id`,
  );
  const s = new Shopper(services());
  await s.wcAjax("add_to_cart", { product_id: String(p!.id), quantity: "2" });
  return s;
}

/** The checkout page's data, then its form posted as a browser without scripts posts it. */
async function checkout(s: Shopper, fields: Record<string, string>) {
  const pageRequest = new Request(`${SITE}/thanh-toan/`, { headers: s.headers() });
  const page = (await checkoutRoute.loader({ request: pageRequest, context: requestContext(services(), pageRequest), params: {} } as never)) as {
    token: string;
    cart: { hash: string };
  };
  const request = new Request(`${SITE}/thanh-toan/`, {
    method: "POST",
    headers: { ...s.headers(), "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "ThuNghiem/1.0" },
    body: new URLSearchParams({ checkout_token: page.token, cart_hash: page.cart.hash, ...fields }),
  });
  const context = requestContext(services(), request);
  const answer = await checkoutRoute.action({ request, context, params: {} } as never);
  s.keep(context.setCookies);
  return answer;
}

const BILLING = {
  billing_full_name: "Phạm Thu Hà",
  billing_phone: "+84 912 345 678",
  billing_email: "thuha@example.vn",
  billing_province: "Cần Thơ",
  billing_ward: "Phường Ninh Kiều",
  billing_address_1: "8 Hai Bà Trưng",
  shipping_method: "flat_rate",
  payment_method: "cod",
  terms: "on",
};

describe("the checkout form posted", () => {
  it("places the order with its attribution, sends the e-mail, clears the cart cookies and goes to the order-received page", async () => {
    const s = await shopperWithCart();
    const answer = (await checkout(s, {
      ...BILLING,
      wc_order_attribution_source_type: "utm",
      wc_order_attribution_utm_source: "zalo",
      wc_order_attribution_utm_campaign: "x".repeat(5000),
      wc_order_attribution_session_pages: "-3",
      wc_order_attribution_referrer: "(none)",
    })) as Response;
    expect(answer.status).toBe(303);
    const location = answer.headers.get("location")!;
    const [, id, key] = /^\/thanh-toan\/order-received\/(\d+)\/\?key=(wc_order_[A-Za-z0-9]{13})$/.exec(location)!;
    const [order] = await database.db.select().from(orders).where(eq(orders.id, Number(id)));
    expect(order).toMatchObject({ orderKey: key, subtotal: 360_000, shippingTotal: 30_000, total: 390_000, customerUserAgent: "ThuNghiem/1.0" });
    const [attribution] = await database.db.select().from(orderAttribution).where(eq(orderAttribution.orderId, Number(id)));
    // Bounded, never refused: the oversized value is cut, the impossible count dropped.
    expect(attribution).toMatchObject({ sourceType: "utm", utmSource: "zalo", referrer: "(none)", sessionPages: null });
    expect(attribution!.utmCampaign!.length).toBe(200);
    await expect.poll(() => mailer.sent.filter((m) => JSON.stringify(m.to).includes("thuha@example.vn")).length).toBe(1);
    // WooCommerce's "New order" e-mail goes to the shop (its contact address: no recipients are set).
    await expect.poll(() => mailer.sent.filter((m) => m.subject === `[Cửa Hàng Xinh]: Đơn hàng mới #${id}`).length).toBe(1);
    const toShop = mailer.sent.find((m) => m.subject === `[Cửa Hàng Xinh]: Đơn hàng mới #${id}`)!;
    expect(toShop.to).toBe("lienhe@cuahang.vn");
    expect(toShop.text).toContain(`Bạn vừa nhận được đơn hàng #${id} của Phạm Thu Hà, tổng cộng 390.000\u00a0₫.`);
    expect(toShop.text).toContain(`http://shop.test/wp-admin/don-hang/${id}/`);
    expect(s.cookies.has("woocommerce_items_in_cart")).toBe(false);
  });

  it("answers a form with mistakes with the errors and what was typed, and stores nothing", async () => {
    const s = await shopperWithCart();
    const before = (await database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;
    const answer = (await checkout(s, { ...BILLING, billing_email: "thuha@", terms: "" })) as { data: { refusal: { errors: Record<string, string>; values: Record<string, string> } }; init: { status: number } };
    expect(answer.init.status).toBe(400);
    expect(Object.keys(answer.data.refusal.errors)).toEqual(["billing_email", "terms"]);
    expect(answer.data.refusal.values.billing_full_name).toBe("Phạm Thu Hà");
    expect((await database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n).toBe(before);
  });
});
