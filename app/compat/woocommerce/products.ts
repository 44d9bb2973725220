import { z } from "zod";
import {
  type ChangeRefusal,
  type ProductChange,
  type StaffImage,
  type StaffProduct,
  type StaffVariation,
  changeProduct,
  changeVariation,
  listStaffProducts,
  staffProduct,
} from "~/features/catalog/.server/product-admin";
import { createProduct, createVariation, deleteProduct, deleteVariation } from "~/features/catalog/.server/product-lifecycle";
import {
  type ProductTaxonomy,
  type StaffTerm,
  type TermInput,
  type TermRefusal,
  createStaffTerm,
  deleteStaffTerm,
  listStaffTerms,
  staffTerm,
  updateStaffTerm,
} from "~/features/catalog/.server/product-terms-admin";
import { productUrl } from "~/features/catalog/product-url";
import { escapeHtml } from "~/lib/escape-html";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { tCatalogAdmin } from "~/lib/i18n/areas/back-office-catalog";
import { toPicture } from "~/lib/media";
import { formatDong } from "~/lib/money";
import { MAX_ROW_ID, rowId } from "~/lib/row-id";
import { type RestRoute, restError, restPage, restResponse } from "../wordpress/rest-response";
import { jsonBody, readParams } from "./rest-params";
import { staffFor } from "./rest-access";
import { gmtDate, localDate, money } from "./wc-format";

/**
 * WooCommerce's REST API v3 for products, the subset the back office and integrations use: the
 * list (`search`, `include`, `category`, `tag`, `sku`, `status`, `stock_status`, `type`, `page`, `per_page`,
 * `orderby`, `order`; and `low_in_stock`, WooCommerce Analytics' name, for counted stock at or
 * under the low-stock amount), one product, its update, a batch of updates, its variations (read,
 * and their prices, SKU and stock updated), and the category and tag lists, in WooCommerce's
 * field names and types (prices as decimal strings of whole đồng).
 */

const id = z.coerce.number().int().min(1).max(MAX_ROW_ID);

const listParams = z.object({
  search: z.string().max(200).default(""),
  // WooCommerce's `include`: these products only (comma-separated ids), as a picker shows what is chosen.
  include: z
    .string()
    .max(2000)
    .regex(/^\d+(,\d+)*$/)
    .transform((v) => v.split(",").map(Number))
    .pipe(z.array(z.int().min(1).max(MAX_ROW_ID)).max(100))
    .optional(),
  category: id.optional(),
  tag: id.optional(),
  sku: z.string().max(1000).optional(),
  status: z.enum(["any", "publish", "draft", "private", "trash"]).default("any"),
  stock_status: z.enum(["instock", "outofstock", "onbackorder"]).optional(),
  low_in_stock: z.enum(["true", "false", "1", "0"]).optional(),
  type: z.enum(["simple", "variable", "grouped"]).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  orderby: z.enum(["date", "title", "price", "popularity", "id"]).default("date"),
  order: z.enum(["asc", "desc"]).default("desc"),
});

/** A price as WooCommerce's clients send it: a decimal string (or a number); read into đồng by `readPrice`. */
const priceField = z.union([z.string().max(40), z.number()]);
/** WordPress reads an `integer` field from a number or a numeric string alike. */
const integerField = z.union([z.int(), z.string().regex(/^-?\d{1,9}$/).transform(Number)]).pipe(z.int().min(-1_000_000_000).max(1_000_000_000));
const termList = z.array(z.object({ id })).max(200);
/** WooCommerce's `attributes` of a product: global attributes by id, their options by term name. */
const attributeList = z
  .array(
    z.object({
      id,
      position: z.int().min(0).max(1000).optional(),
      visible: z.boolean().optional(),
      variation: z.boolean().optional(),
      options: z.array(z.string().max(200)).max(500).default([]),
    }),
  )
  .max(50);

/**
 * WooCommerce's `meta_data`: `{key, value}` sets the first entry with the key (or adds one),
 * `{id, key, value}` that entry; a null value removes it; `_…` keys are WooCommerce's own and
 * ignored (`features/catalog/.server/product-meta.ts`). A value is any JSON the database can hold.
 */
export const metaDataList = z
  .array(z.object({ id: z.int().min(1).max(Number.MAX_SAFE_INTEGER).optional(), key: z.string().max(255), value: z.unknown().optional() }))
  .max(100)
  .refine((entries) => entries.every((m) => storableJson(m.key) && storableJson(m.value)), { error: tBackOffice("rest.metaValue") });

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether PostgreSQL's jsonb takes `value`: no string (nor key) holds a NUL or half a surrogate
 * pair, which it refuses (a failed query, not the request). Walked without recursion: the body
 * decides how deep it is.
 */
export function storableJson(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (item.includes("\u0000") || LONE_SURROGATE.test(item)) return false;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item !== null && typeof item === "object") {
      for (const [key, inner] of Object.entries(item)) pending.push(key, inner);
    }
  }
  return true;
}

const productFields = {
  meta_data: metaDataList.optional(),
  regular_price: priceField.optional(),
  sale_price: priceField.optional(),
  sku: z.string().max(100).optional(),
  manage_stock: z.boolean().optional(),
  stock_quantity: integerField.nullable().optional(),
  stock_status: z.enum(["instock", "outofstock", "onbackorder"]).optional(),
};

/**
 * WooCommerce's `images`: pictures of the media library by `id`, in order (the first is the
 * product's picture). WooCommerce would also fetch a picture from `src` when no id is given; the
 * shop takes uploads through `wp/v2/media` only, so such an item is refused. `name`, `alt` and
 * `position` are read and left as they are.
 */
const imageList = z
  .array(z.object({ id: z.int().min(0).max(MAX_ROW_ID).optional(), src: z.string().max(2000).optional(), name: z.string().max(200).optional(), alt: z.string().max(500).optional(), position: z.int().optional() }))
  .max(100);

const updateBody = z.object({
  name: z.string().max(200).optional(),
  slug: z.string().max(200).optional(),
  status: z.enum(["publish", "draft"]).optional(),
  description: z.string().max(200_000).optional(),
  short_description: z.string().max(50_000).optional(),
  categories: termList.optional(),
  tags: termList.optional(),
  attributes: attributeList.optional(),
  images: imageList.optional(),
  /** A grouped product's products by id, in order; ignored for other types (WooCommerce's). */
  grouped_products: z.array(id).max(100).optional(),
  ...productFields,
});

/** `POST wc/v3/products`: the update's fields, the type (simple unless said) and the pictures by id, the first the product's own. */
const createBody = updateBody.extend({
  type: z.enum(["simple", "variable", "grouped"]).default("simple"),
  images: z.array(z.object({ id })).max(100).optional(),
});

const imageRef = z.object({ id: z.union([id, z.literal(0)]) }).nullable();
const variationBody = z.object({ status: z.enum(["publish", "private"]).optional(), image: imageRef.optional(), ...productFields });
const newVariationBody = variationBody.extend({
  description: z.string().max(50_000).optional(),
  menu_order: z.int().min(0).max(100_000).optional(),
  attributes: z.array(z.object({ id, option: z.string().max(200) })).max(50).default([]),
});

/** WooCommerce's batch limit (`woocommerce_rest_batch_items_limit`). */
const BATCH_LIMIT = 100;
const batchBody = z.object({
  create: z.array(z.unknown()).optional(),
  update: z.array(z.unknown()).default([]),
  delete: z.array(z.unknown()).optional(),
});

type Invalid = { code: string; message: string; params: Record<string, string> };
type Read<T> = { ok: true; value: T } | { ok: false; invalid: Invalid };

const invalidParam = (field: string, message: string): Invalid => ({
  code: "rest_invalid_param",
  message: tBackOffice("rest.invalidParam", { params: field }),
  params: { [field]: message },
});

/**
 * A price field in whole đồng: "" is none (a sale price cleared); a fraction, a negative amount
 * or anything not a number is refused, naming the field. "150000.00" is whole and taken.
 */
function readPrice(field: "regular_price" | "sale_price", raw: string | number): Read<number | null> {
  const text = String(raw).trim();
  if (text === "") return { ok: true, value: null };
  const match = /^(\d{1,15})(?:\.0+)?$/.exec(text);
  if (match) return { ok: true, value: Number(match[1]) };
  const reason = /^-/.test(text) ? "rest.priceNegative" : /^\d+[.,]\d+$/.test(text) ? "rest.priceFraction" : "rest.priceNotNumber";
  return { ok: false, invalid: { code: "woocommerce_rest_invalid_price", message: tBackOffice(reason, { field }), params: { [field]: tBackOffice(reason, { field }) } } };
}

type FieldsIn = z.infer<z.ZodObject<typeof productFields>>;

/** The stock and price fields of a body as the feature's change. */
function readFields(body: FieldsIn): Read<ProductChange> {
  const change: ProductChange = {};
  if (body.regular_price !== undefined) {
    const price = readPrice("regular_price", body.regular_price);
    if (!price.ok) return price;
    if (price.value === null) return { ok: false, invalid: { code: "woocommerce_rest_invalid_price", message: tBackOffice("rest.priceRequired"), params: { regular_price: tBackOffice("rest.priceRequired") } } };
    change.regularPrice = price.value;
  }
  if (body.sale_price !== undefined) {
    const price = readPrice("sale_price", body.sale_price);
    if (!price.ok) return price;
    change.salePrice = price.value;
  }
  if (body.sku !== undefined) change.sku = body.sku;
  if (body.manage_stock !== undefined) change.manageStock = body.manage_stock;
  if (body.stock_quantity !== undefined && body.stock_quantity !== null) change.stockQuantity = body.stock_quantity;
  if (body.stock_status !== undefined) change.stockStatus = body.stock_status;
  if (body.meta_data !== undefined) change.metaData = body.meta_data;
  return { ok: true, value: change };
}

function readUpdate(body: z.infer<typeof updateBody>): Read<ProductChange> {
  const fields = readFields(body);
  if (!fields.ok) return fields;
  const change = fields.value;
  if (body.name !== undefined) {
    if (body.name.trim() === "") return { ok: false, invalid: invalidParam("name", tBackOffice("rest.nameEmpty")) };
    change.name = body.name;
  }
  if (body.slug !== undefined && body.slug.trim() !== "") change.slug = body.slug;
  if (body.status !== undefined) change.status = body.status;
  if (body.description !== undefined) change.description = body.description;
  if (body.short_description !== undefined) change.shortDescription = body.short_description;
  if (body.categories !== undefined) change.categoryIds = body.categories.map((c) => c.id);
  if (body.tags !== undefined) change.tagIds = body.tags.map((t) => t.id);
  if (body.attributes !== undefined) change.attributes = body.attributes;
  if (body.grouped_products !== undefined) change.groupedIds = body.grouped_products;
  if (body.images !== undefined) {
    const unsaved = body.images.find((image) => !image.id);
    if (unsaved) return { ok: false, invalid: invalidParam("images", tBackOffice("rest.imageWithoutId")) };
    change.imageIds = body.images.map((image) => image.id!);
  }
  return { ok: true, value: change };
}

/** A refusal of the feature in WooCommerce's shape: the code its REST API answers, the field named. */
function refusalOf(refusal: ChangeRefusal): Invalid | "not_found" {
  switch (refusal.code) {
    case "not_found":
      return "not_found";
    case "invalid_sku":
      return { code: "product_invalid_sku", message: tBackOffice("rest.skuTaken", { sku: refusal.sku }), params: { sku: tBackOffice("rest.skuTaken", { sku: refusal.sku }) } };
    case "sale_not_below_regular":
      return { code: "woocommerce_rest_invalid_sale_price", message: tBackOffice("rest.saleNotBelow"), params: { sale_price: tBackOffice("rest.saleNotBelow") } };
    case "no_regular_price":
      return { code: "woocommerce_rest_invalid_price", message: tBackOffice("rest.priceRequired"), params: { regular_price: tBackOffice("rest.priceRequired") } };
    case "negative_stock":
      return { code: "woocommerce_rest_invalid_stock_quantity", message: tBackOffice("rest.stockNegative"), params: { stock_quantity: tBackOffice("rest.stockNegative") } };
    case "empty_name":
      return invalidParam("name", tBackOffice("rest.nameEmpty"));
    case "invalid_slug":
      return invalidParam("slug", tBackOffice("rest.slugInvalid"));
    case "unknown_images": {
      const message = tBackOffice("rest.invalidImageId", { ids: refusal.ids.map((id) => `#${id}`).join(", ") });
      return { code: "woocommerce_product_invalid_image_id", message, params: { images: message } };
    }
    case "unknown_terms":
      return invalidParam(refusal.field, tBackOffice(refusal.field === "categories" ? "rest.unknownCategories" : "rest.unknownTags", { ids: refusal.ids.join(", ") }));
    case "unknown_image": {
      const message = tCatalogAdmin("rest.invalidImage", { ids: refusal.ids.join(", #") });
      return { code: "woocommerce_product_invalid_image_id", message, params: { images: message } };
    }
    case "not_variable":
      return { code: "woocommerce_rest_invalid_product_type", message: tCatalogAdmin("rest.notVariable"), params: { product_id: tCatalogAdmin("rest.notVariable") } };
    case "invalid_attribute": {
      const key = refusal.reason === "unknown_attribute" ? "rest.unknownAttribute" : refusal.reason === "unknown_option" ? "rest.unknownOption" : "rest.notForVariations";
      return invalidParam("attributes", tCatalogAdmin(key, { name: refusal.name }));
    }
    case "already_trashed":
      return { code: "woocommerce_rest_already_trashed", message: tCatalogAdmin("rest.alreadyTrashed"), params: {} };
    case "invalid_grouped":
      return invalidParam("grouped_products", tCatalogAdmin("rest.invalidGrouped", { ids: refusal.ids.map((id) => `#${id}`).join(", ") }));
  }
}

const errorBody = (invalid: Invalid) => ({ code: invalid.code, message: invalid.message, data: { status: 400, params: invalid.params } });
const invalidResponse = (invalid: Invalid) => restResponse(errorBody(invalid), 400);

const productNotFound = () => restError("woocommerce_rest_product_invalid_id", tBackOffice("rest.invalidId"), 404);
const variationNotFound = () => restError("woocommerce_rest_product_variation_invalid_id", tBackOffice("rest.invalidId"), 404);

/** WooCommerce's `price_html`: the price its templates draw (the regular one struck through on sale). */
function priceHtml(p: { regularPrice: number | null; salePrice: number | null; minPrice: number | null; maxPrice: number | null }): string {
  const amount = (dong: number) => `<span class="woocommerce-Price-amount amount"><bdi>${escapeHtml(formatDong(dong))}</bdi></span>`;
  if (p.regularPrice === null) {
    if (p.minPrice === null) return "";
    return p.maxPrice !== null && p.maxPrice !== p.minPrice ? `${amount(p.minPrice)} &ndash; ${amount(p.maxPrice)}` : amount(p.minPrice);
  }
  if (p.salePrice === null) return amount(p.regularPrice);
  return `<del aria-hidden="true">${amount(p.regularPrice)}</del> <ins>${amount(p.salePrice)}</ins>`;
}

function imageJson(image: StaffImage, base: string) {
  const created = new Date(image.createdAt);
  const picture = toPicture({ alt: image.alt, sizes: image.sizes }, "full");
  return {
    id: image.id,
    date_created: localDate(created),
    date_created_gmt: gmtDate(created),
    date_modified: localDate(created),
    date_modified_gmt: gmtDate(created),
    // WordPress's attachment URL, the media's `source_url`: the file's own address, without the
    // fingerprint pages add to it (decision 033).
    src: picture ? `${base}${picture.fullSrc.split("?")[0]}` : "",
    name: image.name,
    alt: image.alt,
  };
}

const dimensions = { length: "", width: "", height: "" };
const weightOf = (grams: number | null) => (grams === null ? "" : String(grams / 1000));

/** The product as WooCommerce's API answers it. */
export function wcProductJson(p: StaffProduct, base: string) {
  const simple = p.type === "simple";
  const price = simple ? (p.salePrice ?? p.regularPrice) : p.minPrice;
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    permalink: `${base}${productUrl(p.slug)}`,
    date_created: localDate(p.createdAt),
    date_created_gmt: gmtDate(p.createdAt),
    date_modified: localDate(p.updatedAt),
    date_modified_gmt: gmtDate(p.updatedAt),
    type: p.type,
    status: p.status,
    featured: p.featured,
    catalog_visibility: "visible",
    description: p.description,
    short_description: p.shortDescription,
    sku: p.sku ?? "",
    price: price === null ? "" : money(price),
    regular_price: simple && p.regularPrice !== null ? money(p.regularPrice) : "",
    sale_price: simple && p.salePrice !== null ? money(p.salePrice) : "",
    date_on_sale_from: null,
    date_on_sale_from_gmt: null,
    date_on_sale_to: null,
    date_on_sale_to_gmt: null,
    price_html: priceHtml(p),
    on_sale: p.onSale,
    // A group is bought through its products (WooCommerce's `WC_Product_Grouped::is_purchasable`).
    purchasable: p.type !== "grouped" && price !== null && p.status === "publish",
    total_sales: p.totalSales,
    virtual: false,
    downloadable: false,
    downloads: [],
    download_limit: -1,
    download_expiry: -1,
    external_url: "",
    button_text: "",
    tax_status: "taxable",
    tax_class: "",
    manage_stock: p.manageStock,
    stock_quantity: p.manageStock ? p.stockQuantity : null,
    backorders: p.backorders,
    backorders_allowed: p.backorders !== "no",
    backordered: p.manageStock && (p.stockQuantity ?? 0) < 0,
    low_stock_amount: null,
    sold_individually: p.soldIndividually,
    weight: weightOf(p.weightGrams),
    dimensions,
    shipping_required: true,
    shipping_taxable: true,
    shipping_class: p.shippingClass?.slug ?? "",
    shipping_class_id: p.shippingClass?.id ?? 0,
    reviews_allowed: p.reviewsAllowed,
    average_rating: p.averageRating.toFixed(2),
    rating_count: p.reviewCount,
    upsell_ids: [],
    cross_sell_ids: [],
    parent_id: 0,
    purchase_note: "",
    categories: p.categories.map((t) => ({ id: t.id, name: t.name, slug: t.slug })),
    tags: p.tags.map((t) => ({ id: t.id, name: t.name, slug: t.slug })),
    images: p.images.map((image) => imageJson(image, base)),
    attributes: p.attributes.map((a) => ({ id: a.id, name: a.name, position: a.position, visible: a.visible, variation: a.variation, options: a.options })),
    default_attributes: [],
    variations: p.variations.map((v) => v.id),
    grouped_products: p.children,
    menu_order: p.menuOrder,
    meta_data: p.metaData,
    stock_status: p.stockStatus,
    has_options: p.type === "variable",
    _links: {
      self: [{ href: `${base}/wp-json/wc/v3/products/${p.id}` }],
      collection: [{ href: `${base}/wp-json/wc/v3/products` }],
    },
  };
}

/** A variation as WooCommerce's API answers it (dated as its product: the shop keeps no dates of its own for one). */
export function wcVariationJson(v: StaffVariation, product: Pick<StaffProduct, "id" | "slug" | "createdAt" | "updatedAt" | "weightGrams" | "shippingClass">, base: string) {
  const price = v.salePrice ?? v.regularPrice;
  return {
    id: v.id,
    date_created: localDate(product.createdAt),
    date_created_gmt: gmtDate(product.createdAt),
    date_modified: localDate(product.updatedAt),
    date_modified_gmt: gmtDate(product.updatedAt),
    description: v.description,
    permalink: `${base}${productUrl(product.slug)}?variation_id=${v.id}`,
    sku: v.sku ?? "",
    price: money(price),
    regular_price: money(v.regularPrice),
    sale_price: v.salePrice === null ? "" : money(v.salePrice),
    date_on_sale_from: null,
    date_on_sale_from_gmt: null,
    date_on_sale_to: null,
    date_on_sale_to_gmt: null,
    on_sale: v.salePrice !== null,
    status: v.status,
    purchasable: v.status === "publish",
    virtual: false,
    downloadable: false,
    downloads: [],
    download_limit: -1,
    download_expiry: -1,
    tax_status: "taxable",
    tax_class: "",
    manage_stock: v.manageStock,
    stock_quantity: v.manageStock ? v.stockQuantity : null,
    stock_status: v.stockStatus,
    backorders: v.backorders,
    backorders_allowed: v.backorders !== "no",
    backordered: v.manageStock && (v.stockQuantity ?? 0) < 0,
    low_stock_amount: null,
    weight: weightOf(product.weightGrams),
    dimensions,
    shipping_class: product.shippingClass?.slug ?? "",
    shipping_class_id: product.shippingClass?.id ?? 0,
    image: v.image ? imageJson(v.image, base) : null,
    attributes: v.attributes.map((a) => ({ id: a.id, name: a.name, option: a.option })),
    menu_order: v.menuOrder,
    meta_data: v.metaData,
    _links: {
      self: [{ href: `${base}/wp-json/wc/v3/products/${product.id}/variations/${v.id}` }],
      collection: [{ href: `${base}/wp-json/wc/v3/products/${product.id}/variations` }],
      up: [{ href: `${base}/wp-json/wc/v3/products/${product.id}` }],
    },
  };
}

type Failure = { status: number; body: ReturnType<typeof errorBody> | { code: string; message: string; data: { status: number } } };
type Update = ({ ok: true; product: StaffProduct } | ({ ok: false } & Failure));

/** A refusal of the feature as its answer: 404 for what is not there, 410 for a product already in the trash, else 400. */
function failureOf(refusal: ChangeRefusal, notFound: string): Failure {
  if (refusal.code === "already_trashed") return { status: 410, body: { code: "woocommerce_rest_already_trashed", message: tCatalogAdmin("rest.alreadyTrashed"), data: { status: 410 } } };
  const read = refusalOf(refusal);
  if (read === "not_found") return { status: 404, body: { code: notFound, message: tBackOffice("rest.invalidId"), data: { status: 404 } } };
  return { status: 400, body: errorBody(read) };
}

/** A new product from a request's body (or a batch's item), made by the feature. */
async function createOne(context: Parameters<RestRoute["handler"]>[0]["context"], body: z.infer<typeof createBody>, staffId: number): Promise<Update> {
  if (body.name === undefined || body.name.trim() === "") return { ok: false, status: 400, body: errorBody(invalidParam("name", tBackOffice("rest.nameEmpty"))) };
  const change = readUpdate(body);
  if (!change.ok) return { ok: false, status: 400, body: errorBody(change.invalid) };
  const result = await createProduct(context.db, { ...change.value, type: body.type, imageIds: body.images?.map((i) => i.id) }, staffId);
  return result.ok ? { ok: true, product: result.value } : { ok: false, ...failureOf(result.error, "woocommerce_rest_product_invalid_id") };
}

/** WordPress's answer to a creation: 201 with where the new resource is. */
function created(body: unknown, href: string): Response {
  const response = restResponse(body, 201);
  response.headers.set("Location", href);
  return response;
}

/** `force` as WordPress reads a boolean: true, 1, "true" or "1". */
const forced = (request: Request) => ["true", "1"].includes(new URL(request.url).searchParams.get("force") ?? "");

/** A batch item refused before it reached the feature: its first bad field named. */
function itemError(item: unknown, error: z.ZodError) {
  const field = String(error.issues[0]?.path[0] ?? "body");
  const itemId = typeof (item as { id?: unknown })?.id === "number" ? (item as { id: number }).id : 0;
  return { id: itemId, error: errorBody(invalidParam(field, error.issues[0]!.message)) };
}

/** One product's update from a request's body (or a batch's item): read, then changed by the feature. */
async function updateProduct(context: Parameters<RestRoute["handler"]>[0]["context"], productId: number, body: z.infer<typeof updateBody>, staffId: number): Promise<Update> {
  const change = readUpdate(body);
  if (!change.ok) return { ok: false, status: 400, body: errorBody(change.invalid) };
  const result = await changeProduct(context.db, productId, change.value, staffId);
  if (result.ok) return { ok: true, product: result.value };
  const refusal = refusalOf(result.error);
  if (refusal === "not_found") return { ok: false, status: 404, body: { code: "woocommerce_rest_product_invalid_id", message: tBackOffice("rest.invalidId"), data: { status: 404 } } };
  return { ok: false, status: 400, body: errorBody(refusal) };
}

const termParams = z.object({
  search: z.string().max(200).default(""),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  hide_empty: z.enum(["true", "false", "1", "0"]).default("false"),
});

/** A category's or tag's fields as WooCommerce takes them; `display` and `image` are read and not kept (the shop shows every category alike). */
const termBody = z.object({
  name: z.string().max(200).optional(),
  slug: z.string().max(200).optional(),
  description: z.string().max(10_000).optional(),
  parent: z.union([id, z.literal(0)]).optional(),
  menu_order: z.int().min(-100_000).max(100_000).optional(),
  display: z.enum(["default", "products", "subcategories", "both"]).optional(),
  image: z.unknown().optional(),
});

/** A product category or tag as WooCommerce's API answers it. */
function wcTermJson(t: StaffTerm, taxonomy: ProductTaxonomy, base: string) {
  const path = taxonomy === "product_cat" ? "categories" : "tags";
  return {
    id: t.id,
    name: t.name,
    slug: t.slug,
    ...(taxonomy === "product_cat" ? { parent: t.parentId ?? 0, description: t.description, display: "default", image: null, menu_order: t.menuOrder } : { description: t.description }),
    count: t.count,
    _links: { self: [{ href: `${base}/wp-json/wc/v3/products/${path}/${t.id}` }], collection: [{ href: `${base}/wp-json/wc/v3/products/${path}` }] },
  };
}

const termNotFound = () => restError("woocommerce_rest_term_invalid", tCatalogAdmin("rest.attributeInvalid"), 404);

/** A refusal of a category's or tag's change in WooCommerce's (or WordPress's) shape. */
function termRefusal(refusal: TermRefusal): Response {
  switch (refusal.code) {
    case "not_found":
      return termNotFound();
    case "empty_name":
      return restError("empty_term_name", tCatalogAdmin("rest.termNameRequired"), 400);
    case "invalid_slug":
      return invalidResponse(invalidParam("slug", tCatalogAdmin("rest.slugInvalid")));
    case "term_exists":
      return restResponse({ code: "term_exists", message: tCatalogAdmin("rest.categoryExists"), data: { status: 400, resource_id: refusal.id } }, 400);
    case "missing_parent":
      // WooCommerce passes the parent to `wp_insert_term`/`wp_update_term`, whose refusal this is.
      return restError("missing_parent", tCatalogAdmin("rest.parentMissing"), 400);
    case "parent_loop":
      return invalidResponse(invalidParam("parent", tCatalogAdmin("rest.parentLoop")));
  }
}

/** The body's fields as the feature's input; a parent for a tag is WooCommerce's refusal. */
function termInput(body: z.infer<typeof termBody>, taxonomy: ProductTaxonomy): { ok: true; input: TermInput } | { ok: false; response: Response } {
  if (body.parent !== undefined && taxonomy === "product_tag") {
    return { ok: false, response: restError("woocommerce_rest_taxonomy_not_hierarchical", tCatalogAdmin("rest.notHierarchical"), 400) };
  }
  return {
    ok: true,
    input: { name: body.name, slug: body.slug, description: body.description, menuOrder: body.menu_order, ...(body.parent !== undefined ? { parentId: body.parent === 0 ? null : body.parent } : {}) },
  };
}

/**
 * WooCommerce's product categories or tags: the list (`search`, `hide_empty`, paged) and a new
 * one (`POST`), then one by id: read, update, delete (`force=true` only: terms have no trash).
 */
function termRoutes(taxonomy: ProductTaxonomy, path: "categories" | "tags"): RestRoute[] {
  return [
    {
      pattern: new RegExp(`\\/wc\\/v3\\/products\\/${path}`),
      methods: ["GET", "POST"],
      namespace: "wc/v3",
      handler: async ({ request, context, method, userId }) => {
        const access = await staffFor(context, userId, method === "GET" ? "list" : "create");
        if (!access.ok) return access.response;
        const base = context.site.url;
        if (method !== "GET") {
          const body = await jsonBody(request, termBody);
          if (!body.ok) return body.response;
          if (body.value.name === undefined) {
            return restResponse({ code: "rest_missing_callback_param", message: tBackOffice("rest.missingParam", { params: "name" }), data: { status: 400, params: ["name"] } }, 400);
          }
          const input = termInput(body.value, taxonomy);
          if (!input.ok) return input.response;
          const result = await createStaffTerm(context.db, taxonomy, input.input, access.staff.id);
          if (!result.ok) return termRefusal(result.error);
          const json = wcTermJson(result.value, taxonomy, base);
          return created(json, json._links.self[0]!.href);
        }
        const params = readParams(request, termParams);
        if (!params.ok) return params.response;
        const q = params.value;
        const { terms, total } = await listStaffTerms(context.db, { taxonomy, search: q.search, hideEmpty: q.hide_empty === "true" || q.hide_empty === "1", page: q.page, perPage: q.per_page });
        return restPage(request, terms.map((t) => wcTermJson(t, taxonomy, base)), { total, page: q.page, perPage: q.per_page });
      },
    },
    {
      pattern: new RegExp(`\\/wc\\/v3\\/products\\/${path}\\/(?<id>\\d+)`),
      methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
      namespace: "wc/v3",
      handler: async ({ request, context, params, method, userId }) => {
        const access = await staffFor(context, userId, method === "GET" ? "read" : method === "DELETE" ? "delete" : "edit");
        if (!access.ok) return access.response;
        const termId = rowId(params.id!);
        if (termId === null) return termNotFound();
        const base = context.site.url;
        if (method === "GET") {
          const term = await staffTerm(context.db, taxonomy, termId);
          return term ? restResponse(wcTermJson(term, taxonomy, base)) : termNotFound();
        }
        if (method === "DELETE") {
          if (!forced(request)) return restError("woocommerce_rest_trash_not_supported", tCatalogAdmin("rest.noTrash"), 501);
          const result = await deleteStaffTerm(context.db, taxonomy, termId, access.staff.id);
          return result.ok ? restResponse(wcTermJson(result.value, taxonomy, base)) : termRefusal(result.error);
        }
        const body = await jsonBody(request, termBody);
        if (!body.ok) return body.response;
        const input = termInput(body.value, taxonomy);
        if (!input.ok) return input.response;
        const result = await updateStaffTerm(context.db, taxonomy, termId, input.input, access.staff.id);
        return result.ok ? restResponse(wcTermJson(result.value, taxonomy, base)) : termRefusal(result.error);
      },
    },
  ];
}

export const wcProductRoutes: RestRoute[] = [
  {
    pattern: /\/wc\/v3\/products/,
    methods: ["GET", "POST"],
    namespace: "wc/v3",
    handler: async ({ request, context, method, userId }) => {
      const access = await staffFor(context, userId, method === "GET" ? "list" : "create");
      if (!access.ok) return access.response;
      if (method !== "GET") {
        const body = await jsonBody(request, createBody);
        if (!body.ok) return body.response;
        const result = await createOne(context, body.value, access.staff.id);
        if (!result.ok) return restResponse(result.body, result.status);
        const product = wcProductJson(result.product, context.site.url);
        return created(product, product._links.self[0]!.href);
      }
      const params = readParams(request, listParams);
      if (!params.ok) return params.response;
      const q = params.value;
      const { products, total } = await listStaffProducts(context.db, {
        search: q.search,
        include: q.include ?? null,
        categoryId: q.category ?? null,
        tagId: q.tag ?? null,
        sku: q.sku ?? null,
        status: q.status === "any" ? null : q.status,
        stockStatus: q.stock_status ?? null,
        lowInStock: q.low_in_stock === "true" || q.low_in_stock === "1",
        type: q.type ?? null,
        page: q.page,
        perPage: q.per_page,
        orderby: q.orderby,
        order: q.order,
      });
      return restPage(request, products.map((p) => wcProductJson(p, context.site.url)), { total, page: q.page, perPage: q.per_page });
    },
  },
  ...termRoutes("product_cat", "categories"),
  ...termRoutes("product_tag", "tags"),
  {
    /** WooCommerce's batch: `{update: [{id, …}]}` answered `{update: [product | {id, error}]}`, each item saved (or refused) on its own. */
    pattern: /\/wc\/v3\/products\/batch/,
    methods: ["POST", "PUT", "PATCH"],
    namespace: "wc/v3",
    handler: async ({ request, context, userId }) => {
      const access = await staffFor(context, userId, "edit");
      if (!access.ok) return access.response;
      const body = await jsonBody(request, batchBody);
      if (!body.ok) return body.response;
      const { create: creates, update: updates, delete: deletes } = body.value;
      if ((creates?.length ?? 0) + updates.length + (deletes?.length ?? 0) > BATCH_LIMIT) {
        return restError("rest_request_entity_too_large", tBackOffice("rest.batchTooLarge", { limit: BATCH_LIMIT }), 413);
      }
      const base = context.site.url;
      const answer: Record<string, unknown[]> = {};
      // WooCommerce's order: the creations, then the updates, then the deletions (forced: a batch never trashes).
      if (creates) {
        answer.create = [];
        for (const item of creates) {
          const read = createBody.safeParse(item);
          if (!read.success) {
            answer.create.push(itemError(item, read.error));
            continue;
          }
          const result = await createOne(context, read.data, access.staff.id);
          answer.create.push(result.ok ? wcProductJson(result.product, base) : { id: 0, error: result.body });
        }
      }
      const update = [];
      for (const item of updates) {
        const read = updateBody.extend({ id }).safeParse(item);
        if (!read.success) {
          update.push(itemError(item, read.error));
          continue;
        }
        const result = await updateProduct(context, read.data.id, read.data, access.staff.id);
        update.push(result.ok ? wcProductJson(result.product, base) : { id: read.data.id, error: result.body });
      }
      answer.update = update;
      if (deletes) {
        answer.delete = [];
        for (const item of deletes) {
          const productId = typeof item === "number" || typeof item === "string" ? rowId(String(item)) : null;
          if (productId === null) {
            answer.delete.push({ id: 0, error: { code: "woocommerce_rest_product_invalid_id", message: tBackOffice("rest.invalidId"), data: { status: 404 } } });
            continue;
          }
          const result = await deleteProduct(context.db, productId, true, access.staff.id);
          answer.delete.push(result.ok ? wcProductJson(result.value, base) : { id: productId, error: failureOf(result.error, "woocommerce_rest_product_invalid_id").body });
        }
      }
      return restResponse(answer);
    },
  },
  {
    pattern: /\/wc\/v3\/products\/(?<id>\d+)/,
    methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    namespace: "wc/v3",
    handler: async ({ request, context, params, method, userId }) => {
      const access = await staffFor(context, userId, method === "GET" ? "read" : method === "DELETE" ? "delete" : "edit");
      if (!access.ok) return access.response;
      const productId = rowId(params.id!);
      if (productId === null) return productNotFound();
      if (method === "DELETE") {
        // Without force WooCommerce moves a product to the trash; with it, deletes it for good.
        const result = await deleteProduct(context.db, productId, forced(request), access.staff.id);
        if (!result.ok) {
          const failure = failureOf(result.error, "woocommerce_rest_product_invalid_id");
          return restResponse(failure.body, failure.status);
        }
        return restResponse(wcProductJson(result.value, context.site.url));
      }
      if (method === "GET") {
        const product = await staffProduct(context.db, productId);
        return product ? restResponse(wcProductJson(product, context.site.url)) : productNotFound();
      }
      const body = await jsonBody(request, updateBody);
      if (!body.ok) return body.response;
      const result = await updateProduct(context, productId, body.value, access.staff.id);
      return result.ok ? restResponse(wcProductJson(result.product, context.site.url)) : restResponse(result.body, result.status);
    },
  },
  {
    pattern: /\/wc\/v3\/products\/(?<id>\d+)\/variations/,
    methods: ["GET", "POST"],
    namespace: "wc/v3",
    handler: async ({ request, context, params, method, userId }) => {
      const access = await staffFor(context, userId, method === "GET" ? "list" : "create");
      if (!access.ok) return access.response;
      const productId = rowId(params.id!);
      if (method !== "GET") {
        if (productId === null) return productNotFound();
        const body = await jsonBody(request, newVariationBody);
        if (!body.ok) return body.response;
        const fields = readFields(body.value);
        if (!fields.ok) return invalidResponse(fields.invalid);
        const result = await createVariation(
          context.db,
          productId,
          {
            ...fields.value,
            ...(body.value.status ? { status: body.value.status } : {}),
            imageId: body.value.image?.id || null,
            attributes: body.value.attributes,
            description: body.value.description,
            menuOrder: body.value.menu_order,
          },
          access.staff.id,
        );
        if (!result.ok) {
          if (result.error.code === "no_regular_price") {
            return invalidResponse({ code: "woocommerce_rest_invalid_price", message: tCatalogAdmin("rest.variationPriceRequired"), params: { regular_price: tCatalogAdmin("rest.variationPriceRequired") } });
          }
          const failure = failureOf(result.error, "woocommerce_rest_product_invalid_id");
          return restResponse(failure.body, failure.status);
        }
        const product = (await staffProduct(context.db, productId))!;
        const variation = wcVariationJson(result.value, product, context.site.url);
        return created(variation, variation._links.self[0]!.href);
      }
      const product = productId === null ? null : await staffProduct(context.db, productId);
      if (!product) return productNotFound();
      const paging = readParams(request, z.object({ page: z.coerce.number().int().min(1).default(1), per_page: z.coerce.number().int().min(1).max(100).default(10) }));
      if (!paging.ok) return paging.response;
      const { page, per_page: perPage } = paging.value;
      const shown = product.variations.slice((page - 1) * perPage, page * perPage);
      return restPage(request, shown.map((v) => wcVariationJson(v, product, context.site.url)), { total: product.variations.length, page, perPage });
    },
  },
  {
    pattern: /\/wc\/v3\/products\/(?<id>\d+)\/variations\/(?<variation>\d+)/,
    methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    namespace: "wc/v3",
    handler: async ({ request, context, params, method, userId }) => {
      const access = await staffFor(context, userId, method === "GET" ? "read" : method === "DELETE" ? "delete" : "edit");
      if (!access.ok) return access.response;
      const productId = rowId(params.id!);
      const variationId = rowId(params.variation!);
      if (productId === null || variationId === null) return variationNotFound();
      if (method === "DELETE") {
        // WooCommerce keeps no trash for variations: only `force=true` deletes one.
        if (!forced(request)) return restError("woocommerce_rest_trash_not_supported", tCatalogAdmin("rest.noTrash"), 501);
        const product = await staffProduct(context.db, productId);
        const result = await deleteVariation(context.db, productId, variationId, access.staff.id);
        if (!result.ok || !product) return variationNotFound();
        return restResponse(wcVariationJson(result.value, product, context.site.url));
      }
      if (method === "GET") {
        const product = await staffProduct(context.db, productId);
        const variation = product?.variations.find((v) => v.id === variationId);
        return product && variation ? restResponse(wcVariationJson(variation, product, context.site.url)) : variationNotFound();
      }
      const body = await jsonBody(request, variationBody);
      if (!body.ok) return body.response;
      const fields = readFields(body.value);
      if (!fields.ok) return invalidResponse(fields.invalid);
      const change = { ...fields.value, ...(body.value.status ? { status: body.value.status } : {}), ...(body.value.image !== undefined ? { imageId: body.value.image?.id || null } : {}) };
      const result = await changeVariation(context.db, productId, variationId, change, access.staff.id);
      if (!result.ok) {
        const refusal = refusalOf(result.error);
        return refusal === "not_found" ? variationNotFound() : invalidResponse(refusal);
      }
      const product = (await staffProduct(context.db, productId))!;
      return restResponse(wcVariationJson(result.value, product, context.site.url));
    },
  },
];
