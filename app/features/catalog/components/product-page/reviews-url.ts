/**
 * When the reviews section opens by itself (spec §2 "Single product page"): the URL points at a
 * review (`#comment-12`), at the section (`#comments`, `#reviews`, `#tab-reviews`) or at a page of
 * reviews (`/comment-page-2/`, `?cpage=2`).
 */
export function urlOpensReviews(url: { href: string; hash: string }): boolean {
  const hash = url.hash;
  if (hash.includes("comment-")) return true;
  if (hash === "#comments" || hash === "#reviews" || hash === "#tab-reviews") return true;
  return url.href.includes("comment-page-") || url.href.includes("cpage=");
}

/** Page n of a product's reviews, WordPress's way: page 1 is the product itself. */
export function reviewsPageHref(productPath: string, n: number): string {
  return n <= 1 ? `${productPath}#comments` : `${productPath}comment-page-${n}/#comments`;
}

/** The page number in a `comment-page-N` path segment, or null when the segment is something else. */
export function parseReviewsPageSegment(segment: string): number | null {
  const match = /^comment-page-([1-9]\d{0,5})$/.exec(segment);
  return match ? Number(match[1]) : null;
}
