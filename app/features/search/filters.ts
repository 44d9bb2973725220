import { tSearch } from "~/lib/i18n/areas/search";
import { instantSearch } from "~/lib/constants";

/**
 * The searchable post types (spec §3), each with WordPress's `singular_name` and `name`.
 * `rm_content_editor` (the page builder's saved blocks) is declared but never searched: its
 * blocks are parts of pages, not pages of their own.
 */
export const SEARCHABLE_POST_TYPES = ["product", "post", "page", "featured_item", "attachment"] as const;
export type SearchPostType = (typeof SEARCHABLE_POST_TYPES)[number];
export const EXCLUDED_POST_TYPES = ["rm_content_editor"] as const;

export function postTypeLabels(type: SearchPostType | (typeof EXCLUDED_POST_TYPES)[number]) {
  return { singular_name: tSearch(`search.type.${type}`), name: tSearch(`search.type.${type}.plural`) };
}

export function isSearchPostType(value: string): value is SearchPostType {
  return (SEARCHABLE_POST_TYPES as readonly string[]).includes(value);
}

export type TaxonomyFilterTaxonomy = "product_cat" | "product_tag" | "product_shipping_class" | "category" | "post_tag";

/**
 * The overlay's filters exactly as spec §3 configures them, in order. `param` is the filter's
 * name in the page URL and in the JSON endpoint's query (several values comma-separated);
 * `filter_id` keys its aggregation in the answer.
 */
export const SEARCH_FILTERS = [
  { filter_id: "post_type_0", type: "post_type", param: "post_types" },
  { filter_id: "taxonomy_1", type: "taxonomy", taxonomy: "product_cat", param: "product_cat" },
  { filter_id: "taxonomy_2", type: "taxonomy", taxonomy: "product_tag", param: "product_tag" },
  { filter_id: "taxonomy_3", type: "taxonomy", taxonomy: "product_shipping_class", param: "product_shipping_class" },
  { filter_id: "taxonomy_4", type: "taxonomy", taxonomy: "category", param: "category" },
  { filter_id: "taxonomy_5", type: "taxonomy", taxonomy: "post_tag", param: "post_tag" },
  { filter_id: "date_histogram_6", type: "date_histogram", field: "post_date", interval: "year", param: "year_post_date" },
] as const satisfies ReadonlyArray<
  | { filter_id: string; type: "post_type"; param: string }
  | { filter_id: string; type: "taxonomy"; taxonomy: TaxonomyFilterTaxonomy; param: string }
  | { filter_id: string; type: "date_histogram"; field: "post_date"; interval: "year"; param: string }
>;

export type SearchFilter = (typeof SEARCH_FILTERS)[number];
export type SearchFilterId = SearchFilter["filter_id"];
export type SearchFilterParam = SearchFilter["param"];

/** A filter as the search widget describes it (spec §3 "Search filter"). */
export function describeFilter(filter: SearchFilter) {
  return {
    name: tSearch(`search.filter.${filter.filter_id}`),
    type: filter.type,
    count: instantSearch.itemsPerFilter,
    widget_id: "jetpack-search-filters-1",
    filter_id: filter.filter_id,
  };
}
