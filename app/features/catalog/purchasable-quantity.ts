import type { Backorders, StockStatus } from "./types";

/**
 * How many of an item one cart line may hold: the database's `purchasable_quantity`
 * (db/functions/stock.sql), which the add to cart, the cart and the order apply, here
 * for the quantity fields the browser draws (decision 019). One table of cases runs through both
 * (tests/integration/stock-rule.integration.test.ts), so the two cannot disagree.
 *
 * It is WooCommerce's (`is_in_stock`, `has_enough_stock`, `get_max_purchase_quantity`) with the
 * product's own maximum: a sold-out status sells nothing; a counted stock sells what it holds,
 * or any number once backorders are taken; stock nobody counts follows its status only; an item
 * sold individually is one at most.
 */

/** The stock a line draws on: its status, and whether and how far it is counted. */
export type Stock = {
  stockStatus: StockStatus;
  manageStock: boolean;
  stockQuantity: number | null;
  backorders: Backorders;
};

/** Everything that limits one cart line: its stock and its product's own rules. */
export type PurchaseTerms = Stock & { soldIndividually: boolean; maxQuantity: number | null };

/** The most one cart line may hold; null when any number may be bought. */
export function purchasableQuantity(terms: PurchaseTerms): number | null {
  if (terms.stockStatus === "outofstock") return 0;
  const limits: number[] = [];
  if (terms.manageStock && terms.backorders === "no") limits.push(Math.max(terms.stockQuantity ?? 0, 0));
  if (terms.soldIndividually) limits.push(1);
  if (terms.maxQuantity !== null) limits.push(terms.maxQuantity);
  return limits.length > 0 ? Math.min(...limits) : null;
}

/**
 * The stock a product or one of its variations draws on: a variation's own when it counts it,
 * else its product's when the product counts it (WooCommerce's parent stock), else none but the
 * variation's status.
 */
export function stockOf(product: Stock, variation: Stock | null): Stock {
  if (!variation) return product;
  if (variation.manageStock) return variation;
  if (product.manageStock) return { ...product, stockStatus: variation.stockStatus };
  return { stockStatus: variation.stockStatus, manageStock: false, stockQuantity: null, backorders: "no" };
}

/** Whether a sale may take the stock below zero (WooCommerce's `backorders_allowed`). */
export const backordersAllowed = (stock: Stock) => stock.backorders !== "no";
