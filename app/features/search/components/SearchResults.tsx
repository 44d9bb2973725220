import { Price, StarRating } from "~/features/catalog";
import { instantSearch } from "~/lib/constants";
import { formatDate, isoInShopZone } from "~/lib/dates";
import { tSearch } from "~/lib/i18n/areas/search";
import { postTypeLabels } from "../filters";
import { resultDate, resultKey, resultPrice, snippetHtml, titleHtml } from "../result-view";
import type { SearchResult } from "../types";

/** A result's drawn width in the grid's columns (`SearchResultList`). */
const RESULT_SIZES = "(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw";

/**
 * One result in the "product" result format (spec §9): picture, title with the matched words
 * marked, then a product's price and stars, or another kind's type, date and passage.
 * `titleHtml` and `snippetHtml` are the server's escaped highlights, the only HTML set here.
 */
function SearchResultCard({ result, priority }: { result: SearchResult; priority: boolean }) {
  const { fields } = result;
  const url = fields["permalink.url.raw"];
  const isProduct = fields.post_type === "product";
  const price = isProduct ? resultPrice(fields) : null;
  const rating = fields["meta._wc_average_rating.double"];
  const reviews = fields["meta._wc_review_count.long"];
  const date = instantSearch.enablePostDate && !isProduct ? resultDate(fields.date) : null;
  const image = fields["image.url.raw"];
  const avif = fields["image.srcset.avif"];
  const webp = fields["image.srcset.webp"];
  return (
    <li className={`search-result search-result--${fields.post_type} flex flex-col`}>
      <a href={url} tabIndex={-1} aria-hidden="true" className="block aspect-square overflow-hidden rounded-lg bg-gray-100">
        {/* The results' pictures are WooCommerce's square thumbnails: 400 × 400 states the ratio
            (no shift while they load), the box's CSS their drawn size; AVIF or WebP at the
            column's width, the JPEG for browsers with neither. */}
        {image && (
          <picture className="contents">
            {avif && <source type="image/avif" srcSet={avif} sizes={RESULT_SIZES} />}
            {webp && <source type="image/webp" srcSet={webp} sizes={RESULT_SIZES} />}
            <img
              src={image}
              alt=""
              width={400}
              height={400}
              loading={priority ? "eager" : "lazy"}
              decoding="async"
              fetchPriority={priority ? "high" : undefined}
              className="size-full object-cover"
            />
          </picture>
        )}
      </a>
      <div className="mt-3 flex flex-1 flex-col gap-1">
        {!isProduct && <p className="text-xs font-semibold uppercase tracking-wide text-muted">{postTypeLabels(fields.post_type).singular_name}</p>}
        <h2 className="search-result__title text-sm font-medium leading-snug sm:text-base">
          <a href={url} className="text-ink no-underline hover:text-brand-700" dangerouslySetInnerHTML={{ __html: titleHtml(result) }} />
        </h2>
        {isProduct && reviews !== null && reviews > 0 && rating !== null && <StarRating rating={rating} count={reviews} />}
        {price && <Price price={price} className="text-sm sm:text-base" />}
        {isProduct && fields["wc.in_stock"] === false && <p className="text-sm text-muted">{tSearch("search.outOfStock")}</p>}
        {date && (
          <p className="text-xs text-muted">
            <time dateTime={isoInShopZone(date)}>{tSearch("search.postedOn", { date: formatDate(date) })}</time>
          </p>
        )}
        {!isProduct && <p className="search-result__snippet line-clamp-3 text-sm text-muted" dangerouslySetInnerHTML={{ __html: snippetHtml(result) }} />}
      </div>
    </li>
  );
}

/**
 * The results grid (the overlay's and the results page's), with the listing's columns (spec §9):
 * 2 below 550 px, 3 from there, 4 on wide screens. The first `eagerCount` pictures (the results
 * page's first row on a phone) load at once, with priority; the rest when scrolled to.
 */
export function SearchResultList({ results, eagerCount = 0 }: { results: SearchResult[]; eagerCount?: number }) {
  return (
    <ul className="search-results grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 md:gap-x-6 lg:grid-cols-4">
      {results.map((r, i) => (
        <SearchResultCard key={resultKey(r)} result={r} priority={i < eagerCount} />
      ))}
    </ul>
  );
}
