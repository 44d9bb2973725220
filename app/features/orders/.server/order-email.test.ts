import { describe, expect, it } from "vitest";
import { formatDong } from "~/lib/money";
import type { OrderView } from "../types";
import { sampleOrder, sampleSite } from "../../../../tests/support/orders";
import { VIETQR_CID, composeOrderConfirmation } from "./order-email";

const compose = (o: Partial<OrderView> = {}, orderUrl: string | null = null) => composeOrderConfirmation(sampleOrder(o), { site: sampleSite, orderUrl })!;

describe("composeOrderConfirmation", () => {
  it("goes to the billing address under the shopper's name, with the shop's subject", () => {
    const m = compose();
    expect(m.to).toEqual({ name: "Nguyễn Thị Lan", address: "lan@example.vn" });
    expect(m.subject).toBe("[Cửa Hàng Xinh] Đơn hàng #1234 đã được tiếp nhận");
  });

  it("says it all in Vietnamese text: thanks, date in Việt Nam, lines, totals, payment, bank details, address, contact", () => {
    const { text } = compose({}, "http://shop.test/thanh-toan/order-received/1234/?key=wc_order_AbCdEfGh12345");
    expect(text).toContain("Xin chào Nguyễn Thị Lan,");
    expect(text).toContain("Cảm ơn bạn đã đặt hàng tại Cửa Hàng Xinh.");
    expect(text).toMatch(/Đơn hàng #1234 \(03:30, ngày 1 tháng 10,? 2026\)/);
    expect(text).toContain(`- Áo thun cotton (Màu sắc: Đỏ, Kích thước: M) × 2: ${formatDong(250_000)}`);
    expect(text).toContain(`- Túi vải <script>alert(1)</script> × 1: ${formatDong(1_000_000)}`);
    expect(text).toContain(`Tạm tính: ${formatDong(1_250_000)}`);
    expect(text).toContain(`Giao hàng: ${formatDong(30_000)} (Giao hàng tiêu chuẩn)`);
    expect(text).toContain("Phương thức thanh toán: Chuyển khoản ngân hàng");
    expect(text).toContain(`Tổng cộng: ${formatDong(1_280_000)}`);
    expect(text).toContain("Ghi chú: Gọi trước khi giao");
    expect(text).toContain(
      [
        "Thông tin chuyển khoản",
        "Vui lòng chuyển đúng số tiền và ghi đúng nội dung chuyển khoản dưới đây. Đơn hàng sẽ được giao sau khi cửa hàng nhận được tiền.",
        "Ngân hàng: Vietcombank",
        "Số tài khoản: 0071000123456",
        "Chủ tài khoản: CONG TY TNHH CUA HANG XINH",
        `Số tiền: ${formatDong(1_280_000)}`,
        "Nội dung chuyển khoản: DH1234",
      ].join("\n"),
    );
    expect(text).toContain("Địa chỉ thanh toán\nNguyễn Thị Lan\n12 Phố Hàng Bông, Phường Ba Đình, Hà Nội\n0901234567\nlan@example.vn");
    expect(text).not.toContain("Địa chỉ giao hàng");
    expect(text).toContain("Xem đơn hàng: http://shop.test/thanh-toan/order-received/1234/?key=wc_order_AbCdEfGh12345");
    expect(text).toContain("Nếu cần hỗ trợ, bạn hãy liên hệ Cửa Hàng Xinh:\nĐiện thoại: 028 3823 4567\nEmail: hotro@cuahangxinh.vn\nĐịa chỉ: 45 Lê Lợi, Quận 1, TP. Hồ Chí Minh");
  });

  it("escapes every value in the HTML: a product named <script> injects nothing", () => {
    const { html } = compose({ customerNote: 'Giao "nhanh" & <b>cẩn thận</b>', billing: { ...sampleOrder().billing, fullName: "Lan <img src=x onerror=alert(1)>" } });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<b>cẩn thận</b>");
    expect(html).toContain("Túi vải &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("Giao &quot;nhanh&quot; &amp; &lt;b&gt;cẩn thận&lt;/b&gt;");
    expect(html).toContain("Xin chào Lan &lt;img src=x onerror=alert(1)&gt;,");
  });

  it("lays the HTML out in Vietnamese with WooCommerce's bank-details block and the attached VietQR", () => {
    const { html } = compose();
    expect(html).toMatch(/^<!doctype html><html lang="vi">/);
    expect(html).toContain('<section class="woocommerce-bacs-bank-details">');
    expect(html).toContain("<li>Nội dung chuyển khoản: <strong>DH1234</strong></li>");
    expect(html).toContain(`<img src="cid:${VIETQR_CID}"`);
    expect(html).toContain(`<strong>${formatDong(1_280_000)}</strong>`);
    expect(html).toContain("Màu sắc: Đỏ, Kích thước: M");
  });

  it("has no bank details for cash on delivery, says free shipping and names the delivery address", () => {
    const shipping = { fullName: "Trần Văn Minh", phone: "0912345678", email: null, province: "Đà Nẵng", ward: "Phường Hải Châu", street: "3 Bạch Đằng" };
    const { text, html } = compose({ paymentMethod: "cod", paymentMethodTitle: "Thanh toán khi nhận hàng (COD)", shippingTotal: 0, shippingMethodTitle: "Miễn phí giao hàng", total: 1_250_000, shipping });
    expect(text).toContain("Đơn hàng #1234 của bạn đã được tiếp nhận và đang được xử lý.");
    expect(text).not.toContain("Thông tin chuyển khoản");
    expect(html).not.toContain("cid:");
    expect(text).toContain("Giao hàng: Miễn phí (Miễn phí giao hàng)");
    expect(text).toContain("Địa chỉ giao hàng\nTrần Văn Minh\n3 Bạch Đằng, Phường Hải Châu, Đà Nẵng\n0912345678");
  });

  it("is null for an order without an e-mail address", () => {
    expect(composeOrderConfirmation(sampleOrder({ billing: { ...sampleOrder().billing, email: null } }), { site: sampleSite })).toBeNull();
  });

  it("leaves the contact out when the shop has none", () => {
    const m = composeOrderConfirmation(sampleOrder(), { site: { ...sampleSite, shop_contact: { address: "", phone: " ", email: "" } } })!;
    expect(m.text).not.toContain("liên hệ");
  });
});
