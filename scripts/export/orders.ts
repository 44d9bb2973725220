import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { parseArgs } from "node:util";
import { z } from "zod";
import { type OrdersCsvQuery, ordersCsv } from "../../app/features/orders/.server/orders-csv";
import type { Db } from "../../app/platform/.server/db";
import { UsageError, commandLineDatabase } from "../import-export/database";

/**
 * `npm run export -- orders [--lines] [--status S] [--after D] [--before D] [FILE.csv]`: the
 * orders CSV of features/orders/.server/orders-csv.ts, to the file or to standard output. A day
 * (`2026-06-01`) is the shop's (+07:00), both ends included as on the back office's screen; a
 * time with or without its offset is taken as it is (without: the shop's).
 */

const STATUS = z.enum(["pending", "processing", "on-hold", "completed", "cancelled", "refunded", "failed"], {
  error: "--status phải là pending, processing, on-hold, completed, cancelled, refunded hoặc failed",
});

/** A `--after`/`--before` value as an instant; `end` moves a day to the start of the next one (its last moment included). */
export function boundOf(value: string | undefined, end: boolean, name: string): Date | null {
  if (value === undefined) return null;
  const day = /^\d{4}-\d\d-\d\d$/.test(value);
  const text = day ? `${value}T00:00:00+07:00` : /(Z|[+-]\d\d:\d\d)$/i.test(value) ? value : `${value}+07:00`;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new z.ZodError([{ code: "custom", path: [name], message: `--${name} phải là một ngày (YYYY-MM-DD) hoặc một thời điểm ISO 8601`, input: value }]);
  if (day && end) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

export function ordersQueryOf(o: { lines?: boolean; status?: string; after?: string; before?: string }): OrdersCsvQuery {
  return {
    lines: o.lines ?? false,
    status: o.status === undefined ? null : STATUS.parse(o.status),
    search: "",
    after: boundOf(o.after, false, "after"),
    before: boundOf(o.before, true, "before"),
  };
}

/** Writes the CSV; how many bytes. */
export async function exportOrders(db: Db, q: OrdersCsvQuery, file: string | undefined): Promise<number> {
  const out = file ? createWriteStream(file) : process.stdout;
  let bytes = 0;
  for await (const chunk of ordersCsv(db, q)) {
    bytes += Buffer.byteLength(chunk);
    if (!out.write(chunk)) await once(out, "drain");
  }
  if (file) {
    out.end();
    await once(out, "finish");
  }
  return bytes;
}

export const ORDERS_EXPORT_USAGE =
  "npm run export -- orders [--lines] [--status TRẠNG-THÁI] [--after YYYY-MM-DD] [--before YYYY-MM-DD] [TỆP.csv] [--data-dir D]";

/** The `orders` subcommand of `npm run export`: a filter it cannot read is a usage mistake, said as such. */
export async function exportOrdersCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      lines: { type: "boolean", default: false },
      status: { type: "string" },
      after: { type: "string" },
      before: { type: "string" },
      "data-dir": { type: "string" },
    },
  });
  if (positionals.length > 1) throw new UsageError("cần nhiều nhất một tệp");
  let q: OrdersCsvQuery;
  try {
    q = ordersQueryOf(values);
  } catch (error) {
    if (error instanceof z.ZodError) throw new UsageError(error.issues.map((i) => i.message).join("; "));
    throw error;
  }
  const { database } = await commandLineDatabase(values["data-dir"]);
  try {
    const file = positionals[0];
    const bytes = await exportOrders(database.db, q, file);
    if (file) console.error(`Đã ghi ${file} (${bytes} byte).`);
  } finally {
    await database.close();
  }
  return 0;
}
