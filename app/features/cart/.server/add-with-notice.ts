import { loadSiteChrome, pushNotice } from "~/features/site/.server";
import type { RequestContext } from "../../../platform/.server/context";
import { t } from "../../../lib/i18n";
import { CART_PATH } from "../cart-urls";
import { addedSeveralToCartMessage } from "~/features/catalog";
import { addToCartErrorMessage, addedToCartMessage } from "../messages";
import type { AddToCartError } from "../types";
import { type AddToCartRequest, addGroupedToCart, addToCart } from "./cart";

export type AddedWithNotice = { ok: true; redirectToCart: boolean } | { ok: false };

/**
 * An add to cart whose outcome the next page tells (a form post, a link): the item goes into the
 * session's cart (starting the session) and a notice says so, with a link to the cart unless the
 * shop sends the shopper there (`cart_redirect_after_add`), or says why not.
 */
export async function addToCartWithNotice(context: RequestContext, wanted: AddToCartRequest): Promise<AddedWithNotice> {
  const result = await context.session.ensureWith((session, creating) => addToCart(context.db, session, wanted, creating));
  if (!result.ok) return refuseWithNotice(context, result.error);
  const { options } = await loadSiteChrome(context.db);
  const redirectToCart = options.woocommerce_settings.cart_redirect_after_add === "yes";
  await pushNotice(context.session, {
    kind: "success",
    text: addedToCartMessage(result.name, result.quantity),
    // On the cart page itself the link would point where the shopper already is.
    link: redirectToCart ? undefined : { href: CART_PATH, label: t("cart.viewCart") },
  });
  return { ok: true, redirectToCart };
}

/**
 * A grouped product's form: its products with a quantity above 0 go into the cart together, or
 * none does (`addGroupedToCart`); the next page says which were added, or why none was.
 */
export async function addGroupedWithNotice(context: RequestContext, groupId: number, quantities: ReadonlyMap<number, number>): Promise<AddedWithNotice> {
  const result = await context.session.ensureWith((session, creating) => addGroupedToCart(context.db, session, groupId, quantities, creating));
  if (!result.ok) return refuseWithNotice(context, result.error);
  const { options } = await loadSiteChrome(context.db);
  const redirectToCart = options.woocommerce_settings.cart_redirect_after_add === "yes";
  await pushNotice(context.session, {
    kind: "success",
    text: addedSeveralToCartMessage(result.added),
    link: redirectToCart ? undefined : { href: CART_PATH, label: t("cart.viewCart") },
  });
  return { ok: true, redirectToCart };
}

/** An add refused (by the cart, or before it for a request that cannot be one): the reason waits for the next page. */
export async function refuseWithNotice(context: RequestContext, error: AddToCartError): Promise<{ ok: false }> {
  await pushNotice(context.session, { kind: "error", text: addToCartErrorMessage(error) });
  return { ok: false };
}
