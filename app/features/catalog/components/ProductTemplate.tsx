import { useState } from "react";
import { Breadcrumbs, type Crumb } from "~/ui/Breadcrumbs";
import { formatDate } from "~/lib/dates";
import { t } from "~/lib/i18n";
import type { Picture as PictureData } from "~/lib/media";
import type { ProductCard, ProductDetail, Review } from "../types";
import { ProductGallery } from "./gallery";
import { Price } from "./Price";
import { ProductGrid } from "./ProductCard";
import { StarRating } from "./StarRating";

type Props = { product: ProductDetail; crumbs: Crumb[]; related: ProductCard[]; reviews: Review[] };

function StockLine({ product }: { product: ProductDetail }) {
  if (product.stockStatus === "outofstock") return <p className="stock out-of-stock font-semibold text-sale">{t("product.outOfStock")}</p>;
  if (product.stockStatus === "onbackorder") return <p className="stock available-on-backorder">{t("product.onBackorder")}</p>;
  return (
    <p className="stock in-stock font-semibold text-green-700">
      {product.manageStock && product.stockQuantity !== null ? t("product.inStockCount", { count: product.stockQuantity }) : t("product.inStock")}
    </p>
  );
}

/** The single product page: gallery, summary, description, attributes, reviews, related products. */
export function ProductTemplate({ product, crumbs, related, reviews }: Props) {
  const images = product.image ? [product.image, ...product.gallery] : product.gallery;
  // The variations form sets the chosen variation's own image; the gallery shows it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by the variations form
  const [variationImage, setVariationImage] = useState<PictureData | null>(null);
  const shownAttributes = product.attributes.filter((a) => a.visible);
  return (
    <div className="container-page py-6">
      <Breadcrumbs items={crumbs} />
      <div className={`product type-product product-type-${product.type} mt-4 grid gap-8 md:grid-cols-2`}>
        <ProductGallery key={product.id} images={images} name={product.name} variationImage={variationImage} />
        <div className="summary entry-summary flex flex-col gap-4">
          <h1 className="product_title entry-title text-2xl font-bold sm:text-3xl">{product.name}</h1>
          {product.reviewCount > 0 && (
            <div className="woocommerce-product-rating flex items-center gap-2 text-sm">
              <StarRating rating={product.averageRating} count={product.reviewCount} />
              <a href="#reviews" className="woocommerce-review-link">{t("product.reviewCount", { count: product.reviewCount })}</a>
            </div>
          )}
          <Price price={product.price} className="text-xl" />
          {product.shortDescription && (
            <div className="woocommerce-product-details__short-description prose-content" dangerouslySetInnerHTML={{ __html: product.shortDescription }} />
          )}
          <StockLine product={product} />
          <div className="product_meta space-y-1 border-t border-gray-200 pt-4 text-sm text-muted">
            {product.sku && <p className="sku_wrapper">{t("product.sku")} <span className="sku text-ink">{product.sku}</span></p>}
            {product.categories.length > 0 && (
              <p className="posted_in">
                {t("product.categories")}{" "}
                {product.categories.map((c, i) => (
                  <span key={c.id}>{i > 0 && ", "}<a href={c.url} rel="tag" className="underline">{c.name}</a></span>
                ))}
              </p>
            )}
            {product.tags.length > 0 && (
              <p className="tagged_as">
                {t("product.tags")}{" "}
                {product.tags.map((c, i) => (
                  <span key={c.id}>{i > 0 && ", "}<a href={c.url} rel="tag" className="underline">{c.name}</a></span>
                ))}
              </p>
            )}
          </div>
        </div>
      </div>

      <section aria-labelledby="tab-title-description" className="mt-12">
        <h2 id="tab-title-description" className="text-xl font-bold">{t("product.description")}</h2>
        <div className="prose-content mt-4 max-w-prose" dangerouslySetInnerHTML={{ __html: product.description }} />
      </section>

      {(shownAttributes.length > 0 || product.weightGrams) && (
        <section aria-labelledby="tab-title-additional" className="mt-10">
          <h2 id="tab-title-additional" className="text-xl font-bold">{t("product.additionalInfo")}</h2>
          <table className="woocommerce-product-attributes shop_attributes mt-4 w-full max-w-prose text-left text-sm">
            <tbody>
              {product.weightGrams ? (
                <tr className="border-b border-gray-200">
                  <th scope="row" className="w-1/3 py-2 pr-4 font-semibold">{t("product.weight")}</th>
                  <td className="py-2">{t("product.weightValue", { grams: product.weightGrams.toLocaleString("vi-VN") })}</td>
                </tr>
              ) : null}
              {shownAttributes.map((a) => (
                <tr key={a.slug} className="border-b border-gray-200">
                  <th scope="row" className="w-1/3 py-2 pr-4 font-semibold">{a.name}</th>
                  <td className="py-2">{a.terms.map((x) => x.name).join(", ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      <section id="reviews" aria-labelledby="reviews-title" className="woocommerce-Reviews mt-10">
        <h2 id="reviews-title" className="text-xl font-bold">{t("product.reviews", { count: product.reviewCount })}</h2>
        {reviews.length === 0 ? (
          <p className="mt-3 text-muted">{t("product.noRating")}</p>
        ) : (
          <ol className="commentlist mt-4 space-y-6">
            {reviews.map((r) => (
              <li key={r.id} id={`comment-${r.id}`} className="review border-b border-gray-100 pb-4">
                <StarRating rating={r.rating} />
                <p className="mt-1 text-sm">
                  <strong className="woocommerce-review__author">{r.author}</strong>{" "}
                  <span className="text-muted">– <time dateTime={r.createdAt.toISOString()}>{formatDate(r.createdAt)}</time></span>
                </p>
                <p className="mt-1">{r.content}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      {related.length > 0 && (
        <section aria-labelledby="related-title" className="related products mt-12">
          <h2 id="related-title" className="mb-6 text-xl font-bold">{t("product.related")}</h2>
          <ProductGrid products={related} eagerCount={0} />
        </section>
      )}
    </div>
  );
}
