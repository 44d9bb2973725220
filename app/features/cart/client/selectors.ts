/** The markup the cart's scripts look for (WooCommerce's and Flatsome's class names, served by the cart feature). */
export const MINI_CART_CONTENT = "div.widget_shopping_cart_content";
export const MINI_CART_ITEM = "li.woocommerce-mini-cart-item";
export const MINI_CART_QUANTITY = ".ux-mini-cart-qty";
export const HEADER_CART_LINK = "a.header-cart-link";
export const DROPDOWN_CART = ".cart-item.has-dropdown";
export const OFF_CANVAS_CART_ID = "cart-popup";
