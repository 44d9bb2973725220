import type { Page } from "@playwright/test";
import { AccountPages, createAccount } from "./fixtures/account";
import { hydrated } from "./fixtures/listing";
import { PAGE_KINDS, expect, test } from "./fixtures/page-kinds";
import { QUERY, searchFromHeader } from "./fixtures/search-overlay";

/*
 * Full-page pictures of every page kind at a phone's width and a desktop's, for a person to look
 * at (Vietnamese text, VND prices, layout): `npm run test:screens` → test-results/screens/.
 * They are not compared against references, so they never fail a run on a pixel.
 */
const DIR = "test-results/screens";

/** Has the lazy images load now (a full-page picture shows them all), then waits until every image is decoded. */
async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const img of document.images) img.loading = "eager";
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
  });
}

for (const width of [375, 1280]) {
  test.describe(`screens at ${width} px @screens`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const kind of PAGE_KINDS) {
      test(`${kind} @screens`, async ({ page, pageKinds }) => {
        const { path, status } = pageKinds[kind];
        const response = await page.goto(path);
        expect(response?.status()).toBe(status);
        await loadAllImages(page);
        await page.screenshot({ path: `${DIR}/${kind.replaceAll(" ", "-")}-${width}.png`, fullPage: true });
      });
    }

    test("live search suggestions @screens", async ({ page }) => {
      await page.goto("/");
      // The form the width shows: the header's on a desktop, the one under it on a phone.
      const input = page.locator(width < 850 ? "#header-search-mobile" : "#header-search");
      await input.pressSequentially("dong ho");
      await expect(page.locator(`#${await input.getAttribute("aria-controls")} [role=option]`).first()).toBeVisible();
      await input.press("ArrowDown");
      await loadAllImages(page);
      await page.screenshot({ path: `${DIR}/live-search-${width}.png` });
    });

    test("instant search overlay @screens", async ({ page }) => {
      await page.goto("/cua-hang/");
      await searchFromHeader(page, QUERY);
      await expect(page.locator("dialog.search-overlay .search-total")).toBeVisible();
      await page.locator("dialog.search-overlay").evaluate(async (dialog) => {
        await Promise.all([...dialog.querySelectorAll("img")].map((img) => img.decode().catch(() => undefined)));
      });
      await page.screenshot({ path: `${DIR}/search-overlay-${width}.png` });
    });

    test("login popup, My account and the two-factor prompt @screens", async ({ page, browser }, testInfo) => {
      test.slow(); // a registration, two sign-ins and turning two-factor on, each with its CAPTCHA
      const account = await createAccount(browser, testInfo, { label: "anh-chup" });
      const accountPages = new AccountPages(page, true);
      const openPopup = async () => {
        await page.goto("/cua-hang/");
        await hydrated(page);
        await page.getByRole("link", { name: "Đăng nhập / Đăng ký" }).click();
        await expect(page.locator("#login-form-popup #username")).toBeFocused({ timeout: 15_000 });
      };
      await openPopup();
      await page.screenshot({ path: `${DIR}/login-popup-${width}.png` });

      await accountPages.signIn(account);
      await accountPages.expectSignedIn();
      await page.screenshot({ path: `${DIR}/my-account-${width}.png`, fullPage: true });
      await accountPages.turnOnTwoFactor();
      await accountPages.signOut();

      await openPopup();
      await accountPages.submitSignIn(account.email, account.password);
      await expect(page.locator("#login-form-popup").getByLabel("Mã xác thực", { exact: true })).toBeFocused({ timeout: 15_000 });
      await page.screenshot({ path: `${DIR}/two-factor-prompt-${width}.png` });
    });

    test("contact forms: fresh, with errors, sent @screens", async ({ page }) => {
      await page.goto("/lien-he/");
      const message = page.locator(".wpcf7").first();
      await expect(message).toHaveClass(/\bjs\b/);
      await message.screenshot({ path: `${DIR}/contact-form-${width}.png` });
      await message.getByLabel("Tôi đồng ý").check();
      await message.getByRole("button", { name: "Gửi lời nhắn" }).click();
      await expect(message.locator("form")).toHaveAttribute("data-status", "invalid");
      await message.screenshot({ path: `${DIR}/contact-form-invalid-${width}.png` });
      await message.locator('[name="your-name"]').fill("Nguyễn Thị Lan");
      await message.locator('[name="your-email"]').fill("lan@example.vn");
      await message.locator('[name="your-message"]').fill("Shop ơi, áo sơ mi linen còn size M không ạ?");
      await message.getByRole("button", { name: "Gửi lời nhắn" }).click();
      await expect(message.locator("form")).toHaveAttribute("data-status", "sent");
      await message.screenshot({ path: `${DIR}/contact-form-sent-${width}.png` });
      const order = page.locator(".wpcf7").nth(1);
      await order.screenshot({ path: `${DIR}/contact-form-every-field-${width}.png` });
    });
  });
}
