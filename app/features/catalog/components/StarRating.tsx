import { t } from "~/lib/i18n";

/**
 * Five stars filled to the average, with its value in words for screen readers. The row is as
 * wide as its stars wherever it sits (`w-max`: a flex column would stretch it to the card's
 * width), so the filled overlay's share of it is the rating's share of five.
 */
export function StarRating({ rating, count }: { rating: number; count?: number }) {
  const label = count === undefined
    ? t("product.rating", { rating: rating.toFixed(2).replace(".", ",") })
    : t("product.ratingOutOf", { rating: rating.toFixed(2).replace(".", ","), count });
  return (
    <span className="star-rating relative inline-block w-max text-sm leading-none" role="img" aria-label={label}>
      <span aria-hidden="true" className="star-row text-gray-300" />
      <span aria-hidden="true" className="star-row absolute left-0 top-0 text-amber-500" style={{ width: `${(rating / 5) * 100}%` }} />
    </span>
  );
}
