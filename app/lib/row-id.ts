/** The largest id PostgreSQL's `integer` holds: a larger one would make the query fail, not refuse. */
export const MAX_ROW_ID = 2_147_483_647;

const ROW_ID = /^[1-9]\d{0,9}$/;

/**
 * A row's id as a request carries it (a field, a query parameter, a path segment); null for
 * anything else (`abc`, `-3`, `1.5`, `0`, `007`, past 2^31−1), which then names no row and never
 * reaches a query.
 */
export function rowId(raw: string): number | null {
  if (!ROW_ID.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ROW_ID ? id : null;
}
