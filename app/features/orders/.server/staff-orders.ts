import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { orderStatus } from "../../../../db/schema/commerce";
import type { Db, Tx } from "../../../platform/.server/db";
import { queryChecked } from "../../../platform/.server/sql-answer";
import type { OrderAddressView, OrderView } from "../types";

/**
 * Orders as the shop's staff see and change them (the back office, WooCommerce's REST API):
 * every order, filtered and searched; one order whole, with its attribution and its notes; its
 * status and notes changed in one transaction each, against the version the editor was shown.
 */

export type OrderStatus = OrderView["status"];

export type StaffOrderNote = { id: number; body: string; toCustomer: boolean; author: string | null; createdAt: Date };

/** One order whole, as staff see it. Money in đồng. */
export type StaffOrder = {
  id: number;
  orderKey: string;
  status: OrderStatus;
  /** What an edit sends back: a change made meanwhile by someone else refuses it. */
  version: number;
  userId: number | null;
  createdAt: Date;
  updatedAt: Date;
  paidAt: Date | null;
  subtotal: number;
  shippingTotal: number;
  discountTotal: number;
  total: number;
  shippingMethod: string;
  shippingMethodTitle: string;
  paymentMethod: string;
  paymentMethodTitle: string;
  customerNote: string;
  customerIp: string | null;
  customerUserAgent: string | null;
  /** Whether the order gave its stock back (cancelled or failed). */
  stockRestored: boolean;
  lines: Array<{
    id: number;
    productId: number | null;
    variationId: number | null;
    name: string;
    sku: string | null;
    /** `attribute_pa_{slug}` → term slug, as the cart posted them. */
    attributes: Record<string, string>;
    quantity: number;
    unitPrice: number;
    lineTotal: number;
    /** What the order's coupons took off this line. */
    discount: number;
  }>;
  /** The coupon lines: each coupon used, by its code as applied, and what it took off. */
  coupons: Array<{ id: number; code: string; discount: number; freeShipping: boolean }>;
  billing: OrderAddressView;
  shipping: OrderAddressView | null;
  /** Spec §3 "Order attribution" under WooCommerce's names (`source_type`, `utm_source`…); null when none was recorded. */
  attribution: Record<string, string | number | null> | null;
  /** Newest first. */
  notes: StaffOrderNote[];
};

export type StaffOrderQuery = {
  status: OrderStatus | null;
  /** Only the orders of this account (WooCommerce's `customer`); absent or null for everyone's. */
  customer?: number | null;
  /** A number (the order's, or digits of a phone), a name or an e-mail; "" for all. */
  search: string;
  after: Date | null;
  before: Date | null;
  page: number;
  perPage: number;
  orderby: "date" | "id";
  order: "asc" | "desc";
};

const statusShape = z.enum(orderStatus.enumValues);

/** Digits only, for a phone typed with spaces or dots; "" when the query has too few to be one. */
const phoneDigits = (query: string) => {
  const digits = query.replace(/[\s().+-]/g, "");
  return /^\d{4,15}$/.test(digits) ? digits : "";
};

/** The orders a list's filters keep, over `orders o` (the order list's and the CSV export's). */
export function staffOrdersWhere(q: Pick<StaffOrderQuery, "status" | "customer" | "search" | "after" | "before">): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.status) parts.push(sql`o.status = ${q.status}`);
  if (q.customer) parts.push(sql`o.user_id = ${q.customer}`);
  if (q.after) parts.push(sql`o.created_at > ${q.after.toISOString()}::timestamptz`);
  if (q.before) parts.push(sql`o.created_at < ${q.before.toISOString()}::timestamptz`);
  const search = q.search.trim();
  if (search) {
    const number = /^#?\d{1,9}$/.test(search) ? Number(search.replace("#", "")) : null;
    const digits = phoneDigits(search);
    const pattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // One indexed lookup per kind of match (the number; trigram indexes on the folded name, the
    // e-mail and the phone: migration 0023), so a search never reads every address.
    const matches = [
      sql`select a.order_id from order_addresses a where vn_fold(a.full_name) like vn_fold(${pattern(search)})`,
      sql`select a.order_id from order_addresses a where lower(a.email) like lower(${pattern(search)})`,
      ...(number === null ? [] : [sql`select ${number}::int`]),
      ...(digits ? [sql`select a.order_id from order_addresses a where a.phone like ${pattern(digits)}`] : []),
    ];
    parts.push(sql`o.id in (${sql.join(matches, sql` union `)})`);
  }
  return sql.join(parts, sql` and `);
}

/** One page of orders, each whole, and how many match in all: two statements whatever the page's size. */
export async function listStaffOrders(db: Db, q: StaffOrderQuery): Promise<{ orders: StaffOrder[]; total: number }> {
  const where = staffOrdersWhere(q);
  const direction = q.order === "asc" ? sql`asc` : sql`desc`;
  const orderBy = q.orderby === "id" ? sql`o.id ${direction}` : sql`o.created_at ${direction}, o.id ${direction}`;
  const [orders, [count]] = await Promise.all([
    readStaffOrders(db, "the staff's order list", sql`o.id in (select o.id from orders o where ${where} order by ${orderBy} limit ${q.perPage} offset ${(q.page - 1) * q.perPage})`, orderBy),
    queryChecked(db, "the staff's order count", z.strictObject({ n: z.int() }), sql`select count(*)::int as n from orders o where ${where}`),
  ]);
  return { orders, total: count?.n ?? 0 };
}

const addressShape = z.strictObject({
  type: z.enum(["billing", "shipping"]),
  fullName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  province: z.string(),
  ward: z.string(),
  street: z.string(),
});

const noteShape = z.strictObject({
  id: z.int(),
  body: z.string(),
  toCustomer: z.boolean(),
  author: z.string().nullable(),
  createdAt: z.string(),
});

const orderShape = z.strictObject({
  id: z.int(),
  orderKey: z.string(),
  status: statusShape,
  version: z.int(),
  userId: z.int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
  subtotal: z.int(),
  shippingTotal: z.int(),
  discountTotal: z.int(),
  total: z.int(),
  shippingMethod: z.string(),
  shippingMethodTitle: z.string(),
  paymentMethod: z.string(),
  paymentMethodTitle: z.string(),
  customerNote: z.string(),
  customerIp: z.string().nullable(),
  customerUserAgent: z.string().nullable(),
  stockRestored: z.boolean(),
  lines: z.array(
    z.strictObject({
      id: z.int(),
      productId: z.int().nullable(),
      variationId: z.int().nullable(),
      name: z.string(),
      sku: z.string().nullable(),
      attributes: z.record(z.string(), z.string()),
      quantity: z.int(),
      unitPrice: z.int(),
      lineTotal: z.int(),
      discount: z.int(),
    }),
  ),
  coupons: z.array(z.strictObject({ id: z.int(), code: z.string(), discount: z.int(), freeShipping: z.boolean() })),
  addresses: z.array(addressShape),
  attribution: z.record(z.string(), z.union([z.string(), z.int(), z.null()])).nullable(),
  notes: z.array(noteShape),
});

/** One order whole, as staff see it; null when there is none with that number. */
export async function staffOrder(db: Db | Tx, id: number): Promise<StaffOrder | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [order] = await readStaffOrders(db, "an order for staff", sql`o.id = ${id}`, sql`o.id`);
  return order ?? null;
}

/** The orders `where` picks (`o` is the order), whole, in `orderBy`'s order: one statement. */
async function readStaffOrders(db: Db | Tx, source: string, where: SQL, orderBy: SQL): Promise<StaffOrder[]> {
  const rows = await queryChecked(
    db,
    source,
    orderShape,
    sql`select o.id, o.order_key as "orderKey", o.status, o.version, o.user_id as "userId",
               o.created_at as "createdAt", o.updated_at as "updatedAt", o.paid_at as "paidAt",
               o.subtotal::int, o.shipping_total::int as "shippingTotal", o.discount_total::int as "discountTotal", o.total::int,
               o.shipping_method as "shippingMethod", o.shipping_method_title as "shippingMethodTitle",
               o.payment_method as "paymentMethod", o.payment_method_title as "paymentMethodTitle",
               o.customer_note as "customerNote", o.customer_ip as "customerIp", o.customer_user_agent as "customerUserAgent",
               o.stock_restored_at is not null as "stockRestored",
               (select coalesce(json_agg(json_build_object(
                  'id', i.id, 'productId', i.product_id, 'variationId', i.variation_id, 'name', i.name, 'sku', i.sku,
                  'attributes', i.attributes, 'quantity', i.quantity, 'unitPrice', i.unit_price, 'lineTotal', i.line_total,
                  'discount', i.discount
                ) order by i.position), '[]'::json) from order_items i where i.order_id = o.id) as lines,
               (select coalesce(json_agg(json_build_object('id', c.id, 'code', c.code, 'discount', c.discount, 'freeShipping', c.free_shipping)
                                         order by c.id), '[]'::json)
                  from order_coupons c where c.order_id = o.id) as coupons,
               (select coalesce(json_agg(json_build_object('type', ad.type, 'fullName', ad.full_name, 'phone', ad.phone, 'email', ad.email,
                                                  'province', ad.province, 'ward', ad.ward, 'street', ad.street)), '[]'::json)
                  from order_addresses ad where ad.order_id = o.id) as addresses,
               (select json_strip_nulls(json_build_object(
                  'source_type', at.source_type, 'referrer', at.referrer, 'utm_campaign', at.utm_campaign, 'utm_source', at.utm_source,
                  'utm_medium', at.utm_medium, 'utm_content', at.utm_content, 'utm_id', at.utm_id, 'utm_term', at.utm_term,
                  'utm_source_platform', at.utm_source_platform, 'utm_creative_format', at.utm_creative_format,
                  'utm_marketing_tactic', at.utm_marketing_tactic, 'session_entry', at.session_entry,
                  'session_start_time', at.session_start_time, 'session_pages', at.session_pages,
                  'session_count', at.session_count, 'user_agent', at.user_agent))
                  from order_attribution at where at.order_id = o.id) as attribution,
               (select coalesce(json_agg(json_build_object('id', n.id, 'body', n.body, 'toCustomer', n.to_customer,
                                                           'author', u.display_name, 'createdAt', n.created_at)
                                         order by n.created_at desc, n.id desc), '[]'::json)
                  from order_notes n left join users u on u.id = n.author_id where n.order_id = o.id) as notes
          from orders o where ${where} order by ${orderBy}`,
  );
  return rows.map(({ addresses, ...row }) => {
    const address = (type: "billing" | "shipping") => {
      const a = addresses.find((x) => x.type === type);
      return a ? { fullName: a.fullName, phone: a.phone, email: a.email, province: a.province, ward: a.ward, street: a.street } : null;
    };
    return {
      ...row,
      createdAt: new Date(row.createdAt),
      updatedAt: new Date(row.updatedAt),
      paidAt: row.paidAt === null ? null : new Date(row.paidAt),
      billing: address("billing")!,
      shipping: address("shipping"),
      notes: row.notes.map((n): StaffOrderNote => ({ ...n, createdAt: new Date(n.createdAt) })),
    };
  });
}

/** How many orders each status holds, every status named (WooCommerce's order totals report). */
export async function orderCountsByStatus(db: Db): Promise<Record<OrderStatus, number>> {
  const rows = await queryChecked(db, "the orders per status", z.strictObject({ status: statusShape, n: z.int() }), sql`select status, count(*)::int as n from orders group by status`);
  const counts = Object.fromEntries(orderStatus.enumValues.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}
