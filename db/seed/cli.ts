/**
 * `npm run seed -- [--scale N] [--data-dir DIR] [--no-images]`
 *
 * Seeds the demo shop into the configured database (a no-op when it already has products),
 * then optionally adds N generated products. Paths follow server/config.ts: PGlite under
 * `${DATA_DIR}/pglite` unless DATABASE_URL is set, pictures under `${DATA_DIR}/uploads`.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { type Db, openDatabase } from "../../app/platform/.server/db";
import { type SeedSummary, seedDemo } from "./index";
import { progressBar, stretchRates } from "./progress";
import { seedScale } from "./scale";

const USAGE = "Cách dùng: npm run seed -- [--scale N] [--data-dir THƯ_MỤC] [--no-images]";

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A mistake in the command line: shown without a stack trace. */
class UsageError extends Error {}

function parseCommandLine() {
  try {
    return parseArgs({
      options: {
        scale: { type: "string" },
        "data-dir": { type: "string" },
        "no-images": { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    }).values;
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

async function main(): Promise<void> {
  const values = parseCommandLine();
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const scale = values.scale === undefined ? 0 : Number(values.scale);
  if (!Number.isSafeInteger(scale) || scale < 0) {
    throw new UsageError(`--scale phải là một số nguyên không âm, không phải "${values.scale}".\n${USAGE}`);
  }
  const dataDir = path.resolve(values["data-dir"] ?? process.env.DATA_DIR ?? "./data");
  const uploadsDir = path.join(dataDir, "uploads");
  const images = !values["no-images"];
  const url = process.env.DATABASE_URL;

  const log = (msg: string) => process.stderr.write(`${msg}\n`);
  log(url ? "Cơ sở dữ liệu: PostgreSQL (DATABASE_URL)" : `Cơ sở dữ liệu: PGlite tại ${path.join(dataDir, "pglite")}`);
  // On PostgreSQL the demo seed takes the start-up lock with the migrations: servers starting
  // at the same moment wait for it and then find the shop seeded.
  let demo: SeedSummary | undefined;
  const afterMigrations = async (db: Db) => {
    demo = await seedDemo(db, { uploadsDir, images, log });
  };
  const database = await openDatabase(
    url ? { kind: "postgres", url, afterMigrations } : { kind: "pglite", dataDir: path.join(dataDir, "pglite"), afterMigrations },
  );
  try {
    if (!demo) throw new Error("the demo seed did not run");
    if (demo.skipped) {
      console.log("Dữ liệu mẫu: đã có sẵn, không ghi thêm.");
    } else {
      const c = demo.counts;
      console.log(
        `Dữ liệu mẫu: ${c.products} sản phẩm (${c.variations} biến thể, ${c.reviews} đánh giá), ${c.posts} bài viết, ` +
          `${c.portfolio} dự án, ${c.pages} trang, ${c.media} ảnh; ghi dữ liệu ${seconds(demo.rowsMs)}.`,
      );
      if (demo.images) {
        console.log(
          `Ảnh: ${demo.images.images} ảnh, ${demo.images.filesWritten} tệp mới, ${demo.images.filesKept} tệp có sẵn, ${seconds(demo.images.ms)}.`,
        );
      }
    }
    if (scale > 0) {
      log(`Đang thêm ${scale} sản phẩm…`);
      const bar = progressBar(process.stderr);
      const rates = stretchRates(process.stderr);
      const onProgress = (done: number, total: number) => {
        rates(done, total);
        bar.update(done, total);
      };
      const result = await seedScale(database.db, scale, { uploadsDir, images, log, onProgress });
      bar.finish();
      console.log(
        `Sản phẩm thêm: ${result.products} (${result.variations} biến thể, ${result.reviews} đánh giá) trong ${seconds(result.ms)}` +
          (result.pool ? `; kho ảnh dùng chung ${result.pool.images} ảnh, ${result.pool.filesWritten} tệp mới, ${seconds(result.pool.ms)}.` : "."),
      );
    }
    if (images) console.log(`Ảnh lưu tại ${uploadsDir}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError ? error.message : error);
  process.exitCode = 1;
});
