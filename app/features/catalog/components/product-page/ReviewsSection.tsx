import { useEffect, useRef, useState } from "react";
import { useSiteSettings } from "~/features/site";
import { timings } from "~/lib/constants";
import { t } from "~/lib/i18n";
import { DeferredHydration, deferredCode } from "~/ui/DeferredHydration";
import type { ReviewsData } from "./ProductReviews";
import type { ReviewFormState } from "./ReviewForm";
import { urlOpensReviews } from "./reviews-url";

const loadReviews = deferredCode(() => import("./ProductReviews").then((m) => m.ProductReviews));
/** On the server the reviews render in place; the browser's bundle leaves them out (DeferredHydration). */
const ServerReviews = import.meta.env.SSR ? await loadReviews() : null;

type ReviewsProps = { data: ReviewsData; form?: ReviewFormState };

/** Opens the reviews and scrolls them under the sticky header (offset: header height + 15 px, spec §9). */
function revealReviews(section: HTMLDetailsElement, headerHeight: number) {
  section.open = true;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const top = section.getBoundingClientRect().top + window.scrollY - (headerHeight + timings.scroll_to_reviews_extra_offset_px);
  window.scrollTo({ top, behavior: reduced ? "auto" : "smooth" });
}

/**
 * The reviews as a collapsible section (`#reviews`, also reachable as `#tab-reviews`). It opens
 * and scrolls into view by itself when the URL points at reviews, and the review-count link
 * (`a.woocommerce-review-link`) pushes `#reviews` and opens it.
 */
export function ReviewsSection({ data, form }: ReviewsProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  // Server-side errors of a posted review, or a later page of reviews: shown open.
  const open = form !== undefined || data.page > 1;
  const [opened, setOpened] = useState(open);
  const headerHeight = useSiteSettings().theme.sticky_header_height;

  useEffect(() => {
    const section = ref.current;
    if (!section) return;
    if (urlOpensReviews(window.location)) revealReviews(section, headerHeight);
    function onClick(event: MouseEvent) {
      const link = (event.target as Element | null)?.closest?.("a.woocommerce-review-link");
      if (!link || !section) return;
      event.preventDefault();
      history.pushState(history.state, "", "#reviews");
      revealReviews(section, headerHeight);
      section.querySelector("summary")?.focus({ preventScroll: true });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [headerHeight]);

  return (
    <details ref={ref} id="reviews" className="reviews_tab group border-b border-gray-200" open={open} onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary id="tab-title-reviews" className="flex min-h-12 cursor-pointer list-none items-center justify-between py-3 text-xl font-bold">
        <h2 id="tab-reviews" className="text-xl font-bold">{t("product.reviews", { count: data.reviewCount })}</h2>
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">⌄</span>
      </summary>
      {/* The reviews and their form: their code loads when the section is first opened. */}
      <DeferredHydration server={ServerReviews} load={loadReviews} props={{ data, form }} wanted={opened} className="pb-6" />
    </details>
  );
}
