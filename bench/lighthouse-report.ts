import type { MeasuredPage } from "./lighthouse-pages";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** One Lighthouse run of one page: its four scores (0–100) and the metrics the table shows. */
export type LighthouseRun = {
  scores: Record<Category, number>;
  /** SEO without "is crawlable": what a page kept out of search engines on purpose can reach. */
  seoWithoutCrawlable: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The scored audits below 1, as `category: audit (score)`, then Lighthouse's unscored advice. */
  failing: string[];
};

export type PageMedian = Omit<LighthouseRun, "failing">;

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each column's own median over the runs (the best practices median may come from another run than the LCP's). */
export function pageMedians(runs: LighthouseRun[]): PageMedian {
  const of = (pick: (r: LighthouseRun) => number) => median(runs.map(pick));
  return {
    scores: { performance: of((r) => r.scores.performance), accessibility: of((r) => r.scores.accessibility), "best-practices": of((r) => r.scores["best-practices"]), seo: of((r) => r.scores.seo) },
    seoWithoutCrawlable: of((r) => r.seoWithoutCrawlable),
    fcpMs: of((r) => r.fcpMs),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The markdown table: one line per page, medians of `runs` runs. */
export function lighthouseTable(rows: Array<{ page: MeasuredPage; median: PageMedian }>, runs: number): string {
  const lines = [
    `Lighthouse 12 mobile (simulated throttling), ${runs === 1 ? "one run" : `medians of ${runs} runs`} per page`,
    "",
    "| page | perf | a11y | best practices | SEO | FCP | LCP | TBT | CLS |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const { page, median: m } of rows) {
    // A noindex page's SEO: Lighthouse's score, then what it is without the audit it fails by design.
    const seo = page.noindex ? `${m.scores.seo} (noindex; ${m.seoWithoutCrawlable} without is-crawlable)` : String(m.scores.seo);
    lines.push(
      `| ${page.kind} \`${page.path}\` | ${m.scores.performance} | ${m.scores.accessibility} | ${m.scores["best-practices"]} | ${seo} | ${seconds(m.fcpMs)} | ${seconds(m.lcpMs)} | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} |`,
    );
  }
  return lines.join("\n");
}

/**
 * Every page and category whose median is below `minimum`, as lines to print; empty when all
 * reach it. A noindex page's SEO is held to it without "is crawlable", which it fails on purpose.
 */
export function belowMinimum(rows: Array<{ page: MeasuredPage; median: PageMedian }>, minimum: number, minimumPerformance = minimum): string[] {
  const low: string[] = [];
  for (const { page, median: m } of rows) {
    for (const category of CATEGORIES) {
      const score = category === "seo" && page.noindex ? m.seoWithoutCrawlable : m.scores[category];
      const floor = category === "performance" ? minimumPerformance : minimum;
      if (score < floor) low.push(`${page.kind} (${page.path}): ${category} ${score} < ${floor}`);
    }
  }
  return low;
}
