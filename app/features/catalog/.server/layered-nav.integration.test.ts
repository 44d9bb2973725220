import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../../../db/schema";
import type { Database } from "../../../platform/.server/db";
import { queryRows } from "../../../platform/.server/db";
import { afterCatalogWrite } from "../../../platform/.server/versioned-cache";
import { cloneSeededDatabase } from "../../../../tests/support/db";
import { type LayeredFilters, NO_FILTERS, readLayeredFilters } from "../layered-nav";
import { resolveFilters } from "./layered-filters";
import { loadLayeredNav } from "./layered-nav";
import { listProducts } from "./products";

/** A published product as the filters see it, read plainly to check the statements against. */
type Plain = { id: number; minPrice: number | null; maxPrice: number | null; rating: number; stock: string; terms: string[] };

let database: Database;
let plain: Plain[];
/** The colour attribute's two values most products have. */
let a: string;
let b: string;

beforeAll(async () => {
  database = await cloneSeededDatabase();
  plain = await queryRows<Plain>(
    database.db,
    sql`select p.id, p.min_price::int as "minPrice", p.max_price::int as "maxPrice", p.average_rating::float as rating, p.stock_status::text as stock,
               coalesce(array_agg(t.slug) filter (where t.slug is not null), '{}') as terms
        from products p
        left join product_attribute_terms pat on pat.product_id = p.id
        left join attribute_terms t on t.id = pat.term_id and t.attribute_id = (select id from attributes where slug = 'mau-sac')
        where p.status = 'publish' group by p.id`,
  );
  const counts = new Map<string, number>();
  for (const p of plain) for (const t of p.terms) counts.set(t, (counts.get(t) ?? 0) + 1);
  [a, b] = [...counts].sort((x, y) => y[1] - x[1]).map(([slug]) => slug) as [string, string];
});
afterAll(() => database.close());

const filters = (qs: string) => resolveFilters(database.db, readLayeredFilters(new URLSearchParams(qs)));
const total = async (qs: string) => (await listProducts(database.db, { filter: { layered: (await filters(qs)).resolved }, sort: "menu_order", page: 1, perPage: 24 })).total;
const nav = async (qs: string) => {
  const { resolved, chosen } = await filters(qs);
  return loadLayeredNav(database.db, {}, resolved, chosen, { basePath: "/cua-hang/", keep: {} });
};
const termCount = (n: Awaited<ReturnType<typeof nav>>, slug: string) => n.attributes.find((x) => x.slug === "mau-sac")?.terms.find((t) => t.slug === slug)?.count ?? 0;
/** WooCommerce's rated-N: the average rounded half away from zero. */
const rated = (p: Plain) => (p.rating > 0 ? Math.floor(p.rating + 0.5) : 0);

describe("layered navigation", () => {
  it("has two colours shared by several products to filter by (the demo catalogue)", () => {
    expect(plain.filter((p) => p.terms.includes(a)).length).toBeGreaterThan(1);
    expect(plain.filter((p) => p.terms.includes(b)).length).toBeGreaterThan(1);
  });

  it("keeps, with `and`, the products having every value and, with `or`, any", async () => {
    const both = plain.filter((p) => p.terms.includes(a) && p.terms.includes(b)).length;
    const either = plain.filter((p) => p.terms.includes(a) || p.terms.includes(b)).length;
    expect(await total(`filter_mau-sac=${a}`)).toBe(plain.filter((p) => p.terms.includes(a)).length);
    expect(await total(`filter_mau-sac=${a},${b}`)).toBe(both);
    expect(await total(`filter_mau-sac=${a},${b}&query_type_mau-sac=or`)).toBe(either);
  });

  it("counts an `and` attribute's values under its own filter, an `or` one's without it", async () => {
    const withA = plain.filter((p) => p.terms.includes(a));
    const andNav = await nav(`filter_mau-sac=${a}`);
    expect(termCount(andNav, b)).toBe(withA.filter((p) => p.terms.includes(b)).length);
    expect(termCount(andNav, a)).toBe(withA.length);
    const orNav = await nav(`filter_mau-sac=${a}&query_type_mau-sac=or`);
    expect(termCount(orNav, b)).toBe(plain.filter((p) => p.terms.includes(b)).length);
    expect(orNav.attributes.find((x) => x.slug === "mau-sac")!.terms.find((t) => t.slug === a)).toMatchObject({ selected: true });
  });

  it("filters by rating and stock, each count following the other filters", async () => {
    const good = plain.filter((p) => [4, 5].includes(rated(p)));
    expect(await total("rating_filter=4,5")).toBe(good.length);
    expect(await total("rating_filter=4,5&filter_stock_status=instock")).toBe(good.filter((p) => p.stock === "instock").length);
    const n = await nav("filter_stock_status=instock");
    for (const r of n.ratings) expect(r.count).toBe(plain.filter((p) => p.stock === "instock" && rated(p) === r.rating).length);
    // The in-stock count leaves its own filter out, not the others.
    expect(n.inStockCount).toBe(plain.filter((p) => p.stock === "instock").length);
    expect((await nav("rating_filter=5")).inStockCount).toBe(plain.filter((p) => p.stock === "instock" && rated(p) === 5).length);
  });

  it("keeps the products whose price range meets the asked one, and shows the range under the other filters", async () => {
    const priced = plain.filter((p) => p.minPrice !== null && p.maxPrice !== null);
    const prices = priced.map((p) => p.minPrice!).sort((x, y) => x - y);
    const [low, high] = [prices[Math.floor(prices.length / 4)]!, prices[Math.floor(prices.length / 2)]!];
    expect(await total(`min_price=${low}&max_price=${high}`)).toBe(priced.filter((p) => p.maxPrice! >= low && p.minPrice! <= high).length);
    const withA = priced.filter((p) => p.terms.includes(a));
    const n = await nav(`filter_mau-sac=${a}&min_price=${high}`);
    expect(n.priceRange).toEqual({ min: Math.min(...withA.map((p) => p.minPrice!)), max: Math.max(...withA.map((p) => p.maxPrice!)) });
    expect(n.chosen.minPrice).toBe(high);
  });

  it("leaves out an attribute or a value the shop does not have, and shows only values some product would match", async () => {
    const { chosen } = await filters(`filter_khong-co=x&filter_mau-sac=khong-co,${a}`);
    expect(chosen.attributes).toEqual([{ attribute: "mau-sac", terms: [a], queryType: "and" }]);
    const all = await nav("");
    expect(all.chosen).toEqual(NO_FILTERS satisfies LayeredFilters);
    for (const attribute of all.attributes) for (const t of attribute.terms) expect(t.count).toBeGreaterThan(0);
  });

  it("drops a kept in-stock listing and its counts when a product's stock status changes", async () => {
    const before = await total("filter_stock_status=instock");
    const navBefore = await nav("");
    const inStock = plain.find((p) => p.stock === "instock")!;
    await database.db.update(products).set({ stockStatus: "outofstock" }).where(eq(products.id, inStock.id));
    afterCatalogWrite(database.db);
    expect(await total("filter_stock_status=instock")).toBe(before - 1);
    expect((await nav("")).inStockCount).toBe(navBefore.inStockCount - 1);
  });
});
