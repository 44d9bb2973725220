import { type SQL, sql } from "drizzle-orm";
import { formatDong } from "~/lib/money";
import { cardRenditions, toPicture } from "~/lib/media";
import { instantSearch } from "~/lib/constants";
import { tSearch } from "~/lib/i18n/areas/search";
import type { Db } from "~/platform/.server/db";
import { queryChecked } from "~/platform/.server/sql-answer";
import { versionedCache } from "~/platform/.server/versioned-cache";
import { queryWords } from "../fold";
import { SEARCH_FILTERS, type SearchFilterId, type SearchPostType } from "../filters";
import { excerptAround, highlightHtml } from "../highlight";
import { MAX_OFFSET, MAX_PAGE_SIZE, type SearchRequest, normalizeQuery, pageHandleFor } from "../search-request";
import type { SearchAnswer, SearchBucket, SearchResult, Suggestion } from "../types";
import { type ResultRow, type SuggestionRow, rankedRowShape, resultRowShape, suggestionRowShape } from "./search-rows";
import { intArray, textArray } from "./sql-arrays";

/**
 * How a query's words are matched (`search_query`, db/functions/search.sql), strictest first: the next
 * is tried only when the one before found nothing. Vietnamese writes a syllable per word, so
 * neighbouring words are first read as a phrase.
 */
const QUERY_MODES = ["phrase", "fuzzy", "words"] as const;
type QueryMode = (typeof QUERY_MODES)[number];

/** How many suggestions the header shows. */
export const SUGGESTION_LIMIT = 10;
/** Results kept per search: every page an infinite scroll can reach (see MAX_OFFSET). */
const RANKED_DEPTH = MAX_OFFSET + MAX_PAGE_SIZE;
/**
 * How deep a search is ranked first: ten pages of ten. Ordering a thousand results costs a new
 * query a fifth of its time, and few shoppers scroll that far; one who does gets the deeper
 * ranking then (kept apart).
 */
const FIRST_DEPTH = 100;

/** The typed text as it must appear in a title to count as an exact (unfolded) match. */
function exactPhrase(query: string): string {
  return query.toLocaleLowerCase("vi").trim();
}

/** Terms of `taxonomy` named by `slugs`, with their descendants for the hierarchical product_cat. */
function termIdsOf(taxonomy: string, slugs: readonly string[]): SQL {
  if (taxonomy !== "product_cat") {
    return sql`(select coalesce(array_agg(id), '{}') from terms where taxonomy = ${taxonomy} and slug = any(${textArray(slugs)}))`;
  }
  return sql`(with recursive tree(id) as (
      select id from terms where taxonomy = 'product_cat' and slug = any(${textArray(slugs)})
      union select t.id from terms t join tree on t.parent_id = tree.id)
    select coalesce(array_agg(id), '{}') from tree)`;
}

// ————— Live suggestions —————

const suggestionCache = versionedCache<Suggestion[]>("search_version", 5000);

/**
 * Products for the header's live search (spec §7 `flatsome_ajax_search_products`): best first,
 * from the query's third character (shorter queries answer nothing). Titles that begin with
 * what was typed come first (found through an index in title order), then titles holding every
 * word anywhere; only when no title matches, products whose text does (their SKU, their
 * description). Within each, titles with the exact typed spelling, then in-stock products, then
 * closer matches.
 */
export async function suggestProducts(db: Db, input: { query: string; category?: string }): Promise<Suggestion[]> {
  const query = normalizeQuery(input.query);
  const words = queryWords(query);
  if ([...query].length < 3 || words.length === 0) return [];
  const category = input.category && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(input.category) ? input.category : "";
  const key = `${words.join(" ")}\n${exactPhrase(query)}\n${category}`;
  return suggestionCache.get(db, key, async () => {
    for (const mode of QUERY_MODES) {
      const rows = await querySuggestions(db, words, exactPhrase(query), category, mode);
      if (rows.length > 0 || mode === "words") return rows.map(toSuggestion);
    }
    return [];
  });
}

function querySuggestions(db: Db, words: string[], phrase: string, category: string, mode: QueryMode): Promise<SuggestionRow[]> {
  const prefix = words.join(" ");
  const inCategory = category ? sql`d.term_ids && (select ids from cat)` : sql`true`;
  return queryChecked(
    db,
    "the live suggestions",
    suggestionRowShape,
    sql`with q as materialized (select query from search_query(${textArray(words)}, true, ${mode})),
      cat as materialized (select ${category ? termIdsOf("product_cat", [category]) : sql`'{}'::int[]`} as ids),
      starts as materialized (
        select d.ref_id, d.title, d.title_folded, d.url, d.image_id, d.in_stock, d.title_document, 0 as tier
        from search_documents d
        where d.post_type = 'product' and d.title_folded ~>=~ ${prefix} and d.title_folded ~<~ ${prefix + "\u{10FFFF}"} and ${inCategory}
        order by d.title_folded using ~<~
        limit 50),
      titled as materialized (
        select d.ref_id, d.title, d.title_folded, d.url, d.image_id, d.in_stock, d.title_document, 1 as tier
        from search_documents d, q
        where (select count(*) from starts) < ${SUGGESTION_LIMIT} and d.post_type = 'product'
          and d.title_document @@ q.query and ${inCategory}
          and not exists (select 1 from starts s where s.ref_id = d.ref_id)),
      texted as materialized (
        select d.ref_id, d.title, d.title_folded, d.url, d.image_id, d.in_stock, d.title_document, 2 as tier
        from search_documents d, q
        where not exists (select 1 from starts) and not exists (select 1 from titled)
          and d.post_type = 'product' and d.document @@ q.query and ${inCategory}
          and not exists (select 1 from starts s where s.ref_id = d.ref_id)
          and not exists (select 1 from titled t where t.ref_id = d.ref_id)),
      best as (
        select c.ref_id, c.title, c.url, c.image_id, row_number() over (
          order by c.tier, strpos(lower(c.title), ${phrase}) > 0 desc, strpos(c.title_folded, ${prefix}) > 0 desc, c.in_stock desc,
                   ts_rank(c.title_document, q.query) desc, length(c.title), c.ref_id) as ord
        from (select * from starts union all select * from titled union all select * from texted) c, q
        order by ord limit ${SUGGESTION_LIMIT})
      select b.ref_id as id, b.title, b.url, m.sizes,
        -- Whole đồng as float8: node-postgres answers bigint as text (exact below 2^53).
        (case when p.type = 'simple' then coalesce(p.sale_price, p.regular_price) else p.min_price end)::float8 as price,
        (case when p.type <> 'simple' and p.max_price <> p.min_price then p.max_price end)::float8 as max_price
      from best b join products p on p.id = b.ref_id left join media m on m.id = b.image_id
      order by b.ord`,
  );
}

function toSuggestion(r: SuggestionRow): Suggestion {
  const picture = r.sizes ? toPicture({ alt: "", sizes: r.sizes }, "gallery_thumbnail") : null;
  const price = r.price === null ? "" : r.max_price !== null ? `${formatDong(r.price)} – ${formatDong(r.max_price)}` : formatDong(r.price);
  return { value: r.title, id: r.id, url: r.url, img: picture?.src ?? "", price };
}

/** The entry shown when nothing matches (spec §3: id -1 does not navigate). */
export function noSuggestion(): Suggestion {
  return { value: tSearch("search.noResults"), id: -1, url: "", img: "", price: "" };
}

// ————— Instant search —————

type Ranked = { total: number; corrected: string[] | null; ranked: Array<[SearchPostType, number, number]>; aggregations: SearchAnswer["aggregations"] };

const rankedCache = versionedCache<Ranked>("search_version", 1000);

const SORTS: Record<SearchRequest["sort"], SQL> = {
  relevance: sql`score desc, in_stock desc, published_at desc, ref_id desc`,
  newest: sql`published_at desc, ref_id desc`,
  oldest: sql`published_at asc, ref_id asc`,
  price_asc: sql`price asc nulls last, score desc, ref_id`,
  price_desc: sql`price desc nulls last, score desc, ref_id`,
  rating_desc: sql`rating desc nulls last, score desc, ref_id`,
};

/** The shop's calendar year of a publication time. */
const YEAR = sql`extract(year from d.published_at at time zone 'Asia/Ho_Chi_Minh')::int`;

/**
 * Ranks everything the search matches (up to the deepest page) and counts every filter's values
 * over the matches, in one statement: a matched set computed once and read by the ordering and
 * each aggregation. Relevance: every word must be found (the last as a prefix); a title holding
 * every word outranks text-only matches; the typed phrase in the title with its exact spelling
 * outranks it folded ("dong ho" in "Đồng hồ"), which outranks the words apart; then title
 * closeness (ts_rank), in-stock products, newer first.
 */
async function rankSearch(db: Db, request: SearchRequest, depth: number): Promise<Ranked> {
  let ranked = await rankMatches(db, request, "phrase", depth);
  if (request.query.trim() === "") return ranked;
  for (const mode of QUERY_MODES.slice(1)) {
    if (ranked.total > 0) break;
    ranked = await rankMatches(db, request, mode, depth);
  }
  return ranked;
}

async function rankMatches(db: Db, request: SearchRequest, mode: QueryMode, depth: number): Promise<Ranked> {
  const words = queryWords(request.query);
  const phrase = exactPhrase(request.query);
  const conditions: SQL[] = [];
  for (const filter of SEARCH_FILTERS) {
    const values = request.filters[filter.param];
    if (!values?.length) continue;
    if (filter.type === "post_type") conditions.push(sql`d.post_type = any(${textArray(values)})`);
    else if (filter.type === "taxonomy") conditions.push(sql`d.term_ids && ${termIdsOf(filter.taxonomy, values)}`);
    else conditions.push(sql`${YEAR} = any(${intArray(values.map(Number))})`);
  }
  const matching = words.length > 0 ? sql`d.document @@ q.query` : sql`true`;
  const filtered = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
  const taxonomies = SEARCH_FILTERS.flatMap((f) => (f.type === "taxonomy" ? [f.taxonomy] : []));
  const [row] = await queryChecked(
    db,
    "the instant search's ranking",
    rankedRowShape,
    sql`with q as materialized (select query, corrected from search_query(${textArray(words)}, true, ${mode})),
      m as materialized (
        select d.post_type, d.ref_id, d.published_at, d.price, d.rating, d.in_stock, d.term_ids, ${YEAR} as year,
          case when q.query is null then 0
               else (d.title_document @@ q.query)::int * 2 + (strpos(lower(d.title), ${phrase}) > 0)::int
                    + (strpos(d.title_folded, ${words.join(" ")}) > 0)::int * 0.5 + ts_rank(d.title_document, q.query)
                    -- A product's pictures carry its name: the product comes first.
                    - (d.post_type = 'attachment')::int end as score
        from search_documents d, q
        where ${matching} and ${filtered})
      select
        (select count(*)::int from m) as total,
        (select corrected from q) as corrected,
        -- Three plain arrays: cheaper to build and to read than a JSON list of a thousand triples.
        r.ranked_types, r.ranked_ids, r.ranked_scores,
        (select json_agg(json_build_object('key', post_type, 'doc_count', n)) from
          (select post_type, count(*)::int as n from m group by 1 order by 2 desc, 1 limit ${instantSearch.itemsPerFilter}) x) as types,
        (select json_agg(json_build_object('taxonomy', taxonomy, 'key', slug || '/' || name, 'doc_count', n)) from
          (select t.taxonomy, t.slug, t.name, c.n,
                  row_number() over (partition by t.taxonomy order by c.n desc, t.name) as rank
           from (select unnest(term_ids) as id, count(*)::int as n from m group by 1) c
           join terms t on t.id = c.id
           where t.taxonomy::text = any(${textArray(taxonomies)})) x
          where rank <= ${instantSearch.itemsPerFilter}) as terms,
        (select json_agg(json_build_object('year', year, 'doc_count', n)) from
          (select year, count(*)::int as n from m group by 1 order by 1 desc limit ${instantSearch.itemsPerFilter}) y) as years
      from (select array_agg(post_type) as ranked_types, array_agg(ref_id) as ranked_ids, array_agg(round(score::numeric, 4)::float8) as ranked_scores
            from (select post_type, ref_id, score from m order by ${SORTS[request.sort]} limit ${depth}) top) r`,
  );
  const aggregations = {} as SearchAnswer["aggregations"];
  for (const filter of SEARCH_FILTERS) {
    let buckets: SearchBucket[];
    if (filter.type === "post_type") buckets = row!.types ?? [];
    else if (filter.type === "taxonomy") {
      buckets = (row!.terms ?? []).filter((t) => t.taxonomy === filter.taxonomy).map(({ key, doc_count }) => ({ key, doc_count }));
    } else {
      buckets = (row!.years ?? []).map((y) => ({ key: `${y.year}-01-01 00:00:00`, key_as_string: String(y.year), doc_count: y.doc_count }));
    }
    aggregations[filter.filter_id as SearchFilterId] = { buckets };
  }
  const ids = row!.ranked_ids ?? [];
  const ranked = ids.map((id, i): [SearchPostType, number, number] => [row!.ranked_types![i]!, id, row!.ranked_scores![i]!]);
  return { total: row!.total, corrected: row!.corrected, ranked, aggregations };
}

/** What a page of results shows, read fresh (prices, stock, pictures) for just those results. */
function loadResults(db: Db, page: Array<[SearchPostType, number, number]>): Promise<ResultRow[]> {
  const keys = textArray(page.map(([type, id]) => `${type}:${id}`));
  return queryChecked(
    db,
    "the instant search's results",
    resultRowShape,
    sql`select d.post_type, d.ref_id, d.title, d.url,
        to_char(d.published_at at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD HH24:MI:SS') as date,
        left(search_plain_text(coalesce(
          case d.post_type when 'product' then nullif(p.short_description, '') || ' ' || p.description
                           when 'attachment' then concat_ws(' ', nullif(me.alt, me.title), me.caption)
                           else coalesce(nullif(po.excerpt, ''), po.content) end, '')), 3000) as text,
        im.alt, im.sizes, p.type as product_type, p.regular_price::float8 as regular_price, p.sale_price::float8 as sale_price,
        p.min_price::float8 as min_price, p.max_price::float8 as max_price,
        d.in_stock, case when p.review_count > 0 then p.average_rating::float end as rating, p.review_count
      from search_documents d
      left join products p on d.post_type = 'product' and p.id = d.ref_id
      left join posts po on d.post_type in ('post', 'page', 'featured_item') and po.id = d.ref_id
      left join media me on d.post_type = 'attachment' and me.id = d.ref_id
      left join media im on im.id = d.image_id
      -- Both lists for the primary key's index (a join to an unnested list is planned as a scan of
      -- every document), then the exact pairs, in the ranking's order.
      where d.post_type = any(${textArray([...new Set(page.map((r) => r[0]))])}) and d.ref_id = any(${intArray(page.map((r) => r[1]))})
        and d.post_type || ':' || d.ref_id = any(${keys})
      order by array_position(${keys}, d.post_type || ':' || d.ref_id)`,
  );
}

function toResult(r: ResultRow, score: number, words: string[]): SearchResult {
  const picture = r.sizes ? toPicture({ alt: r.alt ?? "", sizes: cardRenditions(r.sizes) }, "thumbnail") : null;
  const isProduct = r.post_type === "product";
  const onSale = r.product_type === "simple" && r.sale_price !== null && r.regular_price !== null && r.sale_price < r.regular_price;
  const price = r.product_type === "simple" ? (onSale ? r.sale_price : r.regular_price) : r.min_price;
  const excerpt = excerptAround(r.text, words);
  return {
    _score: score,
    result_type: "post",
    fields: {
      post_id: r.ref_id,
      post_type: r.post_type,
      "title.default": r.title,
      "permalink.url.raw": r.url,
      date: r.date,
      "excerpt.default": excerpt,
      "image.url.raw": picture?.src ?? null,
      "image.srcset.avif": picture?.avifSrcset ?? null,
      "image.srcset.webp": picture?.webpSrcset ?? null,
      "image.alt.default": picture ? r.alt || r.title : "",
      "wc.price": isProduct ? price : null,
      "wc.regular_price": onSale ? r.regular_price : null,
      "wc.max_price": r.product_type === "variable" && r.max_price !== r.min_price ? r.max_price : null,
      "wc.in_stock": isProduct ? r.in_stock : null,
      "meta._wc_average_rating.double": isProduct ? r.rating : null,
      "meta._wc_review_count.long": isProduct ? (r.review_count ?? 0) : null,
    },
    highlight: { title: [highlightHtml(r.title, words, "mark", true)], content: excerpt ? [highlightHtml(excerpt, words, "mark", true)] : [] },
  };
}

/**
 * One page of an instant search (the JSON endpoint, the overlay, the results page): the ranking
 * and the filters' counts come from memory while the documents are unchanged, so the next pages
 * of an infinite scroll only read their own ten results.
 */
export async function runSearch(db: Db, request: SearchRequest): Promise<SearchAnswer> {
  const depth = request.offset + request.size <= FIRST_DEPTH ? FIRST_DEPTH : RANKED_DEPTH;
  const key = JSON.stringify([queryWords(request.query), exactPhrase(request.query), request.filters, request.sort, depth]);
  const ranked = await rankedCache.get(db, key, () => rankSearch(db, request, depth));
  const page = ranked.ranked.slice(request.offset, request.offset + request.size);
  const words = ranked.corrected ?? queryWords(request.query);
  const rows = page.length > 0 ? await loadResults(db, page) : [];
  const scores = new Map(page.map(([type, id, score]) => [`${type}:${id}`, score]));
  const next = request.offset + request.size;
  return {
    total: ranked.total,
    // Beyond the first ranking's depth the next page asks for the deeper one.
    page_handle: next < Math.min(ranked.total, RANKED_DEPTH) ? pageHandleFor(next) : null,
    corrected_query: ranked.corrected ? ranked.corrected.join(" ") : false,
    results: rows.map((r) => toResult(r, scores.get(`${r.post_type}:${r.ref_id}`) ?? 0, words)),
    aggregations: ranked.aggregations,
  };
}
