import { renderToStaticMarkup } from "react-dom/server";
import { OrderReviewTable } from "../components/OrderReviewTable";
import { PaymentSection } from "../components/PaymentSection";
import type { CheckoutReview } from "./checkout-page";

/**
 * The checkout page's order review and payment section drawn again by the components the page
 * draws them with, as markup for scripts to put in place of the page's own (WooCommerce's
 * `update_order_review` fragments). Only scripts ask for them, so only the chosen payment
 * method's description shows, as on the page once its scripts run.
 */
export function renderReviewFragments(review: CheckoutReview): { reviewTable: string; payment: string } {
  return {
    reviewTable: renderToStaticMarkup(<OrderReviewTable cart={review.cart} shippingMethods={review.shippingMethods} shippingId={review.shippingId} />),
    payment: renderToStaticMarkup(
      <PaymentSection
        paymentMethods={review.paymentMethods}
        paymentId={review.paymentId}
        onlyChosenDescription
        token={review.token}
        cartHash={review.cart.hash}
      />,
    ),
  };
}
