import { type SQL, and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { media, productTerms, products, reviews } from "../../../../db/schema";
import type { Db } from "../../../platform/.server/db";
import { queryChecked } from "../../../platform/.server/sql-answer";
import { type CatalogAspect, catalogCache } from "../../../platform/.server/versioned-cache";
import { type SizeName, renditionUrl, toPicture } from "../../../lib/media";
import { isSlug } from "../../../lib/slug";
import { priceDisplay } from "../pricing";
import type { SortOrder } from "../sorting";
import type { CardSwatch, CardSwatches, ProductCard, ProductDetail, Review, TermLink } from "../types";
import { categoryUrl, loadCategoryTree } from "./categories";
import { type CardRow, type JsonAttachment, type JsonPicture, type ListingCardRow, type SwatchRow, listingAnswerShape, productPageAnswerShape } from "./product-rows";
import { type Attachment, variationsData } from "./variation-data";
import { type ResolvedFilters, allConditions, filterAspects, filterConditions } from "./layered-filters";

const published = eq(products.status, "publish");

/** A card's swatches with only the fields it draws: absent ones are left out of the page's data. */
function toSwatches(r: SwatchRow | null | undefined): CardSwatches | undefined {
  if (!r?.values?.length) return undefined;
  return {
    attribute: r.attribute,
    label: r.label,
    type: r.type,
    values: r.values.map((v) => {
      const swatch: CardSwatch = { value: v.slug, name: v.name };
      if (v.color) swatch.color = v.color;
      if (v.color2) swatch.color2 = v.color2;
      if (v.label && v.label !== v.name) swatch.label = v.label;
      const small = v.thumb?.gallery_thumbnail;
      if (small) swatch.thumb = { src: renditionUrl(small.jpeg), webp: renditionUrl(small.webp), ...(small.avif ? { avif: renditionUrl(small.avif) } : {}) };
      const picture = v.image ? toPicture({ alt: "", sizes: v.image }, "thumbnail") : null;
      if (picture) swatch.image = { src: picture.src, srcset: picture.webpSrcset, ...(picture.avifSrcset ? { avifSrcset: picture.avifSrcset } : {}) };
      return swatch;
    }),
  };
}

/** A card of a listing's row (with its swatches) or of the product page's (without). */
function toCard(r: CardRow & Partial<Pick<ListingCardRow, "swatches">>, size: SizeName = "thumbnail"): ProductCard {
  const swatches = toSwatches(r.swatches);
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
    ...(swatches ? { swatches } : {}),
  };
}

export type ListingFilter = {
  categoryId?: number;
  tagId?: number;
  featured?: boolean;
  onSale?: boolean;
  /** Words that must all appear in the name, compared without diacritics ("dong ho" finds "Đồng hồ"). */
  nameContains?: string;
  /** The layered navigation's filters (price, attributes, rating, stock), resolved to ids. */
  layered?: ResolvedFilters;
};

/** Descending with nulls last: the direction the listing indexes are built in (db/schema/catalog.ts). */
const down = (column: AnyPgColumn) => sql`${column} desc nulls last`;

/**
 * WooCommerce's orderings; the id breaks ties so pages never overlap. Each has its own index.
 * Names go in Vietnamese dictionary order, by the key the database keeps (migration 0014).
 */
const ORDER_BY: Record<SortOrder, SQL> = {
  menu_order: sql.join([asc(products.menuOrder), asc(products.nameSortKey), asc(products.id)], sql`, `),
  popularity: sql.join([down(products.totalSales), down(products.id)], sql`, `),
  rating: sql.join([down(products.averageRating), down(products.reviewCount), down(products.id)], sql`, `),
  date: sql.join([down(products.createdAt), down(products.id)], sql`, `),
  price: sql.join([asc(products.minPrice), asc(products.id)], sql`, `),
  "price-desc": sql.join([down(products.maxPrice), down(products.id)], sql`, `),
};

/**
 * The renditions a card draws from (`sizes` of a media row): 400 and 800 px wide cover its
 * widths at 1x–3x on every breakpoint, so the 150 px and full-size ones are left out of the
 * srcset, the page and its data. A picture without either keeps all it has.
 */
const cardSizes = (column: string) =>
  `case when ${column} ?| array['thumbnail', 'single'] then ${column} - 'full' - 'gallery_thumbnail' else ${column} end`;

/**
 * What a card shows of a product and its image `m`, built as JSON in the database. The product
 * side is a sub-select aliased "products", so the listing orders (written against the table)
 * apply to it unchanged.
 */
const CARD_JSON = sql.raw(`json_build_object(
  'id', products.id, 'slug', products.slug, 'name', products.name, 'type', products.type,
  'regularPrice', products.regular_price, 'salePrice', products.sale_price,
  'minPrice', products.min_price, 'maxPrice', products.max_price, 'onSale', products.on_sale,
  'stockStatus', products.stock_status, 'averageRating', products.average_rating,
  'reviewCount', products.review_count, 'imageAlt', m.alt, 'imageSizes', ${cardSizes("m.sizes")},
  'swatches', products.card_swatches)`);

/** The columns a card and every listing order need: not the descriptions, which are long. */
const CARD_COLUMNS = sql.raw(
  "id, slug, name, type, regular_price, sale_price, min_price, max_price, on_sale, stock_status, " +
    "average_rating, review_count, image_id, card_swatches, menu_order, name_sort_key, total_sales, created_at",
);

/**
 * Cards for the products matching `where`, in `orderBy`, as one JSON array: one value to decode
 * instead of 24 rows of typed columns (half the cost on the embedded database). A variable
 * product's swatches come with its row (`card_swatches`, kept by triggers: db/functions/catalog.sql).
 */
async function cards(db: Db, where: SQL | undefined, orderBy: SQL, limit: number, offset = 0): Promise<ProductCard[]> {
  const [row] = await queryChecked(
    db,
    "the listing's cards",
    listingAnswerShape,
    sql`select json_agg(${CARD_JSON} order by ${orderBy}) as cards
        from (select ${CARD_COLUMNS} from ${products} where ${where ?? sql`true`}
              order by ${orderBy} limit ${limit} offset ${offset}) as products
        left join ${media} m on m.id = products.image_id`,
  );
  return (row?.cards ?? []).map((r) => toCard(r));
}

/**
 * What the catalogue's pages read is kept until the catalogue changes (decisions 013, 022), so a
 * page is rendered for each request from data read once, and a change shows within about a
 * second. A change to some products only (an order's stock and sales, a review) drops the
 * answers showing them, and the listings in an order it moved.
 */
const listingCache = catalogCache<ProductCard[]>(300);
const totalCache = catalogCache<number>(500);
const productPageCache = catalogCache<ProductPage | null>(500);
const reviewsCache = catalogCache<Review[]>(1000);

/** The figures a listing order follows that an order or a review moves. */
const ORDERED_BY: Partial<Record<SortOrder, CatalogAspect[]>> = { popularity: ["sales"], rating: ["rating"] };

export async function listProducts(
  db: Db,
  o: { filter?: ListingFilter; sort: SortOrder; page: number; perPage: number },
): Promise<{ items: ProductCard[]; total: number }> {
  const f = { ...o.filter, nameContains: o.filter?.nameContains?.trim().toLowerCase() || undefined };
  const pageKey = JSON.stringify([f, o.sort, o.page, o.perPage]);
  const [items, total] = await Promise.all([
    listingCache.get(
      db,
      pageKey,
      async () => cards(db, await listingCondition(db, f), ORDER_BY[o.sort], o.perPage, (o.page - 1) * o.perPage),
      (items) => ({ products: [], cards: items.map((card) => card.id), orderedBy: [...(ORDERED_BY[o.sort] ?? []), ...filterAspects(f.layered)] }),
    ),
    // Counting thousands of rows costs more than reading the page itself: one count serves every
    // page and order. Which products a filter holds changes only with the catalogue's version,
    // or with the figures its rating and stock filters read.
    totalCache.get(db, JSON.stringify(f), () => listingTotal(db, f), () => ({ products: [], orderedBy: filterAspects(f.layered) })),
  ]);
  return { items, total };
}

/** How many products a listing shows, as its pages count them (kept as `listProducts` keeps it). */
export function listingSize(db: Db, filter: ListingFilter): Promise<number> {
  return totalCache.get(db, JSON.stringify(filter), () => listingTotal(db, filter), () => ({ products: [], orderedBy: [] }));
}

async function listingTotal(db: Db, filter: ListingFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(await listingCondition(db, filter));
  return row?.n ?? 0;
}

/** The one definition of which published products a listing shows. */
async function listingCondition(db: Db, f: ListingFilter): Promise<SQL | undefined> {
  const where = await baseCondition(db, f);
  if (f.layered) where.push(...allConditions(filterConditions(f.layered)));
  return and(...where);
}

/** Which products a listing shows before its layered filters: what their counts start from. */
export async function baseCondition(db: Db, f: ListingFilter): Promise<SQL[]> {
  const where: SQL[] = [published];
  if (f.categoryId !== undefined) where.push(inTerms((await loadCategoryTree(db)).subtreeIds(f.categoryId)));
  if (f.tagId !== undefined) where.push(inTerms([f.tagId]));
  if (f.featured) where.push(eq(products.featured, true));
  if (f.onSale) where.push(eq(products.onSale, true));
  for (const word of (f.nameContains ?? "").split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = `%${word.replace(/[\\%_]/g, "\\$&")}%`;
    where.push(sql`public.vn_fold(${products.name}) like public.vn_fold(${pattern})`);
  }
  return where;
}

function inTerms(ids: number[]): SQL {
  return sql`exists (select 1 from ${productTerms} where ${productTerms.productId} = ${products.id} and ${inArray(productTerms.termId, ids)})`;
}

export type ProductPage = {
  product: ProductDetail;
  related: ProductCard[];
  reviews: Review[];
  /** A variable product's `data-product_variations` (`./variation-data.ts`); null for others. */
  variationsData: string | null;
};

/**
 * A product page's data in one round trip (`catalog_product_page`, db/functions/catalog.sql): the
 * product with its gallery, terms, attributes with their swatch data and variations, its newest
 * approved reviews, and related best sellers.
 */
export function getProductPage(
  db: Db,
  key: string | { id: number },
  o: { reviews: number; related: number } = { reviews: 10, related: 4 },
): Promise<ProductPage | null> {
  // A slug no product can have (a NUL in the address would fail the query) names none.
  if (typeof key === "string" && !isSlug(key)) return Promise.resolve(null);
  return productPageCache.get(db, JSON.stringify([key, o.reviews, o.related]), () => readProductPage(db, key, o), (page) => ({
    // The related best sellers follow their sales when one of them or the product changes, or
    // within the lifetime (decision 022): an order elsewhere does not drop every product page.
    // A grouped product's page shows its children's prices and stock.
    products: page ? [page.product.id, ...page.product.children.map((c) => c.id)] : [],
    cards: page ? page.related.map((card) => card.id) : [],
  }));
}

async function readProductPage(db: Db, key: string | { id: number }, o: { reviews: number; related: number }): Promise<ProductPage | null> {
  // By id (quick view) the slug is looked up inside the same statement: still one round trip.
  const slug = typeof key === "string" ? sql`${key}` : sql`(select slug from ${products} where id = ${key.id})`;
  const [rows, tree] = await Promise.all([
    queryChecked(
      db,
      "catalog_product_page",
      productPageAnswerShape,
      sql`select catalog_product_page(${slug}, ${o.reviews}::int, ${o.related}::int) as page`,
    ),
    loadCategoryTree(db),
  ]);
  const row = rows[0]?.page;
  if (!row) return null;
  const picture = (p: JsonPicture, fallbackAlt: string, size: SizeName) =>
    p ? toPicture({ alt: p.alt || fallbackAlt, sizes: p.sizes }, size) : null;
  const termsOf = (taxonomy: string) => row.terms.filter((t) => t.taxonomy === taxonomy);
  const product: ProductDetail = {
    ...toCard(row, "single"),
    sku: row.sku,
    shortDescription: row.shortDescription,
    description: row.description,
    stockQuantity: row.stockQuantity,
    manageStock: row.manageStock,
    backorders: row.backorders,
    soldIndividually: row.soldIndividually,
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
      manageStock: v.manageStock,
      stockQuantity: v.manageStock ? v.stockQuantity : null,
      backorders: v.backorders,
      attributes: Object.fromEntries(v.values.map((x) => [`attribute_pa_${x.attribute}`, x.term ?? ""])),
      image: picture(v.image, row.name, "single"),
    })),
    children: row.children.map((c) => ({
      // Drawn in the gallery when the group has no picture of its own.
      ...toCard(c, "single"),
      sku: c.sku,
      manageStock: c.manageStock,
      stockQuantity: c.manageStock ? c.stockQuantity : null,
      backorders: c.backorders,
      soldIndividually: c.soldIndividually,
      minQuantity: c.minQuantity,
      maxQuantity: c.maxQuantity,
    })),
  };
  const attachment = (a: JsonAttachment): Attachment | null =>
    a && { id: a.id, title: a.title, caption: a.caption, alt: a.alt, sizes: a.sizes };
  return {
    product,
    related: row.related.map((r) => toCard(r)),
    reviews: row.reviews.map((r) => ({ ...r, createdAt: new Date(r.createdAt), reply: r.reply && { content: r.reply.content, createdAt: new Date(r.reply.createdAt) } })),
    variationsData:
      product.type === "variable"
        ? variationsData({
            product,
            picture: attachment(
              row.imageId === null || !row.imageSizes
                ? null
                : { id: row.imageId, title: row.imageTitle ?? "", caption: row.imageCaption ?? "", alt: row.imageAlt ?? "", sizes: row.imageSizes },
            ),
            variations: row.variations.map((v, i) => ({ variation: product.variations[i]!, description: v.description, picture: attachment(v.image) })),
          })
        : null,
  };
}

/** A page of a product's approved reviews, newest first (the product page carries the first). */
export function approvedReviews(db: Db, productId: number, o: { page: number; perPage: number }): Promise<Review[]> {
  return reviewsCache.get(db, JSON.stringify([productId, o.page, o.perPage]), () => readApprovedReviews(db, productId, o), () => ({ products: [productId] }));
}

async function readApprovedReviews(db: Db, productId: number, o: { page: number; perPage: number }): Promise<Review[]> {
  const rows = await db
    .select({
      id: reviews.id,
      author: reviews.authorName,
      rating: reviews.rating,
      content: reviews.content,
      createdAt: reviews.createdAt,
      verifiedOwner: reviews.verifiedOwner,
      replyContent: reviews.replyContent,
      repliedAt: reviews.repliedAt,
    })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, "approved")))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(o.perPage)
    .offset((o.page - 1) * o.perPage);
  return rows.map(({ replyContent, repliedAt, ...review }) => ({
    ...review,
    reply: replyContent !== null && repliedAt !== null ? { content: replyContent, createdAt: repliedAt } : null,
  }));
}

/** Every published product's path and last change, for the sitemap. */
export function productSitemapEntries(db: Db) {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(published)
    .orderBy(asc(products.id));
}
