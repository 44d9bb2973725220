import { formatCount } from "~/lib/money";
import { tListing } from "~/lib/i18n/areas/listing";

/**
 * WooCommerce's result count of a listing that takes more than a page: "Hiển thị 1–24 trong 71
 * kết quả". The page draws it (components/ListingTemplate.tsx) and infinite scroll widens it as
 * it adds pages (infinite-scroll.ts).
 */
export function resultRange(from: number, to: number, total: number): string {
  return tListing("shop.resultCount", { from: formatCount(from), to: formatCount(to), total: formatCount(total) });
}
