import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type AppServer, startAppServer } from "./app-server";
import { percentile } from "./percentile";
import type { Check } from "./report";
import { DEMO_SHOP_MANAGER, signInDemoAccount } from "./signed-in";

/**
 * A product save reaching the storefront (issue 21: within 1 s, on both databases): the demo shop
 * on a server of its own, its first product's page read by `READERS` guests each pausing `PAUSE_MS`
 * between reads (about 20 a second: a busy product's page, kept on every render thread, on a server
 * that is not saturated — there every request waits its turn, a save too), the shop manager renames the
 * product through `PUT /wp-json/wc/v3/products/{id}` as the back office does, and the time from
 * the save's start until every read started from then on shows the new name is the figure.
 * Stale reads after the save's answer are counted too: there must be none.
 */
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const READERS = 4;
const PAUSE_MS = 200;
const SAVES = 10;
const LIMIT_MS = 1000;

export type ProductSaveResult = {
  database: "PGlite" | "PostgreSQL";
  saves: number;
  /** From the save's start to the first fresh read after which no read is stale. */
  p50: number;
  max: number;
  /** The save's own answer. */
  saveP50: number;
  /** Reads started after the save had answered that still showed the old name. */
  staleAfterAnswer: number;
  reads: number;
  errors: number;
};

type Read = { start: number; end: number; fresh: boolean };

async function measure(app: AppServer, database: ProductSaveResult["database"]): Promise<ProductSaveResult> {
  const shop = await (await fetch(`${app.url}/cua-hang/`)).text();
  const card = /\bpost-(\d+)\b[\s\S]*?href="\/san-pham\/([^/"]+)\/"/.exec(shop);
  if (!card) throw new Error("bench: no product card on /cua-hang/");
  const [, id, slug] = card;
  const page = `${app.url}/san-pham/${slug}/`;
  const cookie = await signInDemoAccount(app.url, DEMO_SHOP_MANAGER);
  const nonce = await (await fetch(`${app.url}/wp-admin/admin-ajax.php?action=rest-nonce`, { headers: { Cookie: cookie } })).text();
  const product = (await (await fetch(`${app.url}/wp-json/wc/v3/products/${id}`, { headers: { Cookie: cookie, "X-WP-Nonce": nonce } })).json()) as { name: string };

  let errors = 0;
  let readCount = 0;
  let reads: Read[] = [];
  let wanted = product.name;
  let reading = true;
  const readers = Array.from({ length: READERS }, async () => {
    while (reading) {
      const name = wanted;
      const start = performance.now();
      const res = await fetch(page);
      const html = await res.text();
      if (!res.ok) errors++;
      readCount++;
      reads.push({ start, end: performance.now(), fresh: html.includes(name) });
      await new Promise((r) => setTimeout(r, PAUSE_MS));
    }
  });
  // Warm: the page kept by every thread before the first save.
  await new Promise((r) => setTimeout(r, 2000));

  const reached: number[] = [];
  const saved: number[] = [];
  let staleAfterAnswer = 0;
  for (let k = 1; k <= SAVES; k++) {
    const name = `${product.name} (bản ${k})`;
    reads = [];
    const t0 = performance.now();
    wanted = name;
    const res = await fetch(`${app.url}/wp-json/wc/v3/products/${id}`, {
      method: "PUT",
      headers: { Cookie: cookie, "X-WP-Nonce": nonce, "Content-Type": "application/json" },
      body: JSON.stringify({ name }),
    });
    await res.arrayBuffer();
    const answered = performance.now();
    if (!res.ok) errors++;
    saved.push(answered - t0);
    await new Promise((r) => setTimeout(r, LIMIT_MS + 500));
    const after = reads.filter((r) => r.start >= t0);
    const lastStale = Math.max(t0, ...after.filter((r) => !r.fresh).map((r) => r.start));
    const firstFresh = after.filter((r) => r.fresh && r.start >= lastStale).sort((a, b) => a.end - b.end)[0];
    reached.push(firstFresh ? firstFresh.end - t0 : Number.POSITIVE_INFINITY);
    staleAfterAnswer += after.filter((r) => !r.fresh && r.start >= answered).length;
  }
  reading = false;
  await Promise.all(readers);
  reached.sort((a, b) => a - b);
  saved.sort((a, b) => a - b);
  return { database, saves: SAVES, p50: percentile(reached, 50), max: reached.at(-1)!, saveP50: percentile(saved, 50), staleAfterAnswer, reads: readCount, errors };
}

/** The figure on the embedded database, and on PostgreSQL when `postgres` (its own database). */
export async function benchProductSave(o: { postgres: boolean }): Promise<{ results: ProductSaveResult[]; checks: Check[] }> {
  const results: ProductSaveResult[] = [];
  {
    const dataDir = await mkdtemp(path.join(tmpdir(), "bench-product-save-"));
    const app = await startAppServer(dataDir, { env: { SEED_DEMO: "no-images" } });
    try {
      results.push(await measure(app, "PGlite"));
    } finally {
      await app.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (o.postgres) {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    const name = `bench_product_save_${process.pid}`;
    const dataDir = await mkdtemp(path.join(tmpdir(), "bench-product-save-"));
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const app = await startAppServer(dataDir, { databaseUrl: url.href });
    try {
      results.push(await measure(app, "PostgreSQL"));
    } finally {
      await app.stop();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
      await admin.end().catch(() => {});
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const checks = results.flatMap((r): Check[] => [
    { what: `product save → storefront page (${r.database}): slowest of ${r.saves} ms`, value: r.max.toFixed(0), limit: `≤ ${LIMIT_MS}`, pass: r.max <= LIMIT_MS },
    { what: `product save → storefront page (${r.database}): stale reads after the save answered`, value: String(r.staleAfterAnswer), limit: "0", pass: r.staleAfterAnswer === 0 },
    { what: `product save → storefront page (${r.database}): errors`, value: String(r.errors), limit: "0", pass: r.errors === 0 },
  ]);
  return { results, checks };
}
