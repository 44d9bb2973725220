/** The owner's settings the cart's scripts follow (spec §9 "Cart", theme options). */
export type CartClientSettings = {
  /** WooCommerce's `cart_redirect_after_add`: "yes" sends the shopper to the cart page after an add. */
  redirectAfterAdd: "yes" | "no";
  /** Open the mini cart for a while after an add. */
  miniCartReveal: boolean;
  /** A dropdown under the header's cart link, or an off-canvas panel (`#cart-popup`). */
  miniCartStyle: "dropdown" | "off-canvas";
};
