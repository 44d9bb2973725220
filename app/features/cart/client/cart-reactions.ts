import { t } from "~/lib/i18n";
import { onWcEvent, raiseWcEvent } from "~/lib/wc-events";
import { CART_PATH } from "./addresses";
import { applyFragments } from "./apply-fragments";
import { miniCartRegion, noteFocusIn } from "./focus-return";
import type { Announcer } from "./live-region";
import type { MiniCartReveal } from "./mini-cart-reveal";
import { wooScripts } from "./woo-scripts";

export type CartReactionDeps = { announcer: Announcer; reveal: MiniCartReveal; isCartPage: () => boolean };

/**
 * What the page does once the cart changed, whoever changed it (our scripts, WooCommerce's own
 * add-to-cart.js, a plugin's), as WooCommerce's `onAddedToCart` / `onRemovedFromCart` do: the
 * button shows "added" with a "View cart" link, the fragments go on the page, a live region says
 * it a moment later. When WooCommerce's add-to-cart.js is on the page it does those itself, so
 * ours stand aside. The theme's part, opening the mini cart after an add, is always ours.
 */
export function attachCartReactions({ announcer, reveal, isCartPage }: CartReactionDeps): () => void {
  const offAdded = onWcEvent(document.body, "added_to_cart", (detail) => {
    if (!wooScripts.addToCart()) {
      const button = detail?.button ?? null;
      // A product form's button is React's: the form shows its own state.
      if (button?.matches(".add_to_cart_button")) showButtonAdded(button, !isCartPage());
      if (detail?.fragments) showFragments(detail.fragments);
      announcer.announceLater(button?.dataset.success_message || t("cart.added"));
    }
    reveal.reveal();
  });

  const offRemoved = onWcEvent(document.body, "removed_from_cart", (detail) => {
    if (wooScripts.addToCart() || !detail?.fragments) return;
    const link = detail.button;
    const restoreFocus = noteFocusIn(link ? miniCartRegion(link) : null);
    showFragments(detail.fragments);
    restoreFocus(null);
    announcer.announceLater(link?.dataset.success_message || t("cart.removed"));
  });

  return () => {
    offAdded();
    offRemoved();
  };
}

function showFragments(fragments: Record<string, string>): void {
  applyFragments(fragments);
  raiseWcEvent(document.body, "wc_fragments_loaded", null);
}

/** WooCommerce's `updateButton`: loading → added, with its "View cart" link unless on the cart page. */
function showButtonAdded(button: HTMLElement, withCartLink: boolean): void {
  button.classList.remove("loading");
  button.removeAttribute("aria-busy");
  button.classList.add("added");
  if (withCartLink && !button.parentElement?.querySelector(".added_to_cart")) button.after(viewCartLink());
  raiseWcEvent(document.body, "wc_cart_button_updated", { button });
}

/** WooCommerce's "View cart" link, put after a button that has just added. */
function viewCartLink(): HTMLAnchorElement {
  const link = document.createElement("a");
  link.href = CART_PATH;
  link.className = "added_to_cart wc-forward";
  link.title = t("cart.viewCart");
  link.textContent = t("cart.viewCart");
  return link;
}
