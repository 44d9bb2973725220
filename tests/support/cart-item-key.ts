import { createHash } from "node:crypto";

/**
 * WooCommerce's `cart_item_key` (`WC_Cart::generate_cart_id`), which `cart_add`
 * (db/functions/cart.sql) computes: md5 of the product id, the variation id when
 * there is one, and the chosen attributes concatenated as `{name}{value}` in the attributes'
 * order, joined with "_". Tests compute the keys they expect with it.
 */
export function cartItemKey(productId: number, variationId: number | null, chosen: Record<string, string>): string {
  const parts: string[] = [String(productId)];
  if (variationId) parts.push(String(variationId));
  const entries = Object.entries(chosen);
  if (entries.length > 0) parts.push(entries.map(([k, v]) => `${k.trim()}${v.trim()}`).join(""));
  return createHash("md5").update(parts.join("_")).digest("hex");
}
