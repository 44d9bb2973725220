import { type Browser, type Page, expect, test } from "@playwright/test";
import { seriousViolations } from "./fixtures/axe";
import { backOfficeRest } from "./fixtures/back-office-rest";

/*
 * A grouped product (decision 037), made for the test by the demo shop manager over the REST API
 * from two of the demo's simple products and a third sold out: its page shows WooCommerce's
 * grouped form (the products' table, a quantity field for each one in stock, one button), and
 * two of its products given a quantity are added to the cart by one post, with or without
 * JavaScript, at 375 and 1280 px; a post with every quantity 0 is told to choose one; the
 * shop's card of a grouped product links to its page ("Xem sản phẩm"); its quick view (scripts
 * on) draws the same form, which posts to its page. The group goes to the trash (for good) at
 * the end.
 */

type Made = { id: number; slug: string; name: string; children: Array<{ id: number; name: string }> };

/** Runs `work` in a signed-in shop manager's page (scripts on, whatever the project), for its REST nonce. */
async function asShopManager<T>(browser: Browser, baseURL: string, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: true, baseURL });
  const page = await context.newPage();
  try {
    await page.goto("/wp-admin/san-pham/");
    await page.getByLabel("Tên tài khoản hoặc địa chỉ e-mail").first().fill("quanly");
    await page.getByRole("textbox", { name: "Mật khẩu", exact: true }).first().fill("quanly-demo-2026");
    await page.getByRole("button", { name: "Đăng nhập" }).first().click();
    await page.waitForURL((url) => url.pathname === "/wp-admin/san-pham/");
    return await work(page);
  } finally {
    await context.close();
  }
}

let made: Made;
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

// One group per worker and project, made once for the file's tests.
test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }, testInfo) => {
  made = await asShopManager(browser, baseURL, async (page) => {
    type WcProduct = { id: number; name: string; slug: string; stock_status: string; manage_stock: boolean; stock_quantity: number | null };
    const simple = await backOfficeRest<WcProduct[]>(page, "GET", "wc/v3/products?type=simple&status=publish&stock_status=instock&per_page=50&orderby=id&order=asc");
    const [first, second] = simple.filter((p) => !p.manage_stock || (p.stock_quantity ?? 0) >= 5);
    const soldOut = (await backOfficeRest<WcProduct[]>(page, "GET", "wc/v3/products?type=simple&status=publish&stock_status=outofstock&per_page=1"))[0];
    const children = [first!, second!, ...(soldOut ? [soldOut] : [])];
    const name = `Bộ sưu tập quà tặng ${testInfo.project.name}`;
    const group = await backOfficeRest<WcProduct>(page, "POST", "wc/v3/products", { name, type: "grouped", grouped_products: children.map((c) => c.id) });
    return { id: group.id, slug: group.slug, name, children: children.map((c) => ({ id: c.id, name: c.name })) };
  });
});

test.afterAll(async ({ browser }) => {
  if (!made) return;
  await asShopManager(browser, baseURL, (page) => backOfficeRest(page, "DELETE", `wc/v3/products/${made.id}?force=true`));
});

for (const width of [375, 1280]) {
  test(`two of a grouped product's products go into the cart in one post, at ${width} px`, async ({ page, javaScriptEnabled }, testInfo) => {
    // axe runs with scripts (cart-page.spec); without them the same page is checked by its markup.
    const axe = async () => (javaScriptEnabled ? seriousViolations(page) : []);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/san-pham/${made.slug}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(made.name);
    const form = page.locator("form.grouped_form");
    const [first, second, soldOut] = made.children;
    await expect(form.getByRole("link", { name: first!.name, exact: true })).toHaveAttribute("href", /^\/san-pham\//);
    await expect(form.getByRole("spinbutton", { name: `Số lượng ${first!.name}` })).toHaveValue("0");
    if (soldOut) {
      await expect(form.locator(`#product-${soldOut.id}`)).toContainText("Hết hàng");
      await expect(form.locator(`input[name="quantity[${soldOut.id}]"]`)).toHaveCount(0);
    }
    await expect(form.locator('input[type="hidden"][name="add-to-cart"]')).toHaveValue(String(made.id));
    expect(await axe()).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`grouped-${width}-${testInfo.project.name}.png`), fullPage: true });

    // Every quantity 0: WooCommerce's request to choose one, nothing added.
    await form.getByRole("button", { name: "Thêm vào giỏ hàng" }).click();
    await expect(page.locator(".woocommerce-notices-wrapper .woocommerce-error")).toContainText("Vui lòng chọn số lượng sản phẩm bạn muốn thêm vào giỏ hàng…");
    await expect(page.locator(".header-cart-link .cart-count")).toHaveText("0");

    // By keyboard: the first product's field, 2, then the second's, 1, and Enter sends the form.
    await page.locator("form.grouped_form").getByRole("spinbutton", { name: `Số lượng ${first!.name}` }).focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("2");
    await page.locator("form.grouped_form").getByRole("spinbutton", { name: `Số lượng ${second!.name}` }).fill("1");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/san-pham/${made.slug}/$`));
    const notice = page.locator(".woocommerce-notices-wrapper .woocommerce-message");
    await expect(notice).toContainText(`2 × “${first!.name}” và “${second!.name}” đã được thêm vào giỏ hàng.`);
    await expect(page.locator(".header-cart-link .cart-count")).toHaveText("3");
    expect(await axe()).toEqual([]);

    await notice.getByRole("link", { name: "Xem giỏ hàng" }).click();
    const lines = page.locator(".woocommerce-cart-form .cart_item");
    await expect(lines).toHaveCount(2);
    await expect(page.locator(".woocommerce-cart-form")).toContainText(first!.name);
    await expect(page.locator(".woocommerce-cart-form")).toContainText(second!.name);
  });
}

test("the shop's card of a grouped product links to its page with WooCommerce's \"Xem sản phẩm\"", async ({ page }) => {
  // The newest products first: the group made a moment ago is on the first page.
  await page.goto("/cua-hang/?orderby=date");
  const card = page.locator(`a.product_type_grouped[data-product_id="${made.id}"]`);
  await expect(card).toHaveText("Xem sản phẩm");
  await expect(card).toHaveAttribute("href", `/san-pham/${made.slug}/`);
  await expect(card).toHaveAccessibleName(`Xem sản phẩm của “${made.name}”`);
});

test("the group's quick view shows its form, which posts to its page and adds what was given a quantity", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the popup is scripted; without scripts its link is the product page");
  await page.goto("/cua-hang/?orderby=date");
  await page.locator(`a.quick-view[data-prod="${made.id}"]`).click();
  const dialog = page.getByRole("dialog", { name: made.name });
  const form = dialog.locator("form.grouped_form");
  const [first, second, soldOut] = made.children;
  await expect(form.getByRole("spinbutton", { name: `Số lượng ${first!.name}` })).toHaveValue("0");
  await expect(form.getByRole("spinbutton", { name: `Số lượng ${second!.name}` })).toHaveValue("0");
  if (soldOut) await expect(form.locator(`#product-${soldOut.id}`)).toContainText("Hết hàng");
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByRole("spinbutton", { name: `Số lượng ${second!.name}` }).fill("1");
  await form.getByRole("button", { name: "Thêm vào giỏ hàng" }).click();
  await expect(page).toHaveURL(new RegExp(`/san-pham/${made.slug}/$`));
  await expect(page.locator(".woocommerce-notices-wrapper .woocommerce-message")).toContainText(`“${second!.name}” đã được thêm vào giỏ hàng.`);
  await expect(page.locator(".header-cart-link .cart-count")).toHaveText("1");
});
