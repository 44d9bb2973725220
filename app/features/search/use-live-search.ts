import { type RefObject, useEffect } from "react";

const loadLiveSearch = () => import("./client/live-search");

/**
 * Live suggestions (client/live-search.ts) for every product search form (`form[role=search]`)
 * under `root`, whoever drew it: loaded when the shopper first focuses or types in one, so no
 * page carries them until then. What was typed meanwhile is looked up as soon as they start.
 */
export function useLiveSearchIn(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const box = root.current;
    if (!box) return;
    let live = true;
    const started = new Map<HTMLFormElement, (() => void) | undefined>();
    const start = (event: Event) => {
      const form = (event.target as Element | null)?.closest?.('form[role="search"]');
      if (!(form instanceof HTMLFormElement) || started.has(form)) return;
      started.set(form, undefined);
      void loadLiveSearch().then(({ attachLiveSearch }) => {
        if (live && form.isConnected) started.set(form, attachLiveSearch(form));
      });
    };
    box.addEventListener("focusin", start);
    box.addEventListener("input", start);
    return () => {
      live = false;
      box.removeEventListener("focusin", start);
      box.removeEventListener("input", start);
      for (const detach of started.values()) detach?.();
    };
  }, [root]);
}
