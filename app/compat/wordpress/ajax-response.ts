import type { KeptBody } from "~/platform/.server/kept-body";

const AJAX_HTML_HEADERS = { "Content-Type": "text/html; charset=UTF-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/**
 * An answer shaped as `admin-ajax.php` and WooCommerce's `?wc-ajax=` send it: an HTML content type
 * (whatever the body), never cached (it is personal and short-lived) and never indexed.
 */
export function ajaxResponse(body: string, status = 200): Response {
  return new Response(body, { status, headers: AJAX_HTML_HEADERS });
}

/** The same answer, of a body kept rendered and compressed for many requests. */
export function keptAjaxResponse(body: KeptBody, request: Request): Response {
  return body.response(request, { headers: AJAX_HTML_HEADERS });
}

/** A JSON answer as WordPress's `wp_send_json()` sends it, with the same caching rules. */
export function jsonAjaxResponse(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { "Content-Type": "application/json; charset=UTF-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}
