import { useState } from "react";
import { Breadcrumbs, type Crumb } from "~/ui/Breadcrumbs";
import { ServerHtml } from "~/ui/ServerHtml";
import { t } from "~/lib/i18n";
import type { Picture as PictureData } from "~/lib/media";
import type { ProductCard, ProductDetail } from "../types";
import { DeferredProductGallery } from "./gallery/DeferredProductGallery";
import { Price } from "./Price";
import { ProductForm } from "./product-form";
import { ProductGrid } from "./ProductGrid";
import { StarRating } from "./StarRating";
import type { ReviewsData } from "./product-page/ProductReviews";
import type { ReviewFormState } from "./product-page/ReviewForm";
import { type ProductTab, ProductTabs } from "./product-page/ProductTabs";
import { ReviewsSection } from "./product-page/ReviewsSection";

/** The product's editor-written HTML; null in a document's data (the server drew it: ServerHtml). */
export type ProductTexts = Pick<ProductDetail, "description" | "shortDescription">;

type Props = {
  product: Omit<ProductDetail, keyof ProductTexts>;
  texts: ProductTexts | null;
  /** The variations form's `data-product_variations`; null in a document's data (the server drew it). */
  variationsData: string | null;
  hasShortDescription: boolean;
  crumbs: Crumb[];
  /** Null in a document's data (ProductGrid); `hasRelated` says whether there are any. */
  related: ProductCard[] | null;
  hasRelated: boolean;
  reviews: ReviewsData;
  reviewForm?: ReviewFormState;
  /** The address asks for the reviews (a page of them, `?cpage=`): their tab is the one drawn open. */
  reviewsFirst: boolean;
};

function StockLine({ product }: { product: Props["product"] }) {
  if (product.stockStatus === "outofstock") return <p className="stock out-of-stock font-semibold text-sale">{t("product.outOfStock")}</p>;
  if (product.stockStatus === "onbackorder") return <p className="stock available-on-backorder">{t("product.onBackorder")}</p>;
  return (
    <p className="stock in-stock font-semibold text-green-700">
      {product.manageStock && product.stockQuantity !== null ? t("product.inStockCount", { count: product.stockQuantity }) : t("product.inStock")}
    </p>
  );
}

/** The additional information tab's table: weight, then the attributes shown on the product page. */
function AttributesTable({ product, attributes }: { product: Props["product"]; attributes: Props["product"]["attributes"] }) {
  return (
    <table className="woocommerce-product-attributes shop_attributes w-full max-w-prose text-left text-sm">
      <tbody>
        {product.weightGrams ? (
          <tr className="border-b border-gray-200">
            <th scope="row" className="w-1/3 py-2 pr-4 font-semibold">{t("product.weight")}</th>
            <td className="py-2">{t("product.weightValue", { grams: product.weightGrams.toLocaleString("vi-VN") })}</td>
          </tr>
        ) : null}
        {attributes.map((a) => (
          <tr key={a.slug} className="border-b border-gray-200">
            <th scope="row" className="w-1/3 py-2 pr-4 font-semibold">{a.name}</th>
            <td className="py-2">{a.terms.map((x) => x.name).join(", ")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The single product page: gallery, summary, the tabs (description, attributes, reviews), related products. */
export function ProductTemplate({ product, texts, variationsData, hasShortDescription, crumbs, related, hasRelated, reviews, reviewForm, reviewsFirst }: Props) {
  const own = product.image ? [product.image, ...product.gallery] : product.gallery;
  // A grouped product without pictures of its own shows its products' (WooCommerce would show a placeholder).
  const images = own.length === 0 && product.type === "grouped" ? product.children.flatMap((c) => c.image ?? []) : own;
  const shownAttributes = product.attributes.filter((a) => a.visible);
  // The variations form sets the chosen variation's own image and SKU; the gallery and the meta show them.
  const [variationImage, setVariationImage] = useState<PictureData | null>(null);
  const [variationSku, setVariationSku] = useState<string | null>(null);
  const sku = variationSku ?? product.sku;
  const tabs: ProductTab[] = [
    { key: "description", title: t("product.description"), content: <ServerHtml html={texts?.description ?? null} className="prose-content max-w-prose" /> },
    ...(shownAttributes.length > 0 || product.weightGrams ? [{ key: "additional_information" as const, title: t("product.additionalInfo"), content: <AttributesTable product={product} attributes={shownAttributes} /> }] : []),
    { key: "reviews", title: t("product.reviews", { count: reviews.reviewCount }), content: <ReviewsSection data={reviews} form={reviewForm} />, followsUrl: true },
  ];
  return (
    <div className="container-page py-6">
      <Breadcrumbs items={crumbs} />
      <div className={`product type-product product-type-${product.type} mt-4 grid gap-8 md:grid-cols-2`}>
        <DeferredProductGallery key={product.id} images={images} name={product.name} variationImage={variationImage} />
        <div className="summary entry-summary flex flex-col gap-4">
          <h1 className="product_title entry-title text-2xl font-bold sm:text-3xl">{product.name}</h1>
          {product.reviewCount > 0 && (
            <div className="woocommerce-product-rating flex items-center gap-2 text-sm">
              <StarRating rating={product.averageRating} count={product.reviewCount} />
              <a href="#reviews" className="woocommerce-review-link">{t("product.reviewCount", { count: product.reviewCount })}</a>
            </div>
          )}
          <Price price={product.price} className="text-xl" />
          {hasShortDescription && <ServerHtml html={texts?.shortDescription ?? null} className="woocommerce-product-details__short-description prose-content" />}
          {product.type === "simple" && <StockLine product={product} />}
          <ProductForm product={product} variationsData={variationsData} onVariationChange={setVariationImage} onSkuChange={setVariationSku} />
          <div className="product_meta space-y-1 border-t border-gray-200 pt-4 text-sm text-muted">
            {sku && <p className="sku_wrapper">{t("product.sku")} <span className="sku text-ink">{sku}</span></p>}
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

      <ProductTabs key={product.id} tabs={tabs} selected={reviewsFirst || reviewForm !== undefined ? "reviews" : "description"} />

      {hasRelated && (
        <section aria-labelledby="related-title" className="related products mt-12">
          <h2 id="related-title" className="mb-6 text-xl font-bold">{t("product.related")}</h2>
          <ProductGrid products={related} renderOnlyKey="product.related" eagerCount={0} />
        </section>
      )}
    </div>
  );
}
