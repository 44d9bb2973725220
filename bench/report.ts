import type { LoadResult } from "./load";
import type { Target } from "./scenarios";
import type { Weight } from "./weight";

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
    ["scenario", "req/s", "p50 ms", "p99 ms", "errors", "ceiling req/s", "ratio %"],
    results.map((r) => [
      r.name,
      r.app.rps.toFixed(0),
      String(r.app.p50),
      String(r.app.p99),
      String(r.app.errors + r.app.non2xx),
      r.ceiling.rps.toFixed(0),
      r.ceilingPct.toFixed(1),
    ]),
  );
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

export function weightTable(weights: Array<{ name: string; path: string; weight: Weight }>): string {
  return table(
    ["first load (gzip KB)", "html", "css", "js", "total", "files"],
    weights.map(({ name, weight: w }) => [name, kb(w.htmlGzip), kb(w.css), kb(w.js), kb(w.total), String(w.files.length + 1)]),
  );
}

export function checkTable(checks: Check[]): string {
  return table(
    ["target", "value", "limit", "result"],
    checks.map((c) => [c.what, c.value, c.limit, c.pass ? "PASS" : "MISS"]),
  );
}
