/**
 * WooCommerce's page events, shared with the scripts written for the original shop that plugins
 * keep putting on the page (design principle 9). WooCommerce raises them with jQuery's `trigger`,
 * which hands its listeners extra arguments (`[fragments, cart_hash, $button]`) and never reaches
 * a plain `addEventListener`; a plain `CustomEvent` reaches jQuery's listeners too, but without
 * those arguments. So each event is raised once per kind of listener:
 * - with jQuery on the page: `jQuery(target).trigger(type, args)` for jQuery's listeners, and the
 *   bridge below hands the same event to plain listeners as a `CustomEvent` whose `detail` holds
 *   the same data, while jQuery's own listeners are told to let that copy pass;
 * - without jQuery: the `CustomEvent` alone.
 * The bridge does the same for the events WooCommerce's own scripts trigger, so our plain
 * listeners (the fragments cache, the mini cart's reveal) hear them as well, once.
 */

type Fragments = Record<string, string>;
/** What `added_to_cart` and `removed_from_cart` carry (WooCommerce's `[fragments, cart_hash, $button]`). */
export type CartChangeDetail = { fragments: Fragments; cart_hash: string; button: HTMLElement | null };

/** Each event's data as plain listeners get it in `detail`. */
export type WcEventDetails = {
  adding_to_cart: { button: HTMLElement | null; data: Record<string, string> };
  added_to_cart: CartChangeDetail;
  removed_from_cart: CartChangeDetail;
  wc_cart_button_updated: { button: HTMLElement };
  wc_fragments_loaded: null;
  wc_fragments_refreshed: null;
  wc_fragments_ajax_error: null;
  /** Raised by anyone to ask for fresh fragments. */
  wc_fragment_refresh: null;
  /** The cart page's form and totals were redrawn. */
  updated_wc_div: null;
  /** The variation form's events (WooCommerce's add-to-cart-variation.js), raised on `.variations_form`. */
  woocommerce_variation_select_change: null;
  check_variations: null;
  found_variation: { variation: object };
  show_variation: { variation: object; purchasable: boolean };
  hide_variation: null;
  reset_data: null;
  woocommerce_variation_has_changed: null;
};
export type WcEventName = keyof WcEventDetails;

type JQueryObject = ArrayLike<Element> & {
  trigger(type: string, args?: unknown[]): JQueryObject;
  on(types: string, handler: (event: JQueryEvent, ...args: unknown[]) => void): JQueryObject;
};
type JQueryEvent = { type: string; target: EventTarget; originalEvent?: Event };
type JQueryStatic = ((target: unknown) => JQueryObject) & { event?: { triggered?: string } };

/** WooCommerce's arguments ↔ `detail`, for each event that carries data. */
const CODECS: { [K in WcEventName]?: { toArgs(detail: WcEventDetails[K], $: JQueryStatic): unknown[]; toDetail(args: unknown[]): WcEventDetails[K] } } = {
  adding_to_cart: {
    toArgs: (d, $) => [$(d.button), d.data],
    toDetail: ([$button, data]) => ({ button: elementOf($button), data: isRecord(data) ? (data as Record<string, string>) : {} }),
  },
  added_to_cart: cartChangeCodec(),
  removed_from_cart: cartChangeCodec(),
  wc_cart_button_updated: {
    toArgs: (d, $) => [$(d.button)],
    toDetail: ([$button]) => ({ button: elementOf($button) ?? document.body }),
  },
  found_variation: {
    toArgs: (d) => [d.variation],
    toDetail: ([variation]) => ({ variation: isRecord(variation) ? variation : {} }),
  },
  show_variation: {
    toArgs: (d) => [d.variation, d.purchasable],
    toDetail: ([variation, purchasable]) => ({ variation: isRecord(variation) ? variation : {}, purchasable: purchasable === true }),
  },
};

function cartChangeCodec(): NonNullable<(typeof CODECS)["added_to_cart"]> {
  return {
    toArgs: (d, $) => [d.fragments, d.cart_hash, $(d.button)],
    toDetail: ([fragments, cartHash, $button]) => ({
      fragments: isRecord(fragments) ? (fragments as Fragments) : {},
      cart_hash: typeof cartHash === "string" ? cartHash : "",
      button: elementOf($button),
    }),
  };
}

const EVENT_NAMES = Object.keys({
  adding_to_cart: 1,
  added_to_cart: 1,
  removed_from_cart: 1,
  wc_cart_button_updated: 1,
  wc_fragments_loaded: 1,
  wc_fragments_refreshed: 1,
  wc_fragments_ajax_error: 1,
  wc_fragment_refresh: 1,
  updated_wc_div: 1,
  woocommerce_variation_select_change: 1,
  check_variations: 1,
  found_variation: 1,
  show_variation: 1,
  hide_variation: 1,
  reset_data: 1,
  woocommerce_variation_has_changed: 1,
} satisfies Record<WcEventName, 1>) as WcEventName[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The element behind a jQuery object (or an element given as it is). */
function elementOf(value: unknown): HTMLElement | null {
  if (value instanceof HTMLElement) return value;
  const first = isRecord(value) ? (value as Partial<ArrayLike<unknown>>)[0] : undefined;
  return first instanceof HTMLElement ? first : null;
}

/** The page's jQuery, when a script put one there. */
function pageJQuery(): JQueryStatic | null {
  const candidate = (window as { jQuery?: unknown }).jQuery;
  return typeof candidate === "function" && typeof (candidate as { fn?: { jquery?: unknown } }).fn?.jquery === "string"
    ? (candidate as JQueryStatic)
    : null;
}

/** The jQuery instances the bridge already listens through. */
const bridged = new WeakSet<object>();

/** The plain listeners' copy; jQuery's listeners, which had theirs, are told to let it pass. */
function dispatchPlain(target: EventTarget, type: string, detail: unknown, $: JQueryStatic | null): void {
  const event = new CustomEvent(type, { detail, bubbles: true });
  if (!$?.event) {
    target.dispatchEvent(event);
    return;
  }
  // jQuery's own element handler ignores a native event of the type it is triggering (that is how
  // it calls `elem.click()` without running its handlers twice): the same flag, for our copy.
  const before = $.event.triggered;
  $.event.triggered = type;
  try {
    target.dispatchEvent(event);
  } finally {
    $.event.triggered = before;
  }
}

/**
 * Listens, through the page's jQuery, for the events it triggers, and hands each to the plain
 * listeners with its data in `detail`. Does nothing without jQuery or when already listening.
 */
export function bridgeJQueryEvents(): JQueryStatic | null {
  const $ = pageJQuery();
  if (!$ || bridged.has($)) return $;
  bridged.add($);
  $(document).on(EVENT_NAMES.join(" "), (event, ...args) => {
    // A native event reached jQuery: the plain listeners have had it already.
    if (event.originalEvent) return;
    const codec = CODECS[event.type as WcEventName] as { toDetail(args: unknown[]): unknown } | undefined;
    dispatchPlain(event.target, event.type, codec ? codec.toDetail(args) : null, $);
  });
  return $;
}

/** Raises `type` on `target` for every listener, jQuery's and plain ones, each once. */
export function raiseWcEvent<K extends WcEventName>(target: Element, type: K, detail: WcEventDetails[K]): void {
  const $ = bridgeJQueryEvents();
  if (!$) {
    dispatchPlain(target, type, detail, null);
    return;
  }
  const codec = CODECS[type] as { toArgs(detail: WcEventDetails[K], $: JQueryStatic): unknown[] } | undefined;
  $(target).trigger(type, codec ? codec.toArgs(detail, $) : []);
}

/**
 * Listens on `target` for `type` whoever raised it: our scripts, WooCommerce's through jQuery,
 * or a plain `dispatchEvent`. Returns the stop.
 */
export function onWcEvent<K extends WcEventName>(target: EventTarget, type: K, listener: (detail: WcEventDetails[K] | null) => void): () => void {
  bridgeJQueryEvents();
  const handle = (event: Event) => listener(event instanceof CustomEvent ? ((event.detail ?? null) as WcEventDetails[K] | null) : null);
  target.addEventListener(type, handle);
  return () => target.removeEventListener(type, handle);
}

/** jQuery may arrive after our scripts (a footer script of a plugin): listen through it once it has. */
export function bridgeWhenLoaded(): void {
  if (document.readyState === "complete") bridgeJQueryEvents();
  else window.addEventListener("load", () => bridgeJQueryEvents(), { once: true });
}
