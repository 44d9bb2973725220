import { TIME_ZONE } from "~/lib/constants";
import { type RestRoute, restResponse } from "../wordpress/rest-response";
import { staffFor } from "./rest-access";

/**
 * WooCommerce's `system_status`, the minimal part integrations read to learn what they talk to:
 * the environment (addresses, versions, language, time zone), the store's money settings (đồng,
 * no decimals), and whether it is served over TLS. WooCommerce's sections it has no counterpart
 * for here (plugins, theme templates, database tables) are present and empty, so clients that
 * iterate over them find nothing instead of failing. Staff only, as WooCommerce's
 * `manage_woocommerce` check.
 */

/** The WooCommerce REST contract the shop's answers follow (v3, as WooCommerce 9 serves it). */
const WC_VERSION = "9.8.0";
const WP_VERSION = "6.8";

export const wcSystemStatusRoutes: RestRoute[] = [
  {
    pattern: /\/wc\/v3\/system_status/,
    methods: ["GET"],
    namespace: "wc/v3",
    handler: async ({ context, userId }) => {
      const access = await staffFor(context, userId, "read");
      if (!access.ok) return access.response;
      const secure = context.site.url.startsWith("https://");
      return restResponse({
        environment: {
          home_url: context.site.url,
          site_url: context.site.url,
          store_id: "",
          version: WC_VERSION,
          wp_version: WP_VERSION,
          wp_multisite: false,
          wp_debug_mode: false,
          language: "vi",
          external_object_cache: null,
          server_info: "Node.js",
          node_version: process.version,
          default_timezone: TIME_ZONE,
          secure_connection: secure,
        },
        database: { wc_database_version: WC_VERSION, database_prefix: "", database_tables: { woocommerce: {}, other: {} }, database_size: {} },
        active_plugins: [],
        inactive_plugins: [],
        dropins_mu_plugins: { dropins: [], mu_plugins: [] },
        theme: { name: "", version: "", is_child_theme: false, has_woocommerce_support: true, overrides: [] },
        settings: {
          api_enabled: true,
          force_ssl: false,
          currency: "VND",
          currency_symbol: "₫",
          currency_position: "right_space",
          thousand_separator: ".",
          decimal_separator: ",",
          number_of_decimals: 0,
          geolocation_enabled: false,
          taxonomies: { external: "external", grouped: "grouped", simple: "simple", variable: "variable" },
          product_visibility_terms: {},
        },
        security: { secure_connection: secure, hide_errors: true },
        pages: [],
        post_type_counts: [],
      });
    },
  },
];
