import { test } from "@playwright/test";
import { expect, expectAxeClean } from "./fixtures/account";

/*
 * The settings screen with the demo shop manager: a new store notice shows on the storefront at
 * once, also to a shopper who closed the old one; a refused field is named beside it, focused,
 * and nothing is saved. The notice is put back afterwards (other tests browse the same shop).
 */

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the back office needs JavaScript");

test("a new store notice reaches the storefront at once, and a bad bank BIN is refused beside its field", async ({ page, context }) => {
  await page.goto("/wp-admin/cai-dat/");
  await page.getByLabel("Tên tài khoản hoặc địa chỉ e-mail").first().fill("quanly");
  await page.getByRole("textbox", { name: "Mật khẩu", exact: true }).first().fill("quanly-demo-2026");
  await page.getByRole("button", { name: "Đăng nhập" }).first().click();
  await expect(page).toHaveURL(/\/wp-admin\/cai-dat\/$/);
  await expect(page.getByRole("heading", { name: "Cài đặt", level: 1 })).toBeVisible();
  await expectAxeClean(page, "settings screen");

  const noticeForm = page.locator("#thong-bao");
  const textField = noticeForm.getByLabel("Nội dung thông báo");
  const before = await textField.inputValue();

  // A shopper who closed the current notice.
  const shopper = await context.browser()!.newContext();
  const storefront = await shopper.newPage();
  await storefront.goto(new URL("/", page.url()).href);
  const notice = storefront.locator(".woocommerce-store-notice");
  await expect(notice).toContainText(before);
  await notice.getByRole("link", { name: /Đóng/ }).click();
  await storefront.reload();
  await expect(notice).toBeHidden();

  const text = "Nghỉ lễ 2/9: đơn đặt từ 1/9 được giao từ ngày 4/9.";
  try {
    await noticeForm.getByLabel("Hiện thông báo cửa hàng").check();
    await textField.fill(text);
    await noticeForm.getByRole("button", { name: "Lưu thay đổi" }).click();
    await expect(noticeForm.getByRole("status")).toHaveText("Đã lưu “Thông báo cửa hàng”.");

    await storefront.reload();
    await expect(notice).toHaveText(new RegExp(`^${text}`));

    const payments = page.locator("#thanh-toan");
    const bin = payments.getByLabel("Mã BIN NAPAS của ngân hàng");
    await bin.fill("9704");
    await payments.getByRole("button", { name: "Lưu thay đổi" }).click();
    await expect(payments.getByRole("status")).toHaveText("Chưa lưu: hãy sửa các ô được đánh dấu trong “Thanh toán”.");
    await expect(bin).toBeFocused();
    await expect(bin).toHaveAttribute("aria-invalid", "true");
    await expect(bin).toHaveAccessibleDescription(/Mã BIN gồm đúng 6 chữ số\./);
    await page.reload();
    await expect(page.locator("#thanh-toan").getByLabel("Mã BIN NAPAS của ngân hàng")).toHaveValue("970436");
  } finally {
    const form = page.locator("#thong-bao");
    await form.getByLabel("Nội dung thông báo").fill(before);
    await form.getByRole("button", { name: "Lưu thay đổi" }).click();
    await expect(form.getByRole("status")).toHaveText("Đã lưu “Thông báo cửa hàng”.");
    await shopper.close();
  }
});
