import type { Request, Route } from "@playwright/test";
import { formatViolations, seriousViolations } from "./fixtures/axe";
import { pageCaughtUp } from "./fixtures/caught-up";
import { hydrated } from "./fixtures/listing";
import { ProductFormPage, type VariableProduct, type WooVariation, expect, soldOutPair, test, vnd } from "./fixtures/product-form";

/*
 * The product page's add-to-cart form (spec §4 "Swatches on the product page", "Sticky
 * add-to-cart bar", §5 "Quantities"), with JavaScript (swatches, steppers, the sticky bar) and
 * without (selects, a number field, a plain POST). Posts are caught before they reach the
 * server: what is checked is what the form sends, not the action's answer.
 */

const pairOf = (p: VariableProduct, v: WooVariation) => ({ colour: v.attributes[p.colourField]!, size: v.attributes[p.sizeField]! });

/** In-stock variations, the one with the least stock first (its max is the stock left). */
const buyable = (p: VariableProduct) =>
  p.variations.filter((v) => v.is_in_stock).sort((a, b) => Number(a.max_qty || 1e9) - Number(b.max_qty || 1e9));

const STUB = { status: 200, contentType: "text/html", body: "<!doctype html><title>ok</title><p>ok</p>" };

/**
 * Catches POSTs to `path` and answers them with a stub page; GETs go through. With `hold`, the
 * answer waits for `release()` (the page stays, to look at its busy buttons).
 */
async function catchPosts(page: ProductFormPage["page"], path: string, o: { hold?: boolean } = {}) {
  const posts: Request[] = [];
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts.push(route.request());
      if (o.hold) held.push(route);
      else await route.fulfill(STUB);
    },
  );
  return {
    posts,
    body: (i = 0) => new URLSearchParams(posts[i]?.postData() ?? ""),
    release: async () => {
      for (const route of held.splice(0)) await route.fulfill(STUB);
    },
  };
}

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "swatches, steppers and the sticky bar need scripts");

  test("swatches select and set the select, deselect on a second click, disable what is sold out, and reset", async ({ page, shop }) => {
    const p = shop.variable;
    const soldOut = pairOf(p, soldOutPair(p)!);
    const form = new ProductFormPage(page);
    const errors: string[] = [];
    page.on("console", (m) => (m.type() === "error" ? errors.push(m.text()) : undefined));
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(p.path);

    // Swatches stand in for the selects, which stay in the form (hidden) to be posted.
    await expect(form.select(p.colourField)).toBeHidden();
    const colour = form.swatch(p.colourField, soldOut.colour);
    const size = form.swatch(p.sizeField, soldOut.size);
    await expect(colour).toBeVisible();
    await expect(form.reset).toHaveCount(0);
    await expect(
      page.getByRole("group", { name: "Màu sắc" }).getByRole("button", { name: (await colour.getAttribute("data-name"))!, exact: true }),
    ).toBeVisible();

    await colour.click();
    await expect(colour).toHaveAttribute("aria-pressed", "true");
    await expect(colour).toHaveClass(/\bselected\b/);
    await expect(form.select(p.colourField)).toHaveValue(soldOut.colour);
    // Stacked layout: the chosen value's name beside the attribute's label.
    await expect(form.chosenName(p.colourField)).toHaveText((await colour.getAttribute("data-name"))!);

    // The size sold out in this colour is a disabled swatch (and a disabled option) that cannot be chosen.
    await expect(size).toHaveAttribute("aria-disabled", "true");
    await expect(size).toHaveClass(/\bdisabled\b/);
    await expect(size).toBeDisabled();
    await expect(form.select(p.sizeField).locator(`option[value="${soldOut.size}"]`)).toBeDisabled();
    await size.click({ force: true });
    await expect(size).toHaveAttribute("aria-pressed", "false");
    await expect(form.select(p.sizeField)).toHaveValue("");
    await expect(size).toHaveAccessibleName(/hết hàng/);

    // A second click on the chosen swatch clears it, and the size is open again.
    await colour.click();
    await expect(colour).toHaveAttribute("aria-pressed", "false");
    await expect(form.select(p.colourField)).toHaveValue("");
    await expect(form.chosenName(p.colourField)).toHaveCount(0);
    await expect(size).not.toHaveAttribute("aria-disabled", "true");

    // The sold-out colour is disabled the other way round too; reset clears every choice.
    await size.click();
    await expect(form.select(p.sizeField)).toHaveValue(soldOut.size);
    await expect(colour).toHaveAttribute("aria-disabled", "true");
    const other = buyable(p).find((v) => v.attributes[p.sizeField] === soldOut.size)!;
    await form.swatch(p.colourField, other.attributes[p.colourField]!).click();
    await expect(form.variationId).toHaveValue(String(other.variation_id));
    await expect(form.reset).toBeVisible();
    await form.reset.click();
    await expect(form.form.locator('.ux-swatch[aria-pressed="true"]')).toHaveCount(0);
    await expect(form.form.locator(".ux-swatch.disabled")).toHaveCount(0);
    for (const field of p.fields) await expect(form.select(field)).toHaveValue("");
    await expect(form.variationId).toHaveValue("");
    await expect(form.reset).toHaveCount(0);
    // Focus stays in the form (on the first swatch), not lost with the vanished link.
    await expect(form.form.locator(".ux-swatch").first()).toBeFocused();
    expect(errors).toEqual([]);
  });

  test("choosing a variation shows its price, stock and SKU and sets variation_id", async ({ page, shop }) => {
    const p = shop.variable;
    const form = new ProductFormPage(page);
    await page.goto(p.path);
    const productSku = await form.sku.innerText();
    const [first, ...rest] = buyable(p);
    // A second variation at another price when there is one, so the price visibly changes.
    const second = rest.find((v) => v.display_price !== first!.display_price) ?? rest[0]!;

    for (const v of [first!, second]) {
      const { colour, size } = pairOf(p, v);
      if (await form.reset.isVisible()) await form.reset.click();
      if ((await form.swatch(p.colourField, colour).getAttribute("aria-pressed")) !== "true")
        await form.swatch(p.colourField, colour).click();
      if ((await form.swatch(p.sizeField, size).getAttribute("aria-pressed")) !== "true") await form.swatch(p.sizeField, size).click();
      await expect(form.variationId).toHaveValue(String(v.variation_id));
      await expect(form.status.locator(".price")).toContainText(vnd(v.display_price));
      if (v.display_regular_price !== v.display_price)
        await expect(form.status.locator(".price del")).toContainText(vnd(v.display_regular_price));
      await expect(form.status.locator(".stock")).toHaveText(
        typeof v.max_qty === "number" ? `Còn ${v.max_qty} sản phẩm` : /Còn hàng|Có thể đặt trước/,
      );
      await expect(form.sku).toHaveText(v.sku);
      await expect(form.button).toBeEnabled();
    }
    // The price and stock are announced politely as they change.
    await expect(form.status).toHaveAttribute("aria-live", "polite");

    // Clearing a choice clears the variation and gives the product's SKU back.
    await form.swatch(p.sizeField, pairOf(p, second).size).click();
    await expect(form.variationId).toHaveValue("");
    await expect(form.status.locator(".price")).toHaveCount(0);
    await expect(form.sku).toHaveText(productSku);
  });

  test("a sold-out combination disables the button and says so; a missing choice is named, nothing is sent", async ({ page, shop }) => {
    const p = shop.variable;
    const soldOut = soldOutPair(p)!;
    const form = new ProductFormPage(page);
    // The choice arrives in the address, as a listing swatch links it.
    await page.goto(`${p.path}?${p.colourField}=${soldOut.attributes[p.colourField]}&${p.sizeField}=${soldOut.attributes[p.sizeField]}`);
    await hydrated(page);
    await expect(form.swatch(p.colourField, soldOut.attributes[p.colourField]!)).toHaveAttribute("aria-pressed", "true");
    await expect(form.button).toBeDisabled();
    await expect(form.status).toContainText("Rất tiếc, phân loại bạn chọn hiện đã hết hàng. Vui lòng chọn phân loại khác.");
    await expect(form.status.locator(".stock")).toHaveText("Hết hàng");

    const caught = await catchPosts(page, p.path);
    await form.reset.click();
    await expect(form.button).not.toHaveAttribute("disabled");
    await expect(form.button).toHaveAttribute("aria-disabled", "true");
    await form.button.click({ force: true });
    await expect(form.status).toContainText(/^Vui lòng chọn .+ và .+ trước khi thêm vào giỏ hàng\.$/);
    await expect(form.form.locator(".ux-swatch").first()).toBeFocused();
    expect(caught.posts).toHaveLength(0);
  });

  test("steppers keep the quantity within min, max and step", async ({ page, shop }) => {
    const p = shop.variable;
    const form = new ProductFormPage(page);
    await page.goto(p.path);
    const plus = form.form.locator("button.plus");
    const minus = form.form.locator("button.minus");
    await expect(plus).toHaveAccessibleName("Tăng số lượng");
    await expect(minus).toHaveAccessibleName("Giảm số lượng");
    await expect(form.quantity).toHaveAttribute("min", "1");
    await expect(form.quantity).toHaveAttribute("step", "1");

    await expect(form.quantity).toHaveValue("1");
    await minus.click();
    await expect(form.quantity).toHaveValue("1"); // at min stays at min
    await plus.click();
    await plus.click();
    await expect(form.quantity).toHaveValue("3"); // one step each
    await minus.click();
    await expect(form.quantity).toHaveValue("2");

    // A variation with little stock: plus stops at the stock left.
    const low = buyable(p).find((v) => typeof v.max_qty === "number")!;
    const max = low.max_qty as number;
    const { colour, size } = pairOf(p, low);
    await form.swatch(p.colourField, colour).click();
    await form.swatch(p.sizeField, size).click();
    await expect(form.quantity).toHaveAttribute("max", String(max));
    await form.quantity.fill(String(Math.max(1, max - 1)));
    await plus.click();
    await expect(form.quantity).toHaveValue(String(max));
    await plus.click();
    await expect(form.quantity).toHaveValue(String(max));
    await form.quantity.fill(String(max + 5));
    await plus.click();
    await expect(form.quantity).toHaveValue(String(max)); // above max comes back to max

    // Outside the cart a quantity below the min is raised to it when the field is left.
    await form.quantity.fill("0");
    await form.quantity.press("Tab");
    await expect(form.quantity).toHaveValue("1");
    await form.quantity.fill("");
    await form.quantity.blur();
    await expect(form.quantity).toHaveValue("1");
  });

  test("the sticky bar appears once the button is scrolled past, keeps its quantity in step and sends the form", async ({ page, shop }) => {
    const p = shop.variable;
    const form = new ProductFormPage(page);
    const barCode: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/StickyAddToCart-[\w-]+\.js$/.test(new URL(r.url()).pathname)) barCode.push(r.url());
    });
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto(p.path);
    await page.waitForLoadState("networkidle");

    // The button still (just) in view: no bar, and not even its code.
    await form.button.scrollIntoViewIfNeeded();
    await form.scrollButtonAbove(-5);
    await pageCaughtUp(page);
    await expect(form.bar).toHaveCount(0);
    expect(barCode, "the bar's code loads when the bar is first needed").toEqual([]);
    // Scrolled above the viewport: the bar, with the product.
    await form.scrollButtonAbove(5);
    await expect(form.bar).toHaveAttribute("aria-hidden", "false");
    await expect(form.bar).toBeVisible();
    await expect(page.getByRole("region", { name: "Thêm nhanh vào giỏ hàng" })).toContainText(await page.locator("h1").innerText());
    await expect(form.barButton).toHaveAttribute("data-product-id", String(p.id));

    // Quantities in step, both ways.
    await form.bar.locator("button.plus").click();
    await expect(form.barQuantity).toHaveValue("2");
    await expect(form.quantity).toHaveValue("2");
    await expect(form.barButton).toHaveAttribute("data-qty", "2");
    await form.quantity.fill("4"); // brings the form's field into view, and the bar goes
    await expect(form.bar).toHaveAttribute("aria-hidden", "true");
    await form.scrollButtonAbove(5);
    await expect(form.barQuantity).toHaveValue("4");
    await expect(form.barButton).toHaveAttribute("data-qty", "4");

    // Nothing chosen yet: the bar's button takes the shopper to the form instead of sending it.
    const caught = await catchPosts(page, p.path, { hold: true });
    await form.barButton.click();
    await expect(form.form.locator(".ux-swatch").first()).toBeFocused();
    await expect(form.form.locator(".ux-swatch").first()).toBeInViewport();
    await expect(form.status).toContainText("Vui lòng chọn");
    expect(caught.posts).toHaveLength(0);

    // Chosen: the bar's button sends the main form, and both buttons show they are busy.
    const v = buyable(p).find((x) => typeof x.max_qty !== "number" || x.max_qty >= 4)!;
    await form.swatch(p.colourField, pairOf(p, v).colour).click();
    await form.swatch(p.sizeField, pairOf(p, v).size).click();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(form.bar).toHaveAttribute("aria-hidden", "false");
    await expect(form.bar.locator(".price")).toContainText(vnd(v.display_price));
    // While the post runs the page is frozen for Playwright (locators and evaluate wait for the
    // navigation), so the page reports its buttons' state itself, in the first frame drawn after the submit.
    const reports: string[] = [];
    page.on("console", (m) => (m.text().startsWith("busy ") ? reports.push(m.text().slice(5)) : undefined));
    await page.evaluate(() =>
      window.addEventListener("submit", () =>
        requestAnimationFrame(() => {
          const buttons = [...document.querySelectorAll(".single_add_to_cart_button")];
          console.log(`busy ${JSON.stringify(buttons.map((b) => [b.classList.contains("loading"), b.getAttribute("aria-busy")]))}`);
        }),
      ),
    );
    // Clicked from the page itself: Playwright's click would wait for the held navigation.
    await form.barButton.evaluate((b: HTMLButtonElement) => b.click());
    await expect.poll(() => caught.posts.length).toBe(1);
    await expect.poll(() => reports.length).toBe(1);
    expect(JSON.parse(reports[0]!)).toEqual([
      [true, "true"],
      [true, "true"],
    ]);
    const body = caught.body();
    expect(body.get("add-to-cart")).toBe(String(p.id));
    expect(body.get("quantity")).toBe("4");
    expect(body.get("variation_id")).toBe(String(v.variation_id));
    expect(body.get(p.colourField)).toBe(pairOf(p, v).colour);
    expect(body.get(p.sizeField)).toBe(pairOf(p, v).size);
    expect(body.getAll("quantity")).toHaveLength(1); // the bar's field is not posted
    await caught.release();
  });

  test("the sticky bar hides again when scrolling back up", async ({ page, shop }) => {
    const form = new ProductFormPage(page);
    await page.goto(shop.simple.path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(form.bar).toHaveAttribute("aria-hidden", "false");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(form.bar).toHaveAttribute("aria-hidden", "true");
    await expect(form.bar).toBeHidden();
  });

  test("image swatches carry their picture's sources", async ({ page, shop }) => {
    test.skip(!shop.patterned, "the shop has no product with image swatches");
    const p = shop.patterned!;
    const form = new ProductFormPage(page);
    await page.goto(p.path);
    const swatch = form.form.locator(".ux-swatch--image").first();
    // Each rendition's address ends with its fingerprint (decision 033).
    await expect(swatch).toHaveAttribute("data-image-src", /\.(jpe?g|webp|png)\?v=[\w-]{10}$/);
    await expect(swatch).toHaveAttribute("data-image-srcset", /\d+w/);
    await expect(swatch).toHaveAttribute("data-name", /.+/);
    await expect(swatch).toHaveAttribute("data-attribute_name", p.colourField);
    await swatch.click();
    await expect(form.chosenName(p.colourField)).toHaveText((await swatch.getAttribute("data-name"))!);
  });

  test("the product page with the form has no serious axe violations (choices made, bar shown)", async ({ page, shop }) => {
    test.slow(); // four axe runs on a shared machine
    const p = shop.variable;
    const soldOut = pairOf(p, soldOutPair(p)!);
    const form = new ProductFormPage(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(p.path);
      await form.swatch(p.colourField, soldOut.colour).click(); // disables a size
      let violations = await seriousViolations(page);
      expect(
        violations.map((v) => v.id),
        `${width} px:\n${formatViolations(violations)}`,
      ).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(form.bar).toHaveAttribute("aria-hidden", "false");
      violations = await seriousViolations(page);
      expect(
        violations.map((v) => v.id),
        `${width} px, bar shown:\n${formatViolations(violations)}`,
      ).toEqual([]);
    }
  });
});

test.describe("with or without JavaScript", () => {
  test("the variations form has a select per attribute, a quantity and a button, and posts them", async ({
    page,
    shop,
    javaScriptEnabled,
  }) => {
    const p = shop.variable;
    const form = new ProductFormPage(page);
    await page.goto(p.path);
    await expect(form.form).toHaveAttribute("method", "post");
    await expect(form.form).toHaveAttribute("action", p.path);
    await expect(form.form).toHaveAttribute("data-product_id", String(p.id));
    await expect(form.button).toHaveAttribute("name", "add-to-cart");
    await expect(form.button).toHaveAttribute("value", String(p.id));
    await expect(form.button).toHaveText("Thêm vào giỏ hàng");
    const v = buyable(p).at(-1)!;
    const { colour, size } = pairOf(p, v);

    if (javaScriptEnabled) {
      await form.swatch(p.colourField, colour).click();
      await form.swatch(p.sizeField, size).click();
      await form.form.locator("button.plus").click();
    } else {
      // The selects, labelled, and a plain number field; no swatch or stepper is shown.
      for (const field of p.fields) await expect(form.select(field)).toBeVisible();
      await expect(form.select(p.colourField)).toHaveAccessibleName("Màu sắc");
      await expect(form.form.locator(".ux-swatches").first()).toBeHidden();
      await expect(form.form.locator("button.plus")).toBeHidden();
      await form.select(p.colourField).selectOption(colour);
      await form.select(p.sizeField).selectOption(size);
      await form.quantity.fill("2");
    }
    const caught = await catchPosts(page, p.path);
    await form.button.click();
    await expect.poll(() => caught.posts.length).toBe(1);
    const body = caught.body();
    expect(body.get("add-to-cart")).toBe(String(p.id));
    expect(body.get("product_id")).toBe(String(p.id));
    expect(body.get("quantity")).toBe("2");
    expect(body.get(p.colourField)).toBe(colour);
    expect(body.get(p.sizeField)).toBe(size);
    // Without scripts the server finds the variation from the attributes.
    expect(body.get("variation_id")).toBe(javaScriptEnabled ? String(v.variation_id) : "");
    expect(caught.posts[0]!.headers()["content-type"]).toContain("application/x-www-form-urlencoded");
    await caught.release();
  });

  test("a simple product's form posts its quantity and id", async ({ page, shop }) => {
    const form = new ProductFormPage(page);
    await page.goto(shop.simple.path);
    await expect(form.form).not.toHaveClass(/variations_form/);
    await expect(form.button).toHaveClass(/single_add_to_cart_button/);
    await expect(form.button).toHaveClass(/\bbutton\b/);
    await form.quantity.fill("3");
    const caught = await catchPosts(page, shop.simple.path);
    await form.button.click();
    await expect.poll(() => caught.posts.length).toBe(1);
    expect(Object.fromEntries(caught.body())).toEqual({ quantity: "3", "add-to-cart": String(shop.simple.id) });
    await caught.release();
  });

  test("a choice in the address is preselected, and a sold-out one is explained before scripts run", async ({ page, shop }) => {
    const p = shop.variable;
    const soldOut = soldOutPair(p)!;
    const form = new ProductFormPage(page);
    await page.goto(`${p.path}?${p.colourField}=${soldOut.attributes[p.colourField]}&${p.sizeField}=${soldOut.attributes[p.sizeField]}`);
    await expect(form.select(p.colourField)).toHaveValue(soldOut.attributes[p.colourField]!);
    await expect(form.select(p.sizeField)).toHaveValue(soldOut.attributes[p.sizeField]!);
    await expect(form.status).toContainText("phân loại bạn chọn hiện đã hết hàng");
  });

  test("a sold-out simple product has no form, only a message", async ({ page, shop }) => {
    test.skip(!shop.soldOutSimple, "the shop has no sold-out simple product");
    const form = new ProductFormPage(page);
    await page.goto(shop.soldOutSimple!);
    await expect(page.getByText("Sản phẩm này tạm hết hàng. Bạn vui lòng quay lại sau.")).toBeVisible();
    await expect(form.form).toHaveCount(0);
    await expect(form.bar).toHaveCount(0);
  });
});
