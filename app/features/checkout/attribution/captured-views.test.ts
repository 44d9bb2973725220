import { createContext, runInContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { CAPTURED_VIEWS_KEY, CAPTURE_SCRIPT, holdsView, takeCapturedViews } from "./captured-views";

/** A tab's session storage. */
class FakeStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

type Page = { timeOrigin: number; now: number; href: string; referrer: string };

/** Runs the inline script as a browser runs a classic script: in the page's global scope. */
function loadPage(storage: unknown, page: Page) {
  const globals = {
    sessionStorage: storage,
    performance: { timeOrigin: page.timeOrigin },
    Date: { now: () => page.now },
    location: { href: page.href },
    document: { referrer: page.referrer },
    JSON,
  };
  const context = createContext(globals);
  runInContext(CAPTURE_SCRIPT, context);
  return Object.keys(context);
}

const landing: Page = { timeOrigin: 1_780_000_000_000.25, now: 1_780_000_000_120, href: "https://shop.vn/?utm_source=zalo", referrer: "" };
const next: Page = { timeOrigin: 1_780_000_001_000.5, now: 1_780_000_001_080, href: "https://shop.vn/cua-hang/", referrer: "https://shop.vn/?utm_source=zalo" };

describe("the page's inline script and the tracker's reading of what it noted", () => {
  it("notes each loaded page in turn; the tracker takes them oldest first and leaves none", () => {
    const storage = new FakeStorage();
    loadPage(storage, landing);
    loadPage(storage, next);
    expect(takeCapturedViews(storage)).toEqual([
      { documentStart: landing.timeOrigin, at: landing.now, pageUrl: landing.href, referrer: "" },
      { documentStart: next.timeOrigin, at: next.now, pageUrl: next.href, referrer: landing.href },
    ]);
    expect(storage.items.size).toBe(0);
    expect(takeCapturedViews(storage)).toEqual([]);
  });

  it("adds no global of its own", () => {
    expect(loadPage(new FakeStorage(), landing)).toEqual(["sessionStorage", "performance", "Date", "location", "document", "JSON"]);
  });

  it("throws nothing where the browser refuses storage or the list is unreadable, and notes nothing then", () => {
    const refusing = {
      getItem() {
        throw new Error("SecurityError");
      },
    };
    expect(() => loadPage(refusing, landing)).not.toThrow();
    const storage = new FakeStorage();
    storage.setItem(CAPTURED_VIEWS_KEY, "{not json");
    expect(() => loadPage(storage, landing)).not.toThrow();
    expect(takeCapturedViews(storage)).toEqual([]);
    expect(storage.items.size).toBe(0);
  });

  it("drops entries that are no noted view, keeping the others", () => {
    const storage = new FakeStorage();
    const good = [landing.timeOrigin, landing.now, landing.href, ""];
    storage.setItem(
      CAPTURED_VIEWS_KEY,
      JSON.stringify([["x", 1, landing.href, ""], [1, null, landing.href, ""], [1, 2, "not an address", ""], [1, 2, landing.href], good, "text"]),
    );
    expect(takeCapturedViews(storage)).toEqual([{ documentStart: landing.timeOrigin, at: landing.now, pageUrl: landing.href, referrer: "" }]);
    storage.setItem(CAPTURED_VIEWS_KEY, JSON.stringify({ views: [good] }));
    expect(takeCapturedViews(storage)).toEqual([]);
  });
});

describe("holdsView: whether the tracker may wait, its document's view being noted", () => {
  it("finds the document the inline script noted, among others, and no other", () => {
    const storage = new FakeStorage();
    loadPage(storage, landing);
    expect(holdsView(storage, landing.timeOrigin)).toBe(true);
    expect(holdsView(storage, next.timeOrigin)).toBe(false);
    loadPage(storage, next);
    expect(holdsView(storage, landing.timeOrigin)).toBe(true);
    expect(holdsView(storage, next.timeOrigin)).toBe(true);
    // A time that only begins like a noted one (its digits cut short) is another document.
    expect(holdsView(storage, 1_780_000_000_000.2)).toBe(false);
  });

  it("says no once the tracker took the views, and where storage is refused or empty", () => {
    const storage = new FakeStorage();
    loadPage(storage, landing);
    takeCapturedViews(storage);
    expect(holdsView(storage, landing.timeOrigin)).toBe(false);
    expect(holdsView(new FakeStorage(), landing.timeOrigin)).toBe(false);
    const refusing = {
      getItem(): string | null {
        throw new Error("SecurityError");
      },
    };
    expect(holdsView(refusing, landing.timeOrigin)).toBe(false);
  });
});
