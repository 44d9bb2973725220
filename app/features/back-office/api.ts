import apiFetch, { type APIFetchOptions } from "@wordpress/api-fetch";
import { tBackOffice } from "~/lib/i18n/areas/back-office";

/** The element of the back office's frame that carries the REST root and nonce (WordPress's `wpApiSettings`). */
export const API_SETTINGS_ID = "back-office";

export const NONCE_ENDPOINT = "/wp-admin/admin-ajax.php?action=rest-nonce";

let ready: Promise<void> | null = null;

/**
 * api-fetch set up as WordPress sets it up for its admin screens: the REST root, the nonce
 * middleware (its nonce refreshed from `NONCE_ENDPOINT` when the server answers
 * `rest_cookie_invalid_nonce`) and the media upload middleware; `_locale=user`, the method
 * override and `per_page=-1` are api-fetch's own defaults. The nonce is the page's; a screen
 * reached without one (a client-side navigation into the back office) fetches it first.
 */
function setUp(): Promise<void> {
  ready ??= (async () => {
    const settings = document.getElementById(API_SETTINGS_ID)?.dataset;
    const nonce = settings?.restNonce || (await (await fetch(NONCE_ENDPOINT, { credentials: "same-origin" })).text());
    apiFetch.use(apiFetch.createRootURLMiddleware(settings?.restRoot || "/wp-json/"));
    apiFetch.nonceMiddleware = apiFetch.createNonceMiddleware(nonce);
    apiFetch.use(apiFetch.nonceMiddleware);
    apiFetch.use(apiFetch.mediaUploadMiddleware);
    apiFetch.nonceEndpoint = NONCE_ENDPOINT;
  })();
  return ready;
}

/** The REST nonce api-fetch sends now (refreshed by its middleware), for a request made without it (an upload's XMLHttpRequest). */
export async function currentRestNonce(): Promise<string> {
  await setUp();
  return apiFetch.nonceMiddleware?.nonce ?? "";
}

/** A REST call of the back office, parsed. */
export async function api<T>(options: APIFetchOptions<true>): Promise<T> {
  await setUp();
  return apiFetch<T>(options);
}

/** A REST call whose headers matter (paging totals, an order's ETag): the Response, still an error thrown as api-fetch throws it. */
export async function apiResponse(options: APIFetchOptions<true>): Promise<Response> {
  await setUp();
  try {
    return await apiFetch<Response, false>({ ...options, parse: false });
  } catch (error) {
    // Unparsed, api-fetch throws the failed Response itself: read its error as a parsed call would.
    if (!(error instanceof Response)) throw error;
    throw await error.json().catch(() => ({ code: "invalid_json" }));
  }
}

type ApiError = { code?: unknown; message?: unknown };

/**
 * What to tell the owner when a call fails: the spec's §8 messages for api-fetch's own errors
 * (in Vietnamese whatever the library's catalogue says), else the server's message (the shop's
 * own, already Vietnamese).
 */
export function apiErrorMessage(error: unknown): string {
  const { code, message } = (typeof error === "object" && error !== null ? error : {}) as ApiError;
  switch (code) {
    case "fetch_error":
    case "offline_error":
      return tBackOffice("api.offline");
    case "invalid_json":
      return tBackOffice("api.invalidJson");
    case "post_process":
      return tBackOffice("api.postProcess");
    case "unknown_error":
      return tBackOffice("api.unknown");
  }
  return typeof message === "string" && message !== "" ? message : tBackOffice("api.unknown");
}
