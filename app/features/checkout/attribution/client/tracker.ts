/**
 * Order attribution in the browser (spec §3, §4 "Order tracking"), loaded after the page by
 * components/AttributionScripts.tsx: on each page view it does what WooCommerce's
 * order-attribution.js does with sourcebuster (the rules in ../visit-rules.ts), writing
 * `document.cookie`, and fills every `wc_order_attribution_*` input, also those that appear later
 * (a checkout form rendered after a navigation).
 */
import { type AttributionField, type AttributionValues, ATTRIBUTION_INPUT_PREFIX, ATTRIBUTION_SOURCES, emptyAttributionValues } from "../fields";
import { attributionExtensionData, attributionValues, forgetVisitor, readSbjs, recordPageView } from "../visit-rules";

let values: AttributionValues = emptyAttributionValues();
let lastPageKey: string | null = null;
let watcher: MutationObserver | null = null;

export type PageViewFacts = {
  /** The site's `order_attribution_enabled`: off deletes the cookies and leaves every field empty. */
  enabled: boolean;
  /** The page the visitor came from: `document.referrer` on a full load, the previous page after an in-app navigation. */
  referrer: string;
  /** The router's key of this location; a key seen already is not counted twice. */
  pageKey: string;
};

export function trackPageView({ enabled, referrer, pageKey }: PageViewFacts): void {
  if (pageKey === lastPageKey) return;
  lastPageKey = pageKey;
  const now = new Date();
  if (enabled) {
    const view = recordPageView({
      now,
      localOffsetMinutes: now.getTimezoneOffset(),
      pageUrl: location.href,
      referrer,
      cookies: document.cookie,
      userAgent: navigator.userAgent,
    });
    for (const write of view.writes) document.cookie = write.text;
    // Read back like sbjs.get: a browser that refuses the cookies sends empty fields.
    values = attributionValues(readSbjs(document.cookie));
  } else {
    for (const write of forgetVisitor({ now, pageUrl: location.href }).writes) document.cookie = write.text;
    values = emptyAttributionValues();
  }
  fillInputs(document);
  watchForInputs();
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
