/**
 * `npm run export -- <kind> [FILE]`: the shop's data in WooCommerce's files (issue 22), to FILE
 * or to the standard output.
 *
 *   products [FILE.csv]   WooCommerce's product CSV (what `npm run import -- products` reads)
 *   orders [--lines] [--status S] [--after D] [--before D] [FILE.csv]   the orders for accountants
 */
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { parseArgs } from "node:util";
import { productsCsv } from "../app/features/catalog/.server/product-export";
import { ORDERS_EXPORT_USAGE, exportOrdersCommand } from "./export/orders";
import { type Subcommand, UsageError, commandLineDatabase, runSubcommand } from "./import-export/database";

async function exportProducts(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { "data-dir": { type: "string" }, "site-url": { type: "string" } } });
  if (positionals.length > 1) throw new UsageError("cần nhiều nhất một tệp");
  const { database } = await commandLineDatabase(values["data-dir"]);
  const out = positionals[0] ? createWriteStream(positionals[0]) : process.stdout;
  try {
    for await (const chunk of productsCsv(database.db, { siteUrl: values["site-url"] ?? process.env.SITE_URL ?? null })) {
      if (!out.write(chunk)) await once(out, "drain");
    }
  } finally {
    await database.close();
    if (out !== process.stdout) {
      out.end();
      await once(out, "finish");
    }
  }
  return 0;
}

const commands: Record<string, Subcommand> = {
  products: { usage: "npm run export -- products [TỆP.csv] [--site-url https://…] [--data-dir D]", run: exportProducts },
  orders: { usage: ORDERS_EXPORT_USAGE, run: exportOrdersCommand },
};

await runSubcommand(commands);
