/**
 * What other features may use of the site (app/features/README.md): its settings, menus and the
 * shop's page addresses. Browser-safe and light: the option schemas (zod) stay out, only their types.
 */
export type { MenuItem } from "./menu";
export type { CheckoutSettings, SiteOptions, ThemeOptions } from "./options";
export { ACCOUNT_PATH, CART_PATH, CHECKOUT_PATH, SHOP_PATH } from "./shop-pages";
export { GUEST_VIEWER, type SiteSettings, SiteSettingsContext, type Viewer, useSiteSettings } from "./site-settings";
export { STORE_NOTICE_DISMISS_PARAM } from "./store-notice";
export { THEME_OPTION_DEFAULTS } from "./theme-defaults";
