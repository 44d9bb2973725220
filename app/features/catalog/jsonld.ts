import { payableAmount } from "./pricing";
import type { ProductDetail } from "./types";

const AVAILABILITY = {
  instock: "https://schema.org/InStock",
  outofstock: "https://schema.org/OutOfStock",
  onbackorder: "https://schema.org/BackOrder",
} as const;

/**
 * schema.org `Product` with its offer(s) in VND and its aggregate rating. A grouped product is a
 * `Product` with an `AggregateOffer` over its products (what Google's product snippets take for
 * several offers; a `ProductGroup` is for variants of one product, which a group's are not),
 * available while one of them is.
 */
export function productJsonLd(p: ProductDetail, url: string, siteUrl: string) {
  const grouped = p.type === "grouped";
  const stockStatus = grouped ? (p.children.find((c) => c.stockStatus !== "outofstock")?.stockStatus ?? "outofstock") : p.stockStatus;
  const own = [p.image, ...p.gallery];
  // A group without pictures of its own shows its products' (as its page's gallery does).
  const pictures = grouped && own.every((i) => !i) ? p.children.map((c) => c.image) : own;
  const images = pictures.flatMap((i) => (i ? [new URL(i.fullSrc, siteUrl).href] : []));
  const offers =
    p.price?.kind === "range"
      ? {
          "@type": "AggregateOffer",
          priceCurrency: "VND",
          lowPrice: p.price.min,
          highPrice: p.price.max,
          offerCount: grouped ? p.children.length : p.variations.length,
          availability: AVAILABILITY[stockStatus],
        }
      : p.price
        ? {
            "@type": "Offer",
            priceCurrency: "VND",
            price: payableAmount(p.price),
            availability: AVAILABILITY[stockStatus],
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
