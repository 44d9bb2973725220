import { sql } from "drizzle-orm";
import { boolean, customType, index, integer, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { instant, money } from "./columns";
import { media } from "./media";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * One row per searchable thing (product, post, page, portfolio item, attachment), kept by
 * triggers on the source tables (migration 0007): what the live suggestions and the instant
 * search query, filter, sort and count. Only published things are here.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    postType: text("post_type", { enum: ["product", "post", "page", "featured_item", "attachment"] }).notNull(),
    refId: integer("ref_id").notNull(),
    title: text("title").notNull(),
    url: text("url").notNull(),
    imageId: integer("image_id").references(() => media.id, { onDelete: "set null" }),
    publishedAt: instant("published_at").notNull(),
    /** Products: the lowest price a shopper pays now, in đồng. */
    price: money("price"),
    rating: numeric("rating", { precision: 3, scale: 2, mode: "number" }),
    inStock: boolean("in_stock").notNull().default(true),
    /** Terms directly assigned (categories, tags, shipping class), for filters and their counts. */
    termIds: integer("term_ids").array().notNull().default(sql`'{}'`),
    /** The folded title: what suggestions match as a prefix ("dong ho" → "Đồng hồ nam …"). */
    titleFolded: text("title_folded").generatedAlwaysAs(sql`public.vn_fold(title)`),
    /** The title's search tokens (folded words and neighbouring pairs): title matches rank first. */
    titleDocument: tsvector("title_document").generatedAlwaysAs(sql`search_words_of(title, '')`),
    /**
     * The search tokens of the title and the text (excerpt, description, SKU, caption): folded
     * words and pairs of neighbouring words, without positions (`search_words_of`, db/functions/search.sql).
     */
    document: tsvector("document").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postType, t.refId] }),
    index("search_documents_document").using("gin", t.document),
    index("search_documents_title_document").using("gin", t.titleDocument),
    index("search_documents_title_prefix").using("btree", sql`${t.titleFolded} text_pattern_ops`),
    index("search_documents_terms").using("gin", t.termIds),
  ],
);

/**
 * Every folded word of the documents with the number of documents holding it (kept by a
 * trigger on search_documents): the vocabulary a misspelt word is corrected against.
 */
export const searchWords = pgTable("search_words", {
  word: text("word").primaryKey(),
  documents: integer("documents").notNull(),
});
