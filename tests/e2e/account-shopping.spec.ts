import type { Page } from "@playwright/test";
import { AccountPages, createAccount, expect, expectAxeClean, projectContextOptions, test } from "./fixtures/account";
import { fillBilling, placeOrderByBankTransfer } from "./fixtures/checkout";
import { ProductFormPage } from "./fixtures/product-form";
import { dong } from "./fixtures/shop-page";

/*
 * Shopping with an account, with scripts and without (spec §2 "My account", "Login and
 * registration"): the cart a guest filled joins the account's saved cart on signing in, as
 * WooCommerce's persistent cart does, and an order placed signed in belongs to the account, in
 * My account's orders and view-order. Each test makes its own account through the registration form.
 */

/** Adds a simple product from its page's form (an AJAX add with scripts, a real post without); answers its name. */
async function addFromProductPage(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const name = (await page.locator("h1.product_title").innerText()).trim();
  await new ProductFormPage(page).button.click();
  await expect(page.locator(".woocommerce-message")).toContainText(name);
  return name;
}

test("a guest's cart survives signing in, joined with the account's saved cart", async ({ page, browser, shop, accountPages }, testInfo) => {
  test.slow(); // two sign-ins, each confirmed by e-mail without scripts
  // The account left a product in its cart when it was last signed in.
  const account = await createAccount(browser, testInfo, { label: "gio-hang", cartProductId: shop.otherSimple.id });
  await page.goto(shop.otherSimple.path);
  const savedName = (await page.locator("h1.product_title").innerText()).trim();

  const guestName = await addFromProductPage(page, shop.simple.path);
  await accountPages.signIn(account);
  await accountPages.expectSignedIn();

  const cartCount = page.locator(".header-cart-link .cart-count").first();
  const lines = page.locator("tr.cart_item");
  const expectBothLines = async () => {
    await page.goto("/gio-hang/");
    await expect(lines).toHaveCount(2);
    for (const name of [guestName, savedName]) {
      const line = lines.filter({ hasText: name });
      await expect(line).toHaveCount(1);
      await expect(line.locator('input[name$="[qty]"]')).toHaveValue("1");
    }
    await expect(cartCount).toHaveText("2");
  };
  await expectBothLines();

  // Kept with the account, not the visit: gone on signing out, back on signing in.
  await page.goto("/tai-khoan/");
  await accountPages.signOut();
  await page.goto("/gio-hang/");
  await expect(page.locator(".cart-empty")).toBeVisible();
  await accountPages.signIn(account);
  await accountPages.expectSignedIn();
  await expectBothLines();
});

test("an order placed signed in is listed in My account's orders and opens in view-order", async ({ page, browser, shop, accountPages }, testInfo) => {
  test.slow(); // a sign-in, a checkout and five pages checked by axe
  const account = await createAccount(browser, testInfo, { label: "don-hang" });
  await page.goto("/wp-login.php");
  await expectAxeClean(page, "wp-login.php");
  await accountPages.signIn(account, { at: "/wp-login.php" });
  await accountPages.expectSignedIn();
  await expect(page).toHaveURL(/\/tai-khoan\/$/);
  await expectAxeClean(page, "My account's dashboard");

  const productName = await addFromProductPage(page, shop.simple.path);
  await page.goto("/thanh-toan/");
  await fillBilling(page, { email: account.email });
  const orderId = await placeOrderByBankTransfer(page);
  await expect(page.locator(".woocommerce-thankyou-order-received")).toHaveText("Cảm ơn bạn. Đơn hàng của bạn đã được tiếp nhận.");
  const total = dong(await page.locator(".woocommerce-order-overview__total strong").innerText());

  await page.goto("/tai-khoan/");
  await accountPages.nav.getByRole("link", { name: "Đơn hàng" }).click();
  await expect(page).toHaveURL(/\/tai-khoan\/orders\/$/);
  const rows = page.locator("table.woocommerce-orders-table tbody tr");
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row.getByRole("rowheader")).toHaveText(`#${orderId}`);
  await expect(row).toContainText("Tạm giữ");
  await expect(row).toContainText("cho 1 sản phẩm");
  expect(dong(await row.locator("td").nth(2).innerText())).toBe(total);
  await expectAxeClean(page, "My account's orders");

  await row.getByRole("link", { name: "Xem", exact: false }).last().click();
  await expect(page).toHaveURL(new RegExp(`/tai-khoan/view-order/${orderId}/$`));
  await expect(page.getByRole("heading", { name: `Đơn hàng #${orderId}` })).toBeVisible();
  await expect(page.getByText(`Đơn hàng #${orderId} đã được đặt lúc`)).toContainText("hiện tại là Tạm giữ");
  await expect(page.locator(".woocommerce-order-details")).toContainText(productName);
  await expectAxeClean(page, "view-order");

  await accountPages.nav.getByRole("link", { name: "Thông tin tài khoản" }).click();
  await expect(page).toHaveURL(/\/tai-khoan\/edit-account\/$/);
  await expect(page.getByLabel("Địa chỉ email")).toHaveValue(account.email);
  await expectAxeClean(page, "edit-account");
});

test("a signed-in customer's shop page is the one every such customer gets, until her cart makes it hers", async ({ page, browser, shop, accountPages }, testInfo) => {
  test.slow(); // two accounts registered, two sign-ins
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const mine = await createAccount(browser, testInfo, { label: "mat-chung-a" });
  const theirs = await createAccount(browser, testInfo, { label: "mat-chung-b" });
  await accountPages.signIn(mine);
  await accountPages.expectSignedIn();
  const other = await browser.newContext(projectContextOptions(testInfo));
  try {
    const otherPages = new AccountPages(await other.newPage(), accountPages.javaScriptEnabled);
    await otherPages.signIn(theirs);
    await otherPages.expectSignedIn();

    const shopPage = async (p: Page) => {
      const answer = (await p.goto("/cua-hang/"))!;
      await expect(p.locator("a.account-link").first()).toHaveAccessibleName("Tài khoản của tôi");
      return answer;
    };
    const [a, b] = [await shopPage(page), await shopPage(otherPages.page)];
    // Drawn once for both (decision 040): the same bytes, private all the same.
    expect(a.headers()["cache-control"]).toBe("private, no-cache");
    expect(a.headers().etag).toBeTruthy();
    expect(b.headers().etag).toBe(a.headers().etag);
    await expect(page.locator("a.account-link[data-open]")).toHaveCount(0);
    await expectAxeClean(page, "the shop page, signed in");

    await addFromProductPage(page, shop.simple.path);
    const own = await shopPage(page);
    expect(own.headers().etag).toBeUndefined();
    await expect(page.locator(".header-cart-link .cart-count").first()).toHaveText("1");
    await shopPage(otherPages.page);
    await expect(otherPages.page.locator(".header-cart-link .cart-count").first()).toHaveText("0");
  } finally {
    await other.close();
  }
  expect(violations).toEqual([]);
});
