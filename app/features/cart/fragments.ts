/**
 * The page regions a cart answer replaces (`fragments` in spec §3 "Cart fragments answer"), keyed
 * by the CSS selectors WooCommerce and the theme use, so scripts written for the original shop
 * find them. The server renders each from the same components the page shows.
 */
export const CART_FRAGMENT = {
  miniCart: "div.widget_shopping_cart_content",
  count: ".cart-icon strong",
  countLabel: "span.cart-count-label",
  price: "span.cart-price",
} as const;

export type CartFragments = Record<string, string>;
