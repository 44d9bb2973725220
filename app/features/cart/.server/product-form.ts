import { readAddToCartForm } from "~/features/catalog/.server";
import { pushNotice } from "~/features/site/.server";
import { tooManyRequestsPage } from "../../../platform/.server/allowances";
import type { RequestContext } from "../../../platform/.server/context";
import { tCartPage } from "../../../lib/i18n/areas/cart-page";
import { allowAdd } from "./add-allowance";
import { type AddedWithNotice, addToCartWithNotice } from "./add-with-notice";

/**
 * The product page's add-to-cart form posted without JavaScript: the item goes into the
 * session's cart (starting the session) and the next page shows a notice saying so, or why not.
 * From an address that has added too often: the 429 page, thrown.
 */
export async function addProductFormToCart(context: RequestContext, form: FormData): Promise<AddedWithNotice> {
  const allowed = await allowAdd(context);
  if (!allowed.ok) throw tooManyRequestsPage(allowed);
  const read = readAddToCartForm(form);
  if (!read.success) {
    await pushNotice(context.session, { kind: "error", text: tCartPage("cart.error.badForm") });
    return { ok: false };
  }
  return addToCartWithNotice(context, read.data);
}
