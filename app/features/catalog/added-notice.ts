import { t } from "~/lib/i18n";

/**
 * The notice after a successful add: "“Áo thun” đã được thêm vào giỏ hàng." or "2 × “Áo thun” …".
 * Here, below the cart, because the product form writes it into its button for WooCommerce's script.
 */
const listFormat = new Intl.ListFormat("vi", { type: "conjunction" });

/**
 * The notice after a grouped product's form added several: "“Áo” và 2 × “Mũ” đã được thêm vào giỏ
 * hàng." (WooCommerce's `wc_add_to_cart_message` with its list of quantities).
 */
export function addedSeveralToCartMessage(items: ReadonlyArray<{ name: string; quantity: number }>): string {
  if (items.length === 1) return addedToCartMessage(items[0]!.name, items[0]!.quantity);
  return t("cart.addedNoticeList", { items: listFormat.format(items.map((i) => (i.quantity > 1 ? `${i.quantity} × “${i.name}”` : `“${i.name}”`))) });
}

export function addedToCartMessage(name: string, quantity: number): string {
  return quantity > 1 ? t("cart.addedNoticeQuantity", { name, quantity }) : t("product.addedNotice", { name });
}
