import type { Page } from "@playwright/test";
import { ProductFormPage, type VariableProduct, expect, readVariableProduct, soldOutPair, test } from "./fixtures/product-form";
import { pageCaughtUp } from "./fixtures/caught-up";
import { hydrated } from "./fixtures/listing";
import { type Heard, heardEvents, withThirdPartyScripts } from "./fixtures/third-party-scripts";

/*
 * Scripts written for WooCommerce's variation form beside ours (issue 16): the form's
 * `data-product_variations` carries every field of WooCommerce 10's get_available_variation(),
 * and the form raises on `.variations_form` the events add-to-cart-variation.js triggers, in its
 * order and with its arguments: jQuery listeners get WooCommerce's, plain ones the same in
 * `detail`, each once.
 */

/** An entry of `data-product_variations` as a script reads it. */
type Variation = Record<string, unknown> & { variation_id: number; attributes: Record<string, string>; image: Record<string, unknown> };

/** WooCommerce 10's fields of a variation, in its order, with their JSON types; then the older image fields. */
const FIELDS: Array<[string, string]> = [
  ["attributes", "object"],
  ["availability_html", "string"],
  ["backorders_allowed", "boolean"],
  ["dimensions", "object"],
  ["dimensions_html", "string"],
  ["display_price", "number"],
  ["display_regular_price", "number"],
  ["image", "object"],
  ["image_id", "number"],
  ["is_downloadable", "boolean"],
  ["is_in_stock", "boolean"],
  ["is_purchasable", "boolean"],
  ["is_sold_individually", "string"],
  ["is_virtual", "boolean"],
  ["max_qty", "number|string"],
  ["min_qty", "number"],
  ["price_html", "string"],
  ["sku", "string"],
  ["variation_description", "string"],
  ["variation_id", "number"],
  ["variation_is_active", "boolean"],
  ["variation_is_visible", "boolean"],
  ["weight", "string"],
  ["weight_html", "string"],
  ["image_src", "string"],
  ["image_link", "string"],
];
/** `wc_get_product_attachment_props()` of an image, in its order. */
const IMAGE_FIELDS: Array<[string, string]> = [
  ["title", "string"],
  ["caption", "string"],
  ["url", "string"],
  ["alt", "string"],
  ["src", "string"],
  ["srcset", "string"],
  ["sizes", "string"],
  ["full_src", "string"],
  ["full_src_w", "number"],
  ["full_src_h", "number"],
  ["gallery_thumbnail_src", "string"],
  ["gallery_thumbnail_src_w", "number"],
  ["gallery_thumbnail_src_h", "number"],
  ["thumb_src", "string"],
  ["thumb_src_w", "number"],
  ["thumb_src_h", "number"],
  ["src_w", "number"],
  ["src_h", "number"],
];
const shape = (o: Record<string, unknown>) =>
  Object.entries(o).map(([key, value]): [string, string] => [key, key === "max_qty" ? "number|string" : typeof value]);

const variationsOf = (p: VariableProduct) => p.variations as unknown as Variation[];
const choiceOf = (p: VariableProduct, v: Variation) => ({ colour: v.attributes[p.colourField]!, size: v.attributes[p.sizeField]! });
/** A variation that can be bought. */
const buyable = (p: VariableProduct) => variationsOf(p).find((v) => v.is_in_stock)!;

const SELECT_CHANGE = "woocommerce_variation_select_change";
const HAS_CHANGED = "woocommerce_variation_has_changed";
/** A select's change that leaves the choice incomplete (or cleared). */
const INCOMPLETE = [SELECT_CHANGE, "check_variations", "reset_data", "hide_variation", HAS_CHANGED];
/** A select's change that completes the choice. */
const COMPLETE = [SELECT_CHANGE, "check_variations", "found_variation", "show_variation", HAS_CHANGED];
const SINGLE_VARIATION = "div.woocommerce-variation.single_variation";

const eventsHeardBy = (heard: Heard[], kind: Heard["kind"]) => heard.filter((h) => h.kind === kind).map((h) => h.event);
const clearHeard = (page: Page) => page.evaluate(() => ((window as unknown as { heardEvents: unknown[] }).heardEvents.length = 0));
/** Waits until each listener kind has heard exactly `events`, then until the page has caught up, for any duplicate. */
async function expectHeard(page: Page, events: string[]): Promise<Heard[]> {
  await expect.poll(async () => eventsHeardBy(await heardEvents(page), "jquery"), { timeout: 10_000 }).toEqual(events);
  await pageCaughtUp(page);
  const heard = await heardEvents(page);
  expect(eventsHeardBy(heard, "jquery")).toEqual(events);
  expect(eventsHeardBy(heard, "plain")).toEqual(events);
  return heard;
}

const heardOf = (heard: Heard[], kind: Heard["kind"], event: string) => heard.filter((h) => h.kind === kind && h.event === event);

/** The form's data as the page's scripts read it. */
const formData = (form: ProductFormPage) =>
  form.form.evaluate((el) => JSON.parse((el as HTMLFormElement).dataset.product_variations ?? "null") as Variation[] | null);

/** Picks the variation's colour, then its size, on its swatches. */
async function pick(form: ProductFormPage, p: VariableProduct, v: Variation): Promise<void> {
  const { colour, size } = choiceOf(p, v);
  await form.swatch(p.colourField, colour).click();
  await form.swatch(p.sizeField, size).click();
  await expect(form.variationId).toHaveValue(String(v.variation_id));
}

test.describe("data-product_variations", () => {
  test("carries WooCommerce 10's fields of every variation, with their types, in the server's HTML", async ({ page, shop }) => {
    const p = shop.variable;
    const html = await (await page.request.get(p.path)).text();
    const variations = variationsOf(readVariableProduct(p.path, html)!);
    expect(variations.length).toBeGreaterThan(1);
    const prices = new Set(variations.map((v) => `${v.display_price}/${v.display_regular_price}`));
    for (const v of variations) {
      expect(shape(v), `variation ${v.variation_id}`).toEqual(FIELDS);
      expect(shape(v.image), `variation ${v.variation_id}'s image`).toEqual(IMAGE_FIELDS);
      expect(v).toMatchObject({
        dimensions: { length: "", width: "", height: "" },
        dimensions_html: "Không có",
        is_sold_individually: "no",
        is_purchasable: true,
        variation_is_active: true,
        variation_is_visible: true,
        image_src: v.image.src,
        image_link: v.image.full_src,
      });
      expect(typeof v.max_qty === "number" || v.max_qty === "").toBe(true);
      expect(v.image_id).toBeGreaterThan(0);
      expect(v.weight_html).toBe(v.weight ? `${new Intl.NumberFormat("vi-VN").format(Number(v.weight))} g` : "Không có");
      expect(v.availability_html).toMatch(
        /^<p class="stock (in-stock[^"]*">Còn (hàng|\d+ sản phẩm)|out-of-stock[^"]*">Hết hàng|available-on-backorder">Có thể đặt trước)<\/p>$/,
      );
      // WooCommerce leaves the price out when every variation costs the same.
      if (prices.size === 1) expect(v.price_html).toBe("");
      else expect(v.price_html).toMatch(/^<span class="price[^"]*">.*₫.*<\/span>$/);
    }
    // The image fields name renditions the server has.
    const { image } = variations[0]!;
    for (const key of ["url", "src", "full_src", "gallery_thumbnail_src", "thumb_src"]) {
      const answer = await page.request.get(image[key] as string);
      expect(answer.status(), key).toBe(200);
      expect(answer.headers()["content-type"], key).toBe("image/jpeg");
    }
  });
});

test.describe("WooCommerce's variation events", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the events are raised by the form's script");

  test.beforeEach(async ({ page }) => {
    await withThirdPartyScripts(page, ["listeners"]);
  });

  /** Opens the product page and waits for the form's start (WooCommerce checks the choices it opens with). */
  async function openForm(page: Page, path: string, start: string[]): Promise<ProductFormPage> {
    await page.goto(path);
    await expectHeard(page, start);
    await clearHeard(page);
    return new ProductFormPage(page);
  }

  test("picking a variation: each event once per listener, in WooCommerce's order, with its arguments", async ({ page, shop }) => {
    const p = shop.variable;
    const serverHtml = await (await page.request.get(p.path)).text();
    const form = await openForm(page, p.path, ["check_variations", "reset_data", "hide_variation"]);
    // The browser keeps the attribute the server drew.
    const data = await formData(form);
    expect(data).toEqual(variationsOf(readVariableProduct(p.path, serverHtml)!));
    const v = data!.find((x) => x.variation_id === buyable(p).variation_id)!;

    await pick(form, p, v);
    const heard = await expectHeard(page, [...INCOMPLETE, ...COMPLETE]);

    const [jqueryFound] = heardOf(heard, "jquery", "found_variation");
    expect(jqueryFound!.target).toMatch(/^form\.variations_form\b/);
    expect(jqueryFound!.args).toEqual([v]);
    const [jqueryShown] = heardOf(heard, "jquery", "show_variation");
    expect(jqueryShown!.target).toBe(SINGLE_VARIATION);
    expect(jqueryShown!.args).toEqual([v, true]);
    expect(heardOf(heard, "plain", "found_variation")[0]!.detail).toEqual({ variation: v });
    expect(heardOf(heard, "plain", "show_variation")[0]).toMatchObject({ target: SINGLE_VARIATION, detail: { variation: v, purchasable: true } });
    for (const event of [SELECT_CHANGE, "check_variations", "reset_data", HAS_CHANGED]) {
      for (const h of heard.filter((x) => x.event === event)) {
        expect(h.target, event).toMatch(/^form\.variations_form\b/);
        expect(h.kind === "jquery" ? h.args : h.detail, event).toEqual(h.kind === "jquery" ? [] : null);
      }
    }
    expect(heardOf(heard, "jquery", "hide_variation")[0]!.target).toBe(SINGLE_VARIATION);

    // What the data's HTML says is what the form shows.
    const asParsed = (markup: string) =>
      page.evaluate((m) => {
        const template = document.createElement("template");
        template.innerHTML = m;
        return template.innerHTML;
      }, markup);
    await expect(form.status.locator(".woocommerce-variation-availability")).toBeVisible();
    expect(await form.status.locator(".woocommerce-variation-availability").innerHTML()).toBe(await asParsed(v.availability_html as string));
    if (v.price_html) expect(await form.status.locator(".woocommerce-variation-price").innerHTML()).toBe(await asParsed(v.price_html as string));
    else expect(new Set(data!.map((x) => x.display_price)).size).toBe(1);
  });

  test("clearing a choice, then the reset link: the shown variation is reset and hidden", async ({ page, shop }) => {
    const p = shop.variable;
    const form = await openForm(page, p.path, ["check_variations", "reset_data", "hide_variation"]);
    const v = buyable(p);
    await pick(form, p, v);
    await expectHeard(page, [...INCOMPLETE, ...COMPLETE]);

    await clearHeard(page);
    await form.swatch(p.sizeField, choiceOf(p, v).size).click();
    await expect(form.variationId).toHaveValue("");
    const cleared = await expectHeard(page, INCOMPLETE);
    expect(heardOf(cleared, "plain", "hide_variation")[0]).toMatchObject({ target: SINGLE_VARIATION, detail: null });
    expect(heardOf(cleared, "jquery", "hide_variation")[0]).toMatchObject({ target: SINGLE_VARIATION, args: [] });

    // The reset link: WooCommerce empties each select and tells it so, then resets what was shown.
    await form.swatch(p.sizeField, choiceOf(p, v).size).click();
    await expectHeard(page, [...INCOMPLETE, ...COMPLETE]);
    await clearHeard(page);
    await form.reset.click();
    await expect(form.variationId).toHaveValue("");
    await expectHeard(page, [...p.fields.flatMap(() => INCOMPLETE), "reset_data", "hide_variation"]);
  });

  test("a sold-out combination in the address is found at the start and shown as not purchasable", async ({ page, shop }) => {
    const p = shop.variable;
    const soldOut = soldOutPair(p)!;
    const { colour, size } = choiceOf(p, soldOut as unknown as Variation);
    await page.goto(`${p.path}?${p.colourField}=${colour}&${p.sizeField}=${size}`);
    const heard = await expectHeard(page, ["check_variations", "found_variation", "show_variation"]);
    const v = (await formData(new ProductFormPage(page)))!.find((x) => x.variation_id === soldOut.variation_id)!;
    expect(v.is_in_stock).toBe(false);
    expect(heardOf(heard, "jquery", "found_variation")[0]!.args).toEqual([v]);
    expect(heardOf(heard, "jquery", "show_variation")[0]!.args).toEqual([v, false]);
    expect(heardOf(heard, "plain", "show_variation")[0]!.detail).toEqual({ variation: v, purchasable: false });
  });

  test("the quick view's form carries the same data as the product page's", async ({ page, shop }) => {
    const p = shop.variable;
    const fromPage = variationsOf(readVariableProduct(p.path, await (await page.request.get(p.path)).text())!);
    // The shop's page that lists the product, by its pagination links.
    const link = page.locator(`ul.products a.quick-view[data-prod="${p.id}"]`);
    await page.goto("/cua-hang/");
    while ((await link.count()) === 0) await page.goto((await page.locator('a[rel="next"]').first().getAttribute("href"))!);
    await link.click();
    const dialogForm = page.locator("dialog.quick-view-dialog form.variations_form");
    await expect(dialogForm).toBeVisible();
    const data = await dialogForm.evaluate((el) => JSON.parse((el as HTMLFormElement).dataset.product_variations ?? "null") as unknown);
    expect(data).toEqual(fromPage);
  });
});

test.describe("without jQuery", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the events are raised by the form's script");

  test("plain listeners hear each event once, with the variation in detail", async ({ page, shop }) => {
    const p = shop.variable;
    await page.addInitScript(() => {
      const heard: Array<{ event: string; target: string; detail: unknown }> = [];
      (window as unknown as { plainHeard: typeof heard }).plainHeard = heard;
      for (const name of [
        "woocommerce_variation_select_change",
        "check_variations",
        "found_variation",
        "show_variation",
        "hide_variation",
        "reset_data",
        "woocommerce_variation_has_changed",
      ]) {
        document.addEventListener(name, (e) =>
          heard.push({ event: name, target: (e.target as Element).className, detail: (e as CustomEvent).detail as unknown }),
        );
      }
    });
    const plainHeard = () => page.evaluate(() => (window as unknown as { plainHeard: Array<{ event: string; target: string; detail: unknown }> }).plainHeard);
    await page.goto(p.path);
    // Listeners an init script adds are no script on the page: it waits for first use (decision 044).
    await hydrated(page);
    await expect.poll(async () => (await plainHeard()).map((h) => h.event)).toEqual(["check_variations", "reset_data", "hide_variation"]);
    expect(await page.evaluate(() => "jQuery" in window)).toBe(false);

    const form = new ProductFormPage(page);
    const v = (await formData(form))!.find((x) => x.variation_id === buyable(p).variation_id)!;
    await pick(form, p, v);
    const expected = ["check_variations", "reset_data", "hide_variation", ...INCOMPLETE, ...COMPLETE];
    await expect.poll(async () => (await plainHeard()).map((h) => h.event)).toEqual(expected);
    await pageCaughtUp(page);
    const heard = await plainHeard();
    expect(heard.map((h) => h.event)).toEqual(expected);
    expect(heard.find((h) => h.event === "found_variation")!.detail).toEqual({ variation: v });
    expect(heard.find((h) => h.event === "show_variation")).toEqual({
      event: "show_variation",
      target: "woocommerce-variation single_variation",
      detail: { variation: v, purchasable: true },
    });
  });
});
