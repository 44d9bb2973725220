import { type SQL, and, asc, eq, inArray, sql } from "drizzle-orm";
import { attributeTerms, attributes, productAttributeTerms, products } from "../../../../db/schema";
import type { Db } from "../../../platform/.server/db";
import { type CatalogAspect, catalogCache } from "../../../platform/.server/versioned-cache";
import type { LayeredFilters, QueryType } from "../layered-nav";

/** A global attribute and its values, as the filters name and show them. */
export type DirectoryTerm = { id: number; slug: string; name: string; color: string | null };
export type DirectoryAttribute = { id: number; slug: string; name: string; terms: DirectoryTerm[] };

const directoryCache = catalogCache<DirectoryAttribute[]>(1);

/**
 * Every global attribute with its values in their order: a small table, read once per catalogue
 * version (a change to an attribute or a term bumps it), so a filter's slugs become ids without a
 * query and the sidebar has its names.
 */
export function attributeDirectory(db: Db): Promise<DirectoryAttribute[]> {
  return directoryCache.get(db, "all", async () => {
    const rows = await db
      .select({
        attributeId: attributes.id,
        attributeSlug: attributes.slug,
        attributeName: attributes.name,
        id: attributeTerms.id,
        slug: attributeTerms.slug,
        name: attributeTerms.name,
        color: attributeTerms.color,
      })
      .from(attributes)
      .innerJoin(attributeTerms, eq(attributeTerms.attributeId, attributes.id))
      .orderBy(asc(attributes.name), asc(attributes.id), asc(attributeTerms.menuOrder), asc(attributeTerms.name), asc(attributeTerms.id));
    const byId = new Map<number, DirectoryAttribute>();
    for (const r of rows) {
      let a = byId.get(r.attributeId);
      if (!a) byId.set(r.attributeId, (a = { id: r.attributeId, slug: r.attributeSlug, name: r.attributeName, terms: [] }));
      a.terms.push({ id: r.id, slug: r.slug, name: r.name, color: r.color });
    }
    return [...byId.values()];
  }, () => ({ products: [] }));
}

/** The filters with their slugs as ids: what the statements are built from and cached under. */
export type ResolvedFilters = {
  minPrice?: number;
  maxPrice?: number;
  attributes: Array<{ attributeId: number; termIds: number[]; queryType: QueryType }>;
  ratings: number[];
  inStock: boolean;
};

/**
 * `f` against the shop's attributes: an attribute or a value the shop does not have is left out
 * (the URL may be old or typed), and so are the filters it would have chosen; `chosen` is what
 * is left, for the page to show and link from.
 */
export async function resolveFilters(db: Db, f: LayeredFilters): Promise<{ resolved: ResolvedFilters; chosen: LayeredFilters }> {
  const directory = f.attributes.length ? await attributeDirectory(db) : [];
  const resolved: ResolvedFilters = { ...priceOf(f), attributes: [], ratings: f.ratings, inStock: f.inStock };
  const chosen: LayeredFilters = { ...priceOf(f), attributes: [], ratings: f.ratings, inStock: f.inStock };
  for (const choice of f.attributes) {
    const attribute = directory.find((a) => a.slug === choice.attribute);
    const terms = choice.terms.flatMap((slug) => attribute?.terms.find((t) => t.slug === slug) ?? []);
    if (!attribute || terms.length === 0) continue;
    resolved.attributes.push({ attributeId: attribute.id, termIds: terms.map((t) => t.id).sort((a, b) => a - b), queryType: choice.queryType });
    chosen.attributes.push({ ...choice, terms: terms.map((t) => t.slug) });
  }
  return { resolved, chosen };
}

function priceOf(f: { minPrice?: number; maxPrice?: number }) {
  return { ...(f.minPrice !== undefined ? { minPrice: f.minPrice } : {}), ...(f.maxPrice !== undefined ? { maxPrice: f.maxPrice } : {}) };
}

const hasTerm = (termIds: number[]) =>
  sql`exists (select 1 from ${productAttributeTerms} where ${productAttributeTerms.productId} = ${products.id} and ${inArray(productAttributeTerms.termId, termIds)})`;

/** Each active filter's condition on a `products` row, apart, so the counts can leave one out. */
export type FilterConditions = {
  price?: SQL;
  attributes: Array<{ attributeId: number; condition: SQL }>;
  rating?: SQL;
  stock?: SQL;
};

export function filterConditions(r: ResolvedFilters): FilterConditions {
  const price: SQL[] = [];
  // WooCommerce keeps a product whose price range meets the asked one (its lookup table's min and max).
  if (r.minPrice !== undefined) price.push(sql`${products.maxPrice} >= ${r.minPrice}`);
  if (r.maxPrice !== undefined) price.push(sql`${products.minPrice} <= ${r.maxPrice}`);
  return {
    price: price.length ? and(...price) : undefined,
    attributes: r.attributes.map((a) => ({
      attributeId: a.attributeId,
      // `and`: every value chosen (one probe each); `or`: any of them.
      condition: a.queryType === "or" ? hasTerm(a.termIds) : and(...a.termIds.map((id) => hasTerm([id])))!,
    })),
    // WooCommerce's `rated-N` terms: the average rounded half away from zero, as `round` does; unrated products have none.
    rating: r.ratings.length
      ? sql`${products.averageRating} > 0 and round(${products.averageRating})::int in (${sql.join(r.ratings.map((n) => sql`${n}`), sql`, `)})`
      : undefined,
    stock: r.inStock ? eq(products.stockStatus, "instock") : undefined,
  };
}

export function allConditions(c: FilterConditions): SQL[] {
  return [c.price, ...c.attributes.map((a) => a.condition), c.rating, c.stock].filter((s): s is SQL => s !== undefined);
}

/**
 * What a kept answer under these filters follows besides its products: which products a rating
 * filter holds moves with reviews, an in-stock one with orders (decision 022's logged aspects).
 */
export function filterAspects(r: ResolvedFilters | undefined): CatalogAspect[] {
  if (!r) return [];
  return [...(r.ratings.length ? (["rating"] as const) : []), ...(r.inStock ? (["stock"] as const) : [])];
}
