import { redirect } from "react-router";
import { serializeCookie } from "../../../platform/.server/cookies";
import { STORE_NOTICE_DISMISS_PARAM, STORE_NOTICE_ID, storeNoticeCookie } from "../store-notice";

/**
 * The store notice's dismiss link followed without scripts (`?store_notice_dismiss={id}` on any
 * page): the answer sets WooCommerce's cookie `store_notice{id}=hidden` (path `/`, for the browser
 * session as WooCommerce's script sets it) and sends the visitor back to the same address without
 * the parameter, where the page's own script hides the notice. Null for any other request; an id
 * that no notice could have is dropped without a cookie. The redirect is the visitor's own: no
 * cache keeps it.
 */
export function storeNoticeDismissal(request: Request): Response | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  const id = url.searchParams.get(STORE_NOTICE_DISMISS_PARAM);
  if (id === null) return null;
  url.searchParams.delete(STORE_NOTICE_DISMISS_PARAM);
  const search = url.searchParams.toString();
  // On this site only (`//host/…` would be another); a data request's path (`/x.data`) is not a page.
  const path = url.pathname.replace(/^\/+/, "/").replace(/\.data$/, "/");
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (STORE_NOTICE_ID.test(id)) headers.set("Set-Cookie", serializeCookie(storeNoticeCookie(id), "hidden", { path: "/", sameSite: "Lax" }));
  return redirect(`${path}${search ? `?${search}` : ""}`, { status: 302, headers });
}
