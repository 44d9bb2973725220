import { useId, useRef, useState } from "react";
import { tReviews } from "~/lib/i18n/areas/reviews";
import { REVIEW_AUTHOR_MAX_LENGTH, REVIEW_INTENT, REVIEW_MAX_LENGTH, type ReviewField, type ReviewFieldErrors, type ReviewFormValues, readReviewForm } from "../../review-form";

export type ReviewFormState = { errors: ReviewFieldErrors; values: ReviewFormValues };

const FIELD_ORDER: ReviewField[] = ["rating", "comment", "author", "email"];

/**
 * WooCommerce's review form. A plain post to the product page; with JavaScript the same rules
 * run on submit, so a mistake is shown at once instead of after a round trip.
 */
export function ReviewForm({ action, productName, first, state }: { action: string; productName: string; first: boolean; state?: ReviewFormState }) {
  const [errors, setErrors] = useState<ReviewFieldErrors>(state?.errors ?? {});
  const values = state?.values ?? {};
  const summaryRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const fieldId = (f: ReviewField) => `${id}-${f}`;
  const errorId = (f: ReviewField) => `${id}-${f}-error`;
  const errorList = FIELD_ORDER.filter((f) => errors[f]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const result = readReviewForm(new FormData(event.currentTarget));
    if (result.ok) return;
    event.preventDefault();
    setErrors(result.errors);
    // Focus the summary so screen readers hear what to fix; each item links to its field.
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  const invalid = (f: ReviewField) => (errors[f] ? { "aria-invalid": true as const, "aria-describedby": errorId(f) } : {});
  const input = "mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 aria-[invalid=true]:border-sale";

  return (
    <div id="review_form_wrapper" className="mt-8 rounded-lg border border-gray-200 p-4 sm:p-6">
      <h3 id={`${id}-title`} className="comment-reply-title text-lg font-bold">
        {first ? tReviews("review.formTitleFirst", { name: productName }) : tReviews("review.formTitle")}
      </h3>
      <form id="commentform" className="comment-form mt-4 space-y-4" method="post" action={action} noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
        <input type="hidden" name="intent" value={REVIEW_INTENT} />
        {errorList.length > 0 && (
          <div ref={summaryRef} tabIndex={-1} role="alert" className="woocommerce-error rounded-md border-l-4 border-sale bg-red-50 p-4 outline-none">
            <p className="font-semibold">{tReviews("review.error.summary", { count: errorList.length })}</p>
            <ul className="mt-2 list-disc pl-5">
              {errorList.map((f) => (
                <li key={f}><a href={`#${fieldId(f)}`} className="underline">{errors[f]}</a></li>
              ))}
            </ul>
          </div>
        )}
        <p className="text-sm text-muted">{tReviews("review.emailNote")} {tReviews("review.required")}</p>

        <fieldset className="comment-form-rating" {...invalid("rating")}>
          <legend className="font-semibold">{tReviews("review.yourRating")} <span aria-hidden="true" className="text-sale">*</span></legend>
          <div className="stars mt-2 flex flex-wrap gap-2">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className="flex min-h-11 cursor-pointer items-center gap-1 rounded-md border border-gray-300 px-3 has-[:checked]:border-amber-500 has-[:checked]:bg-amber-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-2">
                <input type="radio" name="rating" value={n} defaultChecked={values.rating === String(n)} id={n === 1 ? fieldId("rating") : undefined} className="sr-only" />
                <span aria-hidden="true" className="text-amber-500">{"★".repeat(n)}</span>
                <span className="text-sm">{tReviews("review.stars", { n })}</span>
              </label>
            ))}
          </div>
          {errors.rating && <p id={errorId("rating")} className="mt-1 text-sm text-sale">{errors.rating}</p>}
        </fieldset>

        <p className="comment-form-comment">
          <label htmlFor={fieldId("comment")} className="font-semibold">{tReviews("review.yourReview")} <span aria-hidden="true" className="text-sale">*</span></label>
          <textarea id={fieldId("comment")} name="comment" rows={5} maxLength={REVIEW_MAX_LENGTH} required defaultValue={values.comment} className={input} {...invalid("comment")} />
          {errors.comment && <span id={errorId("comment")} className="mt-1 block text-sm text-sale">{errors.comment}</span>}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <p className="comment-form-author">
            <label htmlFor={fieldId("author")} className="font-semibold">{tReviews("review.name")} <span aria-hidden="true" className="text-sale">*</span></label>
            <input id={fieldId("author")} name="author" type="text" autoComplete="name" maxLength={REVIEW_AUTHOR_MAX_LENGTH} required defaultValue={values.author} className={input} {...invalid("author")} />
            {errors.author && <span id={errorId("author")} className="mt-1 block text-sm text-sale">{errors.author}</span>}
          </p>
          <p className="comment-form-email">
            <label htmlFor={fieldId("email")} className="font-semibold">{tReviews("review.email")} <span aria-hidden="true" className="text-sale">*</span></label>
            <input id={fieldId("email")} name="email" type="email" autoComplete="email" required defaultValue={values.email} className={input} {...invalid("email")} />
            {errors.email && <span id={errorId("email")} className="mt-1 block text-sm text-sale">{errors.email}</span>}
          </p>
        </div>
        <p className="form-submit">
          <button type="submit" className="submit btn-primary">{tReviews("review.submit")}</button>
        </p>
      </form>
    </div>
  );
}
