import { CART_PATH } from "../cart-urls";

export { CART_PATH };

/** Where the cart's scripts send requests (spec §7 "Cart"). */
export const ADMIN_AJAX_URL = "/wp-admin/admin-ajax.php";

export type WcAjaxEndpoint = "add_to_cart" | "remove_from_cart" | "get_refreshed_fragments";

/** WooCommerce's `?wc-ajax=` address, on the site's root as `wc_ajax_url` is. */
export const wcAjaxUrl = (endpoint: WcAjaxEndpoint) => `/?wc-ajax=${endpoint}`;

/** Whether a path is the cart page's (with or without its trailing slash). */
export const isCartPath = (pathname: string) => pathname === CART_PATH || pathname === CART_PATH.slice(0, -1);
