import { formatDong } from "~/lib/money";
import { t } from "~/lib/i18n";
import type { PriceDisplay } from "../types";

/** WooCommerce's price markup (`.price`, `del`, `ins`, `.woocommerce-Price-amount`), with spoken labels. */
export function Price({ price, className = "" }: { price: PriceDisplay | null; className?: string }) {
  if (!price) return null;
  const amount = (n: number) => (
    <span className="woocommerce-Price-amount amount">
      <bdi>{formatDong(n)}</bdi>
    </span>
  );
  return (
    <span className={`price ${className}`}>
      {price.kind === "single" && amount(price.amount)}
      {price.kind === "sale" && (
        <>
          <del aria-hidden="true" className="mr-2 text-muted font-normal">{amount(price.regular)}</del>
          <span className="sr-only">{t("product.originalPrice", { price: formatDong(price.regular) })}</span>
          <ins aria-hidden="true" className="font-bold text-sale no-underline">{amount(price.sale)}</ins>
          <span className="sr-only">{t("product.currentPrice", { price: formatDong(price.sale) })}</span>
        </>
      )}
      {price.kind === "range" && (
        <>
          <span aria-hidden="true">{amount(price.min)} – {amount(price.max)}</span>
          <span className="sr-only">{t("product.priceRange", { min: formatDong(price.min), max: formatDong(price.max) })}</span>
        </>
      )}
    </span>
  );
}
