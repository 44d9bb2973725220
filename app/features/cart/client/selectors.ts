import { AJAX_ADD_ATTRIBUTE } from "~/features/catalog";

/**
 * The markup the cart's scripts look for (WooCommerce's and Flatsome's class names, served by the
 * cart feature). Kept apart from the scripts themselves: the page's first-use listener
 * (../start/first-use.ts) reads the same names to know which controls wait for them.
 */
export const MINI_CART_CONTENT = "div.widget_shopping_cart_content";
export const MINI_CART_ITEM = "li.woocommerce-mini-cart-item";
export const MINI_CART_QUANTITY = ".ux-mini-cart-qty";
export const HEADER_CART_LINK = "a.header-cart-link";
export const DROPDOWN_CART = ".cart-item.has-dropdown";
export const OFF_CANVAS_CART_ID = "cart-popup";

/** WooCommerce's AJAX add buttons; other add links (variable or sold-out products) go to their page. */
export const AJAX_ADD_BUTTON = ".add_to_cart_button.ajax_add_to_cart";
/** A product form that adds through the AJAX call (the quick view's). */
export const AJAX_ADD_FORM = `form.cart[${AJAX_ADD_ATTRIBUTE}]`;
/** The mini cart's remove links. */
export const MINI_CART_REMOVE_LINK = `${MINI_CART_CONTENT} a.remove_from_cart_button`;
/** The mini cart's quantity field, its steppers and the little form each sits in. */
export const MINI_CART_QUANTITY_INPUT = `${MINI_CART_CONTENT} ${MINI_CART_QUANTITY} input.qty`;
export const MINI_CART_STEPPER = `${MINI_CART_CONTENT} ${MINI_CART_QUANTITY} button.minus, ${MINI_CART_CONTENT} ${MINI_CART_QUANTITY} button.plus`;
export const MINI_CART_QUANTITY_FORM = `${MINI_CART_CONTENT} form.mini-cart-qty-form`;

/** Every control the cart's scripts take over, by the event that uses it. */
export type HandledControls = { click: string; submit: string; change: string };

/** The controls for a mini cart of `style`: the header's cart link is the scripts' only when it opens a panel. */
export function handledControls(style: "dropdown" | "off-canvas"): HandledControls {
  const clicks = [AJAX_ADD_BUTTON, MINI_CART_REMOVE_LINK, MINI_CART_STEPPER];
  if (style === "off-canvas") clicks.push(HEADER_CART_LINK);
  return { click: clicks.join(", "), submit: `${AJAX_ADD_FORM}, ${MINI_CART_QUANTITY_FORM}`, change: MINI_CART_QUANTITY_INPUT };
}
