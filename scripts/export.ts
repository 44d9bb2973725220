/**
 * `npm run export -- <command>`: the shop's data out, as files other tools read.
 *
 *   orders [--lines] [--status S] [--after D] [--before D] [FILE.csv]
 *
 * Without a file the CSV goes to standard output.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { openDatabase } from "../app/platform/.server/db";
import { exportOrders, ordersQueryOf } from "./export/orders";

const USAGE = `Cách dùng:
  npm run export -- orders [--lines] [--status TRẠNG-THÁI] [--after YYYY-MM-DD] [--before YYYY-MM-DD] [TỆP.csv]`;

class UsageError extends Error {}

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        lines: { type: "boolean", default: false },
        status: { type: "string" },
        after: { type: "string" },
        before: { type: "string" },
        "data-dir": { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parse();
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const [command, file] = positionals;
  if (command !== "orders") throw new UsageError(command ? `không có lệnh "${command}"` : "cần một lệnh");
  const q = ordersQueryOf(values);
  const url = process.env.DATABASE_URL;
  const dataDir = path.resolve(values["data-dir"] ?? process.env.DATA_DIR ?? "./data");
  const database = await openDatabase(url ? { kind: "postgres", url, poolSize: 2 } : { kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  try {
    const bytes = await exportOrders(database.db, q, file);
    if (file) console.error(`Đã ghi ${file} (${bytes} byte).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof z.ZodError ? error.issues.map((i) => i.message).join("; ") : error instanceof Error ? error.message : String(error);
  console.error(error instanceof UsageError || error instanceof z.ZodError ? `Lỗi: ${message}\n${USAGE}` : error);
  process.exitCode = 1;
});
