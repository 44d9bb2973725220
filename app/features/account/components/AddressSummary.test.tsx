import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AddressSummary } from "./AddressSummary";

describe("AddressSummary", () => {
  it("shows a saved address with its edit link, and offers to add the one not saved", () => {
    const html = renderToStaticMarkup(
      <AddressSummary
        addresses={{
          billing: { fullName: "Trần Thị Ngọc", phone: "0912345678", province: "Đà Nẵng", ward: "Phường Hải Châu", street: "25 Bạch Đằng", email: "ngoc@example.vn" },
          shipping: null,
        }}
      />,
    );
    expect(html).toContain('href="/tai-khoan/edit-address/billing/" class="edit text-sm underline" aria-label="Sửa địa chỉ thanh toán">Sửa</a>');
    expect(html).toContain("Trần Thị Ngọc<br/>25 Bạch Đằng, Phường Hải Châu, Đà Nẵng<br/>0912345678");
    expect(html).toContain("ngoc@example.vn");
    expect(html).toContain('href="/tai-khoan/edit-address/shipping/" class="edit text-sm underline" aria-label="Thêm địa chỉ giao hàng">Thêm</a>');
    expect(html).toContain("Bạn chưa thiết lập địa chỉ này.");
  });
});
