import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../platform/.server/db";
import { queryChecked } from "../../../platform/.server/sql-answer";
import type { OrderStatus } from "./staff-orders";

/**
 * The statuses an order's money counts in, as WooCommerce's sales reports count it (its
 * `wc_get_order_statuses` for reports: processing, on-hold and completed): an order paid or
 * promised, not one still waiting for payment (pending), failed, cancelled or refunded.
 */
export const REVENUE_STATUSES = ["processing", "on-hold", "completed"] as const satisfies readonly OrderStatus[];

export type SalesFigures = { orders: number; revenue: number };

/**
 * The orders placed within each period (from its start, up to not including its end) in
 * `REVENUE_STATUSES`, and their total in đồng (shipping included, discounts taken off: the
 * order's total, as WooCommerce's gross sales): one statement for every period.
 */
export async function salesIn<K extends string>(db: Db, periods: Record<K, { from: Date; to: Date }>): Promise<Record<K, SalesFigures>> {
  const keys = Object.keys(periods) as K[];
  const [row] = await queryChecked(
    db,
    "the dashboard's sales",
    z.strictObject({ figures: z.array(z.strictObject({ orders: z.int(), revenue: z.union([z.int(), z.string().regex(/^\d+$/)]) })) }),
    sql`select json_build_array(${sql.join(
      keys.map(
        (k) => sql`(select json_build_object('orders', count(*)::int, 'revenue', coalesce(sum(total), 0)::bigint) from orders
                      where status in (${sql.join(REVENUE_STATUSES.map((s) => sql`${s}`), sql`, `)}) and created_at >= ${periods[k].from.toISOString()}::timestamptz
                        and created_at < ${periods[k].to.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    )}) as figures`,
  );
  return Object.fromEntries(keys.map((k, i) => [k, { orders: row!.figures[i]!.orders, revenue: Number(row!.figures[i]!.revenue) }])) as Record<K, SalesFigures>;
}
