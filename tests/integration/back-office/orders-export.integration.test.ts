import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as wpJsonRoute from "../../../app/compat/wordpress/wp-json.route";
import { ordersCsv } from "../../../app/features/orders/.server/orders-csv";
import type { Database } from "../../../app/platform/.server/db";
import { orderAddresses, orderItems, orders } from "../../../db/schema";
import { ordersQueryOf } from "../../../scripts/export/orders";
import { testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { SITE, callRoute } from "../wordpress/harness";
import { restCallers } from "./rest-callers";

/**
 * The accountant's CSV of orders: exact lines for three orders placed in January 2020, before
 * anything the seed holds, read through the service (as the command line does) and the REST route
 * the back office downloads.
 */
let database: Database;
const services = () => testServices(database.db);
const { callerFor } = restCallers(() => database.db, services);
const ids: Record<"a" | "b" | "c", number> = { a: 0, b: 0, c: 0 };

async function placeOrder(key: string, o: { createdAt: string; status: "completed" | "processing" | "cancelled"; paidAt?: string; subtotal: number; shipping: number; discount: number; note?: string }, billing: { fullName: string; phone: string; email: string; province: string; ward: string; street: string }, lines: Array<{ name: string; sku: string | null; attributes?: Record<string, string>; quantity: number; unitPrice: number; discount: number }>) {
  const [row] = await database.db
    .insert(orders)
    .values({
      orderKey: `wc_order_export_${key}`,
      idempotencyKey: `export-${key}`,
      status: o.status,
      subtotal: o.subtotal,
      shippingTotal: o.shipping,
      discountTotal: o.discount,
      total: o.subtotal + o.shipping - o.discount,
      shippingMethod: "flat_rate",
      shippingMethodTitle: "Giao hàng tiêu chuẩn",
      paymentMethod: "bacs",
      paymentMethodTitle: "Chuyển khoản ngân hàng",
      customerNote: o.note ?? "",
      createdAt: new Date(o.createdAt),
      paidAt: o.paidAt ? new Date(o.paidAt) : null,
    })
    .returning({ id: orders.id });
  await database.db.insert(orderAddresses).values({ orderId: row!.id, type: "billing", ...billing });
  await database.db.insert(orderItems).values(lines.map((l, i) => ({ orderId: row!.id, name: l.name, sku: l.sku, attributes: l.attributes ?? {}, quantity: l.quantity, unitPrice: l.unitPrice, lineTotal: l.unitPrice * l.quantity, discount: l.discount, position: i })));
  return row!.id;
}

beforeAll(async () => {
  database = await cloneSeededDatabase();
  // 00:30 on 11 January in Việt Nam: the 11th there, the 10th in UTC.
  ids.a = await placeOrder(
    "a",
    { createdAt: "2020-01-10T17:30:00Z", status: "completed", paidAt: "2020-01-11T02:00:00Z", subtotal: 250_000, shipping: 30_000, discount: 25_000, note: '=HYPERLINK("http://x")' },
    { fullName: "Nguyễn Văn An", phone: "0901234567", email: "an@example.vn", province: "Hà Nội", ward: "Phường Hàng Bạc", street: "5 Hàng Bạc, ngõ 2" },
    [
      { name: "Áo lụa", sku: "AL-1", attributes: { "attribute_pa_mau-sac": "do" }, quantity: 2, unitPrice: 100_000, discount: 20_000 },
      { name: 'Khăn "Hà Đông"', sku: null, quantity: 1, unitPrice: 50_000, discount: 5_000 },
    ],
  );
  ids.b = await placeOrder(
    "b",
    { createdAt: "2020-01-12T03:00:00Z", status: "processing", subtotal: 90_000, shipping: 0, discount: 0 },
    { fullName: "Trần Thị Bình", phone: "+84912345678", email: "binh@example.vn", province: "Đà Nẵng", ward: "Phường Hải Châu", street: "1 Bạch Đằng" },
    [{ name: "Quạt giấy", sku: "QG-2", quantity: 1, unitPrice: 90_000, discount: 0 }],
  );
  ids.c = await placeOrder(
    "c",
    { createdAt: "2020-01-15T03:00:00Z", status: "cancelled", subtotal: 10_000, shipping: 0, discount: 0 },
    { fullName: "Lê Cường", phone: "0987654321", email: "cuong@example.vn", province: "Huế", ward: "Phường Phú Hội", street: "2 Lê Lợi" },
    [{ name: "Nón lá", sku: null, quantity: 1, unitPrice: 10_000, discount: 0 }],
  );
});
afterAll(() => database.close());

const read = async (chunks: AsyncIterable<string>) => {
  let text = "";
  for await (const chunk of chunks) text += chunk;
  return text;
};

const ORDER_HEADER =
  "\uFEFFSố đơn,Ngày đặt,Trạng thái,Ngày thanh toán,Khách hàng,Email,Điện thoại,Tỉnh/Thành phố,Phường/Xã,Địa chỉ,Thanh toán,Giao hàng,Tạm tính (đ),Giảm giá (đ),Phí giao hàng (đ),Tổng cộng (đ),Số sản phẩm,Ghi chú\r\n";
const LINE_HEADER = "\uFEFFSố đơn,Ngày đặt,Trạng thái,Khách hàng,Sản phẩm,Mã SKU,Tùy chọn,Số lượng,Đơn giá (đ),Thành tiền (đ),Giảm giá dòng (đ),Sau giảm giá (đ)\r\n";

describe("the orders CSV", () => {
  it("has one line per order, đồng as integers, dates in +07:00, days of the shop both included", async () => {
    const csv = await read(ordersCsv(database.db, ordersQueryOf({ after: "2020-01-11", before: "2020-01-12" })));
    expect(csv).toBe(
      ORDER_HEADER +
        `${ids.a},2020-01-11T00:30:00+07:00,Đã hoàn thành,2020-01-11T09:00:00+07:00,Nguyễn Văn An,an@example.vn,0901234567,Hà Nội,Phường Hàng Bạc,"5 Hàng Bạc, ngõ 2",Chuyển khoản ngân hàng,Giao hàng tiêu chuẩn,250000,25000,30000,255000,3,"'=HYPERLINK(""http://x"")"\r\n` +
        `${ids.b},2020-01-12T10:00:00+07:00,Đang xử lý,,Trần Thị Bình,binh@example.vn,'+84912345678,Đà Nẵng,Phường Hải Châu,1 Bạch Đằng,Chuyển khoản ngân hàng,Giao hàng tiêu chuẩn,90000,0,0,90000,1,\r\n`,
    );
  });

  it("has one line per product line with --lines, filtered by status", async () => {
    const csv = await read(ordersCsv(database.db, ordersQueryOf({ lines: true, status: "completed", after: "2020-01-01", before: "2020-01-31" })));
    expect(csv).toBe(
      LINE_HEADER +
        `${ids.a},2020-01-11T00:30:00+07:00,Đã hoàn thành,Nguyễn Văn An,Áo lụa,AL-1,mau-sac: do,2,100000,200000,20000,180000\r\n` +
        `${ids.a},2020-01-11T00:30:00+07:00,Đã hoàn thành,Nguyễn Văn An,"Khăn ""Hà Đông""",,,1,50000,50000,5000,45000\r\n`,
    );
  });

  it("is refused a bad status or date on the command line", () => {
    expect(() => ordersQueryOf({ status: "paid" })).toThrow(/--status phải là/);
    expect(() => ordersQueryOf({ after: "hôm qua" })).toThrow(/--after phải là một ngày/);
  });

  it("downloads over the REST API for staff, with the screen's filters, and is refused to a guest", async () => {
    const staff = await callerFor("quanly");
    const call = (nonce: string, cookie: string, query: string) =>
      callRoute(wpJsonRoute, "/wp-json/*", services(), new Request(`${SITE}/wp-json/cuahang/v1/orders/export?${query}`, { headers: { cookie, ...(nonce ? { "x-wp-nonce": nonce } : {}) } }), { "*": "cuahang/v1/orders/export" });
    const answer = await call(staff.nonce, staff.cookie, "status=cancelled&after=2020-01-01T00:00:00&before=2020-02-01T00:00:00&lines=1");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=UTF-8");
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="don-hang-san-pham-\d{4}-\d\d-\d\d\.csv"$/);
    // Read with its byte-order mark (Response.text() drops it), which Excel needs to see UTF-8.
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await answer.arrayBuffer())).toBe(LINE_HEADER + `${ids.c},2020-01-15T10:00:00+07:00,Đã hủy,Lê Cường,Nón lá,,,1,10000,10000,0,10000\r\n`);

    const guest = await call("", "", "status=cancelled");
    expect(guest.status).toBe(401);
    const bad = await call(staff.nonce, staff.cookie, "status=paid");
    expect(bad.status).toBe(400);
  });
});
