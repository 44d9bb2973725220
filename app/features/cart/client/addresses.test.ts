import { describe, expect, it } from "vitest";
import { isCartPath, wcAjaxUrl } from "./addresses";

describe("addresses", () => {
  it("names WooCommerce's AJAX endpoints on the site's root", () => {
    expect(wcAjaxUrl("get_refreshed_fragments")).toBe("/?wc-ajax=get_refreshed_fragments");
  });
  it("knows the cart page with or without its trailing slash", () => {
    expect(isCartPath("/gio-hang/")).toBe(true);
    expect(isCartPath("/gio-hang")).toBe(true);
    expect(isCartPath("/gio-hang/thanh-toan/")).toBe(false);
    expect(isCartPath("/cua-hang/")).toBe(false);
  });
});
