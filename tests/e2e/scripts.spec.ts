import { type Page, expect, test } from "@playwright/test";
import { pageCaughtUp } from "./fixtures/caught-up";
import { hydrated } from "./fixtures/listing";
import { ShopPage } from "./fixtures/shop-page";

/*
 * The pages' own scripts, in the `js` project only: every inline script carries the response's
 * CSP nonce, every module loads, and hydration raises no error.
 */
test("pages load and hydrate without console errors (no CSP violation, no failed script)", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(String(e)));
  for (const path of ["/", "/cua-hang/", "/gio-hang/", "/blog/"]) {
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
  }
  const shop = new ShopPage(page);
  await page.goto("/cua-hang/");
  await hydrated(page);
  await shop.openProduct(shop.cards.first());
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});

const isScript = (url: string) => /\/assets\/[^/]+\.js$/.test(new URL(url).pathname);
const PRODUCT = "/san-pham/ao-cardigan-len-mong/";

/** The page's scripts arrive `ms` late, as on a slow phone: what the shopper does comes well before them. */
async function scriptsLate(page: Page, ms: number): Promise<void> {
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** The visitor has a cart: one of the product, added as a shop script adds it. */
async function withOneInCart(page: Page): Promise<void> {
  const html = await (await page.request.get(PRODUCT)).text();
  const productId = /name="add-to-cart" value="(\d+)"/.exec(html)![1]!;
  await page.request.post("/?wc-ajax=add_to_cart", { form: { product_id: productId, quantity: "1" } });
}

/*
 * The pages a guest browses load no script before the shopper's first use (decision 044); what
 * the shopper did before the scripts listened is done once they do.
 */
test.describe("the scripts on first use", () => {
  test("a guest's pages load none until used, and a tap made meanwhile is done once hydrated", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (isScript(request.url())) scripts.push(request.url());
    });
    await page.goto("/cua-hang/");
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    expect(scripts).toEqual([]);
    // The tap is what starts them: the swatch shows its picture once React has taken the card.
    const card = page.locator("main ul.products > li.product").filter({ has: page.locator(".ux-swatch[data-value][data-image-src]") }).first();
    const swatch = card.locator(".ux-swatch[data-value][data-image-src]").first();
    await swatch.click();
    await expect(swatch).toHaveAttribute("aria-pressed", "true");
    expect(scripts.length).toBeGreaterThan(0);
    await expect(card.locator("picture img").first()).toHaveAttribute("src", (await swatch.getAttribute("data-image-src"))!);
  });

  test("an add to cart tapped before hydration is added once, through the cart's AJAX, without leaving the page", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).search || new URL(request.url()).pathname);
    });
    await scriptsLate(page, 700);
    await page.goto("/cua-hang/");
    await page.locator(".add_to_cart_button.ajax_add_to_cart").first().click();
    await expect(page.locator(".header-cart-link .cart-count").first()).toHaveText("1");
    expect(new URL(page.url()).pathname).toBe("/cua-hang/");
    await pageCaughtUp(page);
    expect(posts).toEqual(["?wc-ajax=add_to_cart"]);
  });

  test("a newsletter sign-up sent before hydration goes once the form's script listens, with its proof of work", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });
    await scriptsLate(page, 700);
    await page.goto("/gioi-thieu/");
    const form = page.locator(".wpcf7");
    await form.getByLabel("E-mail của bạn").fill(`som-${Date.now().toString(36)}@example.vn`);
    await form.getByLabel("Tôi muốn nhận tin").check();
    await form.getByRole("button", { name: "Đăng ký" }).click();
    await expect(form.locator(".wpcf7-response-output")).toHaveText("Cảm ơn bạn đã gửi lời nhắn. Lời nhắn đã được gửi đi.");
    await expect(form.locator("form")).toHaveAttribute("data-status", "sent");
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/^\/wp-json\/contact-form-7\/v1\/contact-forms\/\d+\/feedback$/);
  });

  test("words typed in the search field before hydration are looked up once the scripts start", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await scriptsLate(page, 700);
    await page.goto("/");
    await page.locator("#header-search").fill("quần");
    await expect(page.locator("#header-search-suggestions").getByRole("option").first()).toBeVisible();
    await expect(page.locator("#header-search-suggestions").getByRole("option").first()).toContainText(/quần/i);
  });

  test("the checkout, with a cart, waits too; a box ticked and a method chosen before hydration show at once and count once it is done", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (isScript(request.url())) scripts.push(request.url());
    });
    await withOneInCart(page);
    await scriptsLate(page, 700);
    await page.goto("/thanh-toan/");
    await page.waitForTimeout(300);
    expect(scripts).toEqual([]);
    const box = page.getByLabel("Giao hàng tới địa chỉ khác?");
    await box.check();
    await page.getByLabel("Chuyển khoản ngân hàng").check();
    // A tap on what a label holds (the terms' "*") ticks its box at once too; its link is the scripts'.
    await page.locator("label[for=terms] abbr").click();
    expect(await page.locator("#terms").isChecked()).toBe(true);
    expect(await page.evaluate(() => Object.keys(document.querySelector("main")!).some((k) => k.startsWith("__reactFiber")))).toBe(false);
    await hydrated(page);
    await pageCaughtUp(page);
    // The page's own state took both: it draws the second address and the chosen description.
    await expect(box).toBeChecked();
    await expect(page.locator(".shipping_address")).not.toHaveClass(/\bhidden\b/);
    await expect(page.getByRole("heading", { name: "Địa chỉ giao hàng" })).toBeVisible();
    await expect(page.locator(".payment_method_cod .payment_box")).toHaveClass(/\bhidden\b/);
    await expect(page.locator(".payment_method_bacs .payment_box")).not.toHaveClass(/\bhidden\b/);
    await expect(page.locator("#terms")).toBeChecked();
  });

  test("a tap the scripts never come for is done as without them", async ({ page }) => {
    await page.clock.install();
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, (route) => route.abort());
    await page.goto(PRODUCT);
    await page.locator("form.cart button.single_add_to_cart_button").click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe(PRODUCT);
    await expect(page.locator(".woocommerce-message")).toHaveCount(0);
    // Ten seconds on, the form is posted as without scripts.
    await page.clock.runFor(10_000);
    await expect(page.locator(".woocommerce-notices-wrapper .woocommerce-message")).toContainText("đã được thêm vào giỏ hàng");
    await expect(page.locator(".header-cart-link .cart-count").first()).toHaveText("1");
  });

  test("a coupon applied on the cart before hydration is applied once and says so", async ({ page }) => {
    await withOneInCart(page);
    await scriptsLate(page, 700);
    await page.goto("/gio-hang/");
    await page.getByLabel("Mã ưu đãi:").fill("giam10");
    await page.getByRole("button", { name: "Áp dụng" }).click();
    await expect(page.locator(".woocommerce-message", { hasText: "Áp dụng mã ưu đãi thành công." })).toBeVisible();
    await expect(page.locator(".cart_totals tr.cart-discount")).toHaveCount(1);
    await pageCaughtUp(page);
    await expect(page.locator(".woocommerce-message", { hasText: "Áp dụng mã ưu đãi thành công." })).toBeVisible();
    await expect(page.locator(".woocommerce-error")).toHaveCount(0);
  });

  for (const delayMs of [0, 700]) {
    test(`a quantity typed before hydration is the one added (scripts ${delayMs} ms late)`, async ({ page }) => {
      await scriptsLate(page, delayMs);
      await page.goto(PRODUCT);
      const name = (await page.locator("h1.product_title").innerText()).trim();
      await page.locator("form.cart input.qty").fill("3");
      await page.locator("form.cart button.single_add_to_cart_button").click();
      await expect(page.locator(".woocommerce-message")).toContainText(`3 × “${name}” đã được thêm vào giỏ hàng.`);
      await expect(page.locator(".header-cart-link .cart-count").first()).toHaveText("3");
    });
  }

  test("a quantity the browser put back before hydration, with no event, stays the form's", async ({ page }) => {
    await page.goto(PRODUCT);
    const field = page.locator("form.cart input.qty");
    // As a reload or the back button restores a form: the value changes, no event says so.
    await field.evaluate((input: HTMLInputElement) => {
      input.value = "3";
    });
    await hydrated(page);
    await pageCaughtUp(page);
    await expect(field).toHaveValue("3");
    await page.locator("form.cart button.plus").click();
    await expect(field).toHaveValue("4");
  });
});

/*
 * Elsewhere, and where a page needs them at load (here a place to scroll to, by the address's
 * hash), the scripts wait for the main picture (decision 043): on a slow connection the picture,
 * the page's largest paint, has the bandwidth to itself. Every upload is held back here, as a
 * phone's connection would.
 */
test.describe("the scripts after the main picture", () => {
  const PRODUCT = "/san-pham/ao-cardigan-len-mong/#main";

  test("are asked for once the picture is in, and have run by `load`", async ({ page }) => {
    const events: string[] = [];
    await page.route(/\/wp-content\/uploads\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    page.on("requestfinished", (request) => {
      if (request.url().includes("/wp-content/uploads/")) events.push("picture");
    });
    page.on("request", (request) => {
      if (isScript(request.url())) events.push("script");
    });
    await page.goto(PRODUCT);
    expect(events).toContain("script");
    expect(events.indexOf("picture")).toBeGreaterThanOrEqual(0);
    expect(events.indexOf("picture")).toBeLessThan(events.indexOf("script"));
    // The route modules ran before `load`, as when the browser's parser started them.
    expect(await page.evaluate(() => Object.keys((window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules ?? {}))).toContain("root");
    await expect(page.locator(".single_add_to_cart_button").first()).toBeVisible();
  });

  test("start at once when a key goes down before the picture is in", async ({ page }) => {
    let scripts = 0;
    await page.route(/\/wp-content\/uploads\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      await route.continue().catch(() => {});
    });
    page.on("request", (request) => {
      if (isScript(request.url())) scripts++;
    });
    await page.goto(PRODUCT, { waitUntil: "domcontentloaded" });
    await page.waitForTimeout(300);
    expect(scripts).toBe(0);
    await page.keyboard.press("Tab");
    await expect.poll(() => scripts).toBeGreaterThan(0);
  });
});
