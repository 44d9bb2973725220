import { useEffect } from "react";

/** The behaviours' code (off-canvas.ts), fetched on the first event that needs it. */
const loadBehaviours = () => import("./off-canvas");

/** The element a `data-open` opener names, when it is an off-canvas panel (others, as the login popup, have their own host). */
function panelNamedBy(opener: HTMLElement): HTMLElement | null {
  const target = opener.dataset.open ?? "";
  const panel = target.startsWith("#") ? document.getElementById(target.slice(1)) : null;
  return panel?.hasAttribute("data-off-canvas") ? panel : null;
}

/**
 * One click and one key listener on the document for the page's off-canvas panels, accordions
 * and field descriptions (off-canvas.ts): a page carries these lines, and fetches the rest when
 * a shopper first uses one. The opener's link is stopped at once, so the panel does not open by
 * its address (`:target`, the way without scripts) as well.
 */
export function usePageBehaviours(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      const opener = target?.closest<HTMLElement>("[data-open]");
      const panel = opener && panelNamedBy(opener);
      if (opener && panel) {
        event.preventDefault();
        void loadBehaviours().then((b) => b.openPanel(panel, opener));
        return;
      }
      const close = target?.closest<HTMLElement>("[data-off-canvas] [data-close]");
      if (close) {
        const closing = close.closest<HTMLElement>("[data-off-canvas]")!;
        // Opened by the scripts: they close it; opened by its address, the link goes back to the opener.
        if (closing.dataset.state === "open") {
          event.preventDefault();
          void loadBehaviours().then((b) => b.closePanel(true));
        }
        return;
      }
      const accordion = target?.closest<HTMLElement>("button[data-accordion]");
      if (accordion) void loadBehaviours().then((b) => b.toggleAccordion(accordion));
    };
    const onKey = (event: KeyboardEvent) => {
      const field = event.target instanceof HTMLElement ? event.target : null;
      const description = event.key === "Escape" ? field?.closest(".field-row")?.querySelector<HTMLElement>(".field-description:not([data-dismissed])") : null;
      if (!field || !description || event.defaultPrevented) return;
      // This Escape is the description's: a panel around the field closes at the next one.
      event.preventDefault();
      void loadBehaviours().then((b) => b.dismissDescription(field));
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, []);
}
