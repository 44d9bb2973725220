import { type Locator, type Page, expect, test } from "@playwright/test";
import { seriousViolations } from "./fixtures/axe";

/*
 * The product screen's description editor and gallery order, as the demo shop manager uses them:
 * text made bold and a list with the toolbar's keys and buttons, a link refused then added, the
 * pictures reordered by keyboard, by the buttons and by dragging; saved, the storefront's product
 * page shows the formatting and the new picture order at once. Checked with axe.
 */

test.use({ viewport: { width: 1280, height: 900 } });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the back office's screens load their data with scripts (decision 028)");

/** A product no other browser test looks at, so changing it disturbs none of them. */
const PRODUCT = "Áo thun henley cúc gỗ";

async function openProduct(page: Page): Promise<void> {
  await page.goto("/wp-admin/san-pham/");
  await page.getByLabel("Tên tài khoản hoặc địa chỉ e-mail").first().fill("quanly");
  await page.getByRole("textbox", { name: "Mật khẩu", exact: true }).first().fill("quanly-demo-2026");
  await page.getByRole("button", { name: "Đăng nhập" }).first().click();
  await page.waitForURL(/\/wp-admin\/san-pham\/$/);
  await page.getByRole("searchbox", { name: "Tìm sản phẩm" }).fill(PRODUCT);
  await page.getByRole("button", { name: "Lọc", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^1 sản phẩm$/ })).toBeVisible();
  await page.getByRole("link", { name: PRODUCT }).click();
  await expect(page.getByRole("heading", { name: PRODUCT, level: 1 })).toBeVisible();
}

/** The pictures' addresses in the order the gallery shows them. */
const order = (gallery: Locator) => gallery.getByRole("listitem").locator("img").evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).pathname));

test("bold text and a list in the description, pictures reordered by keyboard and by drag: the product page shows both after a save", async ({ page }) => {
  // Two axe runs, a save and the storefront's page: more than the default 30 s on a busy machine.
  test.slow();
  await openProduct(page);
  expect(await seriousViolations(page)).toEqual([]);

  // The description: the old text replaced with formatted text typed with the keyboard and the toolbar.
  const editor = page.getByRole("textbox", { name: "Mô tả", exact: true });
  await expect(editor).toHaveAttribute("aria-multiline", "true");
  const toolbar = page.getByRole("toolbar", { name: "Định dạng Mô tả", exact: true });
  const bold = toolbar.getByRole("button", { name: "Đậm" });
  const bulleted = toolbar.getByRole("button", { name: "Danh sách dấu chấm" });
  // Emptied in the HTML view (a deleted bold start would leave the browser typing bold).
  await toolbar.getByRole("button", { name: "HTML" }).click();
  await expect(toolbar.getByRole("button", { name: "HTML" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("textbox", { name: "Mô tả", exact: true }).fill("");
  await toolbar.getByRole("button", { name: "HTML" }).click();
  await expect(editor).toHaveText("");
  await editor.click();
  await page.keyboard.type("Chất liệu ");
  await page.keyboard.press("Control+B");
  await page.keyboard.type("cotton slub");
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Control+B");
  await page.keyboard.type(" có vân nhẹ.");
  await expect(bold).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Enter");
  await bulleted.click();
  await expect(bulleted).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Ba cúc gỗ tự nhiên");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Dáng regular dễ mặc");
  await expect(editor.locator("ul > li")).toHaveText(["Ba cúc gỗ tự nhiên", "Dáng regular dễ mặc"]);

  // The toolbar is one tab stop, its buttons reached with the arrow keys.
  await bold.focus();
  await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Nghiêng" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(toolbar.getByRole("button", { name: "HTML" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(bold).toBeFocused();
  await expect(toolbar.getByRole("button").and(page.locator("[tabindex='0']"))).toHaveCount(1);

  // A link: a script address is refused where it is typed; a web address is taken.
  await editor.click();
  await page.keyboard.press("End");
  await page.keyboard.press("Shift+Home");
  await toolbar.getByRole("button", { name: "Liên kết" }).click();
  const address = page.getByRole("textbox", { name: "Địa chỉ liên kết" });
  await expect(address).toBeFocused();
  await address.fill("javascript:alert(1)");
  await address.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("Chỉ nhận địa chỉ web (http, https), e-mail (mailto) hoặc số điện thoại (tel).");
  await address.fill("example.com/bang-size");
  await address.press("Enter");
  await expect(editor.getByRole("link", { name: "Dáng regular dễ mặc" })).toHaveAttribute("href", "https://example.com/bang-size");

  // The HTML view shows what will be sent, and can be edited; back in the editor, what a save drops is gone.
  await toolbar.getByRole("button", { name: "HTML" }).click();
  const html = page.getByRole("textbox", { name: "Mô tả", exact: true });
  await expect(html).toHaveValue(/<b>cotton slub<\/b>/);
  await expect(html).toHaveValue(/<ul><li>Ba cúc gỗ tự nhiên<\/li><li><a href="https:\/\/example.com\/bang-size">Dáng regular dễ mặc<\/a><\/li><\/ul>/);
  await html.fill(`${await html.inputValue()}<p>Giặt tay<img src="x" alt="Ký hiệu giặt" onerror="document.title='hỏng'"></p>`);
  await toolbar.getByRole("button", { name: "HTML" }).click();
  await expect(editor.getByText("Giặt tay")).toBeVisible();
  await expect(editor.locator("img[onerror]")).toHaveCount(0);
  expect(await page.title()).not.toBe("hỏng");

  // The pictures: the second moved first with Alt+↑, the first (now second) down with its button, the last dragged first.
  const gallery = page.getByRole("region", { name: "Ảnh sản phẩm" });
  const before = await order(gallery);
  expect(before.length).toBeGreaterThanOrEqual(4);
  const [a, b, c, d] = before as [string, string, string, string];
  const items = gallery.getByRole("listitem");
  await items.nth(1).focus();
  await page.keyboard.press("Alt+ArrowUp");
  await expect(gallery.getByRole("status")).toContainText("Ảnh 2 chuyển lên vị trí 1");
  expect((await order(gallery)).slice(0, 4)).toEqual([b, a, c, d]);
  await expect(items.nth(0)).toBeFocused();
  await expect(items.nth(0)).toHaveAccessibleName(/^Ảnh 1: .*, Ảnh đại diện$/);
  // At the top, Alt+↑ does nothing.
  await page.keyboard.press("Alt+ArrowUp");
  expect((await order(gallery)).slice(0, 4)).toEqual([b, a, c, d]);

  await gallery.getByRole("button", { name: "Xuống (ảnh 2)" }).click();
  await expect(gallery.getByRole("status")).toContainText("Ảnh 2 chuyển xuống vị trí 3");
  expect((await order(gallery)).slice(0, 4)).toEqual([b, c, a, d]);
  await expect(gallery.getByRole("button", { name: "Xuống (ảnh 3)" })).toBeFocused();

  const from = (await items.nth(3).locator("img").boundingBox())!;
  const to = (await items.nth(0).locator("img").boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) {
    await page.mouse.move(from.x + from.width / 2 + ((to.x - from.x) * step) / 8, from.y + from.height / 2 + ((to.y - from.y) * step) / 8);
  }
  await page.mouse.up();
  await expect(gallery.getByRole("status")).toContainText("Ảnh 4 chuyển lên vị trí 1");
  const wanted = [d, b, c, a, ...before.slice(4)];
  expect(await order(gallery)).toEqual(wanted);
  await expect(gallery.getByText("Thứ tự mới được lưu khi bấm Lưu thay đổi.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Lưu thay đổi" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Đã lưu sản phẩm." })).toBeVisible();
  // The screen reads the product again: the saved order, and the editor with what the server kept.
  await expect.poll(() => order(gallery)).toEqual(wanted);
  await expect(gallery.getByText("Thứ tự mới được lưu khi bấm Lưu thay đổi.")).toBeHidden();
  await expect(editor.locator("b")).toHaveText("cotton slub");

  // The storefront's product page: the formatting, and the dragged picture first, the others after it in order.
  await page.getByRole("link", { name: "Xem trên cửa hàng" }).click();
  await expect(page.getByRole("heading", { name: PRODUCT, level: 1 })).toBeVisible();
  const description = page.locator("#tab-description .prose-content");
  await expect(description.locator("b")).toHaveText("cotton slub");
  await expect(description.locator("ul > li")).toHaveText(["Ba cúc gỗ tự nhiên", "Dáng regular dễ mặc"]);
  await expect(description.getByRole("link", { name: "Dáng regular dễ mặc" })).toHaveAttribute("href", "https://example.com/bang-size");
  await expect(description.getByText("Giặt tay")).toBeVisible();
  expect(await description.innerHTML()).not.toContain("onerror");
  const shown = await page
    .locator(".woocommerce-product-gallery a[href*='/wp-content/uploads/']")
    .evaluateAll((links) => [...new Set(links.map((l) => new URL((l as HTMLAnchorElement).href).pathname))]);
  expect(shown).toEqual(wanted);
});
