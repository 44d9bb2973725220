import { describe, expect, it } from "vitest";
import { startsAtOnce, type StartFacts } from "./start-rules";

/** A guest's first page on the shop: nothing says the cart is in use. */
const guest: StartFacts = { cookieText: "", keptCart: false, pageCartHash: "", wooScriptsOnPage: false, pathname: "/cua-hang/" };

describe("startsAtOnce", () => {
  it("waits on a guest's page without a cart, whatever other cookies it has", () => {
    expect(startsAtOnce(guest)).toBe(false);
    expect(startsAtOnce({ ...guest, pathname: "/" })).toBe(false);
    expect(startsAtOnce({ ...guest, pathname: "/san-pham/ao-thun/", cookieText: "sbjs_current=typ%3Dtypein; store_notice1=hidden" })).toBe(false);
  });

  it("starts at once when WooCommerce's cookies say the visitor has a cart", () => {
    expect(startsAtOnce({ ...guest, cookieText: "woocommerce_items_in_cart=1; woocommerce_cart_hash=abc" })).toBe(true);
    expect(startsAtOnce({ ...guest, cookieText: "woocommerce_items_in_cart=1" })).toBe(true);
    // A hash left without the count (another script cleared one of them): the scripts sort it out.
    expect(startsAtOnce({ ...guest, cookieText: "woocommerce_cart_hash=abc" })).toBe(true);
  });

  it("does not take an items cookie of 0 for a cart", () => {
    expect(startsAtOnce({ ...guest, cookieText: "woocommerce_items_in_cart=0" })).toBe(false);
  });

  it("starts at once when the tab keeps a cart (to show it, or to drop it once the cookie is gone)", () => {
    expect(startsAtOnce({ ...guest, keptCart: true })).toBe(true);
  });

  it("starts at once when the page's own data carries a cart", () => {
    expect(startsAtOnce({ ...guest, pageCartHash: "abc" })).toBe(true);
  });

  it("starts at once when jQuery or WooCommerce's own scripts share the page", () => {
    expect(startsAtOnce({ ...guest, wooScriptsOnPage: true })).toBe(true);
  });

  it("starts at once on the cart and checkout pages, with or without the trailing slash", () => {
    for (const pathname of ["/gio-hang/", "/gio-hang", "/thanh-toan/", "/thanh-toan"]) expect(startsAtOnce({ ...guest, pathname })).toBe(true);
    expect(startsAtOnce({ ...guest, pathname: "/gio-hang-cu/" })).toBe(false);
  });
});
