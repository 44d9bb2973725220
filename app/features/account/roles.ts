/**
 * What a role may do on the storefront, as WordPress's and WooCommerce's roles grant it:
 * `store_admin` (spec §3 "Theme options read on the page") for those who run the shop, and
 * `can_edit_pages` for those who may edit the shop's pages (block edit links, spec §6).
 */
export type Role = "administrator" | "shop_manager" | "editor" | "author" | "customer" | "subscriber";

const STORE_ADMINS: readonly Role[] = ["administrator", "shop_manager"];
/** WordPress's `edit_pages`: administrators, editors, and WooCommerce's shop managers. */
const PAGE_EDITORS: readonly Role[] = ["administrator", "shop_manager", "editor"];

export const isStoreAdmin = (roles: readonly Role[]) => roles.some((r) => STORE_ADMINS.includes(r));
export const canEditPages = (roles: readonly Role[]) => roles.some((r) => PAGE_EDITORS.includes(r));
