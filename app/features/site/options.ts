import { z } from "zod";
import { PHOTO_FEED_MAX } from "./photo-feed";
import { STORE_NOTICE_ID } from "./store-notice";
import { cart } from "~/lib/constants";
import { THEME_OPTION_DEFAULTS } from "./theme-defaults";

export { THEME_OPTION_DEFAULTS };

/**
 * The theme's options read on the page (spec §3 "Theme options", §9), with the spec's values
 * as defaults, and the listing-swatch behaviour the shop owner chooses (spec §4).
 */
const ThemeOptions = z.object({
  sticky_header_height: z.number().int().min(0).max(300),
  swatches_box_reset_time: z.number().int().min(0).max(60_000),
  cookie_notice_version: z.number().int().min(0),
  theme_version: z.string(),
  /** Open the mini cart after an add to cart (spec §2 "Mini cart"). */
  mini_cart_reveal: z.boolean(),
  mini_cart_style: z.enum(["dropdown", "off-canvas"]),
  /** The back header over each level of the phone's sidebar menu (Flatsome's "Main Menu"). */
  mobile_menu_back_label: z.string().min(1).max(40),
  swatches: z.object({
    /** Listing cards select a swatch on hover or on click. */
    card_select_on: z.enum(["hover", "click"]),
    /** Append `?{attribute_name}={value}` to the card's product links on select. */
    card_append_to_links: z.boolean(),
    /** Clicking an already selected card swatch: go to the product, or deselect it. */
    card_selected_click: z.enum(["go-to-product", "deselect"]),
    card_auto_reset: z.boolean(),
    card_reset_scope: z.enum(["box", "swatch"]),
    card_reset_rehides: z.boolean(),
    /** Swatches a card shows before its "more" limiter (0 = no limit). */
    card_limit: z.number().int().min(0).max(50),
    /** Product page: clicking the selected swatch again does not deselect it. */
    disable_deselect: z.boolean(),
  }),
});
export type ThemeOptions = z.infer<typeof ThemeOptions>;

/** WooCommerce settings the storefront follows. */
const ShopSettings = z.object({
  cart_redirect_after_add: z.enum(["yes", "no"]),
  /** Order attribution (spec §4 "Order tracking"); off deletes the cookies and sends empty fields. */
  order_attribution_enabled: z.boolean(),
  /** New reviews are published at once instead of waiting for moderation. */
  reviews_auto_approve: z.boolean(),
  /** WooCommerce's "New order" e-mail's recipients, comma-separated; "" sends it to the shop's contact address. */
  new_order_recipients: z.string().max(1000),
  /**
   * WooCommerce's `woocommerce_hold_stock_minutes`: an unpaid bank-transfer order holds its stock
   * this long, then is cancelled and gives it back (0: held until staff act).
   */
  hold_stock_minutes: z.number().int().min(0).max(60 * 24 * 30),
  /**
   * WooCommerce's `woocommerce_email_from_name` and `…_from_address`: the sender of every e-mail
   * the shop sends; "" keeps that part of the server's `MAIL_FROM`.
   */
  email_from_name: z.string().max(100),
  email_from_address: z.string().max(200),
  /** WooCommerce's `woocommerce_notify_low_stock_amount`: a counted stock at or below it is low (the dashboard's list). */
  notify_low_stock_amount: z.number().int().min(0).max(1_000_000),
});
export type ShopSettings = z.infer<typeof ShopSettings>;

export const SHOP_SETTING_DEFAULTS: ShopSettings = {
  cart_redirect_after_add: cart.cart_redirect_after_add,
  order_attribution_enabled: true,
  reviews_auto_approve: false,
  new_order_recipients: "",
  hold_stock_minutes: 60,
  email_from_name: "",
  email_from_address: "",
  notify_low_stock_amount: 2,
};

/**
 * A shipping zone (WooCommerce's zones, by region): the provinces it covers (as the checkout's
 * province list names them), its flat rate, and the subtotal from which it ships free (null: never).
 */
const ShippingZone = z.object({
  name: z.string().min(1).max(100),
  provinces: z.array(z.string().min(1)).min(1),
  flat_rate_cost: z.number().int().min(0),
  free_shipping_min: z.number().int().min(0).nullable(),
});
export type ShippingZone = z.infer<typeof ShippingZone>;

/**
 * How the shop ships and takes payment (WooCommerce's shipping zone methods and gateways). The
 * flat rate and free shipping here are the zone "other provinces": every province no zone of
 * `shipping_zones` lists. Amounts in đồng.
 */
const CheckoutSettings = z.object({
  flat_rate: z.object({ enabled: z.boolean(), title: z.string().min(1), cost: z.number().int().min(0) }),
  /** Offered once the cart's subtotal reaches `min_amount`. */
  free_shipping: z.object({ enabled: z.boolean(), title: z.string().min(1), min_amount: z.number().int().min(0) }),
  cod: z.object({ enabled: z.boolean(), title: z.string().min(1), description: z.string() }),
  /** Bank transfer: the account the shopper pays into; `bank_bin` is the bank's NAPAS code for VietQR. */
  bacs: z.object({
    enabled: z.boolean(),
    title: z.string().min(1),
    description: z.string(),
    bank_name: z.string(),
    bank_bin: z.string().regex(/^\d{6}$/),
    account_number: z.string().regex(/^[0-9A-Za-z]{1,19}$/),
    account_name: z.string(),
  }),
  /** The page the terms checkbox links to. */
  terms_page_path: z.string().regex(/^\/[\w/-]*$/),
  /** Zones matched by the shipping address's province before the fallback above. */
  shipping_zones: z.array(ShippingZone).max(34),
});
export type CheckoutSettings = z.infer<typeof CheckoutSettings>;

export const CHECKOUT_SETTING_DEFAULTS: CheckoutSettings = {
  flat_rate: { enabled: true, title: "Giao hàng tiêu chuẩn", cost: 30_000 },
  free_shipping: { enabled: true, title: "Miễn phí giao hàng", min_amount: 500_000 },
  cod: { enabled: true, title: "Thanh toán khi nhận hàng (COD)", description: "Bạn trả tiền mặt cho nhân viên giao hàng khi nhận được hàng." },
  bacs: {
    enabled: true,
    title: "Chuyển khoản ngân hàng",
    description: "Chuyển khoản vào tài khoản của cửa hàng, ghi mã đơn hàng trong nội dung. Đơn hàng được giao sau khi cửa hàng nhận được tiền.",
    bank_name: "Vietcombank",
    bank_bin: "970436",
    account_number: "0071000123456",
    account_name: "CONG TY TNHH CUA HANG XINH",
  },
  terms_page_path: "/dieu-khoan-va-dieu-kien/",
  shipping_zones: [],
};

/**
 * Wordfence Login Security's settings the shop follows: the invisible CAPTCHA on login and on
 * registration (self-hosted proof of work, decision 025), and whether a browser may be
 * remembered for 30 days after a two-factor sign-in.
 */
const LoginSecuritySettings = z.object({
  captcha_login: z.boolean(),
  captcha_registration: z.boolean(),
  remember_device: z.boolean(),
});
export type LoginSecuritySettings = z.infer<typeof LoginSecuritySettings>;

export const LOGIN_SECURITY_DEFAULTS: LoginSecuritySettings = { captcha_login: true, captcha_registration: true, remember_device: true };

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * A stored option laid over its defaults, nested objects included: an option saved before a
 * setting existed gets that setting's default instead of losing every other stored value.
 */
function overDefaults(defaults: Record<string, unknown>, stored: unknown): unknown {
  if (!isPlainObject(stored)) return defaults;
  const out: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(stored)) {
    const d = defaults[key];
    out[key] = isPlainObject(d) ? overDefaults(d, value) : value;
  }
  return out;
}

/**
 * The site options the storefront reads, each with its shape. An option that is missing or
 * malformed in the database falls back to its default instead of breaking every page.
 */
export const siteOptionSchemas = {
  blogname: z.string().min(1).catch("Cửa hàng"),
  blogdescription: z.string().catch(""),
  /** WooCommerce's store notice; `id` versions the dismissal cookie `store_notice{id}`. */
  store_notice: z
    .object({ id: z.string().regex(STORE_NOTICE_ID), enabled: z.boolean(), text: z.string() })
    .catch({ id: "0", enabled: false, text: "" }),
  coming_soon_banner: z.object({ enabled: z.boolean(), text: z.string() }).catch({ enabled: false, text: "" }),
  /**
   * The social photo feed block (Flatsome's Instagram block): the pictures the owner picks from
   * the media library, in order (no outside service is reachable from every shop), and the
   * profile the block links to (its link without scripts).
   */
  photo_feed: z
    .object({ media_ids: z.array(z.number().int().positive()).max(PHOTO_FEED_MAX), profile_url: z.string() })
    .catch({ media_ids: [], profile_url: "" }),
  shop_contact: z
    .object({ address: z.string(), phone: z.string(), email: z.string() })
    .catch({ address: "", phone: "", email: "" }),
  theme_options: z.preprocess((v) => overDefaults(THEME_OPTION_DEFAULTS, v), ThemeOptions).catch(THEME_OPTION_DEFAULTS),
  woocommerce_settings: z.preprocess((v) => overDefaults(SHOP_SETTING_DEFAULTS, v), ShopSettings).catch(SHOP_SETTING_DEFAULTS),
  checkout_settings: z.preprocess((v) => overDefaults(CHECKOUT_SETTING_DEFAULTS, v), CheckoutSettings).catch(CHECKOUT_SETTING_DEFAULTS),
  login_security: z.preprocess((v) => overDefaults(LOGIN_SECURITY_DEFAULTS, v), LoginSecuritySettings).catch(LOGIN_SECURITY_DEFAULTS),
} as const;

export type SiteOptionName = keyof typeof siteOptionSchemas;
export type SiteOptions = { [K in SiteOptionName]: z.infer<(typeof siteOptionSchemas)[K]> };

export function parseSiteOptions(rows: ReadonlyArray<{ name: string; value: unknown }>): SiteOptions {
  const byName = new Map(rows.map((r) => [r.name, r.value]));
  const out = {} as Record<string, unknown>;
  for (const [name, schema] of Object.entries(siteOptionSchemas)) out[name] = schema.parse(byName.get(name));
  return out as SiteOptions;
}
