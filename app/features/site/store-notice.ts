import { cookies } from "~/lib/constants";

/** The dismissal cookie of the notice `id`: WooCommerce's `store_notice{id}`, value `hidden`, path `/`. */
export const storeNoticeCookie = (id: string) => `${cookies.store_notice_prefix}${id}`;

/** A notice id as the options keep it (an md5, or the seed's short one): safe inside a cookie name and a script. */
export const STORE_NOTICE_ID = /^[\w-]{1,40}$/;

/** The query parameter of the dismiss link without scripts: the server sets the cookie and sends the visitor back. */
export const STORE_NOTICE_DISMISS_PARAM = "store_notice_dismiss";

/** The class on `<html>` that hides the notice: set before the notice is parsed, so it is never painted. */
export const STORE_NOTICE_HIDDEN_CLASS = "store-notice-hidden";

/**
 * The inline script drawn just before the notice: with the visitor's dismissal cookie for this id
 * it marks the document, so the notice (in the page every guest shares) is hidden before first
 * paint and takes no room. `id` matches STORE_NOTICE_ID, so it needs no escaping.
 */
export function storeNoticeScript(id: string): string {
  if (!STORE_NOTICE_ID.test(id)) throw new Error(`not a store notice id: ${id}`);
  return `(";"+document.cookie.replace(/ /g,"")+";").indexOf(";${storeNoticeCookie(id)}=hidden;")>-1&&document.documentElement.classList.add("${STORE_NOTICE_HIDDEN_CLASS}")`;
}

/** The same address with the dismiss parameter: the notice's link without scripts. */
export function storeNoticeDismissHref(pathname: string, search: string, id: string): string {
  const params = new URLSearchParams(search);
  params.set(STORE_NOTICE_DISMISS_PARAM, id);
  return `${pathname}?${params}`;
}
