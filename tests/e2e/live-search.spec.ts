import { type Locator, type Page, type Request, type Route, expect, test } from "@playwright/test";
import { formatViolations, seriousViolations } from "./fixtures/axe";
import { pageCaughtUp } from "./fixtures/caught-up";
import { VND } from "./fixtures/shop-page";

/*
 * The header search's live product suggestions (spec §2 "Header search form with live
 * suggestions", §4 "Other UI states", §5 "Search", §7 "Search", §8 "Search"): an ARIA 1.2
 * combobox asking `admin-ajax.php?action=flatsome_ajax_search_products` from 3 characters, the
 * matched words bold even when typed without diacritics, the keyboard and pointer choosing, the
 * "Không có kết quả" entry going nowhere, the button busy while a request runs, and only the
 * newest text's answer ever shown.
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the live search's script");
// Pages are heavy on a shared machine, as in the cart's spec.
test.describe.configure({ timeout: 60_000 });

const isSuggestionRequest = (request: Request) =>
  new URL(request.url()).searchParams.get("action") === "flatsome_ajax_search_products";
const suggestionUrl = (url: URL) => url.searchParams.get("action") === "flatsome_ajax_search_products";

/** Every suggestions request of `page`, as sent. */
function recordSuggestionRequests(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on("request", (request) => {
    if (isSuggestionRequest(request)) seen.push(new URL(request.url()).searchParams);
  });
  return seen;
}

/** The desktop header's search (1280 px: the phone's form is hidden). */
function headerSearch(page: Page) {
  const input = page.locator("#header-search");
  const listbox = page.locator("#header-search-suggestions");
  return {
    input,
    listbox,
    options: listbox.getByRole("option"),
    button: page.locator("#header-search ~ button[type=submit]"),
    category: page.locator("#header-search-cat"),
    status: page.locator("form:has(#header-search) [role=status]"),
  };
}

/** What the script asks for when the input holds `value`: the text trimmed, its spaces squeezed. */
const queryOf = (value: string) => value.trim().replace(/\s+/g, " ");
const askedQuery = (request: Request) => (isSuggestionRequest(request) ? new URL(request.url()).searchParams.get("query") : null);

/** Types `text` after what the header search holds and waits for that text's suggestions to be shown. */
async function typeAndWaitForSuggestions(page: Page, text: string): Promise<void> {
  const { input, listbox } = headerSearch(page);
  const expected = queryOf((await input.inputValue()) + text);
  const answered = page.waitForResponse((r) => askedQuery(r.request()) === expected);
  await input.pressSequentially(text);
  await answered;
  await expect(listbox).toBeVisible();
}

/** The option names as shown, in order. */
const optionNames = (options: Locator) => options.evaluateAll((els) => els.map((el) => el.querySelector(".search-name")?.textContent ?? el.textContent));

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("the server renders the combobox, closed and pointing at its empty list", async ({ page }) => {
  const { input, listbox } = headerSearch(page);
  await expect(input).toHaveAttribute("role", "combobox");
  await expect(input).toHaveAttribute("aria-autocomplete", "list");
  await expect(input).toHaveAttribute("aria-expanded", "false");
  await expect(input).toHaveAttribute("aria-controls", "header-search-suggestions");
  await expect(input).not.toHaveAttribute("aria-activedescendant");
  await expect(listbox).toHaveAttribute("role", "listbox");
  await expect(listbox).toBeHidden();
});

test("two characters ask nothing; the third asks, with the text as query", async ({ page }) => {
  const requests = recordSuggestionRequests(page);
  const { input, listbox } = headerSearch(page);
  await input.pressSequentially("do");
  // The script loads on focus and looks up what was typed meanwhile: once it has named the list,
  // and the page has caught up, a request for "do" would have been sent.
  await expect(listbox).toHaveAttribute("aria-label", /.+/);
  await pageCaughtUp(page);
  expect(requests).toHaveLength(0);
  await expect(listbox).toBeHidden();
  const answered = page.waitForResponse((r) => isSuggestionRequest(r.request()));
  await input.press("n");
  const params = new URL((await answered).url()).searchParams;
  expect(params.get("query")).toBe("don");
  expect(params.has("product_cat")).toBe(false);
  // Back below 3 characters: the list closes and nothing more is asked.
  await expect(listbox).toBeVisible();
  await input.press("Backspace");
  await expect(listbox).toBeHidden();
  await pageCaughtUp(page);
  expect(requests).toHaveLength(1);
});

test("'dong' typed without diacritics suggests the watches, 'Đồng' bold, with image and price, and says how many", async ({ page }) => {
  const { input, options, status } = headerSearch(page);
  await typeAndWaitForSuggestions(page, "dong");
  await expect(input).toHaveAttribute("aria-expanded", "true");
  const names = await optionNames(options);
  expect(names.length).toBeGreaterThan(0);
  expect(names.filter((n) => n?.startsWith("Đồng hồ")).length).toBeGreaterThan(0);
  const watch = options.filter({ hasText: "Đồng hồ" }).first();
  await expect(watch.locator("strong").first()).toHaveText("Đồng");
  await expect(watch.locator("img")).toHaveAttribute("alt", "");
  await expect(watch).toContainText(VND);
  await expect(watch).toHaveAttribute("aria-selected", "false");
  await expect(status).toHaveText(`${names.length} gợi ý. Dùng phím mũi tên lên xuống để chọn.`);
});

test("ArrowDown highlights the first suggestion and Enter goes to its product page", async ({ page }) => {
  const { input, options } = headerSearch(page);
  await typeAndWaitForSuggestions(page, "dong ho");
  const first = options.first();
  const name = (await optionNames(options))[0]!;
  await input.press("ArrowDown");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(input).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
  await expect(input).toBeFocused();
  await input.press("Enter");
  await expect(page).toHaveURL(/\/san-pham\/[^/]+\/$/);
  await expect(page.locator("h1")).toHaveText(name);
});

test("the arrows wrap round the list, and a click on a suggestion goes to it", async ({ page }) => {
  const { input, options } = headerSearch(page);
  await typeAndWaitForSuggestions(page, "dong");
  const count = await options.count();
  await input.press("ArrowUp");
  await expect(options.nth(count - 1)).toHaveAttribute("aria-selected", "true");
  await input.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(options.nth(count - 1)).toHaveAttribute("aria-selected", "false");
  const second = options.nth(Math.min(1, count - 1));
  const name = (await optionNames(options))[Math.min(1, count - 1)]!;
  await second.click();
  await expect(page).toHaveURL(/\/san-pham\/[^/]+\/$/);
  await expect(page.locator("h1")).toHaveText(name);
});

test("Escape closes the list with focus kept in the input; a second Escape clears the text", async ({ page }) => {
  const { input, listbox } = headerSearch(page);
  await typeAndWaitForSuggestions(page, "dong");
  await input.press("ArrowDown");
  await input.press("Escape");
  await expect(listbox).toBeHidden();
  await expect(input).toHaveAttribute("aria-expanded", "false");
  await expect(input).not.toHaveAttribute("aria-activedescendant");
  await expect(input).toBeFocused();
  await expect(input).toHaveValue("dong");
  // The kept suggestions still fit the text: ArrowDown opens them again.
  await input.press("ArrowDown");
  await expect(listbox).toBeVisible();
  await input.press("Escape");
  await input.press("Escape");
  await expect(input).toHaveValue("");
  await expect(input).toBeFocused();
});

test("Tab closes the list and moves on", async ({ page }) => {
  const { input, listbox, button } = headerSearch(page);
  await typeAndWaitForSuggestions(page, "dong");
  await input.press("Tab");
  await expect(listbox).toBeHidden();
  await expect(button).toBeFocused();
});

test("Enter with nothing highlighted submits the form as a plain search, which the instant search takes", async ({ page }) => {
  const { input, listbox } = headerSearch(page);
  await typeAndWaitForSuggestions(page, "dong");
  await input.press("Enter");
  // The form's hidden post_type=product becomes the overlay's product filter (spec §2 "Instant search").
  await expect(page.getByRole("dialog", { name: "Kết quả tìm kiếm cho “dong”" })).toBeVisible();
  await expect(page).toHaveURL(/[?&]s=dong(&|$)/);
  await expect(page).toHaveURL(/[?&]post_types=product(&|$)/);
  await expect(listbox).toBeHidden();
});

test("a chosen category limits the suggestions to it", async ({ page }) => {
  const requests = recordSuggestionRequests(page);
  const { input, options, category } = headerSearch(page);
  await typeAndWaitForSuggestions(page, "so mi");
  const everywhere = await optionNames(options);
  expect(everywhere).toContain("Áo sơ mi oxford tay dài");

  const answered = page.waitForResponse((r) => isSuggestionRequest(r.request()) && r.request().url().includes("product_cat="));
  await category.selectOption("ao-kieu-nu");
  await answered;
  expect(requests.at(-1)?.get("product_cat")).toBe("ao-kieu-nu");
  await expect(options.filter({ hasText: "Áo sơ mi lụa tay dài" })).toHaveCount(1);
  const inCategory = await optionNames(options);
  expect(inCategory).not.toContain("Áo sơ mi oxford tay dài");
  expect(inCategory.length).toBeLessThan(everywhere.length);

  // Typing again keeps the category.
  await input.press("End");
  await input.press("Space");
  await input.press("l");
  await expect.poll(() => requests.at(-1)?.get("query")).toBe("so mi l");
  expect(requests.at(-1)?.get("product_cat")).toBe("ao-kieu-nu");
});

test("nothing found shows 'Không có kết quả', which Enter does not follow", async ({ page }) => {
  const { input, options, status } = headerSearch(page);
  await typeAndWaitForSuggestions(page, "qqqxyz");
  await expect(options).toHaveCount(1);
  await expect(options.first()).toHaveText("Không có kết quả");
  await expect(options.first()).toHaveAttribute("aria-disabled", "true");
  await expect(status).toHaveText("Không có kết quả");
  await input.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  // A navigation starts with its request, which is reported before the page has caught up.
  const navigations: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) navigations.push(request.url());
  });
  await input.press("Enter");
  // Playwright will not click what says it is disabled; a shopper's pointer still can.
  await options.first().click({ force: true });
  await pageCaughtUp(page);
  expect(navigations).toEqual([]);
  await expect(page).toHaveURL(/\/$/);
  await expect(input).toHaveValue("qqqxyz");
});

test("the button shows it is busy while a slow request runs, and stops when it ends", async ({ page }) => {
  const { input, button, listbox } = headerSearch(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(suggestionUrl, async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest(isSuggestionRequest);
  await input.pressSequentially("dong");
  await asked;
  await expect(button).toHaveClass(/\bloading\b/);
  await expect(button).toHaveAttribute("aria-busy", "true");
  await expect(button).toHaveAccessibleName("Tìm");
  release();
  await expect(listbox).toBeVisible();
  await expect(button).not.toHaveClass(/\bloading\b/);
  await expect(button).not.toHaveAttribute("aria-busy");
});

test("the busy state ends when the text gets too short while a request runs", async ({ page }) => {
  const { input, button } = headerSearch(page);
  await page.route(suggestionUrl, () => new Promise<void>(() => {})); // never answered
  const asked = page.waitForRequest(isSuggestionRequest);
  await input.pressSequentially("dong");
  await asked;
  await expect(button).toHaveClass(/\bloading\b/);
  await input.press("Backspace");
  await input.press("Backspace");
  await expect(button).not.toHaveClass(/\bloading\b/);
  await expect(button).not.toHaveAttribute("aria-busy");
});

test("a slow answer to older text never replaces the newer text's suggestions", async ({ page }) => {
  const { input, options } = headerSearch(page);
  let releaseOlder!: () => void;
  const olderHeld = new Promise<void>((resolve) => (releaseOlder = resolve));
  let olderDone!: Promise<void>;
  await page.route(suggestionUrl, async (route: Route) => {
    if (new URL(route.request().url()).searchParams.get("query") !== "don") return route.continue();
    olderDone = (async () => {
      await olderHeld;
      // Were it ever shown, this made-up answer would be seen.
      const stale = { suggestions: [{ value: "Câu trả lời cũ", id: 999, url: "/san-pham/cu/", img: "", price: "1.000 ₫" }] };
      await route.fulfill({ json: stale }).catch(() => {}); // the browser may have aborted it
    })();
    await olderDone;
  });
  const olderAsked = page.waitForRequest((r) => askedQuery(r) === "don");
  await input.pressSequentially("don");
  await olderAsked;
  await typeAndWaitForSuggestions(page, "g ho");
  const newer = await optionNames(options);
  expect(newer.some((n) => n?.startsWith("Đồng hồ"))).toBe(true);
  releaseOlder();
  await olderDone;
  // The older answer (unless the browser dropped its request) has arrived in full, and the page caught up after it.
  await (await olderAsked).response().then((response) => response?.finished());
  await pageCaughtUp(page);
  expect(await optionNames(options)).toEqual(newer);
  await expect(options.filter({ hasText: "Câu trả lời cũ" })).toHaveCount(0);
});

test("a product name is shown as text, never as markup", async ({ page }) => {
  const { input, options } = headerSearch(page);
  const name = "<img src=x onerror=alert(1)> Đồng hồ <script>";
  await page.route(suggestionUrl, (route) =>
    route.fulfill({ json: { suggestions: [{ value: name, id: 5, url: "/san-pham/x/", img: "", price: "1.250.000 ₫" }] } }),
  );
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
  await input.pressSequentially("dong");
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText(name);
  await expect(options.first().locator("strong")).toHaveText("Đồng");
  await expect(options.first().locator("script, img")).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test("with the list open the page has no serious axe violations", async ({ page }) => {
  const { input } = headerSearch(page);
  await typeAndWaitForSuggestions(page, "dong");
  await input.press("ArrowDown");
  const violations = await seriousViolations(page);
  expect(violations.map((v) => v.id), formatViolations(violations)).toEqual([]);
});

test.describe("at a phone's width", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the phone's search form suggests and chooses too", async ({ page }) => {
    const input = page.locator("#header-search-mobile");
    const listbox = page.locator("#header-search-mobile-suggestions");
    await expect(page.locator("#header-search")).toBeHidden();
    const answered = page.waitForResponse((r) => askedQuery(r.request()) === "dong");
    await input.pressSequentially("dong");
    await answered;
    await expect(listbox).toBeVisible();
    await expect(input).toHaveAttribute("aria-expanded", "true");
    const violations = await seriousViolations(page);
    expect(violations.map((v) => v.id), formatViolations(violations)).toEqual([]);
    await input.press("ArrowDown");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/san-pham\/[^/]+\/$/);
  });
});
