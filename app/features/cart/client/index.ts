/**
 * The cart's scripts in the browser, loaded after the page by components/CartScripts.tsx: add to
 * cart without leaving the page, the mini cart's removals and quantities, its reveal and
 * off-canvas panel, and the fragments cache that keeps the header's cart right across pages and
 * tabs. Plain DOM code with listeners on the document, so markup replaced by fragments (or
 * appended by infinite scroll) keeps working.
 */
import { isCartPath } from "./addresses";
import type { Fragments } from "./answers";
import { bridgeWhenLoaded, raiseWcEvent } from "~/lib/wc-events";
import { attachAddToCart } from "./add-to-cart";
import { applyFragments } from "./apply-fragments";
import { nextCreatedAt } from "./cache-rules";
import { attachCartReactions } from "./cart-reactions";
import { browserStores, readStoredCart, writeStoredCart } from "./fragments-store";
import { type FragmentsSync, startFragmentsSync } from "./fragments-sync";
import { createAnnouncer } from "./live-region";
import { attachMiniCartQuantity } from "./mini-cart-quantity";
import { attachMiniCartRemoval } from "./mini-cart-removal";
import { createMiniCartReveal } from "./mini-cart-reveal";
import { attachOffCanvasCart } from "./off-canvas-cart";
import { createRequestQueue } from "./request-queue";
import type { CartClientSettings } from "./settings";

export type { CartClientSettings } from "./settings";

let running: FragmentsSync | null = null;

/** Starts the cart's scripts on the page; returns the stop (listeners off, timers cleared). */
export function startCartClient(settings: CartClientSettings): () => void {
  const queue = createRequestQueue();
  const isCartPage = () => isCartPath(location.pathname);
  const navigate = (url: string) => location.assign(url);
  const announcer = createAnnouncer();
  const reveal = createMiniCartReveal(settings);
  bridgeWhenLoaded();
  const sync = startFragmentsSync({ queue, isCartPage });
  running = sync;
  const detachers = [
    attachCartReactions({ announcer, reveal, isCartPage }),
    attachAddToCart({ queue, settings, announcer, navigate }),
    attachMiniCartRemoval({ queue, announcer, navigate }),
    attachMiniCartQuantity({ queue, sync, announcer }),
    settings.miniCartStyle === "off-canvas" ? attachOffCanvasCart() : () => {},
  ];
  return () => {
    for (const detach of detachers) detach();
    sync.stop();
    reveal.stop();
    announcer.stop();
    if (running === sync) running = null;
  };
}

/**
 * For the page when its own cart data changed (the cart page's forms, after their data is
 * reloaded): puts the new fragments on the page (the header is the server's markup, which React
 * does not redraw) and keeps them and the hash, so the next page and other tabs agree, without a
 * request or a `cart-changed` event; then tells scripts written for WooCommerce's cart page
 * (`updated_wc_div`, which its cart.js raises after redrawing the cart).
 */
export function showPageCart(fragments: Fragments, hash: string): void {
  applyFragments(fragments);
  raiseWcEvent(document.body, "updated_wc_div", null);
  if (running) return running.keepShown({ fragments, cartHash: hash });
  const stores = browserStores(window);
  const previous = readStoredCart(stores.session);
  const createdAt = nextCreatedAt({ previousHash: previous.hash, previousCreatedAt: previous.createdAt, newHash: hash, now: Date.now() });
  writeStoredCart(stores, { fragments, cartHash: hash, createdAt });
}
