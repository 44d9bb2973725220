import { expect, test } from "@playwright/test";
import { ShopPage } from "./fixtures/shop-page";

/*
 * The pages' own scripts, in the `js` project only: every inline script carries the response's
 * CSP nonce, every module loads, and hydration raises no error.
 */
test("pages load and hydrate without console errors (no CSP violation, no failed script)", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(String(e)));
  for (const path of ["/", "/cua-hang/", "/gio-hang/", "/blog/"]) {
    await page.goto(path, { waitUntil: "networkidle" });
  }
  const shop = new ShopPage(page);
  await page.goto("/cua-hang/");
  await shop.openProduct(shop.cards.first());
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});

test("a page's scripts are asked for once its main pictures are in, before its load, then it hydrates", async ({ page }) => {
  for (const path of ["/cua-hang/", "/"]) {
    await page.goto(path);
    await expect.poll(() => page.evaluate(() => Object.keys(document.querySelector("main") ?? {}).some((k) => k.startsWith("__reactFiber")))).toBe(true);
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map((img) => resources.find((r) => r.name === img.currentSrc));
      return {
        pictures: pictures.map((r) => r?.responseEnd ?? null),
        load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
        firstScript: Math.min(...resources.filter((r) => r.initiatorType !== "img" && /\/assets\/.+\.js$/.test(r.name)).map((r) => r.startTime)),
        preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
      };
    });
    // The page's pictures drawn at high priority (the first card or the hero), loaded before any script was asked for.
    expect(timing.pictures.length, path).toBeGreaterThan(0);
    for (const end of timing.pictures) expect(end, path).not.toBeNull();
    expect(timing.firstScript, path).toBeGreaterThan(Math.max(...(timing.pictures as number[])));
    // Started before the page's load, which still waits for them.
    expect(timing.firstScript, path).toBeLessThan(timing.load);
    // The preloads are back, once the scripts started.
    expect(timing.preloads, path).toBeGreaterThan(3);
  }
});
