import { Picture } from "~/ui/Picture";
import { discountPercent } from "~/lib/money";
import { t } from "~/lib/i18n";
import { useSiteSettings } from "~/features/site";
import { productUrl } from "../product-url";
import type { ProductCard as Card } from "../types";
import { CardAddToCart } from "./CardAddToCart";
import { CardSwatches } from "./CardSwatches";
import { Price } from "./Price";
import { StarRating } from "./StarRating";
import { QuickViewLink } from "./quick-view/QuickViewLink";


/** Card image widths at the spec's breakpoints (§9): 2 columns below 550 px, 3 from there on. */
const CARD_SIZES = "(min-width: 1200px) 370px, (min-width: 550px) 33vw, 50vw";

/** WooCommerce's loop-link class: the swatches rewrite the links that carry it. */
const LOOP_LINK = "woocommerce-loop-product__link";

/** A product in a listing, with WooCommerce's classes so shop scripts find it. */
export function ProductCard({ product, priority = false, preload = false, swatchLimit }: { product: Card; priority?: boolean; preload?: boolean; swatchLimit: number }) {
  const url = productUrl(product.slug);
  const outOfStock = product.stockStatus === "outofstock";
  const percent = product.price?.kind === "sale" ? discountPercent(product.price.regular, product.price.sale) : 0;
  return (
    <li className={`product type-product post-${product.id} product-type-${product.type} ${product.onSale ? "sale" : ""} ${outOfStock ? "outofstock" : "instock"} flex flex-col`}>
      <div className="group relative overflow-hidden rounded-lg bg-gray-100">
        <a href={url} tabIndex={-1} aria-hidden="true" className={`${LOOP_LINK} block aspect-square`}>
          {product.image && <Picture picture={product.image} sizes={CARD_SIZES} priority={priority} preload={preload} className="size-full object-cover transition duration-300 hover:scale-105" />}
        </a>
        {(product.onSale || outOfStock) && (
          <div className="pointer-events-none absolute left-2 top-2 flex flex-col gap-1">
            {product.onSale && (
              <span className="onsale rounded bg-sale px-2 py-0.5 text-xs font-bold text-white">
                {percent ? t("product.salePercent", { percent }) : t("product.sale")}
              </span>
            )}
            {outOfStock && <span className="out-of-stock-label rounded bg-gray-800 px-2 py-0.5 text-xs font-semibold text-white">{t("product.outOfStock")}</span>}
          </div>
        )}
        <QuickViewLink productId={product.id} url={url} name={product.name} />
      </div>
      <div className="mt-3 flex flex-1 flex-col gap-1">
        {product.swatches && <CardSwatches swatches={product.swatches} limit={swatchLimit} />}
        <h2 className="woocommerce-loop-product__title text-sm font-medium leading-snug sm:text-base">
          <a href={url} className={`${LOOP_LINK} text-ink no-underline hover:text-brand-700`}>{product.name}</a>
        </h2>
        {product.reviewCount > 0 && <StarRating rating={product.averageRating} count={product.reviewCount} />}
        <Price price={product.price} className="text-sm sm:text-base" />
        <div className="mt-auto">
          <CardAddToCart product={product} />
        </div>
      </div>
    </li>
  );
}

export type CardGridProps = { products: Card[]; eagerCount?: number };

/**
 * The listing grid with the column breakpoints of spec §9: small (≤ 549 px) 2 columns, medium
 * (550–849 px) 3, large (≥ 850 px) 3. Pages show it through ProductGrid.
 */
export function CardGrid({ products, eagerCount = 3 }: CardGridProps) {
  const { theme } = useSiteSettings();
  return (
    <ul className="products grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 md:gap-x-6">
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} priority={i < eagerCount} preload={i === 0 && eagerCount > 0} swatchLimit={theme.swatches.card_limit} />
      ))}
    </ul>
  );
}
