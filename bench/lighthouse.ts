import { rm } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startAppServer, waitForDrawAhead } from "./app-server";
import { type LighthouseRun, CATEGORIES, pageMedians, belowMinimum, lighthouseTable } from "./lighthouse-report";
import { findPages, parsePageKinds } from "./lighthouse-pages";

/**
 * `npm run lighthouse`: Lighthouse's mobile audit (its default: a Moto G Power's screen, simulated
 * slow 4G and a 4× slower CPU) of every page kind of the demo shop, on the production build and
 * the embedded database in a data directory of its own, in Debian's Chromium. Prints the medians
 * of `--runs` runs per page as a markdown table.
 *
 *   --pages home,shop,product   only these kinds (lighthouse-pages.ts names them all)
 *   --runs 3                    runs per page (default 1); the table shows each column's median
 *   --min 95                    exit 1 when any category of any page is below this score
 *   --min-performance 85        the performance category's own floor (default: --min)
 *   --json                      also print every run's figures as JSON
 */
const ROOT = path.resolve(import.meta.dirname, "..");

const { values: options } = parseArgs({
  options: {
    pages: { type: "string" },
    runs: { type: "string", default: "1" },
    min: { type: "string" },
    "min-performance": { type: "string" },
    json: { type: "boolean", default: false },
    "data-dir": { type: "string", default: path.join(ROOT, "data/lighthouse") },
  },
});
const runs = Number(options.runs);
const minimum = options.min === undefined ? null : Number(options.min);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not ${options.runs}`);
if (minimum !== null && !(minimum >= 0 && minimum <= 100)) throw new Error(`--min must be a score from 0 to 100, not ${options.min}`);
const minimumPerformance = options["min-performance"] === undefined ? minimum : Number(options["min-performance"]);
if (minimumPerformance !== null && !(minimumPerformance >= 0 && minimumPerformance <= 100)) {
  throw new Error(`--min-performance must be a score from 0 to 100, not ${options["min-performance"]}`);
}
const kinds = parsePageKinds(options.pages);
const dataDir = path.resolve(options["data-dir"]);

/** As the browser tests launch it: nothing fetched of its own, no sandbox (CI runs as root). */
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/**
 * Lighthouse itself asks to be run again after some failures of its own (a trace without its
 * navigation start on a busy machine): a run is tried up to this many times.
 */
const ATTEMPTS = 3;

async function auditWithRetries(url: string, cookie: string | undefined): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, cookie);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.error(`lighthouse: attempt ${attempt} failed, again: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** One Lighthouse run in a fresh Chromium (no cache, no cookie of an earlier run). */
async function audit(url: string, cookie: string | undefined): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failing = Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ({ category: category.id, audit: lhr.audits[ref.id]! })))
      .filter(({ audit }) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
      .map(({ category, audit }) => `${category}: ${audit.id} (${audit.score})`);
    // Lighthouse's advice beside the scores (unweighted: caching, image sizes, unused code…).
    const advice = (lhr.categories.performance?.auditRefs ?? [])
      .filter((ref) => ref.weight === 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((a) => a.score !== null && a.score < 0.9 && ["binary", "numeric", "metricSavings"].includes(a.scoreDisplayMode))
      .map((a) => `performance advice: ${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as LighthouseRun["scores"],
      seoWithoutCrawlable: seoLeavingOut(lhr, "is-crawlable"),
      fcpMs: metric("first-contentful-paint"),
      lcpMs: metric("largest-contentful-paint"),
      tbtMs: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      failing: [...failing, ...advice],
    };
  } finally {
    await chrome.kill();
  }
}

/** The SEO score as Lighthouse works it out (a weighted mean of its audits), one audit left out. */
function seoLeavingOut(lhr: { categories: Record<string, { auditRefs: Array<{ id: string; weight: number }> }>; audits: Record<string, { score: number | null; scoreDisplayMode: string }> }, left: string): number {
  const refs = (lhr.categories.seo?.auditRefs ?? []).filter((ref) => ref.id !== left && ref.weight > 0);
  const counted = refs.filter((ref) => lhr.audits[ref.id] && !["notApplicable", "manual", "informative"].includes(lhr.audits[ref.id]!.scoreDisplayMode));
  const weight = counted.reduce((sum, ref) => sum + ref.weight, 0);
  const scored = counted.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]!.score ?? 0), 0);
  return weight === 0 ? 100 : Math.round((scored / weight) * 100);
}

// A fresh directory each time: the first start seeds the demo shop and renders its pictures
// with the current code, so a change to the picture pipeline is measured, never an old rendition.
await rm(dataDir, { recursive: true, force: true });
const app = await startAppServer(dataDir, { onOutput: (text) => process.env.LIGHTHOUSE_SERVER_LOG && process.stderr.write(text) });
try {
  // Measured once the server has drawn the catalogue ahead (decision 046): not beside that work.
  await waitForDrawAhead(app.url);
  const pages = await findPages(app.url, kinds);
  const results: Array<{ page: (typeof pages)[number]; runs: LighthouseRun[] }> = [];
  for (const page of pages) {
    const pageRuns: LighthouseRun[] = [];
    for (let i = 0; i < runs; i++) {
      const run = await auditWithRetries(app.url + page.path, page.cookie);
      const metrics = `FCP ${Math.round(run.fcpMs)} ms, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}`;
      console.error(`lighthouse: ${page.kind} ${page.path} run ${i + 1}/${runs}: ${CATEGORIES.map((c) => run.scores[c]).join(" / ")}; ${metrics}`);
      for (const finding of run.failing) console.error(`  ${finding}`);
      pageRuns.push(run);
    }
    results.push({ page, runs: pageRuns });
  }
  const medians = results.map(({ page, runs: r }) => ({ page, median: pageMedians(r) }));
  console.log(lighthouseTable(medians, runs));
  if (options.json) console.log(JSON.stringify(results.map(({ page, runs: r }) => ({ kind: page.kind, path: page.path, noindex: page.noindex, runs: r })), null, 2));
  if (minimum !== null) {
    const low = belowMinimum(medians, minimum, minimumPerformance ?? minimum);
    for (const line of low) console.error(`lighthouse: ${line}`);
    if (low.length > 0) process.exitCode = 1;
    else console.error(`lighthouse: every category of every page ≥ ${minimum} (performance ≥ ${minimumPerformance})`);
  }
} finally {
  await app.stop();
}
