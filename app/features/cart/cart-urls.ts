import { CART_PATH } from "~/features/site";

/** The cart's addresses, as WooCommerce's permalinks and query arguments name them. */
export { CART_PATH, CHECKOUT_PATH, SHOP_PATH } from "~/features/site";

/** Nonce action of the cart's links and forms (WooCommerce's `woocommerce-cart`). */
export const CART_NONCE_ACTION = "woocommerce-cart";

/** A line's remove link (`wc_get_cart_remove_url`): works as a plain link when scripts do not run. */
export const removeLineUrl = (key: string, nonce: string) =>
  `${CART_PATH}?remove_item=${encodeURIComponent(key)}&_wpnonce=${encodeURIComponent(nonce)}`;

/** A cart line's quantity field name, as WooCommerce's cart form posts it. */
export const lineQuantityField = (key: string) => `cart[${key}][qty]`;
