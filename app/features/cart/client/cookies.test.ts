import { describe, expect, it } from "vitest";
import { parseCookieString, readCartCookies } from "./cookies";

describe("parseCookieString", () => {
  it("reads names and decoded values, the first of a repeated name winning", () => {
    const jar = parseCookieString("a=1; b=hello%20world; a=2;  c=x=y; broken; d=%E0%A4%A");
    expect(Object.fromEntries(jar)).toEqual({ a: "1", b: "hello world", c: "x=y", d: "%E0%A4%A" });
  });
  it("is empty for no cookies", () => {
    expect(parseCookieString("").size).toBe(0);
  });
});

describe("readCartCookies", () => {
  it("says the cart has items while woocommerce_items_in_cart is above 0", () => {
    expect(readCartCookies("woocommerce_items_in_cart=1; woocommerce_cart_hash=abc")).toEqual({ hasItems: true, hash: "abc" });
  });
  it("says it has none when the cookie is absent, 0 or not a number", () => {
    expect(readCartCookies("woocommerce_cart_hash=abc")).toEqual({ hasItems: false, hash: "abc" });
    expect(readCartCookies("woocommerce_items_in_cart=0").hasItems).toBe(false);
    expect(readCartCookies("woocommerce_items_in_cart=yes").hasItems).toBe(false);
    expect(readCartCookies("")).toEqual({ hasItems: false, hash: "" });
  });
});
