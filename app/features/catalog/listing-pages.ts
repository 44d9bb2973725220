import { DEFAULT_SORT, type SortOrder } from "./sorting";

/**
 * A listing page's address, as its pagination and sort links give it (WooCommerce's): page n of
 * `basePath` is `{base}page/{n}/`, a sort order other than the default is `?orderby=`, and the
 * filters it keeps go before it.
 */
export function listingPageHref(basePath: string, n: number, sort: SortOrder, keep: Record<string, string> = {}): string {
  const path = n === 1 ? basePath : `${basePath}page/${n}/`;
  const query = new URLSearchParams(keep);
  if (sort !== DEFAULT_SORT) query.set("orderby", sort);
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** How many pages a listing of `total` products has (one, empty, when it has none). */
export const listingPageCount = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));
