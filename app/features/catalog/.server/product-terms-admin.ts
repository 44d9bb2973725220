import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../platform/.server/db";
import { queryChecked } from "../../../platform/.server/sql-answer";

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
