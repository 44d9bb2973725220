import { describe, expect, it } from "vitest";
import { mismatchPaths, without } from "../../../../tests/support/sql-answer";
import { listingAnswerShape, productPageAnswerShape } from "./product-rows";

const size = (file: string) => ({ file, width: 400, height: 400, mime: "image/webp" });
const sizes = { thumbnail: { webp: size("2026/01/ao.webp"), jpeg: size("2026/01/ao.jpg") } };

const card = {
  id: 101,
  slug: "ao-thun",
  name: "Áo thun",
  type: "variable",
  regularPrice: null,
  salePrice: null,
  minPrice: 120000,
  maxPrice: 150000,
  onSale: false,
  stockStatus: "instock",
  averageRating: 4.5,
  reviewCount: 2,
  imageAlt: "",
  imageSizes: sizes,
};
const swatches = {
  attribute: "mau-sac",
  label: "Màu sắc",
  type: "color",
  values: [{ slug: "do", name: "Đỏ", color: "#ff0000", color2: null, label: null, thumb: null, image: sizes }],
};

describe("the listing's cards", () => {
  const answer = { cards: [{ ...card, swatches }, { ...card, id: 102, type: "simple", regularPrice: 90000, minPrice: 90000, maxPrice: 90000, swatches: null }] };

  it("takes cards with and without swatches, and a page without cards", () => {
    expect(mismatchPaths(listingAnswerShape, answer)).toEqual([]);
    expect(mismatchPaths(listingAnswerShape, { cards: null })).toEqual([]);
  });

  it("refuses a price as text, a price in part đồng, a swatch type cards do not draw and a missing key", () => {
    const [first, second] = answer.cards;
    expect(
      mismatchPaths(listingAnswerShape, {
        cards: [{ ...first, minPrice: "120000", swatches: { ...swatches, type: "select" } }, { ...second, maxPrice: 90000.5 }, without(second!, "swatches")],
      }),
    ).toEqual([
      ["cards", 0, "minPrice"],
      ["cards", 0, "swatches", "type"],
      ["cards", 1, "maxPrice"],
      ["cards", 2, "swatches"],
    ]);
  });
});

describe("catalog_product_page", () => {
  const picture = { alt: "Áo thun đỏ", sizes };
  const page = {
    ...card,
    imageId: 5,
    imageTitle: "ao-thun",
    imageCaption: "",
    sku: "AT-1",
    shortDescription: "",
    description: "<p>Áo</p>",
    stockQuantity: null,
    manageStock: false,
    backorders: "no",
    soldIndividually: false,
    minQuantity: null,
    maxQuantity: null,
    weightGrams: 200,
    createdAt: "2026-01-05T03:04:05.123456+00:00",
    updatedAt: "2026-01-06T10:00:00+07:00",
    gallery: [picture],
    terms: [{ id: 3, name: "Áo", slug: "ao", taxonomy: "product_cat" }],
    attributes: [
      {
        name: "Màu sắc",
        slug: "mau-sac",
        swatchType: "color",
        visible: true,
        usedForVariations: true,
        terms: [{ slug: "do", name: "Đỏ", color: "#ff0000", color2: null, label: null, image: null }],
      },
    ],
    variations: [
      {
        id: 201,
        sku: null,
        regularPrice: 150000,
        salePrice: 120000,
        stockStatus: "instock",
        manageStock: true,
        stockQuantity: 4,
        backorders: "notify",
        description: "",
        image: { ...picture, id: 6, title: "ao-do", caption: "" },
        values: [{ attribute: "mau-sac", term: "do" }, { attribute: "co", term: null }],
      },
    ],
    reviews: [{ id: 9, author: "Lan", rating: 5, content: "Đẹp", createdAt: "2026-01-07T01:02:03.5+00:00", verifiedOwner: true, reply: { content: "Cảm ơn bạn!", createdAt: "2026-01-08T01:02:03+00:00" } }],
    // A grouped product's; the function answers [] for others.
    children: [{ ...card, id: 104, type: "simple", regularPrice: 90000, minPrice: 90000, maxPrice: 90000, sku: "AT-2", manageStock: true, stockQuantity: 3, backorders: "no", soldIndividually: false, minQuantity: null, maxQuantity: 5 }],
    related: [{ ...card, id: 103 }],
  };

  it("takes a full product page, and none", () => {
    expect(mismatchPaths(productPageAnswerShape, { page })).toEqual([]);
    expect(mismatchPaths(productPageAnswerShape, { page: null })).toEqual([]);
  });

  it("refuses a variation's price as text, an unknown backorders setting, a date without its zone, a null alt and a related card with swatches", () => {
    const [variation] = page.variations;
    expect(
      mismatchPaths(productPageAnswerShape, {
        page: {
          ...page,
          createdAt: "2026-01-05 03:04:05",
          gallery: [{ ...picture, alt: null }],
          variations: [{ ...variation, regularPrice: "150000", backorders: "maybe" }],
          related: [{ ...card, swatches: null }],
        },
      }),
    ).toEqual([
      ["page", "createdAt"],
      ["page", "gallery", 0, "alt"],
      ["page", "variations", 0, "regularPrice"],
      ["page", "variations", 0, "backorders"],
      ["page", "related", 0],
    ]);
  });
});
