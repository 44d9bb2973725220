/**
 * An answer shaped as `admin-ajax.php` and WooCommerce's `?wc-ajax=` send it: an HTML content type
 * (whatever the body), never cached (it is personal and short-lived) and never indexed.
 */
export function ajaxResponse(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/html; charset=UTF-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}
