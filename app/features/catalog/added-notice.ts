import { t } from "~/lib/i18n";

/**
 * The notice after a successful add: "“Áo thun” đã được thêm vào giỏ hàng." or "2 × “Áo thun” …".
 * Here, below the cart, because the product form writes it into its button for WooCommerce's script.
 */
export function addedToCartMessage(name: string, quantity: number): string {
  return quantity > 1 ? t("cart.addedNoticeQuantity", { name, quantity }) : t("product.addedNotice", { name });
}
