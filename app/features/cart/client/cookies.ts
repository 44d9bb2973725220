import { cookies } from "~/lib/constants";

/** The cookies of a `document.cookie` string by name; a repeated name keeps its first value (the most specific path). */
export function parseCookieString(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of text.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || found.has(name)) continue;
    found.set(name, decode(part.slice(eq + 1).trim()));
  }
  return found;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // a value some other script wrote unencoded: keep it as it is
  }
}

/** What the shop's cart cookies say: whether the cart has items, and its hash ("" without one). */
export type CartCookies = { hasItems: boolean; hash: string };

/** WooCommerce counts the cart as filled when `woocommerce_items_in_cart` is a number above 0. */
export function readCartCookies(text: string): CartCookies {
  const jar = parseCookieString(text);
  return { hasItems: Number(jar.get(cookies.items_in_cart)) > 0, hash: jar.get(cookies.cart_hash) ?? "" };
}
