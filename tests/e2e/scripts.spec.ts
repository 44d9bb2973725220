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
