import type { LoadResult } from "./load";
import type { CatalogueWideResult } from "./realistic";
import type { Target } from "./scenarios";
import type { BudgetWeight } from "./weight";

export type Check = { what: string; value: string; limit: string; pass: boolean };

export type ScenarioResult = {
  name: string;
  method: string;
  path: string;
  app: LoadResult;
  ceiling: LoadResult;
  ceilingPct: number;
};

export function scenarioChecks(r: ScenarioResult, target: Target | undefined): Check[] {
  const checks: Check[] = [
    { what: `${r.name}: errors and non-2xx`, value: String(r.app.errors + r.app.non2xx), limit: "0", pass: r.app.errors + r.app.non2xx === 0 },
  ];
  if (!target) return checks;
  return [
    ...checks,
    { what: `${r.name}: req/s`, value: r.app.rps.toFixed(0), limit: `≥ ${target.minRps}`, pass: r.app.rps >= target.minRps },
    ...(target.minCeilingPct === undefined
      ? []
      : [{ what: `${r.name}: % of ceiling`, value: r.ceilingPct.toFixed(1), limit: `≥ ${target.minCeilingPct}`, pass: r.ceilingPct >= target.minCeilingPct }]),
    ...(target.maxP99Ms === undefined
      ? []
      : [{ what: `${r.name}: p99 ms`, value: String(r.app.p99), limit: `≤ ${target.maxP99Ms}`, pass: r.app.p99 <= target.maxP99Ms }]),
  ];
}

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [line(head), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

export function loadTable(results: ScenarioResult[]): string {
  return table(
    ["scenario", "req/s", "req/s median", "p50 ms", "p99 ms", "errors", "ceiling req/s", "ratio %"],
    results.map((r) => [
      r.name,
      r.app.rps.toFixed(0),
      r.app.rpsMedian.toFixed(0),
      String(r.app.p50),
      String(r.app.p99),
      String(r.app.errors + r.app.non2xx),
      r.ceiling.rps.toFixed(0),
      r.ceilingPct.toFixed(1),
    ]),
  );
}

/**
 * Each page read two ways: one page from every connection with nothing changing (every answer
 * kept), and pages spread over the catalogue, each read a few times, while orders are placed.
 */
export function cacheHitAndCatalogueWideTable(cacheHit: ScenarioResult[], wide: CatalogueWideResult[]): string {
  const dash = "–";
  return table(
    [
      "pages",
      "one page: req/s median",
      "p50 ms",
      "p99 ms",
      "catalogue-wide: req/s median",
      "% of one page's ceiling",
      "same pages' ceiling req/s",
      "% of it",
      "p50 ms",
      "p99 ms",
      "pages",
      "reads/page",
      "orders/s meanwhile",
      "order p50/p99 ms",
    ],
    wide.map((w) => {
      const one = cacheHit.find((r) => r.name === w.cacheHit);
      const hit = one?.app;
      return [
        w.name,
        hit ? hit.rpsMedian.toFixed(0) : dash,
        hit ? String(hit.p50) : dash,
        hit ? String(hit.p99) : dash,
        w.load.rpsMedian.toFixed(0),
        one ? catalogueWideCeilingPct(w, one).toFixed(1) : dash,
        w.ceiling.rpsMedian.toFixed(0),
        samePagesCeilingPct(w).toFixed(1),
        String(w.load.p50),
        String(w.load.p99),
        String(w.pages),
        (w.load.requests / w.pages).toFixed(1),
        w.orders.perSecond.toFixed(1),
        `${w.orders.p50.toFixed(0)}/${w.orders.p99.toFixed(0)}`,
      ];
    }),
  );
}

/** Issue 24: the catalogue-wide rate beside the bare server's for one page of the same kind. */
export const catalogueWideCeilingPct = (wide: CatalogueWideResult, cacheHit: ScenarioResult) => (100 * wide.load.rpsMedian) / cacheHit.ceiling.rpsMedian;

/** Issue 24: the catalogue-wide rate beside the bare server's sending the same pages to the same client. */
export const samePagesCeilingPct = (wide: CatalogueWideResult) => (100 * wide.load.rpsMedian) / wide.ceiling.rpsMedian;

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** The heaviest page of each budget, what it was sent by kind; pictures and headers not counted. */
export function weightTable(weights: BudgetWeight[]): string {
  return table(
    ["first load (KB sent)", "pages", "heaviest", "html", "css", "js", "other", "total", "files", "not counted: images", "headers", "first use"],
    weights.map(({ name, pages, heaviest: { path, weight: w } }) => [
      name,
      String(pages.length),
      path,
      kb(w.html),
      kb(w.css),
      kb(w.js),
      kb(w.other),
      kb(w.total),
      String(w.files.length),
      kb(w.images),
      kb(w.headers),
      w.firstUse ? `${kb(w.firstUse.bytes)} (${w.firstUse.files} files)` : "–",
    ]),
  );
}

export function checkTable(checks: Check[]): string {
  return table(
    ["target", "value", "limit", "result"],
    checks.map((c) => [c.what, c.value, c.limit, c.pass ? "PASS" : "MISS"]),
  );
}
