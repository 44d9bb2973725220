import { createReadStream, existsSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { type ImportSummary, importProductsCsv } from "../../app/features/catalog/.server/product-import";
import { progressBar } from "../../db/seed/progress";
import { UsageError, commandLineDatabase, importMaxPixels } from "./database";

export const PRODUCTS_IMPORT_USAGE = "npm run import -- products TỆP.csv [--images THƯ_MỤC] [--dry-run] [--continue-on-error] [--data-dir D]";

/** The summary as printed: counts, then every skipped line and every note with its line. */
export function summaryText(s: ImportSummary, o: { dryRun: boolean }): string {
  const lines = [
    o.dryRun ? "Chạy thử (không ghi gì):" : s.committed ? "Đã nhập:" : "Không nhập gì (tệp có dòng lỗi; dùng --continue-on-error để bỏ qua các dòng đó):",
    `  ${s.rows} dòng: ${s.created} tạo mới, ${s.updated} cập nhật, ${s.skipped.length} bỏ qua`,
    "  Giá: đồng không có phần lẻ; giá có phần thập phân được làm tròn đến đồng (từ ,5 làm tròn lên), mỗi giá làm tròn được ghi chú.",
  ];
  if (s.skipped.length > 0) lines.push("Bỏ qua:", ...s.skipped.map((p) => `  dòng ${p.line}${p.error ? " (lỗi)" : ""}: ${p.message}`));
  if (s.notes.length > 0) lines.push("Ghi chú:", ...s.notes.map((p) => `  dòng ${p.line}: ${p.message}`));
  return lines.join("\n");
}

export async function importProductsCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      images: { type: "string" },
      "dry-run": { type: "boolean", default: false },
      "continue-on-error": { type: "boolean", default: false },
      "data-dir": { type: "string" },
    },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new UsageError("cần đúng một tệp CSV");
  if (!existsSync(file)) throw new UsageError(`không có tệp ${file}`);
  const imagesDir = values.images ? path.resolve(values.images) : null;
  if (imagesDir && !existsSync(imagesDir)) throw new UsageError(`không có thư mục ${imagesDir}`);
  const { database, dataDir } = await commandLineDatabase(values["data-dir"]);
  const size = statSync(file).size;
  const bar = progressBar(process.stderr);
  try {
    const summary = await importProductsCsv(database.db, createReadStream(file), {
      dryRun: values["dry-run"],
      continueOnError: values["continue-on-error"],
      imagesDir,
      uploadsDir: path.join(dataDir, "uploads"),
      maxPixels: importMaxPixels(),
      onProgress: (_rows, bytes) => bar.update(bytes, size),
    });
    bar.update(size, size);
    bar.finish();
    console.log(summaryText(summary, { dryRun: values["dry-run"] }));
    const failed = summary.skipped.some((p) => p.error) && !values["continue-on-error"];
    return failed || (!summary.committed && !values["dry-run"]) ? 1 : 0;
  } finally {
    await database.close();
  }
}
