import { type ComponentType, Suspense, lazy, useEffect, useEffectEvent, useRef, useState } from "react";
import { useLocation } from "react-router";
import { OPENS_OVERLAY_ATTRIBUTE, SEARCH_PAGE_ATTRIBUTE, SEARCH_PAGE_PATH, entryShowsOverlay, markOf, popStaysOnPage } from "../overlay-host";
import type { SearchOverlayProps } from "./SearchOverlay";

const loadOverlay = () => import("./SearchOverlay");

/** Without the overlay's code (the network failed), the search goes where the form or link would have: the results page. */
function GoToSearchPage({ opening }: SearchOverlayProps) {
  useEffect(() => location.assign(`${SEARCH_PAGE_PATH}?${opening.params}`), [opening]);
  return null;
}

/** The overlay's code (and the search messages) loads on first use, not with the page. */
const SearchOverlay = lazy<ComponentType<SearchOverlayProps>>(() => loadOverlay().catch(() => ({ default: GoToSearchPage })));

/** One reason to show the overlay: a search (URL parameters) and how the address bar follows. */
export type OverlayOpening = {
  params: string;
  /** A new entry (a submitted form, a filter link), the current one rewritten (a URL read at load), or none (back/forward). */
  history: "push" | "replace" | "none";
};

/**
 * Back/forward moves go to the mounted host first. The listener is added when this module is
 * evaluated, which is before React Router creates its router (route modules load before the
 * client entry), so it runs before the router's own listener and can keep the overlay's moves
 * from it: listeners on the window run in the order they were added, capture or not.
 */
let onPopState: ((event: PopStateEvent) => void) | null = null;
if (typeof window !== "undefined") window.addEventListener("popstate", (event) => onPopState?.(event));

type Session = { opening: OverlayOpening; opener: HTMLElement | null; onSearchPage: boolean };

const onSearchPage = () => document.querySelector(`[${SEARCH_PAGE_ATTRIBUTE}]`) !== null;

/** Focus back where the search began: the field or link that opened it, else the page's search field, else the content. */
function restoreFocus(opener: HTMLElement | null) {
  const visible = (el: HTMLElement | null | undefined): el is HTMLElement => !!el?.isConnected && el.getClientRects().length > 0;
  const field = [...document.querySelectorAll<HTMLElement>('form[role="search"] input[name="s"]')].find(visible);
  const target = visible(opener) ? opener : field ?? document.getElementById("main");
  target?.focus({ preventScroll: true });
}

function plainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Opens the instant-search overlay (spec §2, trigger "submit") when a search form
 * (`form[role=search]`) is submitted, when a filter or order link of the results page is used,
 * and when the page's URL carries a search (a reload or a shared link, except on the results
 * page, which shows that search itself). Back and forward move through the overlay's entries
 * without reloading the page. Mounted by the site layout on every page; renders nothing until used.
 */
export function SearchOverlayHost() {
  const [session, setSession] = useState<Session | null>(null);
  const page = useLocation();
  /** The page's path as last drawn: a back/forward move is told before the router moves. */
  const pagePath = useEffectEvent(() => page.pathname);
  /** Whether the current history entry is one the overlay wrote (or is about to write). */
  const onOverlayEntry = useRef(false);
  /** Set on closing: where focus goes once the dialog is gone (the page is inert until then). */
  const focusAfterClose = useRef<{ opener: HTMLElement | null } | null>(null);
  const close = () =>
    setSession((before) => {
      if (before) focusAfterClose.current = { opener: before.opener };
      return null;
    });

  useEffect(() => {
    if (session || !focusAfterClose.current) return;
    restoreFocus(focusAfterClose.current.opener);
    focusAfterClose.current = null;
  }, [session]);

  useEffect(() => {
    function open(params: string, history: OverlayOpening["history"], opener: HTMLElement | null) {
      onOverlayEntry.current = true;
      const overSearchPage = onSearchPage();
      setSession((before) => ({ opening: { params, history }, opener: opener ?? before?.opener ?? null, onSearchPage: overSearchPage }));
    }

    if (entryShowsOverlay(location, history.state, onSearchPage())) open(location.search, "replace", null);

    function onSubmit(event: SubmitEvent) {
      const form = event.target;
      // A form whose own handler took the submit (the overlay's field, a chosen suggestion) is left alone.
      if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.matches('form[role="search"]')) return;
      event.preventDefault();
      const fields = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (typeof value === "string") fields.append(name, value);
      open(fields.toString(), "push", form.querySelector<HTMLElement>('input[name="s"]'));
    }

    function onClick(event: MouseEvent) {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`a[${OPENS_OVERLAY_ATTRIBUTE}]`);
      if (!link || !plainClick(event)) return;
      event.preventDefault();
      open(new URL(link.href).search, "push", link);
    }

    // Focusing a search field is the start of a search: fetch the overlay's code meanwhile.
    function onFocusIn(event: FocusEvent) {
      if ((event.target as Element | null)?.closest?.('form[role="search"]')) void loadOverlay();
    }

    onPopState = (event) => {
      const leaving = onOverlayEntry.current;
      onOverlayEntry.current = markOf(event.state) !== null;
      const staysOnPage = popStaysOnPage(location, event.state, { pathname: pagePath() }, leaving);
      // React Router would load the page's data again for a change that is only the overlay's.
      if (staysOnPage) event.stopImmediatePropagation();
      if (staysOnPage && entryShowsOverlay(location, event.state, onSearchPage())) open(location.search, "none", null);
      else close();
    };

    document.addEventListener("submit", onSubmit);
    document.addEventListener("click", onClick);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("submit", onSubmit);
      document.removeEventListener("click", onClick);
      document.removeEventListener("focusin", onFocusIn);
      onPopState = null;
    };
  }, []);

  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <SearchOverlay
        opening={session.opening}
        pageHref={`${page.pathname}${page.search}${page.hash}`}
        onSearchPage={session.onSearchPage}
        onClose={close}
      />
    </Suspense>
  );
}
