import { cart } from "~/lib/constants";
import { DROPDOWN_CART, OFF_CANVAS_CART_ID } from "./selectors";
import type { CartClientSettings } from "./settings";

export type MiniCartReveal = { reveal(): void; stop(): void };

const isBusy = (el: Element) => el.matches(":hover") || el.contains(document.activeElement);

/**
 * Calls `close` now, or, while the pointer or focus is inside `el`, once both have left: the
 * shopper reading or using the mini cart keeps it. Returns a cancel.
 */
function closeWhenLeft(el: HTMLElement, close: () => void): () => void {
  if (!isBusy(el)) {
    close();
    return () => {};
  }
  const onLeave = (event: Event) => {
    // focusout comes before focus lands: where it goes is its relatedTarget.
    const focusStays = event.type === "focusout" ? el.contains((event as FocusEvent).relatedTarget as Node | null) : el.contains(document.activeElement);
    const pointerStays = event.type === "pointerleave" ? false : el.matches(":hover");
    if (focusStays || pointerStays) return;
    cancel();
    close();
  };
  const cancel = () => {
    el.removeEventListener("pointerleave", onLeave);
    el.removeEventListener("focusout", onLeave);
  };
  el.addEventListener("pointerleave", onLeave);
  el.addEventListener("focusout", onLeave);
  return cancel;
}

/**
 * Opens the mini cart for a while after an add (spec §2 "Mini cart", §9: 5000 ms), as Flatsome
 * does: the header dropdown is held open by `current-dropdown`; the off-canvas panel opens
 * beside the page (non-modal `show()`), without taking focus from where the shopper is. Either
 * closes after the time, or later if the shopper is in it then.
 */
export function createMiniCartReveal(settings: CartClientSettings, durationMs: number = cart.mini_cart_reveal_ms): MiniCartReveal {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelWait = () => {};
  const reset = () => {
    clearTimeout(timer);
    cancelWait();
    cancelWait = () => {};
  };
  const holdOpen = (el: HTMLElement, close: () => void) => {
    reset();
    timer = setTimeout(() => {
      cancelWait = closeWhenLeft(el, close);
    }, durationMs);
  };

  const revealDropdown = () => {
    const item = document.querySelector<HTMLElement>(DROPDOWN_CART);
    if (!item) return;
    item.classList.add("current-dropdown");
    holdOpen(item, () => item.classList.remove("current-dropdown"));
  };

  const revealPanel = () => {
    const panel = document.getElementById(OFF_CANVAS_CART_ID);
    if (!(panel instanceof HTMLDialogElement)) return;
    if (panel.matches(":modal")) return; // the shopper opened it: theirs to close
    if (!panel.open) {
      const focused = document.activeElement;
      panel.show();
      // show() focuses the panel's first control; the shopper stays where they were.
      if (panel.contains(document.activeElement) && focused !== document.activeElement) {
        if (focused instanceof HTMLElement && focused !== document.body) focused.focus({ preventScroll: true });
        else (document.activeElement as HTMLElement | null)?.blur();
      }
    }
    holdOpen(panel, () => {
      if (panel.open && !panel.matches(":modal")) panel.close();
    });
  };

  return {
    reveal() {
      if (!settings.miniCartReveal) return;
      if (settings.miniCartStyle === "off-canvas") revealPanel();
      else revealDropdown();
    },
    stop: reset,
  };
}
