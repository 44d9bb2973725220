import type { Fragments } from "./answers";

/**
 * The events the cart's scripts raise, under WooCommerce's names so scripts written for the
 * original shop still hear them. Each is a CustomEvent on `document.body`, except `cart-changed`
 * (on `window`, for the cart page's own data).
 */
export const CART_EVENTS = {
  adding: "adding_to_cart",
  added: "added_to_cart",
  removed: "removed_from_cart",
  fragmentsLoaded: "wc_fragments_loaded",
  fragmentsRefreshed: "wc_fragments_refreshed",
  fragmentsError: "fragments-ajax-error",
  /** WooCommerce's own name for the same failure. */
  fragmentsErrorWc: "wc_fragments_ajax_error",
  /** Raised by anyone to ask for fresh fragments. */
  refreshRequest: "wc_fragment_refresh",
  /** The cart changed while the cart page is open: its data is out of date. */
  cartChanged: "cart-changed",
} as const;

/** What `added_to_cart` and `removed_from_cart` carry (WooCommerce's `[fragments, cart_hash, $button]`). */
export type CartChangeDetail = { fragments: Fragments; cart_hash: string; button: HTMLElement | null };

export function emit(target: EventTarget, type: string, detail?: unknown): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: target !== window }));
}
