import { mkdirSync } from "node:fs";
import { type Locator, type Page, test } from "@playwright/test";
import { expect, expectAxeClean } from "./fixtures/account";
import { hydrated } from "./fixtures/listing";
import { contextAt, withScripts } from "./fixtures/contexts";

/*
 * The product page's tabs (WooCommerce's `.woocommerce-tabs`: 'Mô tả', 'Thông tin bổ sung',
 * 'Đánh giá (n)') as WAI-ARIA tabs: the keyboard moves between them, a hash naming a panel opens
 * its tab under the sticky header, the reviews' own URLs open theirs (spec §2; the rest of the
 * reviews rules are product-page.spec.ts'), the server draws the tab the address asks for so
 * nothing moves, and without scripts every panel shows under its heading. At 375 and 1280 px.
 */

const SHOTS = "test-results/product-tabs";
mkdirSync(SHOTS, { recursive: true });
const STICKY_HEIGHT = 70;

/** The most reviewed product (the best seller): it has a description, attributes and reviews. */
async function productPath(page: Page): Promise<string> {
  await page.goto("/cua-hang/?orderby=popularity");
  const href = await page.locator("ul.products > li.product .woocommerce-loop-product__title a").first().getAttribute("href");
  expect(href).toMatch(/^\/san-pham\/[^/]+\/$/);
  return href!;
}

const topOf = (locator: Locator) => locator.evaluate((element) => Math.round(element.getBoundingClientRect().top));

function tabsOf(page: Page) {
  const list = page.getByRole("tablist", { name: "Thông tin sản phẩm" });
  return {
    list,
    description: list.getByRole("tab", { name: "Mô tả" }),
    details: list.getByRole("tab", { name: "Thông tin bổ sung" }),
    reviews: list.getByRole("tab", { name: /^Đánh giá \(\d+\)$/ }),
  };
}

for (const width of [375, 1280] as const) {
  test.describe(`product tabs at ${width} px`, () => {
    test("arrows, Home and End move between the tabs, one panel at a time, axe clean with each open", async ({ browser }) => {
      test.skip(!withScripts(), "without scripts: the next test");
      const context = await contextAt(browser, width);
      const page = await context.newPage();
      await page.goto(await productPath(page));
      await hydrated(page);
      const tabs = tabsOf(page);
      const panels = { description: page.locator("#tab-description"), details: page.locator("#tab-additional_information"), reviews: page.locator("#tab-reviews") };
      await expect(tabs.description).toHaveAttribute("id", "tab-title-description");
      await expect(tabs.description).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel", { name: "Mô tả" })).toBeVisible();
      await expect(panels.details).toBeHidden();
      await expect(panels.reviews).toBeHidden();
      // With the tabs, the panels' own headings are the tabs'.
      await expect(panels.description.getByRole("heading", { name: "Mô tả" })).toBeHidden();
      await expect(tabs.details).toHaveAttribute("tabindex", "-1");
      await expect(tabs.reviews).toHaveAttribute("tabindex", "-1");

      // Only the selected tab is in the tab order: Tab from the last thing before the tabs lands on it.
      await tabs.description.focus();
      await page.keyboard.press("ArrowRight");
      await expect(tabs.details).toBeFocused();
      await expect(tabs.details).toHaveAttribute("aria-selected", "true");
      await expect(tabs.details).toHaveAttribute("tabindex", "0");
      await expect(tabs.description).toHaveAttribute("tabindex", "-1");
      await expect(page.getByRole("tabpanel", { name: "Thông tin bổ sung" })).toBeVisible();
      await expect(panels.details.locator("table.shop_attributes")).toBeVisible();
      await expect(panels.description).toBeHidden();
      await expectAxeClean(page, "the additional information tab");
      await tabs.list.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/additional-information-${width}.png` });

      await page.keyboard.press("End");
      await expect(tabs.reviews).toBeFocused();
      await expect(tabs.reviews).toHaveAttribute("aria-selected", "true");
      await expect(panels.reviews.locator("#review_form_wrapper")).toBeVisible();
      await expect(panels.details).toBeHidden();
      await expectAxeClean(page, "the reviews tab");
      await page.screenshot({ path: `${SHOTS}/reviews-${width}.png` });

      await page.keyboard.press("ArrowRight");
      await expect(tabs.description).toBeFocused();
      await expect(panels.description).toBeVisible();
      await page.keyboard.press("ArrowLeft");
      await expect(tabs.reviews).toBeFocused();
      await page.keyboard.press("Home");
      await expect(tabs.description).toBeFocused();
      await expect(tabs.description).toHaveAttribute("aria-selected", "true");
      await expect(panels.reviews).toBeHidden();
      // Shift+Tab leaves the tab list; Tab comes back to the selected tab, not the first or the last.
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Tab");
      await expect(tabs.reviews).not.toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(tabs.details).toBeFocused();
      await page.keyboard.press("Home");
      await expectAxeClean(page, "the description tab");
      await page.screenshot({ path: `${SHOTS}/description-${width}.png` });

      // A click selects too, and leaves the address as it was.
      const url = page.url();
      await tabs.details.click();
      await expect(panels.details).toBeVisible();
      expect(page.url()).toBe(url);
      await context.close();
    });

    test("without scripts every panel shows under its heading, the tab list hidden, axe clean", async ({ browser }) => {
      test.skip(withScripts(), "with scripts: the tabs");
      const context = await contextAt(browser, width);
      const page = await context.newPage();
      await page.goto(await productPath(page));
      await expect(page.getByRole("tab")).toHaveCount(0);
      await expect(page.locator(".woocommerce-tabs [role=tablist]")).toBeHidden();
      for (const [id, heading] of [["tab-description", "Mô tả"], ["tab-additional_information", "Thông tin bổ sung"], ["tab-reviews", /^Đánh giá \(\d+\)$/]] as const) {
        const panel = page.locator(`#${id}`);
        await expect(panel).toBeVisible();
        await expect(panel.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
      }
      await expect(page.locator("#tab-additional_information table.shop_attributes")).toBeVisible();
      await expect(page.locator("#tab-reviews #review_form_wrapper")).toBeVisible();
      // The review-count link goes to the reviews themselves.
      await page.locator("a.woocommerce-review-link").click();
      await expect(page).toHaveURL(/#reviews$/);
      await expect(page.locator("#reviews")).toBeInViewport();
      await expectAxeClean(page, "the product's panels without scripts");
      await page.locator(".woocommerce-tabs").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/no-js-${width}.png` });
      await context.close();
    });

    test("a hash naming a panel opens its tab and scrolls the tabs under the sticky header", async ({ browser }) => {
      test.skip(!withScripts(), "without scripts the browser goes to the panel itself");
      const context = await contextAt(browser, width);
      const page = await context.newPage();
      const path = await productPath(page);
      await page.goto(`${path}#tab-additional_information`);
      await hydrated(page);
      const tabs = tabsOf(page);
      await expect(tabs.details).toHaveAttribute("aria-selected", "true");
      await expect(page.locator("#tab-additional_information")).toBeVisible();
      await expect(page.locator("#tab-description")).toBeHidden();
      await expect.poll(() => topOf(page.locator(".woocommerce-tabs"))).toBe(STICKY_HEIGHT);
      // Another hash on the same page (hashchange, no new load).
      await page.evaluate(() => scrollTo(0, 0));
      await page.goto(`${path}#tab-description`);
      await expect(tabs.description).toHaveAttribute("aria-selected", "true");
      await expect.poll(() => topOf(page.locator(".woocommerce-tabs"))).toBe(STICKY_HEIGHT);
      // The reviews' hashes are the reviews' own: their tab, at their offset (header + 15 px).
      await page.goto(`${path}#comments`);
      await expect(tabs.reviews).toHaveAttribute("aria-selected", "true");
      await expect(page.locator("#tab-reviews")).toBeVisible();
      await expect.poll(() => topOf(page.locator(".woocommerce-tabs"))).toBe(STICKY_HEIGHT + 15);
      await context.close();
    });

    test("the server draws the tab the address asks for: nothing moves as the page starts", async ({ browser }) => {
      test.skip(!withScripts(), "without scripts every panel shows");
      const context = await contextAt(browser, width);
      // Every layout shift of the tabs, from the first paint on.
      await context.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { tabShifts: number[] }).tabShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; sources?: Array<{ node?: Node }> }>) {
            if (entry.sources?.some((s) => s.node instanceof Element && s.node.closest(".woocommerce-tabs"))) shifts.push(entry.value);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      const page = await context.newPage();
      const path = await productPath(page);
      for (const [address, shown] of [[path, "#tab-description"], [`${path}?cpage=1`, "#tab-reviews"], [`${path}comment-page-1/`, "#tab-reviews"]] as const) {
        const drawn = await (await page.request.get(address)).text();
        expect(drawn).toMatch(new RegExp(`id="${shown.slice(1)}" role="tabpanel" aria-labelledby="tab-title-${shown.slice(5)}" data-active=""`));
        expect(drawn.match(/aria-labelledby="tab-title-[^"]*" data-active=""/g)).toHaveLength(1);
        await page.goto(address);
        await hydrated(page);
        await expect(page.locator(shown)).toBeVisible();
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => (window as unknown as { tabShifts: number[] }).tabShifts)).toEqual([]);
      }
      await context.close();
    });
  });
}
