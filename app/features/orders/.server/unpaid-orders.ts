import { sql } from "drizzle-orm";
import { z } from "zod";
import type { SiteOptions } from "~/features/site";
import { loadSiteChrome } from "~/features/site/.server";
import { tOrders } from "~/lib/i18n/areas/orders";
import type { AppServices } from "../../../platform/.server/context";
import { queryChecked } from "../../../platform/.server/sql-answer";
import { sendOrderUpdates } from "./order-update-email";
import { changeOrder } from "./staff-order-changes";

/** How often the server looks for unpaid orders whose hold has ended. */
export const UNPAID_ORDERS_CHECK_MS = 60_000;

/**
 * Cancels the unpaid bank transfers whose hold has ended (WooCommerce's `wc_cancel_unpaid_orders`):
 * each gives its stock back, gets a note saying why, and its buyer is told. An order paid or
 * changed by staff meanwhile is left alone (checked under the order's lock). Answers how many.
 */
export async function cancelUnpaidOrders(services: Pick<AppServices, "db" | "mailer" | "log" | "site" | "now">, site?: Pick<SiteOptions, "blogname">): Promise<number> {
  const due = await queryChecked(
    services.db,
    "the unpaid orders whose hold has ended",
    z.strictObject({ id: z.int() }),
    sql`select id from orders where hold_until is not null and paid_at is null and status in ('pending', 'on-hold')
           and hold_until <= ${services.now().toISOString()}::timestamptz
         order by hold_until limit 200`,
  );
  if (due.length === 0) return 0;
  const shop = site ?? (await loadSiteChrome(services.db)).options;
  let cancelled = 0;
  for (const { id } of due) {
    const result = await changeOrder(
      services.db,
      id,
      { status: "cancelled", onlyWhileUnpaid: true, reason: tOrders("orders.history.unpaidCancelled") },
      { staffId: null, expectedVersion: null },
    );
    if (!result.ok) continue;
    cancelled++;
    await sendOrderUpdates(services, result.order, result.customerMail, shop);
  }
  return cancelled;
}
