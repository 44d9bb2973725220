import { t } from "~/lib/i18n";
import { wcAjaxUrl } from "./addresses";
import { readCartState } from "./answers";
import { applyFragments } from "./apply-fragments";
import { blockItem } from "./block-item";
import { CART_EVENTS, type CartChangeDetail, emit } from "./cart-events";
import { miniCartRegion, noteFocusIn } from "./focus-return";
import type { Announcer } from "./live-region";
import { postFields } from "./post-fields";
import type { RequestQueue } from "./request-queue";
import { MINI_CART_CONTENT, MINI_CART_ITEM } from "./selectors";

export type RemovalDeps = { queue: RequestQueue; announcer: Announcer; navigate: (url: string) => void };

/**
 * Removing an item from the mini cart (spec §2 "Mini cart", §4 "Mini-cart item", §7
 * `remove_from_cart`): the item is covered while the call runs (in the page's request queue);
 * an answer without fragments, an HTTP error or a network failure sends the browser to the
 * remove link's own address, which removes it without scripts.
 */
export function attachMiniCartRemoval({ queue, announcer, navigate }: RemovalDeps): () => void {
  const remove = async (link: HTMLAnchorElement) => {
    const item = link.closest<HTMLElement>(MINI_CART_ITEM);
    const region = miniCartRegion(link);
    const key = link.dataset.cart_item_key ?? item?.dataset.cart_item_key ?? "";
    blockItem(item);
    announcer.clear();
    const state = await queue
      .run(() => postFields(wcAjaxUrl("remove_from_cart"), new URLSearchParams({ cart_item_key: key })))
      .then(
        (reply) => (reply.ok ? readCartState(reply.body) : null),
        () => null,
      );
    if (!state) return navigate(link.href);
    const restoreFocus = noteFocusIn(region);
    applyFragments(state.fragments);
    restoreFocus(null);
    emit(document.body, CART_EVENTS.removed, { fragments: state.fragments, cart_hash: state.cartHash, button: link } satisfies CartChangeDetail);
    announcer.announceLater(link.dataset.success_message || t("cart.removed"));
  };

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a.remove_from_cart_button");
    if (!link?.closest(MINI_CART_CONTENT)) return;
    // A click meant for a new tab or window follows the link as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void remove(link);
  };

  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}
