/**
 * The header's desktop dropdowns as WAI-ARIA disclosures (shell/components/MainMenu.tsx), loaded
 * on first use (use-page-behaviours.ts): the button beside a top link opens and closes its
 * submenu (`aria-expanded`), one at a time; Escape closes it and gives focus back to its
 * button, and keeps a hovered one closed until the pointer leaves it; focus leaving an open
 * one, or a click elsewhere, closes it. Hover alone is CSS's.
 */

let open: HTMLElement | null = null;
let listening = false;

function close(button: HTMLElement, returnFocus: boolean): void {
  button.setAttribute("aria-expanded", "false");
  if (open === button) open = null;
  if (returnFocus) button.focus();
}

function listen(): void {
  if (listening) return;
  listening = true;
  document.addEventListener("focusout", (e) => {
    const item = open?.closest(".menu-item");
    if (open && item && !(e.relatedTarget instanceof Node && item.contains(e.relatedTarget))) close(open, false);
  });
  document.addEventListener("click", (e) => {
    const item = open?.closest(".menu-item");
    if (open && item && !(e.target instanceof Node && item.contains(e.target))) close(open, false);
  });
}

export function toggleDropdown(button: HTMLElement): void {
  listen();
  if (button.getAttribute("aria-expanded") === "true") return close(button, false);
  if (open) close(open, false);
  button.setAttribute("aria-expanded", "true");
  open = button;
}

/** Escape inside a top item: its submenu closes (hovered or opened), focus back on its button. */
export function escapeDropdown(item: HTMLElement): void {
  const button = item.querySelector<HTMLElement>(":scope > [data-dropdown-toggle]");
  if (!button) return;
  if (item.matches(":hover")) {
    item.dataset.escaped = "";
    item.addEventListener("pointerleave", () => delete item.dataset.escaped, { once: true });
  }
  close(button, true);
}
