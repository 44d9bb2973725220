import { z } from "zod";
import { productType } from "../../../../db/schema/catalog";
import { mediaSizesShape } from "../../../../db/schema/media";
import { taxonomy } from "../../../../db/schema/taxonomy";
import { SEARCHABLE_POST_TYPES } from "../filters";

/**
 * The rows the search statements answer (`./search.ts`), the instant search's counts as JSON the
 * statement builds. Prices are whole đồng (sent as float8: node-postgres answers bigint as text);
 * checked as app/platform/.server/sql-answer.ts says.
 */

const money = z.int();
const postTypeShape = z.enum(SEARCHABLE_POST_TYPES);

/** A live suggestion: the product, its picture and the price it shows. */
export const suggestionRowShape = z.strictObject({
  id: z.int(),
  title: z.string(),
  url: z.string(),
  sizes: mediaSizesShape.nullable(),
  price: money.nullable(),
  max_price: money.nullable(),
});
export type SuggestionRow = z.infer<typeof suggestionRowShape>;

/** A search ranked: the count, the corrected words, the ranking as three arrays and every filter's counts. */
export const rankedRowShape = z.strictObject({
  total: z.int(),
  corrected: z.array(z.string()).nullable(),
  ranked_types: z.array(postTypeShape).nullable(),
  ranked_ids: z.array(z.int()).nullable(),
  ranked_scores: z.array(z.number()).nullable(),
  types: z.array(z.strictObject({ key: postTypeShape, doc_count: z.int() })).nullable(),
  terms: z.array(z.strictObject({ taxonomy: z.enum(taxonomy.enumValues), key: z.string(), doc_count: z.int() })).nullable(),
  years: z.array(z.strictObject({ year: z.int(), doc_count: z.int() })).nullable(),
});

/** What a result shows, read for one page of results. */
export const resultRowShape = z.strictObject({
  post_type: postTypeShape,
  ref_id: z.int(),
  title: z.string(),
  url: z.string(),
  /** "YYYY-MM-DD HH:MM:SS" in the shop's time zone. */
  date: z.string().regex(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
  text: z.string(),
  alt: z.string().nullable(),
  sizes: mediaSizesShape.nullable(),
  product_type: z.enum(productType.enumValues).nullable(),
  regular_price: money.nullable(),
  sale_price: money.nullable(),
  min_price: money.nullable(),
  max_price: money.nullable(),
  in_stock: z.boolean(),
  rating: z.number().nullable(),
  review_count: z.int().nullable(),
});
export type ResultRow = z.infer<typeof resultRowShape>;
