import { payableAmount } from "./pricing";
import type { ProductDetail } from "./types";

const AVAILABILITY = {
  instock: "https://schema.org/InStock",
  outofstock: "https://schema.org/OutOfStock",
  onbackorder: "https://schema.org/BackOrder",
} as const;

/** schema.org `Product` with its offer(s) in VND and its aggregate rating. */
export function productJsonLd(p: ProductDetail, url: string, siteUrl: string) {
  const images = [p.image, ...p.gallery].flatMap((i) => (i ? [new URL(i.fullSrc, siteUrl).href] : []));
  const offers =
    p.price?.kind === "range"
      ? {
          "@type": "AggregateOffer",
          priceCurrency: "VND",
          lowPrice: p.price.min,
          highPrice: p.price.max,
          offerCount: p.variations.length,
          availability: AVAILABILITY[p.stockStatus],
        }
      : p.price
        ? {
            "@type": "Offer",
            priceCurrency: "VND",
            price: payableAmount(p.price),
            availability: AVAILABILITY[p.stockStatus],
            url,
          }
        : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.name,
    url,
    sku: p.sku ?? undefined,
    image: images,
    description: p.shortDescription.replace(/<[^>]*>/g, "").trim() || undefined,
    category: p.categories[0]?.name,
    offers,
    aggregateRating:
      p.reviewCount > 0 ? { "@type": "AggregateRating", ratingValue: p.averageRating, reviewCount: p.reviewCount } : undefined,
  };
}
