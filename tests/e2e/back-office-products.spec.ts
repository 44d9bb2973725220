import { type Page, expect, test } from "@playwright/test";
import { seriousViolations } from "./fixtures/axe";

/*
 * The owner's Products screens, as the demo shop manager uses them: a price changed on a
 * product's page shows on the storefront's product page and in the live search at once; a stock
 * changed in the list's row shows on the product page too. Each screen is checked with axe.
 */

test.use({ viewport: { width: 1280, height: 900 } });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the back office's screens load their data with scripts (decision 028)");

/** A product no other browser test looks at, so changing it disturbs none of them. */
const PRODUCT = "Nến thơm tinh dầu sả chanh";

async function signInToProducts(page: Page): Promise<void> {
  await page.goto("/wp-admin/san-pham/");
  // A guest is sent to sign in, and brought back.
  await page.getByLabel("Tên tài khoản hoặc địa chỉ e-mail").first().fill("quanly");
  await page.getByRole("textbox", { name: "Mật khẩu", exact: true }).first().fill("quanly-demo-2026");
  await page.getByRole("button", { name: "Đăng nhập" }).first().click();
  await page.waitForURL(/\/wp-admin\/san-pham\/$/);
  await expect(page.getByRole("heading", { name: "Sản phẩm", level: 1 })).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible();
}

async function findInList(page: Page, name: string): Promise<void> {
  await page.getByRole("searchbox", { name: "Tìm sản phẩm" }).fill(name);
  await page.getByRole("button", { name: "Lọc", exact: true }).click();
  await page.waitForURL(/[?&]s=/);
  await expect(page.getByRole("status").filter({ hasText: /^1 sản phẩm$/ })).toBeVisible();
}

test("a price saved in the back office shows on the product page and in live search at once", async ({ page }) => {
  await signInToProducts(page);
  expect(await seriousViolations(page)).toEqual([]);
  await findInList(page, PRODUCT);
  await page.getByRole("link", { name: PRODUCT }).click();

  await expect(page.getByRole("heading", { name: PRODUCT, level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const regular = page.getByRole("textbox", { name: "Giá thường (₫)" });
  await regular.fill("1.234.000");
  await expect(page.getByText("Hiển thị: 1.234.000 ₫")).toBeVisible();

  // A price that is no whole amount of đồng is refused where it was typed, and nothing is sent.
  await page.getByRole("textbox", { name: "Giá khuyến mãi (₫)" }).fill("99,5");
  await page.getByRole("button", { name: "Lưu thay đổi" }).click();
  await expect(page.getByRole("alert")).toHaveText("Chưa lưu được: hãy sửa các ô được đánh dấu.");
  await expect(page.getByRole("textbox", { name: "Giá khuyến mãi (₫)" })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("textbox", { name: "Giá khuyến mãi (₫)" })).toHaveAccessibleDescription(/Nhập số đồng nguyên/);

  // Meanwhile the stock moves (a sale elsewhere): saving the other fields must not undo it.
  const productPath = new URL(page.url()).pathname.match(/\/san-pham\/(\d+)\//)![1];
  const restApi = async (method: string, body?: unknown) =>
    page.evaluate(
      async ({ id, method, body }) => {
        const nonce = document.getElementById("back-office")!.dataset.restNonce!;
        const answer = await fetch(`/wp-json/wc/v3/products/${id}`, { method, headers: { "X-WP-Nonce": nonce, "Content-Type": "application/json" }, body: body ? JSON.stringify(body) : undefined });
        return (await answer.json()) as { stock_quantity: number; regular_price: string };
      },
      { id: productPath, method, body },
    );
  const shown = await page.getByRole("spinbutton", { name: "Số lượng trong kho" }).inputValue();
  await restApi("PUT", { stock_quantity: Number(shown) - 3 });

  await page.getByRole("textbox", { name: "Giá khuyến mãi (₫)" }).fill("");
  await page.getByRole("button", { name: "Lưu thay đổi" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Đã lưu sản phẩm." })).toBeVisible();
  expect(await restApi("GET")).toMatchObject({ regular_price: "1234000", stock_quantity: Number(shown) - 3 });

  await page.getByRole("link", { name: "Xem trên cửa hàng" }).click();
  await expect(page.getByRole("heading", { name: PRODUCT, level: 1 })).toBeVisible();
  await expect(page.locator(".price.text-xl")).toContainText("1.234.000");

  const search = page.locator("#header-search");
  const answered = page.waitForResponse((r) => new URL(r.url()).searchParams.get("action") === "flatsome_ajax_search_products" && new URL(r.url()).searchParams.get("query") === "sả chanh");
  await search.pressSequentially("sả chanh");
  await answered;
  await expect(page.locator("#header-search-suggestions").getByRole("option", { name: new RegExp(PRODUCT) })).toContainText("1.234.000");
});

test("a stock changed in the list's row shows on the product page", async ({ page }) => {
  await signInToProducts(page);
  await findInList(page, "Cốc gốm men lam 350 ml");
  const quantity = page.getByRole("spinbutton", { name: "Số lượng tồn kho của Cốc gốm men lam 350 ml" });
  await quantity.fill("-2");
  await page.getByRole("button", { name: "Lưu", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Nhập số nguyên từ 0 trở lên.");
  await expect(quantity).toHaveAttribute("aria-invalid", "true");

  await quantity.fill("0");
  await page.getByRole("button", { name: "Lưu", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Đã lưu tồn kho của Cốc gốm men lam 350 ml: 0." })).toBeVisible();
  await expect(page.getByRole("table").getByText("Hết hàng", { exact: true })).toBeVisible();

  await page.goto("/san-pham/coc-gom-men-lam-350-ml/");
  await expect(page.getByRole("main").getByText("Hết hàng", { exact: true }).first()).toBeVisible();
});

test("ticked products are made drafts and published again", async ({ page }) => {
  await signInToProducts(page);
  await findInList(page, "Khăn lụa vuông họa tiết");
  await page.getByRole("checkbox", { name: "Chọn Khăn lụa vuông họa tiết" }).check();
  await expect(page.getByText("Đã chọn 1 sản phẩm")).toBeVisible();
  await page.getByRole("combobox", { name: "Với các sản phẩm đã chọn" }).selectOption("draft");
  await page.getByRole("button", { name: "Áp dụng" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Đã chuyển 1 sản phẩm thành bản nháp." })).toBeVisible();
  await expect(page.getByRole("table").getByText("Bản nháp")).toBeVisible();

  await page.getByRole("combobox", { name: "Với các sản phẩm đã chọn" }).selectOption("publish");
  await page.getByRole("button", { name: "Áp dụng" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Đã đăng 1 sản phẩm." })).toBeVisible();
  await expect(page.getByRole("table").getByText("Bản nháp")).toBeHidden();
});
