import { describe, expect, it } from "vitest";
import { searchUrl } from "./search-api";

describe("searchUrl", () => {
  it("asks the endpoint for one page of 10 (spec §9 postsPerPage)", () => {
    expect(searchUrl({ query: "áo", filters: {}, sort: "relevance" }, null)).toBe("/wp-json/wpcom/v2/search?s=%C3%A1o&size=10");
  });
  it("carries the filters, the order and the next page's handle", () => {
    expect(searchUrl({ query: "ao", filters: { post_types: ["product"], year_post_date: ["2024"] }, sort: "price_asc" }, "bzoxMA")).toBe(
      "/wp-json/wpcom/v2/search?s=ao&post_types=product&year_post_date=2024&orderby=price_asc&page_handle=bzoxMA&size=10",
    );
  });
});
