import { describe, expect, it } from "vitest";
import { mismatchPaths, without } from "../../../../tests/support/sql-answer";
import { rankedRowShape, resultRowShape, suggestionRowShape } from "./search-rows";

describe("the live suggestions", () => {
  const suggestion = { id: 101, title: "Áo thun", url: "/san-pham/ao-thun/", sizes: null, price: 120000, max_price: null };

  it("takes a product with its price", () => {
    expect(mismatchPaths(suggestionRowShape, suggestion)).toEqual([]);
  });

  it("refuses a price as text (bigint as node-postgres answers it) and a key SQL renamed", () => {
    expect(mismatchPaths(suggestionRowShape, { ...without(suggestion, "max_price"), price: "120000", maxPrice: null })).toEqual([["price"], ["max_price"], []]);
  });
});

describe("the instant search's ranking", () => {
  const ranked = {
    total: 2,
    corrected: null,
    ranked_types: ["product", "post"],
    ranked_ids: [101, 7],
    ranked_scores: [3.5, 0.0608],
    types: [{ key: "product", doc_count: 1 }],
    terms: [{ taxonomy: "product_cat", key: "ao/Áo", doc_count: 1 }],
    years: [{ year: 2026, doc_count: 2 }],
  };

  it("takes a ranking with its counts, and one with no matches", () => {
    expect(mismatchPaths(rankedRowShape, ranked)).toEqual([]);
    expect(mismatchPaths(rankedRowShape, { ...ranked, total: 0, ranked_types: null, ranked_ids: null, ranked_scores: null, types: null, terms: null, years: null })).toEqual(
      [],
    );
  });

  it("refuses a post type nothing searches and a count as text", () => {
    expect(mismatchPaths(rankedRowShape, { ...ranked, ranked_types: ["product", "rm_content_editor"], years: [{ year: 2026, doc_count: "2" }] })).toEqual([
      ["ranked_types", 1],
      ["years", 0, "doc_count"],
    ]);
  });
});

describe("the instant search's results", () => {
  const result = {
    post_type: "product",
    ref_id: 101,
    title: "Áo thun",
    url: "/san-pham/ao-thun/",
    date: "2026-01-05 10:11:12",
    text: "Áo thun cotton",
    alt: null,
    sizes: null,
    product_type: "simple",
    regular_price: 150000,
    sale_price: 120000,
    min_price: 120000,
    max_price: 120000,
    in_stock: true,
    rating: 4.5,
    review_count: 2,
  };

  it("takes a product's result, and a post's", () => {
    expect(mismatchPaths(resultRowShape, result)).toEqual([]);
    const post = { ...result, post_type: "post", product_type: null, regular_price: null, sale_price: null, min_price: null, max_price: null, rating: null, review_count: null };
    expect(mismatchPaths(resultRowShape, post)).toEqual([]);
  });

  it("refuses a sale price as text and a date as an ISO instant", () => {
    expect(mismatchPaths(resultRowShape, { ...result, sale_price: "120000", date: "2026-01-05T10:11:12+07:00" })).toEqual([["date"], ["sale_price"]]);
  });
});
