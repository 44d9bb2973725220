import { useEffect } from "react";
import { useLocation } from "react-router";

/** The behaviours' code, each fetched on the first event that needs it. */
const loadBehaviours = () => import("./off-canvas");
const loadTabs = () => import("./tabs");
const loadScrollTo = () => import("./scroll-to");
const loadMobileMenu = () => import("./mobile-menu");
const loadDropdowns = () => import("./disclosure-menu");

/** The element a `data-open` opener names, when it is an off-canvas panel (others, as the login popup, have their own host). */
function panelNamedBy(opener: HTMLElement): HTMLElement | null {
  const target = opener.dataset.open ?? "";
  const panel = target.startsWith("#") ? document.getElementById(target.slice(1)) : null;
  return panel?.hasAttribute("data-off-canvas") ? panel : null;
}

/** A scroll-to section's anchor (`.scroll-to`, features/content/content-blocks.ts) a same-page link or hash names. */
function sectionAnchor(hash: string): HTMLElement | null {
  const anchor = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  return anchor?.classList.contains("scroll-to") ? anchor : null;
}

const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * One click and one key listener on the document for the page's off-canvas panels, accordions,
 * field descriptions (off-canvas.ts), the sidebar menu's levels (mobile-menu.ts), the header's
 * dropdowns (disclosure-menu.ts), tabs (tabs.ts) and scroll-to links (scroll-to.ts): a page
 * carries these lines, and fetches the rest when a shopper first uses one. The opener's link is
 * stopped at once, so the panel does not open by its address (`:target`, the way without
 * scripts) as well. `stickyHeight` is the theme option the page's settings carry (spec §3).
 */
export function usePageBehaviours(stickyHeight: number): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      const opener = target.closest<HTMLElement>("[data-open]");
      const panel = opener && panelNamedBy(opener);
      if (opener && panel) {
        event.preventDefault();
        void loadBehaviours().then((b) => b.openPanel(panel, opener));
        return;
      }
      const close = target.closest<HTMLElement>("[data-off-canvas] [data-close]");
      if (close) {
        const closing = close.closest<HTMLElement>("[data-off-canvas]")!;
        // Opened by the scripts: they close it; opened by its address, the link goes back to the opener.
        if (closing.dataset.state === "open") {
          event.preventDefault();
          void loadBehaviours().then((b) => b.closePanel(true));
        }
        return;
      }
      const accordion = target.closest<HTMLElement>("button[data-accordion]");
      if (accordion) return void loadBehaviours().then((b) => b.toggleAccordion(accordion));
      const level = target.closest<HTMLElement>("[data-menu-level]");
      if (level) return void loadMobileMenu().then((m) => m.openLevel(level));
      const back = target.closest<HTMLElement>("[data-menu-back]");
      if (back) return void loadMobileMenu().then((m) => m.backFromLevel(back));
      const dropdown = target.closest<HTMLElement>("[data-dropdown-toggle]");
      if (dropdown) return void loadDropdowns().then((d) => d.toggleDropdown(dropdown));
      const tab = target.closest<HTMLElement>('[data-tabs] [role="tab"]');
      if (tab) {
        event.preventDefault();
        return void loadTabs().then((t) => t.selectTab(tab, true));
      }
      if (target.closest(".back-to-top")) {
        event.preventDefault();
        scrollTo({ top: 0, behavior: reducedMotion() ? "instant" : "smooth" });
        // From the keyboard, focus goes back to the top too: the page's first link.
        if (event.detail === 0) document.querySelector<HTMLElement>('a[href="#main"]')?.focus({ preventScroll: true });
        return;
      }
      const link = target.closest<HTMLAnchorElement>("a[href*='#']");
      const anchor = link && link.pathname === location.pathname && link.search === location.search ? sectionAnchor(link.hash) : null;
      if (anchor) {
        event.preventDefault();
        void loadScrollTo().then((s) => s.goToSection(anchor, stickyHeight));
      }
    };
    const onKey = (event: KeyboardEvent) => {
      const field = event.target instanceof HTMLElement ? event.target : null;
      if (!field || event.defaultPrevented) return;
      if (field.matches('[data-tabs] [role="tab"]') && ["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp", "Home", "End"].includes(event.key)) {
        event.preventDefault();
        return void loadTabs().then((t) => t.moveFromTab(field, event.key));
      }
      if (event.key !== "Escape") return;
      const menuItem = field.closest<HTMLElement>(".header-nav > .menu-item");
      if (menuItem) {
        event.preventDefault();
        return void loadDropdowns().then((d) => d.escapeDropdown(menuItem));
      }
      const description = field.closest(".field-row")?.querySelector<HTMLElement>(".field-description:not([data-dismissed])");
      if (!description) return;
      // This Escape is the description's: a panel around the field closes at the next one.
      event.preventDefault();
      void loadBehaviours().then((b) => b.dismissDescription(field));
    };
    // Back to top is inactive (hidden from everyone, app.css) until a screen height has scrolled.
    const onScroll = () => document.querySelector(".back-to-top")?.toggleAttribute("data-active", scrollY >= innerHeight);
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    addEventListener("scroll", onScroll, { passive: true });
    onScroll();
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
      removeEventListener("scroll", onScroll);
    };
  }, [stickyHeight]);

  const { pathname } = useLocation();
  useEffect(() => {
    // A hash naming a tab link opens that tab and scrolls to it; one naming a section scrolls to it under the header.
    const followHash = () => {
      if (location.hash.length < 2) return;
      const anchor = sectionAnchor(location.hash);
      if (anchor) return void loadScrollTo().then((s) => s.scrollUnderHeader(anchor, stickyHeight));
      if (!document.querySelector("[data-tabs]")) return;
      void Promise.all([loadTabs(), loadScrollTo()]).then(([t, s]) => {
        const tab = t.tabForHash(location.hash);
        // A tab whose own code follows the URL (the product's reviews: ReviewsSection) is left to it.
        if (!tab || tab.hasAttribute("data-follows-url")) return;
        t.selectTab(tab, false);
        s.scrollUnderHeader(tab.closest("[data-tabs]")!, stickyHeight);
      });
    };
    followHash();
    addEventListener("hashchange", followHash);
    const bullets = document.querySelector<HTMLElement>(".scroll-to-bullets");
    let unfollow: (() => void) | null = null;
    let gone = false;
    if (bullets) void loadScrollTo().then((s) => !gone && (unfollow = s.followSections(bullets, stickyHeight)));
    return () => {
      gone = true;
      unfollow?.();
      removeEventListener("hashchange", followHash);
    };
  }, [pathname, stickyHeight]);
}
