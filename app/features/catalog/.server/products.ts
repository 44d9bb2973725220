import { type SQL, and, asc, desc, eq, sql } from "drizzle-orm";
import { products, reviews } from "../../../../db/schema";
import type { MediaSizes } from "../../../../db/schema/media";
import { type Db, queryRows } from "../../../platform/.server/db";
import { memoPerDb } from "../../../platform/.server/memo";
import { type SizeName, toPicture } from "../../../lib/media";
import { priceDisplay } from "../pricing";
import type { SortOrder } from "../sorting";
import type { ProductAttribute, ProductCard, ProductDetail, Review, TermLink } from "../types";
import { categoryUrl, loadCategoryTree } from "./categories";

const published = eq(products.status, "publish");

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

export type ListingFilter = {
  categoryId?: number;
  tagId?: number;
  featured?: boolean;
  onSale?: boolean;
  /** Words that must all appear in the name, compared without diacritics ("dong ho" finds "Đồng hồ"). */
  nameContains?: string;
};

/** A JS array as a PostgreSQL array parameter (through JSON: the same on both drivers). */
const intArray = (values: number[] | undefined) =>
  values ? sql`array(select x::int from json_array_elements_text(${JSON.stringify(values)}::json) x)` : sql`null::int[]`;
const textArray = (values: string[] | undefined) =>
  values ? sql`array(select json_array_elements_text(${JSON.stringify(values)}::json))` : sql`null::text[]`;

/** The arguments of the SQL filter `catalog_listed` (db/migrations/0004) for a listing filter. */
async function listingArguments(db: Db, f: ListingFilter): Promise<SQL> {
  const categoryIds = f.categoryId === undefined ? undefined : (await loadCategoryTree(db)).subtreeIds(f.categoryId);
  const words = (f.nameContains ?? "").split(/\s+/).filter(Boolean).slice(0, 8);
  const patterns = words.length ? words.map((w) => `%${w.replace(/[\\%_]/g, "\\$&")}%`) : undefined;
  return sql`${intArray(categoryIds)}, ${f.tagId ?? null}::int, ${f.featured ?? false}, ${f.onSale ?? false}, ${textArray(patterns)}`;
}

/**
 * One page of a listing in one of WooCommerce's orders (`catalog_listing`, one indexed plan per
 * order), with the listing's total.
 */
export async function listProducts(
  db: Db,
  o: { filter?: ListingFilter; sort: SortOrder; page: number; perPage: number },
): Promise<{ items: ProductCard[]; total: number }> {
  const f = o.filter ?? {};
  const args = await listingArguments(db, f);
  const [rows, total] = await Promise.all([
    queryRows<{ page: CardRow[] }>(
      db,
      sql`select catalog_listing(${o.sort}, ${o.perPage}::int, ${(o.page - 1) * o.perPage}::int, ${args}) as page`,
    ),
    listingTotal(db, { ...f, nameContains: f.nameContains?.trim().toLowerCase() }),
  ]);
  return { items: (rows[0]?.page ?? []).map((r) => toCard(r)), total };
}

/**
 * How many products a listing has. Counting thousands of rows costs more than reading the page
 * itself, and the total changes only when the catalogue does: it is kept for 10 s.
 */
const listingTotal = memoPerDb(10_000, async (db: Db, filter: ListingFilter) => {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from products p where catalog_listed(p, ${await listingArguments(db, filter)})`,
  );
  return Number(row?.n ?? 0);
});

type JsonPicture = { alt: string | null; sizes: MediaSizes } | null;
type ProductPageRow = CardRow & {
  sku: string | null;
  shortDescription: string;
  description: string;
  stockQuantity: number | null;
  manageStock: boolean;
  minQuantity: number | null;
  maxQuantity: number | null;
  weightGrams: number | null;
  /** ISO strings: the row arrives as JSON. */
  createdAt: string;
  updatedAt: string;
  gallery: Array<NonNullable<JsonPicture>>;
  terms: Array<{ id: number; name: string; slug: string; taxonomy: string }>;
  attributes: Array<{
    name: string;
    slug: string;
    swatchType: ProductAttribute["swatchType"];
    visible: boolean;
    usedForVariations: boolean;
    terms: Array<{ slug: string; name: string; color: string | null; color2: string | null; label: string | null; image: JsonPicture }>;
  }>;
  variations: Array<{
    id: number;
    sku: string | null;
    regularPrice: number;
    salePrice: number | null;
    stockStatus: ProductCard["stockStatus"];
    manageStock: boolean;
    stockQuantity: number | null;
    image: JsonPicture;
    values: Array<{ attribute: string; term: string | null }>;
  }>;
};

/**
 * A product page's data in one round trip (`catalog_product_page`): the product with its
 * gallery, terms, attributes with their swatch data, and variations with their attribute values.
 */
export async function getProductBySlug(db: Db, slug: string): Promise<ProductDetail | null> {
  const [rows, tree] = await Promise.all([
    queryRows<{ page: ProductPageRow | null }>(db, sql`select catalog_product_page(${slug}) as page`),
    loadCategoryTree(db),
  ]);
  const row = rows[0]?.page;
  if (!row) return null;
  const picture = (p: JsonPicture, fallbackAlt: string, size: SizeName) =>
    p ? toPicture({ alt: p.alt || fallbackAlt, sizes: p.sizes }, size) : null;
  const termsOf = (taxonomy: string) => row.terms.filter((t) => t.taxonomy === taxonomy);
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
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
    gallery: row.gallery.flatMap((g) => picture(g, row.name, "single") ?? []),
    categories: termsOf("product_cat").map((t): TermLink => ({
      id: t.id,
      name: t.name,
      slug: t.slug,
      url: categoryUrl(tree.byId.get(t.id) ?? { path: [t.slug] }),
    })),
    tags: termsOf("product_tag").map((t): TermLink => ({ id: t.id, name: t.name, slug: t.slug, url: `/tu-khoa-san-pham/${t.slug}/` })),
    attributes: row.attributes.map((a) => ({
      name: a.name,
      slug: a.slug,
      fieldName: `attribute_pa_${a.slug}`,
      swatchType: a.swatchType,
      usedForVariations: a.usedForVariations,
      visible: a.visible,
      terms: a.terms.map((t) => ({ ...t, image: picture(t.image, t.name, "gallery_thumbnail") })),
    })),
    variations: row.variations.map((v) => ({
      id: v.id,
      sku: v.sku,
      price: priceDisplay({ type: "simple", regularPrice: v.regularPrice, salePrice: v.salePrice, minPrice: null, maxPrice: null })!,
      stockStatus: v.stockStatus,
      stockQuantity: v.manageStock ? v.stockQuantity : null,
      attributes: Object.fromEntries(v.values.map((x) => [`attribute_pa_${x.attribute}`, x.term ?? ""])),
      image: picture(v.image, row.name, "single"),
    })),
  };
}

/** Best sellers sharing a category with the product, never the product itself (`catalog_related`). */
export async function relatedProducts(db: Db, product: Pick<ProductDetail, "id">, limit = 4): Promise<ProductCard[]> {
  const [row] = await queryRows<{ cards: CardRow[] }>(db, sql`select catalog_related(${product.id}::int, ${limit}::int) as cards`);
  return (row?.cards ?? []).map((r) => toCard(r));
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
