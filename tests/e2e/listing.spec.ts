import { type Page, expect, test } from "@playwright/test";
import { formatViolations, seriousViolations } from "./fixtures/axe";
import { pageCaughtUp } from "./fixtures/caught-up";
import {
  cardLook,
  cardParts,
  expectCardLook,
  findSwatchCard,
  freezeClock,
  hydrated,
  scrollToEnd,
  swatchData,
} from "./fixtures/listing";
import { ShopPage, dong } from "./fixtures/shop-page";
import { type Shop, startShopWithOptions } from "./fixtures/shop-with-options";

/*
 * Product listings (issue 3, items 1–2; spec §2 "Shop / product listing pages", §4 "Swatches in
 * a listing card", §9 timings): swatches in the cards with the demo shop's default options
 * (select on hover, links get the value, a click on the selection deselects it, auto-reset of
 * the box after 300 ms), then the other options on a second shop; the spoken result count and
 * the focused notice on the page clock; infinite scroll; and the same pages without JavaScript.
 */

// Pages are heavy on a shared machine, and the second shop seeds and starts within the file.
test.describe.configure({ timeout: 90_000 });

const resultTotal = async (shop: ShopPage) =>
  Number(/trong ([\d.]+) kết quả/.exec(await shop.resultCount.innerText())![1]!.replaceAll(".", ""));

test.describe("swatches in cards, with the shop's default options", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "swatches need JavaScript");

  test("hovering a swatch shows its picture and adds it to the card's links; 300 ms after the mouse leaves the card it is undone", async ({ page }) => {
    const { path, postClass } = await findSwatchCard(page, 2);
    await freezeClock(page);
    await page.goto(path);
    await hydrated(page);
    const parts = cardParts(page, postClass);
    const before = await cardLook(parts);
    const swatch = parts.swatches.nth(1);
    const data = await swatchData(swatch);
    expect(data.src).not.toBe(before.src);

    await swatch.hover();
    await expect(swatch).toHaveAttribute("aria-pressed", "true");
    await expect(parts.swatches.nth(0)).toHaveAttribute("aria-pressed", "false");
    await expect(parts.image).toHaveAttribute("src", data.src!);
    await expect(parts.source).toHaveAttribute("srcset", data.srcset!);
    await expect(parts.avifSource).toHaveAttribute("srcset", data.avifSrcset!);
    expect(await parts.links.count()).toBe(2);
    for (const [i, link] of (await parts.links.all()).entries()) {
      await expect(link).toHaveAttribute("href", `${before.hrefs[i]}?${data.field}=${data.value}`);
    }

    // Moving within the card (the box is the reset's scope) keeps the choice…
    await parts.title.hover();
    await page.clock.runFor(1000);
    await expect(swatch).toHaveAttribute("aria-pressed", "true");
    // …leaving it undoes the choice 300 ms later (swatches_box_reset_time), not before.
    await page.mouse.move(2, 2);
    await page.clock.runFor(299);
    await expect(swatch).toHaveAttribute("aria-pressed", "true");
    await page.clock.runFor(1);
    await expect(swatch).toHaveAttribute("aria-pressed", "false");
    await expectCardLook(parts, before);
  });

  test("coming back before 300 ms keeps the choice", async ({ page }) => {
    const { path, postClass } = await findSwatchCard(page, 2);
    await freezeClock(page);
    await page.goto(path);
    await hydrated(page);
    const parts = cardParts(page, postClass);
    const swatch = parts.swatches.nth(1);
    await swatch.hover();
    await expect(swatch).toHaveAttribute("aria-pressed", "true");
    await page.mouse.move(2, 2);
    await page.clock.runFor(200);
    await parts.title.hover();
    await page.clock.runFor(2000);
    await expect(swatch).toHaveAttribute("aria-pressed", "true");
  });

  test("a mouse click on the swatch its hover shows keeps it chosen; a second click deselects it and restores the picture and the links", async ({ page }) => {
    const { path, postClass } = await findSwatchCard(page, 2);
    await freezeClock(page);
    await page.goto(path);
    await hydrated(page);
    const parts = cardParts(page, postClass);
    const before = await cardLook(parts);
    const swatch = parts.swatches.nth(1);
    const data = await swatchData(swatch);
    await swatch.hover();
    await expect(swatch).toHaveAttribute("aria-pressed", "true");

    // The desktop's click (the mouse already over the swatch): the colour stays, long after.
    await swatch.click();
    await page.clock.runFor(1000);
    await expect(swatch).toHaveAttribute("aria-pressed", "true");
    await expect(parts.image).toHaveAttribute("src", data.src!);
    await expect(parts.source).toHaveAttribute("srcset", data.srcset!);
    await expect(parts.avifSource).toHaveAttribute("srcset", data.avifSrcset!);
    await expect(parts.title).toHaveAttribute("href", `${before.hrefs[1]}?${data.field}=${data.value}`);

    await swatch.click();
    await expect(swatch).toHaveAttribute("aria-pressed", "false");
    await expectCardLook(parts, before);
    expect(page.url()).toContain(path);
  });

  test("a click on another swatch than the one hovered first moves the choice to it", async ({ page }) => {
    const { path, postClass } = await findSwatchCard(page, 2);
    await page.goto(path);
    await hydrated(page);
    const parts = cardParts(page, postClass);
    const [first, second] = [parts.swatches.nth(0), parts.swatches.nth(1)];
    await first.hover();
    await expect(first).toHaveAttribute("aria-pressed", "true");
    await second.click();
    await expect(second).toHaveAttribute("aria-pressed", "true");
    await expect(first).toHaveAttribute("aria-pressed", "false");
    await expect(parts.image).toHaveAttribute("src", (await swatchData(second)).src!);
  });

  test("from the keyboard, focusing a swatch shows it, Enter chooses it and Enter again deselects it", async ({ page }) => {
    const { path, postClass } = await findSwatchCard(page, 2);
    await page.goto(path);
    await hydrated(page);
    const parts = cardParts(page, postClass);
    const before = await cardLook(parts);
    const [first, second] = [parts.swatches.nth(0), parts.swatches.nth(1)];
    await expect(first).toHaveRole("button");
    await expect(second).toHaveAccessibleName((await swatchData(second)).name);

    await first.focus();
    await page.keyboard.press("Tab");
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute("aria-pressed", "true");
    await expect(first).toHaveAttribute("aria-pressed", "false");
    await expect(parts.image).toHaveAttribute("src", (await swatchData(second)).src!);
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-pressed", "true");
    await expect(parts.image).toHaveAttribute("src", (await swatchData(second)).src!);
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-pressed", "false");
    await expectCardLook(parts, before);
  });

  test("the card with swatches has no serious or critical axe violations, at 375 and 1280 px", async ({ page }) => {
    const { path, postClass } = await findSwatchCard(page, 2);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await cardParts(page, postClass).swatches.nth(1).hover();
      const violations = await seriousViolations(page);
      expect(violations.map((v) => v.id), `${path} at ${width} px:\n${formatViolations(violations)}`).toEqual([]);
    }
  });
});

test.describe("swatches in cards, on a phone", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "swatches need JavaScript");
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

  test("a tap selects a swatch and shows its picture; a second tap deselects it", async ({ page }) => {
    const { path, postClass } = await findSwatchCard(page, 2);
    await freezeClock(page);
    await page.goto(path);
    await hydrated(page);
    const parts = cardParts(page, postClass);
    const before = await cardLook(parts);
    const swatch = parts.swatches.nth(1);
    const data = await swatchData(swatch);
    await swatch.tap();
    await expect(swatch).toHaveAttribute("aria-pressed", "true");
    await expect(parts.image).toHaveAttribute("src", data.src!);
    // Well past the box's 300 ms reset: a tap is not a mouse leaving.
    await page.clock.runFor(1000);
    await expect(swatch).toHaveAttribute("aria-pressed", "true");
    await swatch.tap();
    await expect(swatch).toHaveAttribute("aria-pressed", "false");
    await expectCardLook(parts, before);
  });
});

test.describe("swatches in cards, with the other options", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "swatches need JavaScript");

  // Select on click, links left alone, the selection's click opens the product, the auto-reset
  // follows the swatch (not the box) and hides the extra swatches again, two before "+N".
  const swatches = {
    card_select_on: "click",
    card_append_to_links: false,
    card_selected_click: "go-to-product",
    card_auto_reset: true,
    card_reset_scope: "swatch",
    card_reset_rehides: true,
    card_limit: 2,
  };
  let shop: Shop;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    shop = await startShopWithOptions({ theme_options: { swatches } });
  });
  test.afterAll(async () => {
    await shop?.stop();
  });

  test("a click selects (hovering does not) and leaves the links alone; a click on the selection opens the product", async ({ page }) => {
    const { path, postClass } = await findSwatchCard(page, 2, shop.url);
    await page.goto(path);
    await hydrated(page);
    const parts = cardParts(page, postClass);
    const before = await cardLook(parts);
    const swatch = parts.swatches.nth(1);
    const data = await swatchData(swatch);

    await swatch.hover();
    await parts.title.hover();
    await expect(swatch).toHaveAttribute("aria-pressed", "false");
    await swatch.click();
    await expect(swatch).toHaveAttribute("aria-pressed", "true");
    await expect(parts.image).toHaveAttribute("src", data.src!);
    expect(await parts.links.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(before.hrefs);

    await swatch.click();
    await expect(page).toHaveURL(`${shop.url}${before.hrefs[0]}`);
    await expect(page.locator(".summary .price")).toBeVisible();
  });

  test("the \"+N\" limiter shows the hidden swatches; leaving the swatch undoes the choice after 300 ms and hides them again", async ({ page }) => {
    const { path, postClass } = await findSwatchCard(page, 3, shop.url);
    await freezeClock(page);
    await page.goto(path);
    await hydrated(page);
    const parts = cardParts(page, postClass);
    const count = await parts.swatches.count();
    await expect(parts.swatches.nth(1)).toBeVisible();
    await expect(parts.swatches.nth(2)).toBeHidden();
    await expect(parts.limiter).toHaveText(`+${count - 2}`);
    await expect(parts.limiter).toHaveAccessibleName(`Xem thêm ${count - 2} lựa chọn`);

    await parts.limiter.click();
    for (let i = 0; i < count; i++) await expect(parts.swatches.nth(i)).toBeVisible();
    await expect(parts.limiter).toBeHidden();
    await expect(parts.limiter).not.toHaveAttribute("aria-pressed");

    const extra = parts.swatches.nth(2);
    await extra.click();
    await expect(extra).toHaveAttribute("aria-pressed", "true");
    // The swatch is the reset's scope: moving onto the card's title is leaving it.
    await parts.title.hover();
    await page.clock.runFor(299);
    await expect(extra).toHaveAttribute("aria-pressed", "true");
    await page.clock.runFor(1);
    await expect(extra).toHaveAttribute("aria-pressed", "false");
    await expect(extra).toBeHidden();
    await expect(parts.limiter).toBeVisible();
  });
});

test.describe("the result count and the shop notices", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "announcements need JavaScript");

  test("the result count, with the order, is said again 2 s after load", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/cua-hang/?orderby=price");
    await hydrated(page);
    const shop = new ShopPage(page);
    const spoken = page.locator('main p[aria-live="polite"]');
    await expect(spoken).toHaveText("");
    await page.clock.runFor(1999);
    await expect(spoken).toHaveText("");
    await page.clock.runFor(1);
    await expect(spoken).toHaveText(`${await shop.resultCount.innerText()}. Sắp xếp: Thứ tự theo giá: thấp đến cao.`);
  });

  test("500 ms after load the first shop notice takes the focus", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/?s=khongcosanphamnaotennay&post_type=product");
    await hydrated(page);
    const notice = page.locator("main .woocommerce-info");
    await expect(notice).toContainText("Không tìm thấy kết quả nào cho “khongcosanphamnaotennay”.");
    await page.clock.runFor(499);
    await expect(notice).not.toBeFocused();
    await page.clock.runFor(1);
    await expect(notice).toBeFocused();
    await expect(notice).toHaveAttribute("tabindex", "-1");
  });
});

test.describe("infinite scroll", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "infinite scroll needs JavaScript");

  test("scrolling to the end appends the next pages' cards in the same order, counts them, moves the page links on, and stops at the last page", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.pathname.includes("/page/")) fetched.push(`${url.pathname}${url.search}`);
    });
    await page.goto("/cua-hang/?orderby=price");
    const shop = new ShopPage(page);
    const total = await resultTotal(shop);
    const pages = Math.ceil(total / 24);
    expect(pages).toBeGreaterThan(2);
    const status = page.locator(".infinite-scroll [role=status]");
    await expect(shop.cards).toHaveCount(24);

    for (let n = 2; n <= pages; n++) {
      await scrollToEnd(page);
      const shown = Math.min(total, n * 24);
      await expect(shop.cards).toHaveCount(shown);
      await expect(shop.resultCount).toHaveText(`Hiển thị 1–${shown} trong ${total} kết quả`);
      if (n === pages) break;
      await expect(status).toHaveText(`Đã tải thêm 24 sản phẩm. Hiển thị 1–${shown} trong ${total} kết quả.`);
      // The links are the last loaded page's: it is the current one, and "next" is the first not shown.
      await expect(shop.pagination.locator("[aria-current=page]")).toHaveText(`Trang ${n}, trang hiện tại${n}`);
      await expect(shop.pagination.getByRole("link", { name: "Trang sau" })).toHaveAttribute("href", `/cua-hang/page/${n + 1}/?orderby=price`);
      await expect(shop.pagination.getByRole("link", { name: "Trang 1", exact: true })).toHaveAttribute("href", "/cua-hang/?orderby=price");
    }
    await expect(status).toHaveText(
      `Đã tải thêm ${total - (pages - 1) * 24} sản phẩm. Hiển thị 1–${total} trong ${total} kết quả. Đã hiển thị tất cả sản phẩm.`,
    );
    // Every product is on the page: the links to its pages go, as in Flatsome.
    await expect(page.locator("main .woocommerce-pagination")).toBeHidden();
    await scrollToEnd(page);
    await pageCaughtUp(page);
    expect(fetched).toEqual(Array.from({ length: pages - 1 }, (_, i) => `/cua-hang/page/${i + 2}/?orderby=price`));

    const prices = await shop.cardPrices();
    expect(prices).toEqual(prices.toSorted((a, b) => a - b));
    const names = await shop.cards.locator(".woocommerce-loop-product__title").allTextContents();
    expect(new Set(names).size).toBe(total);
  });

  test("from a later page, the count starts at that page's first product and the links stay for the pages before", async ({ page }) => {
    await page.goto("/cua-hang/page/2/");
    const shop = new ShopPage(page);
    const total = await resultTotal(shop);
    expect(Math.ceil(total / 24)).toBe(3);
    await expect(shop.resultCount).toHaveText(`Hiển thị 25–48 trong ${total} kết quả`);
    await scrollToEnd(page);
    await expect(shop.cards).toHaveCount(total - 24);
    await expect(shop.resultCount).toHaveText(`Hiển thị 25–${total} trong ${total} kết quả`);
    await expect(shop.pagination).toBeVisible();
    await expect(shop.pagination.locator("[aria-current=page]")).toHaveText("Trang 3, trang hiện tại3");
    await expect(shop.pagination.getByRole("link", { name: "Trang 1", exact: true })).toHaveAttribute("href", "/cua-hang/");
    await expect(shop.pagination.getByRole("link", { name: "Trang sau" })).toHaveCount(0);
  });

  test("the count said again 2 s after load is the one shown by then", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/cua-hang/?orderby=date");
    await hydrated(page);
    const shop = new ShopPage(page);
    const total = await resultTotal(shop);
    await scrollToEnd(page);
    await expect(shop.cards).toHaveCount(48);
    await page.clock.runFor(2000);
    await expect(page.locator('main p[aria-live="polite"]')).toHaveText(`Hiển thị 1–48 trong ${total} kết quả. Sắp xếp: Mới nhất.`);
  });

  test("says it is loading, and the appended cards' swatches work", async ({ page }) => {
    // The second page is held back until the loading message has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/cua-hang\/page\/2\/$/, async (route) => {
      await held;
      await route.continue();
    });
    const later: string[] = [];
    page.on("request", (r) => {
      if (/\/cua-hang\/page\/[3-9]\//.test(r.url())) later.push(r.url());
    });
    await page.goto("/cua-hang/");
    const shop = new ShopPage(page);
    await scrollToEnd(page);
    const status = page.locator(".infinite-scroll [role=status]");
    await expect(status).toHaveText("Đang tải thêm sản phẩm…");
    await expect(status).toBeVisible();
    release();
    await expect(shop.cards).toHaveCount(48);
    await expect(status).toHaveText(/^Đã tải thêm 24 sản phẩm\. Hiển thị 1–48 trong \d+ kết quả\.$/);
    // The new cards fill the screen: the next page waits until their end comes near.
    await pageCaughtUp(page);
    await expect(shop.cards).toHaveCount(48);
    expect(later).toEqual([]);

    const appended = page.locator(".infinite-scroll li.product").filter({ has: page.locator(".ux-swatch[data-image-src]") }).first();
    const swatch = appended.locator(".ux-swatch").nth(1);
    const data = await swatchData(swatch);
    await swatch.hover();
    await expect(swatch).toHaveAttribute("aria-pressed", "true");
    await expect(appended.locator("picture img")).toHaveAttribute("src", data.src!);
    await expect(appended.locator(".woocommerce-loop-product__title a")).toHaveAttribute("href", new RegExp(`\\?${data.field}=${data.value}$`));
  });

  test("a failed load says so in Vietnamese, keeps the page links, and can be tried again", async ({ page }) => {
    await page.route(/\/cua-hang\/page\/2\/$/, (route) => route.abort("internetdisconnected"));
    await page.goto("/cua-hang/");
    const shop = new ShopPage(page);
    await scrollToEnd(page);
    await expect(page.getByText("Không tải được thêm sản phẩm. Hãy thử lại hoặc dùng liên kết phân trang bên dưới.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Mở trang 2" })).toHaveAttribute("href", "/cua-hang/page/2/");
    await expect(shop.pagination.getByRole("link", { name: "Trang sau" })).toBeVisible();
    await expect(shop.cards).toHaveCount(24);

    await page.unroute(/\/cua-hang\/page\/2\/$/);
    await page.getByRole("button", { name: "Thử lại" }).click();
    await expect(shop.cards).toHaveCount(48);
    await expect(page.getByRole("button", { name: "Thử lại" })).toHaveCount(0);
  });
});

test("sorting from a later page starts the new order from the first page", async ({ page, javaScriptEnabled }) => {
  const shop = new ShopPage(page);
  await page.goto("/cua-hang/page/2/");
  await shop.sortSelect.selectOption({ label: "Thứ tự theo giá: cao xuống thấp" });
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Sắp xếp" }).click();
  await expect(page).toHaveURL("/cua-hang/?orderby=price-desc");
  await expect(shop.resultCount).toHaveText(/^Hiển thị 1–24 trong /);
});

test("without JavaScript the sort button and the page links reach every product once, in order", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "the page as visitors without JavaScript and crawlers get it");
  const shop = new ShopPage(page);
  await page.goto("/cua-hang/");
  await expect(page.getByRole("button", { name: "Sắp xếp" })).toBeVisible();
  await shop.sortSelect.selectOption("price-desc");
  await page.getByRole("button", { name: "Sắp xếp" }).click();
  await expect(page).toHaveURL("/cua-hang/?orderby=price-desc");
  const total = await resultTotal(shop);

  // "Price: high to low" orders by the top of a product's price range.
  const topPrices = () => shop.cards.locator(".price").evaluateAll((prices) =>
    prices.map((p) => {
      const amounts = [...p.querySelectorAll("ins .amount, :scope > .amount, span[aria-hidden] > .amount")].map((a) => Number(a.textContent!.replace(/\D/g, "")));
      return Math.max(...amounts);
    }),
  );
  const prices: number[] = [];
  const names: string[] = [];
  for (let n = 1; ; n++) {
    await expect(shop.resultCount).toContainText(`Hiển thị ${(n - 1) * 24 + 1}–`);
    // Nothing is appended without JavaScript: each page is its own 24.
    await scrollToEnd(page);
    await expect(shop.cards).toHaveCount(Math.min(24, total - (n - 1) * 24));
    prices.push(...(await topPrices()));
    names.push(...(await shop.cards.locator(".woocommerce-loop-product__title").allTextContents()));
    const next = shop.pagination.getByRole("link", { name: "Trang sau" });
    if ((await next.count()) === 0) break;
    await next.click();
    await expect(page).toHaveURL(`/cua-hang/page/${n + 1}/?orderby=price-desc`);
  }
  expect(names).toHaveLength(total);
  expect(new Set(names).size).toBe(total);
  expect(prices).toEqual(prices.toSorted((a, b) => b - a));
});

test("cards of variable products show their swatches as buttons, even without JavaScript", async ({ page }) => {
  const { path, postClass } = await findSwatchCard(page, 2);
  await page.goto(path);
  const parts = cardParts(page, postClass);
  const group = parts.card.getByRole("group");
  await expect(group).toHaveAccessibleName(/^(Màu sắc|Họa tiết)$/);
  const first = parts.swatches.first();
  const data = await swatchData(first);
  await expect(first).toHaveAttribute("aria-pressed", "false");
  await expect(first).toHaveAttribute("title", data.name);
  expect(data.field).toMatch(/^attribute_pa_[a-z0-9-]+$/);
  expect(data.src).toMatch(/^\/wp-content\/uploads\/.+\.jpg\?v=[\w-]{10}$/);
  expect(data.srcset).toMatch(/\.webp\?v=[\w-]{10} 400w, .+\.webp\?v=[\w-]{10} 800w$/);
  await expect(parts.card.locator(".price")).toContainText("₫");
  expect(dong((await parts.card.locator(".price .amount").first().textContent())!)).toBeGreaterThan(0);
});

test.describe("star ratings in cards", () => {
  /** Every card's star row on the page: its rating as said, and how much of the row is filled. */
  const starRows = (page: Page, cards: string) =>
    page.locator(`${cards} li.product .star-rating`).evaluateAll((rows) =>
      rows.map((row) => {
        const card = row.closest("li")!;
        return {
          name: card.querySelector(".woocommerce-loop-product__title")!.textContent!.trim(),
          rating: Number(/hạng ([\d,]+) trên 5/.exec(row.getAttribute("aria-label") ?? "")![1]!.replace(",", ".")),
          row: row.getBoundingClientRect().width,
          filled: row.lastElementChild!.getBoundingClientRect().width,
          card: card.getBoundingClientRect().width,
        };
      }),
    );

  /** The filled stars cover the rating's share of the five, measured against the star row, not the card. */
  const expectFilledToRating = (rows: Awaited<ReturnType<typeof starRows>>) => {
    for (const r of rows) {
      expect(r.row, r.name).toBeLessThan(r.card / 2);
      expect(r.filled / r.row, `${r.name} (${r.rating})`).toBeCloseTo(r.rating / 5, 2);
    }
  };

  test("fill to the rating on the shop's cards, at 375 and 1280 px", async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const rows = [];
      for (const path of ["/cua-hang/", "/cua-hang/page/2/", "/cua-hang/page/3/"]) {
        await page.goto(path);
        rows.push(...(await starRows(page, "main ul.products")));
      }
      expectFilledToRating(rows);
      const dress = rows.find((r) => r.name === "Váy maxi voan đi biển");
      expect(dress?.rating).toBe(3.33);
      expect(dress!.filled / dress!.row).toBeCloseTo(0.666, 2);
    }
  });

  test("fill to the rating on a product page's related products", async ({ page }) => {
    await page.goto("/san-pham/vay-maxi-voan-di-bien/");
    const rows = await starRows(page, "section.related");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.rating < 4.9)).toBe(true);
    expectFilledToRating(rows);
  });
});
