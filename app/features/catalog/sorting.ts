/** WooCommerce's `orderby` values, in the order the dropdown lists them. */
export const SORT_ORDERS = ["menu_order", "popularity", "rating", "date", "price", "price-desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT: SortOrder = "menu_order";

/** Reads `?orderby=`; anything unknown is the default, as in WooCommerce. */
export function parseSortOrder(value: string | null): SortOrder {
  return (SORT_ORDERS as readonly string[]).includes(value ?? "") ? (value as SortOrder) : DEFAULT_SORT;
}

/** `/cua-hang/page/3/` → 3; absent is page 1; anything else is not a page (null → 404). */
export function parsePageNumber(value: string | undefined): number | null {
  if (value === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}
