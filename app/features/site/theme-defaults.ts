import { cart, theme } from "~/lib/constants";
import type { ThemeOptions } from "./options";

/**
 * The theme options' defaults, apart from their zod schema (./options.ts). Built by a pure call,
 * so a bundle that never reads them (the browser's: see use-site-settings.ts) drops them and the
 * constants they come from.
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
