import { type OverlaySearch, sameSearch } from "./overlay-url";
import { resultKey } from "./result-view";
import type { SearchAnswer, SearchResult } from "./types";

/** A request the overlay waits for; its id tells its answer from those of requests it replaced. */
export type PendingRequest = { id: number; search: OverlaySearch; pageHandle: string | null };

/** What screen readers are told once an answer arrives. */
export type OverlayNews =
  | { kind: "none" }
  | { kind: "searched"; total: number }
  | { kind: "more"; count: number; allLoaded: boolean };

export type OverlayState = {
  /** The search shown (and in the URL); its results may still be loading. */
  search: OverlaySearch;
  pending: PendingRequest | null;
  lastId: number;
  /** The latest search answered, with the pages loaded so far. Null until the first answer. */
  shown: {
    results: SearchResult[];
    total: number;
    pageHandle: string | null;
    correctedQuery: string | false;
    aggregations: SearchAnswer["aggregations"];
  } | null;
  /** The request that failed, to try again: a new search's, or the next page's. */
  failed: "search" | "more" | null;
  news: OverlayNews;
};

export type OverlayAction =
  | { type: "search"; search: OverlaySearch }
  | { type: "more" }
  | { type: "retry" }
  | { type: "answer"; id: number; answer: SearchAnswer }
  | { type: "fail"; id: number };

export function initialOverlayState(search: OverlaySearch): OverlayState {
  return { search, pending: { id: 1, search, pageHandle: null }, lastId: 1, shown: null, failed: null, news: { kind: "none" } };
}

function request(state: OverlayState, pageHandle: string | null): OverlayState {
  const id = state.lastId + 1;
  return { ...state, pending: { id, search: state.search, pageHandle }, lastId: id, failed: null };
}

/**
 * The overlay's state. Every request gets a new id and only the answer of the latest counts, so
 * a slow answer to an earlier query never replaces a newer one. The results of the previous
 * search stay on screen while the next loads.
 */
export function overlayReducer(state: OverlayState, action: OverlayAction): OverlayState {
  switch (action.type) {
    case "search":
      // The same search again (a URL that says what is shown) keeps what is shown or coming.
      if (sameSearch(action.search, state.search) && !state.failed) return state;
      return request({ ...state, search: action.search }, null);
    case "more": {
      const handle = state.shown?.pageHandle;
      return handle && !state.pending && !state.failed ? request(state, handle) : state;
    }
    case "retry":
      if (state.failed === "search") return request(state, null);
      if (state.failed === "more" && state.shown?.pageHandle) return request(state, state.shown.pageHandle);
      return state;
    case "answer": {
      const pending = state.pending;
      if (!pending || pending.id !== action.id) return state;
      const { answer } = action;
      if (pending.pageHandle && state.shown) {
        const seen = new Set(state.shown.results.map(resultKey));
        const added = answer.results.filter((r) => !seen.has(resultKey(r)));
        return {
          ...state,
          pending: null,
          shown: { ...state.shown, results: [...state.shown.results, ...added], total: answer.total, pageHandle: answer.page_handle },
          news: { kind: "more", count: added.length, allLoaded: answer.page_handle === null },
        };
      }
      return {
        ...state,
        pending: null,
        shown: {
          results: answer.results,
          total: answer.total,
          pageHandle: answer.page_handle,
          correctedQuery: answer.corrected_query,
          aggregations: answer.aggregations,
        },
        news: { kind: "searched", total: answer.total },
      };
    }
    case "fail":
      if (!state.pending || state.pending.id !== action.id) return state;
      return { ...state, pending: null, failed: state.pending.pageHandle ? "more" : "search" };
  }
}
