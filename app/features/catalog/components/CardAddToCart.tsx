import { CART_PATH } from "~/features/site";
import { t } from "~/lib/i18n";
import type { ProductCard } from "../types";
import { productUrl } from "../product-url";

const buttonClass = "button btn-outline mt-2 w-full min-h-11 justify-center px-2 text-sm";

/**
 * A card's add-to-cart button in WooCommerce's loop markup: a simple product in stock gets an
 * `ajax_add_to_cart` button whose data attributes the cart script posts (spec §3 "Cart add
 * request"); inside a form posting to the cart page, so it adds without scripts too. A variable
 * product links to its page to choose options, a grouped one to its products (WooCommerce's
 * "View products", never an AJAX add); a sold-out one to read about it.
 */
export function CardAddToCart({ product }: { product: ProductCard }) {
  const url = productUrl(product.slug);
  if (product.type === "grouped") {
    return (
      <a href={url} className={`${buttonClass} product_type_grouped`} data-product_id={product.id} aria-label={t("product.viewProductsOf", { name: product.name })} rel="nofollow">
        {t("product.viewProducts")}
      </a>
    );
  }
  if (product.type === "variable" || product.stockStatus === "outofstock" || !product.price) {
    const variable = product.type === "variable" && product.stockStatus !== "outofstock";
    return (
      <a
        href={url}
        className={`${buttonClass} product_type_${product.type} ${variable ? "add_to_cart_button" : ""}`}
        data-product_id={product.id}
        aria-label={variable ? t("product.selectOptionsFor", { name: product.name }) : t("product.readMoreAbout", { name: product.name })}
        rel="nofollow"
      >
        {variable ? t("product.selectOptions") : t("product.readMore")}
      </a>
    );
  }
  return (
    <form method="post" action={CART_PATH} className="add-to-cart-form">
      <input type="hidden" name="add-to-cart" value={product.id} />
      <button
        type="submit"
        className={`${buttonClass} add_to_cart_button ajax_add_to_cart product_type_simple`}
        data-product_id={product.id}
        data-quantity="1"
        data-success_message={t("product.addedNotice", { name: product.name })}
        aria-label={t("product.addToCartFor", { name: product.name })}
      >
        {t("product.addToCartShort")}
      </button>
    </form>
  );
}
