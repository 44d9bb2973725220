import { cart } from "~/lib/constants";
import { wcAjaxUrl } from "./addresses";
import { type CartState, readCartState } from "./answers";
import { applyFragments } from "./apply-fragments";
import { expiryOf, nextCreatedAt, planStart } from "./cache-rules";
import { CART_EVENTS, emit } from "./cart-events";
import { readCartCookies } from "./cookies";
import { browserStores, forgetStoredCart, holdsMiniCart, readStoredCart, writeStoredCart } from "./fragments-store";
import { STORAGE_KEYS } from "./storage-keys";
import { postFields } from "./post-fields";
import type { RequestQueue } from "./request-queue";
import { type CartChangeDetail, onWcEvent, raiseWcEvent } from "~/lib/wc-events";
import { wooScripts } from "./woo-scripts";

export type FragmentsSync = {
  /** Asks the server for the cart and puts it on the page; for use inside a queued task. True when it worked. */
  refreshNow(): Promise<boolean>;
  /** The same, queued behind the cart requests already asked for. */
  refresh(): Promise<boolean>;
  /** Keeps a cart the page shows already (its own data was reloaded): no event, no request. */
  keepShown(state: CartState): void;
  stop(): void;
};

type Options = { queue: RequestQueue; isCartPage: () => boolean; now?: () => number };

/**
 * The cart fragments cache (spec §4, WooCommerce's cart-fragments.js). At start: without the
 * "items in cart" cookie nothing is asked (the server's page is right) and kept fragments are
 * dropped; else kept fragments that are still good go on the page, and others are replaced by
 * a fragments call. Then: adds and removals are kept as they happen; another tab's change (the
 * hash in local storage), a page back from the back/forward cache, `wc_fragment_refresh` and the
 * cache's expiry each bring a refresh. When the cart page is open and the cart changes, it
 * hears `cart-changed` on window. Where WooCommerce's own cart-fragments.js is on the page, the
 * start and `wc_fragment_refresh` are its to answer (one refresh, not two); the cart is still kept
 * here as it changes.
 */
export function startFragmentsSync({ queue, isCartPage, now = Date.now }: Options): FragmentsSync {
  const stores = browserStores(window);
  const cookies = () => readCartCookies(document.cookie);
  /** The cart hash the page shows: the server rendered it with the cookie's. */
  let shownHash = cookies().hash;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;

  const scheduleRefresh = (inMs: number | null) => {
    clearTimeout(expiryTimer);
    if (inMs !== null) expiryTimer = setTimeout(() => void refresh(), inMs);
  };

  /** Keeps a cart now on the page, starts its 24 h when it is new, and tells the cart page when it changed. */
  const keep = (state: CartState) => {
    const previous = readStoredCart(stores.session);
    const createdAt = nextCreatedAt({ previousHash: previous.hash, previousCreatedAt: previous.createdAt, newHash: state.cartHash, now: now() });
    writeStoredCart(stores, { ...state, createdAt });
    scheduleRefresh(createdAt === null ? null : Math.max(0, expiryOf(createdAt) - now()));
    if (state.cartHash === shownHash) return;
    shownHash = state.cartHash;
    if (isCartPage()) emit(window, CART_EVENTS.cartChanged, { cartHash: state.cartHash });
  };

  const refreshNow = async (): Promise<boolean> => {
    try {
      const reply = await postFields(wcAjaxUrl("get_refreshed_fragments"), new URLSearchParams({ time: String(now()) }), {
        timeoutMs: cart.fragments_timeout_ms,
      });
      const state = reply.ok ? readCartState(reply.body) : null;
      if (!state) throw new Error("no fragments in the answer");
      applyFragments(state.fragments);
      keep(state);
      raiseWcEvent(document.body, "wc_fragments_refreshed", null);
      return true;
    } catch {
      emit(document.body, CART_EVENTS.fragmentsError);
      raiseWcEvent(document.body, "wc_fragments_ajax_error", null);
      return false;
    }
  };
  const refresh = () => queue.run(refreshNow);

  // The page at start.
  const stored = readStoredCart(stores.session);
  const { hasItems, hash: cookieHash } = cookies();
  const plan = planStart({
    hasItems,
    storedHash: stored.hash,
    cookieHash,
    createdAt: stored.createdAt,
    now: now(),
    hasFragments: holdsMiniCart(stored.fragments),
  });
  if (wooScripts.cartFragments()) {
    // Its own start refreshes or shows its own cache.
  } else if (plan.kind === "forget") forgetStoredCart(stores.session);
  else if (plan.kind === "refresh") void refresh();
  else {
    applyFragments(stored.fragments!);
    raiseWcEvent(document.body, "wc_fragments_loaded", null);
    scheduleRefresh(plan.refreshIn);
  }

  const onChange = (detail: CartChangeDetail | null) => {
    if (detail && Object.keys(detail.fragments).length > 0) keep({ fragments: detail.fragments, cartHash: detail.cart_hash });
  };
  const onRefreshRequest = () => {
    if (!wooScripts.cartFragments()) void refresh();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.hash || (stores.local && event.storageArea !== stores.local)) return;
    if ((event.newValue ?? "") !== readStoredCart(stores.session).hash) void refresh();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    // Back from the back/forward cache, the page is as it was left: ask when there is (or was) a cart.
    if (event.persisted && (cookies().hasItems || readStoredCart(stores.session).hash !== "")) void refresh();
  };

  const listening = [
    onWcEvent(document.body, "added_to_cart", onChange),
    onWcEvent(document.body, "removed_from_cart", onChange),
    onWcEvent(document.body, "wc_fragment_refresh", onRefreshRequest),
  ];
  window.addEventListener("storage", onStorage);
  window.addEventListener("pageshow", onPageShow);

  return {
    refreshNow,
    refresh,
    keepShown(state) {
      shownHash = state.cartHash;
      keep(state);
    },
    stop() {
      clearTimeout(expiryTimer);
      for (const stop of listening) stop();
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("pageshow", onPageShow);
    },
  };
}
