import { describe, expect, it } from "vitest";
import { addOutcome, quantityOutcome, readCartState, safeAddress } from "./answers";

const BASE = "https://shop.example/cua-hang/";
const options = { redirectAfterAdd: "no" as const, cartUrl: "/gio-hang/", base: BASE };
const fragments = { "div.widget_shopping_cart_content": "<div class=\"widget_shopping_cart_content\"></div>", ".cart-icon strong": "<strong>1</strong>" };

describe("readCartState", () => {
  it("reads fragments and the cart hash", () => {
    expect(readCartState({ fragments, cart_hash: "h1" })).toEqual({ fragments, cartHash: "h1" });
  });
  it("takes a missing hash as the empty cart's", () => {
    expect(readCartState({ fragments: {} })).toEqual({ fragments: {}, cartHash: "" });
  });
  it("refuses answers without fragments, or with fragments that are not HTML text", () => {
    expect(readCartState({ cart_hash: "h" })).toBeNull();
    expect(readCartState({ fragments: ["<b>"] })).toBeNull();
    expect(readCartState({ fragments: { a: 1 } })).toBeNull();
    expect(readCartState(null)).toBeNull();
    expect(readCartState("0")).toBeNull();
  });
});

describe("safeAddress", () => {
  it("resolves the shop's addresses against the page", () => {
    expect(safeAddress("/san-pham/ao/", BASE)).toBe("https://shop.example/san-pham/ao/");
    expect(safeAddress("https://shop.example/san-pham/ao/", BASE)).toBe("https://shop.example/san-pham/ao/");
  });
  it("refuses script addresses and empty ones", () => {
    expect(safeAddress("javascript:alert(1)", BASE)).toBeNull();
    expect(safeAddress(" ", BASE)).toBeNull();
    expect(safeAddress(42, BASE)).toBeNull();
  });
});

describe("addOutcome", () => {
  it("sends the shopper to the product when the add failed with its address", () => {
    expect(addOutcome({ error: true, product_url: "/san-pham/ao/" }, options)).toEqual({ kind: "go", url: "https://shop.example/san-pham/ao/" });
  });
  it("goes there even when redirect-after-add is on", () => {
    expect(addOutcome({ error: true, product_url: "/san-pham/ao/" }, { ...options, redirectAfterAdd: "yes" })).toEqual({
      kind: "go",
      url: "https://shop.example/san-pham/ao/",
    });
  });
  it("fails quietly on an error without an address", () => {
    expect(addOutcome({ error: true }, options)).toEqual({ kind: "failed" });
  });
  it("goes to the cart page after a success when redirect-after-add is on", () => {
    expect(addOutcome({ fragments, cart_hash: "h" }, { ...options, redirectAfterAdd: "yes" })).toEqual({ kind: "go", url: "/gio-hang/" });
  });
  it("shows the new cart otherwise", () => {
    expect(addOutcome({ fragments, cart_hash: "h" }, options)).toEqual({ kind: "show", cart: { fragments, cartHash: "h" } });
  });
  it("fails on an answer that is not the shop's", () => {
    expect(addOutcome("", options)).toEqual({ kind: "failed" });
    expect(addOutcome(null, { ...options, redirectAfterAdd: "yes" })).toEqual({ kind: "failed" });
  });
});

describe("quantityOutcome", () => {
  it("reads success and the refusal's message", () => {
    expect(quantityOutcome({ success: true, data: { cart_hash: "h" } })).toEqual({ ok: true });
    expect(quantityOutcome({ success: false, data: { message: "Chỉ còn 2 sản phẩm." } })).toEqual({ ok: false, message: "Chỉ còn 2 sản phẩm." });
    expect(quantityOutcome({ success: false })).toEqual({ ok: false, message: null });
    expect(quantityOutcome(null)).toEqual({ ok: false, message: null });
  });
});
