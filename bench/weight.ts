import { type Browser, type Page, type Request, chromium, devices } from "@playwright/test";

/**
 * First-load weight of a page as a phone pays for it: every byte of the document, stylesheets,
 * scripts and data requests it loads until the network is idle (the cart scripts and the tracker
 * come after hydration; a page a guest browses loads its scripts at the first use, decision 044),
 * counted as the server sent them to Chromium (`Accept-Encoding: gzip,
 * deflate, br, zstd`): the compressed body on the wire, never a size worked out here. Headers are
 * left out, as the budgets always left them. Pictures are listed apart and not counted: they load
 * lazily and are sized per screen.
 */
export type Weight = {
  html: number;
  css: number;
  js: number;
  /** Data requests, fonts, the manifest: whatever else the page loaded before it was idle. */
  other: number;
  /** html + css + js + other, the number held to the budget. */
  total: number;
  /** Not counted: pictures, and the answers' headers (the budgets never counted them). */
  images: number;
  headers: number;
  files: Array<{ url: string; kind: FileKind; bytes: number; encoding: string | null }>;
  /**
   * On a page that waits for the shopper's first use: what that use loads (a key going down, then
   * hydration and quiet), compressed as sent. Not in `total`: it is not part of the first load.
   */
  firstUse: { bytes: number; files: number } | null;
};

type FileKind = "html" | "css" | "js" | "other" | "image";

const KIND: Record<string, FileKind> = { document: "html", stylesheet: "css", script: "js", image: "image", media: "image" };

/** Debian's Chromium, as the browser tests run it: a fresh profile, nothing fetched of its own. */
export function openBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic", "--disable-gpu"],
  });
}

/** Nothing under way this long means the page asks for nothing more (Playwright's `networkidle`). */
const QUIET_MS = 500;
const SETTLE_TIMEOUT_MS = 60_000;

/**
 * One first load of `path` in a new browser context (no cache, cookie or stored fragments),
 * until the page is idle: hydrated, its effects run (they load the cart scripts and the tracker),
 * and then no request under way for `QUIET_MS`. `networkidle` alone may come before hydration
 * does on a busy machine, and leave those scripts out. A page whose scripts wait for first use is
 * idle once quiet after `load`; then a key goes down, and what that loads is weighed apart.
 */
export async function firstLoadWeight(browser: Browser, origin: string, path: string): Promise<Weight> {
  const context = await browser.newContext({ ...devices["Galaxy A55"], locale: "vi-VN", timezoneId: "Asia/Ho_Chi_Minh" });
  try {
    const page = await context.newPage();
    const finished: Request[] = [];
    const failed: string[] = [];
    const network = { inFlight: 0, lastChange: Date.now() };
    const changed = (by: number) => {
      network.inFlight += by;
      network.lastChange = Date.now();
    };
    page.on("request", () => changed(1));
    page.on("requestfinished", (request) => {
      finished.push(request);
      changed(-1);
    });
    page.on("requestfailed", (request) => {
      failed.push(`${request.url()}: ${request.failure()?.errorText}`);
      changed(-1);
    });
    const quiet = async () => {
      const deadline = Date.now() + SETTLE_TIMEOUT_MS;
      while (network.inFlight > 0 || Date.now() - network.lastChange < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`weight: ${path} never stopped loading`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const answer = await page.goto(new URL(path, origin).href, { waitUntil: "load" });
    if (answer?.status() !== 200) throw new Error(`weight: ${path} answered ${answer?.status()}`);
    const waitsForFirstUse = await page.evaluate(() => document.getElementById("page-modules") !== null);
    if (!waitsForFirstUse) await hydrated(page);
    await quiet();
    const firstLoad = finished.splice(0);
    let firstUse: Weight["firstUse"] = null;
    if (waitsForFirstUse) {
      await page.keyboard.press("Shift");
      await hydrated(page);
      await quiet();
      firstUse = { bytes: (await weighed(finished, origin, path, null)).total, files: finished.length };
    }
    if (failed.length > 0) throw new Error(`weight: ${path} failed to load ${failed.join(", ")}`);
    return await weighed(firstLoad, origin, path, firstUse);
  } finally {
    await context.close();
  }
}

/** React has hydrated the page, and the effects it flushes in the task after its commit have run. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__reactFiber")), null, {
    timeout: SETTLE_TIMEOUT_MS,
  });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      }),
  );
}

async function weighed(finished: Request[], origin: string, path: string, firstUse: Weight["firstUse"]): Promise<Weight> {
  const weight: Weight = { html: 0, css: 0, js: 0, other: 0, total: 0, images: 0, headers: 0, files: [], firstUse };
  for (const request of finished) {
    const response = await request.response();
    if (!response) continue;
    const status = response.status();
    if (status >= 400) throw new Error(`weight: ${request.url()} (from ${path}) answered ${status}`);
    const kind = KIND[request.resourceType()] ?? "other";
    const sizes = await request.sizes();
    const bytes = sizes.responseBodySize;
    weight.headers += sizes.responseHeadersSize;
    const url = new URL(request.url());
    weight.files.push({ url: url.origin === origin ? url.pathname + url.search : url.href, kind, bytes, encoding: (await response.headerValue("content-encoding")) ?? null });
    if (kind === "image") weight.images += bytes;
    else {
      weight[kind] += bytes;
      weight.total += bytes;
    }
  }
  return weight;
}

/** The product pages a shop page links its cards to, in their order, each once. */
export function productPaths(shopHtml: string): string[] {
  const paths = [...shopHtml.matchAll(/<li\b[^>]*\bclass="[^"]*\bproduct\b[^"]*"[\s\S]*?href="(\/san-pham\/[^"/]+\/)"/g)].map((m) => m[1]!);
  return [...new Set(paths)];
}

/** A page's budget, or one every product a shop page shows must keep. */
export type WeightBudget = { name: string; maxKb: number } & ({ path: string } | { productsOf: string });

export type BudgetWeight = {
  name: string;
  budgetKb: number;
  pages: Array<{ path: string; totalKb: number }>;
  heaviest: { path: string; weight: Weight };
};

/** Each budget's pages weighed in one browser, and the heaviest of them. */
export async function budgetWeights(origin: string, budgets: readonly WeightBudget[]): Promise<BudgetWeight[]> {
  const browser = await openBrowser();
  try {
    const results: BudgetWeight[] = [];
    for (const budget of budgets) {
      const paths = "path" in budget ? [budget.path] : productPaths(await (await fetch(new URL(budget.productsOf, origin))).text());
      if (paths.length === 0) throw new Error(`weight: no product on ${"productsOf" in budget ? budget.productsOf : ""}`);
      let heaviest: BudgetWeight["heaviest"] | null = null;
      const pages: BudgetWeight["pages"] = [];
      for (const path of paths) {
        const weight = await firstLoadWeight(browser, origin, path);
        pages.push({ path, totalKb: weight.total / 1000 });
        if (!heaviest || weight.total > heaviest.weight.total) heaviest = { path, weight };
      }
      results.push({ name: budget.name, budgetKb: budget.maxKb, pages, heaviest: heaviest! });
    }
    return results;
  } finally {
    await browser.close();
  }
}
