/**
 * Contact Form 7's own small fetch for its REST routes (spec §7 "Contact forms"): the URL from
 * `wpcf7.api`, JSON asked for, a 204 read as no body, and its two errors for a failed request or
 * an answer that is not JSON. It sends no nonce: the routes are public and a cached page's nonce
 * would be stale.
 */
import { t } from "../../../lib/i18n";
import { CF7_NAMESPACE, type Wpcf7Api } from "./settings";

export type ApiError = { code: "fetch_error" | "invalid_json"; message: string };

export const FETCH_ERROR: ApiError = { code: "fetch_error", message: t("error.fetch_error") };
export const INVALID_JSON_ERROR: ApiError = { code: "invalid_json", message: t("error.invalid_json") };

/** An answer outside 2xx: the request completed, the route refused. */
export class ApiStatusError extends Error {
  constructor(readonly response: Response) {
    super(`${response.status} ${response.statusText}`);
  }
}

/** The URL of an endpoint under the plugin's namespace, as Contact Form 7 joins them (a root with a query takes `&`). */
export function endpointUrl(api: Wpcf7Api, endpoint: string): string {
  const namespace = (api.namespace ?? CF7_NAMESPACE).replace(/^\/|\/$/g, "");
  const trimmed = endpoint.replace(/^\//, "");
  let path = trimmed ? `${namespace}/${trimmed}` : namespace;
  if (api.root.includes("?")) path = path.replace("?", "&");
  return api.root + path.replace(/^\//, "");
}

export async function apiFetch(api: Wpcf7Api, endpoint: string, init: { method: "GET" | "POST"; body?: FormData }): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(endpointUrl(api, endpoint), {
      method: init.method,
      headers: { Accept: "application/json, */*;q=0.1" },
      ...(init.body ? { body: init.body } : {}),
    });
  } catch {
    throw FETCH_ERROR;
  }
  if (response.status < 200 || response.status >= 300) throw new ApiStatusError(response);
  if (response.status === 204) return null;
  try {
    return (await response.json()) as unknown;
  } catch {
    throw INVALID_JSON_ERROR;
  }
}
