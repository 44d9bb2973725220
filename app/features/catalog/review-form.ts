import { z } from "zod";
import { t } from "~/lib/i18n";
import { isEmail } from "~/lib/validation/email";

/**
 * The review form, with WordPress's comment-form field names (`rating`, `comment`, `author`,
 * `email`). One schema: the browser checks as the shopper submits, the server decides.
 */
export const REVIEW_INTENT = "review";
export const REVIEW_MAX_LENGTH = 5000;
export const REVIEW_AUTHOR_MAX_LENGTH = 245;

export const ReviewForm = z.object({
  rating: z.coerce
    .number({ error: () => t("review.error.rating") })
    .int({ error: () => t("review.error.rating") })
    .min(1, { error: () => t("review.error.rating") })
    .max(5, { error: () => t("review.error.rating") }),
  comment: z
    .string()
    .trim()
    .min(1, { error: () => t("review.error.comment") })
    .max(REVIEW_MAX_LENGTH, { error: () => t("review.error.commentTooLong", { max: REVIEW_MAX_LENGTH }) }),
  author: z
    .string()
    .trim()
    .min(1, { error: () => t("review.error.author") })
    .max(REVIEW_AUTHOR_MAX_LENGTH, { error: () => t("review.error.authorTooLong", { max: REVIEW_AUTHOR_MAX_LENGTH }) }),
  email: z
    .string()
    .trim()
    .refine(isEmail, { error: () => t("review.error.email") }),
});
export type ReviewForm = z.infer<typeof ReviewForm>;
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
  // An unchosen rating posts nothing; "" would coerce to 0 and read as a choice.
  const parsed = ReviewForm.safeParse({ ...values, rating: values.rating || undefined });
  if (parsed.success) return { ok: true, review: parsed.data, values };
  const errors: ReviewFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ReviewField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors, values };
}
