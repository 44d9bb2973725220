import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../platform/.server/db";
import { queryChecked } from "../../../platform/.server/sql-answer";

/**
 * What runs short in the shop (WooCommerce's low-stock and out-of-stock figures) among what a
 * shopper can buy: published simple products and the published variations of published
 * products (a variable product's own row is only their summary, so it is not counted again).
 */

export type LowStockItem = {
  productId: number;
  variationId: number | null;
  /** A variation's name is its product's, then its attributes' values. */
  name: string;
  slug: string;
  sku: string | null;
  stockQuantity: number;
};

/** Every item a shopper can buy, with its counted stock, as relation `i`. */
const ITEMS = sql`(
  select p.id as product_id, null::int as variation_id, p.name, p.slug, p.sku, p.manage_stock, p.stock_quantity, p.stock_status
    from products p where p.status = 'publish' and p.type <> 'variable'
  union all
  select p.id, v.id,
         p.name || coalesce(' – ' || (select string_agg(t.name, ', ' order by pa.position, va.attribute_id)
                                        from variation_attributes va join attribute_terms t on t.id = va.term_id
                                        left join product_attributes pa on pa.product_id = v.product_id and pa.attribute_id = va.attribute_id
                                       where va.variation_id = v.id), ''),
         p.slug, coalesce(v.sku, p.sku),
         -- A variation without its own count takes its product's (WooCommerce's "parent" stock).
         v.manage_stock or p.manage_stock, case when v.manage_stock then v.stock_quantity else p.stock_quantity end,
         v.stock_status
    from product_variations v join products p on p.id = v.product_id
   where p.status = 'publish' and v.status = 'publish'
) i`;

/**
 * Items whose counted stock is at or below `threshold` (the shop's `notify_low_stock_amount`)
 * but still above nothing (WooCommerce's out-of-stock amount, 0: those are out of stock), fewest
 * first, at most `limit`; and how many there are in all.
 */
export async function lowStock(db: Db, threshold: number, limit: number): Promise<{ items: LowStockItem[]; total: number }> {
  const where = sql`i.manage_stock and i.stock_quantity is not null and i.stock_quantity > 0 and i.stock_quantity <= ${threshold}`;
  const [items, [count]] = await Promise.all([
    queryChecked(
      db,
      "the low-stock items",
      z.strictObject({ productId: z.int(), variationId: z.int().nullable(), name: z.string(), slug: z.string(), sku: z.string().nullable(), stockQuantity: z.int() }),
      sql`select i.product_id as "productId", i.variation_id as "variationId", i.name, i.slug, i.sku, i.stock_quantity as "stockQuantity"
            from ${ITEMS} where ${where} order by i.stock_quantity, i.name, i.product_id, i.variation_id nulls first limit ${limit}`,
    ),
    queryChecked(db, "the low-stock count", z.strictObject({ n: z.int() }), sql`select count(*)::int as n from ${ITEMS} where ${where}`),
  ]);
  return { items, total: count?.n ?? 0 };
}

/** How many items cannot be bought for want of stock. */
export async function outOfStockCount(db: Db): Promise<number> {
  const [row] = await queryChecked(db, "the out-of-stock count", z.strictObject({ n: z.int() }), sql`select count(*)::int as n from ${ITEMS} where i.stock_status = 'outofstock'`);
  return row?.n ?? 0;
}
