import { Random } from "../db/seed/random";
import { DEFAULT_SORT, SORT_ORDERS } from "../app/features/catalog/sorting";

/**
 * Pages spread over the whole catalogue, as shoppers and crawlers reach them: product pages of
 * any product, and shop and category listings at any page in any order. Listed from the site
 * itself (its sitemap and its listings' pagination), drawn by a seeded generator so that runs
 * read the same pages.
 */
export type CatalogueMap = {
  products: string[];
  /** Every listing and its last page: the shop and each category. */
  listings: Array<{ base: string; lastPage: number }>;
};

/** The highest `/page/N/` a listing links to (its pagination shows the last page); 1 without pagination. */
function lastPageOf(html: string, base: string): number {
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pages = [...html.matchAll(new RegExp(`href="${escaped}page/(\\d+)/`, "g"))].map((m) => Number(m[1]));
  return Math.max(1, ...pages);
}

export async function mapCatalogue(origin: string): Promise<CatalogueMap> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const products = paths.filter((p) => p.startsWith("/san-pham/"));
  const bases = ["/cua-hang/", ...paths.filter((p) => p.startsWith("/danh-muc-san-pham/"))];
  if (products.length === 0) throw new Error("bench: no product in /sitemap.xml");
  const listings = [];
  for (const base of bases) {
    const res = await fetch(origin + base);
    if (!res.ok) throw new Error(`bench: listing ${base} answered ${res.status}`);
    listings.push({ base, lastPage: lastPageOf(await res.text(), base) });
  }
  return { products, listings };
}

/** `count` different product pages, drawn from the whole catalogue. */
export function productPaths(map: CatalogueMap, count: number, seed: number): string[] {
  return new Random(seed).sample(map.products, count);
}

/**
 * `count` different listing pages: the shop or a category (each listing as likely as its number
 * of pages makes it), any of its pages, in any of the sort orders (the default without `orderby`).
 */
export function listingPaths(map: CatalogueMap, count: number, seed: number): string[] {
  const rng = new Random(seed);
  const weighted = map.listings.map((l) => [l, l.lastPage] as const);
  const possible = map.listings.reduce((n, l) => n + l.lastPage * SORT_ORDERS.length, 0);
  const chosen = new Set<string>();
  while (chosen.size < Math.min(count, possible)) {
    const listing = rng.weighted(weighted);
    const page = rng.int(1, listing.lastPage);
    const sort = rng.pick(SORT_ORDERS);
    chosen.add(`${listing.base}${page > 1 ? `page/${page}/` : ""}${sort === DEFAULT_SORT ? "" : `?orderby=${sort}`}`);
  }
  return rng.shuffle([...chosen]);
}
