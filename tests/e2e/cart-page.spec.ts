import { type Locator, type Page } from "@playwright/test";
import { seriousViolations } from "./fixtures/axe";
import { dong } from "./fixtures/shop-page";
import { expect, test } from "./fixtures/product-form";

/*
 * The whole cart without JavaScript (spec §2 "Cart page": every change is a form post), and the
 * cart page's own behaviour with it: a quantity change saves itself, the totals and the header
 * follow, and what changed is said to screen readers.
 */

class CartPage {
  readonly rows: Locator;
  readonly total: Locator;
  readonly headerCount: Locator;
  constructor(readonly page: Page) {
    this.rows = page.locator("tr.cart_item");
    this.total = page.locator(".cart_totals .order-total td");
    this.headerCount = page.locator(".header-cart-link .cart-count").first();
  }
  row(name: string): Locator {
    return this.rows.filter({ hasText: name });
  }
  quantity(name: string): Locator {
    return this.row(name).getByRole("spinbutton");
  }
  async lineTotal(name: string): Promise<number> {
    return dong(await this.row(name).locator(".product-subtotal").innerText());
  }
}

/** The names of the first `n` cards that can be added straight from the listing. */
async function addFromListing(page: Page, n: number): Promise<string[]> {
  await page.goto("/cua-hang/");
  const buttons = page.locator("ul.products button.ajax_add_to_cart");
  const names: string[] = [];
  for (let i = 0; i < n; i++) {
    const card = page.locator("ul.products > li.product").filter({ has: page.locator("button.ajax_add_to_cart") }).nth(i);
    names.push((await card.locator(".woocommerce-loop-product__title").textContent())!.trim());
    await buttons.nth(i).click();
    // Without scripts the form posts and comes back to the listing; with them the cart script adds.
    await expect(page.locator(".header-cart-link .cart-count").first()).toHaveText(String(i + 1));
  }
  return names;
}

test("without scripts: add from the listing, change a quantity, remove, down to the empty cart", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "the same path with scripts is the cart scripts' spec");
  const [first, second] = await addFromListing(page, 2);
  await expect(page).toHaveURL(/\/cua-hang\/$/);
  await expect(page.locator(".woocommerce-message")).toContainText(`“${second}” đã được thêm vào giỏ hàng.`);

  await page.goto("/gio-hang/");
  const cart = new CartPage(page);
  await expect(cart.rows).toHaveCount(2);
  const unit = await cart.lineTotal(first!);
  await cart.quantity(first!).fill("3");
  await page.getByRole("button", { name: "Cập nhật giỏ hàng" }).click();
  await expect(page.locator(".woocommerce-message")).toHaveText("Giỏ hàng đã được cập nhật.");
  expect(await cart.lineTotal(first!)).toBe(3 * unit);
  expect(dong(await cart.total.innerText())).toBe(3 * unit + (await cart.lineTotal(second!)));
  await expect(cart.headerCount).toHaveText("4");

  await cart.row(first!).getByRole("button", { name: `Xóa “${first}” khỏi giỏ hàng` }).click();
  await expect(page.locator(".woocommerce-message")).toHaveText(`Đã xóa “${first}” khỏi giỏ hàng.`);
  await expect(cart.rows).toHaveCount(1);

  // The mini cart's remove link works as a plain link too.
  await page.locator(".header-cart-link").hover(); // the dropdown opens on hover, without scripts too
  await page.locator(".mini_cart_item a.remove_from_cart_button").first().click();
  await expect(page.locator(".cart-empty")).toHaveText("Chưa có sản phẩm nào trong giỏ hàng.");
  await expect(page.getByRole("link", { name: "Quay trở lại cửa hàng" })).toHaveAttribute("href", "/cua-hang/");
  await expect(cart.headerCount).toHaveText("0");
  const cookies = (await page.context().cookies()).map((c) => c.name);
  expect(cookies).not.toContain("woocommerce_items_in_cart");
});

test("with scripts: a quantity change saves itself, and the totals, header and screen readers follow", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "needs scripts");
  const [name] = await addFromListing(page, 1);
  await page.goto("/gio-hang/");
  const cart = new CartPage(page);
  const unit = await cart.lineTotal(name!);
  const plus = cart.row(name!).getByRole("button", { name: "Tăng số lượng" });
  await plus.click();
  await plus.click();
  await expect(cart.quantity(name!)).toHaveValue("3");
  // One save after the last click, without leaving the page.
  await expect.poll(() => cart.lineTotal(name!)).toBe(3 * unit);
  await expect(cart.headerCount).toHaveText("3");
  await expect(page.locator(".woocommerce-cart-form [role=status]")).toContainText("Giỏ hàng đã được cập nhật. Tổng cộng:");
  await expect(cart.quantity(name!)).toBeVisible();
});

test("the cart page with lines has no serious accessibility violations", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "axe runs with scripts");
  await addFromListing(page, 2);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/gio-hang/");
    expect(await seriousViolations(page)).toEqual([]);
  }
});
