import { mkdirSync } from "node:fs";
import { type Locator, type Page, test } from "@playwright/test";
import { expect, expectAxeClean } from "./fixtures/account";
import { hydrated } from "./fixtures/listing";
import { contextAt, withScripts } from "./fixtures/contexts";

/*
 * The page behaviours of issue 23 that Flatsome wires on the header and on content: the phone's
 * sidebar menu (levels, back headers, tabs, focus, Escape, the page inert), the desktop menu's
 * dropdowns (WAI-ARIA disclosures), tabbed content and scroll-to sections on the demo page
 * /gioi-thieu/ (a hash opens a tab or a section under the sticky header; arrows move between
 * tabs; the current section's bullet marked), and back to top. Each with and without scripts.
 */

const SHOTS = "test-results/page-behaviours";
mkdirSync(SHOTS, { recursive: true });
/** The theme's sticky header height (spec §9), which a section's anchor lands under. */
const STICKY_HEIGHT = 70;

/** Records how the page asks the window to scroll (`behavior`), to tell smooth from instant. */
const RECORD_SCROLLS = () => {
  const asked: string[] = [];
  (window as unknown as { scrollsAsked: string[] }).scrollsAsked = asked;
  const original = window.scrollTo.bind(window);
  window.scrollTo = ((options?: ScrollToOptions | number, y?: number) => {
    if (typeof options === "object") asked.push(options.behavior ?? "auto");
    return typeof options === "object" ? original(options) : original(options ?? 0, y ?? 0);
  }) as typeof window.scrollTo;
};
const scrollsAsked = (page: Page) => page.evaluate(() => (window as unknown as { scrollsAsked: string[] }).scrollsAsked);
const topOf = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().top);

test.describe("the phone's sidebar menu at 375 px", () => {
  test("slides between levels under 'Menu chính' back headers, has tabs, keeps focus inside and gives it back, by keyboard only", async ({ browser }) => {
    test.skip(!withScripts(), "without scripts: the next test");
    const context = await contextAt(browser, 375);
    const page = await context.newPage();
    await page.goto("/");
    await hydrated(page);
    const button = page.getByRole("link", { name: "Mở menu" });
    const panel = page.locator("#main-menu");
    await expect(panel).toBeHidden();

    // Keyboard only: Tab to the menu button (past the skip link and the store notice), Enter.
    for (let i = 0; i < 5 && !(await button.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Menu điện thoại" });
    await expect(dialog).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(dialog.getByRole("link", { name: "Đóng menu" })).toBeFocused();
    expect(await page.locator("main").evaluate((main) => main.closest("[inert]") !== null || (main as HTMLElement).inert)).toBe(true);

    const menuTab = dialog.getByRole("tab", { name: "Menu" });
    const categoriesTab = dialog.getByRole("tab", { name: "Danh mục" });
    await expect(menuTab).toHaveAttribute("aria-selected", "true");
    await expect(categoriesTab).toHaveAttribute("aria-selected", "false");
    // Only the selected tab is in the tab order: Tab from the close link lands on it.
    await page.keyboard.press("Tab");
    await expect(menuTab).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(categoriesTab).toBeFocused();
    await expect(categoriesTab).toHaveAttribute("aria-selected", "true");
    await expect(dialog.getByRole("tabpanel", { name: "Danh mục" }).getByRole("link", { name: "Thời trang nam", exact: true })).toBeVisible();
    await expect(dialog.getByRole("tabpanel", { name: "Menu" })).toBeHidden();
    await page.keyboard.press("ArrowLeft");
    await expect(menuTab).toHaveAttribute("aria-selected", "true");

    // The top level: "Cửa hàng" has a submenu; its items are off to the side.
    const menuPanel = dialog.getByRole("tabpanel", { name: "Menu" });
    await expect(menuPanel.getByRole("link", { name: "Blog", exact: true })).toBeVisible();
    await expect(menuPanel.getByRole("link", { name: "Thời trang nam", exact: true })).toBeHidden();
    await page.screenshot({ path: `${SHOTS}/menu-level-0-375.png` });
    // Once its level is open the button is covered (hidden): found among hidden elements too.
    const shopLevel = menuPanel.getByRole("button", { name: "Mở menu con: Cửa hàng", includeHidden: true });
    await shopLevel.focus();
    await page.keyboard.press("Enter");
    await expect(shopLevel).toHaveAttribute("aria-expanded", "true");
    await expect(shopLevel).toBeHidden();
    const back = menuPanel.getByRole("button", { name: "Menu chính" }).first();
    await expect(back).toBeFocused();
    await expect(menuPanel.getByRole("link", { name: "Thời trang nam", exact: true })).toBeVisible();
    await expect(menuPanel.getByRole("link", { name: "Blog", exact: true })).toBeHidden();
    await expectAxeClean(page, "sidebar menu, second level");

    const menLevel = menuPanel.getByRole("button", { name: "Mở menu con: Thời trang nam", includeHidden: true });
    await menLevel.focus();
    await page.keyboard.press("Enter");
    await expect(menuPanel.getByRole("link", { name: "Áo sơ mi nam", exact: true })).toBeVisible();
    await expect(menuPanel.getByRole("link", { name: "Thời trang nữ", exact: true })).toBeHidden();
    await expect(page.locator(":focus")).toHaveText(/Menu chính/);
    // Wait for the slide to end before the picture.
    await expect.poll(() => menuPanel.locator("[data-level-open] [data-level-open] > .nav-sidebar__sub").evaluate((level) => level.getBoundingClientRect().left)).toBeLessThan(60);
    await page.screenshot({ path: `${SHOTS}/menu-level-2-375.png` });
    await expectAxeClean(page, "sidebar menu, third level");

    // Back: the level slides out, focus goes back to the button that opened it.
    await page.keyboard.press("Enter");
    await expect(menLevel).toBeFocused();
    await expect(menLevel).toHaveAttribute("aria-expanded", "false");
    await expect(menuPanel.getByRole("link", { name: "Áo sơ mi nam", exact: true })).toBeHidden();
    await expect(menuPanel.getByRole("link", { name: "Thời trang nữ", exact: true })).toBeVisible();

    // Escape closes the panel, gives focus back to the menu button, and the page is live again.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    expect(await page.locator("main").evaluate((main) => main.closest("[inert]") !== null)).toBe(false);
    await context.close();
  });

  test("without scripts the menu button opens the panel with every level as nested lists", async ({ browser }) => {
    test.skip(withScripts(), "the scripted menu: the test above");
    const context = await contextAt(browser, 375);
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("link", { name: "Mở menu" }).click();
    await expect(page).toHaveURL(/#main-menu$/);
    const panel = page.getByRole("navigation", { name: "Menu điện thoại" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Menu", exact: true })).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Danh mục", exact: true })).toBeVisible();
    await expect(panel.getByRole("tab")).toHaveCount(0);
    await expect(panel.getByRole("button")).toHaveCount(0);
    // The third level in place under the second, in the first list.
    const nested = panel.locator("#main-menu-menu li li li").getByRole("link", { name: "Áo sơ mi nam", exact: true });
    await expect(nested).toBeVisible();
    await expect(panel.locator("#main-menu-menu").getByRole("link", { name: "Blog", exact: true })).toBeVisible();
    await expectAxeClean(page, "sidebar menu without scripts");
    await page.screenshot({ path: `${SHOTS}/menu-no-js-375.png` });
    await panel.getByRole("link", { name: "Đóng menu" }).click();
    await expect(panel).toBeHidden();
    await context.close();
  });
});

test.describe("the desktop menu's dropdowns at 1280 px", () => {
  test("open on hover, and by click and keyboard from their button; Escape closes and gives focus back", async ({ browser }) => {
    test.skip(!withScripts(), "without scripts: the next test");
    const context = await contextAt(browser, 1280);
    const page = await context.newPage();
    await page.goto("/");
    await hydrated(page);
    const menu = page.getByRole("navigation", { name: "Menu chính" });
    const toggle = menu.getByRole("button", { name: "Menu con: Cửa hàng" });
    const dropdown = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    const firstCategory = dropdown.getByRole("link", { name: "Thời trang nam", exact: true });
    await expect(firstCategory).toBeHidden();

    await menu.getByRole("link", { name: "Cửa hàng", exact: true }).hover();
    await expect(firstCategory).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(firstCategory).toBeHidden();

    // Keyboard: to the button, Enter opens, Tab goes in, Escape closes and focus is on the button.
    await menu.getByRole("link", { name: "Cửa hàng", exact: true }).focus();
    await expect(firstCategory).toBeHidden();
    await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(firstCategory).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(firstCategory).toBeFocused();
    await expectAxeClean(page, "desktop dropdown open");
    await page.screenshot({ path: `${SHOTS}/dropdown-1280.png` });
    await page.keyboard.press("Escape");
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(firstCategory).toBeHidden();

    // Click opens and closes it; a click elsewhere closes it too.
    await toggle.click();
    await expect(firstCategory).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(firstCategory).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await page.mouse.move(640, 700);
    await expect(firstCategory).toBeHidden();
    await toggle.click();
    await page.locator("main").click({ position: { x: 5, y: 5 } });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(firstCategory).toBeHidden();
    await context.close();
  });

  test("without scripts a dropdown opens on hover and on focus within", async ({ browser }) => {
    test.skip(withScripts(), "the scripted dropdowns: the test above");
    const context = await contextAt(browser, 1280);
    const page = await context.newPage();
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Menu chính" });
    await expect(menu.getByRole("button")).toHaveCount(0);
    const firstCategory = menu.getByRole("link", { name: "Thời trang nam", exact: true });
    await expect(firstCategory).toBeHidden();
    await menu.getByRole("link", { name: "Cửa hàng", exact: true }).hover();
    await expect(firstCategory).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(firstCategory).toBeHidden();
    await menu.getByRole("link", { name: "Cửa hàng", exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(firstCategory).toBeFocused();
    await expect(firstCategory).toBeVisible();
    await expectAxeClean(page, "desktop dropdown without scripts");
    await context.close();
  });
});

for (const width of [375, 1280] as const) {
  test.describe(`content behaviours at ${width} px`, () => {
    test("tabs: one panel at a time, arrows, Home and End move between tabs; without scripts every panel under its heading", async ({ browser }) => {
      const context = await contextAt(browser, width);
      const page = await context.newPage();
      await page.goto("/gioi-thieu/");
      const content = page.locator("article .entry-content");
      if (!withScripts()) {
        await expect(content.getByRole("tab")).toHaveCount(0);
        for (const [heading, text] of [["Giao hàng", "trong 1–2 ngày"], ["Đổi trả", "nguyên tem mác"], ["Thanh toán", "VietQR"]] as const) {
          await expect(content.getByRole("heading", { name: heading, level: 3 })).toBeVisible();
          await expect(content.getByText(text)).toBeVisible();
        }
        await expectAxeClean(page, "tabs without scripts");
        await context.close();
        return;
      }
      await hydrated(page);
      const tabs = content.getByRole("tablist");
      const delivery = tabs.getByRole("tab", { name: "Giao hàng" });
      const returns = tabs.getByRole("tab", { name: "Đổi trả" });
      const payment = tabs.getByRole("tab", { name: "Thanh toán" });
      await expect(delivery).toHaveAttribute("aria-selected", "true");
      await expect(content.getByRole("tabpanel", { name: "Giao hàng" })).toContainText("trong 1–2 ngày");
      await expect(content.getByText("nguyên tem mác")).toBeHidden();
      await expect(content.getByRole("heading", { name: "Giao hàng", level: 3 })).toBeHidden();
      expect(await returns.getAttribute("tabindex")).toBe("-1");

      await delivery.focus();
      await page.keyboard.press("ArrowRight");
      await expect(returns).toBeFocused();
      await expect(returns).toHaveAttribute("aria-selected", "true");
      await expect(returns).toHaveAttribute("tabindex", "0");
      await expect(delivery).toHaveAttribute("tabindex", "-1");
      await expect(content.getByRole("tabpanel", { name: "Đổi trả" })).toContainText("nguyên tem mác");
      await expect(content.getByText("trong 1–2 ngày")).toBeHidden();
      await page.keyboard.press("End");
      await expect(payment).toBeFocused();
      await expect(payment).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("ArrowRight");
      await expect(delivery).toBeFocused();
      await page.keyboard.press("ArrowLeft");
      await expect(payment).toBeFocused();
      await page.keyboard.press("Home");
      await expect(delivery).toHaveAttribute("aria-selected", "true");
      await payment.click();
      await expect(content.getByRole("tabpanel", { name: "Thanh toán" })).toBeVisible();
      await expect(page).toHaveURL(/\/gioi-thieu\/$/);
      await expectAxeClean(page, "tabs");
      await tabs.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/tabs-${width}.png` });
      await context.close();
    });

    test("without scripts a section's hash lands it under the sticky header too", async ({ browser }) => {
      test.skip(withScripts(), "with scripts: the next tests");
      const context = await contextAt(browser, width);
      const page = await context.newPage();
      await page.goto("/gioi-thieu/#cam-ket");
      await expect.poll(() => topOf(page.locator("#cam-ket"))).toBeCloseTo(STICKY_HEIGHT, 0);
      const headerBottom = await page.locator(".header-main").evaluate((bar) => bar.getBoundingClientRect().bottom);
      expect(await topOf(page.getByRole("heading", { name: "Cam kết của chúng tôi" }))).toBeGreaterThanOrEqual(headerBottom);
      await context.close();
    });

    for (const reducedMotion of ["reduce", "no-preference"] as const) {
      test(`a hash opens its tab or goes to its section under the sticky header (reduced motion: ${reducedMotion})`, async ({ browser }) => {
        test.skip(!withScripts(), "without scripts the browser goes to the element itself");
        const context = await contextAt(browser, width, { reducedMotion });
        await context.addInitScript(RECORD_SCROLLS);
        const page = await context.newPage();
        await page.goto("/gioi-thieu/#tab_thanh-toan");
        await hydrated(page);
        const content = page.locator("article .entry-content");
        await expect(content.getByRole("tab", { name: "Thanh toán" })).toHaveAttribute("aria-selected", "true");
        await expect(content.getByRole("tabpanel", { name: "Thanh toán" })).toBeVisible();
        await expect.poll(() => topOf(page.locator(".tabbed-content"))).toBeCloseTo(STICKY_HEIGHT, 0);
        expect(await scrollsAsked(page)).toEqual([reducedMotion === "reduce" ? "instant" : "smooth"]);

        // The same page with another hash: the hash changes in the document (hashchange), no new load.
        await page.goto("/gioi-thieu/#cam-ket");
        await expect.poll(() => topOf(page.locator("#cam-ket"))).toBeCloseTo(STICKY_HEIGHT, 0);
        // The heading it names shows whole, under the header's bar.
        const heading = page.getByRole("heading", { name: "Cam kết của chúng tôi" });
        const headerBottom = await page.locator(".header-main").evaluate((bar) => bar.getBoundingClientRect().bottom);
        expect(await topOf(heading)).toBeGreaterThanOrEqual(headerBottom);
        const behavior = reducedMotion === "reduce" ? "instant" : "smooth";
        expect(await scrollsAsked(page)).toEqual([behavior, behavior]);
        await context.close();
      });
    }

    test("back to top is inactive until a screen height has scrolled", async ({ browser }) => {
      const context = await contextAt(browser, width);
      await context.addInitScript(RECORD_SCROLLS);
      const page = await context.newPage();
      await page.goto("/gioi-thieu/");
      const backToTop = page.locator(".back-to-top");
      // Inactive: not shown, out of the accessibility tree and the tab order.
      await expect(backToTop).toBeHidden();
      await expect(page.getByRole("link", { name: "Lên đầu trang" })).toHaveCount(0);
      if (!withScripts()) {
        await page.mouse.wheel(0, 3000);
        await expect(backToTop).toBeHidden();
        await context.close();
        return;
      }
      await hydrated(page);
      const screen = await page.evaluate(() => innerHeight);
      await page.evaluate((y) => scrollTo(0, y), screen - 20);
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(screen - 20);
      await expect(backToTop).toBeHidden();
      await page.evaluate((y) => scrollTo(0, y), screen + 20);
      const link = page.getByRole("link", { name: "Lên đầu trang" });
      await expect(link).toBeVisible();
      await expect(backToTop).toHaveCSS("opacity", "1");
      await page.screenshot({ path: `${SHOTS}/back-to-top-${width}.png` });
      await link.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
      await expect(backToTop).toBeHidden();
      // From the keyboard, focus goes back to the top of the page: the skip link.
      await expect(page.getByRole("link", { name: "Chuyển đến nội dung" })).toBeFocused();
      expect((await scrollsAsked(page)).at(-1)).toBe("smooth");
      await context.close();
    });
  });
}

test("back to top jumps without a slide under reduced motion", async ({ browser }) => {
  test.skip(!withScripts(), "inactive without scripts");
  const context = await contextAt(browser, 375, { reducedMotion: "reduce" });
  await context.addInitScript(RECORD_SCROLLS);
  const page = await context.newPage();
  await page.goto("/gioi-thieu/");
  await hydrated(page);
  await page.evaluate(() => scrollTo(0, innerHeight * 2));
  await page.getByRole("link", { name: "Lên đầu trang" }).click();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  expect((await scrollsAsked(page)).at(-1)).toBe("instant");
  await context.close();
});

test("the side bullets go to their sections and mark the current one as the page scrolls, at 1280 px", async ({ browser }) => {
  const context = await contextAt(browser, 1280);
  const page = await context.newPage();
  await page.goto("/gioi-thieu/");
  const bullets = page.getByRole("navigation", { name: "Các phần của trang" });
  await expect(bullets.getByRole("link")).toHaveText(["Đến phần “Câu chuyện”", "Đến phần “Cam kết”", "Đến phần “Hỏi đáp”", "Đến phần “Ảnh từ cửa hàng”", "Đến phần “Nhận tin”"].map((t) => new RegExp(t)));
  if (!withScripts()) {
    // A plain link to the section's anchor.
    await bullets.getByRole("link", { name: "Đến phần “Hỏi đáp”" }).click();
    await expect(page).toHaveURL(/#hoi-dap$/);
    await expectAxeClean(page, "bullets without scripts");
    await context.close();
    return;
  }
  await hydrated(page);
  const story = bullets.getByRole("link", { name: "Đến phần “Câu chuyện”" });
  await expect(story).toHaveAttribute("aria-current", "location");
  const questions = bullets.getByRole("link", { name: "Đến phần “Hỏi đáp”" });
  await questions.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/gioi-thieu\/#hoi-dap$/);
  await expect.poll(() => topOf(page.locator("#hoi-dap"))).toBeCloseTo(STICKY_HEIGHT, 0);
  await expect(questions).toHaveAttribute("aria-current", "location");
  await expect(bullets.locator("[aria-current]")).toHaveCount(1);
  await expect(page.locator("#hoi-dap")).toBeFocused();
  await expectAxeClean(page, "bullets");
  await page.screenshot({ path: `${SHOTS}/bullets-1280.png` });
  // Scrolling back up marks the first section again.
  await page.evaluate(() => scrollTo(0, 0));
  await expect(story).toHaveAttribute("aria-current", "location");
  await expect(bullets.locator("[aria-current]")).toHaveCount(1);
  await context.close();
});

test("on a phone the bullets are small at the screen's edge, beside the text, each a 24 px target, and go to their sections", async ({ browser }) => {
  const context = await contextAt(browser, 375);
  const page = await context.newPage();
  await page.goto("/gioi-thieu/");
  const bullets = page.getByRole("navigation", { name: "Các phần của trang" });
  await expect(bullets).toBeVisible();
  const links = bullets.getByRole("link");
  await expect(links).toHaveCount(5);
  const boxes = await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().toJSON() as DOMRect));
  const dots = await links.evaluateAll((all) => all.map((a) => getComputedStyle(a, "::before").width));
  // The text's right edge: the content's box less the page's padding.
  const textRight = await page.locator("article .entry-content").evaluate((el) => el.getBoundingClientRect().right - parseFloat(getComputedStyle(el).paddingRight));
  boxes.forEach((box, i) => {
    // WCAG 2.5.8: at least 24 × 24 px, and no two targets overlap.
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
    if (i > 0) expect(box.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom - 0.5);
    expect(Math.round(box.right)).toBe(375);
    expect(dots[i]).toBe("8px");
    // The dot (centred in its link) lies in the page's margin, right of the text.
    expect(box.left + box.width / 2 - 4).toBeGreaterThanOrEqual(textRight - 0.5);
  });
  if (withScripts()) await hydrated(page);
  const questions = bullets.getByRole("link", { name: "Đến phần “Hỏi đáp”" });
  await questions.click();
  await expect(page).toHaveURL(/\/gioi-thieu\/#hoi-dap$/);
  await expect.poll(() => topOf(page.locator("#hoi-dap"))).toBeCloseTo(STICKY_HEIGHT, 0);
  if (withScripts()) await expect(questions).toHaveAttribute("aria-current", "location");
  await expectAxeClean(page, "bullets at 375 px");
  await page.screenshot({ path: `${SHOTS}/bullets-375.png` });
  await context.close();
});
