import { type Locator, type Page, expect, test } from "@playwright/test";
import { formatViolations, seriousViolations } from "./fixtures/axe";
import { pageCaughtUp } from "./fixtures/caught-up";
import { hydrated } from "./fixtures/listing";

/*
 * The single product page's gallery (spec §2 "Single product page", §8 "Images and media"):
 * without JavaScript the main picture and the thumbnails, each a link to its full size; with it
 * the slider, hover zoom, the lightbox (loaded on first use) and the image error messages.
 */

/** The first product of the shop (every seeded product has a main picture and three or more in its gallery). */
async function firstProductPath(page: Page): Promise<string> {
  const response = await page.request.get("/cua-hang/");
  const href = /<h2[^>]*woocommerce-loop-product__title[^>]*><a href="([^"]+)"/.exec(await response.text())?.[1];
  if (!href) throw new Error("no product link on /cua-hang/");
  return href;
}

/** The pictures' addresses as the server renders them: each thumbnail's `src` (800 px JPEG) and link. */
async function galleryImages(page: Page, path: string): Promise<Array<{ src: string; full: string }>> {
  const html = await (await page.request.get(path)).text();
  const thumbs = /<ul[^>]*flex-control-thumbs[\s\S]*?<\/ul>/.exec(html)?.[0] ?? "";
  return [...thumbs.matchAll(/<a href="([^"]+)"[\s\S]*?<img src="([^"]+)"/g)].map((m) => ({ full: m[1]!, src: m[2]! }));
}

/** The gallery's own code, which the product page fetches at the gallery's first use. */
const GALLERY_CODE = /\/assets\/ProductGallery-[\w-]+\.js$/;

/**
 * Opens the first product's page with the gallery's code held back until `release` is called (a
 * shopper on a slow network): the server's gallery, and the number of its pictures.
 */
async function openWithCodeHeld(page: Page) {
  const path = await firstProductPath(page);
  const code = await holdRequests(page, GALLERY_CODE);
  const gallery = new Gallery(page);
  await page.goto(path);
  await hydrated(page);
  const count = await gallery.serverThumbs.count();
  return { path, gallery, count, ...code };
}

/** Requests to `url` wait until `release()`; `requested()` says whether one was made. */
async function holdRequests(page: Page, url: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(url, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { requested: () => requested, release };
}

/** A finger swiping the main picture from right to left, as a shopper asks for the next one. */
async function swipeLeft(page: Page, gallery: Gallery): Promise<void> {
  const box = (await gallery.root.locator(".woocommerce-product-gallery__image").boundingBox())!;
  const y = box.y + box.height / 2;
  const touch = await page.context().newCDPSession(page);
  const at = (x: number) => [{ x, y }];
  await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(box.x + box.width * 0.8) });
  for (let step = 1; step <= 5; step++) await touch.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(box.x + box.width * (0.8 - step * 0.12)) });
  await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** Every rendition (AVIF, WebP and JPEG, every size) of the picture a rendition's address belongs to. */
function renditionsOf(src: string): RegExp {
  // Every rendition's address ends with its fingerprint (decision 033).
  const stem = src.replace(/-\d+x\d+\.\w+(\?v=[\w-]+)?$/, "");
  return new RegExp(`${escapeRegExp(stem)}-\\d+x\\d+\\.(avif|webp|jpg)\\?v=[\\w-]+$`);
}

/** `text` as a regular expression that matches it literally (a picture's address holds `?` and `.`). */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

class Gallery {
  readonly root: Locator;
  readonly thumbs: Locator;
  readonly activeSlide: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly fullSize: Locator;
  readonly lightbox: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole("region", { name: "Ảnh sản phẩm" });
    this.thumbs = this.root.getByRole("list", { name: "Chọn ảnh để xem" }).getByRole("button");
    this.activeSlide = this.root.locator(".woocommerce-product-gallery__image:not([inert])");
    this.next = this.root.getByRole("button", { name: "Ảnh tiếp theo" });
    this.previous = this.root.getByRole("button", { name: "Ảnh trước" });
    this.fullSize = this.root.getByRole("button", { name: "Xem ảnh kích thước đầy đủ" });
    this.lightbox = page.getByRole("dialog", { name: /^Ảnh phóng to: / });
  }

  /** Opens the product page, points at the main picture (the gallery's code loads then) and waits for it to take over. */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.root.locator(".woocommerce-product-gallery__image a").first().hover();
    await expect(this.next).toBeVisible();
  }

  /** The thumbnails as the server draws them: links, until the script takes over. */
  get serverThumbs(): Locator {
    return this.root.getByRole("link", { name: /^Ảnh \d+ của / });
  }

  /** Asserts picture `n` (from 1) is the shown slide, its thumbnail marked current, and only it. */
  async expectShown(n: number, count: number): Promise<void> {
    await expect(this.activeSlide).toHaveAttribute("aria-label", `Ảnh ${n} / ${count}`);
    await expect(this.thumbs.nth(n - 1)).toHaveAttribute("aria-current", "true");
    await expect(this.root.locator('[aria-current="true"]')).toHaveCount(1);
    // The slide has finished moving into the viewport.
    await expect
      .poll(async () => {
        const [slide, viewport] = await Promise.all([
          this.activeSlide.boundingBox(),
          this.activeSlide.locator("xpath=../..").boundingBox(),
        ]);
        return Math.round(Math.abs((slide?.x ?? -1) - (viewport?.x ?? 0)));
      }, { intervals: [50, 100] })
      .toBe(0);
  }
}

test.describe("without JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the server-rendered gallery, as a visitor without JavaScript gets it");

  test("shows the main picture and the thumbnails, each a link to its full size", async ({ page }) => {
    const path = await firstProductPath(page);
    const images = await galleryImages(page, path);
    expect(images.length).toBeGreaterThanOrEqual(4);
    await page.goto(path);
    const gallery = page.getByRole("region", { name: "Ảnh sản phẩm" });
    const main = gallery.locator(".woocommerce-product-gallery__image a");
    await expect(main).toHaveCount(1);
    await expect(main).toHaveAttribute("href", images[0]!.full);
    await expect(main.locator("img")).toBeVisible();
    expect(await main.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const links = gallery.getByRole("link", { name: /^Ảnh \d+ của / });
    await expect(links).toHaveCount(images.length);
    for (const [i, { full }] of images.entries()) {
      await expect(links.nth(i)).toHaveAttribute("href", full);
      await expect(links.nth(i).locator("img")).toBeVisible();
      const response = await page.request.get(full);
      expect(response.status(), full).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/jpeg");
    }
    // No script, no buttons that could not work.
    await expect(gallery.getByRole("button")).toHaveCount(0);
    await links.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(images[1]!.full)}$`));
  });

  test.describe("on a phone (412 px at a 1.75 pixel ratio, Lighthouse's)", () => {
    test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

    test("each picture is asked for in the smallest rendition that fills it", async ({ page }) => {
      const asked: string[] = [];
      page.on("request", (request) => {
        // AVIF where the browser takes it, else WebP: both counted, so a picture fetched in both formats shows.
        if (/\/wp-content\/uploads\/.+\.(avif|webp)/.test(request.url())) asked.push(new URL(request.url()).pathname);
      });
      await page.goto(await firstProductPath(page));
      const pictures = page.getByRole("region", { name: "Ảnh sản phẩm" }).locator("img");
      expect(await pictures.count()).toBeGreaterThanOrEqual(4);
      const renditions = [150, 400, 800, 1200];
      const drawn = [];
      for (const img of await pictures.all()) {
        await expect(img).toHaveJSProperty("complete", true);
        const { width, src } = await img.evaluate((el: HTMLImageElement) => ({ width: el.getBoundingClientRect().width, src: new URL(el.currentSrc).pathname }));
        const stem = src.replace(/-\d+x\d+\.(avif|webp)$/, "");
        const fetched = asked.flatMap((path) => (path.slice(0, path.lastIndexOf("-")) === stem ? [Number(/-(\d+)x\d+\.(avif|webp)$/.exec(path)![1])] : []));
        drawn.push({ stem, width: Math.round(width), fetched, fitting: renditions.find((r) => r >= width * 1.75) });
      }
      // The main picture (380 px wide: 665 device pixels) and the thumbnails (85 px: 149). The
      // main picture's own thumbnail asks for its 150, or is drawn from the 800 already in.
      const [main, ...thumbs] = drawn;
      expect({ ...main, fetched: main!.fetched.filter((r) => r !== 150) }).toEqual({ stem: main!.stem, width: 380, fetched: [800], fitting: 800 });
      const others = thumbs.filter((t) => t.stem !== main!.stem);
      expect(others.length).toBeGreaterThanOrEqual(2);
      expect(others).toEqual(others.map((t) => ({ stem: t.stem, width: 85, fetched: [150], fitting: 150 })));
    });
  });
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the slider, zoom and lightbox are the script's");

  test("the gallery's code loads when the shopper first points at the gallery, not with the page", async ({ page }) => {
    const galleryCode: string[] = [];
    page.on("request", (r) => {
      if (GALLERY_CODE.test(new URL(r.url()).pathname)) galleryCode.push(r.url());
    });
    const gallery = new Gallery(page);
    await page.goto(await firstProductPath(page));
    await page.waitForLoadState("networkidle");
    expect(galleryCode, "the gallery's code is not part of the first load").toEqual([]);
    await expect(gallery.next).toHaveCount(0);
    await hydrated(page);
    expect(galleryCode, "nor of hydration").toEqual([]);

    await gallery.serverThumbs.nth(1).hover();
    await expect(gallery.next).toBeVisible();
    expect(galleryCode).toHaveLength(1);
  });

  test("a thumbnail clicked before the code has come is shown once it has, and keeps the focus", async ({ page }) => {
    const { path, gallery, count, ...code } = await openWithCodeHeld(page);

    await gallery.serverThumbs.nth(2).click();
    await expect.poll(code.requested).toBe(true);
    // Held back: no full-size picture in the tab instead of the page.
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    code.release();
    await gallery.expectShown(3, count);
    await expect(gallery.thumbs.nth(2)).toBeFocused();
  });

  test("the keyboard focus stays where it was when the code takes over", async ({ page }) => {
    const { gallery, count, ...code } = await openWithCodeHeld(page);

    await gallery.serverThumbs.nth(1).focus();
    await expect.poll(code.requested).toBe(true);
    code.release();
    await expect(gallery.next).toBeVisible();
    await expect(gallery.thumbs.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await gallery.expectShown(3, count);
    await expect(gallery.thumbs.nth(2)).toBeFocused();
  });

  test("the main picture clicked before the code has come opens the lightbox once it has", async ({ page }) => {
    const { path, gallery, count, ...code } = await openWithCodeHeld(page);

    await gallery.root.locator(".woocommerce-product-gallery__image a").click();
    await expect.poll(code.requested).toBe(true);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    code.release();
    await expect(gallery.lightbox).toBeFocused();
    await expect(gallery.lightbox.locator(".pswp__counter")).toHaveText(`1 / ${count}`);
  });

  test("without its code (offline) a clicked thumbnail still opens its picture", async ({ page }) => {
    const path = await firstProductPath(page);
    const images = await galleryImages(page, path);
    await page.route(GALLERY_CODE, (route) => route.abort("internetdisconnected"));
    const gallery = new Gallery(page);
    await page.goto(path);
    await gallery.serverThumbs.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(images[1]!.full)}$`));
  });

  test("thumbnails and the arrow buttons change the slide", async ({ page }) => {
    const gallery = new Gallery(page);
    await gallery.open(await firstProductPath(page));
    const count = await gallery.thumbs.count();
    expect(count).toBeGreaterThanOrEqual(4);
    await gallery.expectShown(1, count);
    await expect(gallery.previous).toHaveAttribute("aria-disabled", "true");
    await expect(gallery.root).not.toContainText("Không thể tải hình ảnh");

    await gallery.thumbs.nth(2).click();
    await gallery.expectShown(3, count);
    await gallery.next.click();
    await gallery.expectShown(4, count);
    await gallery.previous.click();
    await gallery.expectShown(3, count);

    // Every picture, the lazy ones too, loads without a false error.
    await gallery.thumbs.nth(count - 1).click();
    await gallery.expectShown(count, count);
    await expect(gallery.next).toHaveAttribute("aria-disabled", "true");
    await expect(gallery.activeSlide.locator("img")).toBeVisible();
    await expect(gallery.root).not.toContainText("Không thể tải hình ảnh");
  });

  test("the keyboard moves the slide and the focus with it", async ({ page }) => {
    const gallery = new Gallery(page);
    await gallery.open(await firstProductPath(page));
    const count = await gallery.thumbs.count();

    // Arrow keys on a thumbnail step from that thumbnail, and the focus goes along.
    await gallery.thumbs.nth(2).focus();
    await page.keyboard.press("ArrowLeft");
    await gallery.expectShown(2, count);
    await expect(gallery.thumbs.nth(1)).toBeFocused();
    await gallery.thumbs.nth(0).focus();
    await page.keyboard.press("ArrowRight");
    await gallery.expectShown(2, count);
    await expect(gallery.thumbs.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await gallery.expectShown(count, count);
    await expect(gallery.thumbs.nth(count - 1)).toBeFocused();
    await page.keyboard.press("Home");
    await gallery.expectShown(1, count);

    // On the shown picture itself the keys move to the next one, which takes the focus.
    await gallery.activeSlide.getByRole("link").focus();
    await page.keyboard.press("ArrowRight");
    await gallery.expectShown(2, count);
    await expect(gallery.activeSlide.getByRole("link")).toBeFocused();
  });

  test("a drag (a swipe) shows the next picture and opens no lightbox", async ({ page }) => {
    const gallery = new Gallery(page);
    await gallery.open(await firstProductPath(page));
    const count = await gallery.thumbs.count();
    // Past half the width, so it settles there however slow the machine makes the gesture; above the buttons.
    const box = (await gallery.activeSlide.boundingBox())!;
    const y = box.y + box.height / 3;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    for (let step = 1; step <= 5; step++) await page.mouse.move(box.x + box.width * (0.8 - step * 0.14), y);
    await page.mouse.up();
    await gallery.expectShown(2, count);
    await expect(gallery.lightbox).toHaveCount(0);
  });

  test("the lightbox loads on first use; arrows move, Escape closes and gives the focus back", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text());
    });
    page.on("pageerror", (e) => problems.push(String(e)));
    const lightboxRequests: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/lightbox-[\w-]+\.(js|css)$/.test(new URL(r.url()).pathname)) lightboxRequests.push(r.url());
    });

    const gallery = new Gallery(page);
    await gallery.open(await firstProductPath(page));
    const count = await gallery.thumbs.count();
    await page.waitForLoadState("networkidle");
    expect(lightboxRequests, "the lightbox is not part of the first load").toEqual([]);

    // Opened by the keyboard from the "view full size" button.
    await gallery.fullSize.focus();
    await page.keyboard.press("Enter");
    await expect(gallery.lightbox).toBeVisible();
    // Once it has faded in, the dialog holds the focus and takes the keys.
    await expect(gallery.lightbox).toBeFocused();
    expect(lightboxRequests.some((u) => u.endsWith(".js"))).toBe(true);
    expect(lightboxRequests.some((u) => u.endsWith(".css"))).toBe(true);
    const counter = gallery.lightbox.locator(".pswp__counter");
    await expect(counter).toHaveText(`1 / ${count}`);
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`2 / ${count}`);
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`3 / ${count}`);
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText(`2 / ${count}`);
    await expect(gallery.lightbox.getByRole("button", { name: "Đóng (Esc)" })).toBeVisible();
    await expect(gallery.lightbox.locator(".pswp__item:not([aria-hidden=true]) img.pswp__img")).toHaveAttribute("src", /-\d+x\d+\.jpg\?v=[\w-]{10}$/);

    await page.keyboard.press("Escape");
    await expect(gallery.lightbox).toHaveCount(0);
    await expect(gallery.fullSize).toBeFocused();
    // The slider follows the picture the lightbox showed last.
    await gallery.expectShown(2, count);

    // Clicking the shown picture opens it there; the close button works the same.
    await gallery.activeSlide.getByRole("link").click();
    await expect(gallery.lightbox).toBeFocused();
    await expect(counter).toHaveText(`2 / ${count}`);
    await gallery.lightbox.getByRole("button", { name: "Đóng (Esc)" }).click();
    await expect(gallery.lightbox).toHaveCount(0);
    await expect(gallery.activeSlide.getByRole("link")).toBeFocused();
    expect(problems).toEqual([]);
  });

  test("the open lightbox has no serious or critical axe violations", async ({ page }) => {
    const gallery = new Gallery(page);
    await gallery.open(await firstProductPath(page));
    await gallery.fullSize.click();
    await expect(gallery.lightbox).toBeVisible();
    await expect(gallery.lightbox.locator(".pswp__item:not([aria-hidden=true]) img.pswp__img")).toBeVisible();
    const violations = await seriousViolations(page);
    expect(violations.map((v) => v.id), formatViolations(violations)).toEqual([]);
  });

  test("a gallery picture that cannot be loaded says which one it is", async ({ page }) => {
    const path = await firstProductPath(page);
    const images = await galleryImages(page, path);
    // The main picture fails before the script runs, the second one after (its slide is lazy).
    for (const n of [1, 2]) await page.route(renditionsOf(images[n - 1]!.src), (route) => route.fulfill({ status: 404 }));
    const gallery = new Gallery(page);
    await gallery.open(path);

    await expect(gallery.activeSlide).toContainText("Không thể tải hình ảnh #1.");
    await expect(gallery.thumbs.nth(0)).toContainText("Không thể tải hình ảnh #1.");
    await expect(gallery.thumbs.nth(1)).toContainText("Không thể tải hình ảnh #2.");
    await gallery.next.click();
    await expect(gallery.activeSlide).toContainText("Không thể tải hình ảnh #2.");
    // The others load and say nothing.
    await gallery.next.click();
    await expect(gallery.activeSlide.locator("img")).toBeVisible();
    await expect(gallery.root).not.toContainText("Không thể tải hình ảnh #3.");
  });

  test("hover zoom draws the large picture inside the box, following the pointer", async ({ page }) => {
    const gallery = new Gallery(page);
    await gallery.open(await firstProductPath(page));
    const link = gallery.activeSlide.getByRole("link");
    const box = (await link.boundingBox())!;
    await page.mouse.move(box.x + 10, box.y + 10);
    await page.mouse.move(box.x + 20, box.y + 20);
    const zoom = link.locator("img.zoomImg[data-ready]");
    await expect(zoom).toBeVisible();
    const drawn = await zoom.evaluate((img: HTMLImageElement) => ({ width: img.offsetWidth, natural: img.naturalWidth }));
    expect(drawn.width).toBe(drawn.natural);
    expect(drawn.width).toBeGreaterThan(box.width);
    const offset = () => zoom.evaluate((img) => new DOMMatrix(getComputedStyle(img).transform).m41);
    const nearLeft = await offset();
    await page.mouse.move(box.x + box.width - 5, box.y + box.height / 2);
    // At the right edge the picture's right edge is shown: moved left by (drawn - box) or nearly.
    await expect.poll(offset).toBeLessThan(nearLeft - (drawn.width - box.width) * 0.9);
    await page.mouse.move(box.x + box.width + 40, box.y - 40);
    await expect(link.locator("img.zoomImg")).toHaveCount(0);
  });

  test("the zoom error shows for 2500 ms when the large picture cannot be loaded", async ({ page }) => {
    const path = await firstProductPath(page);
    const [main] = await galleryImages(page, path);
    await page.route((url) => url.pathname + url.search === main!.full, (route) => route.fulfill({ status: 404 }));
    await page.clock.install();
    const gallery = new Gallery(page);
    await gallery.open(path);
    await page.clock.pauseAt(new Date(Date.now() + 60_000));

    const link = gallery.activeSlide.getByRole("link");
    const box = (await link.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width / 2 + 5, box.y + box.height / 2 + 5);
    const error = gallery.root.getByRole("status");
    await expect(error).toHaveText("Không thể tải hình ảnh");
    await page.clock.runFor(2400);
    await expect(error).toHaveText("Không thể tải hình ảnh");
    await page.clock.runFor(100);
    await expect(error).toHaveText("");
    // Moving on over the picture does not ask for it again, nor bring the message back.
    await page.mouse.move(box.x + box.width / 3, box.y + box.height / 3);
    await expect(error).toHaveText("");
    await expect(link.locator("img.zoomImg")).toHaveCount(0);
  });

  test.describe("on a touch screen", () => {
    test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

    test("a swipe made before the code has come shows the next picture once it has", async ({ page }) => {
      const { gallery, count, ...code } = await openWithCodeHeld(page);
      await swipeLeft(page, gallery);
      await expect.poll(code.requested).toBe(true);
      code.release();
      await gallery.expectShown(2, count);
      await expect(gallery.lightbox).toHaveCount(0);
    });

    test("a swipe made before the page's scripts have come shows the next picture once they have", async ({ page }) => {
      const path = await firstProductPath(page);
      const scripts = await holdRequests(page, /\/assets\/entry\.client-[^/]+\.js$/);
      const gallery = new Gallery(page);
      await page.goto(path);
      const count = await gallery.serverThumbs.count();
      await swipeLeft(page, gallery);
      // The touch started the scripts; the swipe came before them.
      await expect.poll(scripts.requested).toBe(true);
      scripts.release();
      await gallery.expectShown(2, count);
      await expect(gallery.lightbox).toHaveCount(0);
    });

    test("there is no hover zoom", async ({ page }) => {
      const gallery = new Gallery(page);
      await gallery.open(await firstProductPath(page));
      const link = gallery.activeSlide.getByRole("link");
      const box = (await link.boundingBox())!;
      await page.mouse.move(box.x + 20, box.y + 20);
      await page.mouse.move(box.x + 40, box.y + 40);
      // A zoom the moves set off would be drawn by the time the page has caught up.
      await pageCaughtUp(page);
      await expect(link.locator("img.zoomImg")).toHaveCount(0);
    });
  });
});
