import type { Size } from "../content/attributes";
import type { ProductGroup } from "../content/categories";
import { CUSTOMERS } from "../content/people";
import { RATING_WEIGHTS, REVIEWER_NAMES, type Rating, reviewComment } from "../content/reviews";
import type { ShippingClassSlug } from "../content/taxonomies";
import { BASE_DATE, minutesAfter } from "../dates";
import { discounted, roundToThousand } from "../money";
import type { Random } from "../random";
import { slugify } from "../slugify";
import type { ReviewPlan, StockPlan, VariationPlan } from "./types";

/** Pieces of a product plan shared by the demo catalog and the scale generator. */

export const SALE_PERCENTS = [10, 15, 20, 25, 30] as const;

export function saleOrNull(rng: Random, regular: number, chance: number): number | null {
  return rng.chance(chance) ? discounted(regular, rng.pick(SALE_PERCENTS)) : null;
}

/** A variable product's own stock follows its variations, as WooCommerce syncs it. */
export function parentStock(variations: readonly VariationPlan[]): StockPlan {
  return variations.some((v) => v.stock.status === "instock")
    ? { status: "instock", manage: false, quantity: null }
    : { status: "outofstock", manage: false, quantity: null };
}

export function stockFor(rng: Random, soldOut: boolean, max = 120): StockPlan {
  return soldOut
    ? { status: "outofstock", manage: true, quantity: 0 }
    : { status: "instock", manage: true, quantity: rng.int(2, max) };
}

/** Heavy parcels ship as bulky; of the rest, some are kept in the city warehouse for fast delivery. */
export function shippingClassFor(rng: Random, weightGrams: number): ShippingClassSlug {
  if (weightGrams >= 3000) return "hang-cong-kenh";
  return rng.chance(0.3) ? "giao-nhanh" : "hang-nho-gon";
}

/** Larger sizes use more cloth and cost a little more, as in most Vietnamese fashion shops. */
export function sizedPrice(base: number, size: Size): number {
  const surcharge = size === "XXL" ? 30000 : size === "XL" ? 20000 : 0;
  return roundToThousand(base + surcharge);
}

export type Reviewer = { name: string; email: string; login?: string };

export const guestReviewers: readonly Reviewer[] = REVIEWER_NAMES.map((name) => ({
  name,
  email: `${slugify(name).replace(/-/g, ".")}@example.com`,
}));

export const customerReviewers: readonly Reviewer[] = CUSTOMERS.map((c) => ({
  name: c.displayName,
  email: c.email,
  login: c.login,
}));

/** `count` reviews by distinct people, written between the product's launch and the base date. */
export function planReviews(
  rng: Random,
  options: { count: number; group: ProductGroup; since: Date; reviewers: readonly Reviewer[] },
): ReviewPlan[] {
  const ageMinutes = Math.max(60, (BASE_DATE.getTime() - options.since.getTime()) / 60_000);
  return rng.sample(options.reviewers, options.count).map((reviewer) => {
    const rating = rng.weighted(RATING_WEIGHTS);
    // Drawn in this order (text, status, time): the demo shop's reviews depend on it.
    const review = {
      authorName: reviewer.name,
      authorEmail: reviewer.email,
      ...(reviewer.login ? { userLogin: reviewer.login } : {}),
      rating,
      content: reviewComment(rating, options.group, rng),
      status: rng.chance(0.08) ? ("pending" as const) : ("approved" as const),
      // Only registered customers can be recognised as having bought the product.
      verifiedOwner: reviewer.login !== undefined,
      createdAt: minutesAfter(options.since, Math.floor(rng.next() * ageMinutes)),
    };
    return review.status === "approved" ? { ...review, ...shopReply(rating, review.createdAt) } : review;
  });
}

/**
 * The shop answers its approved low ratings (a shop owner's habit the product page shows), a day
 * later; decided from the rating alone, so the random sequence and the rest of the demo stay as they are.
 */
function shopReply(rating: Rating, reviewedAt: Date): Pick<ReviewPlan, "reply"> {
  if (rating > 3) return {};
  const content =
    rating === 3
      ? "Cảm ơn bạn đã góp ý! Shop sẽ ghi nhận để sản phẩm ngày càng tốt hơn."
      : "Shop thành thật xin lỗi vì trải nghiệm chưa tốt. Bạn nhắn cho shop qua trang Liên hệ để được đổi hàng hoặc hoàn tiền nhé.";
  const createdAt = minutesAfter(reviewedAt, 24 * 60);
  return createdAt <= BASE_DATE ? { reply: { content, createdAt } } : {};
}
