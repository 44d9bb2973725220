import { DROPDOWN_CART, OFF_CANVAS_CART_ID } from "./selectors";

/** The part of the page a mini cart lives in, which stays while its content is replaced. */
export function miniCartRegion(inside: Element): HTMLElement | null {
  return inside.closest<HTMLElement>(`#${OFF_CANVAS_CART_ID}, ${DROPDOWN_CART}, .widget_shopping_cart`);
}

/**
 * Replacing the mini cart's content takes focus away with the old markup (to the page's body,
 * which would also close a dropdown shown by :focus-within). Call this before the content is
 * replaced; the function it returns, called after, puts focus back if it was in `region` and
 * is gone: on `preferred` in the new content, else on the first thing to act on there, else on
 * the region's own link or close button. It returns the element it focused, if any.
 */
export function noteFocusIn(region: HTMLElement | null): (preferred: string | null) => HTMLElement | null {
  const hadFocus = !!region?.contains(document.activeElement);
  return (preferred) => {
    if (!region || !hadFocus || region.contains(document.activeElement)) return null;
    const target =
      (preferred ? region.querySelector<HTMLElement>(preferred) : null) ??
      region.querySelector<HTMLElement>(".woocommerce-mini-cart .remove_from_cart_button, .woocommerce-mini-cart__buttons a") ??
      region.querySelector<HTMLElement>(".cart-popup-close, a.header-cart-link");
    target?.focus({ preventScroll: true });
    return target;
  };
}
