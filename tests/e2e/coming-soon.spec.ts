import { mkdirSync } from "node:fs";
import { type Page, test } from "@playwright/test";
import { expect, expectAxeClean } from "./fixtures/account";
import { hydrated } from "./fixtures/listing";
import { type Shop, startShopWithOptions } from "./fixtures/shop-with-options";

/*
 * Coming-soon mode (issue 23) on a shop of its own, since it closes the shop to guests: guests
 * get the coming-soon page (503, Retry-After, not indexed), with and without scripts; the shop
 * manager sees the shop with the footer banner, whose dismiss posts WordPress's user update with
 * the page's nonce and hides the banner once it is done, for good.
 */

// One shop for the file (each worker would start its own), its tests in order.
test.describe.configure({ mode: "serial", timeout: 120_000 });
const SHOTS = "test-results/site-chrome";
mkdirSync(SHOTS, { recursive: true });
const BANNER = "Cửa hàng đang ở chế độ sắp ra mắt: chỉ bạn và nhân viên thấy trang này.";

let shop: Shop;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  shop = await startShopWithOptions({ coming_soon_banner: { enabled: true, text: BANNER } });
});
test.afterAll(async () => {
  await shop?.stop();
});

async function signInAsManager(page: Page): Promise<void> {
  await page.goto(`${shop.url}/wp-login.php`);
  await page.getByLabel("Tên tài khoản hoặc địa chỉ e-mail").first().fill("quanly");
  await page.getByRole("textbox", { name: "Mật khẩu", exact: true }).first().fill("quanly-demo-2026");
  await page.getByRole("button", { name: "Đăng nhập" }).first().click();
  await expect(page).not.toHaveURL(/wp-login\.php/);
}

for (const width of [375, 1280]) {
  test(`guests get the coming-soon page at ${width} px; the sign-in page stays open`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/", "/cua-hang/", "/gio-hang/"]) {
      const answer = await page.goto(`${shop.url}${path}`);
      expect(answer!.status()).toBe(503);
      expect(answer!.headers()["retry-after"]).toBe("3600");
      expect(answer!.headers()["x-robots-tag"]).toBe("noindex");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sắp ra mắt");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
      await expect(page.locator(".woocommerce-store-notice, .woocommerce-coming-soon-banner")).toHaveCount(0);
    }
    await expectAxeClean(page, "the coming-soon page");
    if (test.info().project.use.javaScriptEnabled !== false) await page.screenshot({ path: `${SHOTS}/coming-soon-page-${width}.png` });
    const signIn = await page.goto(`${shop.url}/wp-login.php`);
    expect(signIn!.status()).toBe(200);
  });
}

for (const [width, reducedMotion] of [[375, "reduce"], [1280, "no-preference"]] as const) {
  test(`the shop manager sees the shop with the banner and dismisses it for good (${width} px, reduced motion ${reducedMotion})`, async ({ page }) => {
    test.skip(test.info().project.use.javaScriptEnabled === false, "signing in and the dismissal need scripts");
    await page.emulateMedia({ reducedMotion });
    await page.setViewportSize({ width, height: 800 });
    await signInAsManager(page);
    const answer = await page.goto(`${shop.url}/cua-hang/`);
    expect(answer!.status()).toBe(200);
    await hydrated(page);
    const banner = page.getByRole("region", { name: "Chế độ sắp ra mắt" });
    await expect(banner).toContainText(BANNER);
    await expect(banner.getByRole("link", { name: "Đổi chế độ hiển thị" })).toHaveAttribute("href", "/wp-admin/cai-dat/#thong-bao");
    await expectAxeClean(page, "a page with the coming-soon banner");
    await page.screenshot({ path: `${SHOTS}/coming-soon-banner-${width}.png` });

    const dismiss = banner.getByRole("button", { name: "Ẩn dải thông báo sắp ra mắt" });
    await expect(dismiss).toHaveAttribute("data-rest-url", "/wp-json/wp/v2/users/me");
    // Held until the test lets it go: the banner stays while the call is under way.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/wp-json/wp/v2/users/me*", async (route) => {
      await held;
      await route.continue();
    });
    const sent = page.waitForRequest((r) => r.url().includes("/wp-json/wp/v2/users/me"));
    await dismiss.focus();
    await page.keyboard.press("Enter");
    const request = await sent;
    expect(request.method()).toBe("POST");
    expect(request.headers()["x-wp-nonce"]).toMatch(/^\w+$/);
    expect(request.postDataJSON()).toEqual({ woocommerce_meta: { coming_soon_banner_dismissed: "yes" } });
    await expect(banner).toBeVisible();
    const done = page.waitForResponse((r) => r.url().includes("/wp-json/wp/v2/users/me"));
    release();
    const response = await done;
    expect(response.status()).toBe(200);
    expect((await response.json()).woocommerce_meta).toEqual({ coming_soon_banner_dismissed: "yes" });
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.locator(".woocommerce-coming-soon-banner")).toHaveCount(0);

    // Back for the other width's test: the dismissal is this account's, kept in its user meta.
    const nonce = request.headers()["x-wp-nonce"]!;
    const undone = await page.request.post(`${shop.url}/wp-json/wp/v2/users/me`, { headers: { "X-WP-Nonce": nonce }, data: { woocommerce_meta: { coming_soon_banner_dismissed: "" } } });
    expect(undone.status()).toBe(200);
  });
}

test("a dismissal with a wrong nonce or none gets WordPress's refusal, and the banner stays", async ({ page }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, "signing in needs scripts");
  await signInAsManager(page);
  const wrong = await page.request.post(`${shop.url}/wp-json/wp/v2/users/me`, { headers: { "X-WP-Nonce": "0123456789" }, data: { woocommerce_meta: { coming_soon_banner_dismissed: "yes" } } });
  expect(wrong.status()).toBe(403);
  expect(await wrong.json()).toMatchObject({ code: "rest_cookie_invalid_nonce", data: { status: 403 } });
  const none = await page.request.post(`${shop.url}/wp-json/wp/v2/users/me`, { data: { woocommerce_meta: { coming_soon_banner_dismissed: "yes" } } });
  expect(none.status()).toBe(401);
  expect(await none.json()).toMatchObject({ code: "rest_not_logged_in", data: { status: 401 } });
  await page.goto(`${shop.url}/`);
  await expect(page.locator(".woocommerce-coming-soon-banner")).toBeVisible();
});
