import apiFetch from "@wordpress/api-fetch";

/**
 * Dismisses the coming-soon footer banner for good, as WooCommerce's banner script does: api-fetch
 * posts WordPress's user update to the address from the banner link's data (`wp/v2/users/me`)
 * with the page's REST nonce in `X-WP-Nonce`. Loaded on the first click only: guests' pages never
 * carry this, nor the library. Resolves once the server has stored it; rejects with api-fetch's
 * error (`{code, message}`) otherwise.
 */
export async function dismissComingSoonBanner(restUrl: string, nonce: string): Promise<void> {
  await apiFetch({
    url: restUrl,
    method: "POST",
    headers: { "X-WP-Nonce": nonce },
    data: { woocommerce_meta: { coming_soon_banner_dismissed: "yes" } },
  });
}
