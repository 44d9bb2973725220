/**
 * `npm run import -- <command>`: bringing a WordPress/WooCommerce shop's data in. On the embedded
 * database the shop must be stopped first (one process per data directory); on PostgreSQL it may run.
 *
 *   wxr FILE.xml [--uploads DIR] [--dry-run] [--continue-on-error]
 *   customers FILE.csv|FILE.json [--dry-run] [--continue-on-error]
 *
 * Each prints a summary (created, updated, skipped with the line and why) and exits 1 when the
 * file was refused; a refused file changes nothing.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../app/platform/.server/db";
import { progressBar } from "../db/seed/progress";
import { CUSTOMER_LABELS, importCustomers } from "./import/customers";
import { WXR_LABELS, importWxr } from "./import/wxr";
import { WxrError } from "./import/wxr-reader";
import { CsvError } from "./import/csv-records";
import type { ImportSummary } from "./import/summary";

const USAGE = `Cách dùng:
  npm run import -- wxr TỆP.xml [--uploads THƯ-MỤC] [--dry-run] [--continue-on-error]
  npm run import -- customers TỆP.csv|TỆP.json [--dry-run] [--continue-on-error]`;

class UsageError extends Error {}

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        uploads: { type: "string" },
        "dry-run": { type: "boolean", default: false },
        "continue-on-error": { type: "boolean", default: false },
        "data-dir": { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Progress on a terminal only: a log keeps the summary. */
function progress() {
  if (!process.stderr.isTTY) return undefined;
  const bar = progressBar(process.stderr);
  let last = 0;
  return {
    update: (done: number, total: number) => {
      const now = performance.now();
      if (now - last < 100 && done < total) return;
      last = now;
      bar.update(Math.round(done / 1024), Math.round(total / 1024));
    },
    finish: () => bar.finish(),
  };
}

async function main(): Promise<void> {
  const { values, positionals } = parse();
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const [command, file] = positionals;
  if (command !== "wxr" && command !== "customers") throw new UsageError(command ? `không có lệnh "${command}"` : "cần một lệnh");
  if (!file) throw new UsageError("cần tên tệp");
  const dataDir = path.resolve(values["data-dir"] ?? process.env.DATA_DIR ?? "./data");
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { kind: "postgres", url, poolSize: 2 } : { kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  const bar = progress();
  try {
    const common = { dryRun: values["dry-run"], continueOnError: values["continue-on-error"], onProgress: bar?.update };
    const outcome: { ok: boolean; summary: ImportSummary; links?: { moved: number; kept: number } } =
      command === "wxr"
        ? await importWxr(database.db, { file, uploadsFrom: values.uploads && path.resolve(values.uploads), uploadsDir: path.join(dataDir, "uploads"), ...common })
        : await importCustomers(database.db, { file, ...common });
    bar?.finish();
    if (values["dry-run"]) console.log("Chạy thử: không có gì được ghi.");
    for (const line of outcome.summary.lines(command === "wxr" ? WXR_LABELS : CUSTOMER_LABELS)) console.log(line);
    if (outcome.links) console.log(`Liên kết: ${outcome.links.moved} đổi sang địa chỉ của cửa hàng, ${outcome.links.kept} giữ địa chỉ cũ.`);
    if (!outcome.ok) {
      console.error("Tệp bị từ chối: không có gì được ghi (dùng --continue-on-error để bỏ qua các mục lỗi).");
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`Lỗi: ${error.message}\n${USAGE}`);
  else if (error instanceof WxrError || error instanceof CsvError) console.error(`Tệp bị từ chối: không có gì được ghi. ${error.message}`);
  else console.error(error);
  process.exitCode = 1;
});
