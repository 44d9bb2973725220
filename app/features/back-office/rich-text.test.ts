import { describe, expect, it } from "vitest";
import { linkAddress } from "./rich-text";

describe("linkAddress", () => {
  it("keeps web, e-mail and phone addresses and the shop's own paths", () => {
    expect(linkAddress(" https://vi.wikipedia.org/wiki/Lụa ")).toEqual({ ok: true, href: "https://vi.wikipedia.org/wiki/Lụa" });
    expect(linkAddress("http://shop.vn")).toEqual({ ok: true, href: "http://shop.vn" });
    expect(linkAddress("mailto:ban@shop.vn")).toEqual({ ok: true, href: "mailto:ban@shop.vn" });
    expect(linkAddress("tel:+84901234567")).toEqual({ ok: true, href: "tel:+84901234567" });
    expect(linkAddress("/san-pham/ao-lua/")).toEqual({ ok: true, href: "/san-pham/ao-lua/" });
    expect(linkAddress("#cach-dung")).toEqual({ ok: true, href: "#cach-dung" });
  });

  it("completes an address typed without its scheme", () => {
    expect(linkAddress("shop.vn/ao")).toEqual({ ok: true, href: "https://shop.vn/ao" });
    expect(linkAddress("shop.vn:8080/ao")).toEqual({ ok: true, href: "https://shop.vn:8080/ao" });
    expect(linkAddress("ban@shop.vn")).toEqual({ ok: true, href: "mailto:ban@shop.vn" });
  });

  it("refuses scripts and other schemes, whatever their case", () => {
    expect(linkAddress("javascript:alert(1)")).toEqual({ ok: false, reason: "scheme" });
    expect(linkAddress("JaVaScRiPt:alert(1)")).toEqual({ ok: false, reason: "scheme" });
    expect(linkAddress("data:text/html,<script>alert(1)</script>")).toEqual({ ok: false, reason: "scheme" });
    expect(linkAddress("vbscript:x")).toEqual({ ok: false, reason: "scheme" });
  });

  it("refuses nothing typed, spaces and what is no address", () => {
    expect(linkAddress("   ")).toEqual({ ok: false, reason: "empty" });
    expect(linkAddress("áo lụa")).toEqual({ ok: false, reason: "invalid" });
    expect(linkAddress("aolua")).toEqual({ ok: false, reason: "invalid" });
    expect(linkAddress("//evil.test/x")).toEqual({ ok: false, reason: "invalid" });
  });
});
