import { type BrowserContext, type Locator, type Page, type Request, expect, test } from "@playwright/test";
import { pageCaughtUp } from "./fixtures/caught-up";
import { hydrated } from "./fixtures/listing";
import { type Shop, startShopWithOptions } from "./fixtures/shop-with-options";

/*
 * The cart's scripts in the browser (spec §4 "Add to cart", "Mini-cart item", "Cart fragments
 * cache"; §7 "Cart"): listing buttons add through `?wc-ajax=add_to_cart` in one queue, the
 * button goes loading → added with a "Xem giỏ hàng" link, the mini cart opens for 5000 ms and a
 * live region speaks 1000 ms after; removals and quantities in the mini cart; the fragments
 * cache in session storage (cookie, age, other tabs, the visitor without a cart).
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the cart's scripts");
// Pages are heavy on a shared machine; the off-canvas shop seeds and starts within the file.
test.describe.configure({ timeout: 60_000 });

const DAY = 86_400_000;
const CLOCK_START = new Date("2026-03-02T09:00:00+07:00").getTime();

const wcAjax = (endpoint: string) => (url: URL) => url.searchParams.get("wc-ajax") === endpoint;
const isWcAjax = (request: Request, endpoint: string) => new URL(request.url()).searchParams.get("wc-ajax") === endpoint;
const isAlterQuantity = (request: Request) =>
  request.url().endsWith("/wp-admin/admin-ajax.php") && (request.postData() ?? "").includes("action=flatsome_ajax_cart_item_alter_quantity");

/** Every request of `page` that `match` picks, as it is sent. */
function recordRequests(page: Page, match: (request: Request) => boolean): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (match(request)) seen.push(request);
  });
  return seen;
}

/**
 * The page has hydrated: the cart's scripts run (a visitor with a cart), or wait for the first use
 * of a control they handle and then do it as if they had been running (a guest without one).
 */
async function cartScriptsReady(page: Page): Promise<void> {
  await hydrated(page);
}

/** The cart scripts' own chunk (`app/features/cart/client`). */
const isCartClientChunk = (url: URL) => /^\/assets\/client-[\w-]+\.js$/.test(url.pathname);

const addButtons = (page: Page) => page.locator("main ul.products button.add_to_cart_button.ajax_add_to_cart");
const headerCount = (page: Page) => page.locator(".header-cart .cart-icon strong");
const dropdown = (page: Page) => page.locator(".header-cart.cart-item.has-dropdown");
const miniCartItems = (page: Page) => page.locator("#mini-cart-dropdown li.woocommerce-mini-cart-item");
const liveRegion = (page: Page) => page.locator("div.widget_shopping_cart_live_region");

/** Opens the shop with its scripts running. */
async function openShop(page: Page, origin = ""): Promise<void> {
  await page.goto(`${origin}/cua-hang/`);
  await cartScriptsReady(page);
}

/** Adds the listing's `n`th AJAX product and waits for the answer to be on the page. */
async function addFromListing(page: Page, n = 0): Promise<Locator> {
  const button = addButtons(page).nth(n);
  const answered = page.waitForResponse((r) => isWcAjax(r.request(), "add_to_cart"));
  await button.click();
  await answered;
  await expect(button).toHaveClass(/\badded\b/);
  return button;
}

/** The mini cart shown by hovering the header's cart. */
async function hoverMiniCart(page: Page): Promise<void> {
  await page.locator(".header-cart-link").hover();
  await expect(page.locator("#mini-cart-dropdown")).toBeVisible();
}

test.describe("the cart's scripts on first use", () => {
  test("a guest's shop page fetches them only at the first add, which still adds in place", async ({ page }) => {
    const chunks = recordRequests(page, (r) => isCartClientChunk(new URL(r.url())));
    const adds = recordRequests(page, (r) => isWcAjax(r, "add_to_cart"));
    await openShop(page);
    await page.waitForLoadState("networkidle");
    await pageCaughtUp(page);
    expect(chunks).toEqual([]);
    await expect(liveRegion(page)).toHaveCount(0);

    const button = addButtons(page).first();
    const message = (await button.getAttribute("data-success_message"))!;
    const answered = page.waitForResponse((r) => isWcAjax(r.request(), "add_to_cart"));
    await button.click();
    await answered;
    expect(chunks).toHaveLength(1);
    await expect(button).toHaveClass(/\badded\b/);
    await expect(button.locator("xpath=following-sibling::a[1]")).toHaveText("Xem giỏ hàng");
    await expect(headerCount(page)).toHaveText("1");
    await expect(dropdown(page)).toHaveClass(/\bcurrent-dropdown\b/);
    await expect(miniCartItems(page)).toHaveCount(1);
    await expect(liveRegion(page)).toHaveText(message);
    await expect(page).toHaveURL(/\/cua-hang\/$/);
    await pageCaughtUp(page);
    expect(adds).toHaveLength(1);
  });

  test("a first add clicked while their code is still on its way is held, then sent once", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const chunkAsked = new Promise<void>((resolve) => (asked = resolve));
    await page.route(isCartClientChunk, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    const adds = recordRequests(page, (r) => isWcAjax(r, "add_to_cart"));
    await openShop(page);
    const button = addButtons(page).first();
    await button.click();
    await chunkAsked;
    await pageCaughtUp(page);
    // Neither sent nor posted as a form while the code is held back.
    expect(adds).toHaveLength(0);
    await expect(page).toHaveURL(/\/cua-hang\/$/);

    const answered = page.waitForResponse((r) => isWcAjax(r.request(), "add_to_cart"));
    release();
    await answered;
    await expect(button).toHaveClass(/\badded\b/);
    await expect(headerCount(page)).toHaveText("1");
    await expect(page).toHaveURL(/\/cua-hang\/$/);
    await pageCaughtUp(page);
    expect(adds).toHaveLength(1);
  });

  test("when their code cannot load, the first add posts its form as it does without scripts", async ({ page }) => {
    await page.route(isCartClientChunk, (route) => route.abort("failed"));
    const adds = recordRequests(page, (r) => isWcAjax(r, "add_to_cart"));
    await openShop(page);
    const productId = await addButtons(page).first().getAttribute("data-product_id");
    const posted = page.waitForRequest((r) => r.isNavigationRequest() && r.method() === "POST" && new URL(r.url()).pathname === "/gio-hang/");
    await addButtons(page).first().click();
    const fields = new URLSearchParams((await posted).postData() ?? "");
    expect(fields.get("add-to-cart")).toBe(productId);
    // The shop answers the post as WooCommerce does: back to the page it came from, with its notice.
    await expect(page.locator(".woocommerce-notices-wrapper .woocommerce-message")).toContainText("đã được thêm vào giỏ hàng");
    await expect(page).toHaveURL(/\/cua-hang\/$/);
    await expect(headerCount(page)).toHaveText("1");
    expect(adds).toHaveLength(0);
  });
});

test.describe("add to cart from a listing", () => {
  test("rapid clicks are sent one at a time, in click order, and every answer lands", async ({ page }) => {
    await openShop(page);
    const ids = await addButtons(page).evaluateAll((buttons) => buttons.slice(0, 3).map((b) => (b as HTMLElement).dataset.product_id!));
    expect(ids).toHaveLength(3);
    let inFlight = 0;
    let most = 0;
    const order: string[] = [];
    // Answers are held until all three clicks are in, however slow the machine clicks.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(wcAjax("add_to_cart"), async (route) => {
      inFlight++;
      most = Math.max(most, inFlight);
      order.push(new URLSearchParams(route.request().postData() ?? "").get("product_id")!);
      await held;
      const response = await route.fetch();
      inFlight--;
      await route.fulfill({ response });
    });
    for (let i = 0; i < 3; i++) await addButtons(page).nth(i).click();
    // All three are waiting or running at once, each showing it.
    for (let i = 0; i < 3; i++) await expect(addButtons(page).nth(i)).toHaveClass(/\bloading\b/);
    release();
    for (let i = 0; i < 3; i++) await expect(addButtons(page).nth(i)).toHaveClass(/\badded\b/);
    expect(order).toEqual(ids);
    expect(most).toBe(1);
    await expect(headerCount(page)).toHaveText("3");
  });

  test("the button goes loading, then added with a 'Xem giỏ hàng' link after it; the header and mini cart follow", async ({ page }) => {
    await openShop(page);
    const button = addButtons(page).first();
    const sku = await button.getAttribute("data-product_sku");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(wcAjax("add_to_cart"), async (route) => {
      await held;
      await route.continue();
    });
    const posted = page.waitForRequest((r) => isWcAjax(r, "add_to_cart"));
    await button.click();
    const fields = new URLSearchParams((await posted).postData() ?? "");
    // Every data attribute of the button is a field.
    expect(fields.get("product_id")).toBe(await button.getAttribute("data-product_id"));
    expect(fields.get("quantity")).toBe("1");
    expect(fields.get("success_message")).toBe(await button.getAttribute("data-success_message"));
    if (sku !== null) expect(fields.get("product_sku")).toBe(sku);
    await expect(button).toHaveClass(/\bloading\b/);
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(page).toHaveURL(/\/cua-hang\/$/);
    release();

    await expect(button).toHaveClass(/\badded\b/);
    await expect(button).not.toHaveClass(/\bloading\b/);
    await expect(button).not.toHaveAttribute("aria-busy");
    const viewCart = button.locator("xpath=following-sibling::a[1]");
    await expect(viewCart).toHaveClass("added_to_cart wc-forward");
    await expect(viewCart).toHaveText("Xem giỏ hàng");
    await expect(viewCart).toHaveAttribute("href", "/gio-hang/");
    await expect(viewCart).toHaveAttribute("title", "Xem giỏ hàng");
    await expect(headerCount(page)).toHaveText("1");
    await expect(page.locator(".header-cart span.cart-count-label")).toHaveText("Giỏ hàng, 1 sản phẩm");
    await expect(miniCartItems(page)).toHaveCount(1);

    // A second add of the same product: one link, not two.
    await addFromListing(page, 0);
    await expect(button.locator("xpath=..").locator("a.added_to_cart")).toHaveCount(1);
    await expect(headerCount(page)).toHaveText("2");
  });

  test("the mini cart opens right after the add and closes after 5000 ms; the live region speaks after 1000 ms", async ({ page }) => {
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(CLOCK_START + 1000);
    await openShop(page);
    const button = addButtons(page).first();
    const message = (await button.getAttribute("data-success_message"))!;
    await addFromListing(page, 0);
    await expect(dropdown(page)).toHaveClass(/\bcurrent-dropdown\b/);
    await expect(page.locator("#mini-cart-dropdown")).toBeVisible();
    await expect(liveRegion(page)).toHaveAttribute("role", "status");
    await expect(liveRegion(page)).toHaveText("");

    await page.clock.runFor(999);
    await expect(liveRegion(page)).toHaveText("");
    await page.clock.runFor(1);
    await expect(liveRegion(page)).toHaveText(message);

    await page.clock.runFor(3998);
    await expect(dropdown(page)).toHaveClass(/\bcurrent-dropdown\b/);
    await page.clock.runFor(2);
    await expect(dropdown(page)).not.toHaveClass(/\bcurrent-dropdown\b/);
    await expect(page.locator("#mini-cart-dropdown")).toBeHidden();
  });

  test("the mini cart stays open past 5000 ms while the pointer is in it, and closes once it leaves", async ({ page }) => {
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(CLOCK_START + 1000);
    await openShop(page);
    await addFromListing(page, 0);
    await page.locator("#mini-cart-dropdown .woocommerce-mini-cart__total").hover();
    await page.clock.runFor(6000);
    await expect(dropdown(page)).toHaveClass(/\bcurrent-dropdown\b/);
    await page.mouse.move(5, 600);
    await expect(dropdown(page)).not.toHaveClass(/\bcurrent-dropdown\b/);
  });

  test("an answer with an error and a product address sends the shopper to the product", async ({ page }) => {
    await openShop(page);
    const card = page.locator("main ul.products > li.product").filter({ has: page.locator("button.add_to_cart_button.ajax_add_to_cart") }).first();
    const productPath = (await card.locator("a.woocommerce-loop-product__link").first().getAttribute("href"))!;
    await page.route(wcAjax("add_to_cart"), (route) =>
      route.fulfill({ contentType: "application/json", body: JSON.stringify({ error: true, product_url: productPath }) }),
    );
    await card.locator("button.ajax_add_to_cart").click();
    await expect(page).toHaveURL(new RegExp(`${productPath}$`));
    await expect(page.locator("h1.product_title")).toBeVisible();
  });

  test("a product the shop refuses (unknown id) goes to the address the shop gives", async ({ page }) => {
    await page.goto("/");
    await cartScriptsReady(page);
    const button = addButtons(page).first();
    test.skip((await button.count()) === 0, "the home page has no listing buttons");
    await button.evaluate((b) => b.setAttribute("data-product_id", "987654321"));
    await button.click();
    await expect(page).toHaveURL(/\/cua-hang\/$/);
  });

  test("a network failure puts the button back and leaves the page where it is", async ({ page }) => {
    await openShop(page);
    await page.route(wcAjax("add_to_cart"), (route) => route.abort("internetdisconnected"));
    const button = addButtons(page).first();
    await button.click();
    await expect(liveRegion(page)).toContainText("Chưa thêm được sản phẩm vào giỏ hàng");
    await expect(button).not.toHaveClass(/\bloading\b|\badded\b/);
    await expect(button.locator("xpath=..").locator("a.added_to_cart")).toHaveCount(0);
    await expect(page).toHaveURL(/\/cua-hang\/$/);
    await expect(headerCount(page)).toHaveText("0");
  });
});

test.describe("the quick view's form", () => {
  test("adds in place, closes the popup and opens the mini cart", async ({ page }) => {
    await openShop(page);
    const card = page.locator("main ul.products > li.product").filter({ has: page.locator("button.add_to_cart_button.ajax_add_to_cart") }).first();
    const id = await card.locator("button.ajax_add_to_cart").getAttribute("data-product_id");
    await card.hover();
    await card.locator("a.quick-view").click();
    const dialog = page.locator("dialog.quick-view-dialog");
    const form = dialog.locator("form.cart");
    await expect(form).toBeVisible();
    await form.locator("input.qty").fill("2");
    const posted = page.waitForRequest((r) => isWcAjax(r, "add_to_cart"));
    await form.locator("button.single_add_to_cart_button").click();
    const fields = new URLSearchParams((await posted).postData() ?? "");
    expect(fields.get("product_id")).toBe(id);
    expect(fields.get("quantity")).toBe("2");
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/cua-hang\/$/);
    await expect(headerCount(page)).toHaveText("2");
    await expect(dropdown(page)).toHaveClass(/\bcurrent-dropdown\b/);
  });
});

test.describe("the mini cart's items", () => {
  test("removing blocks the item, then the cart and header follow and the removal is spoken", async ({ page }) => {
    await openShop(page);
    await addFromListing(page, 0);
    await addFromListing(page, 1);
    await hoverMiniCart(page);
    await expect(miniCartItems(page)).toHaveCount(2);
    const item = miniCartItems(page).first();
    const link = item.locator("a.remove_from_cart_button");
    const message = (await link.getAttribute("data-success_message"))!;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(wcAjax("remove_from_cart"), async (route) => {
      await held;
      await route.continue();
    });
    const posted = page.waitForRequest((r) => isWcAjax(r, "remove_from_cart"));
    await link.click();
    expect((await posted).postData()).toBe(`cart_item_key=${await link.getAttribute("data-cart_item_key")}`);
    await expect(item).toHaveAttribute("aria-busy", "true");
    await expect(item.locator(".blockUI")).toBeVisible();
    release();
    await expect(miniCartItems(page)).toHaveCount(1);
    await expect(headerCount(page)).toHaveText("1");
    await expect(liveRegion(page)).toHaveText(message);
    await expect(page).toHaveURL(/\/cua-hang\/$/);
  });

  test("a failed removal follows the remove link", async ({ page }) => {
    await openShop(page);
    await addFromListing(page, 0);
    await hoverMiniCart(page);
    const link = miniCartItems(page).first().locator("a.remove_from_cart_button");
    const href = (await link.getAttribute("href"))!;
    await page.route(wcAjax("remove_from_cart"), (route) => route.abort("failed"));
    const followed = page.waitForRequest((r) => r.isNavigationRequest() && r.url().endsWith(href));
    await link.click();
    await followed;
    await expect(page).toHaveURL(/\/gio-hang\//);
    await expect(headerCount(page)).toHaveText("0");
  });

  test("an answer without fragments follows the remove link too", async ({ page }) => {
    await openShop(page);
    await addFromListing(page, 0);
    await hoverMiniCart(page);
    const link = miniCartItems(page).first().locator("a.remove_from_cart_button");
    const href = (await link.getAttribute("href"))!;
    await page.route(wcAjax("remove_from_cart"), (route) => route.fulfill({ contentType: "application/json", body: '{"success":false}' }));
    const followed = page.waitForRequest((r) => r.isNavigationRequest() && r.url().endsWith(href));
    await link.click();
    await followed;
  });

  test("plus sends the new quantity, then the cart is refreshed", async ({ page }) => {
    await openShop(page);
    await addFromListing(page, 0);
    await hoverMiniCart(page);
    const input = miniCartItems(page).first().locator("input.qty");
    const key = await input.getAttribute("data-cart_item_key");
    const calls = recordRequests(page, (r) => isAlterQuantity(r) || isWcAjax(r, "get_refreshed_fragments"));
    await miniCartItems(page).first().locator("button.plus").click();
    await expect(headerCount(page)).toHaveText("2");
    expect(calls.map((r) => (isAlterQuantity(r) ? "quantity" : "refresh"))).toEqual(["quantity", "refresh"]);
    expect(new URLSearchParams(calls[0]!.postData() ?? "")).toEqual(
      new URLSearchParams({ action: "flatsome_ajax_cart_item_alter_quantity", quantity: "2", cart_item_key: key! }),
    );
    // The new content, with focus back on its plus button, so the shopper goes on where they were.
    await expect(miniCartItems(page).first().locator("input.qty")).toHaveValue("2");
    await expect(miniCartItems(page).first().locator("button.plus")).toBeFocused();
    await expect(liveRegion(page)).toHaveText("Đã cập nhật số lượng trong giỏ hàng.");
  });

  test("a quantity the shop refuses is said, and shown on the field", async ({ page }) => {
    await openShop(page);
    await addFromListing(page, 0);
    await hoverMiniCart(page);
    const message = "Xin lỗi, sản phẩm này chỉ còn 1 sản phẩm. Vui lòng chọn số lượng nhỏ hơn.";
    await page.route("**/wp-admin/admin-ajax.php", (route) =>
      route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ success: false, data: { message } }) }),
    );
    const refreshed = page.waitForRequest((r) => isWcAjax(r, "get_refreshed_fragments"));
    const input = miniCartItems(page).first().locator("input.qty");
    await input.fill("5");
    await input.press("Enter");
    await refreshed;
    await expect(liveRegion(page)).toHaveText(message);
    await expect(miniCartItems(page).first().locator("input.qty")).toHaveValue("1");
    expect(await miniCartItems(page).first().locator("input.qty").evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(message);
  });

  test("a quantity that fails the browser's check shows its message and sends nothing", async ({ page }) => {
    await openShop(page);
    await addFromListing(page, 0);
    await hoverMiniCart(page);
    const input = miniCartItems(page).first().locator("input.qty");
    const calls = recordRequests(page, (r) => isAlterQuantity(r) || isWcAjax(r, "get_refreshed_fragments"));
    await input.fill("1.5");
    await input.press("Enter");
    await expect.poll(() => input.evaluate((el: HTMLInputElement) => el.validationMessage)).not.toBe("");
    expect(await input.evaluate((el: HTMLInputElement) => el.validity.stepMismatch)).toBe(true);
    await input.fill("-1");
    await input.press("Tab");
    expect(await input.evaluate((el: HTMLInputElement) => el.validity.rangeUnderflow)).toBe(true);
    await pageCaughtUp(page);
    expect(calls).toEqual([]);
    await expect(page).toHaveURL(/\/cua-hang\/$/);
    await expect(headerCount(page)).toHaveText("1");
  });

  test("on the cart page, a change in the mini cart tells the page (cart-changed)", async ({ page }) => {
    await openShop(page);
    await addFromListing(page, 0);
    await page.goto("/gio-hang/");
    await cartScriptsReady(page);
    await page.evaluate(() => {
      (window as unknown as { cartChanges: number }).cartChanges = 0;
      window.addEventListener("cart-changed", () => (window as unknown as { cartChanges: number }).cartChanges++);
    });
    await hoverMiniCart(page);
    await miniCartItems(page).first().locator("button.plus").click();
    await expect(headerCount(page)).toHaveText("2");
    await expect.poll(() => page.evaluate(() => (window as unknown as { cartChanges: number }).cartChanges)).toBe(1);
  });
});

test.describe("the fragments cache", () => {
  test("a visitor without a cart makes no fragments request, and kept fragments are dropped", async ({ page }) => {
    const refreshes = recordRequests(page, (r) => isWcAjax(r, "get_refreshed_fragments"));
    await openShop(page);
    await page.evaluate(() => {
      sessionStorage.setItem("wc_fragments", JSON.stringify({ "div.widget_shopping_cart_content": "<div class='widget_shopping_cart_content'>old</div>" }));
      sessionStorage.setItem("wc_cart_hash", "old");
      sessionStorage.setItem("wc_cart_created", String(Date.now()));
    });
    await page.reload();
    await cartScriptsReady(page);
    await page.waitForLoadState("networkidle");
    expect(refreshes).toEqual([]);
    expect(await page.evaluate(() => [sessionStorage.getItem("wc_fragments"), sessionStorage.getItem("wc_cart_hash")])).toEqual([null, null]);
    await expect(page.locator("#mini-cart-dropdown .woocommerce-mini-cart__empty-message")).toBeAttached();
  });

  test("a kept cart stands in for the request on the next page, until the cart hash cookie changes", async ({ page, context }) => {
    await openShop(page);
    await addFromListing(page, 0);
    const stored = await page.evaluate(() => ({ hash: sessionStorage.getItem("wc_cart_hash"), local: localStorage.getItem("wc_cart_hash") }));
    expect(stored.hash).toBe(await cookie(context, "woocommerce_cart_hash"));
    expect(stored.local).toBe(stored.hash);

    const refreshes = recordRequests(page, (r) => isWcAjax(r, "get_refreshed_fragments"));
    await page.addInitScript(() => document.addEventListener("DOMContentLoaded", () => {
      document.body.addEventListener("wc_fragments_loaded", () => ((window as unknown as { loaded: boolean }).loaded = true));
    }));
    await openShop(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as { loaded?: boolean }).loaded)).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(refreshes).toHaveLength(0);

    // The cart changes without this tab's scripts (a plain form post): the cookie's hash moves on.
    const id = await addButtons(page).nth(1).getAttribute("data-product_id");
    const posted = await page.request.post("/gio-hang/", { form: { "add-to-cart": id! } });
    expect(posted.ok()).toBe(true);
    expect(await cookie(context, "woocommerce_cart_hash")).not.toBe(stored.hash);
    await openShop(page);
    await expect.poll(() => refreshes.length).toBe(1);
    await expect(headerCount(page)).toHaveText("2");
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("wc_cart_hash"))).toBe(await cookie(context, "woocommerce_cart_hash"));
  });

  test("a kept cart older than 24 h is refreshed, and an open page refreshes when it expires", async ({ page }) => {
    await page.clock.install({ time: CLOCK_START });
    await openShop(page);
    await addFromListing(page, 0);
    expect(await page.evaluate(() => Number(sessionStorage.getItem("wc_cart_created")))).toBeGreaterThanOrEqual(CLOCK_START);

    const refreshes = recordRequests(page, (r) => isWcAjax(r, "get_refreshed_fragments"));
    await page.clock.pauseAt(CLOCK_START + 60_000);
    await page.reload();
    await cartScriptsReady(page);
    await page.waitForLoadState("networkidle");
    expect(refreshes).toHaveLength(0);

    // Still on the page when the 24 h run out: it asks then.
    await page.clock.runFor(DAY);
    await expect.poll(() => refreshes.length).toBe(1);

    // A page opened more than 24 h after the cart was kept asks at once.
    await page.evaluate((created) => sessionStorage.setItem("wc_cart_created", String(created)), CLOCK_START - 1000);
    await page.reload();
    await cartScriptsReady(page);
    await expect.poll(() => refreshes.length).toBe(2);
    await expect(headerCount(page)).toHaveText("1");
  });

  test("another tab's change reaches this one through local storage", async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await openShop(first);
    await openShop(second);
    const refreshes = recordRequests(second, (r) => isWcAjax(r, "get_refreshed_fragments"));
    await addFromListing(first, 0);
    await expect(headerCount(second)).toHaveText("1");
    expect(refreshes).toHaveLength(1);
    await expect(second.locator("#mini-cart-dropdown li.woocommerce-mini-cart-item")).toHaveCount(1);
  });

  test("wc_fragment_refresh asks for the fragments, and a failure raises fragments-ajax-error", async ({ page }) => {
    await openShop(page);
    await addFromListing(page, 0);
    await page.route(wcAjax("get_refreshed_fragments"), (route) => route.abort("failed"));
    const errors = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          for (const type of ["fragments-ajax-error", "wc_fragments_ajax_error"]) {
            document.body.addEventListener(type, () => {
              seen.push(type);
              if (seen.length === 2) resolve(seen);
            });
          }
          document.body.dispatchEvent(new CustomEvent("wc_fragment_refresh"));
        }),
    );
    expect(errors).toEqual(["fragments-ajax-error", "wc_fragments_ajax_error"]);
  });
});

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

test.describe("the off-canvas mini cart", () => {
  let shop: Shop;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    shop = await startShopWithOptions({ theme_options: { mini_cart_style: "off-canvas" } });
  });
  test.afterAll(async () => {
    await shop?.stop();
  });

  test("opens beside the page after an add without taking focus, and closes after 5000 ms", async ({ page }) => {
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(CLOCK_START + 1000);
    await openShop(page, shop.url);
    const button = addButtons(page).first();
    await button.focus();
    const answered = page.waitForResponse((r) => isWcAjax(r.request(), "add_to_cart"));
    await page.keyboard.press("Enter");
    await answered;
    const panel = page.locator("dialog#cart-popup");
    await expect(panel).toBeVisible();
    await expect(panel.locator("li.woocommerce-mini-cart-item")).toHaveCount(1);
    expect(await panel.evaluate((d) => d.matches(":modal"))).toBe(false);
    await expect(button).toBeFocused();
    await page.clock.runFor(4999);
    await expect(panel).toBeVisible();
    await page.clock.runFor(1);
    await expect(panel).toBeHidden();
  });

  test("the header's cart link opens it as a modal; Escape, the close button and the backdrop close it, focus back on the link", async ({ page }) => {
    await openShop(page, shop.url);
    const link = page.locator("a.header-cart-link");
    const panel = page.getByRole("dialog", { name: "Giỏ hàng" });
    await link.click();
    await expect(panel).toBeVisible();
    expect(await panel.evaluate((d) => d.matches(":modal"))).toBe(true);
    await expect(page).toHaveURL(/\/cua-hang\/$/);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(link).toBeFocused();

    await link.click();
    await panel.locator(".cart-popup-close").click();
    await expect(panel).toBeHidden();
    await expect(link).toBeFocused();

    await link.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(10, 300); // the backdrop, left of the panel
    await expect(panel).toBeHidden();
    await expect(link).toBeFocused();
  });
});
