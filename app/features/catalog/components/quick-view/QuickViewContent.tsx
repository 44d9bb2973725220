import { t } from "~/lib/i18n";
import { Picture } from "~/ui/Picture";
import { Price } from "../Price";
import { productUrl } from "../ProductCard";
import { StarRating } from "../StarRating";
import type { QuickViewProduct } from "./quick-view-data";

/**
 * A product's page content as the quick view shows it: images, name, rating, price, short
 * description, stock, and the way to the full page. Rendered by the server for the
 * `flatsome_quickview` answer and by the browser inside the popup.
 */
export function QuickViewContent({ product, titleId }: { product: QuickViewProduct; titleId?: string }) {
  const url = productUrl(product.slug);
  const image = product.image ?? product.gallery[0] ?? null;
  return (
    <div className={`product-quick-view-container product type-product post-${product.id} product-type-${product.type} grid gap-6 md:grid-cols-2`}>
      <div className="product-gallery overflow-hidden rounded-lg bg-gray-100">
        {image && <Picture picture={image} sizes="(min-width: 850px) 420px, 90vw" className="aspect-square w-full object-cover" />}
      </div>
      <div className="product-info summary entry-summary flex flex-col gap-3">
        <h2 id={titleId} className="product_title entry-title text-2xl font-bold">{product.name}</h2>
        {product.reviewCount > 0 && <StarRating rating={product.averageRating} count={product.reviewCount} />}
        <Price price={product.price} className="text-xl" />
        {product.shortDescription && (
          <div className="woocommerce-product-details__short-description prose-content" dangerouslySetInnerHTML={{ __html: product.shortDescription }} />
        )}
        <p className={`stock ${product.stockStatus === "outofstock" ? "out-of-stock text-sale" : "in-stock text-green-700"} font-semibold`}>
          {product.stockStatus === "outofstock" ? t("product.outOfStock") : product.stockStatus === "onbackorder" ? t("product.onBackorder") : t("product.inStock")}
        </p>
        <p>
          <a href={url} className="btn-outline">{t("quickView.viewDetails")}</a>
        </p>
      </div>
    </div>
  );
}
