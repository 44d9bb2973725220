/**
 * What the instant-search overlay's host needs, kept free of imports as the host ships on every
 * page: the markup that opens the overlay (beside search forms, `form[role=search]`, submitted),
 * and how the overlay and the browser history agree. The overlay marks the entries it writes
 * with what they show, so back and forward can reopen, change or close it without reloading.
 */

/** On the results page's filter, sort and clear links: with JavaScript, their search opens in the overlay. */
export const OPENS_OVERLAY_ATTRIBUTE = "data-search-overlay";

/** On the results page's root: that page already shows the search in its URL, so the overlay stays closed. */
export const SEARCH_PAGE_ATTRIBUTE = "data-search-page";

/** Where WordPress answers searches: the front page (`/?s=…`), which the header form submits to. */
export const SEARCH_PAGE_PATH = "/";

const MARK = "searchOverlay";

/** What a history entry shows: the overlay open over the page, or the page alone. */
export type OverlayView = "open" | "closed";

type Place = { pathname: string; search: string };

/** `state` (React Router keeps its own keys there) with the overlay's mark added. */
export function markedState(state: unknown, view: OverlayView): Record<string, unknown> {
  return { ...(state && typeof state === "object" ? state : {}), [MARK]: view };
}

/** The mark of an entry the overlay wrote, or null for any other entry. */
export function markOf(state: unknown): OverlayView | null {
  const view = state && typeof state === "object" ? (state as Record<string, unknown>)[MARK] : undefined;
  return view === "open" || view === "closed" ? view : null;
}

/**
 * Whether the entry at `place` shows the overlay. The overlay's own entries say so; any other
 * URL with a search (`?s=`, even empty, as WordPress reads it) opens it, except on the search
 * results page, which already shows that search.
 */
export function entryShowsOverlay(place: Pick<Place, "search">, state: unknown, onSearchPage: boolean): boolean {
  const mark = markOf(state);
  if (mark) return mark === "open";
  return new URLSearchParams(place.search).has("s") && !onSearchPage;
}

/**
 * Whether a back/forward move to `target` is the overlay's alone, the page beneath staying as
 * it is: it arrives at or leaves one of the overlay's entries on the same page. Such a move is
 * kept from React Router, which would otherwise load the page's data again for the new query.
 */
export function popStaysOnPage(target: Pick<Place, "pathname">, targetState: unknown, page: Pick<Place, "pathname">, leavingOverlayEntry: boolean): boolean {
  return target.pathname === page.pathname && (markOf(targetState) !== null || leavingOverlayEntry);
}
