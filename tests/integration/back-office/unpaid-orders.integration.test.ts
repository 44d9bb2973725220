import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCart } from "../../../app/features/cart/.server";
import type { CheckoutInput } from "../../../app/features/checkout/checkout-form";
import { placeOrder } from "../../../app/features/checkout/.server/place-order";
import { changeOrder } from "../../../app/features/orders/.server/staff-order-changes";
import { cancelUnpaidOrders } from "../../../app/features/orders/.server/unpaid-orders";
import { CHECKOUT_SETTING_DEFAULTS } from "../../../app/features/site/options";
import { type Database, queryRows } from "../../../app/platform/.server/db";
import { memoryMailer } from "../../../app/platform/.server/mailer";
import { orders, products } from "../../../db/schema";
import { testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { Shopper } from "../wordpress/shopper";

/*
 * Held stock (WooCommerce's hold stock minutes): an unpaid bank transfer holds its stock for the
 * shop's hold time, then is cancelled, gives the stock back and its buyer is told; a paid order,
 * or one staff moved on, is left alone.
 */

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const MINUTE = 60_000;
const mailer = memoryMailer();
const at = (now: Date) => testServices(database.db, () => now, mailer);

async function product(slug: string, stock: number): Promise<number> {
  const [p] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into products (slug, name, type, status, regular_price, manage_stock, stock_quantity, stock_status)
        values (${slug}, ${`Hàng giữ ${slug}`}, 'simple', 'publish', 150000, true, ${stock}, 'instock') returning id`,
  );
  return p!.id;
}
const stockOf = async (id: number) => (await database.db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]!.s;
const orderRow = async (id: number) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

let tokens = 0;
/** An order of `quantity` of `productId`, placed as the checkout places it with the shop's hold time. */
async function placed(productId: number, quantity: number, paymentMethod: CheckoutInput["paymentMethod"]): Promise<number> {
  const shopper = new Shopper(testServices(database.db));
  await shopper.wcAjax("add_to_cart", { product_id: String(productId), quantity: String(quantity) });
  const sessionId = createHash("sha256").update(shopper.cookies.get("cuahang_session")!).digest("hex");
  const cart = await readCart(database.db, { sessionId });
  const result = await placeOrder(database.db, {
    owner: { sessionId },
    sessionId,
    userId: null,
    input: {
      billing: { fullName: "Trịnh Minh Thư", phone: "0987000111", email: "minhthu@example.vn", province: "Hà Nội", ward: "Phường Ba Đình", street: "3 Hàng Bài" },
      shipping: null,
      note: "",
      shippingMethod: "flat_rate",
      paymentMethod,
      token: `hold-token-${++tokens}-abcdefgh`,
      cartHash: cart.hash,
    },
    settings: CHECKOUT_SETTING_DEFAULTS,
    holdStockMinutes: 60,
    attribution: null,
    customerIp: "203.0.113.9",
    userAgent: "Mozilla/5.0 (thử nghiệm)",
  });
  if (!result.ok) throw new Error(`the order was refused: ${JSON.stringify(result)}`);
  return result.orderId;
}

describe("an unpaid bank transfer's hold", () => {
  it("holds the stock for the hold time, then cancels the order, gives the stock back once and tells the buyer", async () => {
    const id = await product("giu-hang-a", 10);
    const orderId = await placed(id, 3, "bacs");
    const order = await orderRow(orderId);
    expect(order.status).toBe("on-hold");
    expect(order.holdUntil!.getTime() - order.createdAt.getTime()).toBe(60 * MINUTE);
    expect(await stockOf(id)).toBe(7);

    expect(await cancelUnpaidOrders(at(new Date(order.createdAt.getTime() + 59 * MINUTE)))).toBe(0);
    expect((await orderRow(orderId)).status).toBe("on-hold");

    const later = new Date(order.createdAt.getTime() + 61 * MINUTE);
    expect(await cancelUnpaidOrders(at(later))).toBe(1);
    expect(await cancelUnpaidOrders(at(later))).toBe(0);
    expect(await orderRow(orderId)).toMatchObject({ status: "cancelled", holdUntil: null, stockRestoredAt: expect.any(Date) });
    expect(await stockOf(id)).toBe(10);

    const notes = await queryRows<{ body: string; authorId: number | null }>(
      database.db,
      sql`select body, author_id as "authorId" from order_notes where order_id = ${orderId} order by id`,
    );
    expect(notes).toEqual([
      { body: "Đơn hàng chưa thanh toán đã bị hủy do hết thời gian giữ hàng.", authorId: null },
      { body: "Trạng thái đơn hàng đã thay đổi từ Tạm giữ sang Đã hủy.", authorId: null },
      { body: "Đã trả lại hàng vào kho.", authorId: null },
    ]);
    const [logged] = await queryRows<{ action: string; userId: number | null }>(database.db, sql`select action, user_id as "userId" from staff_actions where object_id = ${orderId}`);
    expect(logged).toEqual({ action: "order.change_by_shop", userId: null });
    const told = mailer.sent.filter((m) => m.subject === `[Cửa Hàng Xinh] Đơn hàng #${orderId} đã bị hủy`);
    expect(told).toHaveLength(1);
    expect(told[0]!.to).toEqual({ name: "Trịnh Minh Thư", address: "minhthu@example.vn" });
  });

  it("ends with the payment: a paid order is never cancelled for it", async () => {
    const id = await product("giu-hang-b", 5);
    const orderId = await placed(id, 2, "bacs");
    const [manager] = await queryRows<{ id: number }>(database.db, sql`select id from users where login = 'quanly'`);
    const paid = await changeOrder(database.db, orderId, { markPaid: true }, { staffId: manager!.id, expectedVersion: null });
    expect(paid.ok && paid.order.status).toBe("processing");
    expect((await orderRow(orderId)).holdUntil).toBeNull();
    expect(await cancelUnpaidOrders(at(new Date(Date.now() + 120 * MINUTE)))).toBe(0);
    expect(await stockOf(id)).toBe(3);
  });

  it("holds nothing for cash on delivery, and leaves an order staff moved on meanwhile", async () => {
    const id = await product("giu-hang-c", 5);
    const cod = await placed(id, 1, "cod");
    expect(await orderRow(cod)).toMatchObject({ status: "processing", holdUntil: null });

    // Found due, then moved on by staff before its lock was taken: the change is left alone.
    const bacs = await placed(id, 1, "bacs");
    await database.db.update(orders).set({ status: "completed" }).where(eq(orders.id, bacs));
    expect(await cancelUnpaidOrders(at(new Date(Date.now() + 120 * MINUTE)))).toBe(0);
    expect((await orderRow(bacs)).status).toBe("completed");
    expect(await stockOf(id)).toBe(3);
  });
});
