import type { CompatHandler } from "./wc-ajax";
import { restNonceFor } from "./nonce";

/**
 * `admin-ajax.php` actions by name (WordPress's `wp_ajax_*` / `wp_ajax_nopriv_*` hooks). Each is
 * written here, in compat, over a feature's service (features never import compat): quick view,
 * live search, cart quantity, login, social feed.
 */
export const adminAjaxHandlers: Record<string, CompatHandler> = {
  /** A fresh REST nonce as plain text, for api-fetch's nonce refresh (spec §7). */
  "rest-nonce": async ({ context }) =>
    new Response(await restNonceFor(context), {
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    }),
};
