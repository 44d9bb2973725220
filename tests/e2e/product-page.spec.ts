import { type Page, expect, test } from "@playwright/test";
import { seriousViolations } from "./fixtures/axe";

/*
 * The product page's own behaviour: the reviews tab (opened from the URL, the review-count
 * link, paged), posting a review, adding to the cart without JavaScript and the notice that
 * follows. The most reviewed products are the best sellers, first in popularity order.
 */
async function mostReviewedProduct(page: Page): Promise<string> {
  await page.goto("/cua-hang/?orderby=popularity");
  const href = await page.locator("ul.products > li.product .woocommerce-loop-product__title a").first().getAttribute("href");
  expect(href).toMatch(/^\/san-pham\/[^/]+\/$/);
  return href!;
}

/** The product's reviews tab and its panel (`#tab-reviews`, WooCommerce's tabs). */
const reviewsTab = (page: Page) => page.locator("#tab-title-reviews");
const reviews = (page: Page) => page.locator("#tab-reviews");
/** The reviews tab chosen and its panel shown. */
async function expectReviewsOpen(page: Page) {
  await expect(reviewsTab(page)).toHaveAttribute("aria-selected", "true");
  await expect(reviews(page)).toBeVisible();
}

test.describe("reviews", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "opening and scrolling are scripted");

  for (const suffix of ["#reviews", "#comments", "#tab-reviews", "#comment-1", "?cpage=1", "comment-page-1/"]) {
    test(`open and scroll under the header for …${suffix}`, async ({ page }) => {
      const path = await mostReviewedProduct(page);
      await page.goto(`${path}${suffix}`);
      await expectReviewsOpen(page);
      // Scrolled so the tabs' top sits header height (70) + 15 px below the viewport's top.
      await expect.poll(async () => Math.round(await page.locator(".woocommerce-tabs").evaluate((el) => el.getBoundingClientRect().top)), { timeout: 5000 }).toBe(85);
    });
  }

  test("stay closed on a plain product address, their code and the cards' not fetched until opened", async ({ page }) => {
    const path = await mostReviewedProduct(page);
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(reviewsTab(page)).toHaveAttribute("aria-selected", "false");
    await expect(reviews(page)).toBeHidden();
    // The server's reviews, related cards, header and footer are kept as drawn (decision 016).
    await expect(reviews(page).locator(".commentlist li, #review_form_wrapper").first()).toBeAttached();
    expect(scripts.filter((s) => /\/(ProductReviews|ProductCard|PageChrome)-/.test(s))).toEqual([]);
    await reviewsTab(page).click();
    await expect.poll(() => scripts.some((s) => /\/ProductReviews-/.test(s))).toBe(true);
    await expect(reviews(page).locator("#review_form_wrapper")).toBeVisible();
  });

  test("a star, a text and the focus given before the form's code arrives are kept when it takes over", async ({ page }) => {
    const path = await mostReviewedProduct(page);
    // The reviews' code is held back until the shopper has picked and typed in the server's form.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/ProductReviews-[^/]+\.js$/, async (route) => {
      asked = true;
      await released;
      await route.continue();
    });
    await page.goto(path);
    await reviewsTab(page).click();
    await expect.poll(() => asked).toBe(true);
    await page.getByText("2 sao").click();
    await page.getByLabel("Nhận xét của bạn").fill("Đang gõ dở thì mã của biểu mẫu mới tới.");
    await expect(page.getByLabel("Nhận xét của bạn")).toBeFocused();
    const drawn = await reviews(page).locator("#commentform").elementHandle();
    release();
    // The form is drawn anew by its component (the server's element is gone), with the entries.
    await expect.poll(() => drawn!.evaluate((form) => form.isConnected)).toBe(false);
    await expect(page.getByRole("radio", { name: "2 sao" })).toBeChecked();
    await expect(page.getByLabel("Nhận xét của bạn")).toHaveValue("Đang gõ dở thì mã của biểu mẫu mới tới.");
    await expect(page.getByLabel("Nhận xét của bạn")).toBeFocused();
  });

  test("the review-count link pushes #reviews and opens them", async ({ page }) => {
    const path = await mostReviewedProduct(page);
    await page.goto(path);
    const before = await page.evaluate(() => history.length);
    await page.locator("a.woocommerce-review-link").click();
    await expectReviewsOpen(page);
    await expect(reviewsTab(page)).toBeFocused();
    expect(new URL(page.url()).hash).toBe("#reviews");
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    expect(new URL(page.url()).hash).toBe("");
  });

  test("are paged ten at a time with links to comment-page-2", async ({ page }) => {
    const path = await mostReviewedProduct(page);
    await page.goto(`${path}#reviews`);
    const count = Number(/\((\d+)\)/.exec(await reviewsTab(page).innerText())![1]);
    expect(count).toBeGreaterThan(10);
    await expect(page.locator("ol.commentlist > li.review")).toHaveCount(10);
    const firstPage = await page.locator("ol.commentlist > li.review").first().getAttribute("id");
    await page.getByRole("navigation", { name: "Các trang đánh giá" }).getByRole("link", { name: "Trang 2" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}comment-page-2/#comments$`));
    await expectReviewsOpen(page);
    await expect(page.locator("ol.commentlist > li.review")).toHaveCount(Math.min(10, count - 10));
    expect(await page.locator("ol.commentlist > li.review").first().getAttribute("id")).not.toBe(firstPage);
  });

  test("the form shows each field's error at once and posts nothing", async ({ page }) => {
    await page.goto(`${await mostReviewedProduct(page)}#reviews`);
    let posted = false;
    page.on("request", (r) => {
      if (r.method() === "POST") posted = true;
    });
    await page.getByLabel("Email").fill("khach@");
    await page.getByRole("button", { name: "Gửi đánh giá" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Vui lòng sửa 4 lỗi" });
    await expect(summary).toBeFocused();
    await expect(page.getByLabel("Nhận xét của bạn")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Vui lòng nhập một địa chỉ email hợp lệ.").last()).toBeVisible();
    expect(posted).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("a posted review is held for moderation and a notice says so", async ({ page, javaScriptEnabled }, testInfo) => {
  await page.goto(await mostReviewedProduct(page));
  // Without scripts there are no tabs: every panel shows, the reviews' form with them.
  if (javaScriptEnabled) await reviewsTab(page).click();
  await expect(reviews(page)).toBeVisible();
  await page.getByText("4 sao").click();
  // Each project posts its own text: the same review twice is refused as a duplicate.
  await page.getByLabel("Nhận xét của bạn").fill(`Chất vải mềm, mặc thoáng. Sẽ ủng hộ shop tiếp (${testInfo.project.name}).`);
  await page.getByLabel("Tên").fill("Phạm Quỳnh");
  await page.getByLabel("Email").fill("quynh.pham@example.vn");
  await page.getByRole("button", { name: "Gửi đánh giá" }).click();
  await expect(page.locator(".woocommerce-message")).toHaveText("Cảm ơn bạn! Đánh giá của bạn đang chờ được duyệt.");
  await expect(page.locator("ol.commentlist")).not.toContainText("Phạm Quỳnh");
});

test("without JavaScript a bad review comes back with its errors beside the fields", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "the browser checks it first when scripts run");
  await page.goto(await mostReviewedProduct(page));
  await expect(reviewsTab(page)).toBeHidden();
  await page.getByLabel("Tên").fill("An");
  await page.getByRole("button", { name: "Gửi đánh giá" }).click();
  await expect(reviews(page)).toBeVisible();
  await expect(reviews(page).getByRole("heading", { name: /^Đánh giá \(\d+\)$/, level: 2 })).toBeVisible();
  await expect(page.getByText("Vui lòng sửa 3 lỗi bên dưới rồi gửi lại.")).toBeVisible();
  await expect(page.getByLabel("Tên")).toHaveValue("An");
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
});
