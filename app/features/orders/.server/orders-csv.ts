import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { isoInShopZone } from "../../../lib/dates";
import { tBackOffice } from "../../../lib/i18n/areas/back-office";
import type { Db } from "../../../platform/.server/db";
import { queryChecked } from "../../../platform/.server/sql-answer";
import { orderStatusLabel } from "../order-status";
import { type StaffOrderQuery, staffOrdersWhere } from "./staff-orders";

/**
 * Orders as CSV for the shop's accountant (the back office's download, `npm run export -- orders`):
 * one line per order, or with `lines` one per product line, the order's number, date and status
 * repeated on each. Amounts are whole đồng (integers, no separators: a spreadsheet sums them as
 * they are); dates are the shop's time with its offset (`2026-06-01T10:00:00+07:00`). Oldest
 * first, read BATCH orders at a time, so a year of orders streams in bounded memory.
 *
 * Excel opens UTF-8 CSV correctly only with a byte-order mark, so the file starts with one; lines
 * end in CRLF (RFC 4180). A text cell that a spreadsheet would run as a formula (`=`, `+`, `-`,
 * `@`, tab, CR first) is prefixed with `'` (OWASP's CSV injection advice): a buyer's name is never
 * a formula on the accountant's machine.
 */

export type OrdersCsvQuery = Pick<StaffOrderQuery, "status" | "search" | "after" | "before"> & { lines: boolean };

const BATCH = 500;

/** One cell: text quoted when it must be, formulas defused; numbers as they are. */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvRow = (cells: ReadonlyArray<string | number | null>) => `${cells.map(csvCell).join(",")}\r\n`;

const ORDER_COLUMNS = ["number", "date", "status", "paidAt", "customer", "email", "phone", "province", "ward", "street", "payment", "shipping", "subtotal", "discount", "shippingTotal", "total", "items", "note"] as const;
const LINE_COLUMNS = ["number", "date", "status", "customer", "product", "sku", "options", "quantity", "unitPrice", "lineTotal", "lineDiscount", "lineNet"] as const;

const orderRow = z.strictObject({
  id: z.int(),
  status: z.enum(["pending", "processing", "on-hold", "completed", "cancelled", "refunded", "failed"]),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  province: z.string().nullable(),
  ward: z.string().nullable(),
  street: z.string().nullable(),
  payment: z.string(),
  shipping: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  shippingTotal: z.number(),
  total: z.number(),
  note: z.string(),
  lines: z.array(
    z.strictObject({ name: z.string(), sku: z.string().nullable(), attributes: z.record(z.string(), z.string()), quantity: z.int(), unitPrice: z.number(), lineTotal: z.number(), discount: z.number() }),
  ),
});
type OrderRow = z.infer<typeof orderRow>;

const when = (text: string) => isoInShopZone(new Date(text));

/** An instant as ISO 8601 in UTC to the microsecond, whatever the session's zone: exact for the next batch's bound. */
const utc = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

async function batchAfter(db: Db, q: OrdersCsvQuery, after: { createdAt: string; id: number } | null): Promise<OrderRow[]> {
  const where = staffOrdersWhere({ ...q, customer: null });
  const from = after ? sql`and (o.created_at, o.id) > (${after.createdAt}::timestamptz, ${after.id})` : sql``;
  return queryChecked(
    db,
    "the orders CSV",
    orderRow,
    sql`select o.id, o.status, ${utc(sql`o.created_at`)} as "createdAt", ${utc(sql`o.paid_at`)} as "paidAt",
          b.full_name as "fullName", b.email, b.phone, b.province, b.ward, b.street,
          o.payment_method_title as payment, o.shipping_method_title as shipping,
          o.subtotal::float8 as subtotal, o.discount_total::float8 as discount, o.shipping_total::float8 as "shippingTotal", o.total::float8 as total, o.customer_note as note,
          coalesce((select json_agg(json_build_object('name', i.name, 'sku', i.sku, 'attributes', i.attributes, 'quantity', i.quantity,
                      'unitPrice', i.unit_price, 'lineTotal', i.line_total, 'discount', i.discount) order by i.position)
                    from order_items i where i.order_id = o.id), '[]'::json) as lines
        from orders o left join order_addresses b on b.order_id = o.id and b.type = 'billing'
        where ${where} ${from}
        order by o.created_at, o.id
        limit ${BATCH}`,
  );
}

function* rowsOf(order: OrderRow, lines: boolean): Generator<string> {
  const head = [order.id, when(order.createdAt), orderStatusLabel(order.status)] as const;
  if (!lines) {
    yield csvRow([
      ...head,
      order.paidAt && when(order.paidAt),
      order.fullName,
      order.email,
      order.phone,
      order.province,
      order.ward,
      order.street,
      order.payment,
      order.shipping,
      order.subtotal,
      order.discount,
      order.shippingTotal,
      order.total,
      order.lines.reduce((n, l) => n + l.quantity, 0),
      order.note,
    ]);
    return;
  }
  for (const line of order.lines) {
    const options = Object.entries(line.attributes)
      .map(([key, value]) => `${key.replace(/^attribute_(pa_)?/, "")}: ${value}`)
      .join("; ");
    yield csvRow([...head, order.fullName, line.name, line.sku, options, line.quantity, line.unitPrice, line.lineTotal, line.discount, line.lineTotal - line.discount]);
  }
}

/** The CSV, header first, a chunk per batch of orders. */
export async function* ordersCsv(db: Db, q: OrdersCsvQuery): AsyncGenerator<string> {
  const columns = q.lines ? LINE_COLUMNS : ORDER_COLUMNS;
  yield `\uFEFF${csvRow(columns.map((c) => tBackOffice(`ordersCsv.${c}`)))}`;
  let after: { createdAt: string; id: number } | null = null;
  for (;;) {
    const batch = await batchAfter(db, q, after);
    if (batch.length === 0) return;
    yield batch.flatMap((order) => [...rowsOf(order, q.lines)]).join("");
    const last = batch.at(-1)!;
    after = { createdAt: last.createdAt, id: last.id };
    if (batch.length < BATCH) return;
  }
}
