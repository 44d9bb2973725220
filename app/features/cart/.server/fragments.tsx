import { renderToStaticMarkup } from "react-dom/server";
import { CART_FRAGMENT, type CartFragments } from "../fragments";
import { CartCountBadge, CartCountLabel, CartPrice, MiniCartContent } from "../components/MiniCart";
import { type Cart, EMPTY_CART } from "../types";

/**
 * Rendered fragments by cart hash and remove-link nonce: a cart that has not changed is not
 * rendered again (the fragments call is the most frequent cart request). Small and bounded.
 */
const rendered = new Map<string, CartFragments>();
const MAX_KEPT = 500;

/** The page regions for `cart`, keyed by selector (spec §3 "Cart fragments answer"). */
export function renderCartFragments(cart: Cart, removeNonce: string): CartFragments {
  const id = `${cart.hash}|${cart.lines.length > 0 ? removeNonce : ""}`;
  const kept = rendered.get(id);
  if (kept) return kept;
  const fragments: CartFragments = {
    [CART_FRAGMENT.miniCart]: renderToStaticMarkup(<MiniCartContent cart={cart} removeNonce={removeNonce} />),
    [CART_FRAGMENT.count]: renderToStaticMarkup(<CartCountBadge count={cart.itemCount} />),
    [CART_FRAGMENT.countLabel]: renderToStaticMarkup(<CartCountLabel count={cart.itemCount} />),
    [CART_FRAGMENT.price]: renderToStaticMarkup(<CartPrice cart={cart} />),
  };
  if (rendered.size >= MAX_KEPT) rendered.delete(rendered.keys().next().value!);
  rendered.set(id, fragments);
  return fragments;
}

/** The regions of an empty cart: what every visitor without a cart sees. */
export const emptyCartFragments = () => renderCartFragments(EMPTY_CART, "");
