import { SEARCH_FILTERS } from "./filters";
import { type SearchRequest, searchParamsOf } from "./search-request";

export type OverlaySearch = Pick<SearchRequest, "query" | "filters" | "sort">;

/** Every URL parameter a search is read from (`readSearchRequest`), aliases included. */
const SEARCH_PARAMS = new Set<string>(["s", "query", "post_type", "orderby", "sort", "page_handle", "size", ...SEARCH_FILTERS.map((f) => f.param)]);

function withoutSearch(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (!SEARCH_PARAMS.has(name)) kept.append(name, value);
  return kept;
}

function href(pathname: string, params: URLSearchParams, hash = ""): string {
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}${hash}`;
}

/**
 * The address while the overlay shows `search` over the page at `pageHref`: the page's path and
 * its own parameters, then the search's. A page parameter the search also uses (a listing's
 * `orderby`) gives way to the search's while the overlay is open.
 */
export function overlayHref(pageHref: string, search: OverlaySearch): string {
  const page = new URL(pageHref, "http://x");
  const params = withoutSearch(page.searchParams);
  for (const [name, value] of searchParamsOf(search)) params.append(name, value);
  return href(page.pathname, params);
}

/**
 * The address once the overlay closes: the page's own. A page opened with a search in its URL
 * (a shared link) loses that search; the search results page keeps it, as it is its content.
 */
export function closedHref(pageHref: string, onSearchPage: boolean): string {
  const page = new URL(pageHref, "http://x");
  if (onSearchPage || !page.searchParams.has("s")) return `${page.pathname}${page.search}${page.hash}`;
  return href(page.pathname, withoutSearch(page.searchParams), page.hash);
}

/** Whether two searches ask for the same results (their URLs are the same). */
export function sameSearch(a: OverlaySearch, b: OverlaySearch): boolean {
  return searchParamsOf(a).toString() === searchParamsOf(b).toString();
}
