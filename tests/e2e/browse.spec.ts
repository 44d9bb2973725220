import { expect, test } from "@playwright/test";
import { ShopPage, VND } from "./fixtures/shop-page";

/*
 * The core browsing path by real links, with and without JavaScript (the `js` and `no-js`
 * projects run every test here), plus the documents crawlers read.
 */
test("home → shop → category → product → cart by following links", async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.gotoHome();

  await shop.openMenuItem("Cửa hàng");
  await expect(page).toHaveURL("/cua-hang/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cửa hàng");
  await expect(shop.cards).toHaveCount(24);
  await expect(shop.resultCount).toHaveText(/^Hiển thị 1–24 trong \d{1,3}(\.\d{3})* kết quả$/);
  const total = Number(/trong ([\d.]+) kết quả/.exec(await shop.resultCount.innerText())![1]!.replaceAll(".", ""));
  expect(total).toBeGreaterThan(24);
  await expect(shop.pagination.getByRole("link", { name: "Trang 2", exact: true })).toHaveAttribute("href", "/cua-hang/page/2/");
  await expect(shop.pagination.getByRole("link", { name: "Trang sau" })).toHaveAttribute("href", "/cua-hang/page/2/");
  await expect(shop.cards.first().locator(".price")).toContainText(VND);

  const category = await shop.openMenuCategory();
  await expect(page).toHaveURL(/\/danh-muc-san-pham\/[a-z0-9-]+\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(category);
  await expect(page.getByRole("navigation", { name: "Đường dẫn" })).toContainText(`Trang chủ/Cửa hàng/${category}`);
  await expect(shop.cards.first()).toBeVisible();

  const card = shop.cards.first();
  const price = await shop.cardPrice(card);
  const title = await shop.openProduct(card);
  await expect(page).toHaveURL(/\/san-pham\/[a-z0-9-]+\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const productPrice = page.locator(".summary .price");
  await expect(productPrice).toContainText(VND);
  expect(await productPrice.innerText()).toContain(new Intl.NumberFormat("vi-VN").format(price));
  expect(await page.locator(".woocommerce-product-gallery img").count()).toBeGreaterThanOrEqual(3);
  // The description's panel: under its tab, or without scripts under its heading (every panel shown).
  await expect(page.getByRole("tabpanel", { name: "Mô tả" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Mô tả" }).or(page.getByRole("heading", { level: 2, name: "Mô tả" }))).toBeVisible();
  await expect(page.locator("#tab-description .prose-content")).not.toBeEmpty();

  await shop.openCart();
  await expect(page).toHaveURL("/gio-hang/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Giỏ hàng");
  await expect(page.getByText("Chưa có sản phẩm nào trong giỏ hàng.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Quay trở lại cửa hàng" })).toHaveAttribute("href", "/cua-hang/");
});

test("an unknown address answers 404 with the Vietnamese not-found page", async ({ page }) => {
  const response = await page.goto("/khong-ton-tai/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Không tìm thấy trang");
  await expect(page.getByRole("link", { name: "Về trang chủ" })).toHaveAttribute("href", "/");
});

test("sorting by price orders the shop from cheapest", async ({ page, javaScriptEnabled }) => {
  const shop = new ShopPage(page);
  await page.goto("/cua-hang/");
  await shop.sortSelect.selectOption({ label: "Thứ tự theo giá: thấp đến cao" });
  // With JavaScript the select submits itself; without, the visitor presses the button.
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Sắp xếp" }).click();
  await expect(page).toHaveURL("/cua-hang/?orderby=price");
  await expect(shop.sortSelect).toHaveValue("price");
  await expect(shop.cards).toHaveCount(24);
  const prices = await shop.cardPrices();
  expect(prices).toEqual(prices.toSorted((a, b) => a - b));
  // Page 2 of the sorted listing keeps the order.
  await expect(shop.pagination.getByRole("link", { name: "Trang 2", exact: true })).toHaveAttribute("href", "/cua-hang/page/2/?orderby=price");
});

test("the sitemap lists every product and robots.txt names it", async ({ request, baseURL }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const products = (await sitemap.text()).match(/<loc>[^<]*\/san-pham\/[a-z0-9-]+\/<\/loc>/g) ?? [];
  const shop = await request.get("/cua-hang/");
  const total = Number(/Hiển thị 1–24 trong ([\d.]+) kết quả/.exec(await shop.text())?.[1]?.replaceAll(".", ""));
  expect(products).toHaveLength(total);
});

test("a product page describes itself in JSON-LD: Product in VND and its breadcrumbs", async ({ page }) => {
  const shop = new ShopPage(page);
  await page.goto("/cua-hang/");
  const title = await shop.openProduct(shop.cards.first());
  const data = await shop.jsonLd();

  const product = data.find((d) => d["@type"] === "Product");
  expect(product?.name).toBe(title);
  const offers = product?.offers as { priceCurrency?: string } | undefined;
  expect(offers?.priceCurrency).toBe("VND");

  const breadcrumbs = data.find((d) => d["@type"] === "BreadcrumbList");
  const items = breadcrumbs?.itemListElement as Array<{ position: number; name: string }>;
  expect(items.map((i) => i.name)).toEqual(["Trang chủ", "Cửa hàng", expect.any(String), title]);
  expect(items.map((i) => i.position)).toEqual([1, 2, 3, 4]);
});
