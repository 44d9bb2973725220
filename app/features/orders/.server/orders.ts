import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../platform/.server/db";
import { queryChecked } from "../../../platform/.server/sql-answer";
import type { AccountOrderSummary, OrderView } from "../types";
import { orderRowShape } from "./order-row";

/**
 * One order with its lines and addresses, as JSON the statement builds, for the order `where`
 * picks (`o` is the order).
 */
async function readOrder(db: Db, source: string, where: SQL): Promise<OrderView | null> {
  const [row] = await queryChecked(
    db,
    source,
    orderRowShape,
    sql`select o.id, o.order_key as "orderKey", o.status, o.created_at as "createdAt",
               o.subtotal::int, o.shipping_total::int as "shippingTotal", o.total::int,
               o.discount_total::int as "discountTotal",
               (select coalesce(json_agg(c.code order by c.id), '[]'::json) from order_coupons c where c.order_id = o.id) as "couponCodes",
               o.shipping_method as "shippingMethod", o.shipping_method_title as "shippingMethodTitle",
               o.payment_method as "paymentMethod", o.payment_method_title as "paymentMethodTitle",
               o.customer_note as "customerNote",
               (select coalesce(json_agg(json_build_object(
                  'name', i.name, 'sku', i.sku, 'quantity', i.quantity, 'unitPrice', i.unit_price, 'lineTotal', i.line_total,
                  'options', (select coalesce(json_agg(json_build_object('label', a.name, 'value', coalesce(t.name, e.value)) order by a.id), '[]'::json)
                                from jsonb_each_text(i.attributes) e
                                join attributes a on 'attribute_pa_' || a.slug = e.key
                                left join attribute_terms t on t.attribute_id = a.id and t.slug = e.value)
                ) order by i.position), '[]'::json) from order_items i where i.order_id = o.id) as lines,
               (select json_agg(json_build_object('type', ad.type, 'fullName', ad.full_name, 'phone', ad.phone, 'email', ad.email,
                                                  'province', ad.province, 'ward', ad.ward, 'street', ad.street))
                  from order_addresses ad where ad.order_id = o.id) as addresses
          from orders o where ${where}`,
  );
  if (!row) return null;
  const address = (type: "billing" | "shipping") => {
    const a = row.addresses.find((x) => x.type === type);
    return a ? { fullName: a.fullName, phone: a.phone, email: a.email, province: a.province, ward: a.ward, street: a.street } : null;
  };
  return {
    id: row.id,
    orderKey: row.orderKey,
    status: row.status,
    createdAt: new Date(row.createdAt),
    lines: row.lines,
    subtotal: row.subtotal,
    shippingTotal: row.shippingTotal,
    discountTotal: row.discountTotal,
    couponCodes: row.couponCodes,
    total: row.total,
    shippingMethod: row.shippingMethod,
    shippingMethodTitle: row.shippingMethodTitle,
    paymentMethod: row.paymentMethod,
    paymentMethodTitle: row.paymentMethodTitle,
    customerNote: row.customerNote,
    billing: address("billing")!,
    shipping: address("shipping"),
  };
}

const isOrderNumber = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;

/**
 * An order for the shopper who holds its key (WooCommerce's order-received check: the number
 * alone opens nothing). Null when the number and key do not belong together.
 */
export async function orderForKey(db: Db, id: number, key: string): Promise<OrderView | null> {
  if (!isOrderNumber(id) || !/^wc_order_[A-Za-z0-9]{13}$/.test(key)) return null;
  return readOrder(db, "the order for its key", sql`o.id = ${id} and o.order_key = ${key}`);
}

/**
 * An order of the signed-in account (My account's view-order): null for another account's
 * order and for a guest's, which only their keys open.
 */
export async function orderOfAccount(db: Db, id: number, userId: number): Promise<OrderView | null> {
  if (!isOrderNumber(id)) return null;
  return readOrder(db, "an order of the account", sql`o.id = ${id} and o.user_id = ${userId}`);
}

/** WooCommerce's `woocommerce_my_account_my_orders_query` default: 10 orders a page. */
export const ACCOUNT_ORDERS_PER_PAGE = 10;

const summaryShape = z.strictObject({
  id: z.int(),
  status: orderRowShape.shape.status,
  /** The column as the driver gives it: text, not a Date. */
  createdAt: z.string(),
  total: z.int(),
  itemCount: z.int(),
  /** Every order of the account, repeated on each row (a window count: one round trip). */
  orderCount: z.int(),
});

/**
 * One page of the account's orders, newest first (My account's orders table), with how many it
 * has in all; an order's item count is the quantities of its lines added up, as WooCommerce's
 * `get_item_count`.
 */
export async function ordersOfAccount(db: Db, userId: number, page: number): Promise<{ orders: AccountOrderSummary[]; total: number }> {
  const rows = await queryChecked(
    db,
    "the account's orders",
    summaryShape,
    sql`select o.id, o.status, o.created_at as "createdAt", o.total::int,
               (select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = o.id) as "itemCount",
               (count(*) over ())::int as "orderCount"
          from orders o
         where o.user_id = ${userId}
         order by o.created_at desc, o.id desc
         limit ${ACCOUNT_ORDERS_PER_PAGE} offset ${(page - 1) * ACCOUNT_ORDERS_PER_PAGE}`,
  );
  // A page past the last has no row to carry the count: counted on its own then.
  const total = rows[0]?.orderCount ?? (page > 1 ? await countOrdersOf(db, userId) : 0);
  return { orders: rows.map((r) => ({ id: r.id, status: r.status, createdAt: new Date(r.createdAt), total: r.total, itemCount: r.itemCount })), total };
}

async function countOrdersOf(db: Db, userId: number): Promise<number> {
  const [row] = await queryChecked(db, "the account's order count", z.strictObject({ n: z.int() }), sql`select count(*)::int as n from orders where user_id = ${userId}`);
  return row?.n ?? 0;
}
