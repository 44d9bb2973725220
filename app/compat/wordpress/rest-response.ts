import type { AppLoadContext } from "react-router";

/** A WordPress REST answer: JSON with WordPress's exact content type. */
export function restResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=UTF-8" } });
}

/** An answer made for this request only (a challenge, a visitor's form data): JSON no cache may keep. */
export function noStoreJson(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json; charset=UTF-8", "Cache-Control": "no-store" } });
}

/** WordPress REST error body: `{code, message, data: {status}}`. */
export function restError(code: string, message: string, status: number): Response {
  return restResponse({ code, message, data: { status } }, status);
}

export type RestMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type RestRoute = {
  /**
   * Path below /wp-json/, e.g. `/\/wc\/store\/v1\/checkout/`; its named groups, if any, are the
   * handler's `params`. It must match the whole path, as WordPress anchors its route patterns.
   */
  pattern: RegExp;
  methods: ReadonlyArray<RestMethod>;
  /** Namespace for the index, e.g. `wc/store/v1`. */
  namespace: string;
  handler: (args: {
    request: Request;
    context: AppLoadContext;
    params: Record<string, string>;
    method: string;
    /** The signed-in user the request acts for: 0 unless it carried a valid nonce. */
    userId: number;
  }) => Promise<Response> | Response;
};

/**
 * One page of a collection with WordPress's paging headers: `X-WP-Total`, `X-WP-TotalPages` and
 * `Link` with `rel="prev"`/`rel="next"` on the request's own address (its other parameters kept),
 * which api-fetch follows to fetch `per_page=-1` whole.
 */
export function restPage(request: Request, items: unknown[], { total, page, perPage }: { total: number; page: number; perPage: number }): Response {
  const pages = Math.ceil(total / perPage);
  const response = restResponse(items);
  response.headers.set("X-WP-Total", String(total));
  response.headers.set("X-WP-TotalPages", String(pages));
  const link = (to: number, rel: string) => {
    const url = new URL(request.url);
    url.searchParams.set("page", String(to));
    return `<${url.href}>; rel="${rel}"`;
  };
  const links = [...(page > 1 && page - 1 <= Math.max(pages, 1) ? [link(page - 1, "prev")] : []), ...(page < pages ? [link(page + 1, "next")] : [])];
  if (links.length > 0) response.headers.set("Link", links.join(", "));
  return response;
}
