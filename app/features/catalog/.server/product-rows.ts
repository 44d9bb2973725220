import { z } from "zod";
import { backorders, productType, stockStatus, swatchType } from "../../../../db/schema/catalog";
import { mediaSizesShape } from "../../../../db/schema/media";
import { taxonomy } from "../../../../db/schema/taxonomy";
import { sameType } from "../../../platform/.server/sql-answer";
import type { Backorders, CardSwatches, ProductAttribute, ProductCard, StockStatus } from "../types";

/**
 * The JSON the catalogue's reads get from the database (`./products.ts`): the listing's cards and
 * `catalog_product_page` (db/functions/catalog.sql). Money is whole đồng; a key SQL leaves
 * out or adds, or a null where none may be, fails the check (app/platform/.server/sql-answer.ts).
 */

const money = z.int();
/** An instant as PostgreSQL writes it in JSON (ISO 8601 with its offset). */
const instant = z.iso.datetime({ offset: true });

const productTypeShape = z.enum(productType.enumValues);
const stockStatusShape = z.enum(stockStatus.enumValues);
const backordersShape = z.enum(backorders.enumValues);
const swatchTypeShape = z.enum(swatchType.enumValues);
sameType<z.infer<typeof productTypeShape>, ProductCard["type"]>(true);
sameType<z.infer<typeof stockStatusShape>, StockStatus>(true);
sameType<z.infer<typeof backordersShape>, Backorders>(true);
sameType<z.infer<typeof swatchTypeShape>, ProductAttribute["swatchType"]>(true);

/** What a card shows of a product and its image, as the listing and the product page's related cards give it. */
const cardRowShape = z.strictObject({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  type: productTypeShape,
  regularPrice: money.nullable(),
  salePrice: money.nullable(),
  minPrice: money.nullable(),
  maxPrice: money.nullable(),
  onSale: z.boolean(),
  stockStatus: stockStatusShape,
  averageRating: z.number(),
  reviewCount: z.int(),
  imageAlt: z.string().nullable(),
  imageSizes: mediaSizesShape.nullable(),
});
export type CardRow = z.infer<typeof cardRowShape>;

const swatchTypeOfCard = z.enum(["color", "image", "label"]);
sameType<z.infer<typeof swatchTypeOfCard>, CardSwatches["type"]>(true);

/** `products.card_swatches`, built by `product_card_swatches()` (db/functions/catalog.sql). */
const swatchRowShape = z.strictObject({
  attribute: z.string(),
  label: z.string(),
  type: swatchTypeOfCard,
  values: z
    .array(
      z.strictObject({
        slug: z.string(),
        name: z.string(),
        color: z.string().nullable(),
        color2: z.string().nullable(),
        label: z.string().nullable(),
        thumb: mediaSizesShape.nullable(),
        image: mediaSizesShape.nullable(),
      }),
    )
    .nullable(),
});
export type SwatchRow = z.infer<typeof swatchRowShape>;

/** A listing's card: a card with the product's swatches. */
const listingCardRowShape = cardRowShape.extend({ swatches: swatchRowShape.nullable() });
export type ListingCardRow = z.infer<typeof listingCardRowShape>;

/** The listing statement's one row: its cards as one JSON array, null when the page has none. */
export const listingAnswerShape = z.strictObject({ cards: z.array(listingCardRowShape).nullable() });

const pictureShape = z.strictObject({ alt: z.string(), sizes: mediaSizesShape });
export type JsonPicture = z.infer<typeof pictureShape> | null;
/** A picture with what `data-product_variations` also tells of it. */
const attachmentShape = pictureShape.extend({ id: z.int(), title: z.string(), caption: z.string() });
export type JsonAttachment = z.infer<typeof attachmentShape> | null;

const productPageRowShape = cardRowShape.extend({
  imageId: z.int().nullable(),
  imageTitle: z.string().nullable(),
  imageCaption: z.string().nullable(),
  sku: z.string().nullable(),
  shortDescription: z.string(),
  description: z.string(),
  stockQuantity: z.int().nullable(),
  manageStock: z.boolean(),
  backorders: backordersShape,
  soldIndividually: z.boolean(),
  minQuantity: z.int().nullable(),
  maxQuantity: z.int().nullable(),
  weightGrams: z.int().nullable(),
  createdAt: instant,
  updatedAt: instant,
  gallery: z.array(pictureShape),
  terms: z.array(z.strictObject({ id: z.int(), name: z.string(), slug: z.string(), taxonomy: z.enum(taxonomy.enumValues) })),
  attributes: z.array(
    z.strictObject({
      name: z.string(),
      slug: z.string(),
      swatchType: swatchTypeShape,
      visible: z.boolean(),
      usedForVariations: z.boolean(),
      terms: z.array(
        z.strictObject({
          slug: z.string(),
          name: z.string(),
          color: z.string().nullable(),
          color2: z.string().nullable(),
          label: z.string().nullable(),
          image: pictureShape.nullable(),
        }),
      ),
    }),
  ),
  variations: z.array(
    z.strictObject({
      id: z.int(),
      sku: z.string().nullable(),
      regularPrice: money,
      salePrice: money.nullable(),
      stockStatus: stockStatusShape,
      manageStock: z.boolean(),
      stockQuantity: z.int().nullable(),
      backorders: backordersShape,
      description: z.string(),
      image: attachmentShape.nullable(),
      values: z.array(z.strictObject({ attribute: z.string(), term: z.string().nullable() })),
    }),
  ),
  reviews: z.array(
    z.strictObject({
      id: z.int(),
      author: z.string(),
      rating: z.int(),
      content: z.string(),
      createdAt: instant,
      verifiedOwner: z.boolean(),
      reply: z.strictObject({ content: z.string(), createdAt: instant }).nullable(),
    }),
  ),
  children: z.array(
    cardRowShape.extend({
      sku: z.string().nullable(),
      manageStock: z.boolean(),
      stockQuantity: z.int().nullable(),
      backorders: backordersShape,
      soldIndividually: z.boolean(),
      minQuantity: z.int().nullable(),
      maxQuantity: z.int().nullable(),
    }),
  ),
  related: z.array(cardRowShape),
});

/** `select catalog_product_page(…) as page`: null for no published product of that slug. */
export const productPageAnswerShape = z.strictObject({ page: productPageRowShape.nullable() });
