/**
 * Page views captured while the document loads, for the tracker to record. WooCommerce counts a
 * page view in a footer script, before `load`; our tracker's rules (./visit-rules.ts) load with
 * the page's other code after it, and a shopper who follows a link at once would leave before
 * they ran. So every page carries an inline script of a few bytes that notes its view (when, which
 * address, which referrer) in the tab's session storage; the tracker, wherever it next runs,
 * records the noted views in their order, each at its own time, then this page's. Isomorphic: the
 * server writes the script, the tracker reads what it noted.
 */

/**
 * One noted view: which document it was (its `performance.timeOrigin`, the same wherever that
 * document reads it), when (ms), `location.href` and `document.referrer`.
 */
export type CapturedView = { documentStart: number; at: number; pageUrl: string; referrer: string };

/** The tab's list of noted views not recorded yet (session storage: each tab notes and records its own). */
export const CAPTURED_VIEWS_KEY = "wc_order_attribution_views";

/**
 * The inline script: appends `[timeOrigin, now, href, referrer]` to the list. A storage the browser
 * refuses or an unreadable list notes nothing; the tracker then counts this page itself, late.
 */
export const CAPTURE_SCRIPT =
  `try{let s=sessionStorage,q=JSON.parse(s.getItem("${CAPTURED_VIEWS_KEY}")||"[]");` +
  `q.push([performance.timeOrigin,Date.now(),location.href,document.referrer]);` +
  `s.setItem("${CAPTURED_VIEWS_KEY}",JSON.stringify(q))}catch{}`;

/**
 * Whether the inline script noted the document that started at `documentStart` (its
 * `performance.timeOrigin`) and its view waits in the list: then the tracker may come later, when
 * the page is idle, and still record it at its own time. Read without parsing the list (this runs
 * in the page's first script); the number is written by the same `JSON.stringify`.
 */
export function holdsView(storage: Pick<Storage, "getItem">, documentStart: number): boolean {
  try {
    return storage.getItem(CAPTURED_VIEWS_KEY)?.includes(`[${JSON.stringify(documentStart)},`) ?? false;
  } catch {
    return false;
  }
}

/** The noted views, oldest first, removed from the storage; entries that are not such views are dropped. */
export function takeCapturedViews(storage: Pick<Storage, "getItem" | "removeItem">): CapturedView[] {
  const text = storage.getItem(CAPTURED_VIEWS_KEY);
  storage.removeItem(CAPTURED_VIEWS_KEY);
  if (!text) return [];
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    return [];
  }
  return Array.isArray(list) ? list.flatMap(asCapturedView) : [];
}

function asCapturedView(entry: unknown): CapturedView[] {
  if (!Array.isArray(entry) || entry.length !== 4) return [];
  const [documentStart, at, pageUrl, referrer] = entry as unknown[];
  const valid = typeof documentStart === "number" && typeof at === "number" && Number.isFinite(at) && isAddress(pageUrl) && typeof referrer === "string";
  return valid ? [{ documentStart, at, pageUrl, referrer }] : [];
}

/** The rules read the page's address with `new URL`. */
function isAddress(text: unknown): text is string {
  if (typeof text !== "string") return false;
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}
