import path from "node:path";
import { startAppServer } from "./app-server";
import { ensureCatalog } from "./catalog";
import { runLoadOverPaths } from "./load";
import { percentile } from "./percentile";
import type { Check } from "./report";

/**
 * Search on a 100 000-product catalogue (its own data directory, seeded once): live suggestions
 * under 20 connections, and the instant search's query with every filter's counts. Each query
 * set is run twice: first each query once, one at a time (nothing in the answer cache: what a
 * new query costs), then under load by autocannon, each connection cycling through the set (what
 * a shop's repeated queries cost).
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const DATA_DIR = path.join(ROOT, "data/bench-search");
const PRODUCTS = 100_000;
const CONNECTIONS = 20;

/** What shoppers type, as they type it: prefixes, no diacritics, misspellings, several words. */
export const SUGGESTION_QUERIES = [
  "áo", "áo t", "áo th", "áo thun", "ao thun nam", "ao so mi", "áo sơ mi trắng", "đầm", "dam maxi", "đầm lụa",
  "váy", "vay suong", "chân váy", "quan", "quần jeans", "quan jeans nam", "quần short", "giày", "giay the thao",
  "giày sneaker", "giày da", "dép", "sandal", "túi", "tui xach", "túi đeo chéo", "balo", "ví da", "vi cam tay",
  "đồng", "dong ho", "đồng hồ nam", "dong ho nu", "dong hoo", "kính", "kinh mat", "kính mát gọng", "nồi",
  "noi chien", "nồi inox", "cốc", "đèn ngủ", "gối", "nến thơm", "bình giữ nhiệt", "khăn", "khan tam", "son",
  "son kem", "serum", "kem dưỡng", "kem chong nang", "dầu gội", "mặt nạ", "mũ", "thắt lưng", "ao thung", "giay the thoa",
].filter((q) => [...q].length >= 3);

export const OVERLAY_QUERIES = [
  "áo thun", "dong ho", "giày thể thao", "túi xách", "kính mát", "nồi chiên", "son kem", "váy", "quan jeans",
  "đầm lụa", "balo laptop", "bình giữ nhiệt", "serum vitamin", "xu hướng", "phối đồ", "dép quai", "ví da nam",
];

type Timing = { p50: number; p99: number; rps: number; requests: number; errors: number };

async function timed(url: string): Promise<{ ms: number; ok: boolean }> {
  const t = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  return { ms: performance.now() - t, ok: res.ok };
}

/** Each URL once, one at a time. */
async function coldPass(urls: string[]): Promise<Timing> {
  const ms: number[] = [];
  let errors = 0;
  const started = performance.now();
  for (const url of urls) {
    const r = await timed(url);
    ms.push(r.ms);
    if (!r.ok) errors++;
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p99: percentile(ms, 99), rps: (1000 * urls.length) / (performance.now() - started), requests: urls.length, errors };
}

type Loaded = Awaited<ReturnType<typeof runLoadOverPaths>>;
export type SearchBench = { suggestionsCold: Timing; suggestionsLoad: Loaded; overlayCold: Timing; overlayLoad: Loaded };

export async function benchSearch(seconds: number): Promise<{ result: SearchBench; checks: Check[] }> {
  await ensureCatalog(DATA_DIR, PRODUCTS);
  const app = await startAppServer(DATA_DIR);
  try {
    const suggestPaths = SUGGESTION_QUERIES.map((q) => `/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=${encodeURIComponent(q)}`);
    const overlayPaths = OVERLAY_QUERIES.map((q) => `/wp-json/wpcom/v2/search?s=${encodeURIComponent(q)}`);
    const suggest = suggestPaths.map((p) => app.url + p);
    const overlay = overlayPaths.map((p) => app.url + p);
    // The server's own warm-up, on queries outside the measured sets: a server that has been
    // answering a while has its code compiled (the database's WebAssembly too) and its plans made,
    // so a few searches of every size come first: rare words, and common ones with thousands of
    // matches (their answers are kept under their own keys, never reused by the measured queries).
    for (const q of ["abc", "xyz", "thử", "mẫu", "áo", "giày", "túi", "quần", "đồng", "kem"]) {
      await timed(`${app.url}/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=${encodeURIComponent(q)}`);
      await timed(`${app.url}/wp-json/wpcom/v2/search?s=${encodeURIComponent(q)}`);
    }
    const suggestionsCold = await coldPass(suggest);
    const overlayCold = await coldPass(overlay);
    // Under load, by autocannon in its own process, as every load of the harness.
    const suggestionsLoad = await runLoadOverPaths({ origin: app.url, paths: suggestPaths, connections: CONNECTIONS, seconds });
    const overlayLoad = await runLoadOverPaths({ origin: app.url, paths: overlayPaths, connections: CONNECTIONS, seconds });
    const result = { suggestionsCold, suggestionsLoad, overlayCold, overlayLoad };
    const errors = [suggestionsCold, overlayCold].reduce((n, t) => n + t.errors, 0) + [suggestionsLoad, overlayLoad].reduce((n, l) => n + l.errors + l.non2xx, 0);
    // The numbers: suggestions under 20 connections in server time (the server's own
    // `Server-Timing`, which leaves out the load generator's share of the same two cores); the
    // overlay's query on its own (a new query, nothing kept). The latencies autocannon saw and the
    // overlay under load are reported beside them, without targets.
    const server = suggestionsLoad.server;
    const checks: Check[] = [
      { what: "suggestions (100k, 20 conns): req/s", value: suggestionsLoad.rps.toFixed(0), limit: "≥ 300", pass: suggestionsLoad.rps >= 300 },
      { what: "suggestions (100k, 20 conns): server p50 ms", value: String(server.p50), limit: "≤ 10", pass: server.p50 !== null && server.p50 <= 10 },
      { what: "suggestions (100k, 20 conns): server p99 ms", value: String(server.p99), limit: "≤ 50", pass: server.p99 !== null && server.p99 <= 50 },
      { what: "overlay with all aggregations (100k): new query p50 ms", value: overlayCold.p50.toFixed(1), limit: "≤ 40", pass: overlayCold.p50 <= 40 },
      { what: "search errors", value: String(errors), limit: "0", pass: errors === 0 },
    ];
    return { result, checks };
  } finally {
    await app.stop();
  }
}

/** What the bench measured beside its targets. */
export function searchInfo(r: SearchBench): string[] {
  const s = r.suggestionsLoad;
  const o = r.overlayLoad;
  return [
    `suggestions (100k, 20 conns) as autocannon saw them: p50 ${s.p50} ms, p99 ${s.p99} ms`,
    `suggestions (100k), each query new, one at a time: p50 ${r.suggestionsCold.p50.toFixed(1)} ms, p99 ${r.suggestionsCold.p99.toFixed(1)} ms`,
    `overlay (100k, 20 conns, repeated queries): ${o.rps.toFixed(0)} req/s, p50 ${o.p50} ms, p99 ${o.p99} ms (server p50 ${o.server.p50} ms)`,
  ];
}

/** `npx tsx bench/search.ts`: the search bench alone. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const { result, checks } = await benchSearch(10);
  console.log(JSON.stringify(result, null, 2));
  for (const c of checks) console.log(`${c.pass ? "PASS" : "MISS"}  ${c.what}: ${c.value} (${c.limit})`);
  for (const line of searchInfo(result)) console.log(`info  ${line}`);
}
