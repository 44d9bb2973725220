import { and, eq, inArray } from "drizzle-orm";
import { userMeta } from "../../../../db/schema";
import type { Db } from "../../../platform/.server/db";

/**
 * WooCommerce's per-user admin preferences (its REST field `woocommerce_meta` on WordPress's
 * users), each kept in `user_meta` under `woocommerce_admin_{key}` as WooCommerce keeps them.
 * Only the keys the shop uses are read or written: WooCommerce ignores any other key sent too.
 */
export const WOOCOMMERCE_META_KEYS = ["coming_soon_banner_dismissed"] as const;
export type WoocommerceMetaKey = (typeof WOOCOMMERCE_META_KEYS)[number];
export type WoocommerceMeta = Record<WoocommerceMetaKey, string>;

const META_PREFIX = "woocommerce_admin_";
const storedKey = (key: WoocommerceMetaKey) => `${META_PREFIX}${key}`;

export const isWoocommerceMetaKey = (key: string): key is WoocommerceMetaKey => (WOOCOMMERCE_META_KEYS as readonly string[]).includes(key);

/** Every key's value for `userId`; "" for one never set (WooCommerce's answer for an unset preference). */
export async function readWoocommerceMeta(db: Db, userId: number): Promise<WoocommerceMeta> {
  const rows = await db
    .select({ key: userMeta.key, value: userMeta.value })
    .from(userMeta)
    .where(and(eq(userMeta.userId, userId), inArray(userMeta.key, WOOCOMMERCE_META_KEYS.map(storedKey))));
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const out = {} as WoocommerceMeta;
  for (const key of WOOCOMMERCE_META_KEYS) {
    const value = stored.get(storedKey(key));
    out[key] = typeof value === "string" ? value : "";
  }
  return out;
}

/** Stores `values` for `userId`, all or none. */
export async function saveWoocommerceMeta(db: Db, userId: number, values: Partial<WoocommerceMeta>): Promise<void> {
  const entries = Object.entries(values).filter((e): e is [WoocommerceMetaKey, string] => isWoocommerceMetaKey(e[0]) && typeof e[1] === "string");
  if (entries.length === 0) return;
  await db.transaction(async (tx) => {
    for (const [key, value] of entries) {
      await tx
        .insert(userMeta)
        .values({ userId, key: storedKey(key), value })
        .onConflictDoUpdate({ target: [userMeta.userId, userMeta.key], set: { value } });
    }
  });
}

/** Whether a store admin has dismissed the coming-soon footer banner (WooCommerce's `coming_soon_banner_dismissed`). */
export async function comingSoonBannerDismissed(db: Db, userId: number): Promise<boolean> {
  return (await readWoocommerceMeta(db, userId)).coming_soon_banner_dismissed === "yes";
}
