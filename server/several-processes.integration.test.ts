import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildDemoPlan } from "../db/seed/plan";
import { type ServerProcess, startDevServer } from "../tests/support/dev-server";
import { adminUrl, databaseUrlFor } from "../tests/support/postgres";

/**
 * Several server processes on one PostgreSQL server, as replicas start in a deployment
 * (decision 020): three started at once on a fresh database migrate and seed it once, then serve
 * one another's carts and count one another's failed logins; a fourth, on another fresh database without SEED_DEMO, gets the schema
 * only and serves the empty shop. Real processes of the development entry: this suite runs before
 * anything is built.
 */
const source = inject("testDatabase");
const STARTED_WITHIN_MS = 150_000;
/** A development server compiles the app on its first request. */
const FIRST_REQUESTS_WITHIN_MS = 120_000;

/** A fresh database on the test server (the run's teardown drops it too, should this file fail). */
async function freshDatabase(admin: pg.Client, name: string): Promise<{ url: string; drop: () => Promise<unknown> }> {
  if (source.kind !== "postgres") throw new Error("PostgreSQL only");
  const database = `${source.run}_${name}_${process.pid}`;
  await admin.query(`CREATE DATABASE "${database}"`);
  return { url: databaseUrlFor(source.url, database), drop: () => admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`) };
}

async function countRows(url: string, table: string): Promise<number> {
  const client = await adminUrl(url);
  try {
    return (await client.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** The browser's cookie jar, kept from the answers' `Set-Cookie` headers. */
class CookieJar {
  readonly #cookies = new Map<string, string>();
  keep(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";");
      const name = pair!.slice(0, pair!.indexOf("="));
      if (attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.#cookies.delete(name);
      else this.#cookies.set(name, pair!.slice(name.length + 1));
    }
  }
  get header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

type CartAnswer = { cart_hash: string; fragments: Record<string, string> };

async function wcAjax(server: ServerProcess, endpoint: string, jar: CookieJar, fields: Record<string, string>): Promise<CartAnswer> {
  const response = await fetch(`${server.url}/?wc-ajax=${endpoint}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: jar.header },
    body: new URLSearchParams(fields),
  });
  expect(response.status).toBe(200);
  jar.keep(response);
  return (await response.json()) as CartAnswer;
}

/** The header's count badge (`.cart-icon strong`): the number of items in the cart. */
const itemCount = (answer: CartAnswer) => /^<strong[^>]*>(\d+)<\/strong>$/.exec(answer.fragments[".cart-icon strong"] ?? "")?.[1];

/** What a process logged when it came to the demo data. */
function seedOutcome(server: ServerProcess): "seeded" | "found seeded" | "not asked for" | "nothing logged" {
  const entry = server
    .log()
    .split("\n")
    .filter((line) => line.startsWith('{"level"'))
    .map((line) => JSON.parse(line) as { msg: string; seeded?: { skipped: boolean } })
    .find((e) => e.msg.startsWith("demo data"));
  if (!entry) return "nothing logged";
  if (!entry.seeded) return "not asked for";
  return entry.seeded.skipped ? "found seeded" : "seeded";
}

describe.runIf(source.kind === "postgres")("several server processes on one PostgreSQL server", () => {
  let admin: pg.Client;
  let replicated: { url: string; drop: () => Promise<unknown> };
  let empty: { url: string; drop: () => Promise<unknown> };
  const dataDirs: string[] = [];
  let replicas: ServerProcess[] = [];
  let emptyShop: ServerProcess;

  beforeAll(async () => {
    if (source.kind !== "postgres") return;
    admin = await adminUrl(source.url);
    [replicated, empty] = await Promise.all([freshDatabase(admin, "replicas"), freshDatabase(admin, "empty")]);
    // The replicas share one DATA_DIR, as processes on one host do: the secret made at the first
    // start included.
    const [shared, own] = await Promise.all(["replicas", "empty"].map((name) => mkdtemp(path.join(os.tmpdir(), `cuahang-${name}-`))));
    dataDirs.push(shared!, own!);
    const started = await Promise.all([
      ...[1, 2, 3].map(() => startDevServer({ DATABASE_URL: replicated.url, DATA_DIR: shared!, SEED_DEMO: "no-images" })),
      startDevServer({ DATABASE_URL: empty.url, DATA_DIR: own! }),
    ]);
    replicas = started.slice(0, 3);
    emptyShop = started[3]!;
    await Promise.all(started.map((server) => server.healthy(STARTED_WITHIN_MS)));
  }, STARTED_WITHIN_MS + 30_000);

  afterAll(async () => {
    await Promise.all([...replicas, emptyShop].map((server) => server?.stop()));
    await Promise.all([replicated, empty].map((database) => database?.drop()));
    await admin?.end();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }, 30_000);

  it("started at once, migrate and seed the database once: one writes the demo shop, the others find it and serve it", async () => {
    const journal = JSON.parse(await readFile(path.resolve(import.meta.dirname, "../db/migrations/meta/_journal.json"), "utf8")) as { entries: unknown[] };
    expect(await countRows(replicated.url, "drizzle.__drizzle_migrations")).toBe(journal.entries.length);
    const plan = buildDemoPlan();
    expect(await countRows(replicated.url, "products")).toBe(plan.products.length);
    expect(replicas.map(seedOutcome).sort()).toEqual(["found seeded", "found seeded", "seeded"]);

    const shopPages = await Promise.all(replicas.map(async (server) => {
      const response = await fetch(`${server.url}/cua-hang/`);
      return { status: response.status, page: await response.text() };
    }));
    for (const { status, page } of shopPages) {
      expect(status).toBe(200);
      expect(page).toContain(`trong ${plan.products.length} kết quả`);
    }
  }, FIRST_REQUESTS_WITHIN_MS);

  it("read through the others a cart written through one, and take one's remove link in another", async () => {
    const client = await adminUrl(replicated.url);
    const product = await client
      .query<{ id: number }>(
        `select id from products
          where type = 'simple' and status = 'publish' and stock_status = 'instock' and (not manage_stock or stock_quantity >= 2)
          order by id limit 1`,
      )
      .finally(() => client.end());
    const [first, second, third] = replicas as [ServerProcess, ServerProcess, ServerProcess];
    const jar = new CookieJar();
    const added = await wcAjax(first, "add_to_cart", jar, { product_id: String(product.rows[0]!.id), quantity: "2" });
    expect(added.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(itemCount(added)).toBe("2");

    for (const other of [second, third]) {
      const read = await wcAjax(other, "get_refreshed_fragments", jar, { time: String(Date.now()) });
      expect(read.cart_hash).toBe(added.cart_hash);
      expect(itemCount(read)).toBe("2");
    }

    // The remove link's nonce is signed with the secret the processes share through DATA_DIR.
    const removeLink = /href="(\/gio-hang\/\?remove_item=[0-9a-f]{32}&amp;_wpnonce=[0-9a-f]{10})"/.exec(
      added.fragments["div.widget_shopping_cart_content"] ?? "",
    )?.[1];
    expect(removeLink).toBeDefined();
    const removed = await fetch(`${third.url}${removeLink!.replaceAll("&amp;", "&")}`, { headers: { Cookie: jar.header }, redirect: "manual" });
    expect(removed.status).toBe(303);
    jar.keep(removed);
    const emptied = await wcAjax(second, "get_refreshed_fragments", jar, { time: String(Date.now()) });
    expect(emptied.cart_hash).toBe("");
    expect(itemCount(emptied)).toBe("0");
  }, FIRST_REQUESTS_WITHIN_MS);

  it("count one address's failed logins together: 20 spread over the three lock it out, and every one answers the 21st 503", async () => {
    const attempt = (server: ServerProcess, password: string) =>
      fetch(`${server.url}/wp-admin/admin-ajax.php`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ log: "thuytien", pwd: password, action: "wordfence_ls_authenticate" }),
      });
    for (let i = 1; i <= 20; i++) {
      const answer = await attempt(replicas[i % 3]!, `sai-${i}`);
      expect(answer.status, `attempt ${i}`).toBe(200);
      expect(await answer.json(), `attempt ${i}`).toMatchObject({ reset: false });
    }
    for (const server of replicas) expect((await attempt(server, "khachhang-demo-2026")).status).toBe(503);
  }, FIRST_REQUESTS_WITHIN_MS);

  it("without SEED_DEMO, give a fresh database the schema only, and the empty shop's pages answer", async () => {
    expect(seedOutcome(emptyShop)).toBe("not asked for");
    for (const table of ["products", "posts", "terms", "options", "menus", "users"]) {
      expect(await countRows(empty.url, table), table).toBe(0);
    }
    const answers = {
      "/": 200,
      "/cua-hang/": 200,
      "/gio-hang/": 200,
      "/blog/": 200,
      "/portfolio/": 200,
      "/?s=ao": 200,
      "/sitemap.xml": 200,
      "/robots.txt": 200,
      // An empty cart has no checkout: WooCommerce sends it back to the cart.
      "/thanh-toan/": 303,
      "/san-pham/ao-thun/": 404,
      "/danh-muc-san-pham/ao/": 404,
    };
    const statuses: Record<string, number> = {};
    for (const page of Object.keys(answers)) statuses[page] = (await fetch(`${emptyShop.url}${page}`, { redirect: "manual" })).status;
    expect(statuses).toEqual(answers);
  }, FIRST_REQUESTS_WITHIN_MS);
});
