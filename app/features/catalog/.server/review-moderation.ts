import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { reviewStatus, staffActions } from "../../../../db/schema";
import type { Db } from "../../../platform/.server/db";
import { queryChecked } from "../../../platform/.server/sql-answer";
import { afterCatalogWrite } from "../../../platform/.server/versioned-cache";

/**
 * Reviews as staff moderate them (WooCommerce's Product reviews screen): every review with its
 * product, filtered by status, product or words; its status changed (approved, held, spam,
 * trash), which the product's average and count follow through the database's triggers and the
 * storefront's pages at once.
 */

export type ReviewStatus = (typeof reviewStatus.enumValues)[number];

export type StaffReview = {
  id: number;
  productId: number;
  productName: string;
  productSlug: string;
  authorName: string;
  authorEmail: string;
  rating: number;
  content: string;
  status: ReviewStatus;
  verifiedOwner: boolean;
  createdAt: Date;
  /** The shop's public answer, shown under the review on the product page. */
  reply: { content: string; createdAt: Date } | null;
};

export type ReviewQuery = {
  /** null: approved and held ones (WooCommerce's "all": neither spam nor trash). */
  status: ReviewStatus | null;
  productId: number | null;
  search: string;
  page: number;
  perPage: number;
};

const rowShape = z.strictObject({
  id: z.int(),
  productId: z.int(),
  productName: z.string(),
  productSlug: z.string(),
  authorName: z.string(),
  authorEmail: z.string(),
  rating: z.int(),
  content: z.string(),
  status: z.enum(reviewStatus.enumValues),
  verifiedOwner: z.boolean(),
  createdAt: z.string(),
  replyContent: z.string().nullable(),
  repliedAt: z.string().nullable(),
});

const SELECT = sql`select r.id, r.product_id as "productId", p.name as "productName", p.slug as "productSlug",
                          r.author_name as "authorName", r.author_email as "authorEmail", r.rating, r.content, r.status,
                          r.verified_owner as "verifiedOwner", r.created_at as "createdAt",
                          r.reply_content as "replyContent", r.replied_at as "repliedAt"
                     from reviews r join products p on p.id = r.product_id`;

const toReview = ({ replyContent, repliedAt, ...row }: z.infer<typeof rowShape>): StaffReview => ({
  ...row,
  createdAt: new Date(row.createdAt),
  reply: replyContent !== null && repliedAt !== null ? { content: replyContent, createdAt: new Date(repliedAt) } : null,
});

function whereOf(q: ReviewQuery): SQL {
  const parts: SQL[] = [q.status ? sql`r.status = ${q.status}` : sql`r.status in ('approved', 'pending')`];
  if (q.productId !== null) parts.push(sql`r.product_id = ${q.productId}`);
  const search = q.search.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(vn_fold(r.content) like vn_fold(${pattern}) or vn_fold(r.author_name) like vn_fold(${pattern}) or lower(r.author_email) like lower(${pattern}))`);
  }
  return sql.join(parts, sql` and `);
}

/** One page of reviews, newest first, and how many match in all. */
export async function listReviews(db: Db, q: ReviewQuery): Promise<{ reviews: StaffReview[]; total: number }> {
  const where = whereOf(q);
  const [rows, [count]] = await Promise.all([
    queryChecked(db, "the staff's review list", rowShape, sql`${SELECT} where ${where} order by r.created_at desc, r.id desc limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`),
    queryChecked(db, "the staff's review count", z.strictObject({ n: z.int() }), sql`select count(*)::int as n from reviews r where ${where}`),
  ]);
  return { reviews: rows.map(toReview), total: count?.n ?? 0 };
}

/** One review; null when there is none with that id. */
export async function staffReview(db: Db, id: number): Promise<StaffReview | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await queryChecked(db, "a review for staff", rowShape, sql`${SELECT} where r.id = ${id}`);
  return row ? toReview(row) : null;
}

/** How many reviews each status holds (the screen's tabs). */
export async function reviewCountsByStatus(db: Db): Promise<Record<ReviewStatus, number>> {
  const rows = await queryChecked(db, "the reviews per status", z.strictObject({ status: z.enum(reviewStatus.enumValues), n: z.int() }), sql`select status, count(*)::int as n from reviews group by status`);
  const counts = Object.fromEntries(reviewStatus.enumValues.map((s) => [s, 0])) as Record<ReviewStatus, number>;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/**
 * Moves review `id` to `status` for staff member `staffId`, logged; the product's figures follow
 * (triggers) and its pages show it at once. Null when there is no such review.
 */
export async function setReviewStatus(db: Db, id: number, status: ReviewStatus, staffId: number): Promise<StaffReview | null> {
  const changed = await db.transaction(async (tx) => {
    const [row] = await queryChecked(
      tx,
      "a review's status",
      z.strictObject({ from: z.enum(reviewStatus.enumValues) }),
      sql`update reviews r set status = ${status} from (select id, status from reviews where id = ${id} for update) old
           where r.id = old.id returning old.status as "from"`,
    );
    if (!row) return false;
    await tx.insert(staffActions).values({ userId: staffId, action: "review.status", objectType: "review", objectId: id, details: { from: row.from, to: status } });
    return true;
  });
  if (!changed) return null;
  afterCatalogWrite(db);
  return staffReview(db, id);
}

/** The longest reply, as the longest review. */
export const MAX_REPLY_LENGTH = 5000;

/**
 * Sets the shop's reply under review `id` (null removes it) for staff member `staffId`, logged;
 * the product page shows it at once. Null when there is no such review.
 */
export async function setReviewReply(db: Db, id: number, content: string | null, staffId: number): Promise<StaffReview | null> {
  const text = content === null ? null : content.replace(/\r\n?/g, "\n").trim();
  if (text !== null && (text.length === 0 || text.length > MAX_REPLY_LENGTH)) throw new RangeError("a review's reply is 1 to 5000 characters");
  const changed = await db.transaction(async (tx) => {
    const rows = await queryChecked(
      tx,
      "a review's reply",
      z.strictObject({ id: z.int() }),
      sql`update reviews set reply_content = ${text}, reply_user_id = ${text === null ? null : staffId}, replied_at = ${text === null ? null : sql`now()`}
           where id = ${id} returning id`,
    );
    if (rows.length === 0) return false;
    await tx.insert(staffActions).values({ userId: staffId, action: text === null ? "review.reply.delete" : "review.reply", objectType: "review", objectId: id, details: {} });
    return true;
  });
  if (!changed) return null;
  afterCatalogWrite(db);
  return staffReview(db, id);
}

/** Deletes review `id` for good (WooCommerce's `force=true`), logged; the product's figures follow. */
export async function deleteReview(db: Db, id: number, staffId: number): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const rows = await queryChecked(tx, "a deleted review", z.strictObject({ productId: z.int() }), sql`delete from reviews where id = ${id} returning product_id as "productId"`);
    if (rows.length === 0) return false;
    await tx.insert(staffActions).values({ userId: staffId, action: "review.delete", objectType: "review", objectId: id, details: { productId: rows[0]!.productId } });
    return true;
  });
  if (deleted) afterCatalogWrite(db);
  return deleted;
}
