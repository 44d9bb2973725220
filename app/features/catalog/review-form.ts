import { tReviews } from "~/lib/i18n/areas/reviews";
import { hasControlCharacters } from "~/lib/validation/control-characters";
import { isEmail } from "~/lib/validation/email";

/**
 * The review form, with WordPress's comment-form field names (`rating`, `comment`, `author`,
 * `email`). One set of rules: the browser checks as the shopper submits, the server decides.
 * Plain checks rather than a schema library, so the product page does not ship one.
 */
export const REVIEW_INTENT = "review";
export const REVIEW_MAX_LENGTH = 5000;
export const REVIEW_AUTHOR_MAX_LENGTH = 245;

/** A review as the shop stores it, checked and trimmed. */
export type ReviewForm = { rating: number; comment: string; author: string; email: string };
export type ReviewField = keyof ReviewForm;
export type ReviewFieldErrors = Partial<Record<ReviewField, string>>;
export type ReviewFormValues = Partial<Record<ReviewField, string>>;

const FIELDS: ReviewField[] = ["rating", "comment", "author", "email"];

/** The posted values as typed (to show them again) and either the review or its field errors. */
export function readReviewForm(form: FormData):
  | { ok: true; review: ReviewForm; values: ReviewFormValues }
  | { ok: false; errors: ReviewFieldErrors; values: ReviewFormValues } {
  const values: ReviewFormValues = {};
  for (const f of FIELDS) {
    const v = form.get(f);
    values[f] = typeof v === "string" ? v : "";
  }
  const rating = (values.rating ?? "").trim();
  const comment = (values.comment ?? "").trim();
  const author = (values.author ?? "").trim();
  const email = (values.email ?? "").trim();
  const errors: ReviewFieldErrors = {};
  if (!/^[1-5]$/.test(rating)) errors.rating = tReviews("review.error.rating");
  if (!comment) errors.comment = tReviews("review.error.comment");
  else if (comment.length > REVIEW_MAX_LENGTH) errors.comment = tReviews("review.error.commentTooLong", { max: REVIEW_MAX_LENGTH });
  if (!author) errors.author = tReviews("review.error.author");
  else if (author.length > REVIEW_AUTHOR_MAX_LENGTH) errors.author = tReviews("review.error.authorTooLong", { max: REVIEW_AUTHOR_MAX_LENGTH });
  if (!isEmail(email)) errors.email = tReviews("review.error.email");
  // Kept as the review: refused, never stored other than as sent.
  for (const f of FIELDS) if (hasControlCharacters(values[f] ?? "")) errors[f] = tReviews("review.error.controlCharacters");
  if (Object.keys(errors).length === 0) return { ok: true, review: { rating: Number(rating), comment, author, email }, values };
  return { ok: false, errors, values };
}
