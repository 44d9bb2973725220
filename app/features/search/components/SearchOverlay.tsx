import { useEffect, useEffectEvent, useId, useReducer, useRef, useState } from "react";
import { instantSearch } from "~/lib/constants";
import { tSearch } from "~/lib/i18n/areas/search";
import { formatCount } from "~/lib/money";
import { keepFocusInside } from "~/ui/focus-trap";
import { fetchSearch } from "../client/search-api";
import { filterGroups } from "../filter-groups";
import type { SearchFilterParam } from "../filters";
import { markedState } from "../overlay-host";
import { type OverlayNews, initialOverlayState, overlayReducer } from "../overlay-state";
import { type OverlaySearch, closedHref, overlayHref, sameSearch } from "../overlay-url";
import { MAX_QUERY_LENGTH, normalizeQuery, readSearchLeniently, toggleFilter } from "../search-request";
import type { OverlayOpening } from "./SearchOverlayHost";
import { SearchFilters } from "./SearchFilters";
import { SearchResultList } from "./SearchResults";
import { SortSelect } from "./SearchSort";

/** Typing waits this long for the next key before searching. */
const TYPING_DEBOUNCE_MS = 200;

export type SearchOverlayProps = {
  opening: OverlayOpening;
  /** The page beneath (React Router's location): where closing goes back to. */
  pageHref: string;
  onSearchPage: boolean;
  /** The shopper closed the overlay (its closed entry is already in the history). */
  onClose: () => void;
};

function searchOf(params: string): OverlaySearch {
  const { query, filters, sort } = readSearchLeniently(new URLSearchParams(params)).request;
  return { query, filters, sort };
}

function writeHistory(url: string, how: "push" | "replace", view: "open" | "closed") {
  const state = markedState(history.state, view);
  if (how === "push") history.pushState(state, "", url);
  else history.replaceState(state, "", url);
}

function newsText(news: OverlayNews, query: string): string {
  if (news.kind === "searched") {
    if (news.total > 0) return tSearch("search.total", { count: formatCount(news.total) });
    return query ? tSearch("search.nothingFound", { query }) : tSearch("search.noResults");
  }
  if (news.kind === "more") {
    const loaded = tSearch("search.loadedMore", { count: formatCount(news.count) });
    return news.allLoaded ? `${loaded} ${tSearch("search.allLoaded")}` : loaded;
  }
  return "";
}

/** Page scroll is locked while the overlay is open and comes back where it was. */
function useScrollLock() {
  useEffect(() => {
    const root = document.documentElement;
    const { scrollX, scrollY } = window;
    const before = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = before;
      window.scrollTo({ left: scrollX, top: scrollY, behavior: "instant" });
    };
  }, []);
}

/** Asks for the next page when the end of the results scrolls into view (spec §9 enableInfScroll). */
function useInfiniteScroll(
  scroller: React.RefObject<HTMLElement | null>,
  sentinel: React.RefObject<HTMLElement | null>,
  canLoad: boolean,
  shownCount: number,
  loadMore: () => void,
) {
  const onEndInView = useEffectEvent(loadMore);
  useEffect(() => {
    const target = sentinel.current;
    if (!instantSearch.enableInfScroll || !canLoad || !target) return;
    // A new observer per page reports at once whether the end is still in view after it grew.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onEndInView();
    }, { root: scroller.current, rootMargin: "0px 0px 300px 0px" });
    observer.observe(target);
    return () => observer.disconnect();
  }, [scroller, sentinel, canLoad, shownCount]);
}

/**
 * The instant-search overlay (spec §2): a full-screen modal dialog over the page with the search
 * field, the filters, the order and the results, loaded by the site layout's host on first use.
 * What it shows lives in the URL: a changed filter or order adds a history entry, typing
 * rewrites the current one, closing adds the page's own address back.
 */
export default function SearchOverlay({ opening, pageHref, onSearchPage, onClose }: SearchOverlayProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const [state, dispatch] = useReducer(overlayReducer, opening.params, (params) => initialOverlayState(searchOf(params)));
  const [draft, setDraft] = useState(state.search.query);
  const [filtersShown, setFiltersShown] = useState(false);
  const ids = useId();
  useScrollLock();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    const field = input.current;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
  }, []);

  // A new opening (a form, a link, back/forward): show its search and put it in the address bar.
  const handledOpening = useRef<OverlayOpening | null>(null);
  useEffect(() => {
    if (handledOpening.current === opening) return;
    handledOpening.current = opening;
    const search = searchOf(opening.params);
    if (opening.history !== "none") writeHistory(overlayHref(pageHref, search), opening.history, "open");
    dispatch({ type: "search", search });
    setDraft(search.query);
  }, [opening, pageHref]);

  // Only the latest request's answer is shown (the reducer checks its id); leaving a request
  // behind also cancels it.
  const pending = state.pending;
  useEffect(() => {
    if (!pending) return;
    const controller = new AbortController();
    fetchSearch(pending.search, pending.pageHandle, controller.signal).then(
      (answer) => dispatch({ type: "answer", id: pending.id, answer }),
      () => {
        if (!controller.signal.aborted) dispatch({ type: "fail", id: pending.id });
      },
    );
    return () => controller.abort();
  }, [pending]);

  function change(search: OverlaySearch, how: "push" | "replace") {
    if (sameSearch(search, state.search)) return;
    writeHistory(overlayHref(pageHref, search), how, "open");
    dispatch({ type: "search", search });
  }

  // Typing searches once the shopper pauses, rewriting the current entry rather than adding one per word.
  const searchTyped = useEffectEvent((query: string) => change({ ...state.search, query }, "replace"));
  useEffect(() => {
    const query = normalizeQuery(draft);
    if (query === state.search.query) return;
    const timer = setTimeout(() => searchTyped(query), TYPING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, state.search]);

  function close() {
    writeHistory(closedHref(pageHref, onSearchPage), "push", "closed");
    onClose();
  }

  const shown = state.shown;
  const loading = state.pending !== null && state.pending.pageHandle === null;
  const loadingMore = state.pending !== null && state.pending.pageHandle !== null;
  const canLoadMore = Boolean(shown?.pageHandle) && !state.pending && !state.failed;
  useInfiniteScroll(scroller, sentinel, canLoadMore, shown?.results.length ?? 0, () => dispatch({ type: "more" }));

  // Keyboard users who asked for more land on the first result that came.
  const focusFromIndex = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFromIndex.current;
    focusFromIndex.current = null;
    if (from !== null && state.news.kind === "more") dialog.current?.querySelectorAll<HTMLElement>("li.search-result h2 a")[from]?.focus();
  }, [state.news]);
  function moreByButton() {
    if (loadingMore) return;
    focusFromIndex.current = shown?.results.length ?? 0;
    dispatch({ type: state.failed === "more" ? "retry" : "more" });
  }

  const query = state.search.query;
  const groups = filterGroups(shown?.aggregations ?? null, state.search.filters);
  const chosenCount = Object.values(state.search.filters).reduce((n, values) => n + (values?.length ?? 0), 0);
  const toggle = (param: SearchFilterParam, value: string) => change({ ...state.search, filters: toggleFilter(state.search.filters, param, value) }, "push");

  return (
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby={`${ids}-title`}
      className="search-overlay fixed inset-0 m-0 size-full border-0 max-h-none max-w-none overflow-hidden bg-white p-0 text-ink backdrop:bg-black/60"
      style={{ "--search-highlight": instantSearch.highlightColor } as React.CSSProperties}
      onKeyDown={(event) => {
        // Escape closes at once, even from the search field (where it would first clear the text).
        if (event.key === "Escape") {
          event.preventDefault();
          close();
        } else keepFocusInside(event);
      }}
      onCancel={(event) => {
        // Other requests to close (a phone's back gesture): the way the close button does.
        event.preventDefault();
        close();
      }}
    >
      <div className="flex h-full flex-col">
        <div className="border-b border-gray-200 bg-white">
          <div className="container-page flex items-center gap-3 py-3">
            <form
              role="search"
              className="flex min-w-0 flex-1"
              onSubmit={(event) => {
                event.preventDefault();
                change({ ...state.search, query: normalizeQuery(draft) }, "push");
              }}
            >
              <label htmlFor={`${ids}-input`} className="sr-only">{tSearch("search.inputLabel")}</label>
              <input
                ref={input}
                id={`${ids}-input`}
                type="search"
                name="s"
                value={draft}
                maxLength={MAX_QUERY_LENGTH}
                placeholder={tSearch("search.placeholder")}
                autoComplete="off"
                enterKeyHint="search"
                className="min-h-12 min-w-0 flex-1 rounded-md border border-gray-300 px-4 text-lg"
                onChange={(e) => setDraft(e.currentTarget.value)}
              />
            </form>
            <button type="button" onClick={close} aria-label={tSearch("search.close")} className="flex size-12 shrink-0 items-center justify-center rounded-full text-3xl leading-none hover:bg-gray-100">
              <span aria-hidden="true">×</span>
            </button>
          </div>
        </div>

        {/* No scroll anchoring: it would keep the end of the list in view as pages are added, asking for the next at once. */}
        <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto overscroll-contain [overflow-anchor:none]">
          <div className="container-page py-6">
            <h1 id={`${ids}-title`} className="text-xl font-bold sm:text-2xl">
              {query ? tSearch("search.resultsFor", { query }) : tSearch("search.resultsAll")}
            </h1>
            {shown?.correctedQuery && <p className="mt-1 text-muted">{tSearch("search.correctedQuery", { query: shown.correctedQuery })}</p>}

            <div className="mt-6 grid gap-6 md:grid-cols-[220px_minmax(0,1fr)] md:gap-8">
              <section aria-labelledby={`${ids}-filters`} className="md:col-start-1 md:row-start-1">
                <h2 id={`${ids}-filters`} className="sr-only md:not-sr-only md:mb-4 md:text-lg md:font-bold">{tSearch("search.filtersLabel")}</h2>
                <button
                  type="button"
                  className="btn-outline w-full md:hidden"
                  aria-expanded={filtersShown}
                  aria-controls={`${ids}-filter-panel`}
                  onClick={() => setFiltersShown((v) => !v)}
                >
                  {filtersShown ? tSearch("search.hideFilters") : tSearch("search.showFilters")}
                  {chosenCount > 0 && <span className="text-sm text-muted">({tSearch("search.chosenCount", { count: chosenCount })})</span>}
                </button>
                <div id={`${ids}-filter-panel`} className={`${filtersShown ? "mt-4" : "hidden"} md:mt-0 md:block`}>
                  <SearchFilters
                    groups={groups}
                    controls={{ kind: "checkboxes", onToggle: toggle, onClear: () => change({ ...state.search, filters: {} }, "push") }}
                  />
                </div>
              </section>

              <section aria-labelledby={`${ids}-title`} aria-busy={loading} className="md:col-start-2 md:row-start-1">
                {shown && shown.total > 0 && (
                  <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
                    <p className="search-total text-sm font-semibold">{tSearch("search.total", { count: formatCount(shown.total) })}</p>
                    {instantSearch.enableSort && <SortSelect id={`${ids}-sort`} value={state.search.sort} onChange={(sort) => change({ ...state.search, sort }, "push")} />}
                  </div>
                )}
                {state.failed === "search" ? (
                  <div role="alert" className="rounded-md bg-red-50 p-4">
                    <p>{tSearch("search.loadError")}</p>
                    <button type="button" className="btn-outline mt-3" onClick={() => dispatch({ type: "retry" })}>{tSearch("search.retry")}</button>
                  </div>
                ) : !shown ? (
                  <p className="py-12 text-center text-muted">{tSearch("search.loading")}</p>
                ) : shown.total === 0 ? (
                  <div className="search-empty rounded-md bg-gray-50 p-4">
                    <p className="font-semibold">{query ? tSearch("search.nothingFound", { query }) : tSearch("search.noResults")}</p>
                    <p className="mt-1 text-muted">{tSearch("search.nothingFoundHint")}</p>
                  </div>
                ) : (
                  <div className={`transition-opacity [&_mark]:bg-(--search-highlight) [&_mark]:text-inherit ${loading ? "opacity-50" : ""}`}>
                    <SearchResultList results={shown.results} />
                    {shown.pageHandle && (
                      <div ref={sentinel} className="mt-8 flex flex-col items-center gap-3">
                        {state.failed === "more" && <p role="alert">{tSearch("search.loadError")}</p>}
                        {/* One button throughout (it stays focused): more, busy while loading, retry after a failure. */}
                        <button type="button" className="search-more btn-outline" aria-disabled={loadingMore} onClick={moreByButton}>
                          {loadingMore ? tSearch("search.loadingMore") : state.failed === "more" ? tSearch("search.retry") : tSearch("search.more")}
                        </button>
                      </div>
                    )}
                  </div>
                )}
              </section>
            </div>
          </div>
        </div>
        <p className="sr-only" aria-live="polite">{newsText(state.news, query)}</p>
      </div>
    </dialog>
  );
}
