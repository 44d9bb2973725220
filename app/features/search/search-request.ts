import { instantSearch } from "~/lib/constants";
import { isSlug } from "~/lib/slug";
import { controlCharactersAsSpaces } from "~/lib/validation/control-characters";
import { SEARCH_FILTERS, type SearchFilterParam, type SearchPostType, isSearchPostType } from "./filters";

export type SearchSort = (typeof instantSearch.sortOptions)[number];

export function isSearchSort(value: string): value is SearchSort {
  return (instantSearch.sortOptions as readonly string[]).includes(value);
}

/** Chosen filter values by the filter's URL name; absent or empty means "any". */
export type SearchFilterValues = Partial<Record<SearchFilterParam, string[]>>;

/** One search as the overlay, the results page and the JSON endpoint all describe it. */
export type SearchRequest = {
  /** What the shopper typed, trimmed; may be empty when filters alone choose the results. */
  query: string;
  filters: SearchFilterValues;
  sort: SearchSort;
  /** Results already shown before this page (decoded from `page_handle`). */
  offset: number;
  size: number;
};

export const MAX_QUERY_LENGTH = 100;
export const MAX_PAGE_SIZE = 20;
/** Deeper than this nobody scrolls; the cap keeps a crafted handle from asking for a huge offset. */
export const MAX_OFFSET = 1000;
const MAX_VALUES_PER_FILTER = 20;
const YEAR = /^\d{4}$/;

/** The opaque handle of the page after `offset` results (base64url of "o:{offset}"). */
export function pageHandleFor(offset: number): string {
  return btoa(`o:${offset}`).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function offsetOfHandle(handle: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(handle)) return null;
  let text: string;
  try {
    text = atob(handle.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return null;
  }
  const m = /^o:(\d{1,4})$/.exec(text);
  const offset = m ? Number(m[1]) : NaN;
  return Number.isInteger(offset) && offset > 0 && offset <= MAX_OFFSET ? offset : null;
}

/**
 * A query as it is searched: control characters as spaces (a NUL must not reach the database,
 * and a search finds what it can rather than refusing), trimmed, runs of spaces as one. Every
 * search's text passes here: the results page, the overlay's endpoint and the suggestions.
 */
export function normalizeQuery(text: string): string {
  return controlCharactersAsSpaces(text).trim().replace(/\s+/g, " ");
}

export type SearchRequestError = { param: string; message: string };

function filterValueValid(param: SearchFilterParam, value: string): boolean {
  if (param === "post_types") return isSearchPostType(value);
  if (param === "year_post_date") return YEAR.test(value);
  return isSlug(value);
}

/**
 * Reads a search from URL parameters: `s` (or `query`), the filters of `SEARCH_FILTERS` by their
 * `param` (comma-separated), `orderby` (or `sort`), `page_handle`, `size`. WordPress's own
 * `post_type=product` (the header form's hidden field) counts as `post_types=product`. Anything
 * malformed is listed in `errors` rather than silently dropped, so the endpoint can answer 400.
 */
export function readSearchRequest(params: URLSearchParams): { request: SearchRequest; errors: SearchRequestError[] } {
  const errors: SearchRequestError[] = [];
  const query = normalizeQuery(params.get("s") ?? params.get("query") ?? "");
  if (query.length > MAX_QUERY_LENGTH) errors.push({ param: "query", message: `at most ${MAX_QUERY_LENGTH} characters` });

  const filters: SearchFilterValues = {};
  for (const filter of SEARCH_FILTERS) {
    let raw = params.getAll(filter.param).flatMap((v) => v.split(","));
    if (filter.param === "post_types" && raw.length === 0) raw = params.getAll("post_type");
    const values = [...new Set(raw.map((v) => v.trim()).filter(Boolean))];
    if (values.length === 0) continue;
    const bad = values.filter((v) => !filterValueValid(filter.param, v));
    if (bad.length > 0) errors.push({ param: filter.param, message: `unknown value ${JSON.stringify(bad[0])}` });
    else if (values.length > MAX_VALUES_PER_FILTER) errors.push({ param: filter.param, message: `at most ${MAX_VALUES_PER_FILTER} values` });
    else filters[filter.param] = values;
  }

  const sortRaw = params.get("orderby") ?? params.get("sort") ?? instantSearch.defaultSort;
  const sort = isSearchSort(sortRaw) ? sortRaw : instantSearch.defaultSort;
  if (!isSearchSort(sortRaw)) errors.push({ param: "sort", message: `one of ${instantSearch.sortOptions.join(", ")}` });

  const handle = params.get("page_handle");
  let offset = 0;
  if (handle) {
    const decoded = offsetOfHandle(handle);
    if (decoded === null) errors.push({ param: "page_handle", message: "not a handle this search gave" });
    else offset = decoded;
  }

  const sizeRaw = params.get("size");
  let size: number = instantSearch.postsPerPage;
  if (sizeRaw !== null) {
    size = /^\d{1,2}$/.test(sizeRaw) ? Number(sizeRaw) : NaN;
    if (!(size >= 1 && size <= MAX_PAGE_SIZE)) {
      errors.push({ param: "size", message: `a whole number from 1 to ${MAX_PAGE_SIZE}` });
      size = instantSearch.postsPerPage;
    }
  }
  return { request: { query, filters, sort, offset, size }, errors };
}

/**
 * `readSearchRequest` for pages, which show what they can rather than refuse: the parameters it
 * could not read are left out and an over-long query is cut; `ignored` says whether any was.
 */
export function readSearchLeniently(params: URLSearchParams): { request: SearchRequest; ignored: boolean } {
  const { request, errors } = readSearchRequest(params);
  return { request: { ...request, query: request.query.slice(0, MAX_QUERY_LENGTH) }, ignored: errors.length > 0 };
}

/**
 * The URL parameters of a search (the inverse of `readSearchRequest`, without the page): what the
 * overlay puts in the address bar and the results page's links carry. Defaults are left out.
 */
export function searchParamsOf(request: Pick<SearchRequest, "query" | "filters" | "sort">): URLSearchParams {
  const params = new URLSearchParams();
  params.set("s", request.query);
  for (const filter of SEARCH_FILTERS) {
    const values = request.filters[filter.param];
    if (values && values.length > 0) params.set(filter.param, values.join(","));
  }
  if (request.sort !== instantSearch.defaultSort) params.set("orderby", request.sort);
  return params;
}

/** `filters` with `value` of `param` switched on or off. */
export function toggleFilter(filters: SearchFilterValues, param: SearchFilterParam, value: string): SearchFilterValues {
  const current = filters[param] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const out = { ...filters };
  if (next.length === 0) delete out[param];
  else out[param] = next;
  return out;
}

export type { SearchPostType };
