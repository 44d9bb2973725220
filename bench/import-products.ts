import { createReadStream, createWriteStream, readFileSync } from "node:fs";
import { once } from "node:events";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { importProductsCsv } from "../app/features/catalog/.server/product-import";
import { listProducts } from "../app/features/catalog/.server/products";
import { csvCell } from "../app/features/catalog/product-csv";
import { suggestProducts } from "../app/features/search/.server/search";
import { openDatabase, queryRows } from "../app/platform/.server/db";
import type { Check } from "./report";

/**
 * Importing a large WooCommerce product CSV on PostgreSQL (issue 22: 100 000 products at ≥ 2 000
 * products a second, memory bounded, search and listings right after): a file is made of
 * `products` products — nine in ten simple, one in ten variable with three variations, HTML
 * descriptions, category paths, tags, two global attributes —, imported into an empty shop in
 * a database of its own by `importProductsCsv` (what `npm run import -- products` runs), the
 * process's peak RSS sampled while it runs, then a listing and a search read against it.
 *
 * Alone: `tsx bench/import-products.ts [--products 10000]`; in the bench: `--only "import"`.
 */
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
export const IMPORT_PRODUCTS = 100_000;
const TARGET_PER_SECOND = 2000;

export type ImportProductsResult = {
  products: number;
  rows: number;
  fileMb: number;
  seconds: number;
  productsPerSecond: number;
  rowsPerSecond: number;
  peakRssMb: number;
  listedTotal: number;
  searchFound: boolean;
  /**
   * CPU seconds the import took (this process's and its PostgreSQL backends', read from /proc
   * when the server runs on this machine; null otherwise): what the rate would be on an idle
   * machine is products / these seconds, since the import waits on nothing else.
   */
  cpuSeconds: number | null;
  /** Of those, the database's (its backends'): what a second core could overlap with the rest. */
  databaseCpuSeconds: number | null;
};

/** CPU seconds (user + system) of the processes `pids`, from /proc; null when one cannot be read. */
function cpuOf(pids: number[]): number | null {
  const ticks = 100;
  let total = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /, "").split(" ");
      total += (Number(fields[11]) + Number(fields[12])) / ticks;
    } catch {
      return null;
    }
  }
  return total;
}

const CATEGORIES = ["Thời trang > Áo thun", "Thời trang > Áo sơ mi", "Thời trang > Quần", "Phụ kiện > Túi xách", "Phụ kiện > Mũ", "Giày dép", "Đồng hồ", "Nhà cửa > Bếp", "Nhà cửa > Phòng ngủ", "Làm đẹp"];
const WORDS = ["áo", "quần", "túi", "mũ", "giày", "đồng hồ", "khăn", "váy", "ví", "kính", "bình", "ly", "gối", "chăn", "nến"];
const ADJECTIVES = ["xinh", "bền", "nhẹ", "cổ điển", "hiện đại", "mềm", "gọn", "sang trọng", "tối giản", "thủ công"];
const COLORS = ["Đỏ", "Xanh", "Vàng"];
const SIZES = ["S", "M", "L"];

const HEADER = [
  "ID", "Type", "SKU", "Name", "Published", "Is featured?", "Visibility in catalog", "Short description", "Description", "In stock?", "Stock",
  "Backorders allowed?", "Weight (kg)", "Allow customer reviews?", "Sale price", "Regular price", "Categories", "Tags", "Images", "Parent", "Position",
  "Attribute 1 name", "Attribute 1 value(s)", "Attribute 1 visible", "Attribute 1 global", "Attribute 2 name", "Attribute 2 value(s)", "Attribute 2 visible", "Attribute 2 global",
];

/** The name of product `i`: words in a fixed pattern, plus its number, so every name is its own. */
const nameOf = (i: number) => `${WORDS[i % WORDS.length]} ${ADJECTIVES[(i >> 4) % ADJECTIVES.length]} mẫu ${i}`;

/** Writes the file; answers how many rows (products and variations) it holds. */
export async function writeProductsCsv(file: string, products: number, o: { meta?: boolean } = {}): Promise<number> {
  const out = createWriteStream(file);
  // With `meta`, two `Meta: <key>` columns a product and variation each (WooCommerce's meta_data, decision 036).
  const header = o.meta ? [...HEADER, "Meta: xuat_xu", "Meta: ma_kho"] : HEADER;
  const line = (given: Record<string, string>) => {
    const cells = o.meta ? { ...given, "Meta: xuat_xu": "Việt Nam", "Meta: ma_kho": `K-${given.SKU ?? ""}` } : given;
    return `${header.map((h) => csvCell(cells[h] ?? "")).join(",")}\n`;
  };
  let rows = 0;
  let chunk = `${header.map(csvCell).join(",")}\n`;
  for (let i = 1; i <= products; i++) {
    const variable = i % 10 === 0;
    const name = nameOf(i);
    const base = {
      Name: name,
      Published: "1",
      "Is featured?": i % 50 === 0 ? "1" : "0",
      "Visibility in catalog": "visible",
      "Short description": `<p>${name}: hàng chọn lọc, giao nhanh.</p>`,
      Description: `<p><strong>${name}</strong> được làm từ chất liệu tốt, phù hợp dùng hằng ngày.</p><ul><li>Bảo hành 12 tháng</li><li>Đổi trả trong 7 ngày</li></ul>`,
      "In stock?": "1",
      "Allow customer reviews?": "1",
      Categories: `${CATEGORIES[i % CATEGORIES.length]}, ${CATEGORIES[(i * 7) % CATEGORIES.length]}`,
      Tags: `nhãn ${i % 40}, nhãn ${(i * 3) % 40}`,
      Position: "0",
    };
    const sku = `BENCH-${i}`;
    if (!variable) {
      const price = 50_000 + (i % 400) * 1_000;
      chunk += line({ ...base, Type: "simple", SKU: sku, "Regular price": String(price), "Sale price": i % 5 === 0 ? String(price - 10_000) : "", Stock: i % 3 === 0 ? String(i % 50) : "", "Weight (kg)": "0.4", "Attribute 1 name": "Chất liệu", "Attribute 1 value(s)": i % 2 ? "Cotton" : "Lanh", "Attribute 1 visible": "1", "Attribute 1 global": "1" });
      rows++;
    } else {
      chunk += line({ ...base, Type: "variable", SKU: sku, "Attribute 1 name": "Màu", "Attribute 1 value(s)": COLORS.join(", "), "Attribute 1 visible": "1", "Attribute 1 global": "1", "Attribute 2 name": "Cỡ", "Attribute 2 value(s)": SIZES.join(", "), "Attribute 2 visible": "1", "Attribute 2 global": "1" });
      for (let v = 0; v < 3; v++) {
        chunk += line({ Type: "variation", SKU: `${sku}-${v}`, Name: `${name} - ${COLORS[v]}`, Published: "1", "In stock?": "1", "Regular price": String(120_000 + v * 10_000), Parent: sku, Position: String(v), "Attribute 1 name": "Màu", "Attribute 1 value(s)": COLORS[v]!, "Attribute 1 global": "1", "Attribute 2 name": "Cỡ", "Attribute 2 value(s)": SIZES[v]!, "Attribute 2 global": "1" });
      }
      rows += 4;
    }
    if (chunk.length > 1 << 20 || i === products) {
      if (!out.write(chunk)) await once(out, "drain");
      chunk = "";
    }
  }
  out.end();
  await once(out, "finish");
  return rows;
}

export async function benchImportProducts(o: { products: number; meta?: boolean }): Promise<{ result: ImportProductsResult; checks: Check[] }> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const name = `bench_import_products_${process.pid}`;
  const scratch = await mkdtemp(path.join(tmpdir(), "bench-import-products-"));
  await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.href, poolSize: 2 });
  try {
    const file = path.join(scratch, "products.csv");
    const rows = await writeProductsCsv(file, o.products, { meta: o.meta });
    const fileMb = (await stat(file)).size / 1e6;
    const backends = (await queryRows<{ pid: number }>(database.db, sql`select pid from pg_stat_activity where datname = current_database()`)).map((r) => r.pid);
    const cpuBefore = cpuOf(backends);
    const ownBefore = process.cpuUsage();
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const started = performance.now();
    const summary = await importProductsCsv(database.db, createReadStream(file), { uploadsDir: path.join(scratch, "uploads"), maxPixels: 60_000_000 });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const cpuAfter = cpuOf(backends);
    const own = process.cpuUsage(ownBefore);
    const databaseCpuSeconds = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
    const cpuSeconds = databaseCpuSeconds === null ? null : databaseCpuSeconds + (own.user + own.system) / 1e6;
    peak = Math.max(peak, process.memoryUsage().rss);
    if (!summary.committed) throw new Error(`import refused: ${summary.skipped.slice(0, 5).map((s) => `${s.line}: ${s.message}`).join("; ")}`);
    const [counted] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
    const listed = await listProducts(database.db, { sort: "price", page: 3, perPage: 24 });
    const probe = nameOf(Math.max(1, Math.floor(o.products / 2) + 1));
    const found = await suggestProducts(database.db, { query: probe });
    const result: ImportProductsResult = {
      products: counted!.n,
      rows,
      fileMb,
      seconds,
      productsPerSecond: counted!.n / seconds,
      rowsPerSecond: rows / seconds,
      peakRssMb: peak / 1e6,
      listedTotal: listed.total,
      searchFound: found.some((s) => s.value === probe),
      cpuSeconds,
      databaseCpuSeconds,
    };
    const checks: Check[] = [
      { what: `import ${o.products} products (PostgreSQL): products/s`, value: result.productsPerSecond.toFixed(0), limit: `≥ ${TARGET_PER_SECOND}`, pass: result.productsPerSecond >= TARGET_PER_SECOND },
      { what: "import: every product listed after", value: String(result.listedTotal), limit: String(o.products), pass: result.listedTotal === o.products },
      { what: "import: a product found by search after", value: String(result.searchFound), limit: "true", pass: result.searchFound },
    ];
    return { result, checks };
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin.end();
    await rm(scratch, { recursive: true, force: true });
  }
}

export const importInfo = (r: ImportProductsResult) =>
  `import products CSV (PostgreSQL): ${r.products} products (${r.rows} rows, ${r.fileMb.toFixed(0)} MB) in ${r.seconds.toFixed(1)} s = ${r.productsPerSecond.toFixed(0)} products/s (${r.rowsPerSecond.toFixed(0)} rows/s), peak RSS ${r.peakRssMb.toFixed(0)} MB; listed after: ${r.listedTotal}, search finds one: ${r.searchFound}` +
  (r.cpuSeconds === null ? "" : `; CPU ${r.cpuSeconds.toFixed(1)} s (this process and its PostgreSQL backends, ${r.databaseCpuSeconds!.toFixed(1)} s of it the backends') = ${(r.products / r.cpuSeconds).toFixed(0)} products per CPU-second`);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { products: { type: "string", default: String(IMPORT_PRODUCTS) }, meta: { type: "boolean", default: false } } });
  const { result, checks } = await benchImportProducts({ products: Number(values.products), meta: values.meta });
  console.log(importInfo(result));
  for (const c of checks) console.log(`${c.pass ? "PASS" : "MISS"} ${c.what}: ${c.value} (${c.limit})`);
}
