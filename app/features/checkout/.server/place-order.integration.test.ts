import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderAddresses, orderAttribution, orderItems, orders, products } from "../../../../db/schema";
import { type Database, queryRows } from "../../../platform/.server/db";
import { testServices } from "../../../../tests/support/context";
import { cloneSeededDatabase } from "../../../../tests/support/db";
import { Shopper } from "../../../../tests/integration/wordpress/shopper";
import { readCart } from "~/features/cart/.server";
import { orderForKey } from "~/features/orders/.server";
import { CHECKOUT_SETTING_DEFAULTS } from "~/features/site/.server";
import type { CheckoutInput } from "../checkout-form";
import { type AttributionRow, placeOrder } from "./place-order";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const orderCount = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;

async function product(slug: string, stock: number, price = 120_000) {
  const [p] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into products (slug, name, type, status, regular_price, manage_stock, stock_quantity, stock_status)
        values (${slug}, ${`Hàng thử ${slug}`}, 'simple', 'publish', ${price}, true, ${stock}, 'instock') returning id`,
  );
  return p!.id;
}
const stockOf = async (id: number) => (await database.db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]!.s;

/** A shopper with these products in the cart (quantity each), and their session id. */
async function shopperWith(lines: Array<[number, number]>) {
  const s = new Shopper(testServices(database.db));
  for (const [id, quantity] of lines) {
    const answer = await s.wcAjax("add_to_cart", { product_id: String(id), quantity: String(quantity) });
    expect(answer.json()).toHaveProperty("fragments");
  }
  // A shopper who added nothing has no session yet: any id owns no cart.
  const sessionId = createHash("sha256").update(s.cookies.get("cuahang_session") ?? `nobody-${Math.random()}`).digest("hex");
  return { sessionId, owner: { sessionId } };
}

let tokens = 0;
async function checkout(who: { sessionId: string; owner: { sessionId: string } }, o: Partial<CheckoutInput> = {}, attribution: AttributionRow | null = null) {
  const cart = await readCart(database.db, who.owner);
  const input: CheckoutInput = {
    billing: { fullName: "Nguyễn Thị Lan", phone: "0901234567", email: "lan@example.vn", province: "Hà Nội", ward: "Phường Ba Đình", street: "12 Phố Hàng Bông" },
    shipping: null,
    note: "Gọi trước khi giao",
    shippingMethod: "flat_rate",
    paymentMethod: "cod",
    token: `token-${Date.now()}-${++tokens}-abcdef`,
    cartHash: cart.hash,
    ...o,
  };
  const result = await placeOrder(database.db, {
    owner: who.owner,
    sessionId: who.sessionId,
    userId: null,
    input,
    settings: CHECKOUT_SETTING_DEFAULTS,
    attribution,
    customerIp: "203.0.113.7",
    userAgent: "Mozilla/5.0 (thử nghiệm)",
  });
  return { result, input };
}

describe("placeOrder", () => {
  it("stores the order with its lines, totals, addresses, attribution and stock change, and empties the cart", async () => {
    const a = await product("don-a", 10, 120_000);
    const b = await product("don-b", 4, 95_000);
    const who = await shopperWith([[a, 2], [b, 1]]);
    const attribution: AttributionRow = { sourceType: "utm", utmSource: "facebook", utmMedium: "cpc", utmCampaign: "tet", sessionPages: 3, sessionCount: 1, referrer: "(none)" };
    const { result } = await checkout(who, {}, attribution);
    expect(result).toMatchObject({ ok: true, repeated: false });
    if (!result.ok) return;
    expect(result.orderKey).toMatch(/^wc_order_[A-Za-z0-9]{13}$/);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(order).toMatchObject({ subtotal: 335_000, shippingTotal: 30_000, total: 365_000, shippingMethod: "flat_rate", paymentMethod: "cod", status: "processing", customerNote: "Gọi trước khi giao" });
    const items = await database.db.select().from(orderItems).where(eq(orderItems.orderId, result.orderId));
    expect(items.map((i) => [i.productId, i.quantity, i.unitPrice, i.lineTotal]).sort()).toEqual([[a, 2, 120_000, 240_000], [b, 1, 95_000, 95_000]].sort());
    const addresses = await database.db.select().from(orderAddresses).where(eq(orderAddresses.orderId, result.orderId));
    expect(addresses).toEqual([expect.objectContaining({ type: "billing", fullName: "Nguyễn Thị Lan", phone: "0901234567", province: "Hà Nội" })]);
    const [stored] = await database.db.select().from(orderAttribution).where(eq(orderAttribution.orderId, result.orderId));
    expect(stored).toMatchObject(attribution);
    expect(await stockOf(a)).toBe(8);
    expect(await stockOf(b)).toBe(3);
    const sales = await database.db.select({ id: products.id, n: products.totalSales }).from(products).where(sql`${products.id} in (${a}, ${b})`);
    expect(Object.fromEntries(sales.map((r) => [r.id, r.n]))).toEqual({ [a]: 2, [b]: 1 });
    expect((await readCart(database.db, who.owner)).lines).toEqual([]);

    // The order-received view opens with the order's key only.
    const view = await orderForKey(database.db, result.orderId, result.orderKey);
    expect(view).toMatchObject({ id: result.orderId, total: 365_000, paymentMethod: "cod", shipping: null, billing: { fullName: "Nguyễn Thị Lan", email: "lan@example.vn" } });
    expect(view!.lines.map((l) => [l.quantity, l.lineTotal]).sort()).toEqual([[1, 95_000], [2, 240_000]]);
    expect(await orderForKey(database.db, result.orderId, "wc_order_AAAAAAAAAAAAA")).toBeNull();
  });

  it("ships free from the threshold, and refuses a method the cart cannot have", async () => {
    const a = await product("mien-phi", 10, 260_000);
    const who = await shopperWith([[a, 2]]);
    const refused = await checkout(who, { shippingMethod: "teleport" });
    expect(refused.result).toEqual({ ok: false, error: { code: "bad_shipping" } });
    const { result } = await checkout(who, { shippingMethod: "free_shipping", paymentMethod: "bacs" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [order] = await database.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(order).toMatchObject({ subtotal: 520_000, shippingTotal: 0, total: 520_000, status: "on-hold", paymentMethodTitle: "Chuyển khoản ngân hàng" });
  });

  it("refuses and stores nothing: empty cart, changed price, too little stock, unknown payment, bad token", async () => {
    const a = await product("tu-choi-dat", 5);
    const before = await orderCount();
    const nobody = await shopperWith([]);
    expect((await checkout(nobody)).result).toEqual({ ok: false, error: { code: "empty_cart" } });

    const who = await shopperWith([[a, 3]]);
    const shown = (await readCart(database.db, who.owner)).hash;
    await database.db.update(products).set({ regularPrice: 130_000 }).where(eq(products.id, a));
    expect((await checkout(who, { cartHash: shown })).result).toEqual({ ok: false, error: { code: "cart_changed" } });

    await database.db.update(products).set({ stockQuantity: 2 }).where(eq(products.id, a));
    expect((await checkout(who)).result).toEqual({ ok: false, error: { code: "out_of_stock", name: "Hàng thử tu-choi-dat", available: 2 } });
    expect((await checkout(who, { paymentMethod: "bitcoin" })).result).toEqual({ ok: false, error: { code: "bad_payment" } });
    expect((await checkout(who, { token: "ngắn" })).result).toEqual({ ok: false, error: { code: "bad_token" } });

    expect(await orderCount()).toBe(before);
    expect(await stockOf(a)).toBe(2);
    expect((await readCart(database.db, who.owner)).lines.map((l) => l.quantity)).toEqual([3]);
  });

  it("takes a variation's own stock and its product's sale count, and undoes every line when a later one is short", async () => {
    const [v] = await queryRows<{ id: number; productId: number; values: Record<string, string> }>(
      database.db,
      sql`select v.id, v.product_id as "productId", jsonb_object_agg('attribute_pa_' || a.slug, t.slug) as values
            from product_variations v join products p on p.id = v.product_id
            join variation_attributes va on va.variation_id = v.id
            join attributes a on a.id = va.attribute_id join attribute_terms t on t.id = va.term_id
           where v.status = 'publish' and p.status = 'publish'
           group by v.id order by v.id limit 1`,
    );
    await database.db.execute(sql`update product_variations set manage_stock = true, stock_quantity = 4, stock_status = 'instock' where id = ${v!.id}`);
    // Added first but created after the variation's product: it comes after it in product order.
    const simple = await product("bien-the-kem", 6);
    const s = new Shopper(testServices(database.db));
    expect((await s.wcAjax("add_to_cart", { product_id: String(simple), quantity: "2" })).json()).toHaveProperty("fragments");
    const added = await s.wcAjax("add_to_cart", { product_id: String(v!.productId), variation_id: String(v!.id), quantity: "3", ...v!.values });
    expect(added.json()).toHaveProperty("fragments");
    const sessionId = createHash("sha256").update(s.cookies.get("cuahang_session")!).digest("hex");
    const who = { sessionId, owner: { sessionId } };
    const variationStock = async () =>
      (await queryRows<{ stock: number }>(database.db, sql`select stock_quantity as stock from product_variations where id = ${v!.id}`))[0]!.stock;
    const salesOf = async (id: number) =>
      (await queryRows<{ n: number }>(database.db, sql`select total_sales::int as n from products where id = ${id}`))[0]!.n;
    const salesBefore = await salesOf(v!.productId);

    // The simple line is short: the variation's line, taken first, is undone with it.
    await database.db.execute(sql`update products set stock_quantity = 1 where id = ${simple}`);
    const refused = (await checkout(who)).result;
    expect(refused).toEqual({ ok: false, error: { code: "out_of_stock", name: "Hàng thử bien-the-kem", available: 1 } });
    expect(await variationStock()).toBe(4);
    expect(await salesOf(v!.productId)).toBe(salesBefore);

    await database.db.execute(sql`update products set stock_quantity = 6 where id = ${simple}`);
    expect((await checkout(who)).result).toMatchObject({ ok: true });
    expect(await variationStock()).toBe(1);
    expect(await salesOf(v!.productId)).toBe(salesBefore + 3);
    expect(await stockOf(simple)).toBe(4);
  });

  it("makes one order of a submission posted twice, one after the other or at once", async () => {
    const a = await product("hai-lan", 10);
    const who = await shopperWith([[a, 1]]);
    const first = await checkout(who, { token: "cung-mot-lan-gui-1" });
    const again = await checkout(who, { token: "cung-mot-lan-gui-1" });
    expect(first.result.ok && again.result.ok && again.result.orderId === first.result.orderId && again.result.repeated).toBe(true);

    const other = await shopperWith([[a, 1]]);
    const both = await Promise.all([checkout(other, { token: "cung-mot-lan-gui-2" }), checkout(other, { token: "cung-mot-lan-gui-2" })]);
    const ids = both.map((b) => (b.result.ok ? b.result.orderId : null));
    expect(ids[0]).not.toBeNull();
    expect(ids[0]).toBe(ids[1]);
    expect(await stockOf(a)).toBe(8);
  });

  it("20 buyers at once for the last 5 units: exactly 5 orders, stock 0", async () => {
    const a = await product("cuoi-cung", 5);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => shopperWith([[a, 1]])));
    const before = await orderCount();
    const results = await Promise.all(buyers.map((b) => checkout(b)));
    expect(results.filter((r) => r.result.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.result.ok).map((r) => !r.result.ok && r.result.error.code)).toEqual(Array(15).fill("out_of_stock"));
    expect(await orderCount()).toBe(before + 5);
    expect(await stockOf(a)).toBe(0);
    const [row] = await database.db.select({ status: products.stockStatus }).from(products).where(eq(products.id, a));
    expect(row!.status).toBe("outofstock");
  });
});
