import { CHECKOUT_SETTING_DEFAULTS } from "../../app/features/site/options";
import type { OrderView } from "../../app/features/orders/types";

/** An order as the shopper is shown it: bank transfer, two lines (one named `<script>`), billing address only. */
export function sampleOrder(o: Partial<OrderView> = {}): OrderView {
  return {
    id: 1234,
    orderKey: "wc_order_AbCdEfGh12345",
    status: "on-hold",
    // 03:30 on 1 October 2026 in Hồ Chí Minh City.
    createdAt: new Date("2026-09-30T20:30:00Z"),
    lines: [
      {
        name: "Áo thun cotton",
        sku: "AT-01",
        options: [{ label: "Màu sắc", value: "Đỏ" }, { label: "Kích thước", value: "M" }],
        quantity: 2,
        unitPrice: 125_000,
        lineTotal: 250_000,
      },
      { name: "Túi vải <script>alert(1)</script>", sku: null, options: [], quantity: 1, unitPrice: 1_000_000, lineTotal: 1_000_000 },
    ],
    subtotal: 1_250_000,
    shippingTotal: 30_000,
    discountTotal: 0,
    couponCodes: [],
    total: 1_280_000,
    shippingMethod: "flat_rate",
    shippingMethodTitle: "Giao hàng tiêu chuẩn",
    paymentMethod: "bacs",
    paymentMethodTitle: "Chuyển khoản ngân hàng",
    customerNote: "Gọi trước khi giao",
    billing: { fullName: "Nguyễn Thị Lan", phone: "0901234567", email: "lan@example.vn", province: "Hà Nội", ward: "Phường Ba Đình", street: "12 Phố Hàng Bông" },
    shipping: null,
    ...o,
  };
}

/** The site options an order e-mail names. */
export const sampleSite = {
  blogname: "Cửa Hàng Xinh",
  shop_contact: { address: "45 Lê Lợi, Quận 1, TP. Hồ Chí Minh", phone: "028 3823 4567", email: "hotro@cuahangxinh.vn" },
  checkout_settings: CHECKOUT_SETTING_DEFAULTS,
};
