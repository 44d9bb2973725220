import { describe, expect, it } from "vitest";
import { destinationOf, readSuggestions, suggestionsUrl } from "./suggestions-api";

const watch = { value: "Đồng hồ dây da nam cổ điển", id: 12, url: "/san-pham/dong-ho-day-da/", img: "/a.webp", price: "1.890.000 ₫" };
const noResults = { value: "Không có kết quả", id: -1, url: "", img: "", price: "" };
const PAGE = "https://shop.example/cua-hang/";

describe("suggestionsUrl", () => {
  it("asks admin-ajax with Flatsome's action and the text as query", () => {
    const url = new URL(suggestionsUrl("đồng hồ & dây", ""), PAGE);
    expect(url.pathname).toBe("/wp-admin/admin-ajax.php");
    expect([...url.searchParams]).toEqual([
      ["action", "flatsome_ajax_search_products"],
      ["query", "đồng hồ & dây"],
    ]);
  });

  it("adds product_cat only when a category is chosen", () => {
    expect(new URL(suggestionsUrl("dong", "dong-ho"), PAGE).searchParams.get("product_cat")).toBe("dong-ho");
  });
});

describe("readSuggestions", () => {
  it("reads the contract's answer, the no-results entry included", () => {
    expect(readSuggestions({ suggestions: [watch] })).toEqual([watch]);
    expect(readSuggestions({ suggestions: [noResults] })).toEqual([noResults]);
    expect(readSuggestions({ suggestions: [] })).toEqual([]);
  });

  it("leaves out entries missing a field and refuses answers of another shape", () => {
    expect(readSuggestions({ suggestions: [watch, { ...watch, price: 1890000 }, null, "x"] })).toEqual([watch]);
    expect(readSuggestions({ success: false })).toBeNull();
    expect(readSuggestions("0")).toBeNull();
    expect(readSuggestions(null)).toBeNull();
  });
});

describe("destinationOf", () => {
  it("resolves a product's url against the page", () => {
    expect(destinationOf(watch, PAGE)).toBe("https://shop.example/san-pham/dong-ho-day-da/");
    expect(destinationOf({ ...watch, url: "https://shop.example/p/1/" }, PAGE)).toBe("https://shop.example/p/1/");
  });

  it("goes nowhere for the no-results entry, an empty url or a script url", () => {
    expect(destinationOf(noResults, PAGE)).toBeNull();
    expect(destinationOf({ ...noResults, url: "/san-pham/x/" }, PAGE)).toBeNull();
    expect(destinationOf({ ...watch, url: "" }, PAGE)).toBeNull();
    expect(destinationOf({ ...watch, url: "javascript:alert(1)" }, PAGE)).toBeNull();
    expect(destinationOf({ ...watch, url: "http://[bad" }, PAGE)).toBeNull();
  });
});
