import { readAddToCartForm } from "~/features/catalog/.server";
import { pushNotice } from "~/features/site/.server";
import { tooManyRequestsPage } from "../../../platform/.server/allowances";
import type { RequestContext } from "../../../platform/.server/context";
import { tCartPage } from "../../../lib/i18n/areas/cart-page";
import { allowAdd } from "./add-allowance";
import { type AddedWithNotice, addGroupedWithNotice, addToCartWithNotice, refuseWithNotice } from "./add-with-notice";
import { rowId } from "../../../lib/row-id";
import { readGroupedQuantities } from "./grouped-form";

/**
 * The product page's add-to-cart form posted without JavaScript: the item goes into the
 * session's cart (starting the session) and the next page shows a notice saying so, or why not.
 * A grouped product's form (`quantity[{id}]` fields) adds its chosen products together.
 * From an address that has added too often: the 429 page, thrown.
 */
export async function addProductFormToCart(context: RequestContext, form: FormData): Promise<AddedWithNotice> {
  const allowed = await allowAdd(context);
  if (!allowed.ok) throw tooManyRequestsPage(allowed);
  const grouped = readGroupedQuantities(form);
  if (grouped) {
    const groupId = rowId(String(form.get("add-to-cart") ?? "").trim());
    if (groupId === null) return refuseWithNotice(context, { code: "not_found" });
    return addGroupedWithNotice(context, groupId, grouped);
  }
  const read = readAddToCartForm(form);
  if (!read.success) {
    await pushNotice(context.session, { kind: "error", text: tCartPage("cart.error.badForm") });
    return { ok: false };
  }
  return addToCartWithNotice(context, read.data);
}
