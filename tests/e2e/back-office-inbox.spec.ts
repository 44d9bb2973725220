import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { AccountPages, expect, expectAxeClean, test, withFreshContext } from "./fixtures/account";
import { backOfficeRest } from "./fixtures/back-office-rest";

/*
 * The back office's inbox as the demo shop manager uses it: a visitor's contact-form message
 * arrives unread (marked, and counted in the menu), is opened and marked read and unread again
 * by keyboard; the customers and dashboard screens draw from the same REST API.
 */

const MANAGER = { login: "quanly", password: "quanly-demo-2026" };

async function signInAsManager(page: Page, javaScriptEnabled: boolean, to: string): Promise<void> {
  await page.goto(`/tai-khoan/?redirect_to=${encodeURIComponent(to)}`);
  await new AccountPages(page, javaScriptEnabled).submitSignIn(MANAGER.login, MANAGER.password);
  await page.waitForURL((url) => url.pathname === to.split("?")[0]);
}

const messagesLink = (page: Page) => page.getByRole("navigation", { name: "Quản trị cửa hàng" }).getByRole("link", { name: /^Tin nhắn/ });

test("a contact message arrives unread, is read by keyboard and marked unread again", async ({ page, browser, javaScriptEnabled }, testInfo) => {
  test.skip(!javaScriptEnabled, "the back office is drawn by scripts (decision 028)");
  const name = `Khách ${randomBytes(3).toString("hex")}`;
  await withFreshContext(browser, testInfo, async (context) => {
    const visitor = await context.newPage();
    await visitor.goto("/lien-he/");
    const form = visitor.locator(".wpcf7").nth(0);
    await expect(form).toHaveClass(/\bjs\b/);
    await form.getByLabel("Họ và tên").fill(name);
    await form.getByLabel("E-mail", { exact: true }).fill("khach@example.vn");
    await form.getByLabel("Chủ đề").selectOption("Hợp tác kinh doanh");
    await form.getByLabel("Lời nhắn").fill("Chào shop, mình muốn đặt 50 túi vải.");
    await form.getByLabel("Tôi đồng ý").check();
    await form.getByRole("button", { name: "Gửi lời nhắn" }).click();
    await expect(form.locator(".wpcf7-response-output")).toHaveText("Cảm ơn bạn đã gửi lời nhắn. Lời nhắn đã được gửi đi.");
  });

  await signInAsManager(page, javaScriptEnabled, "/wp-admin/tin-nhan/");
  // The menu's count says what it counts to a screen reader too.
  await expect(messagesLink(page)).toHaveAccessibleName(/^Tin nhắn \d+ chưa đọc$/);
  const row = page.getByRole("link", { name: new RegExp(name) });
  await expect(row).toContainText("Chưa đọc");
  await expect(row).toContainText("Hợp tác kinh doanh");
  await expectAxeClean(page, "the inbox");

  await row.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hợp tác kinh doanh");
  await expect(page.getByRole("definition").filter({ hasText: name })).toBeVisible();
  await expect(page.getByText("Chưa ai đọc tin nhắn này.")).toBeVisible();
  await page.getByRole("button", { name: "Đánh dấu đã đọc" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Đã đánh dấu là đã đọc." })).toBeVisible();
  await expect(page.getByText(/^Quản lý .* đã đọc lúc \d\d:\d\d, ngày /)).toBeVisible();
  // The button became its opposite, and keeps the focus's place for the next press.
  await expect(page.getByRole("button", { name: "Đánh dấu chưa đọc" })).toBeVisible();
  await expectAxeClean(page, "a message read");

  await page.goto("/wp-admin/tin-nhan/?status=unread");
  await expect(page.getByRole("status").filter({ hasText: /tin nhắn$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(name) })).toHaveCount(0);

  await page.goto("/wp-admin/tin-nhan/");
  await page.getByRole("link", { name: new RegExp(name) }).click();
  await page.getByRole("button", { name: "Đánh dấu chưa đọc" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Đã đánh dấu là chưa đọc." })).toBeVisible();
  await page.getByRole("link", { name: "Tất cả tin nhắn" }).click();
  await expect(page.getByRole("link", { name: new RegExp(name) })).toContainText("Chưa đọc");
});

test("the customers list finds a customer by name without accents and opens their orders; the dashboard shows today's figures", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the back office is drawn by scripts (decision 028)");
  await signInAsManager(page, javaScriptEnabled, "/wp-admin/khach-hang/");
  await page.getByLabel("Tìm khách hàng").fill("hoai linh");
  await page.getByRole("button", { name: "Tìm", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("1 khách hàng");
  await page.getByRole("link", { name: "Lê Hoài Linh" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lê Hoài Linh");
  const orders = page.getByRole("region", { name: "Đơn hàng" }).getByRole("link", { name: /^Đơn hàng #\d+$/ });
  await expect(orders.first()).toBeVisible();
  await expectAxeClean(page, "a customer's page");
  const number = (await orders.first().textContent())!.replace(/\D/g, "");
  await orders.first().click();
  await expect(page).toHaveURL(new RegExp(`/wp-admin/don-hang/${number}/$`));

  await page.getByRole("navigation", { name: "Quản trị cửa hàng" }).getByRole("link", { name: "Tổng quan" }).click();
  await expect(page.getByRole("region", { name: "Hôm nay" })).toContainText("Doanh thu");
  await expect(page.getByRole("region", { name: "Sắp hết hàng" })).toContainText("Sản phẩm có quản lý tồn kho còn từ 2 trở xuống.");
  await expectAxeClean(page, "the dashboard");
});

test("a customer's page shows what integrations keep about them (meta_data), read only", async ({ page, javaScriptEnabled }, testInfo) => {
  test.skip(!javaScriptEnabled, "the back office is drawn by scripts (decision 028)");
  await signInAsManager(page, javaScriptEnabled, "/wp-admin/khach-hang/");
  const email = `tich-diem-${testInfo.project.name}-${randomBytes(3).toString("hex")}@example.com`;
  // As a loyalty integration writes it: WooCommerce's customers API with the staff's REST nonce.
  const meta_data = [{ key: "hang_thanh_vien", value: "Vàng" }, { key: "diem_tich_luy", value: { diem: 1250, het_han: "2027-06-30" } }];
  const { id } = await backOfficeRest<{ id: number }>(page, "POST", "wc/v3/customers", { email, first_name: "Ngọc Ánh", last_name: "Đỗ", meta_data });
  try {
    await page.goto(`/wp-admin/khach-hang/${id}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Đỗ Ngọc Ánh");
    const kept = page.getByRole("region", { name: "Dữ liệu do ứng dụng kết nối lưu" });
    await expect(kept.locator("dt")).toHaveText(["hang_thanh_vien", "diem_tich_luy"]);
    await expect(kept.locator("dd")).toHaveText(["Vàng", '{"diem":1250,"het_han":"2027-06-30"}']);
    await expectAxeClean(page, "a customer's page with meta_data");
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await kept.screenshot({ path: testInfo.outputPath(`customer-meta-${width}.png`) });
    }
  } finally {
    await backOfficeRest(page, "DELETE", `wc/v3/customers/${id}?force=true`);
  }
});
