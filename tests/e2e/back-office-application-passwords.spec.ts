import type { Page } from "@playwright/test";
import { AccountPages, expect, expectAxeClean, test } from "./fixtures/account";

/*
 * A customer's application passwords on the back office's customer screen, as the demo shop
 * manager handles them: one made for the customer (shown once), used over REST with HTTP Basic,
 * and revoked.
 */

const MANAGER = { login: "quanly", password: "quanly-demo-2026" };

async function signInAsManager(page: Page, javaScriptEnabled: boolean, to: string): Promise<void> {
  await page.goto(`/tai-khoan/?redirect_to=${encodeURIComponent(to)}`);
  await new AccountPages(page, javaScriptEnabled).submitSignIn(MANAGER.login, MANAGER.password);
  await page.waitForURL((url) => url.pathname === to.split("?")[0]);
}

const basic = (user: string, password: string) => ({ Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}` });

test("staff make a customer's application password, which works over REST until they revoke it", async ({ page, request, javaScriptEnabled }, testInfo) => {
  test.skip(!javaScriptEnabled, "the back office is drawn by scripts (decision 028)");
  await signInAsManager(page, javaScriptEnabled, "/wp-admin/khach-hang/");
  await page.getByLabel("Tìm khách hàng").fill("minh quan");
  await page.getByRole("button", { name: "Tìm", exact: true }).click();
  await page.getByRole("link", { name: "Trần Minh Quân" }).click();
  const card = page.getByRole("region", { name: "Mật khẩu ứng dụng" });
  await expect(card).toBeVisible();

  const name = `Kế toán ${Date.now()}`;
  await card.getByLabel("Tên ứng dụng").fill(name);
  await card.getByRole("button", { name: "Tạo mật khẩu ứng dụng" }).click();
  const shown = card.getByLabel(`Mật khẩu mới cho “${name}”:`);
  await expect(shown).toHaveValue(/^[A-Za-z0-9]{4}( [A-Za-z0-9]{4}){5}$/);
  const password = await shown.inputValue();
  await expect(card.getByRole("listitem").filter({ hasText: name })).toContainText("Chưa dùng");
  await expectAxeClean(page, "a customer's page with an application password just made");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await card.screenshot({ path: testInfo.outputPath(`back-office-application-passwords-${width}.png`) });
  }

  const used = await request.get("/wp-json/wp/v2/users/me/application-passwords", { headers: basic("minhquan", password) });
  expect(used.status()).toBe(200);
  expect(((await used.json()) as Array<{ name: string }>).map((p) => p.name)).toContain(name);

  await card.getByRole("button", { name: `Thu hồi “${name}”` }).click();
  await expect(card.getByRole("status").filter({ hasText: "Đã thu hồi" })).toHaveText(`Đã thu hồi mật khẩu ứng dụng “${name}”.`);
  await expect(card.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
  const revoked = await request.get("/wp-json/wp/v2/users/me/application-passwords", { headers: basic("minhquan", password) });
  expect(revoked.status()).toBe(401);
});
