import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startAppServer } from "./app-server";
import { percentile } from "./percentile";
import { type PreparedCart, addableProductIds, placeOrder, prepareCart } from "./shopper";

/**
 * Placing orders on PostgreSQL (the checkout's number): 3-line carts are made first through the
 * shop's own endpoints (add to cart three times, open the checkout for its token and cart hash),
 * then their checkout forms are posted by `connections` shoppers at once for `seconds`. Only the
 * posts are measured: orders a second and their latencies.
 */
export type PlaceOrderResult = { orders: number; rps: number; p50: number; p99: number; errors: number; seconds: number };

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Whether a PostgreSQL server answers at the bench's address. */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs `task` on `connections` workers until `more()` says stop. */
async function onWorkers(connections: number, more: () => boolean, task: () => Promise<void>) {
  await Promise.all(Array.from({ length: connections }, async () => {
    while (more()) await task();
  }));
}

export async function benchPlaceOrder(o: { connections: number; seconds: number; carts: number }): Promise<PlaceOrderResult> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const name = `bench_orders_${process.pid}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-orders-"));
  await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const app = await startAppServer(dataDir, { databaseUrl: url.href });
  const db = new pg.Client({ connectionString: url.href });
  await db.connect();
  try {
    const shop = await (await fetch(`${app.url}/cua-hang/`)).text();
    const ids = addableProductIds(shop).slice(0, 3);
    if (ids.length < 3) throw new Error("bench: fewer than 3 add-to-cart buttons on /cua-hang/");
    // Enough stock for every order of the run (a cart holds stock, an order takes it).
    await db.query("update products set manage_stock = true, stock_quantity = 1000000, stock_status = 'instock' where id = any($1::int[])", [ids]);

    const carts: PreparedCart[] = [];
    await onWorkers(o.connections, () => carts.length < o.carts, async () => {
      const cart = await prepareCart(app.url, ids);
      if (!cart) throw new Error("bench: a product of the order bench could not be added to a cart");
      carts.push(cart);
    });

    const latencies: number[] = [];
    let errors = 0;
    let next = 0;
    const started = performance.now();
    const deadline = started + o.seconds * 1000;
    await onWorkers(o.connections, () => performance.now() < deadline && next < carts.length, async () => {
      const placed = await placeOrder(app.url, carts[next++]!);
      if (placed.ok) latencies.push(placed.ms);
      else errors++;
    });
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return { orders: latencies.length, rps: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors, seconds };
  } finally {
    await db.end().catch(() => {});
    await app.stop();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}
