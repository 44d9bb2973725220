/**
 * The events of the cart's scripts that are not WooCommerce's jQuery events (those go through
 * `~/lib/wc-events`, which reaches jQuery's listeners with WooCommerce's arguments).
 */
export const CART_EVENTS = {
  /** The theme's name for a failed fragments call (spec §7), a plain event on `document.body`. */
  fragmentsError: "fragments-ajax-error",
  /** The cart changed while the cart page is open: its data is out of date (on `window`). */
  cartChanged: "cart-changed",
} as const;

export function emit(target: EventTarget, type: string): void {
  target.dispatchEvent(new CustomEvent(type, { bubbles: target !== window }));
}
