import { and, eq, sql } from "drizzle-orm";
import { products, reviews } from "../../../../db/schema";
import type { Db } from "../../../platform/.server/db";
import { afterCatalogWrite } from "../../../platform/.server/versioned-cache";
import type { ReviewForm } from "../review-form";

export type PostReviewResult =
  | { ok: true; id: number; status: "approved" | "pending" }
  | { ok: false; reason: "not_found" | "duplicate" };

/**
 * Stores a shopper's review, approved at once when the shop says so, else held for moderation
 * (the product's average and count follow approved reviews through the database's triggers).
 * The same text from the same address on the same product is refused as a duplicate, as
 * WordPress does.
 */
export async function postReview(
  db: Db,
  productId: number,
  review: ReviewForm,
  o: { autoApprove: boolean; userId: number | null },
): Promise<PostReviewResult> {
  const posted = await db.transaction(async (tx): Promise<PostReviewResult> => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.status, "publish")));
    if (!product) return { ok: false, reason: "not_found" };
    const [duplicate] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), sql`lower(${reviews.authorEmail}) = lower(${review.email})`, eq(reviews.content, review.comment)));
    if (duplicate) return { ok: false, reason: "duplicate" };
    const status = o.autoApprove ? "approved" : "pending";
    const [row] = await tx
      .insert(reviews)
      .values({
        productId,
        userId: o.userId,
        authorName: review.author,
        authorEmail: review.email,
        rating: review.rating,
        content: review.comment,
        status,
      })
      .returning({ id: reviews.id });
    return { ok: true, id: row!.id, status };
  });
  // The reviewer's next page shows the review (when approved) and the new average; the kept
  // answers of other products stay (decision 022).
  if (posted.ok) afterCatalogWrite(db);
  return posted;
}
