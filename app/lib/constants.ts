/**
 * The business constants of the specification (§9), each under the spec's own name, in one
 * typed place. Durations are milliseconds unless the name says otherwise.
 */
export const LOCALE = "vi" as const;
export const LOCALE_WP = "vi_VN" as const;
export const CURRENCY = "VND" as const;
export const TIME_ZONE = "Asia/Ho_Chi_Minh" as const;
export const UTC_OFFSET = "+07:00" as const;

export const cart = {
  cart_redirect_after_add: "no" as "yes" | "no",
  mini_cart_reveal: true,
  mini_cart_reveal_ms: 5000,
  fragments_timeout_ms: 5000,
  fragments_cache_lifetime_ms: 86_400_000,
  cart_updated_announce_delay_ms: 1000,
} as const;

export const validation = {
  phone_min_length: 6,
  phone_max_length: 15,
  email_min_length: 6,
  email_tld_min: 2,
  email_tld_max: 63,
  step_precision_decimals: 6,
  live_search_min_chars: 3,
  two_factor_code_length: 6,
} as const;

export const instantSearch = {
  postsPerPage: 10,
  itemsPerFilter: 5,
  defaultSort: "relevance",
  sortOptions: ["relevance", "newest", "oldest", "price_asc", "price_desc", "rating_desc"],
  resultFormat: "product",
  colorTheme: "light",
  highlightColor: "#FFC",
  overlayTrigger: "submit",
  enableInfScroll: true,
  enableFilteringOpensOverlay: true,
  enablePostDate: true,
  enableSort: true,
  showPoweredBy: false,
} as const;

export const liveSearch = { search_result_latency: 0 } as const;

export const media = { post_process_max_attempts: 5 } as const;

export const orderAttribution = {
  /** sourcebuster's `lifetime` option, in months (about 26 seconds). */
  cookie_lifetime_months: 0.00001,
  session_length_minutes: 30,
} as const;

export const login = { remember_device_days: 30 } as const;

export const theme = {
  sticky_header_height: 70,
  swatches_box_reset_time: 300,
  cookie_notice_version: 1,
  theme_version: "3.18.5",
  page_loader_removed_after_ms: 1000,
} as const;

export const timings = {
  module_load_timeout_ms: 120_000,
  focus_first_shop_notice_ms: 500,
  result_count_reannounce_ms: 2000,
  scroll_to_notices_offset_px: 100,
  scroll_to_notices_ms: 1000,
  scroll_animation_ms: 1000,
  scroll_to_reviews_extra_offset_px: 15,
  sticky_sidebar_extra_offset_px: 30,
  field_description_slide_ms: 250,
  accordion_slide_ms: 200,
  popup_removal_delay_ms: 300,
  overlay_opacity: 0.6,
  blocking_overlay_z_index: 1000,
  dropdown_alignment_min_container_px: 750,
  hover_intent: { sensitivity: 3, interval: 20, timeout: 70 },
  count_up_ms: 4000,
  visibility_threshold: 0.1,
  /** Pixels a drag must travel before a gallery's slider moves (the product page; a quick view's is larger). */
  drag_threshold: 10,
  quick_view_drag_threshold: 15,
  /** §8 "Images and media": the zoom error stays on screen this long. */
  zoom_error_shown_ms: 2500,
} as const;

/** Column breakpoints of §9; `columns` is the default count at that width. */
export const breakpoints = {
  large: { minPx: 850, columns: 3 },
  medium: { minPx: 550, columns: 3 },
  small: { minPx: 0, columns: 2 },
} as const;

export const cookies = {
  store_notice_prefix: "store_notice",
  cart_hash: "woocommerce_cart_hash",
  items_in_cart: "woocommerce_items_in_cart",
} as const;

/** Listings show 24 products a page (the shop's WooCommerce setting). */
export const PRODUCTS_PER_PAGE = 24;

/**
 * Stock (WooCommerce's inventory settings): a counted stock at or under this many, but not out,
 * is "low" (the back office's stock filter, WooCommerce's default of 2).
 */
export const stock = { woocommerce_notify_low_stock_amount: 2 } as const;

/** Approved reviews a product page lists before "comment-page-2" (WordPress's comment paging). */
export const REVIEWS_PER_PAGE = 10;

/**
 * The shop's own bounds on anonymous writes from one client address (not the spec's): generous
 * for a shopper, a wall for a script. An address may make `burst` at once, then one more every
 * `perMs / burst` (a token bucket: 60 adds a minute, 10 reviews an hour, 10 orders in 10 minutes,
 * 30 new sessions a minute, 10 contact form messages in 10 minutes).
 */
export const requestAllowances = {
  add_to_cart: { burst: 60, perMs: 60_000 },
  review: { burst: 10, perMs: 3_600_000 },
  order: { burst: 10, perMs: 600_000 },
  session: { burst: 30, perMs: 60_000 },
  contact_form: { burst: 10, perMs: 600_000 },
} as const;

/**
 * Brute-force protection, Wordfence's defaults (spec §7 "Login and registration"): 20 failed
 * logins, or 20 lost-password requests, from one client network (IPv4 address, IPv6 /64) or for
 * one login name within 4 hours lock both out for 4 hours; while locked, an attempt is answered
 * 503 and not checked. The login log is kept 90 days (the shop's own choice).
 */
export const loginSecurity = {
  maxLoginFailures: 20,
  maxLostPasswordRequests: 20,
  countFailuresMs: 4 * 3_600_000,
  lockoutMs: 4 * 3_600_000,
  logKeptMs: 90 * 86_400_000,
} as const;

/**
 * The invisible proof-of-work CAPTCHA (ALTCHA, decision 025): a challenge lives 10 minutes (a
 * login form left open a while still submits), and its solver must find a counter drawn between
 * `minCounter` and `maxCounter`, one SHA-256 each: ~6 000 hashes on average, a tenth to a third
 * of a second on a phone's WebCrypto.
 */
export const captchaChallenge = {
  expiresMs: 10 * 60_000,
  minCounter: 2_000,
  maxCounter: 10_000,
} as const;
