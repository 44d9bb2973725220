import { createContext, useContext } from "react";
import type { ThemeOptions } from "./options";
import { THEME_OPTION_DEFAULTS } from "./theme-defaults";

/** The owner's settings that scripts on the page follow (spec §3 "Theme options read on the page"). */
export type SiteSettings = {
  theme: ThemeOptions;
  cartRedirectAfterAdd: "yes" | "no";
  /** WooCommerce's `order_attribution_enabled` (spec §4 "Order tracking"). */
  orderAttributionEnabled: boolean;
} & Viewer;

/**
 * Who is looking, as Flatsome's scripts read it (spec §3 "Theme options read on the page"): a
 * guest, someone who runs the shop (`store_admin`: the coming-soon banner, the back office) or
 * who may edit pages (`user.can_edit_pages`: the blocks' edit links). A guest's pages are shared
 * by every guest, so only a signed-in shopper's own (private) pages say otherwise.
 */
export type Viewer = { is_guest: boolean; store_admin: boolean; user: { can_edit_pages: boolean } };

export const GUEST_VIEWER: Viewer = { is_guest: true, store_admin: false, user: { can_edit_pages: false } };

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  theme: THEME_OPTION_DEFAULTS,
  cartRedirectAfterAdd: "no",
  // As SHOP_SETTING_DEFAULTS, written out: importing options.ts would bring zod into the browser.
  orderAttributionEnabled: true,
  ...GUEST_VIEWER,
};

/**
 * Provided by the site layout from its loader, and by any server render outside the router (the
 * quick-view answer), so components read the settings the same way everywhere.
 */
export const SiteSettingsContext = createContext<SiteSettings>(DEFAULT_SITE_SETTINGS);

/** The theme options and shop settings in any component; the spec's defaults where none were provided. */
export function useSiteSettings(): SiteSettings {
  return useContext(SiteSettingsContext);
}
