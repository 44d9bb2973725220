import { type ComponentType, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useSiteSettings } from "~/features/site/site-settings";
import { timings } from "~/lib/constants";
import { t } from "~/lib/i18n";
import type { ReviewsData } from "./ProductReviews";
import type { ReviewFormState } from "./ReviewForm";

const loadReviews = () => import("./ProductReviews");
/** On the server the reviews render in place; the browser bundle leaves them out (see LoadedWhenOpened). */
const ServerReviews = import.meta.env.SSR ? (await loadReviews()).ProductReviews : null;

type ReviewsProps = { data: ReviewsData; form?: ReviewFormState };
import { urlOpensReviews } from "./reviews-url";

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
      <LoadedWhenOpened opened={opened} data={data} form={form} />
    </details>
  );
}

const noSubscription = () => () => {};

/**
 * The reviews and their form, rendered on the server; in the browser their code loads when the
 * section is first opened. Until then the server's markup stays as it is (links and a form that
 * posts without script), untouched by hydration. A page rendered in the browser (a client-side
 * navigation) has no such markup: it loads them at once.
 */
function LoadedWhenOpened({ opened, ...props }: ReviewsProps & { opened: boolean }) {
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  const [fromServer] = useState(hydrating);
  const [Reviews, setReviews] = useState<ComponentType<ReviewsProps> | null>(null);
  const wanted = opened || !fromServer;
  useEffect(() => {
    if (!wanted || Reviews) return;
    let current = true;
    loadReviews().then(
      (m) => current && setReviews(() => m.ProductReviews),
      () => {}, // Not fetched (offline, a new release): the server's markup keeps working as it is.
    );
    return () => {
      current = false;
    };
  }, [wanted, Reviews]);

  if (ServerReviews) {
    return (
      <div className="pb-6">
        <ServerReviews {...props} />
      </div>
    );
  }
  if (Reviews) {
    return (
      <div className="pb-6">
        <Reviews {...props} />
      </div>
    );
  }
  return fromServer ? <div className="pb-6" dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning /> : <div className="pb-6" />;
}

/** Hydration keeps an element's server children when it is given inner HTML; never changed, React leaves it alone after. */
const SERVER_MARKUP = { __html: "" };
