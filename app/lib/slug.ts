/**
 * Whether `text` can be one of the shop's slugs: lowercase letters and digits in words joined by
 * single dashes, as the database's checks require of every slug (`products_slug_format`,
 * `terms_slug_format`, `posts_slug_format`, `attributes_slug_format`). Anything else names no
 * row, so it is answered as unknown without a query (a NUL in a path would fail one).
 */
export function isSlug(text: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text);
}
