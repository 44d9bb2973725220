import { cartOwnerOf, setCartLineQuantity } from "~/features/cart/.server/cart";
import { readCart } from "~/features/cart/.server/read-cart";
import { syncCartCookies } from "~/features/cart/.server/visitor-cart";
import { setQuantityErrorMessage } from "~/features/cart/messages";
import { listMedia } from "~/features/catalog/.server/media-library";
import { quickViewHtml } from "~/features/catalog/.server/quick-view";
import { noSuggestion, suggestProducts } from "~/features/search/.server/search";
import { GUEST_VIEWER } from "~/features/site";
import { loadSiteChrome } from "~/features/site/.server/site";
import { PHOTO_FEED_ACTION, PHOTO_FEED_MAX, photoFeedHtml, readPhotoFeedData } from "~/features/site/photo-feed";
import { tSiteChrome } from "~/lib/i18n/areas/site-chrome";
import { type Picture, toPicture } from "~/lib/media";
import { t } from "~/lib/i18n";
import { rowId } from "~/lib/row-id";
import { ajaxResponse, jsonAjaxResponse, keptAjaxResponse } from "./ajax-response";
import { formField, formFields } from "./form-fields";
import { restNonceFor } from "~/platform/.server/rest-nonce";
import type { CompatHandler } from "./wc-ajax";
import { wordfenceHandlers } from "./wordfence";

/**
 * `admin-ajax.php` actions by name (WordPress's `wp_ajax_*` / `wp_ajax_nopriv_*` hooks). Each is
 * written here, in compat, over a feature's service (features never import compat): the REST
 * nonce's refresh, the mini cart's quantity, live search and quick view.
 */
export const adminAjaxHandlers: Record<string, CompatHandler> = {
  ...wordfenceHandlers,
  /** A fresh REST nonce as plain text, for api-fetch's nonce refresh (spec §7). */
  "rest-nonce": async ({ context }) =>
    new Response(await restNonceFor(context), {
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    }),

  /**
   * The mini cart's quantity field (spec §7): `quantity` and `cart_item_key` posted. Answers
   * WordPress's `{success, data}`; the browser then refreshes the cart's fragments. A quantity
   * of 0 removes the line. Refused (unknown line, not a whole number, beyond the stock) → 400
   * with the reason, and the cart unchanged.
   */
  /**
   * The social photo feed block (spec §7): `data` is the block's settings as a JSON string;
   * answers `{success: true, data: html}` built from the pictures the owner picked from the media
   * library, in the owner's order (pictures deleted since are left out). `data` missing or not a
   * string (PHP's `data[]=…`), or not the block's settings: `{success: false, data: 'Dữ liệu không
   * hợp lệ'}` (400). No picture picked: `success: false` with why, which the block shows only to
   * users with the admin bar.
   */
  [PHOTO_FEED_ACTION]: async ({ request, context }) => {
    const query = new URL(request.url).searchParams;
    const asArray = [...query.keys()].some((k) => k.startsWith("data["));
    const block = asArray ? null : readPhotoFeedData(query.get("data") ?? undefined);
    if (!block) return jsonAjaxResponse({ success: false, data: tSiteChrome("photoFeed.invalidData") }, 400);
    const { media_ids } = (await loadSiteChrome(context.db)).options.photo_feed;
    const ids = media_ids.slice(0, block.images);
    const { items } = ids.length > 0 ? await listMedia(context.db, { page: 1, perPage: PHOTO_FEED_MAX, search: "", order: "asc", include: ids }) : { items: [] };
    const byId = new Map(items.map((m) => [m.id, m]));
    const photos = ids.flatMap((id) => {
      const item = byId.get(id);
      const picture = item ? toPicture(item, "thumbnail") : null;
      return picture ? [picture satisfies Picture] : [];
    });
    if (photos.length === 0) return jsonAjaxResponse({ success: false, data: tSiteChrome("photoFeed.empty") });
    return jsonAjaxResponse({ success: true, data: photoFeedHtml(photos, block, (n) => tSiteChrome("photoFeed.photo", { n })) });
  },

  flatsome_ajax_cart_item_alter_quantity: async ({ request, context }) => {
    const form = await formFields(request);
    const key = String(form.get("cart_item_key") ?? "").trim();
    const raw = String(form.get("quantity") ?? "").trim();
    const quantity = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
    const session = await context.session.current();
    const result =
      session && /^[0-9a-f]{32}$/.test(key)
        ? await setCartLineQuantity(context.db, cartOwnerOf(session), key, quantity)
        : ({ ok: false, error: { code: "unknown_line" } } as const);
    if (!result.ok) return jsonAjaxResponse({ success: false, data: { message: setQuantityErrorMessage(result.error) } }, 400);
    const cart = await readCart(context.db, cartOwnerOf(session!));
    syncCartCookies(context, request, cart);
    return jsonAjaxResponse({ success: true, data: { cart_hash: cart.hash } });
  },

  /**
   * Live search (spec §7): `query` (from 3 characters) and an optional `product_cat` slug, read
   * from the query string or a posted form. Answers Flatsome's `{suggestions: [{value, id, url,
   * img, price}]}`; nothing found is one entry with id -1 reading "No results" in Vietnamese; a
   * query too short (or missing) answers no suggestions at all.
   */
  flatsome_ajax_search_products: async ({ request, context }) => {
    const url = new URL(request.url);
    const form = request.method === "POST" ? await formFields(request) : null;
    const read = (name: string) => String(form?.get(name) ?? url.searchParams.get(name) ?? "");
    const query = read("query").slice(0, 200);
    const suggestions = await suggestProducts(context.db, { query, category: read("product_cat").trim() });
    const tooShort = [...query.trim()].length < 3;
    return jsonAjaxResponse({ suggestions: suggestions.length > 0 || tooShort ? suggestions : [noSuggestion()] });
  },

  /**
   * Quick view (spec §7): `product={id}` posted, the product's HTML answered. A missing or
   * malformed id (one past PostgreSQL's integer too, which no row has) is a 400, an unknown one
   * a 404, each with a message the popup can show.
   */
  flatsome_quickview: async ({ request, context }) => {
    const raw = (await formField(request, "product")) ?? new URL(request.url).searchParams.get("product");
    const id = raw === null ? null : rowId(raw.trim());
    if (id === null) return ajaxResponse(`<p class="quick-view-error" role="alert">${t("quickView.notFound")}</p>`, 400);
    const { options } = await loadSiteChrome(context.db);
    const html = await quickViewHtml(context.db, id, {
      theme: options.theme_options,
      cartRedirectAfterAdd: options.woocommerce_settings.cart_redirect_after_add,
      orderAttributionEnabled: options.woocommerce_settings.order_attribution_enabled,
      // Kept and shared by every visitor, as a guest's page is.
      ...GUEST_VIEWER,
    });
    return html === null
      ? ajaxResponse(`<p class="quick-view-error" role="alert">${t("quickView.notFound")}</p>`, 404)
      : keptAjaxResponse(html, request);
  },
};
