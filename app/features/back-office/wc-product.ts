import { parseDong } from "~/lib/money";

/** A product as `GET /wc/v3/products` answers it: the fields the back office reads. Money is decimal strings of đồng. */
export type WcProduct = {
  id: number;
  name: string;
  slug: string;
  permalink: string;
  type: "simple" | "variable" | "grouped";
  status: "publish" | "draft" | "private" | "trash";
  description: string;
  short_description: string;
  sku: string;
  price: string;
  regular_price: string;
  sale_price: string;
  on_sale: boolean;
  manage_stock: boolean;
  stock_quantity: number | null;
  stock_status: StockStatus;
  date_created: string;
  total_sales: number;
  categories: WcTermRef[];
  tags: WcTermRef[];
  images: Array<{ id: number; src: string; name: string; alt: string }>;
  attributes: Array<{ id: number; name: string; position: number; visible: boolean; variation: boolean; options: string[] }>;
  variations: number[];
  /** A grouped product's products by id, in order. */
  grouped_products: number[];
};

export type StockStatus = "instock" | "outofstock" | "onbackorder";
export type WcTermRef = { id: number; name: string; slug: string };
/** `GET /wc/v3/products/categories` (with `parent`) or `…/tags`. */
export type WcTerm = WcTermRef & { parent?: number; count: number };

/** A variation as `GET /wc/v3/products/{id}/variations` answers it. */
export type WcVariation = {
  id: number;
  sku: string;
  regular_price: string;
  sale_price: string;
  manage_stock: boolean;
  stock_quantity: number | null;
  stock_status: StockStatus;
  attributes: Array<{ id: number; name: string; option: string }>;
  image: { id: number; src: string; name: string; alt: string } | null;
};

/** The stock filter of the products screen: WooCommerce's statuses, and "low" (counted, at or under the low-stock amount). */
export const STOCK_FILTERS = ["instock", "outofstock", "low"] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** The screen's sort choices, each a REST `orderby` and `order`. */
export const PRODUCT_SORTS = {
  newest: { orderby: "date", order: "desc" },
  oldest: { orderby: "date", order: "asc" },
  "title-asc": { orderby: "title", order: "asc" },
  "title-desc": { orderby: "title", order: "desc" },
  "price-asc": { orderby: "price", order: "asc" },
  "price-desc": { orderby: "price", order: "desc" },
  popularity: { orderby: "popularity", order: "desc" },
} as const;
export type ProductSort = keyof typeof PRODUCT_SORTS;

/** `trash`: the products in the trash (WordPress's `post_status=trash` view) instead of the others. */
export type ProductFilters = { search: string; category: number | null; stock: StockFilter | null; sort: ProductSort; page: number; trash: boolean };

export const PRODUCTS_PER_PAGE = 20;

const positiveInt = (raw: string | null): number | null => (raw !== null && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);

/** The filters of `/wp-admin/san-pham/?s=…&cat=ID&stock=…&sort=…&paged=N`; what cannot be read is no filter. */
export function readProductFilters(params: URLSearchParams): ProductFilters {
  const stock = params.get("stock");
  const sort = params.get("sort") ?? "";
  return {
    search: (params.get("s") ?? "").trim().slice(0, 200),
    category: positiveInt(params.get("cat")),
    stock: (STOCK_FILTERS as readonly string[]).includes(stock ?? "") ? (stock as StockFilter) : null,
    sort: Object.hasOwn(PRODUCT_SORTS, sort) ? (sort as ProductSort) : "newest",
    page: positiveInt(params.get("paged")) ?? 1,
    trash: params.get("post_status") === "trash",
  };
}

/** The REST query of `GET /wc/v3/products` for these filters. */
export function productsQuery(f: ProductFilters): URLSearchParams {
  const query = new URLSearchParams({ per_page: String(PRODUCTS_PER_PAGE), page: String(f.page), ...PRODUCT_SORTS[f.sort] });
  if (f.search) query.set("search", f.search);
  if (f.category) query.set("category", String(f.category));
  if (f.stock === "low") query.set("low_in_stock", "true");
  else if (f.stock) query.set("stock_status", f.stock);
  if (f.trash) query.set("status", "trash");
  return query;
}

/** The screen's own address for `f` with `change` applied: only the filters that are set. */
export function productsHref(f: ProductFilters, change: Partial<ProductFilters> = {}): string {
  const next = { ...f, ...change };
  const params = new URLSearchParams();
  if (next.search) params.set("s", next.search);
  if (next.category) params.set("cat", String(next.category));
  if (next.stock) params.set("stock", next.stock);
  if (next.sort !== "newest") params.set("sort", next.sort);
  if (next.page > 1) params.set("paged", String(next.page));
  if (next.trash) params.set("post_status", "trash");
  const query = params.toString();
  return `/wp-admin/san-pham/${query ? `?${query}` : ""}`;
}

/**
 * A price typed by the owner ("150000", "150.000", "150 000 ₫") as the API's decimal string of
 * đồng; "" stays "" (no sale price); null when it is no whole amount of đồng.
 */
export function priceForApi(typed: string): string | null {
  const text = typed.trim();
  if (text === "") return "";
  const dong = parseDong(text);
  return dong === null ? null : String(dong);
}

/** A stock quantity typed by the owner: a whole number from 0, else null. */
export function stockForApi(typed: string): number | null {
  const text = typed.trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** Categories in tree order (each after its parent), with their depth: for a select or indented checkboxes. */
export function categoryTree(terms: WcTerm[]): Array<WcTerm & { depth: number }> {
  const children = new Map<number, WcTerm[]>();
  const ids = new Set(terms.map((t) => t.id));
  for (const term of terms) {
    const parent = term.parent && ids.has(term.parent) ? term.parent : 0;
    children.set(parent, [...(children.get(parent) ?? []), term]);
  }
  const out: Array<WcTerm & { depth: number }> = [];
  const walk = (parent: number, depth: number) => {
    for (const term of children.get(parent) ?? []) {
      out.push({ ...term, depth });
      if (depth < 10) walk(term.id, depth + 1);
    }
  };
  walk(0, 0);
  return out;
}
