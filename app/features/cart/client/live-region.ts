import { cart } from "~/lib/constants";

/** The polite region that tells screen-reader users what the cart did (WooCommerce's `widget_shopping_cart_live_region`). */
export type Announcer = {
  /** Says `text` once the cart-updated delay has passed (spec §9: 1000 ms), so it is not lost in the page's own changes. */
  announceLater(text: string): void;
  /** Says `text` now (failures, which nothing else shows). */
  announce(text: string): void;
  /** Empties the region and drops a pending announcement (a new add has started). */
  clear(): void;
  stop(): void;
};

const REGION_CLASS = "widget_shopping_cart_live_region";

export function createAnnouncer(delayMs: number = cart.cart_updated_announce_delay_ms): Announcer {
  // Made at start, before anything is said: a live region added together with its text is often not read.
  let region = document.querySelector<HTMLElement>(`div.${REGION_CLASS}`);
  const own = !region;
  if (!region) {
    region = document.createElement("div");
    region.className = `${REGION_CLASS} screen-reader-text sr-only`;
    region.setAttribute("role", "status");
    document.body.append(region);
  }
  const live = region;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    clearTimeout(timer);
    live.textContent = "";
  };
  return {
    announceLater(text) {
      clear();
      timer = setTimeout(() => {
        live.textContent = text;
      }, delayMs);
    },
    announce(text) {
      clear();
      live.textContent = text;
    },
    clear,
    stop() {
      clearTimeout(timer);
      if (own) live.remove();
    },
  };
}
