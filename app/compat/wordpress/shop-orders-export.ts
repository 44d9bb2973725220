import { z } from "zod";
import { ordersCsv } from "~/features/orders/.server/orders-csv";
import { shopStaffFor } from "../woocommerce/rest-access";
import { readParams } from "../woocommerce/rest-params";
import type { RestRoute } from "./rest-response";

/**
 * The orders as CSV for the accountant (`cuahang/v1`: WooCommerce has no such endpoint): the
 * filters of `wc/v3/orders` (`status`, `search`, `after`, `before`, local times read as the shop's
 * +07:00) and `lines=1` for one line per product line. Staff only, as the orders list is; the
 * back office's orders screen downloads it with the filters it shows.
 */

const params = z.object({
  status: z.enum(["pending", "processing", "on-hold", "completed", "cancelled", "refunded", "failed", "any"]).default("any"),
  search: z.string().max(200).default(""),
  after: z.iso.datetime({ offset: true, local: true }).optional(),
  before: z.iso.datetime({ offset: true, local: true }).optional(),
  lines: z.enum(["0", "1", "true", "false"]).default("0"),
});

/** A local date without an offset is the shop's (+07:00), as WordPress reads `after`/`before`. */
const instantOf = (value: string | undefined) => (value === undefined ? null : new Date(/(Z|[+-]\d\d:\d\d)$/i.test(value) ? value : `${value}+07:00`));

export const shopOrdersExportRoutes: RestRoute[] = [
  {
    pattern: /\/cuahang\/v1\/orders\/export/,
    methods: ["GET"],
    namespace: "cuahang/v1",
    handler: async ({ request, context, userId }) => {
      const access = await shopStaffFor(context, userId);
      if (!access.ok) return access.response;
      const read = readParams(request, params);
      if (!read.ok) return read.response;
      const q = read.value;
      const lines = q.lines === "1" || q.lines === "true";
      let csv = "";
      // Whole, then sent: the render thread hands the main thread one answer (a streamed body would be gathered there anyway).
      for await (const chunk of ordersCsv(context.db, { status: q.status === "any" ? null : q.status, search: q.search, after: instantOf(q.after), before: instantOf(q.before), lines })) csv += chunk;
      const day = new Date(context.now().getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
      return new Response(csv, {
        headers: {
          "Content-Type": "text/csv; charset=UTF-8",
          "Content-Disposition": `attachment; filename="don-hang${lines ? "-san-pham" : ""}-${day}.csv"`,
          "Cache-Control": "no-store, private",
        },
      });
    },
  },
];
