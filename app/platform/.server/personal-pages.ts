import { cookies } from "../../lib/constants";
import { parseCookies } from "./cookies";
import { SESSION_COOKIE } from "./session";

/**
 * The `headers` of the pages that show one visitor's own things — the cart, the checkout, an
 * order received — for the page and its data requests alike: no cache keeps them, neither a
 * shared one (a proxy would hand one shopper's cart to the next) nor the browser's (the back
 * button on a shared computer).
 */
export const personalPageHeaders = () => ({ "Cache-Control": "no-store, private" });

/**
 * The same for a page whose form can be refused for a while (a sign-in locked out: 503): the
 * action's `Retry-After` goes out with the page, which a route's `headers` drops unless it passes
 * it on.
 */
export function personalFormPageHeaders({ actionHeaders }: { actionHeaders: Headers }) {
  const retryAfter = actionHeaders.get("Retry-After");
  return { ...personalPageHeaders(), ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
}

/**
 * A page drawn for a visitor who has a session (a cart, a notice, signed in) or who dismissed
 * the store notice shows their own things — the header's cart, their name, no notice —, so no
 * shared cache may keep it (decision 005: a guest without either gets the HTML every such guest
 * gets, which a cache may keep). Pages that chose their own `Cache-Control` keep it.
 */
export function keepVisitorPagesPrivate(request: Request, headers: Headers): void {
  if (headers.has("Cache-Control")) return;
  if (hasVisitorState(request.headers.get("cookie"))) headers.set("Cache-Control", VISITOR_PAGE_CACHE_CONTROL);
}

/** A page of a visitor with state, unless its route chose otherwise: hers, but her browser asks again each time. */
export const VISITOR_PAGE_CACHE_CONTROL = "private, no-cache";

/** Whether a visitor's cookies make their pages their own: a session, or a dismissed store notice. */
export function hasVisitorState(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  const jar = parseCookies(cookieHeader);
  return jar.has(SESSION_COOKIE) || [...jar.keys()].some((name) => name.startsWith(cookies.store_notice_prefix));
}
