import { seriousViolations } from "./fixtures/axe";
import { fillBilling } from "./fixtures/checkout";
import { dong } from "./fixtures/shop-page";
import { expect, test } from "./fixtures/product-form";

/*
 * Coupons (the demo shop's `giam10`, 10 %), with and without JavaScript: applied from the cart
 * page's field, shown in the totals, removed by its link, applied again and carried to the order:
 * the checkout's review and the order-received page show the discount and the total it leaves.
 */

test("a coupon applied in the cart, removed, applied again and ordered with its discount", async ({ page, shop, javaScriptEnabled }) => {
  await page.request.post("/?wc-ajax=add_to_cart", { form: { product_id: String(shop.simple.id), quantity: "2" } });
  await page.goto("/gio-hang/");
  const subtotal = dong(await page.locator(".cart_totals .cart-subtotal td").innerText());
  const discount = Math.round(subtotal / 10);

  await page.getByLabel("Mã ưu đãi:").fill("GIAM10");
  await page.getByRole("button", { name: "Áp dụng" }).click();
  await expect(page.locator(".woocommerce-message", { hasText: "Áp dụng mã ưu đãi thành công." })).toBeVisible();
  const row = page.locator(".cart_totals tr.cart-discount.coupon-giam10");
  await expect(row.locator("th")).toHaveText("Mã ưu đãi: giam10");
  expect(dong(await row.locator(".amount").innerText())).toBe(discount);
  expect(dong(await page.locator(".cart_totals .order-total td").innerText())).toBe(subtotal - discount);
  await expect(page.getByLabel("Mã ưu đãi:")).toHaveValue("");
  if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole("link", { name: "Xóa mã ưu đãi giam10" }).click();
  await expect(page.locator(".woocommerce-message", { hasText: "Mã ưu đãi đã được xóa." })).toBeVisible();
  await expect(page.locator("tr.cart-discount")).toHaveCount(0);

  await page.getByLabel("Mã ưu đãi:").fill("khong-co-ma");
  await page.getByRole("button", { name: "Áp dụng" }).click();
  await expect(page.locator(".woocommerce-error", { hasText: 'Mã ưu đãi "khong-co-ma" không tồn tại!' })).toBeVisible();

  await page.getByLabel("Mã ưu đãi:").fill("giam10");
  await page.getByRole("button", { name: "Áp dụng" }).click();
  await expect(page.locator(".cart_totals tr.cart-discount")).toHaveCount(1);

  await page.getByRole("link", { name: "Tiến hành thanh toán" }).click();
  await expect(page).toHaveURL(/\/thanh-toan\/$/);
  const review = page.locator(".woocommerce-checkout-review-order-table");
  expect(dong(await review.locator("tr.cart-discount .amount").innerText())).toBe(discount);
  await fillBilling(page);
  await page.getByLabel("Chuyển khoản ngân hàng").check();
  await page.getByRole("checkbox", { name: /Tôi đã đọc và đồng ý/ }).check();
  const shipping = subtotal - discount >= 500_000 ? 0 : 30_000;
  if (shipping === 0) await page.getByLabel(/Miễn phí giao hàng/).check();
  expect(dong(await review.locator(".order-total td").innerText())).toBe(subtotal - discount + shipping);
  await page.getByRole("button", { name: "Đặt hàng" }).click();

  await expect(page).toHaveURL(/\/thanh-toan\/order-received\/\d+\/\?key=wc_order_[A-Za-z0-9]{13}$/);
  const details = page.locator(".woocommerce-order-details");
  await expect(details.locator("tr.order-discount th")).toHaveText("Giảm giá (giam10)");
  expect(dong(await details.locator("tr.order-discount td").innerText())).toBe(discount);
  expect(dong(await page.locator(".woocommerce-order-overview__total strong").innerText())).toBe(subtotal - discount + shipping);
});

test("the checkout's own coupon form, behind its toggle", async ({ page, shop }) => {
  await page.request.post("/?wc-ajax=add_to_cart", { form: { product_id: String(shop.simple.id), quantity: "1" } });
  await page.goto("/thanh-toan/");
  await page.getByText("Bạn có mã ưu đãi?").click();
  await page.getByLabel("Mã ưu đãi:").fill("giam10");
  await page.getByRole("button", { name: "Áp dụng" }).click();
  await expect(page.locator(".woocommerce-message", { hasText: "Áp dụng mã ưu đãi thành công." })).toBeVisible();
  await expect(page).toHaveURL(/\/thanh-toan\/$/);
  await expect(page.locator(".woocommerce-checkout-review-order-table tr.cart-discount th")).toHaveText("Mã ưu đãi: giam10");
});
