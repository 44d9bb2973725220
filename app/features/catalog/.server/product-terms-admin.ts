import { sql } from "drizzle-orm";
import { z } from "zod";
import { staffActions } from "../../../../db/schema";
import { slugify } from "../../../../db/seed/slugify";
import { forgetSiteChrome } from "~/features/site/.server";
import type { Db, Tx } from "../../../platform/.server/db";
import { queryChecked } from "../../../platform/.server/sql-answer";
import { afterCatalogWrite } from "../../../platform/.server/versioned-cache";
import { forgetCategoryTree } from "./categories";

/** The product categories or tags staff pick from, with how many products each holds (WooCommerce's `count`). */
export type StaffTerm = { id: number; name: string; slug: string; description: string; parentId: number | null; menuOrder: number; count: number };

const termShape = z.strictObject({ id: z.int(), name: z.string(), slug: z.string(), description: z.string(), parentId: z.int().nullable(), menuOrder: z.int(), count: z.int() });

/** One page of a product taxonomy's terms, by name, and how many match in all. */
export async function listStaffTerms(
  db: Db,
  q: { taxonomy: "product_cat" | "product_tag"; search: string; hideEmpty: boolean; page: number; perPage: number },
): Promise<{ terms: StaffTerm[]; total: number }> {
  const search = q.search.trim();
  const where = sql.join(
    [
      sql`t.taxonomy = ${q.taxonomy}`,
      ...(search ? [sql`vn_fold(t.name) like vn_fold(${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`] : []),
      ...(q.hideEmpty ? [sql`exists (select 1 from product_terms pt where pt.term_id = t.id)`] : []),
    ],
    sql` and `,
  );
  const [terms, [count]] = await Promise.all([
    queryChecked(
      db,
      "a product taxonomy's terms for staff",
      termShape,
      sql`select t.id, t.name, t.slug, t.description, t.parent_id as "parentId", t.menu_order as "menuOrder",
                 (select count(*) from product_terms pt where pt.term_id = t.id)::int as count
            from terms t where ${where} order by vn_fold(t.name), t.id limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`,
    ),
    queryChecked(db, "a product taxonomy's term count", z.strictObject({ n: z.int() }), sql`select count(*)::int as n from terms t where ${where}`),
  ]);
  return { terms, total: count?.n ?? 0 };
}

/** What a change of a category or tag may be refused for, in WooCommerce's terms. */
export type TermRefusal =
  | { code: "not_found" }
  | { code: "empty_name" }
  | { code: "invalid_slug" }
  /** WordPress's `term_exists`: the slug (or, under one parent, the name) is another term's. */
  | { code: "term_exists"; id: number }
  | { code: "missing_parent" }
  /** The parent chosen is the term itself or one of its descendants. */
  | { code: "parent_loop" };

export type TermResult<T> = { ok: true; value: T } | { ok: false; error: TermRefusal };

export type TermInput = { name?: string; slug?: string; description?: string; parentId?: number | null; menuOrder?: number };

class TermRefused extends Error {
  constructor(readonly refusal: TermRefusal) {
    super(refusal.code);
  }
}

/**
 * One write to the product categories or tags, in one transaction with its staff log line; the
 * catalogue's pages follow at once (the `terms` trigger bumps its version, `afterCatalogWrite`
 * drops this process's answers) and so do the menu and the category tree (`forgetSiteChrome`,
 * `forgetCategoryTree`).
 */
async function inTermTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<TermResult<T>> {
  const began = Date.now();
  try {
    const value = await db.transaction(work);
    afterCatalogWrite(db, { began });
    forgetSiteChrome(db);
    forgetCategoryTree(db);
    return { ok: true, value };
  } catch (error) {
    if (error instanceof TermRefused) return { ok: false, error: error.refusal };
    throw error;
  }
}

const TERM = sql`select t.id, t.name, t.slug, t.description, t.parent_id as "parentId", t.menu_order as "menuOrder",
                        (select count(*) from product_terms pt where pt.term_id = t.id)::int as count
                   from terms t`;

/** One product category or tag as staff see it; null when the id is no term of that taxonomy. */
export async function staffTerm(db: Db | Tx, taxonomy: ProductTaxonomy, id: number): Promise<StaffTerm | null> {
  const [row] = await queryChecked(db, "a product taxonomy's term for staff", termShape, sql`${TERM} where t.id = ${id} and t.taxonomy = ${taxonomy}`);
  return row ?? null;
}

export type ProductTaxonomy = "product_cat" | "product_tag";

/** The slug a term is kept with: the one asked for, else made from the name; refused when another term of the taxonomy has it. */
async function termSlug(tx: Tx, taxonomy: ProductTaxonomy, wanted: string, own: number | null): Promise<string> {
  const slug = slugify(wanted);
  if (!slug) throw new TermRefused({ code: "invalid_slug" });
  const [taken] = await queryChecked(tx, "a term's slug", z.strictObject({ id: z.int() }), sql`select id from terms where taxonomy = ${taxonomy} and slug = ${slug} and id is distinct from ${own}::int`);
  if (taken) throw new TermRefused({ code: "term_exists", id: taken.id });
  return slug;
}

/** WordPress's rule for hierarchical terms: one name once under one parent. */
async function checkNameUnderParent(tx: Tx, taxonomy: ProductTaxonomy, name: string, parentId: number | null, own: number | null): Promise<void> {
  const [same] = await queryChecked(
    tx,
    "a term of the same name under the parent",
    z.strictObject({ id: z.int() }),
    sql`select id from terms where taxonomy = ${taxonomy} and lower(name) = lower(${name}) and parent_id is not distinct from ${parentId}::int and id is distinct from ${own}::int`,
  );
  if (same) throw new TermRefused({ code: "term_exists", id: same.id });
}

/** The parent a category may take: an existing category, never itself or one below it. */
async function checkParent(tx: Tx, parentId: number | null, own: number | null): Promise<void> {
  if (parentId === null) return;
  if (!(await staffTerm(tx, "product_cat", parentId))) throw new TermRefused({ code: "missing_parent" });
  if (own === null) return;
  const [loop] = await queryChecked(
    tx,
    "a category's ancestors",
    z.strictObject({ id: z.int() }),
    sql`with recursive up(id, parent_id, depth) as (
          select id, parent_id, 0 from terms where id = ${parentId}
          union all select t.id, t.parent_id, up.depth + 1 from terms t join up on t.id = up.parent_id where up.depth < 100
        ) select id from up where id = ${own} limit 1`,
  );
  if (loop) throw new TermRefused({ code: "parent_loop" });
}

/** A new product category (`product_cat`, with its parent) or tag (`product_tag`). */
export async function createStaffTerm(db: Db, taxonomy: ProductTaxonomy, input: TermInput, staffId: number): Promise<TermResult<StaffTerm>> {
  return inTermTransaction(db, async (tx) => {
    const name = (input.name ?? "").trim();
    if (!name) throw new TermRefused({ code: "empty_name" });
    const parentId = taxonomy === "product_cat" ? (input.parentId ?? null) : null;
    await checkParent(tx, parentId, null);
    if (taxonomy === "product_cat") await checkNameUnderParent(tx, taxonomy, name, parentId, null);
    const slug = await termSlug(tx, taxonomy, input.slug?.trim() || name, null);
    const [row] = await queryChecked(
      tx,
      "a new product term",
      z.strictObject({ id: z.int() }),
      sql`insert into terms (taxonomy, slug, name, description, parent_id, menu_order)
          values (${taxonomy}, ${slug}, ${name}, ${input.description ?? ""}, ${parentId}, ${input.menuOrder ?? 0}) returning id`,
    );
    await tx.insert(staffActions).values({ userId: staffId, action: `${taxonomy}.create`, objectType: "term", objectId: row!.id, details: { name, slug, parentId } });
    return (await staffTerm(tx, taxonomy, row!.id))!;
  });
}

export async function updateStaffTerm(db: Db, taxonomy: ProductTaxonomy, id: number, input: TermInput, staffId: number): Promise<TermResult<StaffTerm>> {
  return inTermTransaction(db, async (tx) => {
    const before = await staffTerm(tx, taxonomy, id);
    if (!before) throw new TermRefused({ code: "not_found" });
    const name = input.name === undefined ? before.name : input.name.trim();
    if (!name) throw new TermRefused({ code: "empty_name" });
    const parentId = taxonomy === "product_cat" && input.parentId !== undefined ? input.parentId : before.parentId;
    if (parentId !== before.parentId) await checkParent(tx, parentId, id);
    if (taxonomy === "product_cat" && (name !== before.name || parentId !== before.parentId)) await checkNameUnderParent(tx, taxonomy, name, parentId, id);
    const slug = input.slug !== undefined && input.slug.trim() !== "" ? await termSlug(tx, taxonomy, input.slug, id) : before.slug;
    const description = input.description ?? before.description;
    const menuOrder = input.menuOrder ?? before.menuOrder;
    await tx.execute(sql`update terms set name = ${name}, slug = ${slug}, description = ${description}, parent_id = ${parentId}, menu_order = ${menuOrder} where id = ${id}`);
    const moved: Record<string, unknown> = {};
    const after = { name, slug, description, parentId, menuOrder };
    for (const [key, value] of Object.entries(after)) if (before[key as keyof typeof after] !== value) moved[key] = { from: before[key as keyof typeof after], to: value };
    await tx.insert(staffActions).values({ userId: staffId, action: `${taxonomy}.update`, objectType: "term", objectId: id, details: moved });
    return (await staffTerm(tx, taxonomy, id))!;
  });
}

/**
 * Deletes a category or tag for good (WooCommerce keeps no trash for terms): its products lose
 * it, a category's children move up to its parent (WordPress's `wp_delete_term`). Answers it as it was.
 */
export async function deleteStaffTerm(db: Db, taxonomy: ProductTaxonomy, id: number, staffId: number): Promise<TermResult<StaffTerm>> {
  return inTermTransaction(db, async (tx) => {
    const before = await staffTerm(tx, taxonomy, id);
    if (!before) throw new TermRefused({ code: "not_found" });
    await tx.execute(sql`update terms set parent_id = ${before.parentId} where parent_id = ${id}`);
    await tx.execute(sql`delete from terms where id = ${id}`);
    await tx.insert(staffActions).values({ userId: staffId, action: `${taxonomy}.delete`, objectType: "term", objectId: id, details: { name: before.name, slug: before.slug, products: before.count } });
    return before;
  });
}
