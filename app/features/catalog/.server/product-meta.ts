import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Tx } from "../../../platform/.server/db";

/**
 * WooCommerce's `meta_data` of products and variations (decision 036): kept on the row as
 * `[{id, key, value}]` (migration 0030) and changed only through the SQL function
 * `product_meta_merge` (`db/functions/product-meta.sql`), which the REST API and the CSV import
 * share: a change without an id sets the first entry with its key (or adds one), with an id sets
 * that entry, a null value removes it, and WooCommerce's protected keys (`_…`) are ignored.
 */

export const metaEntryShape = z.strictObject({ id: z.int(), key: z.string(), value: z.unknown() });
export type MetaEntry = z.infer<typeof metaEntryShape>;

/** One change as WooCommerce's clients send it; `value` any JSON, null or absent to remove. */
export type MetaChange = { id?: number; key: string; value?: unknown };

/**
 * Applies `changes` to the meta of product, variation or account `id` (a customer's `meta_data`,
 * decision 051, follows the same rules); a change that moves nothing writes nothing.
 */
export async function changeMeta(tx: Tx, table: "products" | "product_variations" | "users", id: number, changes: readonly MetaChange[]): Promise<void> {
  if (changes.length === 0) return;
  const body = JSON.stringify(changes);
  await tx.execute(sql`update ${sql.identifier(table)} set meta_data = merged.meta
    from (select product_meta_merge(meta_data, ${body}::jsonb) as meta from ${sql.identifier(table)} where id = ${id}) merged
    where id = ${id} and meta_data is distinct from merged.meta`);
}
