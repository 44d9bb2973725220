import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startAppServer } from "./app-server";
import { percentile } from "./percentile";

/**
 * Placing orders on PostgreSQL (the checkout's number): 3-line carts are made first through the
 * shop's own endpoints (add to cart three times, open the checkout for its token and cart hash),
 * then their checkout forms are posted by `connections` shoppers at once for `seconds`. Only the
 * posts are measured: orders a second and their latencies.
 */
export type PlaceOrderResult = { orders: number; rps: number; p50: number; p99: number; errors: number; seconds: number };

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const FORM = {
  billing_full_name: "Khách Thử Tải",
  billing_phone: "0901234567",
  billing_email: "tai@example.vn",
  billing_province: "Hà Nội",
  billing_ward: "Phường Ba Đình",
  billing_address_1: "1 Tràng Tiền",
  shipping_method: "flat_rate",
  payment_method: "cod",
  terms: "on",
};

type PreparedCart = { cookie: string; token: string; cartHash: string };

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

function cookiesAfter(cookie: string, res: Response): string {
  const jar = new Map<string, string>();
  for (const part of cookie ? cookie.split("; ") : []) jar.set(part.slice(0, part.indexOf("=")), part.slice(part.indexOf("=") + 1));
  for (const set of res.headers.getSetCookie()) {
    const pair = set.split(";")[0]!;
    jar.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

async function prepareCart(origin: string, productIds: string[]): Promise<PreparedCart> {
  let cookie = "";
  for (const id of productIds) {
    const res = await fetch(`${origin}/?wc-ajax=add_to_cart`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams({ product_id: id, quantity: "1" }),
    });
    await res.arrayBuffer();
    cookie = cookiesAfter(cookie, res);
  }
  const page = await (await fetch(`${origin}/thanh-toan/`, { headers: { Cookie: cookie } })).text();
  const token = /name="checkout_token" value="([^"]+)"/.exec(page)?.[1];
  const cartHash = /name="cart_hash" value="([0-9a-f]{32})"/.exec(page)?.[1];
  if (!token || !cartHash) throw new Error("bench: the checkout page has no token or cart hash");
  return { cookie, token, cartHash };
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
    const ids = [...shop.matchAll(/class="[^"]*\bajax_add_to_cart\b[^"]*" data-product_id="(\d+)"/g)].map((m) => m[1]!).slice(0, 3);
    if (ids.length < 3) throw new Error("bench: fewer than 3 add-to-cart buttons on /cua-hang/");
    // Enough stock for every order of the run (a cart holds stock, an order takes it).
    await db.query("update products set manage_stock = true, stock_quantity = 1000000, stock_status = 'instock' where id = any($1::int[])", [ids]);

    const carts: PreparedCart[] = [];
    await onWorkers(o.connections, () => carts.length < o.carts, async () => {
      carts.push(await prepareCart(app.url, ids));
    });

    const latencies: number[] = [];
    let errors = 0;
    let next = 0;
    const started = performance.now();
    const deadline = started + o.seconds * 1000;
    await onWorkers(o.connections, () => performance.now() < deadline && next < carts.length, async () => {
      const cart = carts[next++]!;
      const t0 = performance.now();
      const res = await fetch(`${app.url}/thanh-toan/`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cart.cookie },
        body: new URLSearchParams({ ...FORM, checkout_token: cart.token, cart_hash: cart.cartHash }),
      });
      await res.arrayBuffer();
      if (res.status === 303 && /order-received/.test(res.headers.get("location") ?? "")) latencies.push(performance.now() - t0);
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
