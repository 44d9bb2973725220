import { sql } from "drizzle-orm";
import type { Db } from "../../../platform/.server/db";
import { queryChecked } from "../../../platform/.server/sql-answer";
import type { OrderView } from "../types";
import { orderRowShape } from "./order-row";

/**
 * An order for the shopper who holds its key (WooCommerce's order-received check: the number
 * alone opens nothing). Null when the number and key do not belong together.
 */
export async function orderForKey(db: Db, id: number, key: string): Promise<OrderView | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || !/^wc_order_[A-Za-z0-9]{13}$/.test(key)) return null;
  const [row] = await queryChecked(
    db,
    "the order for its key",
    orderRowShape,
    sql`select o.id, o.order_key as "orderKey", o.status, o.created_at as "createdAt",
               o.subtotal::int, o.shipping_total::int as "shippingTotal", o.total::int,
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
          from orders o where o.id = ${id} and o.order_key = ${key}`,
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
