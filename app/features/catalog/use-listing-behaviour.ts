import { type RefObject, useEffect } from "react";
import type { ThemeOptions } from "~/features/site";

/**
 * The listing's scripts (listing-behaviour.ts) load when first needed, so a page carries only
 * these few lines until a shopper touches a swatch or scrolls towards the end of a grid.
 */
const loadBehaviour = () => import("./listing-behaviour");

/** The events swatches answer to; the first one loads their script. */
const SWATCH_EVENTS = ["pointerover", "pointerout", "focusin", "click"] as const;

/**
 * Swatches in the cards under `grid` (spec §4), following the shop's theme options. Events that
 * come while their script loads are replayed in order once it is there.
 */
export function useCardSwatches(grid: RefObject<HTMLElement | null>, theme: ThemeOptions): void {
  useEffect(() => {
    const root = grid.current;
    if (!root?.querySelector(".ux-swatch")) return;
    let queue: Event[] | null = [];
    let detach: (() => void) | undefined;
    const stopWaiting = () => SWATCH_EVENTS.forEach((type) => root.removeEventListener(type, wait));
    function wait(event: Event) {
      if (queue!.push(event) > 1) return;
      loadBehaviour().then(({ attachCardSwatches }) => {
        if (!queue) return; // unmounted meanwhile
        stopWaiting();
        const controller = attachCardSwatches(root!, theme.swatches, theme.swatches_box_reset_time);
        detach = controller.detach;
        queue.forEach(controller.handle);
      });
    }
    SWATCH_EVENTS.forEach((type) => root.addEventListener(type, wait));
    return () => {
      queue = null;
      stopWaiting();
      detach?.();
    };
  }, [grid, theme]);
}

/** Infinite scroll in `box` (infinite-scroll.ts), started when its top comes within a screen. */
export function useInfiniteScroll(box: RefObject<HTMLElement | null>, theme: ThemeOptions): void {
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let stop: (() => void) | undefined;
    let live = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries[0]?.isIntersecting) return;
        observer.disconnect();
        // If the script cannot load, the pagination links below still lead on.
        loadBehaviour().then(({ startInfiniteScroll }) => {
          if (live) stop = startInfiniteScroll(target, theme.swatches, theme.swatches_box_reset_time);
        });
      },
      { rootMargin: "0px 0px 100% 0px" },
    );
    observer.observe(target);
    return () => {
      live = false;
      observer.disconnect();
      stop?.();
    };
  }, [box, theme]);
}
