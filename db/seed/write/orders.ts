import { sql } from "drizzle-orm";
import { orderAddresses, orderAttribution, orderItems, orderNotes, orders } from "../../schema";
import type { Tx } from "../../../app/platform/.server/db";
import { queryRows } from "../../../app/platform/.server/db";
import { CHECKOUT_SETTING_DEFAULTS } from "../../../app/features/site/options";
import { BASE_DATE, daysBefore } from "../dates";
import { Random } from "../random";

/**
 * A month of orders for the back office to show: every status, bank transfers and cash on
 * delivery, guests and customers, and where each buyer came from (order attribution). Only the
 * simple products are sold, at their current prices; the stock is left as planned (these
 * orders are history, not sales the seed should count again).
 */

const GUESTS = [
  { fullName: "Đặng Thu Hà", phone: "0912345678", email: "thuha.dang@example.vn", province: "Hà Nội", ward: "Phường Ba Đình", street: "12 Phan Đình Phùng" },
  { fullName: "Bùi Quốc Bảo", phone: "0987654321", email: "quocbao@example.vn", province: "Hồ Chí Minh", ward: "Phường Sài Gòn", street: "45 Lê Lợi" },
  { fullName: "Hoàng Mai Anh", phone: "0903111222", email: "maianh.hoang@example.vn", province: "Đà Nẵng", ward: "Phường Hải Châu", street: "8 Bạch Đằng" },
  { fullName: "Ngô Thanh Tùng", phone: "0935777888", email: null, province: "Cần Thơ", ward: "Phường Ninh Kiều", street: "21 Hai Bà Trưng" },
  { fullName: "Lý Ngọc Hân", phone: "0977000111", email: "ngochan@example.vn", province: "Hải Phòng", ward: "Phường Hồng Bàng", street: "5 Điện Biên Phủ" },
] as const;

/** Buyers with accounts (none of the demo sign-ins: their order lists stay as a new visitor finds them). */
const CUSTOMER_LOGINS = ["minhquan", "hoailinh", "ducanh", "kimngan"] as const;

const STATUSES = [
  ...Array<"completed">(9).fill("completed"),
  ...Array<"processing">(6).fill("processing"),
  ...Array<"pending">(4).fill("pending"),
  ...Array<"on-hold">(3).fill("on-hold"),
  "cancelled",
  "cancelled",
  "refunded",
  "failed",
] as const;

const ORIGINS = [
  { sourceType: "utm", utmSource: "google", utmMedium: "cpc", utmCampaign: "tet-2027", referrer: "https://www.google.com/" },
  { sourceType: "utm", utmSource: "facebook", utmMedium: "social", utmCampaign: "bo-suu-tap-moi", referrer: "https://m.facebook.com/" },
  { sourceType: "organic", utmSource: "google", utmMedium: "organic", utmCampaign: null, referrer: "https://www.google.com/" },
  { sourceType: "referral", utmSource: "zalo.me", utmMedium: "referral", utmCampaign: null, referrer: "https://zalo.me/" },
  { sourceType: "typein", utmSource: "(direct)", utmMedium: "(none)", utmCampaign: null, referrer: null },
] as const;

/** The demo's orders; answers how many. */
export async function insertDemoOrders(tx: Tx, users: ReadonlyMap<string, number>): Promise<number> {
  const products = await queryRows<{ id: number; name: string; sku: string | null; price: number }>(
    tx,
    sql`select id, name, sku, coalesce(sale_price, regular_price)::int as price from products
         where type = 'simple' and status = 'publish' order by id limit 40`,
  );
  if (products.length === 0) return 0;
  const rng = Random.for("orders");
  const settings = CHECKOUT_SETTING_DEFAULTS;
  let placed = 0;
  for (const [n, status] of STATUSES.entries()) {
    const createdAt = daysBefore(BASE_DATE, 30 - n, rng.int(0, 600));
    const login = n % 3 === 0 ? CUSTOMER_LOGINS[(n / 3) % CUSTOMER_LOGINS.length]! : null;
    const userId = login ? (users.get(login) ?? null) : null;
    const buyer = GUESTS[n % GUESTS.length]!;
    const lines = Array.from({ length: rng.int(1, 3) }, () => rng.pick(products));
    const unique = [...new Map(lines.map((p) => [p.id, p])).values()];
    const items = unique.map((p, position) => ({ product: p, quantity: rng.int(1, 3), position }));
    const subtotal = items.reduce((sum, i) => sum + i.product.price * i.quantity, 0);
    const free = subtotal >= settings.free_shipping.min_amount;
    const shipping = free ? 0 : settings.flat_rate.cost;
    const bacs = status === "on-hold" || (status === "pending" ? true : rng.chance(0.4));
    const paid = status === "processing" || status === "completed" || status === "refunded";
    const [order] = await tx
      .insert(orders)
      .values({
        orderKey: `wc_order_${randomKey(rng)}`,
        status,
        userId,
        idempotencyKey: `demo-${n + 1}`,
        subtotal,
        shippingTotal: shipping,
        total: subtotal + shipping,
        shippingMethod: free ? "free_shipping" : "flat_rate",
        shippingMethodTitle: free ? settings.free_shipping.title : settings.flat_rate.title,
        paymentMethod: bacs ? "bacs" : "cod",
        paymentMethodTitle: bacs ? settings.bacs.title : settings.cod.title,
        customerNote: n % 5 === 1 ? "Giao giờ hành chính giúp mình nhé." : "",
        customerIp: `203.113.${rng.int(1, 250)}.${rng.int(1, 250)}`,
        customerUserAgent: "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36",
        createdAt,
        updatedAt: createdAt,
        paidAt: paid ? createdAt : null,
        stockRestoredAt: status === "cancelled" || status === "failed" ? createdAt : null,
      })
      .returning({ id: orders.id });
    const id = order!.id;
    await tx.insert(orderItems).values(
      items.map((i) => ({ orderId: id, productId: i.product.id, name: i.product.name, sku: i.product.sku, quantity: i.quantity, unitPrice: i.product.price, lineTotal: i.product.price * i.quantity, position: i.position })),
    );
    await tx.insert(orderAddresses).values({ orderId: id, type: "billing", ...buyer });
    const origin = ORIGINS[n % ORIGINS.length]!;
    await tx.insert(orderAttribution).values({
      orderId: id,
      sourceType: origin.sourceType,
      referrer: origin.referrer,
      utmSource: origin.utmSource,
      utmMedium: origin.utmMedium,
      utmCampaign: origin.utmCampaign,
      sessionEntry: "https://cuahang.vn/",
      sessionPages: rng.int(2, 14),
      sessionCount: rng.int(1, 4),
      userAgent: "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36",
    });
    if (status === "cancelled") {
      await tx.insert(orderNotes).values({ orderId: id, body: "Khách gọi điện xin hủy đơn.", createdAt });
    }
    placed++;
  }
  return placed;
}

/** WooCommerce's 13-character order key, from the seed's own random stream (the same demo every time). */
function randomKey(rng: Random): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from({ length: 13 }, () => alphabet[rng.int(0, alphabet.length - 1)]).join("");
}
