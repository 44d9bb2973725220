import { describe, expect, it } from "vitest";
import { entryShowsOverlay, markOf, markedState, popStaysOnPage } from "./overlay-host";

describe("markedState / markOf", () => {
  it("adds the overlay's mark beside React Router's keys", () => {
    const state = markedState({ idx: 3, key: "abc", usr: null }, "open");
    expect(state).toEqual({ idx: 3, key: "abc", usr: null, searchOverlay: "open" });
    expect(markOf(state)).toBe("open");
    expect(markOf(markedState(state, "closed"))).toBe("closed");
  });
  it("reads no mark from other entries", () => {
    expect(markOf(null)).toBeNull();
    expect(markOf({ idx: 0 })).toBeNull();
    expect(markOf({ searchOverlay: "sideways" })).toBeNull();
    expect(markedState(null, "open")).toEqual({ searchOverlay: "open" });
  });
});

describe("entryShowsOverlay", () => {
  it("follows the overlay's own mark whatever the URL says", () => {
    expect(entryShowsOverlay({ search: "" }, { searchOverlay: "open" }, false)).toBe(true);
    expect(entryShowsOverlay({ search: "?s=ao" }, { searchOverlay: "closed" }, false)).toBe(false);
    expect(entryShowsOverlay({ search: "?s=ao" }, { searchOverlay: "open" }, true)).toBe(true);
  });
  it("opens for a URL with a search, even an empty one, on any page but the results page", () => {
    expect(entryShowsOverlay({ search: "?s=ao&post_type=product" }, { idx: 0 }, false)).toBe(true);
    expect(entryShowsOverlay({ search: "?s=" }, null, false)).toBe(true);
    expect(entryShowsOverlay({ search: "?orderby=price" }, null, false)).toBe(false);
    expect(entryShowsOverlay({ search: "?s=ao" }, null, true)).toBe(false);
  });
});

describe("popStaysOnPage", () => {
  const page = { pathname: "/cua-hang/" };
  it("keeps moves to or from the overlay's entries on the same page", () => {
    expect(popStaysOnPage({ pathname: "/cua-hang/" }, { searchOverlay: "open" }, page, false)).toBe(true);
    expect(popStaysOnPage({ pathname: "/cua-hang/" }, { idx: 0 }, page, true)).toBe(true);
  });
  it("leaves other moves to React Router", () => {
    expect(popStaysOnPage({ pathname: "/cua-hang/" }, { idx: 1 }, page, false)).toBe(false);
    expect(popStaysOnPage({ pathname: "/gio-hang/" }, { searchOverlay: "open" }, page, true)).toBe(false);
  });
});
