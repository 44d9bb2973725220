import { createHash } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { CART_FRAGMENT, type CartFragments } from "../fragments";
import { CartCountBadge, CartCountLabel, CartPrice, MiniCartContent } from "../components/MiniCart";
import type { Cart } from "../types";

/**
 * Rendered fragments by what they show (every field of the cart, not only its hash: a product's
 * new name must show): a cart that has not changed is not rendered again, and carts with the
 * same contents, whoever's they are, share one rendering. The visitor's nonce in the remove links
 * and forms goes in afterwards, in place of this mark (letters only, so no escaping changes it).
 * Small and bounded.
 */
const NONCE_MARK = "CartNonceMarkQz";
const rendered = new Map<string, CartFragments>();
const MAX_KEPT = 1000;

function renderTemplate(cart: Cart): CartFragments {
  const id = createHash("md5").update(JSON.stringify(cart)).digest("base64");
  const kept = rendered.get(id);
  if (kept) return kept;
  const template: CartFragments = {
    [CART_FRAGMENT.miniCart]: renderToStaticMarkup(<MiniCartContent cart={cart} removeNonce={NONCE_MARK} />),
    [CART_FRAGMENT.count]: renderToStaticMarkup(<CartCountBadge count={cart.itemCount} />),
    [CART_FRAGMENT.countLabel]: renderToStaticMarkup(<CartCountLabel count={cart.itemCount} />),
    [CART_FRAGMENT.price]: renderToStaticMarkup(<CartPrice cart={cart} />),
  };
  if (rendered.size >= MAX_KEPT) rendered.delete(rendered.keys().next().value!);
  rendered.set(id, template);
  return template;
}

/** The page regions for `cart`, keyed by selector (spec §3 "Cart fragments answer"). */
export function renderCartFragments(cart: Cart, removeNonce: string): CartFragments {
  const template = renderTemplate(cart);
  if (cart.lines.length === 0) return template;
  return Object.fromEntries(Object.entries(template).map(([selector, html]) => [selector, html.replaceAll(NONCE_MARK, removeNonce)]));
}
