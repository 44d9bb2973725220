import { describe, expect, it } from "vitest";
import { closedHref, overlayHref, sameSearch } from "./overlay-url";
import { readSearchRequest } from "./search-request";

const search = { query: "áo thun", filters: { product_cat: ["ao-thun", "ao-polo"] }, sort: "price_asc" as const };

describe("overlayHref", () => {
  it("puts the search after the page's path, leaving defaults out", () => {
    expect(overlayHref("/san-pham/ao/", { query: "ao", filters: {}, sort: "relevance" })).toBe("/san-pham/ao/?s=ao");
    expect(overlayHref("/", search)).toBe("/?s=%C3%A1o+thun&product_cat=ao-thun%2Cao-polo&orderby=price_asc");
  });
  it("keeps the page's own parameters, except those the search uses, and drops the fragment", () => {
    expect(overlayHref("/san-pham/ao/?attribute_pa_mau=do#reviews", { query: "x", filters: {}, sort: "relevance" })).toBe("/san-pham/ao/?attribute_pa_mau=do&s=x");
    expect(overlayHref("/cua-hang/?orderby=price&s=old&post_type=product", search)).toBe(
      "/cua-hang/?s=%C3%A1o+thun&product_cat=ao-thun%2Cao-polo&orderby=price_asc",
    );
  });
  it("reads back as the same search", () => {
    const url = new URL(overlayHref("/blog/", search), "http://shop.test");
    expect(readSearchRequest(url.searchParams)).toEqual({ request: { ...search, offset: 0, size: 10 }, errors: [] });
  });
});

describe("closedHref", () => {
  it("is the page's own address", () => {
    expect(closedHref("/cua-hang/?orderby=price#main", false)).toBe("/cua-hang/?orderby=price#main");
    expect(closedHref("/", false)).toBe("/");
  });
  it("drops a search the page was opened with, except on the results page", () => {
    expect(closedHref("/san-pham/ao/?s=ao&post_type=product&product_cat=ao&attribute_pa_mau=do", false)).toBe("/san-pham/ao/?attribute_pa_mau=do");
    expect(closedHref("/?s=ao&post_type=product", true)).toBe("/?s=ao&post_type=product");
  });
});

describe("sameSearch", () => {
  it("compares what the URL would say", () => {
    expect(sameSearch(search, { ...search, filters: { product_cat: ["ao-thun", "ao-polo"] } })).toBe(true);
    expect(sameSearch(search, { ...search, sort: "relevance" })).toBe(false);
    expect(sameSearch(search, { ...search, query: "áo" })).toBe(false);
  });
});
