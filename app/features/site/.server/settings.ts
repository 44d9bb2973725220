import { createHash } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { options, staffActions } from "../../../../db/schema";
import type { Db } from "../../../platform/.server/db";
import { type SiteOptionName, type SiteOptions, parseSiteOptions, siteOptionSchemas } from "../options";
import type { SettingsSection, ShopSettingsBody, WpSettingsBody } from "../settings";
import { forgetSiteChrome } from "./site";

/**
 * The owner's settings written: each change one transaction that reads the options it changes
 * with their rows locked (two staff saving different sections at once both keep theirs), writes
 * them, and logs the staff member and the sections in `staff_actions`; then the site's options
 * are read again, so the storefront's next page shows the change.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** WooCommerce's store notice id: the md5 of its text, so a new text is a notice nobody has dismissed yet. */
export const storeNoticeId = (text: string) => createHash("md5").update(text).digest("hex");

/** The options as stored now (defaults for any not stored), their rows locked until the commit. */
async function lockedOptions(tx: Tx, names: SiteOptionName[]): Promise<SiteOptions> {
  const rows = await tx.select({ name: options.name, value: options.value }).from(options).where(inArray(options.name, names)).for("update");
  return parseSiteOptions(rows);
}

async function writeOptions(tx: Tx, values: Partial<SiteOptions>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    // Through the option's own schema: what is written is what every reader will parse.
    const parsed = siteOptionSchemas[name as SiteOptionName].parse(value);
    await tx
      .insert(options)
      .values({ name, value: parsed })
      .onConflictDoUpdate({ target: options.name, set: { value: parsed, updatedAt: sql`now()` } });
  }
}

/** Which options each section writes. */
const OPTIONS_OF: Record<SettingsSection, SiteOptionName[]> = {
  contact: ["shop_contact"],
  store_notice: ["store_notice"],
  coming_soon: ["coming_soon_banner"],
  photo_feed: ["photo_feed"],
  payments: ["checkout_settings"],
  shipping: ["checkout_settings"],
  email: ["woocommerce_settings"],
  security: ["login_security"],
  orders: ["woocommerce_settings"],
  menus: ["theme_options"],
  header: ["theme_options"],
};

/** The options `body`'s sections change, laid over `o`. */
export function settingsApplied(o: SiteOptions, body: ShopSettingsBody): Partial<SiteOptions> {
  const out: Partial<SiteOptions> = {};
  const checkout = () => (out.checkout_settings ??= structuredClone(o.checkout_settings));
  const shop = () => (out.woocommerce_settings ??= { ...o.woocommerce_settings });
  const theme = () => (out.theme_options ??= { ...o.theme_options });
  if (body.contact) out.shop_contact = { ...o.shop_contact, ...body.contact };
  if (body.store_notice) {
    const { enabled, text } = body.store_notice;
    out.store_notice = { enabled, text, id: text === o.store_notice.text ? o.store_notice.id : storeNoticeId(text) };
  }
  if (body.coming_soon) out.coming_soon_banner = { ...body.coming_soon };
  if (body.photo_feed) out.photo_feed = { media_ids: [...body.photo_feed.media_ids], profile_url: body.photo_feed.profile_url };
  if (body.payments) {
    const c = checkout();
    c.cod.enabled = body.payments.cod_enabled;
    c.bacs = { ...c.bacs, ...body.payments.bacs };
  }
  if (body.shipping) {
    const c = checkout();
    c.flat_rate = { ...c.flat_rate, ...body.shipping.flat_rate };
    c.free_shipping = { ...c.free_shipping, ...body.shipping.free_shipping };
    c.shipping_zones = body.shipping.zones;
  }
  if (body.email) Object.assign(shop(), { email_from_name: body.email.from_name, email_from_address: body.email.from_address });
  if (body.security) out.login_security = { ...o.login_security, ...body.security };
  if (body.orders) Object.assign(shop(), body.orders);
  if (body.menus) theme().mobile_menu_back_label = body.menus.back_label;
  if (body.header) theme().sticky_header_height = body.header.sticky_height;
  return out;
}

/** `cuahang/v1/settings`'s write: the sections `body` names, for `staffId`. */
export async function saveShopSettings(db: Db, staffId: number, body: ShopSettingsBody): Promise<void> {
  const sections = (Object.keys(body) as SettingsSection[]).filter((s) => body[s] !== undefined);
  if (sections.length === 0) return;
  await db.transaction(async (tx) => {
    const names = [...new Set(sections.flatMap((s) => OPTIONS_OF[s]))];
    const current = await lockedOptions(tx, names);
    const changed = settingsApplied(current, body);
    await writeOptions(tx, changed);
    const details: Record<string, unknown> = { sections };
    if (changed.store_notice && changed.store_notice.id !== current.store_notice.id) details.store_notice_id = changed.store_notice.id;
    await tx.insert(staffActions).values({ userId: staffId, action: "settings.update", objectType: "settings", objectId: null, details });
  });
  forgetSiteChrome(db);
}

/** `wp/v2/settings`'s write: WordPress's title, tagline and e-mail, for `staffId`. */
export async function saveWpSettings(db: Db, staffId: number, body: WpSettingsBody): Promise<void> {
  const fields = (Object.keys(body) as Array<keyof WpSettingsBody>).filter((k) => body[k] !== undefined);
  if (fields.length === 0) return;
  await db.transaction(async (tx) => {
    const current = await lockedOptions(tx, ["blogname", "blogdescription", "shop_contact"]);
    const changed: Partial<SiteOptions> = {};
    if (body.title !== undefined) changed.blogname = body.title;
    if (body.description !== undefined) changed.blogdescription = body.description;
    if (body.email !== undefined) changed.shop_contact = { ...current.shop_contact, email: body.email };
    await writeOptions(tx, changed);
    await tx.insert(staffActions).values({ userId: staffId, action: "settings.update", objectType: "settings", objectId: null, details: { fields } });
  });
  forgetSiteChrome(db);
}
