import path from "node:path";
import { parseArgs } from "node:util";
import { progressBar } from "../../db/seed/progress";
import { UsageError, commandLineDatabase, importMaxPixels } from "../import-export/database";
import { CUSTOMER_LABELS, importCustomers } from "./customers";
import { CsvError } from "./csv-records";
import type { ImportSummary } from "./summary";
import { WXR_LABELS, importWxr } from "./wxr";
import { WxrError } from "./wxr-reader";

export const WXR_IMPORT_USAGE = "npm run import -- wxr TỆP.xml [--uploads THƯ-MỤC] [--dry-run] [--continue-on-error] [--data-dir D]";
export const CUSTOMERS_IMPORT_USAGE = "npm run import -- customers TỆP.csv|TỆP.json [--dry-run] [--continue-on-error] [--data-dir D]";

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

/**
 * `wxr` (a WordPress export file) or `customers` (WooCommerce's customer CSV or the wc/v3 REST
 * answer): prints the summary (created, updated, skipped with the line and why) and answers 1
 * when the file was refused, which then changed nothing.
 */
export function wordpressImportCommand(kind: "wxr" | "customers") {
  return async (args: string[]): Promise<number> => {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        uploads: { type: "string" },
        "dry-run": { type: "boolean", default: false },
        "continue-on-error": { type: "boolean", default: false },
        "data-dir": { type: "string" },
      },
    });
    const [file, ...extra] = positionals;
    if (!file || extra.length > 0) throw new UsageError("cần đúng một tệp");
    const { database, dataDir } = await commandLineDatabase(values["data-dir"]);
    const bar = progress();
    try {
      const common = { dryRun: values["dry-run"], continueOnError: values["continue-on-error"], onProgress: bar?.update };
      const outcome: { ok: boolean; summary: ImportSummary; links?: { moved: number; kept: number } } =
        kind === "wxr"
          ? await importWxr(database.db, { file, uploadsFrom: values.uploads && path.resolve(values.uploads), uploadsDir: path.join(dataDir, "uploads"), maxPixels: importMaxPixels(), ...common })
          : await importCustomers(database.db, { file, ...common });
      bar?.finish();
      if (values["dry-run"]) console.log("Chạy thử: không có gì được ghi.");
      for (const line of outcome.summary.lines(kind === "wxr" ? WXR_LABELS : CUSTOMER_LABELS)) console.log(line);
      if (outcome.links) console.log(`Liên kết: ${outcome.links.moved} đổi sang địa chỉ của cửa hàng, ${outcome.links.kept} giữ địa chỉ cũ.`);
      if (!outcome.ok) {
        console.error("Tệp bị từ chối: không có gì được ghi (dùng --continue-on-error để bỏ qua các mục lỗi).");
        return 1;
      }
      return 0;
    } catch (error) {
      if (!(error instanceof WxrError || error instanceof CsvError)) throw error;
      console.error(`Tệp bị từ chối: không có gì được ghi. ${error.message}`);
      return 1;
    } finally {
      await database.close();
    }
  };
}
