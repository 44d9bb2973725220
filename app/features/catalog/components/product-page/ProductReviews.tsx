import { formatDate } from "~/lib/dates";
import { t } from "~/lib/i18n";
import { tReviews } from "~/lib/i18n/areas/reviews";
import { Pagination } from "~/ui/Pagination";
import type { Review } from "../../types";
import { StarRating } from "../StarRating";
import { ReviewForm, type ReviewFormState } from "./ReviewForm";
import { reviewsPageHref } from "./reviews-url";

export type ReviewsData = {
  productId: number;
  productName: string;
  productPath: string;
  averageRating: number;
  reviewCount: number;
  reviews: Review[];
  page: number;
  totalPages: number;
};

/** The reviews: average, this page of approved reviews, page links and the form. */
export function ProductReviews({ data, form }: { data: ReviewsData; form?: ReviewFormState }) {
  return (
    <div id="comments" className="woocommerce-Reviews">
      {data.reviewCount > 0 && (
        <p className="flex items-center gap-2">
          <StarRating rating={data.averageRating} />
          <span className="text-sm text-muted">
            {tReviews("review.average", { rating: data.averageRating.toFixed(1).replace(".", ","), count: data.reviewCount })}
          </span>
        </p>
      )}
      {data.reviews.length === 0 ? (
        <p className="woocommerce-noreviews mt-3 text-muted">{t("product.noRating")}</p>
      ) : (
        <ol className="commentlist mt-4 space-y-6">
          {data.reviews.map((r) => (
            <li key={r.id} id={`comment-${r.id}`} className="review border-b border-gray-100 pb-4">
              <StarRating rating={r.rating} />
              <p className="meta mt-1 text-sm">
                <strong className="woocommerce-review__author">{r.author}</strong>{" "}
                {r.verifiedOwner && <em className="woocommerce-review__verified verified text-muted">({tReviews("review.verifiedOwner")})</em>}{" "}
                <span className="text-muted">– <time className="woocommerce-review__published-date" dateTime={r.createdAt.toISOString()}>{formatDate(r.createdAt)}</time></span>
              </p>
              <div className="description mt-1"><p>{r.content}</p></div>
              {r.reply && (
                // WordPress's threaded reply: a child comment under the review.
                <ul className="children mt-3 border-l-2 border-gray-100 pl-4">
                  <li id={`comment-${r.id}-reply`} className="comment">
                    <p className="meta text-sm">
                      <strong className="woocommerce-review__author">{tReviews("review.shopReply")}</strong>{" "}
                      <span className="text-muted">– <time dateTime={r.reply.createdAt.toISOString()}>{formatDate(r.reply.createdAt)}</time></span>
                    </p>
                    <div className="description mt-1"><p>{r.reply.content}</p></div>
                  </li>
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
      <Pagination
        page={data.page}
        totalPages={data.totalPages}
        hrefFor={(n) => reviewsPageHref(data.productPath, n)}
        label={tReviews("review.pagination")}
        className="woocommerce-pagination mt-6"
      />
      <ReviewForm action={data.productPath} productName={data.productName} first={data.reviewCount === 0} state={form} />
    </div>
  );
}
