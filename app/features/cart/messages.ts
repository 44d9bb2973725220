import { tCartPage } from "~/lib/i18n/areas/cart-page";
import { formatDong } from "~/lib/money";
import type { CouponError } from "./coupons";
import type { AddToCartError, SetQuantityError } from "./types";

/** The add's own notice is the catalogue's: its product form shows the same words. */
export { addedToCartMessage } from "~/features/catalog";

/** What the shopper reads when an add to cart is refused. */
export function addToCartErrorMessage(error: AddToCartError): string {
  switch (error.code) {
    case "not_found":
      return tCartPage("cart.error.notFound");
    case "bad_quantity":
      return tCartPage("cart.error.badQuantity");
    case "not_purchasable":
      return tCartPage("cart.error.notPurchasable", { name: error.name });
    case "choose_quantity":
      return tCartPage("cart.error.chooseQuantity");
    case "choose_product":
      return tCartPage("cart.error.chooseProduct");
    case "choose_options":
      return tCartPage("cart.error.chooseOptions", { name: error.name });
    case "no_such_variation":
      return tCartPage("cart.error.noSuchVariation", { name: error.name });
    case "out_of_stock":
      return tCartPage("cart.error.outOfStock", { name: error.name });
    case "not_enough_stock":
      return error.inCart > 0
        ? tCartPage("cart.error.notEnoughStockInCart", { name: error.name, available: error.available, inCart: error.inCart })
        : tCartPage("cart.error.notEnoughStock", { name: error.name, available: error.available });
    case "below_minimum":
      return tCartPage("cart.error.belowMinimum", { name: error.name, min: error.min });
    case "above_maximum":
      return tCartPage("cart.error.aboveMaximum", { name: error.name, max: error.max });
    case "sold_individually":
      return tCartPage("cart.error.soldIndividuallyInCart", { name: error.name });
  }
}

/** Why a line's quantity was not changed. */
export function setQuantityErrorMessage(error: SetQuantityError): string {
  switch (error.code) {
    case "unknown_line":
      return tCartPage("cart.error.unknownLine");
    case "bad_quantity":
      return tCartPage("cart.error.badQuantity");
    case "not_enough_stock":
      return tCartPage("cart.error.setNotEnoughStock", { name: error.name, available: error.available });
    case "below_minimum":
      return tCartPage("cart.error.belowMinimum", { name: error.name, min: error.min });
    case "above_maximum":
      return tCartPage("cart.error.aboveMaximum", { name: error.name, max: error.max });
    case "sold_individually":
      return tCartPage("cart.error.soldIndividually", { name: error.name });
  }
}

/** What the shopper reads when a coupon does not apply (WooCommerce's `WC_Coupon` messages, in its Vietnamese). */
export function couponErrorMessage(error: CouponError): string {
  switch (error.code) {
    case "please_enter":
      return tCartPage("coupon.error.pleaseEnter");
    case "not_exist":
      return tCartPage("coupon.error.notExist", { code: error.coupon });
    case "already_applied":
      return tCartPage("coupon.error.alreadyApplied");
    case "individual_use":
      return tCartPage("coupon.error.individualUse", { code: error.coupon });
    case "expired":
      return tCartPage("coupon.error.expired");
    case "usage_limit":
      return tCartPage("coupon.error.usageLimit", { code: error.coupon });
    case "per_user_limit":
      return tCartPage("coupon.error.perUserLimit", { code: error.coupon });
    case "min_spend":
      return tCartPage("coupon.error.minSpend", { amount: formatDong(error.amount) });
    case "max_spend":
      return tCartPage("coupon.error.maxSpend", { amount: formatDong(error.amount) });
    case "not_applicable":
      return tCartPage("coupon.error.notApplicable");
    case "excluded_products":
      return tCartPage("coupon.error.excludedProducts", { names: error.names.join(", ") });
    case "not_yours":
      return tCartPage("coupon.error.notYours", { code: error.coupon });
  }
}

/** A coupon taken off the cart because it no longer applies, and why. */
export const couponRemovedMessage = (code: string, error: CouponError) =>
  tCartPage("coupon.error.invalidRemoved", { code, reason: couponErrorMessage(error) });
