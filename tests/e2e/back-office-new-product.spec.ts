import { type Page, expect, test } from "@playwright/test";
import { seriousViolations } from "./fixtures/axe";

/*
 * Making a product in the back office, as the demo shop manager does it: a variable product with
 * two colour variations, seen at once on the storefront's product page (with its colour swatches)
 * and in the live search; a new colour term with its swatch on the attributes screen; then the
 * product moved to the trash and gone from the shop. Each screen is checked with axe.
 */

test.use({ viewport: { width: 1280, height: 900 } });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the back office's screens load their data with scripts (decision 028)");

const NAME = "Áo phông thổ cẩm Sa Pa";

async function signIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByLabel("Tên tài khoản hoặc địa chỉ e-mail").first().fill("quanly");
  await page.getByRole("textbox", { name: "Mật khẩu", exact: true }).first().fill("quanly-demo-2026");
  await page.getByRole("button", { name: "Đăng nhập" }).first().click();
  await page.waitForURL((url) => url.pathname === path);
}

test("a variable product with two colour variations, made in the back office, shows on the shop with its swatches and in live search; in the trash it is gone", async ({ page }) => {
  // Three screens, two forms each saved, the shop's page and its search: longer than one screen's test.
  test.setTimeout(120_000);
  await signIn(page, "/wp-admin/san-pham/");
  await page.getByRole("link", { name: "Thêm sản phẩm" }).click();
  await expect(page.getByRole("heading", { name: "Thêm sản phẩm mới", level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A name is needed: refused where it is typed, nothing sent.
  await page.getByRole("button", { name: "Tạo sản phẩm" }).click();
  await expect(page.getByRole("alert")).toHaveText("Chưa lưu được: hãy sửa các ô được đánh dấu.");
  await expect(page.getByRole("textbox", { name: "Tên sản phẩm" })).toHaveAttribute("aria-invalid", "true");

  await page.getByRole("textbox", { name: "Tên sản phẩm" }).fill(NAME);
  await page.getByRole("radio", { name: "Sản phẩm có biến thể" }).check();
  await expect(page.getByRole("textbox", { name: "Giá thường (₫)" })).toHaveCount(0);
  await page.getByRole("button", { name: "Tạo sản phẩm" }).click();
  await page.waitForURL(/\/wp-admin\/san-pham\/\d+\/$/);
  await expect(page.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Đường dẫn" })).toHaveValue("ao-phong-tho-cam-sa-pa");

  // Its colours: two terms of "Màu sắc", used for variations.
  const attributes = page.getByRole("form", { name: "Thuộc tính" });
  const colours = attributes.getByRole("group", { name: "Màu sắc" });
  await colours.getByRole("checkbox", { name: "Đỏ", exact: true }).check();
  await colours.getByRole("checkbox", { name: "Đen", exact: true }).check();
  await expect(colours.getByRole("checkbox", { name: "Dùng “Màu sắc” cho biến thể" })).toBeChecked();
  await attributes.getByRole("button", { name: "Lưu thuộc tính" }).click();
  await expect(attributes.getByRole("status")).toHaveText("Đã lưu thuộc tính của sản phẩm.");

  // Two variations, each with its own price and SKU.
  const add = page.getByRole("form", { name: "Thêm biến thể" });
  for (const [colour, price, sku] of [
    ["Đỏ", "250.000", "SAPA-DO"],
    ["Đen", "270.000", "SAPA-DEN"],
  ] as const) {
    await add.getByRole("combobox", { name: "Màu sắc" }).selectOption(colour);
    await add.getByRole("textbox", { name: "Giá thường (₫)" }).fill(price);
    await add.getByRole("textbox", { name: "Mã SKU" }).fill(sku);
    await add.getByRole("spinbutton", { name: "Số lượng trong kho" }).fill("8");
    await add.getByRole("button", { name: "Tạo biến thể" }).click();
    await expect(add.getByRole("status")).toHaveText(`Đã tạo biến thể ${colour}.`);
    await expect(page.getByRole("form", { name: `Biến thể ${colour}` })).toBeVisible();
  }
  await expect(page.getByRole("form", { name: "Biến thể Đen" }).getByRole("textbox", { name: "Mã SKU" })).toHaveValue("SAPA-DEN");
  expect(await seriousViolations(page)).toEqual([]);
  const productUrl = page.url();

  await page.getByRole("link", { name: "Xem trên cửa hàng" }).click();
  await expect(page.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  const form = page.locator("form.variations_form");
  await expect(form.locator('.ux-swatch[data-attribute_name="attribute_pa_mau-sac"]')).toHaveCount(2);
  await form.locator('.ux-swatch[data-attribute_name="attribute_pa_mau-sac"][data-value="den"]').click();
  await expect(page.locator(".woocommerce-variation-price")).toContainText("270.000");

  const answered = page.waitForResponse((r) => new URL(r.url()).searchParams.get("action") === "flatsome_ajax_search_products" && new URL(r.url()).searchParams.get("query") === "thổ cẩm sa pa");
  await page.locator("#header-search").pressSequentially("thổ cẩm sa pa");
  await answered;
  await expect(page.locator("#header-search-suggestions").getByRole("option", { name: new RegExp(NAME) })).toContainText("250.000");

  // Moved to the trash (asked first), the product is no longer on the shop.
  await page.goto(productUrl);
  await page.getByRole("button", { name: "Chuyển vào thùng rác" }).click();
  await expect(page.getByRole("button", { name: "Chuyển vào thùng rác" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Chuyển vào thùng rác" }).click();
  await expect(page.getByText("Đã chuyển sản phẩm vào thùng rác.")).toBeVisible();
  await expect(page.getByText("Sản phẩm này đang ở trong thùng rác")).toBeVisible();
  const gone = await page.request.get("/san-pham/ao-phong-tho-cam-sa-pa/");
  expect(gone.status()).toBe(404);
  // It waits in the products list's trash view.
  await page.goto("/wp-admin/san-pham/?post_status=trash");
  await expect(page.getByRole("heading", { name: "Sản phẩm trong thùng rác", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: NAME })).toBeVisible();
});

test("a colour term with its swatch is added on the attributes screen", async ({ page }) => {
  await signIn(page, "/wp-admin/");
  await page.getByRole("navigation", { name: "Quản trị cửa hàng" }).getByRole("link", { name: "Thuộc tính" }).click();
  await expect(page.getByRole("heading", { name: "Thuộc tính sản phẩm", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: /Màu sắc/ }).click();
  await expect(page.getByRole("heading", { name: "Các giá trị của Màu sắc" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A name of its own per run: the term stays in the shop's data after the test.
  const n = Date.now() % 100_000;
  const add = page.getByRole("form", { name: "Thêm giá trị" });
  await add.getByRole("textbox", { name: "Tên giá trị" }).fill(`Vàng nghệ ${n}`);
  await add.getByLabel("Màu", { exact: true }).fill("#e3a018");
  await add.getByRole("button", { name: "Thêm giá trị" }).click();
  await expect(add.getByRole("status")).toHaveText(`Đã thêm giá trị Vàng nghệ ${n}.`);
  const row = page.getByRole("form", { name: `Giá trị Vàng nghệ ${n}` });
  await expect(row.getByRole("textbox", { name: "Đường dẫn" })).toHaveValue(`vang-nghe-${n}`);
  await expect(row.getByLabel("Màu", { exact: true })).toHaveValue("#e3a018");
});

test("a group of two products, made in the back office, is sold together on its page", async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Bộ quà tặng ${Date.now() % 100_000}`;
  await signIn(page, "/wp-admin/san-pham/moi/");
  await page.getByRole("textbox", { name: "Tên sản phẩm" }).fill(name);
  await page.getByRole("radio", { name: "Nhóm sản phẩm" }).check();
  await expect(page.getByText("Chọn các sản phẩm trong nhóm sau khi tạo.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Giá thường (₫)" })).toHaveCount(0);
  await page.getByRole("button", { name: "Tạo sản phẩm" }).click();
  await page.waitForURL(/\/wp-admin\/san-pham\/\d+\/$/);
  const screen = page.url();

  // Two of the shop's simple products, found by name, in the order picked.
  const picker = page.getByRole("group", { name: "Sản phẩm trong nhóm" });
  await expect(picker.getByText("Chưa chọn.")).toBeVisible();
  const search = picker.getByRole("searchbox", { name: "Tìm để thêm vào “Sản phẩm trong nhóm”" });
  const picked: string[] = [];
  for (const text of ["túi", "ví"]) {
    await search.fill(text);
    const first = picker.getByRole("button", { name: /\(thêm vào “Sản phẩm trong nhóm”\)$/ }).first();
    await expect(first).toBeVisible();
    // "Name (SKU)", then the words for screen readers: the product's name is what the shop shows.
    const offered = await first.evaluate((button) => button.querySelectorAll("span")[1]!.firstChild!.textContent!);
    picked.push(offered.replace(/ \([^()]*\)$/, ""));
    await first.click();
    await expect(picker.getByRole("status")).toHaveText(/^Đã thêm /);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Lưu thay đổi" }).click();
  await expect(page.getByText("Đã lưu sản phẩm. Cửa hàng đã hiển thị thay đổi.")).toBeVisible();

  // Seen again, the group keeps them; the shop's page lists them in that order, each with a quantity.
  await page.goto(screen);
  await expect(picker.getByRole("listitem")).toHaveCount(2);
  await page.getByRole("link", { name: "Xem trên cửa hàng" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const rows = page.locator("table.group_table tbody tr");
  await expect(rows).toHaveCount(2);
  for (const [i, product] of picked.entries()) await expect(rows.nth(i)).toContainText(product);

  // Trashed again, so the shop's other tests see the demo catalogue.
  await page.goto(screen);
  await page.getByRole("button", { name: "Chuyển vào thùng rác" }).click();
  await page.getByRole("button", { name: "Chuyển vào thùng rác" }).click();
  await expect(page.getByText("Đã chuyển sản phẩm vào thùng rác.")).toBeVisible();
});
