import { ACCOUNT_PATH } from "~/features/site";

export { ACCOUNT_PATH };

/**
 * My account's endpoints, under WooCommerce's names (`wc_get_account_endpoint_url`), and
 * WordPress's login page, which links, habits and scripts written for the old shop still use.
 */
export const accountUrls = {
  dashboard: ACCOUNT_PATH,
  orders: `${ACCOUNT_PATH}orders/`,
  ordersPage: (page: number) => (page <= 1 ? `${ACCOUNT_PATH}orders/` : `${ACCOUNT_PATH}orders/${page}/`),
  viewOrder: (orderId: number) => `${ACCOUNT_PATH}view-order/${orderId}/`,
  editAddress: `${ACCOUNT_PATH}edit-address/`,
  editAddressOf: (kind: "billing" | "shipping") => `${ACCOUNT_PATH}edit-address/${kind}/`,
  editAccount: `${ACCOUNT_PATH}edit-account/`,
  twoFactor: `${ACCOUNT_PATH}two-factor/`,
  applicationPasswords: `${ACCOUNT_PATH}application-passwords/`,
  logout: `${ACCOUNT_PATH}customer-logout/`,
  lostPassword: `${ACCOUNT_PATH}lost-password/`,
} as const;

export const WP_LOGIN_PATH = "/wp-login.php";
