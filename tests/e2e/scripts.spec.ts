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

/*
 * A page's scripts wait for its main picture (decision 043): on a slow connection the picture,
 * the page's largest paint, has the bandwidth to itself. Every upload is held back here, as a
 * phone's connection would.
 */
test.describe("the scripts after the main picture", () => {
  const PRODUCT = "/san-pham/ao-cardigan-len-mong/";
  const isScript = (url: string) => /\/assets\/[^/]+\.js$/.test(new URL(url).pathname);

  test("are asked for once the picture is in, and have run by `load`", async ({ page }) => {
    const events: string[] = [];
    await page.route(/\/wp-content\/uploads\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    page.on("requestfinished", (request) => {
      if (request.url().includes("/wp-content/uploads/")) events.push("picture");
    });
    page.on("request", (request) => {
      if (isScript(request.url())) events.push("script");
    });
    await page.goto(PRODUCT);
    expect(events).toContain("script");
    expect(events.indexOf("picture")).toBeGreaterThanOrEqual(0);
    expect(events.indexOf("picture")).toBeLessThan(events.indexOf("script"));
    // The route modules ran before `load`, as when the browser's parser started them.
    expect(await page.evaluate(() => Object.keys((window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules ?? {}))).toContain("root");
    await expect(page.locator(".single_add_to_cart_button").first()).toBeVisible();
  });

  test("start at once when a key goes down before the picture is in", async ({ page }) => {
    let scripts = 0;
    await page.route(/\/wp-content\/uploads\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      await route.continue().catch(() => {});
    });
    page.on("request", (request) => {
      if (isScript(request.url())) scripts++;
    });
    await page.goto(PRODUCT, { waitUntil: "domcontentloaded" });
    await page.waitForTimeout(300);
    expect(scripts).toBe(0);
    await page.keyboard.press("Tab");
    await expect.poll(() => scripts).toBeGreaterThan(0);
  });
});
