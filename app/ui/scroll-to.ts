/**
 * Scroll-to sections (Flatsome's `[scroll_to]`, spec §2), loaded on first use
 * (use-page-behaviours.ts): a link or a URL hash naming a section's anchor scrolls to it with the
 * sticky header's height (the theme option, spec §3) above it, smoothly unless the shopper asks
 * for reduced motion; the side bullets mark the current section (`aria-current`) as the page
 * scrolls. The offset is worked out here, never by a global `scroll-padding`, which would move
 * every other scroll on the page (the search overlay gave the page back 48 px off).
 */

const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Scrolls so `target`'s top sits just under the sticky header. */
export function scrollUnderHeader(target: Element, stickyHeight: number): void {
  const top = target.getBoundingClientRect().top + scrollY - stickyHeight;
  scrollTo({ top: Math.max(0, top), behavior: reducedMotion() ? "instant" : "smooth" });
}

/** A link's section: scrolled to, the hash kept in the address, focus moved there for the keyboard. */
export function goToSection(anchor: HTMLElement, stickyHeight: number): void {
  if (location.hash !== `#${anchor.id}`) history.pushState(history.state, "", `#${anchor.id}`);
  scrollUnderHeader(anchor, stickyHeight);
  anchor.tabIndex = -1;
  anchor.focus({ preventScroll: true });
}

/**
 * Marks the bullet of the section the shopper is reading: the last whose anchor has passed the
 * line 40 % down the screen. The observer only says when an anchor crosses that band; which
 * one is current is then read from the anchors' places, so scrolling up and down alike are right.
 */
export function followSections(bullets: HTMLElement, stickyHeight: number): () => void {
  const links = [...bullets.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const anchors = links.map((link) => document.getElementById(link.hash.slice(1))).filter((a): a is HTMLElement => a !== null);
  const mark = () => {
    const line = innerHeight * 0.4;
    let current: HTMLElement | null = null;
    for (const anchor of anchors) if (anchor.getBoundingClientRect().top <= line) current = anchor;
    for (const link of links) {
      if (current && link.hash === `#${current.id}`) link.setAttribute("aria-current", "location");
      else link.removeAttribute("aria-current");
    }
  };
  const observer = new IntersectionObserver(mark, { rootMargin: `-${stickyHeight}px 0px -60% 0px` });
  for (const anchor of anchors) observer.observe(anchor);
  mark();
  return () => observer.disconnect();
}
