import { t } from "~/lib/i18n";
import type { PriceDisplay, ProductVariation } from "../../types";
import { Price } from "../Price";

/**
 * What the form shows of a chosen variation: its price and its stock line. The server draws the
 * same two for `data-product_variations` (`price_html`, `availability_html`), so a script that
 * shows them from there shows what the form does.
 */
export function VariationPrice({ price }: { price: PriceDisplay }) {
  return <Price price={price} className="text-lg" />;
}

export function VariationStock({ variation }: { variation: Pick<ProductVariation, "stockStatus" | "stockQuantity"> }) {
  if (variation.stockStatus === "outofstock")
    return <p className="stock out-of-stock font-semibold text-sale">{t("product.outOfStock")}</p>;
  if (variation.stockStatus === "onbackorder") return <p className="stock available-on-backorder">{t("product.onBackorder")}</p>;
  return (
    <p className="stock in-stock font-semibold text-green-700">
      {variation.stockQuantity !== null ? t("product.inStockCount", { count: variation.stockQuantity }) : t("product.inStock")}
    </p>
  );
}
