import { type SQL, and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  attributeTerms,
  attributes,
  media,
  productAttributeTerms,
  productAttributes,
  productGallery,
  productTerms,
  productVariations,
  products,
  reviews,
  terms,
  variationAttributes,
} from "../../../../db/schema";
import type { MediaSizes } from "../../../../db/schema/media";
import type { Db } from "../../../platform/.server/db";
import { memoPerDb } from "../../../platform/.server/memo";
import { type SizeName, toPicture } from "../../../lib/media";
import { priceDisplay } from "../pricing";
import type { SortOrder } from "../sorting";
import type { ProductAttribute, ProductCard, ProductDetail, Review, TermLink } from "../types";
import { categoryUrl, loadCategoryTree } from "./categories";

const published = eq(products.status, "publish");

const cardColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  type: products.type,
  regularPrice: products.regularPrice,
  salePrice: products.salePrice,
  minPrice: products.minPrice,
  maxPrice: products.maxPrice,
  onSale: products.onSale,
  stockStatus: products.stockStatus,
  averageRating: products.averageRating,
  reviewCount: products.reviewCount,
  imageAlt: media.alt,
  imageSizes: media.sizes,
};
type CardRow = {
  id: number;
  slug: string;
  name: string;
  type: "simple" | "variable";
  regularPrice: number | null;
  salePrice: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  onSale: boolean;
  stockStatus: ProductCard["stockStatus"];
  averageRating: number;
  reviewCount: number;
  imageAlt: string | null;
  imageSizes: MediaSizes | null;
};

function toCard(r: CardRow, size: SizeName = "thumbnail"): ProductCard {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    type: r.type,
    price: priceDisplay(r),
    onSale: r.onSale,
    stockStatus: r.stockStatus,
    averageRating: Number(r.averageRating),
    reviewCount: r.reviewCount,
    image: r.imageSizes ? toPicture({ alt: r.imageAlt ?? r.name, sizes: r.imageSizes }, size) : null,
  };
}

/** Descending with nulls last: the direction the listing indexes are built in (db/schema/catalog.ts). */
const down = (column: AnyPgColumn) => sql`${column} desc nulls last`;

/** WooCommerce's orderings; the id breaks ties so pages never overlap. Each has its own index. */
const ORDER_BY: Record<SortOrder, SQL[]> = {
  menu_order: [asc(products.menuOrder), asc(products.name), asc(products.id)],
  popularity: [down(products.totalSales), down(products.id)],
  rating: [down(products.averageRating), down(products.reviewCount), down(products.id)],
  date: [down(products.createdAt), down(products.id)],
  price: [asc(products.minPrice), asc(products.id)],
  "price-desc": [down(products.maxPrice), down(products.id)],
};

export type ListingFilter = {
  categoryId?: number;
  tagId?: number;
  featured?: boolean;
  onSale?: boolean;
  /** Words that must all appear in the name, compared without diacritics ("dong ho" finds "Đồng hồ"). */
  nameContains?: string;
};

export async function listProducts(
  db: Db,
  o: { filter?: ListingFilter; sort: SortOrder; page: number; perPage: number },
): Promise<{ items: ProductCard[]; total: number }> {
  const f = o.filter ?? {};
  const condition = await listingCondition(db, f);
  const [rows, total] = await Promise.all([
    db
      .select(cardColumns)
      .from(products)
      .leftJoin(media, eq(media.id, products.imageId))
      .where(condition)
      .orderBy(...ORDER_BY[o.sort])
      .limit(o.perPage)
      .offset((o.page - 1) * o.perPage),
    listingTotal(db, { ...f, nameContains: f.nameContains?.trim().toLowerCase() }),
  ]);
  return { items: rows.map((r) => toCard(r)), total };
}

/**
 * How many products a listing has. Counting thousands of rows costs more than reading the page
 * itself, and the total changes only when the catalogue does: it is kept for 10 s.
 */
const listingTotal = memoPerDb(10_000, async (db: Db, filter: ListingFilter) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(await listingCondition(db, filter));
  return row?.n ?? 0;
});

async function listingCondition(db: Db, f: ListingFilter): Promise<SQL | undefined> {
  const where: SQL[] = [published];
  if (f.categoryId !== undefined) {
    const ids = (await loadCategoryTree(db)).subtreeIds(f.categoryId);
    where.push(inTerms(ids));
  }
  if (f.tagId !== undefined) where.push(inTerms([f.tagId]));
  if (f.featured) where.push(eq(products.featured, true));
  if (f.onSale) where.push(eq(products.onSale, true));
  for (const word of (f.nameContains ?? "").split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = `%${word.replace(/[\\%_]/g, "\\$&")}%`;
    where.push(sql`public.vn_fold(${products.name}) like public.vn_fold(${pattern})`);
  }
  return and(...where);
}

function inTerms(ids: number[]): SQL {
  return sql`exists (select 1 from ${productTerms} where ${productTerms.productId} = ${products.id} and ${inArray(productTerms.termId, ids)})`;
}

export async function getProductBySlug(db: Db, slug: string): Promise<ProductDetail | null> {
  const [row] = await db
    .select({
      ...cardColumns,
      sku: products.sku,
      shortDescription: products.shortDescription,
      description: products.description,
      stockQuantity: products.stockQuantity,
      manageStock: products.manageStock,
      minQuantity: products.minQuantity,
      maxQuantity: products.maxQuantity,
      weightGrams: products.weightGrams,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .leftJoin(media, eq(media.id, products.imageId))
    .where(and(published, eq(products.slug, slug)));
  if (!row) return null;
  const id = row.id;

  const [gallery, termRows, attributeRows, variationRows, tree] = await Promise.all([
    db
      .select({ alt: media.alt, sizes: media.sizes })
      .from(productGallery)
      .innerJoin(media, eq(media.id, productGallery.mediaId))
      .where(eq(productGallery.productId, id))
      .orderBy(asc(productGallery.position)),
    db
      .select({ id: terms.id, name: terms.name, slug: terms.slug, taxonomy: terms.taxonomy })
      .from(productTerms)
      .innerJoin(terms, eq(terms.id, productTerms.termId))
      .where(eq(productTerms.productId, id))
      .orderBy(asc(terms.name)),
    db
      .select({
        attributeId: attributes.id,
        attributeName: attributes.name,
        attributeSlug: attributes.slug,
        swatchType: attributes.swatchType,
        position: productAttributes.position,
        visible: productAttributes.visible,
        usedForVariations: productAttributes.usedForVariations,
        termSlug: attributeTerms.slug,
        termName: attributeTerms.name,
        color: attributeTerms.color,
        color2: attributeTerms.color2,
        label: attributeTerms.label,
        imageAlt: media.alt,
        imageSizes: media.sizes,
      })
      .from(productAttributes)
      .innerJoin(attributes, eq(attributes.id, productAttributes.attributeId))
      .innerJoin(productAttributeTerms, eq(productAttributeTerms.productId, productAttributes.productId))
      .innerJoin(
        attributeTerms,
        and(eq(attributeTerms.id, productAttributeTerms.termId), eq(attributeTerms.attributeId, attributes.id)),
      )
      .leftJoin(media, eq(media.id, attributeTerms.imageId))
      .where(eq(productAttributes.productId, id))
      .orderBy(asc(productAttributes.position), asc(attributeTerms.menuOrder), asc(attributeTerms.id)),
    row.type === "variable"
      ? db
          .select({
            id: productVariations.id,
            sku: productVariations.sku,
            regularPrice: productVariations.regularPrice,
            salePrice: productVariations.salePrice,
            stockStatus: productVariations.stockStatus,
            stockQuantity: productVariations.stockQuantity,
            manageStock: productVariations.manageStock,
            imageAlt: media.alt,
            imageSizes: media.sizes,
            values: sql<Array<{ attribute: string; term: string | null }>>`coalesce((
              select json_agg(json_build_object('attribute', a.slug, 'term', t.slug))
              from ${variationAttributes} va
              join ${attributes} a on a.id = va.attribute_id
              left join ${attributeTerms} t on t.id = va.term_id
              where va.variation_id = ${productVariations.id}), '[]'::json)`,
          })
          .from(productVariations)
          .leftJoin(media, eq(media.id, productVariations.imageId))
          .where(and(eq(productVariations.productId, id), eq(productVariations.status, "publish")))
          .orderBy(asc(productVariations.menuOrder), asc(productVariations.id))
      : Promise.resolve([]),
    loadCategoryTree(db),
  ]);

  const attributesBySlug = new Map<string, ProductAttribute>();
  for (const a of attributeRows) {
    let attr = attributesBySlug.get(a.attributeSlug);
    if (!attr) {
      attr = {
        name: a.attributeName,
        slug: a.attributeSlug,
        fieldName: `attribute_pa_${a.attributeSlug}`,
        swatchType: a.swatchType,
        usedForVariations: a.usedForVariations,
        visible: a.visible,
        terms: [],
      };
      attributesBySlug.set(a.attributeSlug, attr);
    }
    attr.terms.push({
      slug: a.termSlug,
      name: a.termName,
      color: a.color,
      color2: a.color2,
      label: a.label,
      image: a.imageSizes ? toPicture({ alt: a.imageAlt ?? a.termName, sizes: a.imageSizes }, "gallery_thumbnail") : null,
    });
  }

  const link = (t: (typeof termRows)[number], url: string): TermLink => ({ id: t.id, name: t.name, slug: t.slug, url });
  return {
    ...toCard(row, "single"),
    sku: row.sku,
    shortDescription: row.shortDescription,
    description: row.description,
    stockQuantity: row.stockQuantity,
    manageStock: row.manageStock,
    minQuantity: row.minQuantity,
    maxQuantity: row.maxQuantity,
    weightGrams: row.weightGrams,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    gallery: gallery.flatMap((g) => toPicture({ alt: g.alt || row.name, sizes: g.sizes }, "single") ?? []),
    categories: termRows
      .filter((t) => t.taxonomy === "product_cat")
      .map((t) => link(t, categoryUrl(tree.byId.get(t.id) ?? { path: [t.slug] }))),
    tags: termRows.filter((t) => t.taxonomy === "product_tag").map((t) => link(t, `/tu-khoa-san-pham/${t.slug}/`)),
    attributes: [...attributesBySlug.values()],
    variations: variationRows.map((v) => ({
      id: v.id,
      sku: v.sku,
      price: priceDisplay({ type: "simple", regularPrice: v.regularPrice, salePrice: v.salePrice, minPrice: null, maxPrice: null })!,
      stockStatus: v.stockStatus,
      stockQuantity: v.manageStock ? v.stockQuantity : null,
      attributes: Object.fromEntries(v.values.map((x) => [`attribute_pa_${x.attribute}`, x.term ?? ""])),
      image: v.imageSizes ? toPicture({ alt: v.imageAlt ?? row.name, sizes: v.imageSizes }, "single") : null,
    })),
  };
}

/** Other products from the same categories, best sellers first. */
export async function relatedProducts(db: Db, product: Pick<ProductDetail, "id" | "categories">, limit = 4): Promise<ProductCard[]> {
  if (product.categories.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(products)
    .leftJoin(media, eq(media.id, products.imageId))
    .where(and(published, ne(products.id, product.id), inTerms(product.categories.map((c) => c.id))))
    .orderBy(desc(products.totalSales), asc(products.id))
    .limit(limit);
  return rows.map((r) => toCard(r));
}

export async function approvedReviews(db: Db, productId: number, o: { page: number; perPage: number }): Promise<Review[]> {
  const rows = await db
    .select({
      id: reviews.id,
      author: reviews.authorName,
      rating: reviews.rating,
      content: reviews.content,
      createdAt: reviews.createdAt,
      verifiedOwner: reviews.verifiedOwner,
    })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, "approved")))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(o.perPage)
    .offset((o.page - 1) * o.perPage);
  return rows;
}

/** Every published product's path and last change, for the sitemap. */
export function productSitemapEntries(db: Db) {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(published)
    .orderBy(asc(products.id));
}
