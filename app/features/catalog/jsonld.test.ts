import { describe, expect, it } from "vitest";
import { productJsonLd } from "./jsonld";
import type { GroupedChild, ProductDetail } from "./types";

const child = (id: number, stockStatus: GroupedChild["stockStatus"]) => ({ id, stockStatus, image: { fullSrc: `/wp-content/uploads/2026/01/sp-${id}.jpg` } }) as GroupedChild;
const group = (children: GroupedChild[]) =>
  ({
    type: "grouped",
    name: "Bộ sưu tập trà",
    sku: null,
    image: null,
    gallery: [],
    shortDescription: "",
    categories: [],
    reviewCount: 0,
    averageRating: 0,
    stockStatus: "instock",
    price: { kind: "range", min: 30000, max: 250000 },
    variations: [],
    children,
  }) as unknown as ProductDetail;

describe("a grouped product's JSON-LD", () => {
  it("is a Product with an AggregateOffer over its products, in stock while one of them is", () => {
    const ld = productJsonLd(group([child(1, "outofstock"), child(2, "instock"), child(3, "instock")]), "https://shop.vn/san-pham/bo/", "https://shop.vn");
    expect(ld["@type"]).toBe("Product");
    // Without pictures of its own, its products'.
    expect(ld.image).toEqual([1, 2, 3].map((id) => `https://shop.vn/wp-content/uploads/2026/01/sp-${id}.jpg`));
    expect(ld.offers).toEqual({
      "@type": "AggregateOffer",
      priceCurrency: "VND",
      lowPrice: 30000,
      highPrice: 250000,
      offerCount: 3,
      availability: "https://schema.org/InStock",
    });
  });

  it("is out of stock when every product is", () => {
    const ld = productJsonLd(group([child(1, "outofstock")]), "https://shop.vn/san-pham/bo/", "https://shop.vn");
    expect(ld.offers).toMatchObject({ availability: "https://schema.org/OutOfStock" });
  });
});
