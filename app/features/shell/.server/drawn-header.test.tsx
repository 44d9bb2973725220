import { describe, expect, it } from "vitest";
import type { ChromeData } from "../components/PageChrome";
import { drawnHeader } from "./drawn-header";

const chrome: ChromeData = {
  siteName: "Cửa Hàng Xinh",
  tagline: "Thời trang mỗi ngày",
  contact: { address: "12 Lê Lợi, Quận 1", phone: "028 3822 0000", email: "lienhe@cuahang.vn" },
  menus: { primary: [{ id: 1, label: "Cửa hàng", url: "/cua-hang/", children: [] }], footer: [] },
  categoryMenu: [{ id: 2, label: "Áo kiểu nữ", url: "/danh-muc-san-pham/ao-kieu-nu/", children: [] }],
  menuBackLabel: "Menu chính",
  searchCategories: [{ slug: "ao-kieu-nu", name: "Áo kiểu nữ", depth: 0 }],
  year: 2026,
};
const props = { chrome, cartFragments: {}, miniCartStyle: "dropdown" as const, accountPopup: null };
const none = new URLSearchParams();

describe("drawnHeader", () => {
  it("draws the header once per frame and its props, with its menus and its search form", () => {
    const frame = { site: {}, tree: {} };
    const html = drawnHeader(frame, props, none)!;
    expect(html).toContain(">Cửa hàng</a>");
    expect(html).toContain('<option value="ao-kieu-nu">Áo kiểu nữ</option>');
    expect(html).toContain('role="search"');
    // Kept: the same string, not a drawing equal to it.
    expect(drawnHeader(frame, props, none)).toBe(html);
    // A guest's header opens the login popup: another drawing.
    expect(drawnHeader(frame, { ...props, accountPopup: "#login-form-popup" }, none)).toContain('data-open="#login-form-popup"');
    expect(html).not.toContain("#login-form-popup");
  });

  it("draws again from a new frame (the settings, menus or categories changed)", () => {
    const site = {};
    const before = drawnHeader({ site, tree: {} }, props, none);
    const renamed = { ...chrome, menus: { ...chrome.menus, primary: [{ id: 1, label: "Sản phẩm", url: "/cua-hang/", children: [] }] } };
    expect(drawnHeader({ site: {}, tree: {} }, { ...props, chrome: renamed }, none)).toContain(">Sản phẩm</a>");
    expect(before).toContain(">Cửa hàng</a>");
  });

  it("leaves a results page's header to the page, whose search form shows the search", () => {
    const frame = { site: {}, tree: {} };
    expect(drawnHeader(frame, props, new URLSearchParams("s=%C3%A1o&post_type=product"))).toBeNull();
    expect(drawnHeader(frame, props, new URLSearchParams("product_cat=ao-kieu-nu"))).toBeNull();
    expect(drawnHeader(frame, props, new URLSearchParams("orderby=price"))).not.toBeNull();
  });
});
