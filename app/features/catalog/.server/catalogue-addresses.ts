import { desc, eq } from "drizzle-orm";
import { products } from "../../../../db/schema";
import type { Db } from "../../../platform/.server/db";
import { PRODUCTS_PER_PAGE } from "../../../lib/constants";
import { listingPageCount, listingPageHref } from "../listing-pages";
import { productUrl } from "../product-url";
import { DEFAULT_SORT, SORT_ORDERS } from "../sorting";
import { categoryUrl, loadCategoryTree } from "./categories";
import { listingSize } from "./products";

/**
 * Every page of the catalogue a guest may open without typing an address, most read first: the
 * home page, the first page of the shop and of each category, every product (best sellers first),
 * then every other page of every listing in every sort order. Filtered listings and searches are
 * not among them: their addresses have no end. The server draws them ahead (decision 046).
 */
export async function catalogueAddresses(db: Db): Promise<string[]> {
  const [tree, rows] = await Promise.all([
    loadCategoryTree(db),
    db.select({ slug: products.slug }).from(products).where(eq(products.status, "publish")).orderBy(desc(products.totalSales), desc(products.id)),
  ]);
  const listings = [
    { base: "/cua-hang/", size: await listingSize(db, {}) },
    ...(await Promise.all(tree.all.map(async (c) => ({ base: categoryUrl(c), size: await listingSize(db, { categoryId: c.id }) })))),
  ];
  const later: string[] = [];
  for (const { base, size } of listings) {
    const pages = listingPageCount(size, PRODUCTS_PER_PAGE);
    for (const sort of SORT_ORDERS) {
      for (let n = 1; n <= pages; n++) if (n > 1 || sort !== DEFAULT_SORT) later.push(listingPageHref(base, n, sort));
    }
  }
  return ["/", ...listings.map((l) => l.base), ...rows.map((r) => productUrl(r.slug)), ...later];
}
