import { cookies as cookieNames } from "../../../lib/constants";
import type { RequestContext } from "../../../platform/.server/context";
import { expiredCookie, parseCookies, serializeCookie } from "../../../platform/.server/cookies";
import { createNonce, verifyNonce } from "../../../platform/.server/nonce";
import type { Session } from "../../../platform/.server/session";
import { CART_NONCE_ACTION } from "../cart-urls";
import type { CartFragments } from "../fragments";
import { type Cart, EMPTY_CART } from "../types";
import { cartOwnerOf } from "./cart";
import { renderCartFragments } from "./fragments";
import { readCart } from "./read-cart";

/** The visitor's cart; a visitor without a session has an empty one (and no query is made). */
export async function visitorCart(context: RequestContext): Promise<Cart> {
  const session = await context.session.current();
  return session ? readCart(context.db, cartOwnerOf(session)) : EMPTY_CART;
}

const nonceSubject = (session: Session | null) => ({ action: CART_NONCE_ACTION, userId: session?.userId ?? 0, sessionId: session?.id ?? "" });

/** The nonce of the cart's remove links and forms (WooCommerce's `woocommerce-cart`). */
export async function cartNonce(context: RequestContext): Promise<string> {
  return createNonce(context.site.secretKey, nonceSubject(await context.session.current()), context.now());
}

export async function isValidCartNonce(context: RequestContext, nonce: string): Promise<boolean> {
  return verifyNonce(context.site.secretKey, nonce, nonceSubject(await context.session.current()), context.now()) !== false;
}

/** The page regions for the visitor's cart, as every cart answer and the page frame carry them. */
export async function visitorCartFragments(context: RequestContext, cart: Cart): Promise<CartFragments> {
  return renderCartFragments(cart, cart.lines.length > 0 ? await cartNonce(context) : "");
}

/**
 * WooCommerce's `set_cart_cookies`: while the cart has items, `woocommerce_items_in_cart=1` and
 * `woocommerce_cart_hash` (sent only when the browser's differ); once it is empty, both are
 * cleared if the browser has them. Session cookies, readable by scripts (the fragments cache
 * compares the hash), path `/`.
 */
export function syncCartCookies(context: RequestContext, request: Request, cart: Cart): void {
  const jar = parseCookies(request.headers.get("cookie"));
  const secure = context.site.secureCookies;
  if (cart.lines.length > 0) {
    const wanted: Array<[string, string]> = [
      [cookieNames.items_in_cart, "1"],
      [cookieNames.cart_hash, cart.hash],
    ];
    for (const [name, value] of wanted) {
      if (jar.get(name) !== value) context.setCookie(serializeCookie(name, value, { secure, sameSite: "Lax" }));
    }
  } else {
    for (const name of [cookieNames.items_in_cart, cookieNames.cart_hash]) {
      if (jar.has(name)) context.setCookie(expiredCookie(name, { secure, sameSite: "Lax" }));
    }
  }
}

/** After a form changed the cart: its cookies go with the answer (the next page may come from a cache). */
export async function syncVisitorCartCookies(context: RequestContext, request: Request): Promise<void> {
  if (await context.session.current()) syncCartCookies(context, request, await visitorCart(context));
}

/** What the cart endpoints answer (spec §3): the fragments and the cart hash; cookies kept in step. */
export async function cartFragmentsAnswer(context: RequestContext, request: Request, cart: Cart) {
  syncCartCookies(context, request, cart);
  return { fragments: await visitorCartFragments(context, cart), cart_hash: cart.hash };
}
