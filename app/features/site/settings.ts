import { z } from "zod";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import type { SiteOptions } from "./options";
import { PHOTO_FEED_MAX } from "./photo-feed";

/**
 * The owner's settings as the back office reads and writes them over REST, by section of its
 * settings screen, with the rules both sides check: the screen before it sends, the server before
 * it writes (`cuahang/v1/settings`, and WordPress's own `wp/v2/settings` for the site's title,
 * tagline and e-mail). A write names only the sections it changes.
 */

const err = (key: Parameters<typeof tBackOffice>[0], vars?: Record<string, string | number>) => ({ error: tBackOffice(key, vars) });

const EMAIL = /^[^@\s<>",;]+@[^@\s<>",;]+\.[^@\s<>",;]+$/;
/** Most a setting in đồng may be: a typo of three zeros too many is refused, not charged. */
const MAX_DONG = 100_000_000;

const text = (max: number) => z.string(err("settings.error.text")).trim().max(max, err("settings.error.tooLong", { max }));
const flag = z.boolean(err("settings.error.flag"));
const dong = z.number(err("settings.error.amount")).int(err("settings.error.amount")).min(0, err("settings.error.amount")).max(MAX_DONG, err("settings.error.amountMax"));
const emailOrEmpty = text(200).refine((v) => v === "" || EMAIL.test(v), err("settings.error.email"));

/** The sticky header's heights the settings screen accepts, in px. */
export const STICKY_HEIGHT = { min: 56, max: 120 } as const;

/** A section's object: any key it does not know is refused (WordPress's `additionalProperties: false`). */
const section = <S extends z.core.$ZodLooseShape>(shape: S) => z.strictObject(shape, err("settings.error.shape"));

/** A text switched on needs words to show. */
const shownText = (max: number) =>
  section({ enabled: flag, text: text(max) }).superRefine((v, ctx) => {
    if (v.enabled && v.text === "") ctx.addIssue({ code: "custom", path: ["text"], message: tBackOffice("settings.error.textNeeded") });
  });

/** `wp/v2/settings`: WordPress's names for what it keeps of the site (administrators only). */
export const wpSettingsSchema = z.object({
  title: text(200).min(1, err("settings.error.title")).optional(),
  description: text(300).optional(),
  email: text(200).refine((v) => EMAIL.test(v), err("settings.error.email")).optional(),
});
export type WpSettingsBody = z.infer<typeof wpSettingsSchema>;

/** The sections of `cuahang/v1/settings`, each written whole; `provinces` is the checkout's province list. */
export function shopSettingsSchema(provinces: readonly string[]) {
  const zone = section({
    name: text(100).min(1, err("settings.error.zoneName")),
    provinces: z
      .array(z.string().refine((p) => provinces.includes(p), err("settings.error.province")), err("settings.error.provinces"))
      .min(1, err("settings.error.provinces")),
    flat_rate_cost: dong,
    free_shipping_min: dong.nullable(),
  });
  return z.object({
    contact: section({
      address: text(300),
      phone: text(30).regex(/^[0-9 +().-]*$/, err("settings.error.phone")),
    }).optional(),
    store_notice: shownText(500).optional(),
    coming_soon: shownText(500).optional(),
    photo_feed: section({
      media_ids: z
        .array(z.number(err("settings.error.mediaIds")).int(err("settings.error.mediaIds")).positive(err("settings.error.mediaIds")), err("settings.error.mediaIds"))
        .max(PHOTO_FEED_MAX, err("settings.error.mediaIdsMax", { max: PHOTO_FEED_MAX }))
        .refine((ids) => new Set(ids).size === ids.length, err("settings.error.mediaIds")),
      profile_url: text(300).refine((v) => v === "" || /^https:\/\/[^\s"'<>]+$/.test(v), err("settings.error.profileUrl")),
    }).optional(),
    payments: section({
        cod_enabled: flag,
        bacs: section({
          enabled: flag,
          bank_name: text(100).min(1, err("settings.error.bankName")),
          bank_bin: text(6).regex(/^\d{6}$/, err("settings.error.bankBin")),
          account_number: text(19).regex(/^[0-9A-Za-z]{1,19}$/, err("settings.error.accountNumber")),
          // VietQR and the banks' transfer screens show the holder in capitals without diacritics.
          account_name: text(50).regex(/^[A-Z0-9 .,&()-]{1,50}$/, err("settings.error.accountName")),
        }),
      })
      .superRefine((v, ctx) => {
        if (!v.cod_enabled && !v.bacs.enabled) ctx.addIssue({ code: "custom", path: ["cod_enabled"], message: tBackOffice("settings.error.noPayment") });
      })
      .optional(),
    shipping: section({
        flat_rate: section({ enabled: flag, cost: dong }),
        free_shipping: section({ enabled: flag, min_amount: dong }),
        zones: z.array(zone, err("settings.error.zones")).max(provinces.length, err("settings.error.zones")),
      })
      .superRefine((v, ctx) => {
        const owner = new Map<string, string>();
        v.zones.forEach((z, i) => {
          z.provinces.forEach((p, j) => {
            const earlier = owner.get(p);
            if (earlier !== undefined) ctx.addIssue({ code: "custom", path: ["zones", i, "provinces", j], message: tBackOffice("settings.error.provinceTaken", { province: p, zone: earlier }) });
            else owner.set(p, z.name);
          });
        });
      })
      .optional(),
    email: section({
      from_name: text(100).regex(/^[^<>"\r\n]*$/, err("settings.error.fromName")),
      from_address: emailOrEmpty,
    }).optional(),
    security: section({ captcha_login: flag, captcha_registration: flag }).optional(),
    /** The theme's menus: the back header over each level of the phone's sidebar menu. */
    menus: section({ back_label: text(40).min(1, err("settings.error.backLabel")) }).optional(),
    /** The header bar's height while it sticks (spec §3 "sticky header height"): tall enough for its 44 px buttons. */
    header: section({
      sticky_height: z
        .number(err("settings.error.stickyHeight", STICKY_HEIGHT))
        .int(err("settings.error.stickyHeight", STICKY_HEIGHT))
        .min(STICKY_HEIGHT.min, err("settings.error.stickyHeight", STICKY_HEIGHT))
        .max(STICKY_HEIGHT.max, err("settings.error.stickyHeight", STICKY_HEIGHT)),
    }).optional(),
    orders: section({
      order_attribution_enabled: flag,
      reviews_auto_approve: flag,
      new_order_recipients: text(1000).refine((v) => v.split(",").map((a) => a.trim()).filter(Boolean).every((a) => EMAIL.test(a)), err("settings.error.recipients")),
      hold_stock_minutes: z.number(err("settings.error.minutes")).int(err("settings.error.minutes")).min(0, err("settings.error.minutes")).max(60 * 24 * 30, err("settings.error.minutes")),
    }).optional(),
  });
}
export type ShopSettingsBody = z.infer<ReturnType<typeof shopSettingsSchema>>;
export type ShopSettingsView = Required<ShopSettingsBody>;
export type SettingsSection = keyof ShopSettingsView;

/** The sections as the stored options hold them now: what `GET cuahang/v1/settings` answers. */
export function shopSettingsView(o: SiteOptions): ShopSettingsView {
  const c = o.checkout_settings;
  const w = o.woocommerce_settings;
  return {
    contact: { address: o.shop_contact.address, phone: o.shop_contact.phone },
    store_notice: { enabled: o.store_notice.enabled, text: o.store_notice.text },
    coming_soon: { enabled: o.coming_soon_banner.enabled, text: o.coming_soon_banner.text },
    photo_feed: { media_ids: [...o.photo_feed.media_ids], profile_url: o.photo_feed.profile_url },
    payments: {
      cod_enabled: c.cod.enabled,
      bacs: { enabled: c.bacs.enabled, bank_name: c.bacs.bank_name, bank_bin: c.bacs.bank_bin, account_number: c.bacs.account_number, account_name: c.bacs.account_name },
    },
    shipping: {
      flat_rate: { enabled: c.flat_rate.enabled, cost: c.flat_rate.cost },
      free_shipping: { enabled: c.free_shipping.enabled, min_amount: c.free_shipping.min_amount },
      zones: c.shipping_zones.map((z) => ({ name: z.name, provinces: [...z.provinces], flat_rate_cost: z.flat_rate_cost, free_shipping_min: z.free_shipping_min })),
    },
    email: { from_name: w.email_from_name, from_address: w.email_from_address },
    security: { captcha_login: o.login_security.captcha_login, captcha_registration: o.login_security.captcha_registration },
    orders: {
      order_attribution_enabled: w.order_attribution_enabled,
      reviews_auto_approve: w.reviews_auto_approve,
      new_order_recipients: w.new_order_recipients,
      hold_stock_minutes: w.hold_stock_minutes,
    },
    menus: { back_label: o.theme_options.mobile_menu_back_label },
    header: { sticky_height: o.theme_options.sticky_header_height },
  };
}

/** A validation failure's messages by field, as dotted paths (`shipping.zones.0.provinces`): WordPress's `params`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.map(String).join(".") || "body"] ??= issue.message;
  return out;
}
