import { redirect } from "react-router";
import { tooManyRequestsPage } from "../../../platform/.server/allowances";
import type { RequestContext } from "../../../platform/.server/context";
import { CART_PATH } from "../cart-urls";
import { allowAdd } from "./add-allowance";
import { addToCartWithNotice, refuseWithNotice } from "./add-with-notice";
import { readAddToCartParams } from "./add-to-cart-params";
import { syncVisitorCartCookies } from "./visitor-cart";

const LINK_FIELD = "add-to-cart";
/** The parameters a link adds with; the address the shopper is sent on keeps the others (utm_…). */
const isLinkParam = (name: string) =>
  name === LINK_FIELD || name === "quantity" || name === "variation_id" || name.startsWith("attribute_");

/**
 * The same address without the link's parameters: on this site (`//host/…` would be another),
 * ending with WordPress's slash (a client-side navigation's data request, `/cua-hang.data`,
 * reaches the loader as `/cua-hang`).
 */
function withoutLinkParams(url: URL): string {
  const kept = new URLSearchParams([...url.searchParams].filter(([name]) => !isLinkParam(name)));
  const search = kept.toString();
  const path = url.pathname.replace(/^\/+/, "/").replace(/([^/])$/, "$1/");
  return `${path}${search ? `?${search}` : ""}`;
}

/**
 * WooCommerce's add-to-cart links (`WC_Form_Handler::add_to_cart_action`), as shops share them in
 * posts: `?add-to-cart={id}` on any page, with `quantity`, `variation_id` and `attribute_pa_…`.
 * A GET adds to the visitor's cart (starting a session), the cart cookies go with the answer, and
 * the notice saying what happened waits in the session; the answer sends the shopper to the same
 * address without the link's parameters, so a reload adds nothing twice (WooCommerce shows the
 * page itself), or to the cart after an add when the shop says so. The redirect is the visitor's
 * own: never stored by a cache. Null for a request that is no such link (a HEAD adds nothing);
 * from an address that has added too often, the 429 page.
 */
export async function addToCartFromLink(context: RequestContext, request: Request): Promise<Response | null> {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (!url.searchParams.has(LINK_FIELD)) return null;
  const allowed = await allowAdd(context);
  if (!allowed.ok) return tooManyRequestsPage(allowed);
  const read = readAddToCartParams(url.searchParams, LINK_FIELD);
  const added = read.ok ? await addToCartWithNotice(context, read.request) : await refuseWithNotice(context, read.error);
  await syncVisitorCartCookies(context, request);
  const next = added.ok && added.redirectToCart ? CART_PATH : withoutLinkParams(url);
  return redirect(next, { status: 302, headers: { "Cache-Control": "no-store" } });
}
