import { type Page, type Request, expect, test } from "@playwright/test";
import { pageCaughtUp } from "./fixtures/caught-up";
import { type Heard, heardEvents, withThirdPartyScripts } from "./fixtures/third-party-scripts";

/*
 * Scripts written for the original shop beside ours (issue 16, design principle 9): WooCommerce's
 * add-to-cart.js (a stand-in that behaves as it does) and a plugin's listeners. One click makes one
 * request whichever scripts are present, and each of WooCommerce's events reaches each listener
 * once: jQuery's with WooCommerce's arguments, plain ones with the same data in `detail`.
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "scripts beside ours");
test.describe.configure({ timeout: 60_000 });

const isWcAjax = (request: Request, endpoint: string) => new URL(request.url()).searchParams.get("wc-ajax") === endpoint;

function recordRequests(page: Page, endpoint: string): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (isWcAjax(request, endpoint)) seen.push(request);
  });
  return seen;
}

const addButtons = (page: Page) => page.locator("main ul.products button.add_to_cart_button.ajax_add_to_cart");
const headerCount = (page: Page) => page.locator(".header-cart .cart-icon strong");
const miniCartItems = (page: Page) => page.locator("#mini-cart-dropdown li.woocommerce-mini-cart-item");

/** The shop page with our cart scripts running (they make the live region first) and the stand-ins loaded. */
async function openShop(page: Page): Promise<void> {
  await page.goto("/cua-hang/");
  await expect(page.locator("div.widget_shopping_cart_live_region")).toBeAttached({ timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => Array.isArray((window as { heardEvents?: unknown }).heardEvents))).toBe(true);
}

/** Clicks the listing's `n`th add button once and waits for the header to show `count`. */
async function addOnce(page: Page, n: number, count: number): Promise<void> {
  const answered = page.waitForResponse((r) => isWcAjax(r.request(), "add_to_cart"));
  await addButtons(page).nth(n).click();
  await answered;
  await expect(headerCount(page)).toHaveText(String(count));
}

/** How many times each listener kind heard `event`. */
const timesHeard = (heard: Heard[], event: string) => ({
  jquery: heard.filter((h) => h.kind === "jquery" && h.event === event).length,
  plain: heard.filter((h) => h.kind === "plain" && h.event === event).length,
});
const once = { jquery: 1, plain: 1 };


test.describe("with WooCommerce's add-to-cart.js on the page", () => {
  test.beforeEach(async ({ page }) => {
    await withThirdPartyScripts(page, ["add-to-cart", "listeners"]);
  });

  test("one click on an AJAX add button sends one add_to_cart: a cart with 1 item goes to 2", async ({ page }) => {
    await openShop(page);
    const adds = recordRequests(page, "add_to_cart");
    await addOnce(page, 0, 1);
    await addOnce(page, 1, 2);
    await pageCaughtUp(page);
    expect(adds).toHaveLength(2);
    await expect(headerCount(page)).toHaveText("2");
    // WooCommerce's handler drew the button; ours left it alone: one "View cart" link.
    await expect(addButtons(page).nth(1)).toHaveClass(/\badded\b/);
    await expect(page.locator("main ul.products a.added_to_cart")).toHaveCount(2);
  });

  test("each event of an add reaches each listener once, with WooCommerce's arguments and the same detail", async ({ page }) => {
    await openShop(page);
    await page.evaluate(() => ((window as unknown as { heardEvents: unknown[] }).heardEvents.length = 0));
    await addOnce(page, 0, 1);
    await pageCaughtUp(page);
    const heard = await heardEvents(page);
    for (const event of ["adding_to_cart", "added_to_cart", "wc_cart_button_updated", "wc_fragments_loaded"]) {
      expect(timesHeard(heard, event), event).toEqual(once);
    }
    const added = heard.filter((h) => h.event === "added_to_cart");
    const jqueryArgs = added.find((h) => h.kind === "jquery")!.args!;
    expect(jqueryArgs).toHaveLength(3);
    expect(Object.keys(jqueryArgs[0] as object)).toContain("div.widget_shopping_cart_content");
    expect(jqueryArgs[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(jqueryArgs[2]).toEqual({ jquery: expect.stringMatching(/^button\..*add_to_cart_button/) });
    const detail = added.find((h) => h.kind === "plain")!.detail as Record<string, unknown>;
    expect(detail.fragments).toEqual(jqueryArgs[0]);
    expect(detail.cart_hash).toBe(jqueryArgs[1]);
    expect(detail.button).toEqual({ element: (jqueryArgs[2] as { jquery: string }).jquery });
  });

  test("one click on the mini cart's remove link sends one remove_from_cart and stays on the page", async ({ page }) => {
    await openShop(page);
    await addOnce(page, 0, 1);
    await addOnce(page, 1, 2);
    const removals = recordRequests(page, "remove_from_cart");
    await page.locator(".header-cart-link").hover();
    await expect(miniCartItems(page)).toHaveCount(2);
    await page.evaluate(() => ((window as unknown as { heardEvents: unknown[] }).heardEvents.length = 0));
    await miniCartItems(page).first().locator("a.remove_from_cart_button").click();
    await expect(headerCount(page)).toHaveText("1");
    await pageCaughtUp(page);
    expect(removals).toHaveLength(1);
    await expect(page).toHaveURL(/\/cua-hang\/$/);
    expect(timesHeard(await heardEvents(page), "removed_from_cart")).toEqual(once);
  });
});

test.describe("our scripts with a plugin's listeners", () => {
  test.beforeEach(async ({ page }) => {
    await withThirdPartyScripts(page, ["listeners"]);
  });

  test("our add raises each event once for each listener kind, with WooCommerce's arguments", async ({ page }) => {
    await openShop(page);
    const adds = recordRequests(page, "add_to_cart");
    await addOnce(page, 0, 1);
    await pageCaughtUp(page);
    expect(adds).toHaveLength(1);
    const heard = await heardEvents(page);
    for (const event of ["adding_to_cart", "added_to_cart", "wc_cart_button_updated", "wc_fragments_loaded"]) {
      expect(timesHeard(heard, event), event).toEqual(once);
    }
    const adding = heard.find((h) => h.kind === "jquery" && h.event === "adding_to_cart")!;
    expect(adding.args![0]).toEqual({ jquery: expect.stringMatching(/add_to_cart_button/) });
    expect(adding.args![1]).toMatchObject({ product_id: expect.stringMatching(/^\d+$/), quantity: "1" });
    const [fragments, hash, button] = heard.find((h) => h.kind === "jquery" && h.event === "added_to_cart")!.args!;
    expect(Object.keys(fragments as object)).toContain("div.widget_shopping_cart_content");
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(button).toEqual({ jquery: expect.stringMatching(/add_to_cart_button/) });
    const updated = heard.filter((h) => h.event === "wc_cart_button_updated");
    const addedButton = expect.stringMatching(/add_to_cart_button.*\badded\b/);
    expect(updated.find((h) => h.kind === "jquery")!.args).toEqual([{ jquery: addedButton }]);
    expect(updated.find((h) => h.kind === "plain")!.detail).toEqual({ button: { element: addedButton } });
    // The button as WooCommerce leaves it.
    await expect(addButtons(page).first()).toHaveClass(/\badded\b/);
    await expect(page.locator("main ul.products a.added_to_cart")).toHaveCount(1);
  });

  test("our mini cart removal: one request, removed_from_cart once for each listener kind", async ({ page }) => {
    await openShop(page);
    await addOnce(page, 0, 1);
    await addOnce(page, 1, 2);
    const removals = recordRequests(page, "remove_from_cart");
    await page.locator(".header-cart-link").hover();
    await page.evaluate(() => ((window as unknown as { heardEvents: unknown[] }).heardEvents.length = 0));
    await miniCartItems(page).first().locator("a.remove_from_cart_button").click();
    await expect(headerCount(page)).toHaveText("1");
    await pageCaughtUp(page);
    expect(removals).toHaveLength(1);
    const heard = await heardEvents(page);
    expect(timesHeard(heard, "removed_from_cart")).toEqual(once);
    const [fragments, hash, link] = heard.find((h) => h.kind === "jquery" && h.event === "removed_from_cart")!.args!;
    expect(Object.keys(fragments as object)).toContain("div.widget_shopping_cart_content");
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(link).toEqual({ jquery: expect.stringMatching(/^a\..*remove_from_cart_button/) });
  });

  test("a plugin's jQuery wc_fragment_refresh brings one fragments call and wc_fragments_refreshed once for each", async ({ page }) => {
    await openShop(page);
    await addOnce(page, 0, 1);
    const refreshes = recordRequests(page, "get_refreshed_fragments");
    await page.evaluate(() => ((window as unknown as { heardEvents: unknown[] }).heardEvents.length = 0));
    const answered = page.waitForResponse((r) => isWcAjax(r.request(), "get_refreshed_fragments"));
    await page.evaluate(() => (window as unknown as { jQuery: (el: Element) => { trigger(type: string): void } }).jQuery(document.body).trigger("wc_fragment_refresh"));
    await answered;
    await pageCaughtUp(page);
    expect(refreshes).toHaveLength(1);
    const heard = await heardEvents(page);
    expect(timesHeard(heard, "wc_fragment_refresh")).toEqual(once);
    expect(timesHeard(heard, "wc_fragments_refreshed")).toEqual(once);
  });

  test("the cart page's quantity change raises updated_wc_div once for each listener kind", async ({ page }) => {
    await openShop(page);
    await addOnce(page, 0, 1);
    await page.goto("/gio-hang/");
    await expect(page.locator("div.widget_shopping_cart_live_region")).toBeAttached({ timeout: 15_000 });
    await page.evaluate(() => ((window as unknown as { heardEvents: unknown[] }).heardEvents.length = 0));
    await page.locator("tr.cart_item").first().getByRole("button", { name: "Tăng số lượng" }).click();
    await expect(page.locator(".header-cart-link .cart-count").first()).toHaveText("2");
    await pageCaughtUp(page);
    expect(timesHeard(await heardEvents(page), "updated_wc_div")).toEqual(once);
  });
});
