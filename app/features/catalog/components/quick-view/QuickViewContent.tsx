import { t } from "~/lib/i18n";
import { useState } from "react";
import { timings } from "~/lib/constants";
import type { Picture } from "~/lib/media";
import { Price } from "../Price";
import { productUrl } from "../../product-url";
import { StarRating } from "../StarRating";
import { ProductGallery } from "../gallery";
import { ProductForm } from "../product-form";
import type { QuickViewProduct } from "./quick-view-data";

/**
 * A product's page content as the quick view shows it: images, name, rating, price, short
 * description, stock, and the way to the full page. Rendered by the server for the
 * `flatsome_quickview` answer and by the browser inside the popup.
 */
export function QuickViewContent({ product, titleId }: { product: QuickViewProduct; titleId?: string }) {
  const url = productUrl(product.slug);
  const images = product.image ? [product.image, ...product.gallery] : product.gallery;
  const [variationImage, setVariationImage] = useState<Picture | null>(null);
  return (
    <div className={`product-quick-view-container product type-product post-${product.id} product-type-${product.type} grid gap-6 md:grid-cols-2`}>
      <ProductGallery key={product.id} images={images} name={product.name} variationImage={variationImage} dragThreshold={timings.quick_view_drag_threshold} />
      <div className="product-info summary entry-summary flex flex-col gap-3">
        <h2 id={titleId} className="product_title entry-title text-2xl font-bold">{product.name}</h2>
        {product.reviewCount > 0 && <StarRating rating={product.averageRating} count={product.reviewCount} />}
        <Price price={product.price} className="text-xl" />
        {product.shortDescription && (
          <div className="woocommerce-product-details__short-description prose-content" dangerouslySetInnerHTML={{ __html: product.shortDescription }} />
        )}
        <ProductForm product={product} variationsData={product.variationsData} onVariationChange={setVariationImage} sticky={false} ajaxAdd />
        <p>
          <a href={url} className="btn-outline">{t("quickView.viewDetails")}</a>
        </p>
      </div>
    </div>
  );
}
