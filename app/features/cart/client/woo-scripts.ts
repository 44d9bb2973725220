/**
 * Which of WooCommerce's own cart scripts a plugin put on the page, known by the settings object
 * WordPress prints before each (`wp_localize_script`). Where one is there, it does its part
 * itself (the button's state, the fragments, its own live region, the fragments refresh) and
 * ours leaves that part alone, so nothing happens twice.
 */
export const wooScripts = {
  /** `add-to-cart.js`: takes the AJAX buttons' and remove links' clicks and answers `added_to_cart`/`removed_from_cart`. */
  addToCart: () => typeof (window as { wc_add_to_cart_params?: unknown }).wc_add_to_cart_params === "object",
  /** `cart-fragments.js`: keeps its own fragments cache and answers `wc_fragment_refresh`. */
  cartFragments: () => typeof (window as { wc_cart_fragments_params?: unknown }).wc_cart_fragments_params === "object",
};
