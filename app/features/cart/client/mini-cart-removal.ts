import { wcAjaxUrl } from "./addresses";
import { readCartState } from "./answers";
import { raiseWcEvent } from "~/lib/wc-events";
import { blockItem } from "./block-item";
import type { Announcer } from "./live-region";
import { postFields } from "./post-fields";
import type { RequestQueue } from "./request-queue";
import { MINI_CART_ITEM, MINI_CART_REMOVE_LINK } from "./selectors";

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
    // Its listeners (cart-reactions.ts) put the new mini cart on the page and say so.
    raiseWcEvent(document.body, "removed_from_cart", { fragments: state.fragments, cart_hash: state.cartHash, button: link });
  };

  const onClick = (event: MouseEvent) => {
    // Taken by another script already (WooCommerce's add-to-cart.js handles the same links): one click, one removal.
    if (event.defaultPrevented) return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(MINI_CART_REMOVE_LINK);
    if (!link) return;
    // A click meant for a new tab or window follows the link as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void remove(link);
  };

  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}
