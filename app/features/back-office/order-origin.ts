import { tBackOffice } from "~/lib/i18n/areas/back-office";

/** An order's `meta_data` as WooCommerce's API answers it. */
export type MetaData = ReadonlyArray<{ key: string; value: unknown }>;

const KNOWN = ["utm", "organic", "referral", "typein", "admin", "mobile_app"] as const;
type SourceType = (typeof KNOWN)[number];
const isKnown = (value: string): value is SourceType => (KNOWN as readonly string[]).includes(value);

/**
 * The Origin column WooCommerce shows for an order (order attribution's `get_origin_label`):
 * "Nguồn: Google", "Tự nhiên: Google", "Giới thiệu: Zalo.me", "Trực tiếp"…, from the order's
 * `_wc_order_attribution_source_type` and `_wc_order_attribution_utm_source`; "Không rõ" when
 * nothing was recorded.
 */
export function orderOriginLabel(meta: MetaData): string {
  const read = (key: string) => {
    const value = meta.find((m) => m.key === `_wc_order_attribution_${key}`)?.value;
    return typeof value === "string" ? value.trim() : "";
  };
  const type = read("source_type");
  if (!isKnown(type)) return tBackOffice("origin.unknown");
  const raw = read("utm_source");
  const source = raw.charAt(0).toUpperCase() + raw.slice(1);
  return tBackOffice(`origin.${type}`, { source });
}
