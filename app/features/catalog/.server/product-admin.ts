import { type SQL, sql } from "drizzle-orm";
import sanitizeHtml from "sanitize-html";
import { z } from "zod";
import { backorders, mediaSizesShape, productType, publishStatus, staffActions, stockStatus } from "../../../../db/schema";
import { slugify } from "../../../../db/seed/slugify";
import { stock as stockRules } from "../../../lib/constants";
import type { Db, Tx } from "../../../platform/.server/db";
import { queryChecked } from "../../../platform/.server/sql-answer";
import { afterCatalogWrite } from "../../../platform/.server/versioned-cache";
import { type AttributeChoice, checkMedia, setProductAttributes } from "./product-structure";
import { type MetaChange, changeMeta, metaEntryShape } from "./product-meta";
import { PRODUCT_HTML_ATTRIBUTES, PRODUCT_HTML_SCHEMES, PRODUCT_HTML_TAGS, PRODUCT_IMAGE_SCHEMES } from "../product-html";

/**
 * Products as staff see and change them (WooCommerce's Products screen and its REST API): every
 * product whatever its status, with its terms, pictures, attributes and variations; a save of its
 * fields in one transaction with a line in the staff log, after which the storefront's pages,
 * listings and search show it at once (the search documents follow through the database's
 * triggers; `afterCatalogWrite` drops the kept answers).
 */

export type ProductType = (typeof productType.enumValues)[number];
export type PublishStatus = (typeof publishStatus.enumValues)[number];
export type StockStatus = (typeof stockStatus.enumValues)[number];

const termShape = z.strictObject({ id: z.int(), name: z.string(), slug: z.string() });
const imageShape = z.strictObject({ id: z.int(), name: z.string(), alt: z.string(), sizes: mediaSizesShape, createdAt: z.string() });

const variationShape = z.strictObject({
  id: z.int(),
  productId: z.int(),
  status: z.enum(publishStatus.enumValues),
  sku: z.string().nullable(),
  regularPrice: z.number(),
  salePrice: z.number().nullable(),
  stockStatus: z.enum(stockStatus.enumValues),
  manageStock: z.boolean(),
  stockQuantity: z.int().nullable(),
  backorders: z.enum(backorders.enumValues),
  description: z.string(),
  menuOrder: z.int(),
  image: imageShape.nullable(),
  /** The values it is made of; an attribute it takes "any" value of is left out, as WooCommerce does. */
  attributes: z.array(z.strictObject({ id: z.int(), name: z.string(), option: z.string() })),
  metaData: z.array(metaEntryShape),
});

const productShape = z.strictObject({
  id: z.int(),
  type: z.enum(productType.enumValues),
  status: z.enum(publishStatus.enumValues),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  sku: z.string().nullable(),
  regularPrice: z.number().nullable(),
  salePrice: z.number().nullable(),
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  onSale: z.boolean(),
  stockStatus: z.enum(stockStatus.enumValues),
  manageStock: z.boolean(),
  stockQuantity: z.int().nullable(),
  backorders: z.enum(backorders.enumValues),
  soldIndividually: z.boolean(),
  featured: z.boolean(),
  menuOrder: z.int(),
  totalSales: z.int(),
  reviewsAllowed: z.boolean(),
  averageRating: z.number(),
  reviewCount: z.int(),
  weightGrams: z.int().nullable(),
  shippingClass: termShape.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  categories: z.array(termShape),
  tags: z.array(termShape),
  /** The product's picture first, then its gallery in order. */
  images: z.array(imageShape),
  attributes: z.array(z.strictObject({ id: z.int(), name: z.string(), position: z.int(), visible: z.boolean(), variation: z.boolean(), options: z.array(z.string()) })),
  variations: z.array(variationShape),
  metaData: z.array(metaEntryShape),
  /** A grouped product's products by id, in its order (WooCommerce's `grouped_products`). */
  children: z.array(z.int()),
});

type ProductRow = z.infer<typeof productShape>;
type VariationRow = z.infer<typeof variationShape>;
export type StaffImage = z.infer<typeof imageShape>;
export type StaffVariation = VariationRow;
export type StaffProduct = Omit<ProductRow, "createdAt" | "updatedAt"> & { createdAt: Date; updatedAt: Date };

const IMAGE = (m: string) => sql.raw(`json_build_object('id', ${m}.id, 'name', ${m}.title, 'alt', ${m}.alt, 'sizes', ${m}.sizes, 'createdAt', ${m}.created_at)`);

const VARIATION_JSON = sql`json_build_object(
  'id', v.id, 'productId', v.product_id, 'status', v.status, 'sku', v.sku, 'regularPrice', v.regular_price, 'salePrice', v.sale_price,
  'stockStatus', v.stock_status, 'manageStock', v.manage_stock, 'stockQuantity', v.stock_quantity, 'backorders', v.backorders,
  'description', v.description, 'menuOrder', v.menu_order, 'metaData', v.meta_data,
  'image', (select ${IMAGE("m")} from media m where m.id = v.image_id),
  'attributes', coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'option', t.name) order by pa.position, a.id)
                            from variation_attributes va join attributes a on a.id = va.attribute_id join attribute_terms t on t.id = va.term_id
                            left join product_attributes pa on pa.product_id = v.product_id and pa.attribute_id = a.id
                           where va.variation_id = v.id), '[]'::json))`;

const terms = (taxonomy: string) => sql`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug) order by t.name, t.id)
  from product_terms pt join terms t on t.id = pt.term_id where pt.product_id = p.id and t.taxonomy = ${taxonomy}), '[]'::json)`;

const PRODUCT_JSON = sql`json_build_object(
  'id', p.id, 'type', p.type, 'status', p.status, 'slug', p.slug, 'name', p.name, 'description', p.description,
  'shortDescription', p.short_description, 'sku', p.sku, 'regularPrice', p.regular_price, 'salePrice', p.sale_price,
  'minPrice', p.min_price, 'maxPrice', p.max_price, 'onSale', p.on_sale, 'stockStatus', p.stock_status, 'manageStock', p.manage_stock,
  'stockQuantity', p.stock_quantity, 'backorders', p.backorders, 'soldIndividually', p.sold_individually, 'featured', p.featured,
  'menuOrder', p.menu_order, 'totalSales', p.total_sales, 'reviewsAllowed', p.reviews_allowed, 'averageRating', p.average_rating,
  'reviewCount', p.review_count, 'weightGrams', p.weight_grams,
  'shippingClass', (select json_build_object('id', t.id, 'name', t.name, 'slug', t.slug) from terms t where t.id = p.shipping_class_id),
  'createdAt', p.created_at, 'updatedAt', p.updated_at, 'metaData', p.meta_data,
  'categories', ${terms("product_cat")},
  'tags', ${terms("product_tag")},
  'images', coalesce((select json_agg(i.image order by i.position) from (
      select ${IMAGE("m")} as image, -1 as position from media m where m.id = p.image_id
      union all
      select ${IMAGE("m")}, g.position from product_gallery g join media m on m.id = g.media_id where g.product_id = p.id) i), '[]'::json),
  'attributes', coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'position', pa.position, 'visible', pa.visible,
                                                           'variation', pa.used_for_variations,
                                                           'options', coalesce((select json_agg(t.name order by t.menu_order, t.name)
                                                                                  from product_attribute_terms pat join attribute_terms t on t.id = pat.term_id
                                                                                 where pat.product_id = p.id and t.attribute_id = a.id), '[]'::json))
                                         order by pa.position, a.id)
                            from product_attributes pa join attributes a on a.id = pa.attribute_id where pa.product_id = p.id), '[]'::json),
  'variations', coalesce((select json_agg(${VARIATION_JSON} order by v.menu_order, v.id) from product_variations v where v.product_id = p.id), '[]'::json),
  'children', coalesce((select json_agg(pc.child_id order by pc.position) from product_children pc where pc.parent_id = p.id), '[]'::json))`;

const toProduct = (row: ProductRow): StaffProduct => ({ ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) });

async function readProducts(db: Db | Tx, where: SQL, tail: SQL = sql``): Promise<StaffProduct[]> {
  const rows = await queryChecked(db, "products for staff", z.strictObject({ product: productShape }), sql`select ${PRODUCT_JSON} as product from products p where ${where} ${tail}`);
  return rows.map((r) => toProduct(r.product));
}

/** One variation as staff see it; null when there is none with that id. */
export async function staffVariation(db: Db | Tx, id: number): Promise<StaffVariation | null> {
  const [row] = await queryChecked(db, "a variation for staff", z.strictObject({ variation: variationShape }), sql`select ${VARIATION_JSON} as variation from product_variations v where v.id = ${id}`);
  return row?.variation ?? null;
}

/** One product whatever its status; null when there is none with that id. */
export async function staffProduct(db: Db | Tx, id: number): Promise<StaffProduct | null> {
  const [product] = await readProducts(db, sql`p.id = ${id}`);
  return product ?? null;
}

export type ProductOrder = "date" | "title" | "price" | "popularity" | "id";

export type ProductQuery = {
  search: string;
  /** These products only (WooCommerce's `include`); null or absent: any. */
  include?: number[] | null;
  categoryId: number | null;
  tagId: number | null;
  sku: string | null;
  status: PublishStatus | null;
  stockStatus: StockStatus | null;
  /** In stock, counted, at or under the shop's low-stock amount (a product or one of its variations). */
  lowInStock: boolean;
  type: ProductType | null;
  page: number;
  perPage: number;
  orderby: ProductOrder;
  order: "asc" | "desc";
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(q: ProductQuery): SQL {
  const parts: SQL[] = [sql`true`];
  // WooCommerce's "any" leaves the trash out; it is listed only when asked for.
  parts.push(q.status ? sql`p.status = ${q.status}` : sql`p.status <> 'trash'`);
  if (q.type) parts.push(sql`p.type = ${q.type}`);
  if (q.include) parts.push(q.include.length > 0 ? sql`p.id in (${sql.join(q.include.map((i) => sql`${i}`), sql`, `)})` : sql`false`);
  if (q.stockStatus) parts.push(sql`p.stock_status = ${q.stockStatus}`);
  if (q.categoryId !== null) {
    // WooCommerce's `category` takes the category's products and its subcategories'.
    parts.push(sql`exists (with recursive tree(id) as (select ${q.categoryId}::int union select t.id from terms t join tree on t.parent_id = tree.id)
                           select 1 from product_terms pt join tree on tree.id = pt.term_id where pt.product_id = p.id)`);
  }
  if (q.tagId !== null) parts.push(sql`exists (select 1 from product_terms pt where pt.product_id = p.id and pt.term_id = ${q.tagId})`);
  // WooCommerce's `sku` takes several, comma-separated; an empty one is no filter.
  const skus = (q.sku ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  if (skus.length > 0) parts.push(sql`p.sku in (${sql.join(skus.map((s) => sql`${s}`), sql`, `)})`);
  if (q.lowInStock) {
    const low = stockRules.woocommerce_notify_low_stock_amount;
    parts.push(sql`((p.manage_stock and p.stock_quantity between 1 and ${low})
                    or exists (select 1 from product_variations v where v.product_id = p.id and v.manage_stock and v.stock_quantity between 1 and ${low}))`);
  }
  const search = q.search.trim();
  if (search) {
    const pattern = likePattern(search);
    parts.push(sql`(vn_fold(p.name) like vn_fold(${pattern}) or lower(p.sku) like lower(${pattern})
                    or exists (select 1 from product_variations v where v.product_id = p.id and lower(v.sku) like lower(${pattern})))`);
  }
  return sql.join(parts, sql` and `);
}

function orderOf(q: ProductQuery): SQL {
  const dir = q.order === "asc" ? sql`asc` : sql`desc`;
  switch (q.orderby) {
    case "date":
      return sql`p.created_at ${dir}, p.id ${dir}`;
    case "title":
      return sql`p.name_sort_key ${dir}, p.id ${dir}`;
    case "price":
      return sql`p.min_price ${dir} nulls last, p.id ${dir}`;
    case "popularity":
      return sql`p.total_sales ${dir}, p.id ${dir}`;
    case "id":
      return sql`p.id ${dir}`;
  }
}

/** One page of products in the order asked, and how many match in all. */
export async function listStaffProducts(db: Db, q: ProductQuery): Promise<{ products: StaffProduct[]; total: number }> {
  const where = whereOf(q);
  const [products, [count]] = await Promise.all([
    readProducts(db, where, sql`order by ${orderOf(q)} limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`),
    queryChecked(db, "the staff's product count", z.strictObject({ n: z.int() }), sql`select count(*)::int as n from products p where ${where}`),
  ]);
  return { products, total: count?.n ?? 0 };
}

/** HTML of the descriptions as a save keeps it: the tags, attributes and schemes of `product-html.ts`. */
export function sanitizeProductHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...PRODUCT_HTML_TAGS],
    allowedAttributes: Object.fromEntries(Object.entries(PRODUCT_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    allowedSchemes: [...PRODUCT_HTML_SCHEMES],
    allowedSchemesByTag: { img: [...PRODUCT_IMAGE_SCHEMES] },
    allowProtocolRelative: false,
    // A link opened in a new tab must not hand the shop's page to the one it opens.
    transformTags: { a: (tagName, attribs) => ({ tagName, attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs }) },
  }).trim();
}

/** The fields staff may change; absent ones are kept. Prices are whole đồng; null clears the sale price. */
export type ProductChange = {
  name?: string;
  slug?: string;
  status?: "publish" | "draft";
  description?: string;
  shortDescription?: string;
  regularPrice?: number;
  salePrice?: number | null;
  sku?: string | null;
  manageStock?: boolean;
  stockQuantity?: number;
  stockStatus?: StockStatus;
  categoryIds?: number[];
  tagIds?: number[];
  /** The global attributes it uses and which of their terms it offers (product-structure.ts). */
  attributes?: AttributeChoice[];
  /** The product's pictures (media ids) in order, as WooCommerce's `images`: the first is its picture, the rest its gallery; [] takes them all off. */
  imageIds?: number[];
  /** WooCommerce's `meta_data` changes, applied in order (product-meta.ts). */
  metaData?: MetaChange[];
  /** A grouped product's products (simple ones, by id) in order; ignored for other types, as WooCommerce does. */
  groupedIds?: number[];
};

export type VariationChange = Pick<ProductChange, "regularPrice" | "salePrice" | "sku" | "manageStock" | "stockQuantity" | "stockStatus" | "metaData"> & {
  status?: PublishStatus;
  /** Its picture (a media id), null for none. */
  imageId?: number | null;
};

export type ChangeRefusal =
  | { code: "not_found" }
  | { code: "invalid_sku"; sku: string }
  | { code: "sale_not_below_regular" }
  | { code: "no_regular_price" }
  | { code: "negative_stock" }
  | { code: "empty_name" }
  | { code: "invalid_slug" }
  | { code: "unknown_terms"; field: "categories" | "tags"; ids: number[] }
  | { code: "unknown_image"; ids: number[] }
  | { code: "already_trashed" }
  | { code: "not_variable" }
  | { code: "invalid_attribute"; field: "attributes"; reason: "unknown_attribute" | "unknown_option" | "not_for_variations"; name: string }
  | { code: "unknown_images"; ids: number[] }
  /** `grouped_products` naming what is no simple product (or the group itself). */
  | { code: "invalid_grouped"; ids: number[] };

export type { AttributeChoice };

export type ChangeResult<T> = { ok: true; value: T } | { ok: false; error: ChangeRefusal };

export class Refused extends Error {
  constructor(readonly refusal: ChangeRefusal) {
    super(refusal.code);
  }
}

/** What a counted stock's status is, as WooCommerce keeps it: out when none is left, unless backorders are taken. */
function countedStatus(quantity: number, takesBackorders: boolean): StockStatus {
  if (quantity > 0) return "instock";
  return takesBackorders ? "onbackorder" : "outofstock";
}

type StockFields = { manageStock: boolean; stockQuantity: number | null; stockStatus: StockStatus; backorders: string };

/** The stock fields after `change`: a counted stock's status follows its quantity. */
export function stockAfter(before: StockFields, change: Pick<ProductChange, "manageStock" | "stockQuantity" | "stockStatus">): StockFields {
  const manageStock = change.manageStock ?? before.manageStock;
  if (!manageStock) return { ...before, manageStock, stockStatus: change.stockStatus ?? before.stockStatus };
  const stockQuantity = change.stockQuantity ?? before.stockQuantity ?? 0;
  if (stockQuantity < 0 && before.backorders === "no") throw new Refused({ code: "negative_stock" });
  return { ...before, manageStock, stockQuantity, stockStatus: countedStatus(stockQuantity, before.backorders !== "no") };
}

export function pricesAfter(before: { regularPrice: number | null; salePrice: number | null }, change: Pick<ProductChange, "regularPrice" | "salePrice">) {
  const regularPrice = change.regularPrice ?? before.regularPrice;
  const salePrice = change.salePrice === undefined ? before.salePrice : change.salePrice;
  if (regularPrice === null) throw new Refused({ code: "no_regular_price" });
  if (salePrice !== null && salePrice >= regularPrice) throw new Refused({ code: "sale_not_below_regular" });
  return { regularPrice, salePrice };
}

/** A SKU no other product or variation has; `own` is the row keeping it. */
export async function checkSku(tx: Tx, sku: string, own: { productId?: number; variationId?: number }): Promise<void> {
  const [taken] = await queryChecked(
    tx,
    "a SKU's owner",
    z.strictObject({ n: z.int() }),
    sql`select (select count(*) from products where sku = ${sku} and id is distinct from ${own.productId ?? null}::int)::int
             + (select count(*) from product_variations where sku = ${sku} and id is distinct from ${own.variationId ?? null}::int)::int as n`,
  );
  if (taken!.n > 0) throw new Refused({ code: "invalid_sku", sku });
}

/** `wanted` made a slug no other product has, as WordPress does: `ao-thun`, else `ao-thun-2`, `ao-thun-3`… */
export async function uniqueSlug(tx: Tx, wanted: string, productId: number): Promise<string> {
  const base = slugify(wanted);
  if (!base) throw new Refused({ code: "invalid_slug" });
  const taken = await queryChecked(
    tx,
    "slugs like a product's",
    z.strictObject({ slug: z.string() }),
    sql`select slug from products where (slug = ${base} or slug like ${`${base}-%`}) and id <> ${productId}`,
  );
  const used = new Set(taken.map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function replaceTerms(tx: Tx, productId: number, taxonomy: "product_cat" | "product_tag", ids: number[], field: "categories" | "tags"): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length > 0) {
    const found = await queryChecked(
      tx,
      "terms of a taxonomy",
      z.strictObject({ id: z.int() }),
      sql`select id from terms where taxonomy = ${taxonomy} and id in (${sql.join(wanted.map((id) => sql`${id}`), sql`, `)})`,
    );
    const known = new Set(found.map((r) => r.id));
    const unknown = wanted.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new Refused({ code: "unknown_terms", field, ids: unknown });
  }
  await tx.execute(sql`delete from product_terms pt using terms t where pt.product_id = ${productId} and t.id = pt.term_id and t.taxonomy = ${taxonomy}
                        ${wanted.length > 0 ? sql`and pt.term_id not in (${sql.join(wanted.map((id) => sql`${id}`), sql`, `)})` : sql``}`);
  if (wanted.length > 0) {
    await tx.execute(sql`insert into product_terms (product_id, term_id) values ${sql.join(wanted.map((id) => sql`(${productId}, ${id})`), sql`, `)}
                         on conflict do nothing`);
  }
}

/**
 * The product's picture and gallery from `ids` in order (WooCommerce's `images`): the first is
 * the picture, the others the gallery, each once (a repeated id keeps its first place), as
 * WooCommerce's `set_product_images` does. Every id must be a picture in the media library.
 */
async function replaceImages(tx: Tx, productId: number, ids: number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length > 0) {
    const found = await queryChecked(tx, "pictures in the library", z.strictObject({ id: z.int() }), sql`select id from media where id in (${sql.join(wanted.map((id) => sql`${id}`), sql`, `)})`);
    const known = new Set(found.map((r) => r.id));
    const unknown = wanted.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new Refused({ code: "unknown_images", ids: unknown });
  }
  const [featured = null, ...gallery] = wanted;
  await tx.execute(sql`update products set image_id = ${featured} where id = ${productId} and image_id is distinct from ${featured}`);
  // The gallery is written only when it changed: each write drops the catalogue's kept answers.
  const kept = await queryChecked(tx, "a product's gallery", z.strictObject({ id: z.int() }), sql`select media_id as id from product_gallery where product_id = ${productId} order by position`);
  if (kept.length === gallery.length && kept.every((row, i) => row.id === gallery[i])) return wanted;
  await tx.execute(sql`delete from product_gallery where product_id = ${productId}`);
  if (gallery.length > 0) {
    await tx.execute(sql`insert into product_gallery (product_id, media_id, position) values ${sql.join(gallery.map((mediaId, position) => sql`(${productId}, ${mediaId}, ${position})`), sql`, `)}`);
  }
  return wanted;
}

const lockedRow = z.strictObject({
  type: z.enum(productType.enumValues),
  name: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  slug: z.string(),
  status: z.enum(publishStatus.enumValues),
  sku: z.string().nullable(),
  regularPrice: z.number().nullable(),
  salePrice: z.number().nullable(),
  manageStock: z.boolean(),
  stockQuantity: z.int().nullable(),
  stockStatus: z.enum(stockStatus.enumValues),
  backorders: z.enum(backorders.enumValues),
});

/** A unique index's refusal (two saves giving one SKU at once): the loser's answer is the same as a checked one. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>, sku: string | null | undefined): Promise<ChangeResult<T>> {
  try {
    return { ok: true, value: await db.transaction(work) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.refusal };
    if (sku && isUniqueViolation(error)) return { ok: false, error: { code: "invalid_sku", sku } };
    throw error;
  }
}

/** What a change moved, for the staff log: each scalar field's value before and after (the descriptions only named). */
function changesOf(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  const moved: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined || before[key] === value) continue;
    moved[key] = key === "description" || key === "shortDescription" ? "changed" : { from: before[key] ?? null, to: value };
  }
  return moved;
}

/**
 * Sets grouped product `id`'s products, in the order given (a repeated one once): each must be a
 * simple product other than the group, in any status (the storefront shows the published ones).
 */
export async function replaceGroupedProducts(tx: Tx, id: number, childIds: number[]): Promise<void> {
  const wanted = [...new Set(childIds)];
  const found = wanted.length === 0 ? [] : await queryChecked(
    tx,
    "a group's products",
    z.strictObject({ id: z.int() }),
    sql`select id from products where type = 'simple' and id <> ${id} and id in (select value::int from json_array_elements_text(${JSON.stringify(wanted)}::json))`,
  );
  const simple = new Set(found.map((r) => r.id));
  const refused = wanted.filter((c) => !simple.has(c));
  if (refused.length > 0) throw new Refused({ code: "invalid_grouped", ids: refused });
  await tx.execute(sql`delete from product_children where parent_id = ${id}`);
  if (wanted.length > 0) {
    await tx.execute(sql`insert into product_children (parent_id, child_id, position) values ${sql.join(
      wanted.map((childId, position) => sql`(${id}, ${childId}, ${position})`),
      sql`, `,
    )}`);
  }
}

/**
 * Changes product `id` for staff member `staffId` in one transaction with its staff log line;
 * refused, nothing is written. The storefront shows the change at once.
 */
export async function changeProduct(db: Db, id: number, change: ProductChange, staffId: number): Promise<ChangeResult<StaffProduct>> {
  const began = Date.now();
  const result = await inTransaction(
    db,
    async (tx) => {
      const [before] = await queryChecked(
        tx,
        "a product to change",
        lockedRow,
        sql`select type, name, description, short_description as "shortDescription", slug, status, sku, regular_price::float8 as "regularPrice", sale_price::float8 as "salePrice",
                   manage_stock as "manageStock", stock_quantity as "stockQuantity", stock_status as "stockStatus", backorders
              from products where id = ${id} for update`,
      );
      if (!before) throw new Refused({ code: "not_found" });
      const name = change.name?.trim();
      if (name !== undefined && name === "") throw new Refused({ code: "empty_name" });
      const slug = change.slug !== undefined && change.slug !== before.slug ? await uniqueSlug(tx, change.slug, id) : undefined;
      const sku = change.sku === undefined ? undefined : change.sku?.trim() || null;
      if (sku) await checkSku(tx, sku, { productId: id });
      // A variable product's prices are its variations' (WooCommerce ignores them on the parent).
      const prices = before.type === "simple" ? pricesAfter(before, change) : { regularPrice: null, salePrice: null };
      const stock = stockAfter(before, change);
      const after = {
        name,
        slug,
        status: change.status,
        sku,
        description: change.description === undefined ? undefined : sanitizeProductHtml(change.description),
        shortDescription: change.shortDescription === undefined ? undefined : sanitizeProductHtml(change.shortDescription),
        regularPrice: prices.regularPrice,
        salePrice: prices.salePrice,
        manageStock: stock.manageStock,
        stockQuantity: stock.manageStock ? stock.stockQuantity : before.stockQuantity,
        stockStatus: stock.stockStatus,
      };
      await tx.execute(sql`update products set
          name = coalesce(${after.name ?? null}, name),
          slug = coalesce(${after.slug ?? null}, slug),
          status = coalesce(${after.status ?? null}::publish_status, status),
          sku = ${sku === undefined ? sql`sku` : sql`${sku}`},
          description = coalesce(${after.description ?? null}, description),
          short_description = coalesce(${after.shortDescription ?? null}, short_description),
          regular_price = ${after.regularPrice}, sale_price = ${after.salePrice},
          manage_stock = ${after.manageStock}, stock_quantity = ${after.stockQuantity}, stock_status = ${after.stockStatus}::stock_status,
          updated_at = now()
        where id = ${id}`);
      if (change.categoryIds) await replaceTerms(tx, id, "product_cat", change.categoryIds, "categories");
      if (change.tagIds) await replaceTerms(tx, id, "product_tag", change.tagIds, "tags");
      if (change.attributes) await setProductAttributes(tx, id, change.attributes);
      if (change.groupedIds && before.type === "grouped") await replaceGroupedProducts(tx, id, change.groupedIds);
      const images = change.imageIds ? await replaceImages(tx, id, change.imageIds) : undefined;
      if (change.metaData) await changeMeta(tx, "products", id, change.metaData);
      const details = changesOf(before, after);
      if (change.metaData) details.metaKeys = [...new Set(change.metaData.map((m) => m.key))];
      if (change.categoryIds) details.categories = [...new Set(change.categoryIds)];
      if (change.tagIds) details.tags = [...new Set(change.tagIds)];
      if (change.attributes) details.attributes = change.attributes.map((a) => ({ id: a.id, options: a.options }));
      if (images) details.images = images;
      if (change.groupedIds && before.type === "grouped") details.groupedProducts = [...new Set(change.groupedIds)];
      await tx.insert(staffActions).values({ userId: staffId, action: "product.update", objectType: "product", objectId: id, details });
      return (await staffProduct(tx, id))!;
    },
    change.sku,
  );
  if (result.ok) afterCatalogWrite(db, { began });
  return result;
}

/** Changes variation `variationId` of product `productId`, as `changeProduct` does a product. */
export async function changeVariation(db: Db, productId: number, variationId: number, change: VariationChange, staffId: number): Promise<ChangeResult<StaffVariation>> {
  const began = Date.now();
  const result = await inTransaction(
    db,
    async (tx) => {
      const [before] = await queryChecked(
        tx,
        "a variation to change",
        lockedRow.pick({ status: true, sku: true, regularPrice: true, salePrice: true, manageStock: true, stockQuantity: true, stockStatus: true, backorders: true }),
        sql`select status, sku, regular_price::float8 as "regularPrice", sale_price::float8 as "salePrice", manage_stock as "manageStock",
                   stock_quantity as "stockQuantity", stock_status as "stockStatus", backorders
              from product_variations where id = ${variationId} and product_id = ${productId} for update`,
      );
      if (!before) throw new Refused({ code: "not_found" });
      const sku = change.sku === undefined ? undefined : change.sku?.trim() || null;
      if (sku) await checkSku(tx, sku, { variationId });
      if (change.imageId) await checkMedia(tx, [change.imageId]);
      const prices = pricesAfter(before, change);
      const stock = stockAfter(before, change);
      const after = {
        status: change.status,
        sku,
        regularPrice: prices.regularPrice,
        salePrice: prices.salePrice,
        manageStock: stock.manageStock,
        stockQuantity: stock.manageStock ? stock.stockQuantity : before.stockQuantity,
        stockStatus: stock.stockStatus,
      };
      await tx.execute(sql`update product_variations set
          status = coalesce(${after.status ?? null}::publish_status, status),
          sku = ${sku === undefined ? sql`sku` : sql`${sku}`},
          regular_price = ${after.regularPrice}, sale_price = ${after.salePrice},
          manage_stock = ${after.manageStock}, stock_quantity = ${after.stockQuantity}, stock_status = ${after.stockStatus}::stock_status
          ${change.imageId === undefined ? sql`` : sql`, image_id = ${change.imageId}`}
        where id = ${variationId}`);
      if (change.metaData) await changeMeta(tx, "product_variations", variationId, change.metaData);
      await tx.execute(sql`update products set updated_at = now() where id = ${productId}`);
      await tx.insert(staffActions).values({
        userId: staffId,
        action: "variation.update",
        objectType: "variation",
        objectId: variationId,
        details: {
          productId,
          ...changesOf(before, after),
          ...(change.imageId === undefined ? {} : { imageId: change.imageId }),
          ...(change.metaData ? { metaKeys: [...new Set(change.metaData.map((m) => m.key))] } : {}),
        },
      });
      return (await staffVariation(tx, variationId))!;
    },
    change.sku,
  );
  if (result.ok) afterCatalogWrite(db, { began });
  return result;
}
