/**
 * A message for the shopper shown at the top of the next page, as WooCommerce's `wc_add_notice`
 * does: after an add to cart, a failed add, a posted review.
 */
export type Notice = {
  kind: "success" | "error" | "info";
  text: string;
  /** A button beside the text ("Xem giỏ hàng" after an add). */
  link?: { href: string; label: string };
};
