import { sql } from "drizzle-orm";
import { afterCatalogWrite } from "../../../platform/.server/versioned-cache";
import { z } from "zod";
import { orderNotes, staffActions } from "../../../../db/schema";
import type { Db, Tx } from "../../../platform/.server/db";
import { queryChecked } from "../../../platform/.server/sql-answer";
import { tOrders } from "~/lib/i18n/areas/orders";
import { orderStatusLabel } from "../order-status";
import { type OrderStatus, type StaffOrder, staffOrder } from "./staff-orders";

/**
 * Staff's changes of an order, each one transaction that also writes the order's history and the
 * staff log: a status (stock and coupon uses given back once when it ends unfulfilled, taken again if it is
 * reopened), payment received, a note. Each checks the version the editor was shown, so of two
 * people editing one order the second is told instead of undoing the first. E-mails to the buyer
 * go after the commit (`customerMail` in the answer), never inside the transaction.
 */

/** Statuses that hold no stock: the order gives its stock back on entering one (WooCommerce restocks cancelled ones). */
const RELEASES_STOCK: ReadonlySet<OrderStatus> = new Set(["cancelled", "failed"]);

/** Statuses the buyer is e-mailed about (WooCommerce's customer e-mails, and a cancelled order too). */
const TELLS_CUSTOMER: ReadonlySet<OrderStatus> = new Set(["processing", "on-hold", "completed", "cancelled", "refunded"]);

export type OrderChangeError =
  | { code: "not_found" }
  /** Someone changed the order after the editor read it: their version is `current`. */
  | { code: "version_conflict"; current: number }
  /** Reopening a cancelled order needs its stock again, and a line cannot have it. */
  | { code: "out_of_stock"; line: string }
  /** A change meant for an unpaid order waiting for its money found it paid or moved on meanwhile. */
  | { code: "no_longer_unpaid" };

/** What the buyer should be e-mailed after the commit. */
export type CustomerMail = { kind: "status"; status: OrderStatus } | { kind: "note"; body: string };

export type OrderChangeResult = { ok: true; order: StaffOrder; customerMail: CustomerMail[] } | { ok: false; error: OrderChangeError };

export type OrderChange = {
  status?: OrderStatus;
  /** Payment received (a bank transfer seen on the account): a pending or on-hold order moves to processing. */
  markPaid?: boolean;
  note?: { body: string; toCustomer: boolean };
  /** Apply only while the order is unpaid and waiting for its money (pending or on hold), as found under its lock. */
  onlyWhileUnpaid?: boolean;
  /** The shop's own record of why, in the history (a change no staff member made). */
  reason?: string;
};

class Refused extends Error {
  constructor(readonly error: OrderChangeError) {
    super(error.code);
  }
}

const lockedShape = z.strictObject({ status: z.enum(["pending", "processing", "on-hold", "completed", "cancelled", "refunded", "failed"]), version: z.int(), stockRestored: z.boolean(), paid: z.boolean() });

/**
 * Applies `change` to order `id` for staff member `staffId` (null: the shop itself, e.g. an unpaid
 * order's hold ending), if its version is still `expectedVersion` (null: whatever it is, as
 * WooCommerce's API clients expect).
 */
export async function changeOrder(db: Db, id: number, change: OrderChange, by: { staffId: number | null; expectedVersion: number | null }): Promise<OrderChangeResult> {
  let stockMoved = false;
  try {
    const result = await db.transaction(async (tx) => {
      const [locked] = await queryChecked(
        tx,
        "the order being changed",
        lockedShape,
        sql`select status, version, stock_restored_at is not null as "stockRestored", paid_at is not null as paid from orders where id = ${id} for update`,
      );
      if (!locked) throw new Refused({ code: "not_found" });
      if (by.expectedVersion !== null && by.expectedVersion !== locked.version) throw new Refused({ code: "version_conflict", current: locked.version });
      if (change.onlyWhileUnpaid && (locked.paid || (locked.status !== "pending" && locked.status !== "on-hold"))) throw new Refused({ code: "no_longer_unpaid" });

      const customerMail: CustomerMail[] = [];
      const history: string[] = change.reason ? [change.reason] : [];
      let status = locked.status;
      if (change.markPaid && (status === "pending" || status === "on-hold" || status === "failed")) status = "processing";
      if (change.status) status = change.status;

      if (status !== locked.status) {
        if (RELEASES_STOCK.has(status) && !locked.stockRestored) {
          await tx.execute(sql`select order_restore_stock(${id})`);
          stockMoved = true;
          await giveCouponUsesBack(tx, id);
          history.push(tOrders("orders.history.stockRestored"));
        } else if (!RELEASES_STOCK.has(status) && locked.stockRestored) {
          await takeStockAgain(tx, id);
          stockMoved = true;
          await takeCouponUsesAgain(tx, id);
          history.push(tOrders("orders.history.stockTaken"));
        }
        history.splice(change.reason ? 1 : 0, 0, tOrders("orders.history.statusChanged", { from: orderStatusLabel(locked.status), to: orderStatusLabel(status) }));
        if (TELLS_CUSTOMER.has(status)) customerMail.push({ kind: "status", status });
      }
      const paidNow = change.markPaid === true && !locked.paid;
      if (paidNow) history.push(tOrders("orders.history.paid"));
      // A paid order (or one no longer waiting) holds nothing any more: its hold ends with the change.
      await tx.execute(sql`update orders set status = ${status}, version = version + 1, updated_at = now(),
                                           paid_at = ${paidNow ? sql`now()` : sql`paid_at`},
                                           hold_until = ${paidNow || (status !== "pending" && status !== "on-hold") ? sql`null` : sql`hold_until`}
                             where id = ${id}`);
      for (const body of history) await tx.insert(orderNotes).values({ orderId: id, body, toCustomer: false, authorId: by.staffId });
      if (change.note) {
        await tx.insert(orderNotes).values({ orderId: id, body: change.note.body, toCustomer: change.note.toCustomer, authorId: by.staffId });
        if (change.note.toCustomer) customerMail.push({ kind: "note", body: change.note.body });
      }
      await tx.insert(staffActions).values({
        userId: by.staffId,
        action: by.staffId === null ? "order.change_by_shop" : "order.change",
        objectType: "order",
        objectId: id,
        details: { from: locked.status, to: status, markPaid: change.markPaid ?? false, note: change.note ? { toCustomer: change.note.toCustomer } : null, reason: change.reason ?? null },
      });
      const order = await staffOrder(tx, id);
      return { ok: true as const, order: order!, customerMail };
    });
    // As an order placed does: the stock the shop's pages show moved, and the staff member's next look at them shows it.
    if (stockMoved) afterCatalogWrite(db);
    return result;
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.error };
    throw error;
  }
}

/** A reopened order takes its lines' stock again with the checkout's own rule, or the change is refused. */
async function takeStockAgain(tx: Tx, id: number): Promise<void> {
  const lines = await queryChecked(
    tx,
    "the lines of a reopened order",
    z.strictObject({ product: z.int(), variation: z.int().nullable(), quantity: z.int(), name: z.string() }),
    sql`select product_id as product, variation_id as variation, sum(quantity)::int as quantity, min(name) as name
          from order_items where order_id = ${id} and product_id is not null
         group by product_id, variation_id order by product_id, variation_id`,
  );
  const [taken] = await queryChecked(
    tx,
    "the stock a reopened order takes",
    z.strictObject({ failed: z.int().nullable() }),
    sql`select failed from order_take_stock(${JSON.stringify(lines.map(({ product, variation, quantity }) => ({ product, variation, quantity })))}::jsonb)`,
  );
  if (taken?.failed != null) throw new Refused({ code: "out_of_stock", line: lines[taken.failed - 1]?.name ?? "" });
  await tx.execute(sql`update orders set stock_restored_at = null where id = ${id}`);
}

/**
 * An order that gives its stock back gives its coupons' uses back too (WooCommerce's
 * `wc_update_coupon_usage_counts` on cancelling), once: its coupon lines are marked released and
 * each coupon's count lowered by them, so another shopper may use them.
 */
async function giveCouponUsesBack(tx: Tx, id: number): Promise<void> {
  await tx.execute(sql`
    with released as (
      update order_coupons set released_at = now()
       where order_id = ${id} and released_at is null and coupon_id is not null
      returning coupon_id)
    update coupons c set usage_count = greatest(c.usage_count - r.uses, 0), updated_at = now()
      from (select coupon_id, count(*)::int as uses from released group by coupon_id) r
     where c.id = r.coupon_id`);
}

/** A reopened order uses its coupons again, as WooCommerce counts them again, whatever their limit (staff decided). */
async function takeCouponUsesAgain(tx: Tx, id: number): Promise<void> {
  await tx.execute(sql`
    with taken as (
      update order_coupons set released_at = null
       where order_id = ${id} and released_at is not null and coupon_id is not null
      returning coupon_id)
    update coupons c set usage_count = c.usage_count + t.uses, updated_at = now()
      from (select coupon_id, count(*)::int as uses from taken group by coupon_id) t
     where c.id = t.coupon_id`);
}
