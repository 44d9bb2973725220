import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { AS_DRAWN } from "~/ui/render-only";
import { CAPTURE_SCRIPT } from "../captured-views";

const loadTracker = () => import("../client/tracker");

/** The noting script's text, in the server's render only; the browser keeps the element as drawn. */
const CAPTURE = import.meta.env.SSR ? { __html: CAPTURE_SCRIPT } : AS_DRAWN;

/**
 * Counts each page view for order attribution. Mounted by the site layout on every page: with
 * tracking on, the page notes its view as it loads, before `load` (../captured-views.ts); the
 * tracker (../client/tracker.ts), loaded once the page has hydrated so the server render never
 * touches browser code, records it with any earlier ones left unrecorded, and counts each later
 * page the app shows. `nonce`: the CSP nonce, "" in the browser (root.tsx).
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
    const referrer = before ? before.href : document.referrer;
    void loadTracker().then(({ trackPageView }) => trackPageView({ enabled, referrer, pageKey: key }));
  }, [enabled, pathname, search, hash, key]);
  return enabled ? <script nonce={nonce} dangerouslySetInnerHTML={CAPTURE} suppressHydrationWarning /> : null;
}
