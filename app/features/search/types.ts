import type { SearchFilterId, SearchPostType } from "./filters";

/**
 * A live-search suggestion (spec §3), as `flatsome_ajax_search_products` answers it. `value` is
 * the product's name as plain text (the browser bolds the matched words itself, escaping the
 * rest); `price` is the display string; `id` -1 marks the "no results" entry, which has no url.
 */
export type Suggestion = { value: string; id: number; url: string; img: string; price: string };

/** One result of the JSON search endpoint, in the shape Jetpack's instant search reads. */
export type SearchResult = {
  _score: number;
  result_type: "post";
  fields: {
    post_id: number;
    post_type: SearchPostType;
    "title.default": string;
    "permalink.url.raw": string;
    /** Publication time in the shop's time zone, "YYYY-MM-DD HH:MM:SS". */
    date: string;
    "excerpt.default": string;
    /** The picture's 400 px JPEG, for scripts that draw it as Jetpack's results have it. */
    "image.url.raw": string | null;
    /** Its card renditions (400 and 800 px) as srcsets: AVIF when it has them, WebP; null without a picture. */
    "image.srcset.avif": string | null;
    "image.srcset.webp": string | null;
    "image.alt.default": string;
    /** Products only (otherwise null), in whole đồng: the lowest price a shopper pays now… */
    "wc.price": number | null;
    /** …the regular price it is reduced from while on sale… */
    "wc.regular_price": number | null;
    /** …and the top of a variable product's range. */
    "wc.max_price": number | null;
    "wc.in_stock": boolean | null;
    "meta._wc_average_rating.double": number | null;
    "meta._wc_review_count.long": number | null;
  };
  /** HTML with the matched words in `<mark>` and everything else escaped. */
  highlight: { title: string[]; content: string[] };
};

/** Taxonomy keys read "slug/Name"; post types their name; years "YYYY-01-01 00:00:00". */
export type SearchBucket = { key: string; doc_count: number; key_as_string?: string };

export type SearchAnswer = {
  total: number;
  /** Hand it back as `page_handle` for the next page; null when this was the last. */
  page_handle: string | null;
  /** The query actually searched when misspelt words were replaced, else false. */
  corrected_query: string | false;
  results: SearchResult[];
  aggregations: Record<SearchFilterId, { buckets: SearchBucket[] }>;
};

/** The endpoint's answer to parameters it cannot read (WordPress REST's error shape). */
export type SearchError = { code: "rest_invalid_param"; message: string; data: { status: 400; params: Record<string, string> } };
