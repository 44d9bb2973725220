/**
 * `npm run fuzz [-- --per-endpoint N] [--seconds S] [--postgres URL] [--seed N] [--only WORD] [--concurrency N]`
 *
 * Starts the production server (two render threads) on a fresh demo shop, sends every endpoint
 * and page form of `endpoints.ts` generated bad input, and fails on any 5xx, any render thread
 * restarted, any error written to the server's log, or any row changed (every request sent is
 * one the shop must refuse or only read). Prints requests and answers per endpoint. On the
 * embedded database the rows are compared with the server stopped (PGlite has one user); with
 * `--postgres` on a database of its own, created and dropped.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import fc from "fast-check";
import pg from "pg";
import { type Database, openDatabase } from "../../app/platform/.server/db";
import { type AppServer, startAppServer } from "../../bench/app-server";
import { ENDPOINTS, type Shop } from "./endpoints";
import { type Fingerprint, changedTables, fingerprint } from "./fingerprint";
import { send } from "./requests";
import { readShop } from "./shop-facts";

const { values: args } = parseArgs({
  options: {
    "per-endpoint": { type: "string", default: "10000" },
    seconds: { type: "string" },
    postgres: { type: "string" },
    seed: { type: "string" },
    concurrency: { type: "string", default: "8" },
    only: { type: "string" },
  },
});
const perEndpoint = Number(args["per-endpoint"]);
const timeLimitMs = args.seconds ? Number(args.seconds) * 1000 : undefined;
const seed = args.seed ? Number(args.seed) : Date.now() % 2 ** 31;
const concurrency = Number(args.concurrency);
/** `--only checkout` fuzzes the endpoints whose name holds the word. */
const endpoints = ENDPOINTS.filter((e) => !args.only || e.name.includes(args.only));

type Outcome = { name: string; sent: number; statuses: Map<number, number>; failure: string | null; ms: number };

/** Sends `endpoint`'s generated requests until `perEndpoint` or the time limit, shrinking a 5xx to its smallest case. */
async function fuzzEndpoint(origin: URL, shop: Shop, endpoint: (typeof ENDPOINTS)[number], sliceMs: number | undefined): Promise<Outcome> {
  const outcome: Outcome = { name: endpoint.name, sent: 0, statuses: new Map(), failure: null, ms: 0 };
  const started = Date.now();
  const deadline = sliceMs === undefined ? undefined : started + sliceMs;
  const result = await fc.check(
    fc.asyncProperty(endpoint.requests(shop), async (request) => {
      const status = await send(origin, request);
      outcome.sent++;
      outcome.statuses.set(status, (outcome.statuses.get(status) ?? 0) + 1);
      // 0: the server dropped the connection, which a shopper sees as an error too.
      return status !== 0 && status < 500;
    }),
    {
      numRuns: perEndpoint,
      seed,
      endOnFailure: false,
      ...(deadline !== undefined && { interruptAfterTimeLimit: Math.max(1, deadline - Date.now()), markInterruptAsFailure: false }),
    },
  );
  outcome.ms = Date.now() - started;
  if (result.failed) {
    const shown = result.counterexample ? JSON.stringify(result.counterexample[0], (_k, v) => (v?.type === "Buffer" ? Buffer.from(v.data).toString("latin1") : v)) : String(result.errorInstance);
    outcome.failure = `smallest failing request: ${shown} (seed ${result.seed}, path ${result.counterexample ? result.counterexamplePath : "-"})`;
  }
  return outcome;
}

/** Runs `tasks` with at most `limit` at once. */
async function inBatches<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]!();
      }
    }),
  );
  return results;
}

async function restartsOf(origin: string): Promise<number> {
  const health = (await (await fetch(`${origin}/healthz`)).json()) as { renderThreads?: { restarts: number } };
  if (!health.renderThreads) throw new Error("/healthz reports no render threads: is this the production server?");
  return health.renderThreads.restarts;
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "cuahang-fuzz-"));
  const errorLines: string[] = [];
  const output = (text: string) => {
    for (const line of text.split("\n")) if (/"level":(50|60)/.test(line)) errorLines.push(line.slice(0, 400));
  };
  const env = { RENDER_THREADS: "2", SEED_DEMO: "no-images", LOG_LEVEL: "warn" };
  let pgAdmin: pg.Client | null = null;
  let databaseUrl: string | undefined;
  if (args.postgres) {
    const base = new URL(args.postgres);
    const name = `cuahang_fuzz_${process.pid}`;
    pgAdmin = new pg.Client({ connectionString: base.href });
    await pgAdmin.connect();
    await pgAdmin.query(`CREATE DATABASE "${name}"`);
    base.pathname = `/${name}`;
    databaseUrl = base.href;
  }
  /** The rows as they stand; on the embedded database, with the server stopped. */
  const readRows = async (): Promise<Fingerprint> => {
    const database: Database = databaseUrl
      ? await openDatabase({ kind: "postgres", url: databaseUrl, poolSize: 2 })
      : await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    try {
      return await fingerprint(database.db);
    } finally {
      await database.close();
    }
  };
  const start = () => startAppServer(dataDir, { databaseUrl, env, onOutput: output });

  let app: AppServer | null = null;
  try {
    app = await start();
    const shop = await readShop(app.url);
    if (!databaseUrl) {
      await app.stop();
      app = null;
    }
    const before = await readRows();
    app ??= await start();
    const restartsBefore = await restartsOf(app.url);
    const origin = new URL(app.url);
    // A time limit is shared out: each endpoint gets its slice of it, however many run at once.
    const sliceMs = timeLimitMs === undefined ? undefined : (timeLimitMs * Math.min(concurrency, endpoints.length)) / endpoints.length;
    console.log(`fuzz: ${endpoints.length} endpoints, up to ${perEndpoint} requests each${timeLimitMs ? `, ${timeLimitMs / 1000} s in all` : ""}, seed ${seed}`);
    const outcomes = await inBatches(
      endpoints.map((endpoint) => () => fuzzEndpoint(origin, shop, endpoint, sliceMs)),
      concurrency,
    );
    const restarts = (await restartsOf(app.url)) - restartsBefore;
    if (!databaseUrl) {
      await app.stop();
      app = null;
    }
    const changed = changedTables(before, await readRows());

    const width = Math.max(...outcomes.map((o) => o.name.length));
    console.log(`\n${"endpoint".padEnd(width)}  requests   5xx  req/s  answers`);
    for (const o of outcomes) {
      const fiveXx = [...o.statuses].filter(([s]) => s === 0 || s >= 500).reduce((n, [, c]) => n + c, 0);
      const answers = [...o.statuses].sort(([a], [b]) => a - b).map(([s, c]) => `${s}×${c}`).join(" ");
      console.log(`${o.name.padEnd(width)}  ${String(o.sent).padStart(8)}  ${String(fiveXx).padStart(4)}  ${String(Math.round(o.sent / (o.ms / 1000))).padStart(5)}  ${answers}`);
    }
    const total = outcomes.reduce((n, o) => n + o.sent, 0);
    console.log(`\nrequests: ${total} · 5xx or dropped: ${outcomes.filter((o) => o.failure).length} endpoints failing · render thread restarts: ${restarts} · error log lines: ${errorLines.length} · changed tables: ${changed.length}`);

    const failures = [
      ...outcomes.filter((o) => o.failure).map((o) => `${o.name}: ${o.failure}`),
      ...(restarts > 0 ? [`${restarts} render thread(s) restarted`] : []),
      ...errorLines.slice(0, 5).map((l) => `error logged: ${l}`),
      ...changed.map((c) => `rows changed in ${c.table} (${c.before} → ${c.after} rows)`),
    ];
    if (failures.length > 0) {
      console.error(`\nFUZZ FAILED\n- ${failures.join("\n- ")}`);
      process.exitCode = 1;
    }
  } finally {
    await app?.stop();
    if (pgAdmin) {
      await pgAdmin.query(`DROP DATABASE IF EXISTS "cuahang_fuzz_${process.pid}" WITH (FORCE)`);
      await pgAdmin.end();
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
