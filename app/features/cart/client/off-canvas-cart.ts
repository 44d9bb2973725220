import { HEADER_CART_LINK, OFF_CANVAS_CART_ID } from "./selectors";

const panelOf = () => {
  const panel = document.getElementById(OFF_CANVAS_CART_ID);
  return panel instanceof HTMLDialogElement ? panel : null;
};

/**
 * The off-canvas mini cart (`dialog#cart-popup`): the header's cart link opens it as a modal
 * (without scripts the link is the cart page); Escape, its close button or a click on the
 * backdrop close it, and focus goes back to the link. Delegated on the document, so it keeps
 * working when the panel's content is replaced.
 */
export function attachOffCanvasCart(): () => void {
  let opener: HTMLElement | null = null;

  const onClick = (event: MouseEvent) => {
    const panel = panelOf();
    if (!panel || event.defaultPrevented) return;
    const target = event.target as Element | null;
    const link = target?.closest?.<HTMLElement>(HEADER_CART_LINK);
    if (link && !panel.contains(link)) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab keeps the cart page
      event.preventDefault();
      if (panel.open) panel.close(); // shown beside the page after an add: now the shopper's own, as a modal
      opener = link;
      panel.showModal();
      return;
    }
    if (!panel.open) return;
    if (target?.closest?.(`#${OFF_CANVAS_CART_ID} .cart-popup-close`)) {
      panel.close();
      return;
    }
    // A click on the backdrop lands on the dialog itself, outside the box it draws.
    if (target === panel && panel.matches(":modal")) {
      const box = panel.getBoundingClientRect();
      const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
      if (outside) panel.close();
    }
  };

  // Escape closes a modal dialog by itself; the panel shown beside the page after an add too.
  const onKeyDown = (event: KeyboardEvent) => {
    const panel = panelOf();
    if (event.key === "Escape" && panel?.open && !panel.matches(":modal") && panel.contains(document.activeElement)) panel.close();
  };

  // "close" does not bubble: heard while it goes down to the dialog.
  const onClose = (event: Event) => {
    const panel = panelOf();
    if (event.target !== panel || !panel) return;
    const back = opener;
    opener = null;
    if (back?.isConnected && (document.activeElement === document.body || panel.contains(document.activeElement) || !document.activeElement)) {
      back.focus();
    }
  };

  document.addEventListener("click", onClick);
  document.addEventListener("keydown", onKeyDown);
  document.addEventListener("close", onClose, true);
  return () => {
    document.removeEventListener("click", onClick);
    document.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("close", onClose, true);
  };
}
