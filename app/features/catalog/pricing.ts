import type { PriceDisplay } from "./types";

/**
 * How a product's price reads on a card or a product page. A variable product's range is its
 * variations', a grouped one's its children's (kept in the lookup columns), as WooCommerce shows them.
 */
export function priceDisplay(p: {
  type: "simple" | "variable" | "grouped";
  regularPrice: number | null;
  salePrice: number | null;
  minPrice: number | null;
  maxPrice: number | null;
}): PriceDisplay | null {
  if (p.type === "simple") {
    if (p.regularPrice === null) return null;
    return p.salePrice !== null && p.salePrice < p.regularPrice
      ? { kind: "sale", regular: p.regularPrice, sale: p.salePrice }
      : { kind: "single", amount: p.regularPrice };
  }
  if (p.minPrice === null || p.maxPrice === null) return null;
  return p.minPrice === p.maxPrice ? { kind: "single", amount: p.minPrice } : { kind: "range", min: p.minPrice, max: p.maxPrice };
}

/** The amount a shopper pays for one unit (the lower end of a range). */
export function payableAmount(price: PriceDisplay): number {
  return price.kind === "single" ? price.amount : price.kind === "sale" ? price.sale : price.min;
}
