import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { type AppServer, startAppServer } from "./app-server";
import { ensureCatalog } from "./catalog";
import { type Ceiling, startCeiling } from "./ceiling";
import type { FixedAnswer } from "./ceiling-server";
import { runLoad } from "./load";
import { type Check, type ScenarioResult, checkTable, loadTable, scenarioChecks, weightTable } from "./report";
import { RSS_BUDGET_MB, SCENARIOS, type Scenario, type SiteFacts, WEIGHT_BUDGETS, resolveHeaders, resolvePath } from "./scenarios";
import { benchPlaceOrder, postgresReachable } from "./place-order";
import { benchSearch, searchInfo } from "./search";
import { firstLoadWeight } from "./weight";

/**
 * `npm run bench [-- --quick]`: production build, a 10 000-product catalog, the production
 * server under autocannon beside a bare node:http server sending the same bytes (the ceiling),
 * first-load weights and memory. Prints PASS/MISS per target; exits non-zero only when the
 * harness itself fails.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const DATA_DIR = path.join(ROOT, "data/bench");
const RESULTS = path.join(import.meta.dirname, "results/latest.json");
const CATALOG_SIZE = 10_000;
const CONNECTIONS = 50;
const PLACE_ORDER_CONNECTIONS = 20;

// --skip-search: the rest of the full run, without seeding or loading the 100 000-product search catalogue.
const { values: flags } = parseArgs({ options: { quick: { type: "boolean", default: false }, "skip-search": { type: "boolean", default: false } } });
const seconds = flags.quick ? 3 : 10;
const scenarios = SCENARIOS.filter((s) => !flags.quick || s.quick);

/** The same build check as `npm start`, in its own process (it is a plain .mjs script). */
async function buildIfStale(): Promise<void> {
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/build-if-stale.mjs"], { cwd: ROOT, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", resolve);
  });
  if (code !== 0) throw new Error(`build failed with exit code ${code}`);
}

/** Facts the scenario table refers to, read from the site itself. */
async function siteFacts(origin: string): Promise<SiteFacts> {
  const html = await (await fetch(`${origin}/cua-hang/`)).text();
  // The first card: its id (post-N) and the slug of its link.
  const card = /\bpost-(\d+)\b[\s\S]*?href="\/san-pham\/([^/"]+)\/"/.exec(html);
  if (!card) throw new Error("no product card on /cua-hang/");
  const addable = [...html.matchAll(/class="[^"]*\bajax_add_to_cart\b[^"]*" data-product_id="(\d+)"/g)].map((m) => m[1]!);
  if (addable.length < 3) throw new Error("fewer than 3 add-to-cart buttons on /cua-hang/");
  let cartCookie = "";
  for (const id of addable.slice(0, 3)) {
    const added = await addToCart(origin, cartCookie, id);
    if (!added.ok) throw new Error(`could not add product ${id} to the bench cart`);
    cartCookie = added.cookie;
  }
  return { productId: card[1]!, product: decodeURIComponent(card[2]!), addableId: addable[0]!, cartCookie };
}

/** One `add_to_cart` call as a browser with `cookie` makes it; the cookies it then holds. */
async function addToCart(origin: string, cookie: string, productId: string) {
  const res = await fetch(`${origin}/?wc-ajax=add_to_cart`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams({ product_id: productId, quantity: "1" }),
  });
  const answer = (await res.json()) as { fragments?: unknown };
  const pairOf = (text: string): [string, string] => [text.slice(0, text.indexOf("=")), text.slice(text.indexOf("=") + 1)];
  const jar = new Map(cookie ? cookie.split("; ").map(pairOf) : []);
  for (const set of res.headers.getSetCookie()) jar.set(...pairOf(set.split(";")[0]!));
  return { ok: answer.fragments !== undefined, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") };
}

/** The app's answer to a scenario, kept byte for byte for the ceiling server. */
async function capture(origin: string, s: Scenario, url: string): Promise<FixedAnswer> {
  const res = await fetch(origin + url, { method: s.method, headers: s.headers, body: s.body });
  const body = Buffer.from(await res.arrayBuffer());
  if (!res.ok) throw new Error(`${s.name}: ${s.method} ${url} answered ${res.status}`);
  return { method: s.method, path: url, status: res.status, contentType: res.headers.get("content-type") ?? "", body: body.toString("base64") };
}

async function main() {
  const started = Date.now();
  await buildIfStale();
  const catalog = await ensureCatalog(DATA_DIR, CATALOG_SIZE);

  let app: AppServer | undefined;
  let ceiling: Ceiling | undefined;
  try {
    app = await startAppServer(DATA_DIR);
    console.log(`bench: app pid ${app.pid} at ${app.url}, catalog ${catalog}`);
    const facts = await siteFacts(app.url);
    const paths = scenarios.map((s) => resolvePath(s.path, facts));
    const bodies = scenarios.map((s) => (s.body === undefined ? undefined : resolvePath(s.body, facts)));
    const headers = scenarios.map((s) => resolveHeaders(s.headers, facts));

    // Warm up the JIT, the database's caches and the connection pools before measuring.
    for (const [i, s] of scenarios.entries()) {
      await runLoad({ url: app.url + paths[i], method: s.method, body: bodies[i], headers: headers[i], connections: 10, seconds: 2 });
    }
    const answers = await Promise.all(scenarios.map((s, i) => capture(app!.url, { ...s, body: bodies[i], headers: headers[i] }, paths[i]!)));
    ceiling = await startCeiling(answers);

    const results: ScenarioResult[] = [];
    const checks: Check[] = [];
    for (const [i, s] of scenarios.entries()) {
      const load = { method: s.method, body: bodies[i], headers: headers[i], connections: CONNECTIONS, seconds };
      console.log(`bench: ${s.name} (${s.method} ${paths[i]}), ${CONNECTIONS} connections × ${seconds} s, app then ceiling…`);
      const onApp = await runLoad({ ...load, url: app.url + paths[i] });
      const onCeiling = await runLoad({ ...load, url: ceiling.url + paths[i] });
      const result = { name: s.name, method: s.method, path: paths[i]!, app: onApp, ceiling: onCeiling, ceilingPct: (100 * onApp.rps) / onCeiling.rps };
      results.push(result);
      checks.push(...scenarioChecks(result, s.target));
    }
    const rss = await app.rssMb();
    checks.push({ what: "server RSS after load (MB)", value: rss.now.toFixed(0), limit: `≤ ${RSS_BUDGET_MB}`, pass: rss.now <= RSS_BUDGET_MB });

    // Placing orders, on a PostgreSQL server (the checkout's number is stated for it).
    let placeOrder: Awaited<ReturnType<typeof benchPlaceOrder>> | null = null;
    if (!flags.quick && (await postgresReachable())) {
      console.log(`bench: place order on PostgreSQL, ${PLACE_ORDER_CONNECTIONS} connections × ${seconds} s (carts made first)…`);
      placeOrder = await benchPlaceOrder({ connections: PLACE_ORDER_CONNECTIONS, seconds, carts: 2500 });
      checks.push(
        { what: "place order (PostgreSQL): errors", value: String(placeOrder.errors), limit: "0", pass: placeOrder.errors === 0 },
        { what: "place order (PostgreSQL): orders/s", value: placeOrder.rps.toFixed(0), limit: "≥ 100", pass: placeOrder.rps >= 100 },
        { what: "place order (PostgreSQL): p99 ms", value: placeOrder.p99.toFixed(0), limit: "≤ 300", pass: placeOrder.p99 <= 300 },
      );
    } else if (!flags.quick) {
      console.log("bench: no PostgreSQL server at BENCH_POSTGRES_URL: place order skipped");
    }

    // Search on its own 100 000-product catalogue (seeded once, a few minutes).
    let search: Awaited<ReturnType<typeof benchSearch>>["result"] | null = null;
    if (!flags.quick && !flags["skip-search"]) {
      console.log(`bench: search on 100 000 products, suggestions and instant search…`);
      const measured = await benchSearch(seconds);
      search = measured.result;
      checks.push(...measured.checks);
    }

    const weights = [];
    for (const budget of WEIGHT_BUDGETS) {
      const weight = await firstLoadWeight(app.url, resolvePath(budget.path, facts));
      weights.push({ name: budget.name, path: resolvePath(budget.path, facts), weight, budgetKb: budget.maxKb });
      const totalKb = weight.total / 1000;
      checks.push({ what: `${budget.name}: first load (gzip KB)`, value: totalKb.toFixed(1), limit: `≤ ${budget.maxKb}`, pass: totalKb <= budget.maxKb });
    }

    const durationS = Math.round((Date.now() - started) / 1000);
    console.log(`\n${loadTable(results)}\n\n${weightTable(weights)}\n`);
    if (placeOrder) {
      console.log(
        `place order (PostgreSQL, 3-line carts, ${PLACE_ORDER_CONNECTIONS} connections): ${placeOrder.orders} orders in ${placeOrder.seconds.toFixed(1)} s = ${placeOrder.rps.toFixed(0)}/s, p50 ${placeOrder.p50.toFixed(0)} ms, p99 ${placeOrder.p99.toFixed(0)} ms, ${placeOrder.errors} errors\n`,
      );
    }
    if (search) console.log(`${searchInfo(search).join("\n")}\n`);
    console.log(`server RSS after load: ${rss.now.toFixed(0)} MB (peak ${rss.peak.toFixed(0)} MB, budget ${RSS_BUDGET_MB} MB)\n`);
    console.log(`${checkTable(checks)}\n`);
    const missed = checks.filter((c) => !c.pass).length;
    console.log(`bench: ${checks.length - missed} targets met, ${missed} missed, in ${durationS} s → ${path.relative(ROOT, RESULTS)}`);

    await writeFile(
      RESULTS,
      JSON.stringify(
        {
          finishedAt: new Date().toISOString(),
          durationS,
          quick: flags.quick,
          connections: CONNECTIONS,
          seconds,
          catalog: { products: CATALOG_SIZE, dataDir: path.relative(ROOT, DATA_DIR), state: catalog },
          scenarios: results,
          weights,
          placeOrder,
          search,
          rssMb: { afterLoad: rss.now, peak: rss.peak, budget: RSS_BUDGET_MB },
          checks,
        },
        null,
        2,
      ),
    );
  } finally {
    await ceiling?.stop();
    const code = await app?.stop();
    if (code !== undefined && code !== 0) console.error(`bench: app server exited with code ${code}`);
  }
}

try {
  await main();
} catch (error) {
  console.error("bench failed:", error instanceof Error ? error.stack : error);
  process.exit(1);
}
