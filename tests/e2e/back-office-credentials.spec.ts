import type { Page } from "@playwright/test";
import { AccountPages, expect, expectAxeClean, test } from "./fixtures/account";

/*
 * The back office's shop-wide list of API keys and application passwords (`/wp-admin/khoa-api/`):
 * a key and a password made on a customer's screen both show there with their account, the list
 * is filtered by account, and one is revoked after a question asked in the page (cancelled first,
 * by keyboard, focus coming back), then refused by the API. axe and both widths.
 */

const MANAGER = { login: "quanly", password: "quanly-demo-2026" };

async function signInAsManager(page: Page, javaScriptEnabled: boolean, to: string): Promise<void> {
  await page.goto(`/tai-khoan/?redirect_to=${encodeURIComponent(to)}`);
  await new AccountPages(page, javaScriptEnabled).submitSignIn(MANAGER.login, MANAGER.password);
  await page.waitForURL((url) => url.pathname === to.split("?")[0]);
}

test("staff see every key and application password with its account, filter by account, and revoke one after confirming", async ({ page, request, javaScriptEnabled }, testInfo) => {
  test.skip(!javaScriptEnabled, "the back office is drawn by scripts (decision 028)");
  await signInAsManager(page, javaScriptEnabled, "/wp-admin/khach-hang/");
  await page.getByLabel("Tìm khách hàng").fill("minh quan");
  await page.getByRole("button", { name: "Tìm", exact: true }).click();
  await page.getByRole("link", { name: "Trần Minh Quân" }).click();
  const stamp = Date.now();
  const description = `Đồng bộ kho ${stamp}`;
  const keys = page.getByRole("region", { name: "Khóa REST API (WooCommerce)" });
  await keys.getByLabel("Mô tả").fill(description);
  await keys.getByLabel("Quyền").selectOption("read_write");
  await keys.getByRole("button", { name: "Tạo khóa API" }).click();
  const key = await keys.getByLabel("Consumer key").inputValue();
  const secret = await keys.getByLabel("Consumer secret").inputValue();
  const appName = `Sổ bán hàng ${stamp}`;
  const passwords = page.getByRole("region", { name: "Mật khẩu ứng dụng" });
  await passwords.getByLabel("Tên ứng dụng").fill(appName);
  await passwords.getByRole("button", { name: "Tạo mật khẩu ứng dụng" }).click();
  await expect(passwords.getByRole("listitem").filter({ hasText: appName })).toBeVisible();

  await page.getByRole("navigation", { name: "Quản trị cửa hàng" }).getByRole("link", { name: "Khóa API" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Khóa API và mật khẩu ứng dụng");
  const list = page.getByRole("region", { name: "Danh sách" });
  const keyRow = list.getByRole("listitem").filter({ hasText: description });
  await expect(keyRow).toContainText("Khóa REST API");
  await expect(keyRow).toContainText("của Trần Minh Quân (minhquan)");
  await expect(keyRow).toContainText(`Đọc/Ghi · kết thúc bằng …${key.slice(-7)}`);
  await expect(keyRow).toContainText("Truy cập lần cuối: Chưa dùng");
  const passwordRow = list.getByRole("listitem").filter({ hasText: appName });
  await expect(passwordRow).toContainText("Mật khẩu ứng dụng");
  await expect(passwordRow).toContainText("Dùng lần cuối: Chưa dùng");
  // Newest first: the password was made after the key.
  const names = await list.getByRole("listitem").allTextContents();
  expect(names.findIndex((t) => t.includes(appName))).toBeLessThan(names.findIndex((t) => t.includes(description)));
  await expectAxeClean(page, "the key list");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAxeClean(page, `the key list at ${width} px`);
    await page.screenshot({ path: testInfo.outputPath(`back-office-credentials-${width}.png`), fullPage: true });
  }

  // Filtered by another account, neither shows; by theirs, both.
  await page.getByLabel("Tài khoản").selectOption({ label: "Trần Minh Quân (minhquan)" });
  await page.getByRole("button", { name: "Lọc" }).click();
  await expect(page).toHaveURL(/\/wp-admin\/khoa-api\/\?user=\d+$/);
  await expect(list.getByRole("listitem")).toHaveCount(await list.getByRole("listitem").filter({ hasText: "của Trần Minh Quân (minhquan)" }).count());
  await expect(keyRow).toBeVisible();

  // Asked first: cancelled by keyboard, focus back on the button; then confirmed.
  const revoke = keyRow.getByRole("button", { name: `Thu hồi “${description}” của minhquan` });
  await revoke.focus();
  await page.keyboard.press("Enter");
  const question = keyRow.getByRole("group", { name: /Thu hồi khóa “Đồng bộ kho \d+” của Trần Minh Quân \(minhquan\)\?/ });
  await expect(question).toBeVisible();
  await expect(question.getByRole("button", { name: "Thu hồi" })).toBeFocused();
  await expectAxeClean(page, "the key list asking before a revocation");
  await page.screenshot({ path: testInfo.outputPath("back-office-credentials-asking.png"), fullPage: true });
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(question).toHaveCount(0);
  await expect(revoke).toBeFocused();
  expect((await request.get(`/wp-json/wc/v3/orders?consumer_key=${key}&consumer_secret=${secret}`)).status()).toBe(403);

  await revoke.click();
  await question.getByRole("button", { name: "Thu hồi" }).click();
  await expect(list.getByRole("status")).toHaveText(`Đã thu hồi khóa API “${description}”.`);
  await expect(list.getByRole("listitem").filter({ hasText: description })).toHaveCount(0);
  await expect(passwordRow).toBeVisible();
  const refused = await request.get(`/wp-json/wc/v3/orders?consumer_key=${key}&consumer_secret=${secret}`);
  expect(refused.status()).toBe(401);
});
