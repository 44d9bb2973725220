import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, openDatabase } from "../app/platform/.server/db";
import { posts } from "../db/schema";
import { adminUrl, databaseUrlFor } from "../tests/support/postgres";

const ROOT = path.resolve(import.meta.dirname, "..");
const source = inject("testDatabase");

/** The command line's database: a PGlite directory of its own, or a fresh PostgreSQL database. */
let dataDir: string;
let databaseUrl: string | undefined;
let drop = async () => {};
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "import-cli-"));
  if (source.kind === "postgres") {
    const name = `${source.run}_import_cli_${process.pid}`;
    const admin = await adminUrl(source.url);
    await admin.query(`CREATE DATABASE "${name}"`);
    databaseUrl = databaseUrlFor(source.url, name);
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    };
  }
});
afterAll(async () => {
  await drop();
  await rm(dataDir, { recursive: true, force: true });
});

function cli(script: string, ...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    // The parent's DATABASE_URL (a test run on PostgreSQL) is not the command's: it gets its own.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "DATABASE_URL"));
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args, "--data-dir", dataDir], { cwd: ROOT, env });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, out, err }));
  });
}

async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(databaseUrl ? { kind: "postgres", url: databaseUrl, poolSize: 1 } : { kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

const FIXTURE = path.join(ROOT, "scripts/import/fixtures/shop-export.xml");

/**
 * The command lines as the owner runs them, on a database of their own (migrated, no demo): the
 * summary, the exit code, and a refused file changing nothing.
 */
describe("npm run import / npm run export", () => {
  it("imports a WordPress export with a summary, and refuses one with an unknown post type", { timeout: 400_000 }, async () => {
    const bad = path.join(dataDir, "unknown.xml");
    await writeFile(bad, (await readFile(FIXTURE, "utf8")).replace("<wp:post_type><![CDATA[featured_item]]></wp:post_type>", "<wp:post_type><![CDATA[tribe_events]]></wp:post_type>"));
    const refused = await cli("scripts/import.ts", "wxr", bad);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('Lỗi: 1.\n  dòng 197: kiểu nội dung không biết "tribe_events" (mục "Bộ sưu tập lụa Hà Đông")\n');
    expect(refused.err).toBe("Tệp bị từ chối: không có gì được ghi (dùng --continue-on-error để bỏ qua các mục lỗi).\n");
    expect(await withDatabase(({ db }) => db.select().from(posts))).toEqual([]);

    const done = await cli("scripts/import.ts", "wxr", FIXTURE);
    expect([done.code, done.err]).toEqual([0, ""]);
    expect(done.out).toContain("Đã tạo: 2 tác giả, 3 chuyên mục, 2 thẻ, 1 danh mục portfolio, 2 bài viết, 2 bình luận, 2 trang, 1 mục portfolio.\nĐã cập nhật: không có.\nBỏ qua: 6.\n");
    expect(done.out).toContain('  dòng 67: bình luận #503 của "Xu hướng lụa mùa hè": loại "pingback" không phải bình luận của người đọc\n');
    expect(done.out).toContain('  dòng 67: "Xu hướng lụa mùa hè": ảnh đại diện "2024/05/Áo-dài-hè.jpg": cần --uploads THƯ_MỤC (không tải ảnh từ mạng)\n');
    expect(done.out).toContain("Liên kết: 3 đổi sang địa chỉ của cửa hàng, 4 giữ địa chỉ cũ.\n");
    expect((await withDatabase(({ db }) => db.select().from(posts))).length).toBe(5);
  });

  it("exports the orders as CSV to a file, and says what is wrong with a filter", { timeout: 240_000 }, async () => {
    const file = path.join(dataDir, "don-hang.csv");
    const done = await cli("scripts/export.ts", "orders", "--lines", "--status", "completed", "--after", "2026-01-01", file);
    expect(done.code).toBe(0);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await readFile(file))).toBe("\uFEFFSố đơn,Ngày đặt,Trạng thái,Khách hàng,Sản phẩm,Mã SKU,Tùy chọn,Số lượng,Đơn giá (đ),Thành tiền (đ),Giảm giá dòng (đ),Sau giảm giá (đ)\r\n");
    const bad = await cli("scripts/export.ts", "orders", "--before", "mai");
    expect(bad.code).toBe(1);
    expect(bad.err).toContain("--before phải là một ngày (YYYY-MM-DD) hoặc một thời điểm ISO 8601");
  });
});
