import { describe, expect, it } from "vitest";
import { expiredCookie, parseCookies, serializeCookie } from "./cookies";

describe("parseCookies", () => {
  it("reads name=value pairs", () => {
    expect(parseCookies("a=1; woocommerce_items_in_cart=1;b=x y")).toEqual(
      new Map([["a", "1"], ["woocommerce_items_in_cart", "1"], ["b", "x y"]]),
    );
  });

  it("answers an empty jar for no header", () => {
    expect(parseCookies(undefined).size).toBe(0);
    expect(parseCookies(null).size).toBe(0);
    expect(parseCookies("").size).toBe(0);
  });

  it("keeps the first of two cookies with one name, as browsers send the most specific first", () => {
    expect(parseCookies("cart=path; cart=root").get("cart")).toBe("path");
  });

  it("percent-decodes values, unquotes them, and keeps an undecodable value as sent", () => {
    expect(parseCookies("a=%C4%90%E1%BB%93ng; b=\"quoted\"; c=100%; d=b=c")).toEqual(
      new Map([["a", "Đồng"], ["b", "quoted"], ["c", "100%"], ["d", "b=c"]]),
    );
  });

  it("skips parts without a name", () => {
    expect(parseCookies("=orphan; novalue; ok=1")).toEqual(new Map([["ok", "1"]]));
  });
});

describe("serializeCookie", () => {
  it("writes every attribute in a fixed order", () => {
    expect(
      serializeCookie("cuahang_session", "tok", {
        path: "/shop",
        maxAgeSeconds: 90.7,
        expires: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
        httpOnly: true,
        secure: true,
        sameSite: "Lax",
      }),
    ).toBe("cuahang_session=tok; Path=/shop; Max-Age=90; Expires=Fri, 02 Jan 2026 03:04:05 GMT; HttpOnly; Secure; SameSite=Lax");
  });

  it("defaults to the whole site and nothing else", () => {
    expect(serializeCookie("a", "1")).toBe("a=1; Path=/");
  });

  it("percent-encodes the value so it round-trips through parseCookies", () => {
    const header = serializeCookie("note", "Đồng hồ; x=1");
    expect(header).toBe("note=%C4%90%E1%BB%93ng%20h%E1%BB%93%3B%20x%3D1; Path=/");
    expect(parseCookies(header.split("; ")[0]).get("note")).toBe("Đồng hồ; x=1");
  });
});

describe("expiredCookie", () => {
  it("empties the cookie and dates it in the past", () => {
    expect(expiredCookie("woocommerce_cart_hash", { httpOnly: false, secure: true, sameSite: "Lax" })).toBe(
      "woocommerce_cart_hash=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure; SameSite=Lax",
    );
  });
});
