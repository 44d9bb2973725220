import { z } from "zod";

/**
 * The site options the storefront reads, each with its shape. An option that is missing or
 * malformed in the database falls back to its default instead of breaking every page.
 */
export const siteOptionSchemas = {
  blogname: z.string().min(1).catch("Cửa hàng"),
  blogdescription: z.string().catch(""),
  /** WooCommerce's store notice; `id` versions the dismissal cookie `store_notice{id}`. */
  store_notice: z
    .object({ id: z.string().regex(/^[\w-]{1,40}$/), enabled: z.boolean(), text: z.string() })
    .catch({ id: "0", enabled: false, text: "" }),
  coming_soon_banner: z.object({ enabled: z.boolean(), text: z.string() }).catch({ enabled: false, text: "" }),
  shop_contact: z
    .object({ address: z.string(), phone: z.string(), email: z.string() })
    .catch({ address: "", phone: "", email: "" }),
} as const;

export type SiteOptionName = keyof typeof siteOptionSchemas;
export type SiteOptions = { [K in SiteOptionName]: z.infer<(typeof siteOptionSchemas)[K]> };

export function parseSiteOptions(rows: ReadonlyArray<{ name: string; value: unknown }>): SiteOptions {
  const byName = new Map(rows.map((r) => [r.name, r.value]));
  const out = {} as Record<string, unknown>;
  for (const [name, schema] of Object.entries(siteOptionSchemas)) out[name] = schema.parse(byName.get(name));
  return out as SiteOptions;
}
