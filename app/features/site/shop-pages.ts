/**
 * The addresses of the shop's own pages (WooCommerce's shop, cart and checkout page permalinks):
 * every feature links to them, so they sit at the bottom of the order with the site's settings.
 */
export const SHOP_PATH = "/cua-hang/";
export const CART_PATH = "/gio-hang/";
export const CHECKOUT_PATH = "/thanh-toan/";
/** WooCommerce's My account page; the header's account link and every sign-in form point here. */
export const ACCOUNT_PATH = "/tai-khoan/";
