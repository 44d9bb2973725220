import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fakeAnswer, fakeResult } from "../fake-answers";
import type { SearchRequest } from "../search-request";
import { type SearchPageData, SearchTemplate, searchPageHref } from "./SearchTemplate";

const request: SearchRequest = { query: "áo", filters: { post_types: ["product"] }, sort: "relevance", offset: 0, size: 10 };
const results = Array.from({ length: 10 }, (_, i) => fakeResult(i + 1));
const answer = fakeAnswer(results, {
  total: 23,
  page_handle: "bzoxMA",
  aggregations: {
    ...fakeAnswer([]).aggregations,
    post_type_0: { buckets: [{ key: "product", doc_count: 23 }] },
    taxonomy_1: { buckets: [{ key: "ao-thun/Áo thun", doc_count: 12 }] },
  },
});
const render = (data: Partial<SearchPageData> = {}) => renderToStaticMarkup(<SearchTemplate data={{ request, answer, ignoredParams: false, ...data }} />);
const hrefs = (markup: string) => [...markup.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));

describe("searchPageHref", () => {
  it("is the front page with the search, a page handle and a size only when needed", () => {
    expect(searchPageHref(request)).toBe("/?s=%C3%A1o&post_types=product");
    expect(searchPageHref({ ...request, size: 20 }, "bzoxMA")).toBe("/?s=%C3%A1o&post_types=product&page_handle=bzoxMA&size=20");
  });
});

describe("SearchTemplate", () => {
  it("titles the page with the query, counts the results and marks itself for the overlay's host", () => {
    const markup = render();
    expect(markup).toContain("Kết quả tìm kiếm cho “áo”</h1>");
    expect(markup).toContain("Hiển thị 1–10 trong 23 kết quả");
    expect(markup).toContain("data-search-page");
    expect(markup.match(/class="search-result /g)).toHaveLength(10);
  });

  it("has every filter value as a link toggling it, from the first page, that opens the overlay with scripts", () => {
    const links = hrefs(render());
    expect(links).toContain("/?s=%C3%A1o&post_types=product&product_cat=ao-thun");
    expect(links).toContain("/?s=%C3%A1o");
    expect(render()).toMatch(/<a href="\/\?s=%C3%A1o" rel="nofollow" class="[^"]*" data-search-overlay="">/);
    expect(render()).toContain("(đã chọn)");
  });

  it("has the six orders as links and the next page by its handle", () => {
    const links = hrefs(render());
    for (const sort of ["newest", "oldest", "price_asc", "price_desc", "rating_desc"]) expect(links).toContain(`/?s=%C3%A1o&post_types=product&orderby=${sort}`);
    expect(render()).toContain('aria-current="true"');
    expect(links).toContain("/?s=%C3%A1o&post_types=product&page_handle=bzoxMA");
    expect(render()).toContain(">Xem thêm kết quả</a>");
    expect(render()).not.toContain("Kết quả trước");
  });

  it("links back from a later page", () => {
    const markup = render({ request: { ...request, offset: 20 }, answer: { ...answer, results: results.slice(0, 3), page_handle: null } });
    expect(markup).toContain("Hiển thị 21–23 trong 23 kết quả");
    expect(hrefs(markup)).toContain("/?s=%C3%A1o&post_types=product&page_handle=bzoxMA");
    expect(markup).not.toContain("Xem thêm kết quả");
  });

  it("says when nothing matched and when parameters were left out", () => {
    const markup = render({ answer: fakeAnswer([]), ignoredParams: true });
    expect(markup).toContain("Không tìm thấy kết quả nào cho “áo”.");
    expect(markup).toContain("không hợp lệ nên đã được bỏ qua");
    expect(markup).not.toContain("search-results");
  });
});
