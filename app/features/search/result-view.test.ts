import { describe, expect, it } from "vitest";
import { fakeResult } from "./fake-answers";
import { resultDate, resultKey, resultPrice, snippetHtml, titleHtml } from "./result-view";

const prices = (price: number | null, regular: number | null = null, max: number | null = null) =>
  resultPrice({ "wc.price": price, "wc.regular_price": regular, "wc.max_price": max });

describe("resultPrice", () => {
  it("is one amount, a sale or a range", () => {
    expect(prices(250_000)).toEqual({ kind: "single", amount: 250_000 });
    expect(prices(199_000, 249_000)).toEqual({ kind: "sale", regular: 249_000, sale: 199_000 });
    expect(prices(359_000, 359_000, 419_000)).toEqual({ kind: "range", min: 359_000, max: 419_000 });
  });
  it("ignores a regular or top price that is not above the price", () => {
    expect(prices(250_000, 250_000, 250_000)).toEqual({ kind: "single", amount: 250_000 });
  });
  it("is null without a price (not a product)", () => {
    expect(prices(null)).toBeNull();
  });
});

describe("resultKey", () => {
  it("is the kind and the id", () => {
    expect(resultKey(fakeResult(3, { post_type: "post" }))).toBe("post:3");
  });
});

describe("resultDate", () => {
  it("reads the shop's local time (+07:00)", () => {
    expect(resultDate("2024-03-05 00:30:00")?.toISOString()).toBe("2024-03-04T17:30:00.000Z");
  });
  it("is null for anything else", () => {
    expect(resultDate("")).toBeNull();
    expect(resultDate("2024-13-45 99:00:00")).toBeNull();
  });
});

describe("titleHtml / snippetHtml", () => {
  it("uses the server's highlights as they are", () => {
    const r = fakeResult(1, {}, { title: ["<mark>Áo</mark> thun"], content: ["… <mark>áo</mark> mặc …"] });
    expect(titleHtml(r)).toBe("<mark>Áo</mark> thun");
    expect(snippetHtml(r)).toBe("… <mark>áo</mark> mặc …");
  });
  it("escapes the plain title and excerpt when there is no highlight", () => {
    const r = fakeResult(1, { "title.default": "Áo <b>đẹp</b> & rẻ", "excerpt.default": "a < b" });
    expect(titleHtml(r)).toBe("Áo &lt;b&gt;đẹp&lt;/b&gt; &amp; rẻ");
    expect(snippetHtml(r)).toBe("a &lt; b");
  });
});
