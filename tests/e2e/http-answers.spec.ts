import { expect, test } from "./fixtures/product-form";

/*
 * What the production server answers beside the pages themselves: a shopper's own pages kept
 * out of every cache, and addresses or methods no page answers refused plainly, without a 500
 * and without ending a render thread.
 */

test("the cart, the checkout and an order received are never cached, as pages or as data", async ({ page, shop }) => {
  const cacheControl = async (path: string) => {
    const res = await page.request.get(path, { maxRedirects: 0 });
    return { path, status: res.status(), cacheControl: res.headers()["cache-control"] ?? null };
  };
  // A page that is the same for every guest may be kept by a shared cache (decision 034).
  expect(await cacheControl("/cua-hang/")).toEqual({ path: "/cua-hang/", status: 200, cacheControl: "public, max-age=0, s-maxage=60, stale-while-revalidate=600" });

  await page.request.post("/?wc-ajax=add_to_cart", { form: { product_id: String(shop.simple.id), quantity: "1" } });
  for (const path of ["/gio-hang/", "/gio-hang.data", "/thanh-toan/", "/thanh-toan.data"]) {
    expect(await cacheControl(path)).toEqual({ path, status: 200, cacheControl: "no-store, private" });
  }

  await page.goto("/thanh-toan/");
  await page.getByLabel("Họ và tên").first().fill("Nguyễn Thị Lan");
  await page.getByLabel("Số điện thoại").first().fill("090 123 4567");
  await page.getByLabel("Địa chỉ email").fill("lan@example.vn");
  await page.getByLabel("Tỉnh / Thành phố").first().selectOption("Hà Nội");
  await page.getByLabel("Phường / Xã").first().fill("Phường Ba Đình");
  await page.getByLabel("Địa chỉ (số nhà, tên đường)").first().fill("12 Phố Hàng Bông");
  await page.getByLabel("Chuyển khoản ngân hàng").check();
  await page.getByRole("checkbox", { name: /Tôi đã đọc và đồng ý/ }).check();
  await page.getByRole("button", { name: "Đặt hàng" }).click();
  await expect(page).toHaveURL(/\/thanh-toan\/order-received\/\d+\/\?key=wc_order_\w+$/);
  const received = new URL(page.url());
  for (const path of [`${received.pathname}${received.search}`, `${received.pathname.replace(/\/$/, "")}.data${received.search}`]) {
    expect(await cacheControl(path)).toEqual({ path, status: 200, cacheControl: "no-store, private" });
  }
});

test("a page and its data requests arrive compressed with brotli, and the browser shows them", async ({ page }) => {
  const answer = await page.goto("/cua-hang/");
  expect(answer?.status()).toBe(200);
  const headers = await answer!.allHeaders();
  expect([headers["content-encoding"], headers.vary]).toEqual(["br", "Accept-Encoding"]);
  const sent = (await answer!.request().sizes()).responseBodySize;
  const html = await answer!.body();
  expect(html.toString("utf8")).toMatch(/^<!DOCTYPE html>/);
  expect(sent).toBeLessThan(html.byteLength / 4);
  expect(Number(headers["content-length"])).toBe(sent);
  await expect(page.locator("ul.products > li.product").first()).toBeVisible();

  // The data a client-side navigation to the page would ask for.
  const data = page.waitForResponse((res) => new URL(res.url()).pathname === "/cua-hang.data");
  const text = await page.evaluate(() => fetch("/cua-hang.data").then((res) => res.text()));
  expect((await (await data).allHeaders())["content-encoding"]).toBe("br");
  expect(text.length).toBeGreaterThan(1000);
});

test("a malformed address, a missing file or an unserved method is refused plainly, and no render thread ends", async ({ request }) => {
  const answers = [];
  for (const path of ["/san-pham/%ZZ/", "/danh-muc-san-pham/%C3/", "/%E0%A4%A", "/wp-content/uploads/khong-co.jpg", "/wp-content/uploads/.env", "/.env"]) {
    const res = await request.get(path, { maxRedirects: 0 });
    answers.push({ path, status: res.status(), securityHeaders: res.headers()["x-content-type-options"] === "nosniff" });
  }
  expect(answers).toEqual([
    { path: "/san-pham/%ZZ/", status: 400, securityHeaders: true },
    { path: "/danh-muc-san-pham/%C3/", status: 400, securityHeaders: true },
    { path: "/%E0%A4%A", status: 400, securityHeaders: true },
    { path: "/wp-content/uploads/khong-co.jpg", status: 404, securityHeaders: true },
    { path: "/wp-content/uploads/.env", status: 404, securityHeaders: true },
    { path: "/.env", status: 404, securityHeaders: true },
  ]);
  for (let i = 0; i < 5; i++) {
    const trace = await request.fetch("/", { method: "TRACE" });
    expect([trace.status(), trace.headers().allow]).toEqual([405, "GET, HEAD, POST, PUT, PATCH, DELETE"]);
  }
  const health = await request.get("/healthz");
  expect(health.headers()["content-security-policy"]).toContain("default-src 'self'");
  expect((await health.json()).renderThreads.restarts).toBe(0);
});
