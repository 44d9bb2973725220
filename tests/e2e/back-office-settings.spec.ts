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
  await expect(notice).toBeHidden();
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

test("the theme's section: the sidebar menu's back label and the sticky header's height reach the storefront; a bad one is refused beside its field", async ({ page, context }) => {
  await page.goto("/wp-admin/cai-dat/#giao-dien");
  await page.getByLabel("Tên tài khoản hoặc địa chỉ e-mail").first().fill("quanly");
  await page.getByRole("textbox", { name: "Mật khẩu", exact: true }).first().fill("quanly-demo-2026");
  await page.getByRole("button", { name: "Đăng nhập" }).first().click();
  const section = page.locator("#giao-dien");
  await expect(section.getByRole("heading", { name: "Giao diện", level: 2 })).toBeVisible();
  const label = section.getByLabel("Nhãn nút quay lại trong menu bên");
  const height = section.getByLabel("Chiều cao thanh đầu trang khi cuộn (px)");
  await expect(label).toHaveValue("Menu chính");
  await expect(height).toHaveValue("70");
  await expect(label).toHaveAccessibleDescription(/ví dụ “Menu chính”\. Tối đa 40 ký tự\./);
  const save = section.getByRole("button", { name: "Lưu thay đổi" });

  // Refused beside the field, focused, nothing saved.
  await label.fill("Quay về menu trước đó của cửa hàng thời trang");
  await save.click();
  await expect(section.getByRole("status")).toHaveText("Chưa lưu: hãy sửa các ô được đánh dấu trong “Giao diện”.");
  await expect(label).toBeFocused();
  await expect(label).toHaveAttribute("aria-invalid", "true");
  await expect(label).toHaveAccessibleDescription(/Tối đa 40 ký tự\.$/);
  await label.fill(" ");
  await height.fill("30");
  await save.click();
  await expect(label).toHaveAccessibleDescription(/Hãy nhập nhãn của nút quay lại trong menu điện thoại\./);
  await expect(height).toHaveAccessibleDescription(/Nhập một số nguyên từ 56 đến 120\./);
  await expectAxeClean(page, "settings, the theme's section refused");
  await section.screenshot({ path: "test-results/settings-theme-refused-1280.png" });
  await page.setViewportSize({ width: 375, height: 740 });
  await expectAxeClean(page, "settings, the theme's section refused, at 375 px");
  await section.screenshot({ path: "test-results/settings-theme-refused-375.png" });
  await page.setViewportSize({ width: 1280, height: 720 });

  // A shopper on a phone sees the new label over the sidebar menu's levels, and the taller bar.
  const shopper = await context.browser()!.newContext({ viewport: { width: 375, height: 740 }, locale: "vi-VN" });
  const storefront = await shopper.newPage();
  try {
    await label.fill("Quay lại");
    await height.fill("84");
    await save.click();
    await expect(section.getByRole("status")).toHaveText("Đã lưu “Giao diện”.");
    await expect(label).not.toHaveAttribute("aria-invalid");
    await storefront.goto(new URL("/", page.url()).href);
    await expect(storefront.locator(".header-main")).toHaveCSS("height", "84px");
    await storefront.getByRole("link", { name: "Mở menu" }).click();
    const menu = storefront.getByRole("dialog", { name: "Menu điện thoại" }).getByRole("tabpanel", { name: "Menu" });
    await menu.getByRole("button", { name: "Mở menu con: Cửa hàng" }).click();
    await expect(menu.getByRole("button", { name: "Quay lại" }).first()).toBeVisible();
    await expect(menu.getByRole("button", { name: "Menu chính" })).toHaveCount(0);
    await page.reload();
    await expect(page.locator("#giao-dien").getByLabel("Nhãn nút quay lại trong menu bên")).toHaveValue("Quay lại");
  } finally {
    // Other tests browse the same shop: its defaults back at once.
    const form = page.locator("#giao-dien");
    await form.getByLabel("Nhãn nút quay lại trong menu bên").fill("Menu chính");
    await form.getByLabel("Chiều cao thanh đầu trang khi cuộn (px)").fill("70");
    await form.getByRole("button", { name: "Lưu thay đổi" }).click();
    await expect(form.getByRole("status")).toHaveText("Đã lưu “Giao diện”.");
    await shopper.close();
  }
});
