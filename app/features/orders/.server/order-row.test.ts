import { describe, expect, it } from "vitest";
import { mismatchPaths } from "../../../../tests/support/sql-answer";
import { orderRowShape } from "./order-row";

const address = { type: "billing", fullName: "Nguyễn Văn A", phone: "0901234567", email: null, province: "Hà Nội", ward: "Phường Ba Đình", street: "1 Hoàng Diệu" };
const order = {
  id: 12,
  orderKey: "wc_order_abcdefghijklm",
  status: "processing",
  createdAt: "2026-01-05 03:04:05.123+00",
  subtotal: 240000,
  shippingTotal: 30000,
  discountTotal: 0,
  couponCodes: [],
  total: 270000,
  shippingMethod: "flat_rate",
  shippingMethodTitle: "Phí vận chuyển",
  paymentMethod: "cod",
  paymentMethodTitle: "Trả tiền mặt khi nhận hàng",
  customerNote: "",
  lines: [{ name: "Áo thun", sku: null, quantity: 2, unitPrice: 120000, lineTotal: 240000, options: [] }],
  addresses: [address],
};

describe("the order for its key", () => {
  it("takes an order with its lines and addresses", () => {
    expect(mismatchPaths(orderRowShape, order)).toEqual([]);
  });

  it("refuses a line total as text, a payment method the checkout does not offer and an order without addresses", () => {
    const [line] = order.lines;
    expect(mismatchPaths(orderRowShape, { ...order, paymentMethod: "paypal", lines: [{ ...line, lineTotal: "240000" }], addresses: null })).toEqual([
      ["paymentMethod"],
      ["lines", 0, "lineTotal"],
      ["addresses"],
    ]);
  });
});
