import { t } from "~/lib/i18n";
import type { AddToCartError, SetQuantityError } from "./types";

/** What the shopper reads when an add to cart is refused. */
export function addToCartErrorMessage(error: AddToCartError): string {
  switch (error.code) {
    case "not_found":
      return t("cart.error.notFound");
    case "bad_quantity":
      return t("cart.error.badQuantity");
    case "not_purchasable":
      return t("cart.error.notPurchasable", { name: error.name });
    case "choose_options":
      return t("cart.error.chooseOptions", { name: error.name });
    case "no_such_variation":
      return t("cart.error.noSuchVariation", { name: error.name });
    case "out_of_stock":
      return t("cart.error.outOfStock", { name: error.name });
    case "not_enough_stock":
      return error.inCart > 0
        ? t("cart.error.notEnoughStockInCart", { name: error.name, available: error.available, inCart: error.inCart })
        : t("cart.error.notEnoughStock", { name: error.name, available: error.available });
    case "below_minimum":
      return t("cart.error.belowMinimum", { name: error.name, min: error.min });
    case "above_maximum":
      return t("cart.error.aboveMaximum", { name: error.name, max: error.max });
  }
}

/** The notice after a successful add: "“Áo thun” đã được thêm vào giỏ hàng." or "2 × “Áo thun” …". */
export function addedToCartMessage(name: string, quantity: number): string {
  return quantity > 1 ? t("cart.addedNoticeQuantity", { name, quantity }) : t("product.addedNotice", { name });
}

/** Why a line's quantity was not changed. */
export function setQuantityErrorMessage(error: SetQuantityError): string {
  switch (error.code) {
    case "unknown_line":
      return t("cart.error.unknownLine");
    case "bad_quantity":
      return t("cart.error.badQuantity");
    case "not_enough_stock":
      return t("cart.error.setNotEnoughStock", { name: error.name, available: error.available });
    case "below_minimum":
      return t("cart.error.belowMinimum", { name: error.name, min: error.min });
    case "above_maximum":
      return t("cart.error.aboveMaximum", { name: error.name, max: error.max });
  }
}
