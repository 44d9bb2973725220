/**
 * WAI-ARIA tabs on markup the server drew (`[data-tabs]`: a `role="tablist"` of `role="tab"`
 * links naming their panels by `aria-controls`), loaded on first use (use-page-behaviours.ts).
 * One panel shows at a time (`data-active`, app.css); the selected tab alone is in the tab order
 * (roving tabindex); arrows, Home and End move between tabs and select the one they reach.
 * Without scripts the tab list is hidden and every panel shows under its heading.
 */

const tabsBeside = (tab: HTMLElement): HTMLElement[] => [...(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];

export function selectTab(tab: HTMLElement, focus: boolean): void {
  // From now on the chosen panel alone shows, whatever the URL's target (app.css).
  tab.closest("[data-tabs]")?.setAttribute("data-wired", "");
  for (const each of tabsBeside(tab)) {
    const chosen = each === tab;
    each.setAttribute("aria-selected", String(chosen));
    each.tabIndex = chosen ? 0 : -1;
    document.getElementById(each.getAttribute("aria-controls") ?? "")?.toggleAttribute("data-active", chosen);
  }
  if (focus) tab.focus();
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** Whether `key` moves between tabs (the listener stops the page scrolling for those). */
export const isTabKey = (key: string): boolean => key in MOVES;

export function moveFromTab(tab: HTMLElement, key: string): void {
  const tabs = tabsBeside(tab);
  const move = MOVES[key];
  if (!move || tabs.length === 0) return;
  selectTab(tabs[move(tabs.indexOf(tab), tabs.length)]!, true);
}

/** The tab whose link is `hash` (`#tab_…`), as Flatsome matches a URL's hash to a tab link. */
export function tabForHash(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  return [...document.querySelectorAll<HTMLElement>('[data-tabs] [role="tab"]')].find((tab) => tab.getAttribute("href") === hash) ?? null;
}
