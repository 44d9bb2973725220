import { useEffect, useRef, useState } from "react";
import { useSiteSettings } from "~/features/site";
import { timings } from "~/lib/constants";
import { DeferredHydration, deferredCode } from "~/ui/DeferredHydration";
import type { ReviewsData } from "./ProductReviews";
import type { ReviewFormState } from "./ReviewForm";
import { urlOpensReviews } from "./reviews-url";

const loadReviews = deferredCode(() => import("./ProductReviews").then((m) => m.ProductReviews));
/** On the server the reviews render in place; the browser's bundle leaves them out (DeferredHydration). */
const ServerReviews = import.meta.env.SSR ? await loadReviews() : null;

type ReviewsProps = { data: ReviewsData; form?: ReviewFormState };

/**
 * Selects the reviews tab and scrolls the product's tabs under the sticky header (offset: header
 * height + 15 px, spec §9). The tabs' code is the page behaviours' own, fetched on first use.
 */
async function revealReviews(tab: HTMLElement, headerHeight: number, focus: boolean) {
  const { selectTab } = await import("~/ui/tabs");
  selectTab(tab, false);
  if (focus) tab.focus({ preventScroll: true });
  const tabs = tab.closest("[data-tabs]") ?? tab;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const top = tabs.getBoundingClientRect().top + window.scrollY - (headerHeight + timings.scroll_to_reviews_extra_offset_px);
  window.scrollTo({ top, behavior: reduced ? "auto" : "smooth" });
}

/**
 * The reviews tab's panel content (`#reviews` inside `#tab-reviews`, as WooCommerce has it). The
 * tab opens and scrolls into view by itself when the URL points at reviews (spec §2), and the
 * review-count link (`a.woocommerce-review-link`) pushes `#reviews` and opens it. The reviews'
 * code loads when the tab is first shown, however it was (a click, a key, the URL).
 */
export function ReviewsSection({ data, form }: ReviewsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState(false);
  const headerHeight = useSiteSettings().theme.sticky_header_height;

  useEffect(() => {
    const panel = ref.current?.closest<HTMLElement>('[role="tabpanel"]');
    if (!panel) return;
    // The tab is switched by ui/tabs.ts on the server's markup: its panel's `data-active` says when.
    const seen = () => panel.hasAttribute("data-active") && setOpened(true);
    seen();
    const watch = new MutationObserver(seen);
    watch.observe(panel, { attributes: true, attributeFilter: ["data-active"] });
    return () => watch.disconnect();
  }, []);

  useEffect(() => {
    const tab = document.getElementById("tab-title-reviews");
    if (!tab) return;
    const follow = () => urlOpensReviews(window.location) && void revealReviews(tab, headerHeight, false);
    follow();
    function onClick(event: MouseEvent) {
      const link = (event.target as Element | null)?.closest?.("a.woocommerce-review-link");
      if (!link || !tab) return;
      event.preventDefault();
      history.pushState(history.state, "", "#reviews");
      void revealReviews(tab, headerHeight, true);
    }
    document.addEventListener("click", onClick);
    addEventListener("hashchange", follow);
    return () => {
      document.removeEventListener("click", onClick);
      removeEventListener("hashchange", follow);
    };
  }, [headerHeight]);

  return (
    <div ref={ref} id="reviews" className="woocommerce-Reviews-wrapper">
      {/* The reviews and their form: their code loads when the tab is first shown. */}
      <DeferredHydration server={ServerReviews} load={loadReviews} props={{ data, form }} wanted={opened || form !== undefined} />
    </div>
  );
}
