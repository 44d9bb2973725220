/**
 * Flatsome's page behaviours on markup the server drew, loaded on first use (use-page-behaviours.ts):
 * - off-canvas panels (`[data-off-canvas]`, opened by any element naming one: `data-open="#id"`):
 *   the panel slides in (app.css), focus moves into it, the page behind is inert, and Escape, a
 *   click beside it or its `[data-close]` closes it and gives focus back to its opener;
 * - accordions (`button[data-accordion]` with `aria-controls`): `aria-expanded` and the panel's
 *   `data-collapsed` switch together (the slide is CSS);
 * - field descriptions (`.field-description` in a `.field-row`): shown while the field has focus
 *   (CSS), closed by Escape until the field is left.
 */

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Open = { panel: HTMLElement; opener: HTMLElement | null; inerted: HTMLElement[]; stop: AbortController };
let open: Open | null = null;

/** A panel that is a plain sidebar at this width (`.off-canvas--lg-static` from 1024 px) has nothing to open. */
const isStaticNow = (panel: HTMLElement) => getComputedStyle(panel).position !== "fixed";

/** Everything beside the panel and its ancestors, up to the body, made inert: what was already inert stays so. */
function inertAround(panel: HTMLElement): HTMLElement[] {
  const inerted: HTMLElement[] = [];
  for (let node: HTMLElement = panel; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert || sibling instanceof HTMLScriptElement) continue;
      sibling.inert = true;
      inerted.push(sibling);
    }
  }
  return inerted;
}

export function openPanel(panel: HTMLElement, opener: HTMLElement | null): void {
  if (open?.panel === panel) return;
  if (open) closePanel(false);
  if (isStaticNow(panel)) {
    // Already on the page: going to it is all the opener can do.
    panel.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return;
  }
  const stop = new AbortController();
  open = { panel, opener, inerted: inertAround(panel), stop };
  panel.dataset.state = "open";
  panel.setAttribute("role", "dialog");
  panel.setAttribute("aria-modal", "true");
  opener?.setAttribute("aria-expanded", "true");
  const first = panel.querySelector<HTMLElement>(FOCUSABLE);
  if (first) first.focus({ preventScroll: true });
  else {
    panel.tabIndex = -1;
    panel.focus({ preventScroll: true });
  }
  const { signal } = stop;
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && !e.defaultPrevented) {
      e.preventDefault();
      closePanel(true);
    }
  }, { signal });
  // A click on the shade beside the panel's box closes it.
  panel.addEventListener("click", (e) => e.target === panel && closePanel(true), { signal });
  // Grown past the width where it is a panel (a phone turned): it is the page's sidebar again.
  addEventListener("resize", () => isStaticNow(panel) && closePanel(false), { signal });
}

export function closePanel(returnFocus: boolean): void {
  if (!open) return;
  const { panel, opener, inerted, stop } = open;
  open = null;
  stop.abort();
  for (const element of inerted) element.inert = false;
  delete panel.dataset.state;
  panel.removeAttribute("role");
  panel.removeAttribute("aria-modal");
  opener?.setAttribute("aria-expanded", "false");
  // Opened by its address before the scripts ran (`:target`): leave it, or CSS keeps it open.
  if (location.hash === `#${panel.id}`) history.replaceState(history.state, "", location.pathname + location.search);
  if (returnFocus) opener?.focus();
}

export function toggleAccordion(button: HTMLElement): void {
  const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!panel) return;
  const expanded = button.getAttribute("aria-expanded") !== "false";
  button.setAttribute("aria-expanded", String(!expanded));
  panel.toggleAttribute("data-collapsed", expanded);
}

/** Escape in a field closes its description; leaving the field clears that for next time. */
export function dismissDescription(field: HTMLElement): void {
  const description = field.closest(".field-row")?.querySelector<HTMLElement>(".field-description");
  if (!description) return;
  description.dataset.dismissed = "";
  field.addEventListener("focusout", () => delete description.dataset.dismissed, { once: true });
}
