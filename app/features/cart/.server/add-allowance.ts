import { type Allowance, takeAllowance } from "../../../platform/.server/allowances";
import type { RequestContext } from "../../../platform/.server/context";
import { tCartPage } from "../../../lib/i18n/areas/cart-page";
import { pushNotice } from "~/features/site/.server";

/**
 * Whether an add to cart may go ahead for the visitor's address: one of its adds
 * (`requestAllowances.add_to_cart`) and, for a guest whose add starts a session, one of its new
 * sessions. Every add asks first, whatever carried it (the AJAX call, a link, a form).
 */
export async function allowAdd(context: RequestContext): Promise<Allowance> {
  const add = await takeAllowance(context, "add_to_cart");
  if (!add.ok || (await context.session.current())) return add;
  return context.session.mayStart();
}

/** Why an add was refused for coming too often, for the next page of a visitor who has a session: a refused add starts none. */
export async function noteTooManyAdds(context: RequestContext): Promise<void> {
  if (await context.session.current()) await pushNotice(context.session, { kind: "error", text: tCartPage("cart.error.tooMany") });
}
