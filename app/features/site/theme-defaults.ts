import { cart, theme } from "~/lib/constants";
import type { ThemeOptions } from "./options";

/**
 * The theme options' defaults, apart from their zod schema (./options.ts), so the browser can
 * have them (site-settings.ts) without the schema library.
 */
export const THEME_OPTION_DEFAULTS: ThemeOptions = /* @__PURE__ */ themeOptionDefaults();

function themeOptionDefaults(): ThemeOptions {
  return {
    sticky_header_height: theme.sticky_header_height,
    swatches_box_reset_time: theme.swatches_box_reset_time,
    cookie_notice_version: theme.cookie_notice_version,
    theme_version: theme.theme_version,
    mini_cart_reveal: cart.mini_cart_reveal,
    mini_cart_style: "dropdown",
    mobile_menu_back_label: "Menu chính",
    swatches: {
      card_select_on: "hover",
      card_append_to_links: true,
      card_selected_click: "deselect",
      card_auto_reset: true,
      card_reset_scope: "box",
      card_reset_rehides: true,
      card_limit: 4,
      disable_deselect: false,
    },
  };
}
