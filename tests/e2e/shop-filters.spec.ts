import { type Page, expect, test } from "@playwright/test";
import { formatViolations, seriousViolations, seriousViolationsWithoutScripts } from "./fixtures/axe";
import { hydrated } from "./fixtures/listing";
import { ShopFilters } from "./fixtures/shop-filters";

/*
 * The listings' product filters (issue 23: WooCommerce's layered navigation), with and without
 * JavaScript, at a phone's width (the sidebar is an off-canvas panel) and a desktop's (a column
 * beside the grid): counts that the listing then holds, removable chips, the price form, the
 * accordions and the price field's description, the keyboard, axe with the panel open; and the
 * sticky header's bar.
 */
test.describe.configure({ timeout: 60_000 });

const SHOP = "/cua-hang/";
/** A new set of filters is counted on the server on its first request: the shared machine may take a few seconds. */
const NAVIGATION = { timeout: 20_000 };

async function ready(page: Page, path = SHOP): Promise<ShopFilters> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  // With scripts, the page's listeners are on once React has hydrated it.
  if (test.info().project.use.javaScriptEnabled !== false) await hydrated(page);
  return new ShopFilters(page);
}

/** Opens the sidebar on a phone: by its button, which is a link to it without scripts. */
async function openPanel(filters: ShopFilters): Promise<void> {
  await filters.opener.click();
  await filters.expectPanelOpen(true);
}

for (const width of [375, 1280]) {
  test.describe(`filters at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    const phone = width < 1024;

    test("a colour's count is what the listing then holds; its chip and the option itself undo it", async ({ page }) => {
      const filters = await ready(page);
      if (phone) await openPanel(filters);
      else await expect(filters.opener).toBeHidden();
      const option = filters.options("Màu sắc").first();
      const { label, count } = await ShopFilters.labelAndCount(option);
      await option.click();
      await expect(page).toHaveURL(/[?&]filter_mau-sac=[a-z0-9-]+$/, NAVIGATION);
      expect(await filters.total()).toBe(count);
      await expect(filters.chips).toHaveCount(1);
      await expect(filters.chips.first()).toHaveText(new RegExp(`Màu sắc: ${label}`));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/cua-hang\/$/);
      if (phone) {
        await expect(filters.opener).toHaveText(/Lọc \(1\)/);
        await openPanel(filters);
      }
      // Chosen, it says so and stays listed; following it again takes the filter off.
      const chosen = filters.options("Màu sắc").filter({ hasText: label });
      await expect(chosen).toContainText("đã chọn");
      if (phone) await filters.close.click();
      await filters.chips.first().click();
      await expect(page).toHaveURL(new RegExp(`${SHOP}$`), NAVIGATION);
      await expect(filters.chips).toHaveCount(0);
    });

    test("the price form keeps the other filters and the order; the chips take each filter off", async ({ page }) => {
      const filters = await ready(page, `${SHOP}?orderby=price&filter_stock_status=instock`);
      if (phone) await openPanel(filters);
      await filters.sidebar.getByLabel("Giá từ").fill("100000");
      await filters.sidebar.getByLabel("Giá đến").fill("400000");
      await filters.sidebar.getByRole("button", { name: "Lọc", exact: true }).click();
      await expect(page).toHaveURL(/\?orderby=price&filter_stock_status=instock&min_price=100000&max_price=400000$/, NAVIGATION);
      await expect(filters.chips).toHaveText([/Tối thiểu 100\.000\s₫/, /Tối đa 400\.000\s₫/, /Chỉ hàng còn sẵn/, /Xóa tất cả bộ lọc/]);
      await expect(page.getByLabel("Thứ tự sản phẩm")).toHaveValue("price");
      await filters.chips.filter({ hasText: "Chỉ hàng còn sẵn" }).click();
      await expect(page).toHaveURL(/\?orderby=price&min_price=100000&max_price=400000$/, NAVIGATION);
      await page.getByRole("link", { name: "Xóa tất cả bộ lọc" }).click();
      await expect(page).toHaveURL(/\/cua-hang\/\?orderby=price$/, NAVIGATION);
    });

    test("axe finds nothing serious with the filters shown", async ({ page }) => {
      const filters = await ready(page, `${SHOP}?filter_stock_status=instock`);
      if (phone) await openPanel(filters);
      const violations = test.info().project.use.javaScriptEnabled === false ? await seriousViolationsWithoutScripts(page) : await seriousViolations(page);
      expect(violations.map((v) => v.id), formatViolations(violations)).toEqual([]);
    });

    test("beside the grid, the filters stay 30 px below the sticky header as the products scroll by", async ({ page }) => {
      test.skip(phone, "on a phone the filters are a panel");
      await ready(page);
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(1000);
      await expect.poll(async () => (await page.locator("#shop-sidebar .off-canvas__inner").boundingBox())?.y).toBe(70 + 30);
      await expect(page.getByRole("heading", { name: "Lọc sản phẩm" })).toBeInViewport();
    });

    test("the header's bar stays at the top, 70 px high, with the cart, and nothing shifts", async ({ page }) => {
      await ready(page);
      const bar = page.locator(".header-main");
      await expect(page.getByRole("banner")).toHaveCount(1);
      // Under the store notice at first, the bar is the sticky height from the start: sticking shrinks nothing.
      expect((await bar.boundingBox())?.height).toBe(70);
      await page.mouse.wheel(0, 3000);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(1000);
      expect(await bar.boundingBox()).toMatchObject({ y: 0, height: 70 });
      await expect(page.locator("a.header-cart-link").first()).toBeInViewport();
      // The desktop menu and the phone's search row scroll away with the page.
      await expect(page.locator(phone ? "#header-search-mobile" : ".header-bottom")).not.toBeInViewport();
      if (test.info().project.use.javaScriptEnabled !== false) {
        // Every layout shift since the page began (CLS's entries), scrolling included.
        const shifts = await page.evaluate(async () => {
          let sum = 0;
          const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => (sum += (e as PerformanceEntry & { value: number }).value)));
          observer.observe({ type: "layout-shift", buffered: true });
          await new Promise((resolve) => setTimeout(resolve, 300));
          observer.disconnect();
          return sum;
        });
        expect(shifts).toBe(0);
      }
    });
  });
}

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the panel's focus and the accordions need JavaScript");

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test("keyboard only: the button opens the panel with focus in it and the page behind inert; Escape closes it and focus comes back", async ({ page }) => {
      const filters = await ready(page);
      await filters.opener.focus();
      await page.keyboard.press("Enter");
      await filters.expectPanelOpen(true);
      await expect(filters.sidebar).toHaveAttribute("role", "dialog");
      await expect(filters.opener).toHaveAttribute("aria-expanded", "true");
      await expect(filters.close).toBeFocused();
      // The page behind: the header's bar and the grid are inert, the panel is not.
      expect(await page.locator(".header-main").evaluate((el) => el.closest("[inert]") !== null)).toBe(true);
      expect(await page.locator("ul.products").evaluate((el) => el.closest("[inert]") !== null)).toBe(true);
      expect(await filters.sidebar.evaluate((el) => el.closest("[inert]") === null)).toBe(true);
      expect(await page.evaluate(() => location.hash)).toBe("");
      await page.keyboard.press("Escape");
      await filters.expectPanelOpen(false);
      await expect(filters.opener).toBeFocused();
      await expect(filters.opener).toHaveAttribute("aria-expanded", "false");
      expect(await page.evaluate(() => document.querySelectorAll("[inert]").length)).toBe(0);

      // Tab through the panel to a colour and follow it with Enter.
      await page.keyboard.press("Enter");
      await filters.expectPanelOpen(true);
      const option = filters.options("Màu sắc").first();
      const { count } = await ShopFilters.labelAndCount(option);
      for (let i = 0; i < 40 && !(await option.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
      await expect(option).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/filter_mau-sac=/, NAVIGATION);
      expect(await filters.total()).toBe(count);
    });

    test("a click beside the panel closes it; the price field's description opens on focus and Escape closes it first", async ({ page }) => {
      const filters = await ready(page);
      await openPanel(filters);
      const min = filters.sidebar.getByLabel("Giá từ");
      const help = filters.sidebar.locator(".field-description");
      await min.focus();
      await expect.poll(() => help.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(10);
      await expect(min).toHaveAccessibleDescription(/Nhập số đồng/);
      await page.keyboard.press("Escape");
      await expect.poll(() => help.evaluate((el) => el.getBoundingClientRect().height)).toBe(0);
      await filters.expectPanelOpen(true);
      await page.keyboard.press("Escape");
      await filters.expectPanelOpen(false);
      await openPanel(filters);
      await page.mouse.click(370, 400);
      await filters.expectPanelOpen(false);
    });

    test("the sidebar, open, at 375 px @screens", async ({ page }) => {
      const filters = await ready(page, `${SHOP}?filter_stock_status=instock`);
      await openPanel(filters);
      await page.waitForTimeout(400);
      await page.screenshot({ path: "test-results/screens/filters-375-open.png" });
    });
  });

  test.describe("on a desktop", () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("each group is an accordion: its button says whether it is open and hides its options", async ({ page }) => {
      const filters = await ready(page);
      const button = filters.groupButton("Màu sắc");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(filters.options("Màu sắc").first()).toBeHidden();
      await button.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(filters.options("Màu sắc").first()).toBeVisible();
    });

    test("the sidebar at 1280 px @screens", async ({ page }) => {
      await ready(page, `${SHOP}?filter_stock_status=instock&rating_filter=4,5`);
      await page.screenshot({ path: "test-results/screens/filters-1280.png" });
    });
  });
});
