import { type Page, type Request, expect, test } from "@playwright/test";
import { formatViolations, seriousViolations } from "./fixtures/axe";
import { pageCaughtUp } from "./fixtures/caught-up";
import { hydrated } from "./fixtures/listing";
import { QUERY, ascending, currentPrices, headerSearch, overlay, overlayParts, searchFromHeader, settled, totalOf } from "./fixtures/search-overlay";

/*
 * Instant search (spec §2): submitting a search form opens a modal overlay whose search lives in
 * the URL (reload, back and forward show it again), with an order, filters and infinite scroll;
 * its code loads on first use. Without JavaScript the same search is a server-rendered page
 * whose filters, orders and next page are links.
 */

/** The overlay's search as the URL says it. */
function searchOf(page: Page) {
  const url = new URL(page.url());
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
}

/** React Router asks for a page's data at `….data`: none may be fetched for the overlay's own history moves. */
function dataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.endsWith(".data")) seen.push(r.url());
  });
  return seen;
}

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the overlay is scripted");

  test("submitting the header search opens the overlay with results and the search in the URL; its code was not loaded before", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto("/cua-hang/");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((u) => /SearchOverlay/.test(u))).toEqual([]);

    await searchFromHeader(page, QUERY);
    const o = overlayParts(page);
    await expect(o.dialog).toHaveAttribute("aria-modal", "true");
    await expect(page.getByRole("dialog", { name: "Kết quả tìm kiếm cho “ao”" })).toBeVisible();
    await expect(o.results).toHaveCount(10);
    expect(await totalOf(o.total)).toBeGreaterThan(10);
    await expect(o.news).toHaveText(await o.total.innerText());
    await expect(o.input).toHaveValue(QUERY);
    await expect(o.input).toBeFocused();
    await expect(o.dialog.locator("mark").first()).toHaveCSS("background-color", "rgb(255, 255, 204)");
    expect(searchOf(page)).toEqual({ path: "/cua-hang/", params: { s: QUERY, post_types: "product" } });
    expect(scripts.some((u) => /SearchOverlay/.test(u))).toBe(true);
    // The page beneath is inert and does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
  });

  test("typing searches again after a pause; a slow earlier answer never replaces a newer one", async ({ page }) => {
    const searchFor = (text: string) => (r: Request) => r.url().includes("/wp-json/wpcom/v2/search?") && new URL(r.url()).searchParams.get("s") === text;
    const newerAnswered = page.waitForResponse((r) => searchFor("quan jean")(r.request()));
    await page.route("**/wp-json/wpcom/v2/search?*", async (route) => {
      // The answer for "quan" is held back until the answer for "quan jean" has arrived.
      if (searchFor("quan")(route.request())) await newerAnswered;
      await route.continue().catch(() => undefined);
    });
    await page.goto("/cua-hang/");
    await searchFromHeader(page, QUERY);
    const o = overlayParts(page);
    await settled(page);
    // The pause after "quan" searches it: its request is sent before the text goes on.
    const olderAsked = page.waitForRequest(searchFor("quan"));
    await o.input.fill("quan");
    const older = await olderAsked;
    await o.input.fill("quan jean");
    await expect(page.getByRole("dialog", { name: "Kết quả tìm kiếm cho “quan jean”" })).toBeVisible();
    await settled(page);
    const titles = await o.titles.allInnerTexts();
    expect(titles[0]).toMatch(/jean/i);
    // The older answer (unless the overlay dropped its request) has arrived in full, and the page caught up after it.
    await older.response().then((response) => response?.finished());
    await pageCaughtUp(page);
    expect(await o.titles.allInnerTexts()).toEqual(titles);
    // Typing rewrote the entry the header's search made rather than adding one per pause.
    expect(searchOf(page).params.s).toBe("quan jean");
    await page.goBack();
    await expect(o.dialog).toHaveCount(0);
  });

  test("the order applies at once: price low to high lists ascending prices", async ({ page }) => {
    await page.goto("/cua-hang/");
    await searchFromHeader(page, QUERY);
    const o = overlayParts(page);
    await expect(o.sort.locator("option")).toHaveText(["Liên quan nhất", "Mới nhất", "Cũ nhất", "Giá: thấp đến cao", "Giá: cao đến thấp", "Đánh giá"]);
    await expect(o.sort).toHaveValue("relevance");
    await settled(page);
    await o.sort.selectOption({ label: "Giá: thấp đến cao" });
    await expect(page).toHaveURL(/orderby=price_asc/);
    await settled(page);
    const prices = await currentPrices(o.results);
    expect(ascending(prices)).toBe(true);
    expect(prices).toHaveLength(10);
    expect(prices.every((p) => p > 0)).toBe(true);

    await o.sort.selectOption("price_desc");
    await settled(page);
    expect(ascending((await currentPrices(o.results)).reverse())).toBe(true);
  });

  test("a filter narrows the results to its count and goes in the URL; Xóa bộ lọc undoes every filter", async ({ page }) => {
    await page.goto("/cua-hang/");
    await searchFromHeader(page, QUERY);
    const o = overlayParts(page);
    await settled(page);
    // The header's form searches products (its post_type=product): that filter shows chosen.
    await expect(o.group("Loại nội dung").getByRole("checkbox", { name: /Sản phẩm/, checked: true })).toBeVisible();
    const before = await totalOf(o.total);
    const categories = o.group("Danh mục sản phẩm");
    const label = (await categories.locator("label").first().innerText()).trim();
    const count = Number(/\((\d+)\)$/.exec(label)?.[1]);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(before);

    await categories.getByRole("checkbox").first().check();
    await expect(page).toHaveURL(/product_cat=[a-z0-9-]+/);
    await settled(page);
    await expect(o.total).toHaveText(`${count} kết quả`);
    await expect(categories.getByRole("checkbox", { checked: true })).toHaveCount(1);

    await o.dialog.getByRole("button", { name: "Xóa bộ lọc" }).click();
    await settled(page);
    expect(searchOf(page).params).toEqual({ s: QUERY });
    await expect(o.dialog.getByRole("checkbox", { checked: true })).toHaveCount(0);
    expect(await totalOf(o.total)).toBeGreaterThan(before);
  });

  test("scrolling to the end loads the next 10 and says so; the button does the same", async ({ page }) => {
    const searches: URLSearchParams[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/wp-json/wpcom/v2/search?")) searches.push(new URL(r.url()).searchParams);
    });
    // Every kind of content, not only products: enough results for three pages.
    await page.goto(`/cua-hang/?s=${QUERY}`);
    const o = overlayParts(page);
    await settled(page);
    const total = await totalOf(o.total);
    expect(total).toBeGreaterThan(20);
    await expect(o.results).toHaveCount(10);
    await expect(o.more).toHaveText("Xem thêm kết quả");
    await o.more.scrollIntoViewIfNeeded();
    await expect(o.results).toHaveCount(20);
    await expect(o.news).toHaveText("Đã tải thêm 10 kết quả.");
    // Every result once, in the order the pages gave them.
    const links = await o.results.locator("h2 a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(new Set(links).size).toBe(20);

    // The button, from the keyboard (the list scrolled back up, so only the button asks): focus
    // lands on the first result that came.
    await o.dialog.locator(".overflow-y-auto").evaluate((el) => el.scrollTo(0, 0));
    await o.more.evaluate((button) => (button as HTMLButtonElement).focus({ preventScroll: true }));
    await page.keyboard.press("Enter");
    await expect(o.results).toHaveCount(Math.min(30, total));
    await expect(o.results.nth(20).locator("h2 a")).toBeFocused();
    // The list's end is out of sight: once the page has caught up (its new observer has reported), nothing more was asked.
    await pageCaughtUp(page);
    await expect(o.results).toHaveCount(Math.min(30, total));
    // The first page, then the two asked for: by the scroll and by the button.
    expect(searches.map((params) => params.has("page_handle"))).toEqual([false, true, true]);
  });

  test("the URL round trip: back and forward move through the overlay's states without reloading the page; a reload shows the same", async ({ page }) => {
    test.slow();
    const data = dataRequests(page);
    await page.goto("/cua-hang/");
    await searchFromHeader(page, QUERY);
    const o = overlayParts(page);
    const categories = o.group("Danh mục sản phẩm");
    await settled(page);
    await o.sort.selectOption("price_asc");
    await expect(page).toHaveURL(/orderby=price_asc/);
    await settled(page);
    const sortedTitles = await o.titles.allInnerTexts();
    await categories.getByRole("checkbox").first().check();
    await expect(page).toHaveURL(/product_cat=/);
    await settled(page);
    const filtered = searchOf(page);
    const filteredTitles = await o.titles.allInnerTexts();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await page.goBack();
    expect(searchOf(page)).toEqual({ path: "/cua-hang/", params: { s: QUERY, post_types: "product", orderby: "price_asc" } });
    await expect(o.sort).toHaveValue("price_asc");
    await expect(categories.getByRole("checkbox", { checked: true })).toHaveCount(0);
    await settled(page);
    await expect(o.titles).toHaveText(sortedTitles);
    await page.goForward();
    expect(searchOf(page)).toEqual(filtered);
    await expect(categories.getByRole("checkbox", { checked: true })).toHaveCount(1);
    await settled(page);
    await expect(o.titles).toHaveText(filteredTitles);
    await page.goBack();
    await page.goBack();
    await expect(o.sort).toHaveValue("relevance");
    await page.goBack();
    await expect(overlay(page)).toHaveCount(0);
    expect(searchOf(page)).toEqual({ path: "/cua-hang/", params: {} });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(data).toEqual([]);

    await page.goForward();
    await page.goForward();
    await page.goForward();
    expect(searchOf(page)).toEqual(filtered);
    await page.reload();
    await expect(o.dialog).toBeVisible();
    await expect(o.sort).toHaveValue("price_asc");
    await expect(categories.getByRole("checkbox", { checked: true })).toHaveCount(1);
    await settled(page);
    await expect(o.titles).toHaveText(filteredTitles);
    expect(searchOf(page)).toEqual(filtered);
    // Back to an entry of the document before the reload: that page loads with its search open.
    await page.goBack();
    await expect(o.sort).toHaveValue("price_asc");
    await expect(categories.getByRole("checkbox", { checked: true })).toHaveCount(0);
  });

  test("a shared link with a search opens the overlay over its page", async ({ page }) => {
    await page.goto(`/blog/?s=${QUERY}&orderby=newest`);
    const o = overlayParts(page);
    await expect(o.dialog).toBeVisible();
    await expect(o.sort).toHaveValue("newest");
    await expect(o.results.first()).toBeVisible();
    await o.close.click();
    await expect(o.dialog).toHaveCount(0);
    expect(searchOf(page)).toEqual({ path: "/blog/", params: {} });
    await expect(headerSearch(page)).toBeFocused();
  });

  test("Escape and the close button close it: the URL, the page's scroll and the focus come back", async ({ page }) => {
    await page.goto("/cua-hang/");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    const o = overlayParts(page);

    for (const closeBy of ["Escape", "button"] as const) {
      await searchFromHeader(page, QUERY);
      await expect(o.results.first()).toBeVisible();
      // The page beneath keeps still, and Tab never leaves the dialog.
      await page.mouse.wheel(0, 400);
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => !!document.activeElement?.closest("dialog.search-overlay"))).toBe(true);
      }
      if (closeBy === "Escape") {
        await o.input.focus();
        await page.keyboard.press("Escape");
      } else await o.close.click();
      await expect(o.dialog).toHaveCount(0);
      expect(searchOf(page)).toEqual({ path: "/cua-hang/", params: {} });
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("");
      await expect(headerSearch(page)).toBeFocused();
    }
    // Back reopens what was closed.
    await page.goBack();
    await expect(o.dialog).toBeVisible();
  });

  test("the open overlay has no serious or critical axe violations", async ({ page }) => {
    await page.goto("/cua-hang/");
    await searchFromHeader(page, QUERY);
    await expect(overlayParts(page).results.first()).toBeVisible();
    await overlayParts(page).group("Danh mục sản phẩm").getByRole("checkbox").first().check();
    await expect(page).toHaveURL(/product_cat=/);
    // Checked once the filtered answer is shown: while it loads, the old results are dimmed (and
    // fade back in), which axe rightly reads as too little contrast.
    const results = page.getByRole("dialog").locator("section[aria-busy]");
    await expect(results).toHaveAttribute("aria-busy", "false");
    await expect(results.locator(".transition-opacity").first()).toHaveCSS("opacity", "1");
    const violations = await seriousViolations(page);
    expect(violations.map((v) => v.id), formatViolations(violations)).toEqual([]);
  });

  test("a failed search says so and tries again", async ({ page }) => {
    let fail = true;
    await page.route("**/wp-json/wpcom/v2/search?*", (route) => (fail ? route.fulfill({ status: 503, body: "" }) : route.continue()));
    await page.goto("/cua-hang/");
    await searchFromHeader(page, QUERY);
    const o = overlayParts(page);
    await expect(o.dialog.getByRole("alert")).toHaveText(/Không tải được kết quả. Hãy thử lại./);
    fail = false;
    await o.dialog.getByRole("button", { name: "Thử lại" }).click();
    await expect(o.results).toHaveCount(10);
  });

  test("on a phone the filters fold behind a button", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/cua-hang/");
    await searchFromHeader(page, QUERY);
    const o = overlayParts(page);
    await expect(o.results.first()).toBeVisible();
    const toggle = o.dialog.getByRole("button", { name: "Hiện bộ lọc" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(o.group("Danh mục sản phẩm")).toBeHidden();
    await toggle.click();
    await expect(o.dialog.getByRole("button", { name: "Ẩn bộ lọc" })).toHaveAttribute("aria-expanded", "true");
    await expect(o.group("Danh mục sản phẩm")).toBeVisible();
  });

  test("on the results page, a filter link opens the overlay instead of loading a page; closing goes back to the page's search", async ({ page }) => {
    const data = dataRequests(page);
    await page.goto(`/?s=${QUERY}&post_type=product`);
    await hydrated(page);
    // The page itself shows this search: no overlay over it.
    await expect(page.locator("main h1")).toHaveText("Kết quả tìm kiếm cho “ao”");
    await expect(overlay(page)).toHaveCount(0);

    const link = page.locator("main section.search-filter").filter({ hasText: "Danh mục sản phẩm" }).locator("a").first();
    const slug = new URL((await link.getAttribute("href"))!, page.url()).searchParams.get("product_cat");
    await link.click();
    const o = overlayParts(page);
    await expect(o.dialog).toBeVisible();
    expect(searchOf(page)).toEqual({ path: "/", params: { s: QUERY, post_types: "product", product_cat: slug } });
    await settled(page);
    await expect(o.group("Danh mục sản phẩm").getByRole("checkbox", { checked: true })).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(o.dialog).toHaveCount(0);
    expect(searchOf(page)).toEqual({ path: "/", params: { s: QUERY, post_type: "product" } });
    await expect(link).toBeFocused();
    expect(data).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the server-rendered results page");

  test("the header form lands on the results page: results, noindex, and the filters as links", async ({ page }) => {
    await page.goto("/cua-hang/");
    const field = headerSearch(page);
    await field.fill(QUERY);
    await field.press("Enter");
    await expect(page).toHaveURL(/\/\?(.*&)?s=ao/);
    await expect(page.locator("main h1")).toHaveText("Kết quả tìm kiếm cho “ao”");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await expect(page.locator("main li.search-result")).toHaveCount(10);
    await expect(page.locator("main").getByText(/^Hiển thị 1–10 trong \d+ kết quả$/)).toBeVisible();
    // The header's field holds the search, as WordPress's search form does.
    await expect(headerSearch(page)).toHaveValue(QUERY);

    // A filter link: the results narrow to its count, and the link now undoes it.
    const option = page.locator("main section.search-filter").filter({ hasText: "Danh mục sản phẩm" }).locator("a").first();
    const count = Number(/\((\d+)\)/.exec(await option.innerText())![1]);
    await option.click();
    await expect(page).toHaveURL(/product_cat=/);
    await expect(page.locator("main").getByText(count <= 10 ? `${count} kết quả` : `Hiển thị 1–10 trong ${count} kết quả`, { exact: true })).toBeVisible();
    await expect(page.locator("main section.search-filter a", { hasText: "(đã chọn)" })).toHaveCount(2);
    await page.getByRole("link", { name: "Xóa bộ lọc" }).click();
    expect([...new URL(page.url()).searchParams.keys()]).toEqual(["s"]);
    await expect(page.locator("main section.search-filter a", { hasText: "(đã chọn)" })).toHaveCount(0);
  });

  test("the orders and the next and previous pages are links", async ({ page }) => {
    await page.goto(`/?s=${QUERY}&post_type=product`);
    const results = page.locator("main li.search-result");
    const range = page.locator("main").getByText(/^Hiển thị 1–10 trong \d+ kết quả$/);
    const total = Number(/trong (\d+)/.exec(await range.innerText())![1]);

    await page.getByRole("navigation", { name: "Sắp xếp" }).getByRole("link", { name: "Giá: thấp đến cao" }).click();
    await expect(page).toHaveURL(/orderby=price_asc/);
    expect(ascending(await currentPrices(results))).toBe(true);

    const first = await results.locator("h2").allInnerTexts();
    await page.getByRole("link", { name: "Xem thêm kết quả" }).click();
    await expect(page).toHaveURL(/page_handle=/);
    await expect(page.locator("main").getByText(new RegExp(`^Hiển thị 11–\\d+ trong ${total} kết quả$`))).toBeVisible();
    const second = await results.locator("h2").allInnerTexts();
    expect(second.some((t) => first.includes(t))).toBe(false);
    expect(ascending(await currentPrices(results))).toBe(true);
    await page.getByRole("link", { name: "Kết quả trước" }).click();
    await expect(results.locator("h2")).toHaveText(first);
  });

  test("parameters it cannot read are left out with a message, never an error page", async ({ page }) => {
    const response = await page.goto(`/?s=${QUERY}&orderby=gia&product_cat=%3Cb%3E&page_handle=zzz`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("main [role=status]")).toHaveText("Một số điều kiện tìm kiếm trong địa chỉ không hợp lệ nên đã được bỏ qua.");
    await expect(page.locator("main li.search-result")).toHaveCount(10);
  });

  test("WordPress's paged search address goes to the same results by page handle", async ({ page }) => {
    await page.goto(`/page/2/?s=${QUERY}&post_type=product`);
    await expect(page).toHaveURL(/page_handle=/);
    await expect(page.locator("main").getByText(/^Hiển thị 11–/)).toBeVisible();
  });
});
