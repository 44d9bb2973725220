import { ProductFormPage, expect, soldOutPair, test } from "./fixtures/product-form";

/*
 * The product form posted to the product page (with or without JavaScript: it is a plain form
 * until the cart's AJAX arrives): the item lands in the session's cart, the page says so with a
 * link to the cart, and an add that cannot be done says why (the page a failed AJAX add
 * redirects to shows the same notice).
 */
test("adding a simple product shows the notice with a cart link and counts it in the header", async ({ page, shop }) => {
  await page.goto(shop.simple.path);
  const name = (await page.locator("h1.product_title").innerText()).trim();
  const form = new ProductFormPage(page);
  await form.quantity.fill("2");
  await form.button.click();
  await expect(page).toHaveURL(new RegExp(`${shop.simple.path}$`));
  const notice = page.locator(".woocommerce-notices-wrapper .woocommerce-message");
  await expect(notice).toContainText(`2 × “${name}” đã được thêm vào giỏ hàng.`);
  await expect(notice.getByRole("link", { name: "Xem giỏ hàng" })).toHaveAttribute("href", "/gio-hang/");
  await expect(page.locator(".header-cart-link .cart-count")).toHaveText("2");
  // Shown once: a reload has no notice.
  await page.reload();
  await expect(page.locator(".woocommerce-message")).toHaveCount(0);
});

test("a sold-out combination posted anyway is refused with the reason on the product page", async ({ page, shop, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "with scripts the button is disabled for it (product-form.spec)");
  const pair = soldOutPair(shop.variable)!;
  await page.goto(shop.variable.path);
  const form = new ProductFormPage(page);
  for (const [field, value] of Object.entries(pair.attributes)) await form.select(field).selectOption(value);
  await form.button.click();
  await expect(page.locator(".woocommerce-notices-wrapper .woocommerce-error")).toContainText("vì sản phẩm đã hết hàng");
  await expect(page.locator(".header-cart-link .cart-count")).toHaveText("0");
});

test("a complete choice of a variable product is added with its options", async ({ page, shop, javaScriptEnabled }) => {
  const buyable = shop.variable.variations.find((v) => v.is_in_stock)!;
  await page.goto(shop.variable.path);
  const form = new ProductFormPage(page);
  for (const [field, value] of Object.entries(buyable.attributes)) {
    // With scripts the swatches stand over the selects.
    if (javaScriptEnabled) await form.swatch(field, value).click();
    else await form.select(field).selectOption(value);
  }
  await form.button.click();
  await expect(page.locator(".woocommerce-message")).toContainText("đã được thêm vào giỏ hàng");
});
