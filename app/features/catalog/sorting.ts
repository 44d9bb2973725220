/** WooCommerce's `orderby` values, in the order the dropdown lists them. */
export const SORT_ORDERS = ["menu_order", "popularity", "rating", "date", "price", "price-desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT: SortOrder = "menu_order";

/** Reads `?orderby=`; anything unknown is the default, as in WooCommerce. */
export function parseSortOrder(value: string | null): SortOrder {
  return (SORT_ORDERS as readonly string[]).includes(value ?? "") ? (value as SortOrder) : DEFAULT_SORT;
}
