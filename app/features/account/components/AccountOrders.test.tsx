import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AccountOrders } from "./AccountOrders";

const order = (id: number, o: Partial<Parameters<typeof AccountOrders>[0]["orders"][number]> = {}) => ({
  id,
  status: "on-hold" as const,
  // 03:30 on 1 October 2026 in Hồ Chí Minh City.
  createdAt: new Date("2026-09-30T20:30:00Z"),
  total: 1_280_000,
  itemCount: 3,
  ...o,
});

describe("AccountOrders", () => {
  it("puts the table in a named region a keyboard can focus and scroll, each order linking to its page", () => {
    const html = renderToStaticMarkup(<AccountOrders orders={[order(42), order(41, { status: "completed", itemCount: 1 })]} page={1} totalPages={1} />);
    expect(html).toMatch(/<div role="region" aria-label="Đơn hàng của bạn[^"]*" tabindex="0"/);
    expect(html).toContain('<th scope="col" class="whitespace-nowrap px-3 py-3">Đơn hàng</th>');
    for (const column of ["Ngày", "Trạng thái", "Tổng cộng", "Thao tác"]) expect(html).toContain(`>${column}</th>`);
    expect(html).toContain('href="/tai-khoan/view-order/42/" aria-label="Xem đơn hàng số 42" class="underline">#42</a>');
    expect(html).toMatch(/<time datetime="2026-10-01T03:30:00\+07:00">1 tháng 10,? 2026<\/time>/i);
    expect(html).toContain(">Tạm giữ</td>");
    expect(html).toContain(">Đã hoàn thành</td>");
    expect(html).toMatch(/<bdi>1\.280\.000\s₫<\/bdi><\/span> cho 3 sản phẩm/);
    // One page: no page links.
    expect(html).not.toContain("Các trang đơn hàng");
  });

  it("links the other pages, and says so with a way to the shop when there is no order", () => {
    const paged = renderToStaticMarkup(<AccountOrders orders={[order(12)]} page={2} totalPages={2} />);
    expect(paged).toContain('aria-label="Các trang đơn hàng"');
    expect(paged).toContain('href="/tai-khoan/orders/" rel="prev"');
    const empty = renderToStaticMarkup(<AccountOrders orders={[]} page={1} totalPages={1} />);
    expect(empty).toContain("Chưa có đơn hàng nào được tạo.");
    expect(empty).toContain('href="/cua-hang/"');
    expect(empty).not.toContain("<table");
  });
});
