import { cookies } from "../../../lib/constants";
import type { RequestContext } from "../../../platform/.server/context";
import { parseCookies } from "../../../platform/.server/cookies";
import { REMEMBER_KEY } from "../../../platform/.server/session";
import { visitorCart } from "~/features/cart/.server";
import { STORE_NOTICE_DISMISS_PARAM } from "~/features/site";
import { canEditPages, isStoreAdmin } from "../roles";
import { signedInAccount } from "./current-account";

/**
 * The catalogue's pages: the home page, the shop, categories, tags and products (with their
 * review pages). Every other page of a signed-in shopper shows her own things (My account,
 * the cart, the checkout) or may (a page holding a form).
 */
const CATALOGUE_PAGE = /^\/(?:page\/\d+\/?|cua-hang\/(?:page\/\d+\/?)?|danh-muc-san-pham\/.+|tu-khoa-san-pham\/.+|san-pham\/[^/]+\/(?:[^/]+\/?)?)?$/;

/** What a GET of a catalogue page still does besides drawing it: an add-to-cart link, a notice's dismissal. */
const ACTING_PARAMS = ["add-to-cart", STORE_NOTICE_DISMISS_PARAM];

/** Session data that changes nothing a catalogue page shows (anything else — a notice waiting — does). */
const NEUTRAL_SESSION_DATA = new Set([REMEMBER_KEY]);

/**
 * What a signed-in shopper's catalogue page shows of her, when that is all it shows of her
 * (decision 040): every customer with an empty cart and nothing waiting in her session is drawn
 * the same page — the header's account link for a signed-in visitor, `is_guest` false, the empty
 * cart — apart from the nonce, which a shared drawing goes without. The answer names that
 * drawing; null when the page is hers alone (a cart, a notice to show, a store admin's or
 * editor's tools, a page that is not the catalogue's) and must be drawn for her.
 *
 * The session's sliding expiry and its cookie are done as for any page (`session.current`).
 */
export async function sharedPageFace(context: RequestContext, request: Request): Promise<string | null> {
  const url = new URL(request.url);
  if (request.method !== "GET" || !CATALOGUE_PAGE.test(url.pathname)) return null;
  if (ACTING_PARAMS.some((name) => url.searchParams.has(name))) return null;
  const jar = parseCookies(request.headers.get("cookie"));
  // The cart's cookies go once the cart is empty: a page that would clear them is drawn.
  if (jar.has(cookies.items_in_cart) || jar.has(cookies.cart_hash)) return null;
  const session = await context.session.current();
  if (!session || session.userId === null) return null;
  if (Object.keys(session.data).some((key) => !NEUTRAL_SESSION_DATA.has(key))) return null;
  const account = await signedInAccount(context);
  if (!account || isStoreAdmin(account.roles) || canEditPages(account.roles)) return null;
  const cart = await visitorCart(context);
  if (cart.lines.length > 0 || cart.coupons.length > 0) return null;
  // A dismissed store notice is left out of the page (site-layout.tsx): part of the face.
  const dismissed = [...jar].filter(([name]) => name.startsWith(cookies.store_notice_prefix)).map(([name, value]) => `${name}=${value}`);
  return ["customer", ...dismissed.sort()].join(";");
}
