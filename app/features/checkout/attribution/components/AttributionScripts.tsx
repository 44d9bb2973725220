import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { CHECKOUT_PATH } from "~/features/site";
import { AS_DRAWN } from "~/ui/render-only";
import { CAPTURE_SCRIPT, holdsView } from "../captured-views";

const loadTracker = () => import("../client/tracker");

/** The noting script's text, in the server's render only; the browser keeps the element as drawn. */
const CAPTURE = import.meta.env.SSR ? { __html: CAPTURE_SCRIPT } : AS_DRAWN;

/** How long an idle moment may be waited for before the tracker loads anyway. */
const IDLE_TIMEOUT_MS = 3000;

let trackerWanted: Promise<void> | null = null;

/** Whether the tracker has recorded this document's first view (and so filled the checkout's fields). */
let firstViewRecorded = false;
let onFirstViewRecorded: () => void = () => {};
const firstView = new Promise<void>((resolve) => (onFirstViewRecorded = resolve));

/**
 * The checkout's send waits for this when the tracker has not yet filled the attribution fields:
 * a send held until the page's scripts came (decision 045) is done again as soon as they
 * hydrate, before the tracker's own code is in. Settles when the first view is recorded, or when
 * the tracker's code could not load (the order is not held back for it).
 */
export function trackerFilledFields(): true | Promise<void> {
  return firstViewRecorded || firstView;
}

/**
 * When the tracker may load, decided once per document: at once on the checkout (its fields must
 * be filled before the shopper can send them) and wherever the inline script could not note this
 * document's view (no session storage: the view would be lost if the shopper left before idle);
 * else once the browser is idle or the shopper first acts, whichever comes first — every view
 * waits in the noted list or in the calls queued behind this promise, in order, with its own time.
 */
function whenTrackerWanted(enabled: boolean): Promise<void> {
  trackerWanted ??= new Promise<void>((resolve) => {
    const onCheckout = location.pathname === CHECKOUT_PATH || location.pathname === CHECKOUT_PATH.slice(0, -1);
    let noted = false;
    try {
      noted = holdsView(sessionStorage, performance.timeOrigin);
    } catch {
      /* storage refused: nothing noted */
    }
    if (onCheckout || (enabled && !noted)) return resolve();
    const firstActs = ["pointerdown", "keydown", "submit"];
    const go = () => {
      for (const type of firstActs) removeEventListener(type, go, true);
      resolve();
    };
    for (const type of firstActs) addEventListener(type, go, true);
    if (typeof requestIdleCallback === "function") requestIdleCallback(go, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(go, 1);
  });
  return trackerWanted;
}

/**
 * Counts each page view for order attribution. Mounted by the site layout on every page: with
 * tracking on, the page notes its view as it loads, before `load` (../captured-views.ts); the
 * tracker (../client/tracker.ts), loaded once the page is idle so the first load does not wait
 * for it (and so the server render never touches browser code), records it with any earlier ones
 * left unrecorded, and counts each later page the app shows, with the address and time it was
 * shown. `nonce`: the CSP nonce, "" in the browser (root.tsx).
 *
 * On a WordPress site every page is a full load whose referrer is the previous page; here a
 * navigation inside the app keeps `document.referrer` at the first page's, so the previous page
 * stands in for it, and a jump to an anchor (only the hash changed) counts as no page, as it
 * loads none.
 */
export function AttributionScripts({ enabled, nonce }: { enabled: boolean; nonce: string | undefined }) {
  const { pathname, search, hash, key } = useLocation();
  const previous = useRef<{ href: string; path: string; hash: string } | null>(null);
  useEffect(() => {
    const path = pathname + search;
    const before = previous.current;
    // Referrers never carry the fragment.
    previous.current = { href: location.href.split("#")[0] ?? "", path, hash };
    if (before && before.path === path && before.hash !== hash) return;
    const view = { enabled, referrer: before ? before.href : document.referrer, pageKey: key, pageUrl: location.href, at: Date.now() };
    void whenTrackerWanted(enabled)
      .then(loadTracker)
      .then(({ trackPageView }) => trackPageView(view))
      .finally(() => {
        firstViewRecorded = true;
        onFirstViewRecorded();
      });
  }, [enabled, pathname, search, hash, key]);
  return enabled ? <script nonce={nonce} dangerouslySetInnerHTML={CAPTURE} suppressHydrationWarning /> : null;
}
