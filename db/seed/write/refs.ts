import type { Taxonomy } from "../../schema";

/** Ids of rows already written, by the slugs the plan refers to them with. */
export type Refs = {
  media: Map<string, number>;
  /** Keyed by `termKey`. */
  terms: Map<string, number>;
  attributes: Map<string, number>;
  /** Keyed by `attributeTermKey`. */
  attributeTerms: Map<string, number>;
  /** By login. */
  users: Map<string, number>;
};

export const termKey = (taxonomy: Taxonomy, slug: string) => `${taxonomy}/${slug}`;
export const attributeTermKey = (attribute: string, term: string) => `${attribute}/${term}`;

/** The id a plan refers to; a missing one means the plan and the database disagree. */
export function idOf(map: ReadonlyMap<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Không tìm thấy ${what} "${key}"`);
  return id;
}

export function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Rows per INSERT statement: far below PostgreSQL's 65 535 parameters even for wide tables. */
export const ROWS_PER_STATEMENT = 500;
