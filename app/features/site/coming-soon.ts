/**
 * WooCommerce's coming-soon mode: guests get the coming-soon page while the shop's own people
 * (store admins) see the shop, with a footer banner saying so.
 */

/** The REST address the banner's dismiss calls (WordPress's own user, WooCommerce's `woocommerce_meta`). */
export const COMING_SOON_DISMISS_REST_URL = "/wp-json/wp/v2/users/me";

/** When a guest is told to try again (`Retry-After`, seconds). */
export const COMING_SOON_RETRY_AFTER_SECONDS = 3600;

/**
 * Pages a guest still reaches in coming-soon mode, as WooCommerce lets them through: signing in
 * (WordPress's login page and My account, so the owner can get in). The back office, WordPress's
 * REST API and both AJAX endpoints are outside the storefront's frame and never get the page.
 */
export function reachableWhileComingSoon(pathname: string): boolean {
  return pathname === "/wp-login.php" || pathname === "/wp-login.php/" || pathname === "/tai-khoan" || pathname.startsWith("/tai-khoan/");
}

/**
 * What the coming-soon page shows, its words included, carried by the 503 the site's frame
 * throws: the page's code then ships no messages of its own to every guest's browser.
 */
export type ComingSoonPageData = { comingSoon: { siteName: string; title: string; text: string; signIn: string } };

export const isComingSoonPageData = (v: unknown): v is ComingSoonPageData =>
  typeof v === "object" && v !== null && "comingSoon" in v && typeof (v as ComingSoonPageData).comingSoon?.siteName === "string";
