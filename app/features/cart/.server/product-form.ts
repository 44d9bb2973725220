import { readAddToCartForm } from "../../catalog/add-to-cart-form";
import { pushNotice } from "../../site/.server/notices";
import { loadSiteChrome } from "../../site/.server/site";
import type { RequestContext } from "../../../platform/.server/context";
import { tCartPage } from "../../../lib/i18n/areas/cart-page";
import { addToCartErrorMessage, addedToCartMessage } from "../messages";
import { addToCart } from "./cart";

/**
 * The product page's add-to-cart form posted without JavaScript: the item goes into the
 * session's cart (starting the session) and the next page shows a notice saying so, or why not.
 */
export async function addProductFormToCart(
  context: RequestContext,
  form: FormData,
): Promise<{ ok: true; redirectToCart: boolean } | { ok: false }> {
  const read = readAddToCartForm(form);
  if (!read.success) {
    await pushNotice(context.session, { kind: "error", text: tCartPage("cart.error.badForm") });
    return { ok: false };
  }
  const result = await context.session.ensureWith((session, creating) => addToCart(context.db, session, read.data, creating));
  if (!result.ok) {
    await pushNotice(context.session, { kind: "error", text: addToCartErrorMessage(result.error) });
    return { ok: false };
  }
  const { options } = await loadSiteChrome(context.db);
  const redirectToCart = options.woocommerce_settings.cart_redirect_after_add === "yes";
  await pushNotice(context.session, {
    kind: "success",
    text: addedToCartMessage(result.name, result.quantity),
    // On the cart page itself the link would point where the shopper already is.
    link: redirectToCart ? undefined : { href: "/gio-hang/", label: tCartPage("cart.viewCart") },
  });
  return { ok: true, redirectToCart };
}
