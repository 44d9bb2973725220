/**
 * The events of the cart's scripts that are not WooCommerce's jQuery events (those go through
 * `~/lib/wc-events`, which reaches jQuery's listeners with WooCommerce's arguments).
 */
export const CART_EVENTS = {
  /** The theme's name for a failed fragments call (spec §7), a plain event on `document.body`. */
  fragmentsError: "fragments-ajax-error",
  /**
   * The cart changed while the cart page is open: its data may be out of date (on `window`). Its
   * detail is `CartChanged`: the cart page's data need not be loaded again when it holds that cart.
   */
  cartChanged: "cart-changed",
} as const;

export type CartChanged = { cartHash: string };

export function emit(target: EventTarget, type: string, detail?: CartChanged): void {
  target.dispatchEvent(new CustomEvent(type, { bubbles: target !== window, detail }));
}
