import { useEffect, useState } from "react";
import { timings } from "~/lib/constants";

/** WooCommerce's notices: a notice in the wrapper, or an info, message or error block. */
const SHOP_NOTICE = ".woocommerce-notices-wrapper > *, .woocommerce-info, .woocommerce-message, .woocommerce-error";

/**
 * Spec §2 and §9: 500 ms after load the first shop notice takes the focus (made focusable for
 * it), so screen readers read it; 2 s after load the result count (and the order, when sorted)
 * is said again through a polite live region that starts empty.
 */
export function useListingAnnouncements(count: string): string {
  const [spoken, setSpoken] = useState("");
  useEffect(() => {
    const focus = setTimeout(() => {
      const notice = document.querySelector("main")?.querySelector<HTMLElement>(SHOP_NOTICE);
      if (!notice) return;
      notice.setAttribute("tabindex", "-1");
      notice.focus();
    }, timings.focus_first_shop_notice_ms);
    const announce = setTimeout(() => setSpoken(count), timings.result_count_reannounce_ms);
    return () => {
      clearTimeout(focus);
      clearTimeout(announce);
    };
  }, [count]);
  return spoken;
}
