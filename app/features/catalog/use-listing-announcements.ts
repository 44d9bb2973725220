import { type RefObject, useEffect, useState } from "react";
import { timings } from "~/lib/constants";
import { tListing } from "~/lib/i18n/areas/listing";

/** WooCommerce's notices: a notice in the wrapper, or an info, message or error block. */
const SHOP_NOTICE = ".woocommerce-notices-wrapper > *, .woocommerce-info, .woocommerce-message, .woocommerce-error";

/**
 * Spec §2 and §9: 500 ms after load the first shop notice takes the focus (made focusable for
 * it), so screen readers read it; 2 s after load the result count (and the order, when sorted:
 * `order`) is said again through a polite live region that starts empty. Where scripts change
 * the count on the page (infinite scroll), `shown` is the element showing it, and the count it
 * shows by then is said.
 */
export function useListingAnnouncements(
  count: string,
  { order, shown }: { order?: string; shown?: RefObject<HTMLElement | null> } = {},
): string {
  const [spoken, setSpoken] = useState("");
  useEffect(() => {
    const focus = setTimeout(() => {
      const notice = document.querySelector("main")?.querySelector<HTMLElement>(SHOP_NOTICE);
      if (!notice) return;
      notice.setAttribute("tabindex", "-1");
      notice.focus();
    }, timings.focus_first_shop_notice_ms);
    const announce = setTimeout(() => {
      const now = shown?.current?.textContent || count;
      setSpoken(now && order ? tListing("listing.resultCountSorted", { count: now, order }) : now);
    }, timings.result_count_reannounce_ms);
    return () => {
      clearTimeout(focus);
      clearTimeout(announce);
    };
  }, [count, order, shown]);
  return spoken;
}
