/**
 * Order attribution in the browser (spec §3, §4 "Order tracking"), loaded by
 * components/AttributionScripts.tsx once the page is idle or the shopper acts (at once where a
 * view would otherwise be lost, and on the checkout): on each page view it does what WooCommerce's
 * order-attribution.js does with sourcebuster (the rules in ../visit-rules.ts), writing
 * `document.cookie`, and fills every `wc_order_attribution_*` input, also those that appear later
 * (a checkout form rendered after a navigation). A loaded document's view was noted by the page's
 * inline script before `load` (../captured-views.ts), with those of earlier documents left before
 * this ran; all are recorded here, in order, each at its own time.
 */
import { type CapturedView, takeCapturedViews } from "../captured-views";
import { type AttributionField, type AttributionValues, ATTRIBUTION_INPUT_PREFIX, ATTRIBUTION_SOURCES, emptyAttributionValues } from "../fields";
import { attributionExtensionData, attributionValues, forgetVisitor, readSbjs, recordPageView } from "../visit-rules";

let values: AttributionValues = emptyAttributionValues();
let lastPageKey: string | null = null;
/** Whether the loaded document's own view is recorded: every later one is a navigation inside the app. */
let documentRecorded = false;
let watcher: MutationObserver | null = null;

export type PageViewFacts = {
  /** The site's `order_attribution_enabled`: off deletes the cookies and leaves every field empty. */
  enabled: boolean;
  /** The page the visitor came from: `document.referrer` on a full load, the previous page after an in-app navigation. */
  referrer: string;
  /** The router's key of this location; a key seen already is not counted twice. */
  pageKey: string;
  /** The page's address and when it was shown (ms): the tracker may run after the shopper has moved on. */
  pageUrl: string;
  at: number;
};

export function trackPageView({ enabled, referrer, pageKey, pageUrl, at }: PageViewFacts): void {
  if (pageKey === lastPageKey) return;
  lastPageKey = pageKey;
  const shown: View = { at, pageUrl, referrer };
  const views = documentRecorded ? [shown] : documentViews(shown);
  documentRecorded = true;
  if (enabled) {
    for (const view of views) record(view);
    // Read back like sbjs.get: a browser that refuses the cookies sends empty fields.
    values = attributionValues(readSbjs(document.cookie));
  } else {
    for (const write of forgetVisitor({ now: new Date(), pageUrl: location.href }).writes) document.cookie = write.text;
    values = emptyAttributionValues();
  }
  fillInputs(document);
  watchForInputs();
}

type View = Omit<CapturedView, "documentStart">;

/**
 * The views the tab noted and nobody recorded yet, this document's among them; when its own is
 * missing (a browser that keeps no session storage), it is counted as the page saw it.
 */
function documentViews(shown: View): View[] {
  const captured = takeTabViews();
  return captured.some((view) => view.documentStart === performance.timeOrigin) ? captured : [...captured, shown];
}

function takeTabViews(): CapturedView[] {
  try {
    return takeCapturedViews(sessionStorage);
  } catch {
    // Storage the browser refuses: nothing was noted.
    return [];
  }
}

function record({ at, pageUrl, referrer }: View): void {
  const now = new Date(at);
  const view = recordPageView({
    now,
    localOffsetMinutes: now.getTimezoneOffset(),
    pageUrl,
    referrer,
    cookies: document.cookie,
    userAgent: navigator.userAgent,
  });
  for (const write of view.writes) document.cookie = write.text;
}

/** The object for the checkout's extension data under `woocommerce/order-attribution`. */
export function attributionExtensionValues(): AttributionValues {
  return attributionExtensionData(values);
}

const SELECTOR = `input[name^="${ATTRIBUTION_INPUT_PREFIX}"]`;

const isField = (name: string): name is AttributionField => Object.hasOwn(ATTRIBUTION_SOURCES, name);

function fillInputs(root: ParentNode): void {
  for (const input of root.querySelectorAll<HTMLInputElement>(SELECTOR)) fill(input);
}

function fill(input: HTMLInputElement): void {
  const field = input.name.slice(ATTRIBUTION_INPUT_PREFIX.length);
  if (isField(field)) input.value = values[field] ?? "";
}

function watchForInputs(): void {
  if (watcher) return;
  watcher = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(SELECTOR)) fill(node as HTMLInputElement);
        else fillInputs(node);
      }
    }
  });
  watcher.observe(document.documentElement, { childList: true, subtree: true });
}
