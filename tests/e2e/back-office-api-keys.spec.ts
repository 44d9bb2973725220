import type { Page } from "@playwright/test";
import { AccountPages, expect, expectAxeClean, test } from "./fixtures/account";

/*
 * A customer's WooCommerce REST API key on the back office's customer screen, as the demo shop
 * manager handles it (decision 032): made with read permission (key and secret shown once),
 * accepted on WooCommerce's routes as the customer (whose role then refuses the catalogue's back
 * office), refused a write, and revoked.
 */

const MANAGER = { login: "quanly", password: "quanly-demo-2026" };

async function signInAsManager(page: Page, javaScriptEnabled: boolean, to: string): Promise<void> {
  await page.goto(`/tai-khoan/?redirect_to=${encodeURIComponent(to)}`);
  await new AccountPages(page, javaScriptEnabled).submitSignIn(MANAGER.login, MANAGER.password);
  await page.waitForURL((url) => url.pathname === to.split("?")[0]);
}

test("staff make a customer's API key, which authenticates on wc/ routes within its permission until they revoke it", async ({ page, request, javaScriptEnabled }, testInfo) => {
  test.skip(!javaScriptEnabled, "the back office is drawn by scripts (decision 028)");
  await signInAsManager(page, javaScriptEnabled, "/wp-admin/khach-hang/");
  await page.getByLabel("Tìm khách hàng").fill("minh quan");
  await page.getByRole("button", { name: "Tìm", exact: true }).click();
  await page.getByRole("link", { name: "Trần Minh Quân" }).click();
  const card = page.getByRole("region", { name: "Khóa REST API (WooCommerce)" });
  await expect(card).toBeVisible();

  const description = `Ứng dụng đơn hàng ${Date.now()}`;
  await card.getByLabel("Mô tả").fill(description);
  await card.getByLabel("Quyền").selectOption("read");
  await card.getByRole("button", { name: "Tạo khóa API" }).click();
  const key = await card.getByLabel("Consumer key").inputValue();
  const secret = await card.getByLabel("Consumer secret").inputValue();
  expect(key).toMatch(/^ck_[0-9a-f]{40}$/);
  expect(secret).toMatch(/^cs_[0-9a-f]{40}$/);
  const listed = card.getByRole("listitem").filter({ hasText: description });
  await expect(listed).toContainText(`Đọc · kết thúc bằng …${key.slice(-7)}`);
  await expect(listed).toContainText("Chưa dùng");
  await expectAxeClean(page, "a customer's page with an API key just made");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await card.screenshot({ path: testInfo.outputPath(`back-office-api-keys-${width}.png`) });
  }

  const query = `consumer_key=${key}&consumer_secret=${secret}`;
  // Authenticated as the customer: their role, not the key, refuses the back office's list.
  const read = await request.get(`/wp-json/wc/v3/products?${query}`);
  expect(read.status()).toBe(403);
  expect(((await read.json()) as { code: string }).code).toBe("woocommerce_rest_cannot_view");
  const write = await request.post(`/wp-json/wc/v3/products?${query}`, { data: { name: "Không được" } });
  expect(write.status()).toBe(401);
  expect(await write.json()).toEqual({ code: "woocommerce_rest_authentication_error", message: "Khóa API đã cung cấp không có quyền ghi.", data: { status: 401 } });

  await card.getByRole("button", { name: `Thu hồi khóa “${description}”` }).click();
  await expect(card.getByRole("status").filter({ hasText: "Đã thu hồi" })).toHaveText(`Đã thu hồi khóa API “${description}”.`);
  await expect(card.getByRole("listitem").filter({ hasText: description })).toHaveCount(0);
  const revoked = await request.get(`/wp-json/wc/v3/products?${query}`);
  expect(revoked.status()).toBe(401);
  expect(((await revoked.json()) as { code: string }).code).toBe("woocommerce_rest_authentication_error");
});
