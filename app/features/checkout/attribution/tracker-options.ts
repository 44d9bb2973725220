import { orderAttribution } from "~/lib/constants";

/** The settings WooCommerce starts sourcebuster with (`order-attribution.js`, `sbjs.init`). */
export type TrackerOptions = {
  /** Cookie lifetime in months (spec §9). */
  lifetimeMonths: number;
  /** Minutes without a page view after which the next one starts a new session (spec §9). */
  sessionLengthMinutes: number;
  /** The zone of the session start time, in hours from UTC; WooCommerce gives "0". null: the visitor's clock. */
  timezoneOffsetHours: number | null;
  /** WooCommerce's `wc_order_attribution_use_base64_cookies` filter, off unless a site turns it on. */
  base64: boolean;
};

export const WOOCOMMERCE_TRACKER_OPTIONS: TrackerOptions = {
  lifetimeMonths: orderAttribution.cookie_lifetime_months,
  sessionLengthMinutes: orderAttribution.session_length_minutes,
  timezoneOffsetHours: 0,
  base64: false,
};

/**
 * sourcebuster's lifetime in minutes: months × 30 days, cut to a whole number the way
 * `parseInt` does (through its text). 0.00001 months is 0.432 minutes, so 0: the lifetime
 * cookies get no expiry and last as long as the browser session. 0 or nothing means 6 months.
 */
export function lifetimeMinutes(months: number): number {
  return parseInt(String((months || 6) * 30 * 24 * 60));
}

/** sourcebuster's session length: a whole number of minutes, 30 when unset. */
export function sessionMinutes(minutes: number): number {
  return parseInt(String(minutes)) || 30;
}
