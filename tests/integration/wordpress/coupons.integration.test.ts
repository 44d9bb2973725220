import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as cartRoute from "../../../app/routes/cart";
import { cartCoupons, coupons, orderCoupons, orderItems, orders } from "../../../db/schema";
import { type Database, queryRows } from "../../../app/platform/.server/db";
import type { AppServices } from "../../../app/platform/.server/context";
import { couponNonces } from "~/features/cart/.server/coupons";
import { readCart } from "~/features/cart/.server";
import { placeOrder } from "~/features/checkout/.server/place-order";
import type { CheckoutInput } from "~/features/checkout/checkout-form";
import { changeOrder } from "~/features/orders/.server/staff-order-changes";
import { CHECKOUT_SETTING_DEFAULTS } from "~/features/site/.server";
import { formatDong } from "~/lib/money";
import { requestContext, testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { SITE, formPost } from "./harness";
import { Shopper } from "./shopper";

let database: Database;
let services: AppServices;
beforeAll(async () => {
  database = await cloneSeededDatabase();
  services = testServices(database.db);
});
afterAll(() => database.close());

let made = 0;
async function product(price: number, stock = 50) {
  const slug = `hang-ma-${++made}`;
  const [p] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into products (slug, name, type, status, regular_price, manage_stock, stock_quantity, stock_status)
        values (${slug}, ${`Hàng mã ${made}`}, 'simple', 'publish', ${price}, true, ${stock}, 'instock') returning id`,
  );
  return p!.id;
}

async function coupon(values: Partial<typeof coupons.$inferInsert> & { code: string }) {
  const [row] = await database.db.insert(coupons).values({ amount: 0, ...values }).returning();
  return row!;
}

const usageOf = async (id: number) => (await database.db.select({ n: coupons.usageCount }).from(coupons).where(eq(coupons.id, id)))[0]!.n;

/** A shopper holding these lines, with the session id and cart owner the server sees. */
async function shopperWith(lines: Array<[number, number]>) {
  const s = new Shopper(services);
  for (const [id, quantity] of lines) expect((await s.wcAjax("add_to_cart", { product_id: String(id), quantity: String(quantity) })).json()).toHaveProperty("fragments");
  const sessionId = createHash("sha256").update(s.cookies.get("cuahang_session")!).digest("hex");
  return { s, sessionId, owner: { sessionId } };
}

/** The shopper's `apply-coupon` and `remove-coupon` nonces, as their cart page hands them out. */
async function noncesOf(s: Shopper) {
  return couponNonces(requestContext(services, new Request(`${SITE}/gio-hang/`, { headers: s.headers() })));
}

/** The cart route as a browser without scripts uses it: the form's post, or a link (GET). */
async function cartPage(s: Shopper, request: Request): Promise<Response> {
  const context = requestContext(services, request);
  let answer: Response;
  try {
    const run = request.method === "POST" ? cartRoute.action : cartRoute.loader;
    answer = (await run({ request, params: {}, context } as never)) as Response;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    answer = thrown;
  }
  s.keep(context.setCookies);
  return answer;
}

const success = (text: string) => `<div class="woocommerce-message" role="alert">${text}</div>`;
const error = (text: string) => `<ul class="woocommerce-error" role="alert"><li>${text.replaceAll('"', "&quot;")}</li></ul>`;

let tokens = 0;
function checkoutInput(hash: string, o: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    billing: { fullName: "Trần Văn Minh", phone: "0912345678", email: "minh@example.vn", province: "Hà Nội", ward: "Phường Ba Đình", street: "5 Phố Huế" },
    shipping: null,
    note: "",
    shippingMethod: "flat_rate",
    paymentMethod: "cod",
    token: `coupon-token-${Date.now()}-${++tokens}`,
    cartHash: hash,
    ...o,
  };
}

async function place(who: { sessionId: string; owner: { sessionId: string } }, o: Partial<CheckoutInput> = {}) {
  const cart = await readCart(database.db, who.owner);
  return placeOrder(database.db, {
    owner: who.owner,
    sessionId: who.sessionId,
    userId: null,
    input: checkoutInput(cart.hash, o),
    settings: CHECKOUT_SETTING_DEFAULTS,
    attribution: null,
    customerIp: "203.0.113.9",
    userAgent: "thử nghiệm",
  });
}

describe("?wc-ajax=apply_coupon and remove_coupon", () => {
  it("answer WooCommerce's HTML notices and change the cart; a wrong nonce is refused with -1", async () => {
    const a = await product(120_000);
    await coupon({ code: "ajax10", discountType: "percent", amount: 1_000 });
    const { s, owner } = await shopperWith([[a, 2]]);
    const nonces = await noncesOf(s);

    const forged = await s.wcAjax("apply_coupon", { coupon_code: "ajax10", security: "0000000000" });
    expect([forged.status, forged.body]).toEqual([403, "-1"]);
    expect((await s.wcAjax("apply_coupon", { coupon_code: "  ", security: nonces.apply })).body).toBe(error("Vui lòng nhập mã ưu đãi."));
    expect((await s.wcAjax("apply_coupon", { coupon_code: "KHONG-CO", security: nonces.apply })).body).toBe(error('Mã ưu đãi "khong-co" không tồn tại!'));

    const applied = await s.wcAjax("apply_coupon", { coupon_code: " AJAX10 ", security: nonces.apply });
    expect([applied.status, applied.body]).toEqual([200, success("Áp dụng mã ưu đãi thành công.")]);
    const cart = await readCart(database.db, owner);
    expect(cart.coupons).toEqual([expect.objectContaining({ code: "ajax10", discount: 24_000, freeShipping: false })]);
    expect([cart.subtotal, cart.discountTotal, cart.total, cart.lines[0]!.discount]).toEqual([240_000, 24_000, 216_000, 24_000]);
    // The cart's hash moved with it: the cookie scripts compare is the new one.
    expect(s.cookies.get("woocommerce_cart_hash")).toBe(cart.hash);

    expect((await s.wcAjax("apply_coupon", { coupon_code: "ajax10", security: nonces.apply })).body).toBe(error("Mã ưu đãi đã được áp dụng!"));

    expect((await s.wcAjax("remove_coupon", { coupon: "ajax10", security: nonces.apply })).status).toBe(403);
    expect((await s.wcAjax("remove_coupon", { coupon: "", security: nonces.remove })).body).toBe(error("Rất tiếc, đã có lỗi khi xóa mã ưu đãi này."));
    expect((await s.wcAjax("remove_coupon", { coupon: "AJAX10", security: nonces.remove })).body).toBe(success("Mã ưu đãi đã được xóa."));
    const after = await readCart(database.db, owner);
    expect([after.coupons, after.discountTotal, after.total]).toEqual([[], 0, 240_000]);
  });

  it("say why a coupon does not apply: expired, used up, minimum and maximum spend, products it is not for", async () => {
    const a = await product(100_000);
    const other = await product(10_000);
    await coupon({ code: "het-han", amount: 5_000, dateExpires: new Date(Date.now() - 60_000) });
    await coupon({ code: "het-luot", amount: 5_000, usageLimit: 2, usageCount: 2 });
    await coupon({ code: "toi-thieu", amount: 5_000, minimumAmount: 500_000 });
    await coupon({ code: "toi-da", amount: 5_000, maximumAmount: 50_000 });
    await coupon({ code: "chi-hang-khac", discountType: "percent", amount: 1_000, productIds: [other] });
    await coupon({ code: "tru-hang", amount: 5_000, excludedProductIds: [a] });
    await coupon({ code: "nhap", amount: 5_000, status: "draft" });
    const { s, owner } = await shopperWith([[a, 1]]);
    const { apply } = await noncesOf(s);
    const said = async (code: string) => (await s.wcAjax("apply_coupon", { coupon_code: code, security: apply })).body;
    expect(await said("het-han")).toBe(error("Mã ưu đãi này đã hết hạn."));
    expect(await said("het-luot")).toBe(error('Mã ưu đãi "het-luot" đã hết lượt sử dụng.'));
    expect(await said("toi-thieu")).toBe(error(`Chi tiêu tối thiểu cho mã ưu đãi này là ${formatDong(500_000)}.`));
    expect(await said("toi-da")).toBe(error(`Chi tiêu tối đa cho mã ưu đãi này là ${formatDong(50_000)}.`));
    expect(await said("chi-hang-khac")).toBe(error("Rất tiếc, mã ưu đãi này không áp dụng cho các sản phẩm trong giỏ hàng của bạn."));
    expect(await said("tru-hang")).toBe(error(`Rất tiếc, mã ưu đãi này không áp dụng cho các sản phẩm: Hàng mã ${made - 1}.`));
    expect(await said("nhap")).toBe(error('Mã ưu đãi "nhap" không tồn tại!'));
    expect((await readCart(database.db, owner)).coupons).toEqual([]);
  });

  it("keeps a coupon for individual use alone: it takes the others off, and no other joins it", async () => {
    const a = await product(200_000);
    await coupon({ code: "chung-1", amount: 10_000 });
    await coupon({ code: "rieng", amount: 20_000, individualUse: true });
    const { s, owner } = await shopperWith([[a, 1]]);
    const { apply } = await noncesOf(s);
    await s.wcAjax("apply_coupon", { coupon_code: "chung-1", security: apply });
    expect((await s.wcAjax("apply_coupon", { coupon_code: "rieng", security: apply })).body).toBe(success("Áp dụng mã ưu đãi thành công."));
    expect((await readCart(database.db, owner)).coupons.map((c) => c.code)).toEqual(["rieng"]);
    expect((await s.wcAjax("apply_coupon", { coupon_code: "chung-1", security: apply })).body).toBe(
      error('Rất tiếc, mã ưu đãi "rieng" đã được áp dụng và không thể dùng chung với các mã ưu đãi khác.'),
    );
  });
});

describe("the cart page without scripts", () => {
  it("applies the form's coupon_code with apply_coupon, removes by the woocommerce-remove-coupon link, and says so", async () => {
    const a = await product(150_000);
    await coupon({ code: "form50", amount: 50_000 });
    const { s, owner } = await shopperWith([[a, 2]]);
    const posted = await cartPage(s, formPost("/gio-hang/", { coupon_code: "Form50", apply_coupon: "Áp dụng" }, s.headers()));
    expect([posted.status, posted.headers.get("location")]).toEqual([303, "/gio-hang/"]);
    expect((await s.page("/gio-hang/")).frame!.notices).toEqual([{ kind: "success", text: "Áp dụng mã ưu đãi thành công." }]);
    const cart = await readCart(database.db, owner);
    expect([cart.discountTotal, cart.total]).toEqual([50_000, 250_000]);
    // Fixed cart: spread per unit over the two units of the one line.
    expect(cart.lines.map((l) => l.discount)).toEqual([50_000]);

    const removed = await cartPage(s, new Request(`${SITE}/gio-hang/?remove_coupon=form50`, { headers: s.headers() }));
    expect([removed.status, removed.headers.get("location")]).toEqual([303, "/gio-hang/"]);
    expect((await s.page("/gio-hang/")).frame!.notices).toEqual([{ kind: "success", text: "Mã ưu đãi đã được xóa." }]);
    expect((await readCart(database.db, owner)).coupons).toEqual([]);
  });

  it("takes off a coupon the changed cart no longer meets, saying why", async () => {
    const a = await product(200_000);
    const b = await product(100_000);
    const min = await coupon({ code: "tu-250k", amount: 20_000, minimumAmount: 250_000 });
    const { s, owner } = await shopperWith([[a, 1], [b, 1]]);
    await cartPage(s, formPost("/gio-hang/", { coupon_code: "tu-250k", apply_coupon: "Áp dụng" }, s.headers()));
    await s.page("/gio-hang/");
    const line = (await readCart(database.db, owner)).lines.find((l) => l.productId === b)!;
    const answer = await s.wcAjax("remove_from_cart", { cart_item_key: line.key });
    expect(answer.json()).toHaveProperty("fragments");
    expect((await s.page("/gio-hang/")).frame!.notices).toEqual([
      { kind: "error", text: `Rất tiếc, có vẻ mã ưu đãi "tu-250k" không còn hợp lệ - mã đã được xóa khỏi giỏ hàng của bạn. Chi tiêu tối thiểu cho mã ưu đãi này là ${formatDong(250_000)}.` },
    ]);
    expect(await database.db.select().from(cartCoupons).where(eq(cartCoupons.couponId, min.id))).toEqual([]);
  });
});

describe("an order with a coupon", () => {
  it("stores the discount on the order and each line, the coupon line with who used it, counts the use and clears the cart's coupons", async () => {
    const a = await product(300_000);
    const b = await product(100_000);
    const c = await coupon({ code: "don-10", discountType: "percent", amount: 1_000, usageLimit: 5 });
    const who = await shopperWith([[a, 1], [b, 3]]);
    const { apply } = await noncesOf(who.s);
    await who.s.wcAjax("apply_coupon", { coupon_code: "don-10", security: apply });
    const result = await place(who);
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    const [order] = await database.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect([order!.subtotal, order!.discountTotal, order!.shippingTotal, order!.total]).toEqual([600_000, 60_000, 30_000, 570_000]);
    const items = await database.db.select({ total: orderItems.lineTotal, discount: orderItems.discount }).from(orderItems).where(eq(orderItems.orderId, result.orderId)).orderBy(orderItems.position);
    expect(items).toEqual([{ total: 300_000, discount: 30_000 }, { total: 300_000, discount: 30_000 }]);
    const lines = await database.db.select().from(orderCoupons).where(eq(orderCoupons.orderId, result.orderId));
    expect(lines).toEqual([expect.objectContaining({ couponId: c.id, code: "don-10", discount: 60_000, freeShipping: false, usedByUserId: null, usedByEmail: "minh@example.vn", releasedAt: null })]);
    expect(await usageOf(c.id)).toBe(1);
    expect((await readCart(database.db, who.owner)).coupons).toEqual([]);
  });

  it("gives free shipping below the shop's threshold with a free-shipping coupon", async () => {
    const a = await product(320_000);
    await coupon({ code: "ship-0", freeShipping: true, minimumAmount: 300_000 });
    const who = await shopperWith([[a, 1]]);
    await who.s.wcAjax("apply_coupon", { coupon_code: "ship-0", security: (await noncesOf(who.s)).apply });
    const result = await place(who, { shippingMethod: "free_shipping" });
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    const [order] = await database.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect([order!.shippingMethod, order!.shippingTotal, order!.total]).toEqual(["free_shipping", 0, 320_000]);
  });

  it("lets only one of two buyers placing at once take a coupon's last use, and the other is told", async () => {
    const a = await product(100_000);
    const last = await coupon({ code: "luot-cuoi", amount: 10_000, usageLimit: 1 });
    const one = await shopperWith([[a, 1]]);
    const two = await shopperWith([[a, 1]]);
    for (const who of [one, two]) await who.s.wcAjax("apply_coupon", { coupon_code: "luot-cuoi", security: (await noncesOf(who.s)).apply });
    const results = await Promise.all([place(one, { billing: { ...checkoutInput("").billing, email: "mot@example.vn" } }), place(two, { billing: { ...checkoutInput("").billing, email: "hai@example.vn" } })]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, error: { code: "coupon", coupon: "luot-cuoi", error: { code: "usage_limit", coupon: "luot-cuoi" } } }]);
    expect(await usageOf(last.id)).toBe(1);
    expect(await database.db.select().from(orderCoupons).where(eq(orderCoupons.couponId, last.id))).toHaveLength(1);
    // The loser's cart no longer has the coupon: ordering again goes through at the full price.
    const loser = results[0]!.ok ? two : one;
    expect((await readCart(database.db, loser.owner)).coupons).toEqual([]);
    expect(await place(loser)).toMatchObject({ ok: true });
  });

  it("counts a guest's own uses by the billing e-mail", async () => {
    const a = await product(100_000);
    await coupon({ code: "moi-khach-1", amount: 10_000, usageLimitPerUser: 1 });
    const first = await shopperWith([[a, 1]]);
    await first.s.wcAjax("apply_coupon", { coupon_code: "moi-khach-1", security: (await noncesOf(first.s)).apply });
    expect(await place(first, { billing: { ...checkoutInput("").billing, email: "Lan@Example.vn" } })).toMatchObject({ ok: true });
    const again = await shopperWith([[a, 1]]);
    await again.s.wcAjax("apply_coupon", { coupon_code: "moi-khach-1", security: (await noncesOf(again.s)).apply });
    expect(await place(again, { billing: { ...checkoutInput("").billing, email: "lan@example.vn" } })).toEqual({
      ok: false,
      error: { code: "coupon", coupon: "moi-khach-1", error: { code: "per_user_limit", coupon: "moi-khach-1" } },
    });
  });

  it("gives the use back once when the order is cancelled, and takes it again when reopened", async () => {
    const a = await product(100_000);
    const c = await coupon({ code: "huy-tra-lai", amount: 10_000, usageLimit: 1 });
    const who = await shopperWith([[a, 1]]);
    await who.s.wcAjax("apply_coupon", { coupon_code: "huy-tra-lai", security: (await noncesOf(who.s)).apply });
    const placed = await place(who);
    if (!placed.ok) throw new Error("not placed");
    expect(await usageOf(c.id)).toBe(1);
    expect((await changeOrder(database.db, placed.orderId, { status: "cancelled" }, { staffId: null, expectedVersion: null })).ok).toBe(true);
    expect(await usageOf(c.id)).toBe(0);
    expect((await database.db.select({ at: orderCoupons.releasedAt }).from(orderCoupons).where(eq(orderCoupons.orderId, placed.orderId)))[0]!.at).toBeInstanceOf(Date);
    // Failed after cancelled: both hold no stock, nothing is given back twice.
    await changeOrder(database.db, placed.orderId, { status: "failed" }, { staffId: null, expectedVersion: null });
    expect(await usageOf(c.id)).toBe(0);
    await changeOrder(database.db, placed.orderId, { status: "processing" }, { staffId: null, expectedVersion: null });
    expect(await usageOf(c.id)).toBe(1);
  });
});
