import { and, asc, eq } from "drizzle-orm";
import { terms } from "../../../../db/schema";
import type { Taxonomy } from "../../../../db/schema/taxonomy";
import { isSlug } from "../../../lib/slug";
import type { Db } from "../../../platform/.server/db";
import { memoPerDb } from "../../../platform/.server/memo";
import { listenToPeers, tellPeers } from "../../../platform/.server/peers";

export type Category = {
  id: number;
  slug: string;
  name: string;
  description: string;
  parentId: number | null;
  /** Slugs from the top category down to this one. */
  path: string[];
};

export type CategoryTree = {
  /** Every category in tree order: each parent right before its children. */
  all: Category[];
  byId: Map<number, Category>;
  /** "cha/con" → category, as in /danh-muc-san-pham/cha/con/. */
  byPath: Map<string, Category>;
  childrenOf(id: number | null): Category[];
  /** The category and all below it: listings of a parent include its children's products. */
  subtreeIds(id: number): number[];
};

export function categoryUrl(c: Pick<Category, "path">): string {
  return `/danh-muc-san-pham/${c.path.join("/")}/`;
}

export function buildCategoryTree(rows: ReadonlyArray<Omit<Category, "path">>): CategoryTree {
  const byId = new Map<number, Category>();
  for (const r of rows) byId.set(r.id, { ...r, path: [] });
  const pathOf = (c: Category, seen = new Set<number>()): string[] => {
    if (c.path.length) return c.path;
    const parent = c.parentId === null ? undefined : byId.get(c.parentId);
    if (!parent || seen.has(c.id)) return (c.path = [c.slug]);
    seen.add(c.id);
    return (c.path = [...pathOf(parent, seen), c.slug]);
  };
  const rowOrder = [...byId.values()];
  for (const c of rowOrder) pathOf(c);
  // Depth-first from the roots, keeping the rows' order (menu order, then name) among siblings.
  const all: Category[] = [];
  const visit = (parentKey: string) => {
    for (const c of rowOrder) {
      if (c.path.slice(0, -1).join("/") !== parentKey) continue;
      all.push(c);
      visit(c.path.join("/"));
    }
  };
  visit("");
  const byPath = new Map(all.map((c) => [c.path.join("/"), c]));
  const childrenOf = (id: number | null) => all.filter((c) => c.parentId === id);
  // By path prefix rather than by walking parent links, so bad data with a cycle cannot loop.
  const subtreeIds = (id: number): number[] => {
    const root = byId.get(id);
    if (!root) return [];
    const prefix = root.path.join("/");
    return all.filter((c) => c.path.join("/") === prefix || c.path.join("/").startsWith(`${prefix}/`)).map((c) => c.id);
  };
  return { all, byId, byPath, childrenOf, subtreeIds };
}

/** The product category tree, read every 10 s at most (every listing and the header need it). */
const categoryTree = memoPerDb(10_000, (db: Db) =>
  db
    .select({ id: terms.id, slug: terms.slug, name: terms.name, description: terms.description, parentId: terms.parentId })
    .from(terms)
    .where(eq(terms.taxonomy, "product_cat"))
    .orderBy(asc(terms.menuOrder), asc(terms.name))
    .then(buildCategoryTree),
);
const PEER_TOPIC = "category-tree";
const listening = new WeakSet<Db>();
export const loadCategoryTree = (db: Db): Promise<CategoryTree> => {
  if (!listening.has(db)) {
    listening.add(db);
    listenToPeers(db, PEER_TOPIC, () => categoryTree.forget(db));
  }
  return categoryTree(db, null);
};

/**
 * After a committed change of product categories (an import, the REST API): this thread reads
 * the tree again on its next page and tells the other threads to, so a new category's page
 * answers at once rather than within the 10 s.
 */
export function forgetCategoryTree(db: Db): void {
  categoryTree.forget(db);
  tellPeers(db, PEER_TOPIC, "");
}

export async function findTerm(db: Db, taxonomy: Taxonomy, slug: string) {
  if (!isSlug(slug)) return null; // no term's: never queried (a NUL would fail the query)
  const [row] = await db
    .select({ id: terms.id, slug: terms.slug, name: terms.name, description: terms.description })
    .from(terms)
    .where(and(eq(terms.taxonomy, taxonomy), eq(terms.slug, slug)));
  return row ?? null;
}
