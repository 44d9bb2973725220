import { type SQL, and, sql } from "drizzle-orm";
import { z } from "zod";
import { attributeTerms, productAttributeTerms, products } from "../../../../db/schema";
import type { Db } from "../../../platform/.server/db";
import { queryChecked } from "../../../platform/.server/sql-answer";
import { catalogCache } from "../../../platform/.server/versioned-cache";
import type { LayeredFilters, LayeredNav, NavAttribute, NavPlace } from "../layered-nav";
import { type ResolvedFilters, attributeDirectory, filterConditions } from "./layered-filters";
import { type ListingFilter, baseCondition } from "./products";

/** What the counting statement answers: one JSON row. */
const countsShape = z.strictObject({
  nav: z.strictObject({
    terms: z.array(z.strictObject({ term: z.int(), n: z.int() })).nullable(),
    ratings: z.array(z.strictObject({ rating: z.int(), n: z.int() })).nullable(),
    minPrice: z.int().nullable(),
    maxPrice: z.int().nullable(),
    inStock: z.int(),
  }),
});
type Counts = z.infer<typeof countsShape>["nav"];

const countsCache = catalogCache<Counts>(500);

const TRUE = sql`true`;
const all = (conditions: Array<SQL | undefined>) => and(...conditions.filter((c): c is SQL => c !== undefined)) ?? TRUE;

/**
 * Every count the sidebar shows, in one statement over the listing's products: each product's
 * answer to each active filter is worked out once (`m`), then each count keeps the products that
 * pass every filter but its own — WooCommerce's rule: an `or` attribute's values count as if none
 * of them were chosen (choosing another widens), an `and` one's with its own filter (another
 * narrows); the price range, the ratings and the in-stock count leave their own filter out.
 */
async function readCounts(db: Db, base: SQL[], r: ResolvedFilters): Promise<Counts> {
  const c = filterConditions(r);
  const flag = (name: string, condition: SQL | undefined) => sql`${condition ?? TRUE} as ${sql.raw(name)}`;
  const attributeFlags = c.attributes.map((a, i) => flag(`a${i}`, a.condition));
  const names = { price: sql.raw("m.p"), rating: sql.raw("m.r"), stock: sql.raw("m.s"), attributes: c.attributes.map((_, i) => sql.raw(`m.a${i}`)) };
  const except = (leftOut: "price" | "rating" | "stock" | number) =>
    all([
      leftOut === "price" ? undefined : names.price,
      leftOut === "rating" ? undefined : names.rating,
      leftOut === "stock" ? undefined : names.stock,
      ...names.attributes.map((name, i) => (leftOut === i ? undefined : name)),
    ]);
  const everyFilter = except(-1);
  // A value counts among the products passing every filter, but for an `or` attribute's own values.
  const orAttributes = r.attributes.flatMap((a, i) => (a.queryType === "or" ? [{ id: a.attributeId, i }] : []));
  const termFilter = orAttributes.length
    ? sql`case ${attributeTerms.attributeId} ${sql.join(orAttributes.map((a) => sql`when ${a.id} then ${except(a.i)}`), sql` `)} else ${everyFilter} end`
    : everyFilter;
  const [row] = await queryChecked(
    db,
    "the layered navigation's counts",
    countsShape,
    sql`with m as materialized (
          select ${products.id} as id, ${products.minPrice} as min_price, ${products.maxPrice} as max_price,
                 ${products.averageRating} as average_rating, ${products.stockStatus} as stock_status,
                 ${sql.join([flag("p", c.price), flag("r", c.rating), flag("s", c.stock), ...attributeFlags], sql`, `)}
          from ${products} where ${and(...base)}
        )
        select json_build_object(
          'terms', (select json_agg(json_build_object('term', t.term, 'n', t.n)) from (
                      select ${productAttributeTerms.termId} as term, count(*)::int as n
                      from m join ${productAttributeTerms} on ${productAttributeTerms.productId} = m.id
                             join ${attributeTerms} on ${attributeTerms.id} = ${productAttributeTerms.termId}
                      where ${termFilter}
                      group by ${productAttributeTerms.termId}) t),
          'ratings', (select json_agg(json_build_object('rating', x.rating, 'n', x.n)) from (
                        select round(m.average_rating)::int as rating, count(*)::int as n from m
                        where m.average_rating > 0 and ${except("rating")} group by 1) x),
          'minPrice', (select min(m.min_price) from m where ${except("price")}),
          'maxPrice', (select max(m.max_price) from m where ${except("price")}),
          'inStock', (select count(*)::int from m where m.stock_status = 'instock' and ${except("stock")})
        ) as nav`,
  );
  return row!.nav;
}

/**
 * The sidebar's filters for a listing (`base`: its category, tag or search) under the `chosen`
 * filters, kept per catalogue version and filter set like the listing itself; reviews and stock
 * changes (which move the rating and stock counts) drop it.
 */
export async function loadLayeredNav(db: Db, base: ListingFilter, resolved: ResolvedFilters, chosen: LayeredFilters, place: NavPlace): Promise<LayeredNav> {
  const key = JSON.stringify([base, resolved]);
  const [counts, directory] = await Promise.all([
    countsCache.get(db, key, async () => readCounts(db, await baseCondition(db, base), resolved), () => ({ products: [], orderedBy: ["rating", "stock"] })),
    attributeDirectory(db),
  ]);
  const termCounts = new Map((counts.terms ?? []).map((t) => [t.term, t.n]));
  const attributes: NavAttribute[] = [];
  for (const a of directory) {
    const choice = chosen.attributes.find((c) => c.attribute === a.slug);
    const terms = a.terms.flatMap((t) => {
      const count = termCounts.get(t.id) ?? 0;
      const selected = choice?.terms.includes(t.slug) ?? false;
      if (count === 0 && !selected) return [];
      return [{ slug: t.slug, name: t.name, count, selected, ...(t.color ? { color: t.color } : {}) }];
    });
    if (terms.length) attributes.push({ slug: a.slug, name: a.name, queryType: choice?.queryType ?? "and", terms });
  }
  const ratingCounts = new Map((counts.ratings ?? []).map((x) => [x.rating, x.n]));
  return {
    place,
    chosen,
    attributes,
    priceRange: counts.minPrice !== null && counts.maxPrice !== null ? { min: counts.minPrice, max: counts.maxPrice } : null,
    ratings: [5, 4, 3, 2, 1].flatMap((rating) => {
      const count = ratingCounts.get(rating) ?? 0;
      const selected = chosen.ratings.includes(rating);
      return count > 0 || selected ? [{ rating, count, selected }] : [];
    }),
    inStockCount: counts.inStock,
  };
}
