import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

const loadTracker = () => import("../client/tracker");

/**
 * Counts each page view for order attribution, loading the tracker (../client/tracker.ts) once
 * the page has hydrated, so the server render never touches browser code. Mounted by the site
 * layout on every page. Renders nothing.
 *
 * On a WordPress site every page is a full load whose referrer is the previous page; here a
 * navigation inside the app keeps `document.referrer` at the first page's, so the previous page
 * stands in for it, and a jump to an anchor (only the hash changed) counts as no page, as it
 * loads none.
 */
export function AttributionScripts({ enabled }: { enabled: boolean }) {
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
  return null;
}
