import { instantSearch } from "~/lib/constants";
import { SEARCH_FILTERS, type SearchFilter, describeFilter, isSearchPostType, postTypeLabels } from "./filters";
import type { SearchFilterValues } from "./search-request";
import type { SearchAnswer, SearchBucket } from "./types";

/** One value a shopper can filter by: `value` goes in the URL, `label` on screen. */
export type FilterOption = { value: string; label: string; count: number | null; selected: boolean };
export type FilterGroup = { filter: SearchFilter; name: string; options: FilterOption[] };

/** A bucket's URL value and label: taxonomies answer "slug/Name", years "YYYY-01-01 00:00:00". */
function readBucket(filter: SearchFilter, bucket: SearchBucket): { value: string; label: string } {
  if (filter.type === "taxonomy") {
    const slash = bucket.key.indexOf("/");
    return slash === -1 ? { value: bucket.key, label: bucket.key } : { value: bucket.key.slice(0, slash), label: bucket.key.slice(slash + 1) };
  }
  if (filter.type === "date_histogram") {
    const year = (bucket.key_as_string ?? bucket.key).slice(0, 4);
    return { value: year, label: year };
  }
  return { value: bucket.key, label: isSearchPostType(bucket.key) ? postTypeLabels(bucket.key).name : bucket.key };
}

/** A chosen value the answer has no bucket for: its label is the best the URL tells. */
function labelOfUnknown(filter: SearchFilter, value: string): string {
  return filter.type === "post_type" && isSearchPostType(value) ? postTypeLabels(value).name : value;
}

/**
 * The filter groups to show, in `SEARCH_FILTERS` order: each lists its top buckets (spec §9:
 * 5 per filter) with their counts, and then any chosen value not among them, so a choice can
 * always be undone. A group with nothing to list is left out.
 */
export function filterGroups(aggregations: Partial<SearchAnswer["aggregations"]> | null, chosen: SearchFilterValues): FilterGroup[] {
  const groups: FilterGroup[] = [];
  for (const filter of SEARCH_FILTERS) {
    const selected = chosen[filter.param] ?? [];
    const all = (aggregations?.[filter.filter_id]?.buckets ?? []).map((b) => ({ ...readBucket(filter, b), count: b.doc_count }));
    const options: FilterOption[] = all.slice(0, instantSearch.itemsPerFilter).map((o) => ({ ...o, selected: selected.includes(o.value) }));
    for (const value of selected) {
      if (options.some((o) => o.value === value)) continue;
      const known = all.find((o) => o.value === value);
      options.push({ value, label: known?.label ?? labelOfUnknown(filter, value), count: known?.count ?? null, selected: true });
    }
    if (options.length > 0) groups.push({ filter, name: describeFilter(filter).name, options });
  }
  return groups;
}
