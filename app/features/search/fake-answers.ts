import type { SearchAnswer, SearchResult } from "./types";

/**
 * Made-up answers in the JSON endpoint's shape for unit tests (imported by tests only) of the
 * overlay's modules and of the results markup.
 */
export function fakeResult(id: number, fields: Partial<SearchResult["fields"]> = {}, highlight: Partial<SearchResult["highlight"]> = {}): SearchResult {
  return {
    _score: 1,
    result_type: "post",
    fields: {
      post_id: id,
      post_type: "product",
      "title.default": `Sản phẩm ${id}`,
      "permalink.url.raw": `/san-pham/san-pham-${id}/`,
      date: "2024-03-05 09:30:00",
      "excerpt.default": "",
      "image.url.raw": null,
      "image.srcset.avif": null,
      "image.srcset.webp": null,
      "image.alt.default": "",
      "wc.price": 100_000,
      "wc.regular_price": null,
      "wc.max_price": null,
      "wc.in_stock": true,
      "meta._wc_average_rating.double": null,
      "meta._wc_review_count.long": null,
      ...fields,
    },
    highlight: { title: [], content: [], ...highlight },
  };
}

const NO_BUCKETS = {
  post_type_0: { buckets: [] },
  taxonomy_1: { buckets: [] },
  taxonomy_2: { buckets: [] },
  taxonomy_3: { buckets: [] },
  taxonomy_4: { buckets: [] },
  taxonomy_5: { buckets: [] },
  date_histogram_6: { buckets: [] },
};

export function fakeAnswer(results: SearchResult[], more: Partial<SearchAnswer> = {}): SearchAnswer {
  return { total: results.length, page_handle: null, corrected_query: false, results, aggregations: NO_BUCKETS, ...more };
}
