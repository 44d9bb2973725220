/**
 * The sidebar menu's levels (shell/components/MainMenu.tsx), loaded on first use
 * (use-page-behaviours.ts): an item's button slides its submenu in over its level (app.css),
 * whose items are hidden meanwhile, and focus moves to the new level's back header; the back
 * header slides it out again and gives focus back to the button that opened it.
 */

export function openLevel(button: HTMLElement): void {
  const item = button.closest<HTMLElement>("li");
  const level = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!item || !level) return;
  item.dataset.levelOpen = "";
  item.parentElement?.setAttribute("data-covered", "");
  button.setAttribute("aria-expanded", "true");
  level.scrollTop = 0;
  level.querySelector<HTMLElement>("[data-menu-back]")?.focus({ preventScroll: true });
}

export function backFromLevel(back: HTMLElement): void {
  const item = back.closest<HTMLElement>("[data-level-open]");
  if (!item) return;
  delete item.dataset.levelOpen;
  item.parentElement?.removeAttribute("data-covered");
  const button = item.querySelector<HTMLElement>(":scope > .nav-sidebar__row [data-menu-level]");
  button?.setAttribute("aria-expanded", "false");
  button?.focus({ preventScroll: true });
}
