/**
 * The order attribution fields of spec §3, each with the sourcebuster value it carries: the map of
 * WooCommerce's `OrderAttributionMeta::$default_fields`, in its order. Isomorphic: the checkout
 * form renders the inputs from it, the tracker fills them, the server reads them back.
 */
export const ATTRIBUTION_SOURCES = {
  source_type: ["current", "typ"],
  referrer: ["current_add", "rf"],
  utm_campaign: ["current", "cmp"],
  utm_source: ["current", "src"],
  utm_medium: ["current", "mdm"],
  utm_content: ["current", "cnt"],
  utm_id: ["current", "id"],
  utm_term: ["current", "trm"],
  utm_source_platform: ["current", "plt"],
  utm_creative_format: ["current", "fmt"],
  utm_marketing_tactic: ["current", "tct"],
  session_entry: ["current_add", "ep"],
  session_start_time: ["current_add", "fd"],
  session_pages: ["session", "pgs"],
  session_count: ["udata", "vst"],
  user_agent: ["udata", "uag"],
} as const;

export type AttributionField = keyof typeof ATTRIBUTION_SOURCES;

export const ATTRIBUTION_FIELDS = Object.keys(ATTRIBUTION_SOURCES) as AttributionField[];

/** Every input's name begins with it (WooCommerce's `wc_order_attribution_tracking_field_prefix`). */
export const ATTRIBUTION_INPUT_PREFIX = "wc_order_attribution_";

export const attributionInputName = (field: AttributionField) => `${ATTRIBUTION_INPUT_PREFIX}${field}`;

/** The key the same values travel under as checkout extension data. */
export const ATTRIBUTION_EXTENSION_KEY = "woocommerce/order-attribution";

/**
 * What the page sends: a field's value, or null where sourcebuster has none or tracking is off
 * (WooCommerce's script sends null then, and the inputs carry "").
 */
export type AttributionValues = Record<AttributionField, string | null>;

export const emptyAttributionValues = (): AttributionValues =>
  Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, null])) as AttributionValues;
