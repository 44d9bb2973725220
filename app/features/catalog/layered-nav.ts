import { isSlug } from "~/lib/slug";

/**
 * WooCommerce's layered navigation in a listing's URL: `min_price`/`max_price` (whole đồng),
 * `filter_{attribute}=a,b` with `query_type_{attribute}=and|or` (and by default, as WooCommerce),
 * `rating_filter=4,5` and `filter_stock_status=instock` (the parameter WooCommerce's blocks use;
 * an attribute's slug has no underscore, so it can name no attribute).
 */
export type QueryType = "and" | "or";
export type AttributeChoice = { attribute: string; terms: string[]; queryType: QueryType };
export type LayeredFilters = {
  minPrice?: number;
  maxPrice?: number;
  attributes: AttributeChoice[];
  /** Rounded average ratings (1–5) a product may have, as WooCommerce's `rated-N` terms. */
  ratings: number[];
  inStock: boolean;
};

export const NO_FILTERS: LayeredFilters = { attributes: [], ratings: [], inStock: false };

/** Bounds on what one URL may ask, so a crafted address cannot make a statement of any size. */
const MAX_ATTRIBUTES = 6;
const MAX_TERMS = 12;
/** PostgreSQL's `bigint` holds any price; past this no price is. */
const MAX_PRICE = 1e15;

export const STOCK_PARAM = "filter_stock_status";
export const RATING_PARAM = "rating_filter";
const FILTER_PREFIX = "filter_";
const QUERY_TYPE_PREFIX = "query_type_";

/** Every parameter the layered navigation reads: the rest of a listing's query is not its. */
export function isLayeredParam(name: string): boolean {
  return name === "min_price" || name === "max_price" || name === RATING_PARAM || name.startsWith(FILTER_PREFIX) || name.startsWith(QUERY_TYPE_PREFIX);
}

function list(value: string | null): string[] {
  return (value ?? "").split(",").map((v) => v.trim()).filter(Boolean);
}

/** WooCommerce floors the minimum and ceils the maximum; what is no number is no bound. */
function price(value: string | null, round: (n: number) => number): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) return undefined;
  return Math.min(round(n), MAX_PRICE);
}

/**
 * The filters a listing's query asks for, in one order whatever order the URL had (attributes
 * and terms sorted), so one set of filters is one cache key and one address. What names nothing
 * a filter could (not a slug, a rating past 1–5) is left out, as WooCommerce ignores it.
 */
export function readLayeredFilters(params: URLSearchParams): LayeredFilters {
  let minPrice = price(params.get("min_price"), Math.floor);
  let maxPrice = price(params.get("max_price"), Math.ceil);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const attributes: AttributeChoice[] = [];
  for (const [name, value] of params) {
    if (!name.startsWith(FILTER_PREFIX) || name === STOCK_PARAM) continue;
    const attribute = name.slice(FILTER_PREFIX.length);
    if (!isSlug(attribute) || attributes.some((a) => a.attribute === attribute)) continue;
    const terms = [...new Set(list(value).filter(isSlug))].sort().slice(0, MAX_TERMS);
    if (terms.length === 0) continue;
    const queryType: QueryType = params.get(`${QUERY_TYPE_PREFIX}${attribute}`) === "or" ? "or" : "and";
    attributes.push({ attribute, terms, queryType });
  }
  attributes.sort((a, b) => (a.attribute < b.attribute ? -1 : 1));
  const ratings = [...new Set(list(params.get(RATING_PARAM)).map(Number))].filter((r) => Number.isInteger(r) && r >= 1 && r <= 5).sort();
  return {
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    attributes: attributes.slice(0, MAX_ATTRIBUTES),
    ratings,
    inStock: list(params.get(STOCK_PARAM)).includes("instock"),
  };
}

export function hasFilters(f: LayeredFilters): boolean {
  return f.minPrice !== undefined || f.maxPrice !== undefined || f.attributes.length > 0 || f.ratings.length > 0 || f.inStock;
}

/** The query parameters of `f`, in the one order `readLayeredFilters` gives. */
export function layeredParams(f: LayeredFilters): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (f.minPrice !== undefined) out.push(["min_price", String(f.minPrice)]);
  if (f.maxPrice !== undefined) out.push(["max_price", String(f.maxPrice)]);
  for (const a of f.attributes) {
    out.push([`${FILTER_PREFIX}${a.attribute}`, a.terms.join(",")]);
    if (a.queryType === "or") out.push([`${QUERY_TYPE_PREFIX}${a.attribute}`, "or"]);
  }
  if (f.ratings.length) out.push([RATING_PARAM, f.ratings.join(",")]);
  if (f.inStock) out.push([STOCK_PARAM, "instock"]);
  return out;
}

/** How many filters are chosen, for the phone's "Lọc (n)" button. */
export function chosenCount(f: LayeredFilters): number {
  return (f.minPrice !== undefined ? 1 : 0) + (f.maxPrice !== undefined ? 1 : 0) + f.attributes.reduce((n, a) => n + a.terms.length, 0) + f.ratings.length + (f.inStock ? 1 : 0);
}

/** `f` with `term` of `attribute` switched; the attribute's query type is kept, or `queryType` for a new one. */
export function toggleTerm(f: LayeredFilters, attribute: string, term: string, queryType: QueryType = "and"): LayeredFilters {
  const current = f.attributes.find((a) => a.attribute === attribute);
  const terms = current?.terms.includes(term) ? current.terms.filter((t) => t !== term) : [...(current?.terms ?? []), term].sort();
  const others = f.attributes.filter((a) => a.attribute !== attribute);
  const attributes = terms.length ? [...others, { attribute, terms, queryType: current?.queryType ?? queryType }] : others;
  return { ...f, attributes: attributes.sort((a, b) => (a.attribute < b.attribute ? -1 : 1)) };
}

export function toggleRating(f: LayeredFilters, rating: number): LayeredFilters {
  const ratings = f.ratings.includes(rating) ? f.ratings.filter((r) => r !== rating) : [...f.ratings, rating].sort();
  return { ...f, ratings };
}

export function withoutPrice(f: LayeredFilters): LayeredFilters {
  return { attributes: f.attributes, ratings: f.ratings, inStock: f.inStock };
}

/**
 * A listing's address with `filters`: its first page (a new set of filters starts over), its
 * order and other kept parameters (a search's `s`) first, as the sort form submits them.
 */
export function filteredHref(basePath: string, keep: Record<string, string>, filters: LayeredFilters): string {
  const query = new URLSearchParams(keep);
  for (const [name, value] of layeredParams(filters)) query.set(name, value);
  const qs = query.toString().replace(/%2C/g, ",");
  return qs ? `${basePath}?${qs}` : basePath;
}

export type NavPlace = { basePath: string; keep: Record<string, string> };

/** One value a shopper can filter by, with how many products the listing would then hold. */
export type NavTerm = { slug: string; name: string; count: number; selected: boolean; color?: string };
export type NavAttribute = { slug: string; name: string; queryType: QueryType; terms: NavTerm[] };
export type NavRating = { rating: number; count: number; selected: boolean };

/**
 * The listing's filters as the sidebar shows them: each count follows the other active filters
 * (and, for an `and` attribute, its own: a second value narrows); an option no product would
 * match is left out unless chosen, so a choice can always be undone.
 */
export type LayeredNav = {
  /** Where the filters' links lead: the listing's first page, with its order and what else it keeps (a search). */
  place: NavPlace;
  chosen: LayeredFilters;
  attributes: NavAttribute[];
  /** The cheapest and dearest product under the other filters; null when none has a price. */
  priceRange: { min: number; max: number } | null;
  ratings: NavRating[];
  /** Products in stock under the other filters. */
  inStockCount: number;
};
