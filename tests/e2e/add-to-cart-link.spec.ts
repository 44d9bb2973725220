import { expect, test } from "./fixtures/product-form";

/*
 * WooCommerce's add-to-cart links, as shops share them in posts: opening one adds the product
 * and lands on the same page without the link's parameters, with WooCommerce's notice and the
 * header's count; a reload adds nothing again.
 */
test("an add-to-cart link adds once, and the page it lands on says so", async ({ page, shop }) => {
  await page.goto(`${shop.simple.path}?add-to-cart=${shop.simple.id}&quantity=2`);
  await expect(page).toHaveURL(new RegExp(`${shop.simple.path}$`));
  const name = (await page.locator("h1.product_title").innerText()).trim();
  await expect(page.locator(".woocommerce-notices-wrapper .woocommerce-message")).toContainText(`2 × “${name}” đã được thêm vào giỏ hàng.`);
  await expect(page.locator(".header-cart-link .cart-count")).toHaveText("2");
  await page.reload();
  await expect(page.locator(".woocommerce-message")).toHaveCount(0);
  await expect(page.locator(".header-cart-link .cart-count")).toHaveText("2");
});
