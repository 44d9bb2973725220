import type { HandledControls } from "../client/selectors";
import { STORAGE_KEYS } from "../client/storage-keys";
import { wooScripts } from "../client/woo-scripts";
import type { StartFacts } from "./start-rules";

/** The page's facts for ./start-rules.ts, read from the browser. */
export function pageStartFacts(pageCartHash: string): StartFacts {
  let keptCart = false;
  try {
    keptCart = sessionStorage.getItem(STORAGE_KEYS.fragments) !== null || !!sessionStorage.getItem(STORAGE_KEYS.hash);
  } catch {
    /* storage refused: nothing kept */
  }
  return { cookieText: document.cookie, keptCart, pageCartHash, wooScriptsOnPage: wooScriptsOnPage(), pathname: location.pathname };
}

const wooScriptsOnPage = () => typeof (window as { jQuery?: unknown }).jQuery === "function" || wooScripts.addToCart() || wooScripts.cartFragments();

/** The cart's events another script may raise before ours run: each means the cart is in use. */
const CART_EVENTS = ["wc_fragment_refresh", "added_to_cart", "removed_from_cart"];

/**
 * Waits for the first use of the cart's scripts, then runs `start` (which loads and starts them).
 * What counts as a use: a click, key or submit on a control they handle, the mini cart's
 * quantity changing, another script raising a cart event, another tab changing the cart (its hash
 * in local storage), the page coming back from the back/forward cache, or jQuery and
 * WooCommerce's scripts arriving late (a footer script that loads after the page).
 *
 * A click, submit or change that would need them is not lost: it is held (its default
 * prevented) and done again, once, when `start` has settled — handled by the started scripts,
 * or, if their code could not load, by the browser as without scripts (the form posts, the link
 * goes). A pointer or key going down on such a control only begins the loading, so a fast
 * connection has them ready before the click. Returns the cancel; held uses are still done again.
 */
export function startOnFirstUse(controls: HandledControls, start: () => Promise<unknown>): () => void {
  const held: Array<() => void> = [];
  let begun = false;
  const anyControl = `${controls.click}, ${controls.submit}, ${controls.change}`;

  const begin = () => {
    if (begun) return;
    begun = true;
    const settle = () => {
      stopListening();
      for (const again of held.splice(0)) again();
    };
    start().then(settle, settle);
  };

  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(controls.click);
    if (event.defaultPrevented || !control) return;
    // A click meant for a new tab or window keeps the browser's own way.
    if (event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
      event.preventDefault();
      held.push(() => control.click());
    }
    begin();
  };

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.matches(controls.submit)) return;
    event.preventDefault();
    const submitter = event.submitter as HTMLButtonElement | HTMLInputElement | null;
    held.push(() => {
      if (form.isConnected) form.requestSubmit(submitter?.form === form ? submitter : null);
    });
    begin();
  };

  const onChange = (event: Event) => {
    const input = event.target;
    if (!(input instanceof Element) || !input.matches(controls.change)) return;
    held.push(() => input.dispatchEvent(new Event("change", { bubbles: true })));
    begin();
  };

  const onApproach = (event: PointerEvent | KeyboardEvent) => {
    // Keys that press a control, not Tab going past it.
    if (event instanceof KeyboardEvent && event.key !== "Enter" && event.key !== " ") return;
    if ((event.target as Element | null)?.closest?.(anyControl)) begin();
  };

  const onCartEvent = (event: Event) => {
    // A refresh asked for before our scripts ran is asked again once they listen.
    if (event.type === "wc_fragment_refresh") held.push(() => document.body.dispatchEvent(new CustomEvent("wc_fragment_refresh", { bubbles: true })));
    begin();
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.hash) begin();
  };

  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) begin();
  };

  const onLoad = () => {
    if (wooScriptsOnPage()) begin();
  };

  const documentListeners: Array<[string, (event: never) => void]> = [
    ["click", onClick],
    ["submit", onSubmit],
    ["change", onChange],
    ["pointerdown", onApproach],
    ["keydown", onApproach],
  ];
  const windowListeners: Array<[string, (event: never) => void]> = [
    ["storage", onStorage],
    ["pageshow", onPageShow],
    ["load", onLoad],
  ];
  for (const [type, listener] of documentListeners) document.addEventListener(type, listener as EventListener);
  for (const [type, listener] of windowListeners) window.addEventListener(type, listener as EventListener);
  for (const type of CART_EVENTS) document.body.addEventListener(type, onCartEvent);

  function stopListening() {
    for (const [type, listener] of documentListeners) document.removeEventListener(type, listener as EventListener);
    for (const [type, listener] of windowListeners) window.removeEventListener(type, listener as EventListener);
    for (const type of CART_EVENTS) document.body.removeEventListener(type, onCartEvent);
  }
  return stopListening;
}
