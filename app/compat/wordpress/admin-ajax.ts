import { quickViewHtml } from "~/features/catalog/.server/quick-view";
import { loadSiteChrome } from "~/features/site/.server/site";
import { t } from "~/lib/i18n";
import { ajaxResponse } from "./ajax-response";
import { formField } from "./form-fields";
import { restNonceFor } from "./nonce";
import type { CompatHandler } from "./wc-ajax";

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

  /**
   * Quick view (spec §7): `product={id}` posted, the product's HTML answered. A missing or
   * malformed id is a 400, an unknown one a 404, each with a message the popup can show.
   */
  flatsome_quickview: async ({ request, context }) => {
    const raw = (await formField(request, "product")) ?? new URL(request.url).searchParams.get("product");
    const id = raw !== null && /^[1-9]\d{0,9}$/.test(raw.trim()) ? Number(raw.trim()) : null;
    if (id === null) return ajaxResponse(`<p class="quick-view-error" role="alert">${t("quickView.notFound")}</p>`, 400);
    const { options } = await loadSiteChrome(context.db);
    const html = await quickViewHtml(context.db, id, {
      theme: options.theme_options,
      cartRedirectAfterAdd: options.woocommerce_settings.cart_redirect_after_add,
    });
    return html === null
      ? ajaxResponse(`<p class="quick-view-error" role="alert">${t("quickView.notFound")}</p>`, 404)
      : ajaxResponse(html);
  },
};
