import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { parse } from "csv-parse";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { staffActions } from "../../../../db/schema";
import { slugify } from "../../../../db/seed/slugify";
import type { Db, Tx } from "../../../platform/.server/db";
import { queryChecked } from "../../../platform/.server/sql-answer";
import { afterCatalogWrite } from "../../../platform/.server/versioned-cache";
import { forgetCategoryTree } from "./categories";
import { type CsvHeader, type CsvParent, type ProductCsvRow, type RowProblem, type SkippedRow, metaCellText, readHeader, readProductRow } from "../product-csv";
import { importPicture } from "./media-library";
import { sanitizeProductHtml } from "./product-admin";
import { type MetaEntry, metaEntryShape } from "./product-meta";

/**
 * A WooCommerce product CSV brought into the catalogue (issue 22): read as it streams, each row
 * typed (`product-csv.ts`), matched to what the shop has (by SKU, else by ID), and written in
 * batches of set-based statements, all in one transaction. The catalogue's version and change
 * log follow by their triggers as for any edit; the price lookups, card swatches and search
 * documents are made once per product at the end, set-based (bulk mode, decision 032). A
 * file with a bad row changes nothing unless `continueOnError`; a dry run reads and writes
 * everything, then rolls back, so its counts are those a real run would give.
 */

export type ImportOptions = {
  dryRun?: boolean;
  continueOnError?: boolean;
  /** A folder of pictures: an image named in the file by a URL or a file name is taken from here by its file name. */
  imagesDir?: string | null;
  uploadsDir: string;
  maxPixels: number;
  /** Who imports, for the staff log; null from the command line. */
  staffId?: number | null;
  /** Rows written per set of statements. */
  batchSize?: number;
  /** The first rows' plans kept for a preview. */
  previewRows?: number;
  onProgress?: (rows: number, bytes: number) => void;
  now?: Date;
};

export type PreviewRow = { line: number; action: "create" | "update"; type: string; sku: string | null; name: string };

export type ImportSummary = {
  rows: number;
  created: number;
  updated: number;
  /** Lines not imported, with why. */
  skipped: SkippedRow[];
  /** What was read but not kept as it was (rounded prices, pictures not found…). */
  notes: RowProblem[];
  preview: PreviewRow[];
  /** False after a dry run, or when a bad row stopped the whole file. */
  committed: boolean;
};

class RollBack extends Error {}

const key = (text: string) => text.normalize("NFC").trim().toLowerCase();

/** `wanted` made unique against `taken` as WordPress does: `ao`, else `ao-2`, `ao-3`… */
function freeSlug(taken: Set<string>, wanted: string, fallback: string): string {
  const base = slugify(wanted).slice(0, 180).replace(/-+$/, "") || fallback;
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

/** Descriptions as a save keeps them; text with no markup needs no parser (the cost of a large file). */
const cleanHtml = (html: string) => (/[<>&]/.test(html) ? sanitizeProductHtml(html) : html.trim());

type ProductKind = "simple" | "variable" | "grouped";

/** A grouped product's products as its row names them, linked once every row is in (a child may come after its group). */
type GroupPlan = { line: number; productId: number; children: CsvParent[] };

type ProductPlan = {
  row: ProductCsvRow;
  id: number;
  create: boolean;
  type: ProductKind;
  /** Its kind in the catalogue before this import; null for a new one. */
  before: ProductKind | null;
  slug: string;
  imageIds: number[] | undefined;
  shippingClassId: number | null | undefined;
  categoryIds: number[] | undefined;
  tagIds: number[] | undefined;
  attributes: Array<{ attributeId: number; termIds: number[]; visible: boolean }> | undefined;
};

type VariationPlan = {
  row: ProductCsvRow;
  id: number;
  create: boolean;
  productId: number;
  imageId: number | null | undefined;
  values: Array<{ attributeId: number; termId: number | null }> | undefined;
};

const idRow = z.strictObject({ id: z.int() });

/** What the catalogue holds, read once, then kept as the import writes. */
class CatalogIndex {
  bySku = new Map<string, { kind: "product" | "variation"; id: number }>();
  productType = new Map<number, ProductKind>();
  variationParent = new Map<number, number>();
  productSlugs = new Set<string>();
  /** A file's ID column to the product or variation it became. */
  fileIds = new Map<number, number>();
  categories = new Map<string, number>();
  termSlugs = new Map<string, Set<string>>();
  tags = new Map<string, number>();
  shippingClasses = new Map<string, number>();
  attributes = new Map<string, number>();
  attributeSlugs = new Set<string>();
  attributeTerms = new Map<string, number>();
  attributeTermSlugs = new Map<number, Set<string>>();
  /** A variable product's attributes and the terms it offers, as this import left them or as read. */
  offered = new Map<number, Map<number, Set<number>>>();
  mediaByPath = new Map<string, number>();
  mediaBySlug = new Map<string, number>();
  private idPools = { products: [] as number[], product_variations: [] as number[] };

  constructor(private readonly tx: Tx) {}

  async load(): Promise<void> {
    const tx = this.tx;
    for (const p of await queryChecked(tx, "products to match", z.strictObject({ id: z.int(), sku: z.string().nullable(), slug: z.string(), type: z.enum(["simple", "variable", "grouped"]) }), sql`select id, sku, slug, type from products`)) {
      if (p.sku) this.bySku.set(p.sku, { kind: "product", id: p.id });
      this.productType.set(p.id, p.type);
      this.productSlugs.add(p.slug);
    }
    for (const v of await queryChecked(tx, "variations to match", z.strictObject({ id: z.int(), productId: z.int(), sku: z.string().nullable() }), sql`select id, product_id as "productId", sku from product_variations`)) {
      if (v.sku) this.bySku.set(v.sku, { kind: "variation", id: v.id });
      this.variationParent.set(v.id, v.productId);
    }
    const termRows = await queryChecked(
      tx,
      "product terms to match",
      z.strictObject({ id: z.int(), taxonomy: z.string(), name: z.string(), slug: z.string(), parentId: z.int().nullable() }),
      sql`select id, taxonomy, name, slug, parent_id as "parentId" from terms where taxonomy in ('product_cat', 'product_tag', 'product_shipping_class') order by id`,
    );
    for (const t of termRows) {
      this.slugsOf(t.taxonomy).add(t.slug);
      const map = t.taxonomy === "product_cat" ? this.categories : t.taxonomy === "product_tag" ? this.tags : this.shippingClasses;
      const k = t.taxonomy === "product_cat" ? `${t.parentId ?? 0}|${key(t.name)}` : key(t.name);
      if (!map.has(k)) map.set(k, t.id);
    }
    for (const a of await queryChecked(tx, "attributes to match", z.strictObject({ id: z.int(), name: z.string(), slug: z.string() }), sql`select id, name, slug from attributes order by id`)) {
      if (!this.attributes.has(key(a.name))) this.attributes.set(key(a.name), a.id);
      if (!this.attributes.has(a.slug)) this.attributes.set(a.slug, a.id);
      this.attributeSlugs.add(a.slug);
    }
    for (const t of await queryChecked(tx, "attribute terms to match", z.strictObject({ id: z.int(), attributeId: z.int(), name: z.string(), slug: z.string() }), sql`select id, attribute_id as "attributeId", name, slug from attribute_terms order by id`)) {
      const k = `${t.attributeId}|${key(t.name)}`;
      if (!this.attributeTerms.has(k)) this.attributeTerms.set(k, t.id);
      const bySlug = `${t.attributeId}|${t.slug}`;
      if (!this.attributeTerms.has(bySlug)) this.attributeTerms.set(bySlug, t.id);
      this.termSlugsOfAttribute(t.attributeId).add(t.slug);
    }
    for (const m of await queryChecked(tx, "pictures to match", z.strictObject({ id: z.int(), slug: z.string(), file: z.string(), full: z.string().nullable() }), sql`select id, slug, file, sizes->'full'->'jpeg'->>'file' as full from media order by id`)) {
      for (const file of [m.file, m.full]) if (file && !this.mediaByPath.has(file)) this.mediaByPath.set(file, m.id);
      this.mediaBySlug.set(m.slug, m.id);
    }
  }

  slugsOf(taxonomy: string): Set<string> {
    let set = this.termSlugs.get(taxonomy);
    if (!set) this.termSlugs.set(taxonomy, (set = new Set()));
    return set;
  }

  termSlugsOfAttribute(attributeId: number): Set<string> {
    let set = this.attributeTermSlugs.get(attributeId);
    if (!set) this.attributeTermSlugs.set(attributeId, (set = new Set()));
    return set;
  }

  /** An id of the table's sequence, taken ahead in blocks, so a batch's rows and their links are written together. */
  async nextId(table: "products" | "product_variations"): Promise<number> {
    const pool = this.idPools[table];
    if (pool.length === 0) {
      const rows = await queryChecked(this.tx, "ids ahead", idRow, sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, 500)`);
      pool.push(...rows.map((r) => r.id));
    }
    return pool.shift()!;
  }

  async term(taxonomy: "product_cat" | "product_tag" | "product_shipping_class", name: string, parentId: number | null): Promise<number> {
    const map = taxonomy === "product_cat" ? this.categories : taxonomy === "product_tag" ? this.tags : this.shippingClasses;
    const k = taxonomy === "product_cat" ? `${parentId ?? 0}|${key(name)}` : key(name);
    const known = map.get(k);
    if (known !== undefined) return known;
    const slug = freeSlug(this.slugsOf(taxonomy), name, "muc");
    const [row] = await queryChecked(this.tx, "a new term", idRow, sql`insert into terms (taxonomy, slug, name, parent_id) values (${taxonomy}::taxonomy, ${slug}, ${name}, ${parentId}) returning id`);
    map.set(k, row!.id);
    return row!.id;
  }

  async category(pathParts: string[]): Promise<number> {
    let parent: number | null = null;
    for (const part of pathParts) parent = await this.term("product_cat", part, parent);
    return parent!;
  }

  async attribute(name: string): Promise<number> {
    const known = this.attributes.get(key(name)) ?? this.attributes.get(slugify(name));
    if (known !== undefined) return known;
    const slug = freeSlug(this.attributeSlugs, name, "thuoc-tinh");
    const [row] = await queryChecked(this.tx, "a new attribute", idRow, sql`insert into attributes (slug, name) values (${slug}, ${name}) returning id`);
    this.attributes.set(key(name), row!.id);
    this.attributes.set(slug, row!.id);
    return row!.id;
  }

  findAttributeTerm(attributeId: number, value: string): number | undefined {
    return this.attributeTerms.get(`${attributeId}|${key(value)}`) ?? this.attributeTerms.get(`${attributeId}|${value.trim()}`);
  }

  async attributeTerm(attributeId: number, value: string, menuOrder: number): Promise<number> {
    const known = this.findAttributeTerm(attributeId, value);
    if (known !== undefined) return known;
    const slug = freeSlug(this.termSlugsOfAttribute(attributeId), value, "gia-tri");
    const [row] = await queryChecked(
      this.tx,
      "a new attribute term",
      idRow,
      sql`insert into attribute_terms (attribute_id, slug, name, menu_order) values (${attributeId}, ${slug}, ${value.trim()}, ${menuOrder}) returning id`,
    );
    this.attributeTerms.set(`${attributeId}|${key(value)}`, row!.id);
    return row!.id;
  }

  /** A product's attributes and offered terms, read once for a parent this import did not write. */
  async offeredBy(productId: number): Promise<Map<number, Set<number>>> {
    const kept = this.offered.get(productId);
    if (kept) return kept;
    const rows = await queryChecked(
      this.tx,
      "a parent's attributes",
      z.strictObject({ attributeId: z.int(), termId: z.int().nullable() }),
      sql`select pa.attribute_id as "attributeId", pat.term_id as "termId" from product_attributes pa
            left join product_attribute_terms pat on pat.product_id = pa.product_id and pat.term_id in (select id from attribute_terms t where t.attribute_id = pa.attribute_id)
           where pa.product_id = ${productId}`,
    );
    const map = new Map<number, Set<number>>();
    for (const r of rows) {
      if (!map.has(r.attributeId)) map.set(r.attributeId, new Set());
      if (r.termId !== null) map.get(r.attributeId)!.add(r.termId);
    }
    this.offered.set(productId, map);
    return map;
  }
}

/** A file's picture: one of this shop's uploads by its path, else a file of that name in the pictures folder. */
class Pictures {
  /** Files written by this import, deleted again when it rolls back. */
  written: string[] = [];
  constructor(
    private readonly tx: Tx,
    private readonly index: CatalogIndex,
    private readonly o: Pick<ImportOptions, "imagesDir" | "uploadsDir" | "maxPixels" | "staffId" | "now">,
  ) {}

  async resolve(reference: string): Promise<{ id: number } | { skipped: string }> {
    let pathname = reference;
    try {
      if (/^[a-z][a-z0-9+.-]*:\/\//i.test(reference)) pathname = decodeURIComponent(new URL(reference).pathname);
    } catch {
      return { skipped: `ảnh "${reference}": địa chỉ không hợp lệ` };
    }
    const uploads = /\/wp-content\/uploads\/(.+)$/.exec(pathname)?.[1];
    if (uploads) {
      const own = this.index.mediaByPath.get(uploads);
      if (own !== undefined) return { id: own };
    }
    const filename = path.basename(pathname);
    const slug = slugify(filename.replace(/\.[^.]*$/, ""));
    if (this.o.imagesDir && filename && existsSync(path.join(this.o.imagesDir, filename))) {
      // Brought in once: a second run (or a second row naming it) takes the picture made the first time.
      const kept = this.index.mediaBySlug.get(slug);
      if (kept !== undefined) return { id: kept };
      return this.store(path.join(this.o.imagesDir, filename), filename, slug);
    }
    const kept = this.index.mediaBySlug.get(slug);
    if (kept !== undefined && !/^[a-z]+:\/\//i.test(reference)) return { id: kept };
    return {
      skipped: this.o.imagesDir
        ? `ảnh "${reference}": không có trong thư viện ảnh hay thư mục ${this.o.imagesDir} (không tải ảnh từ mạng)`
        : `ảnh "${reference}": không có trong thư viện ảnh (không tải ảnh từ mạng; hãy dùng --images THƯ_MỤC)`,
    };
  }

  private async store(source: string, filename: string, slug: string): Promise<{ id: number } | { skipped: string }> {
    const mediaSlug = freeSlugOfMedia(this.index, slug || "anh");
    const o = { uploadsDir: this.o.uploadsDir, maxPixels: this.o.maxPixels, now: this.o.now ?? new Date(), staffId: this.o.staffId ?? null };
    const stored = await importPicture(this.tx, o, { source, slug: mediaSlug, title: filename.replace(/\.[^.]*$/, "") }, this.written);
    if (!stored.ok) return { skipped: `ảnh "${filename}": không dùng được (${stored.refusal})` };
    this.index.mediaBySlug.set(mediaSlug, stored.id);
    this.index.mediaBySlug.set(slug, stored.id);
    this.index.mediaByPath.set(stored.file, stored.id);
    return { id: stored.id };
  }

  async forget(): Promise<void> {
    for (const file of this.written) await rm(path.join(this.o.uploadsDir, file), { force: true });
  }
}

function freeSlugOfMedia(index: CatalogIndex, wanted: string): string {
  let slug = wanted;
  for (let n = 2; index.mediaBySlug.has(slug); n++) slug = `${wanted}-${n}`;
  return slug;
}

const countedStatus = (quantity: number, backorders: string) => (quantity > 0 ? "instock" : backorders !== "no" ? "onbackorder" : "outofstock");

/** A column written from a row's field when the file has that field's column. */
type Column = { name: string; type: string; cast?: string; present: boolean };

const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;
const recordset = (columns: Column[]) => sql.raw(columns.map((c) => `${c.name} ${c.type}`).join(", "));
const castOf = (c: Column) => (c.cast ? `r.${c.name}::${c.cast}` : `r.${c.name}`);

const productIdRow = z.strictObject({ productId: z.int() });

/** Runs a write answering the product ids it changed, and notes them in `touched` (and in `reworded` when given). */
async function noteTouched(tx: Tx, touched: Set<number>, source: string, query: SQL, reworded?: Set<number>): Promise<void> {
  for (const r of await queryChecked(tx, source, productIdRow, query)) {
    touched.add(r.productId);
    reworded?.add(r.productId);
  }
}

/** How many products' lookups and search documents one statement makes at the end of an import. */
const CATCH_UP_CHUNK = 5000;

/**
 * Bulk mode (decision 032): for the rest of the import's transaction the per-row price lookup
 * triggers, the card swatches' triggers of a product's rows and the products' search triggers
 * leave their work to `catchUp`. A new product would otherwise have its search document made
 * twice (once for the product's insert, once for its categories'), every variation would update
 * its parent's lookup columns one row at a time, each update firing the products' statement
 * triggers again, and every attribute marked as making variations would redraw its product's
 * swatches alone.
 */
async function enterBulkMode(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('shop.bulk_import', 'on', true)`);
}

/**
 * Makes, set-based, what bulk mode left: the lookup columns (prices, on sale) and card swatches of
 * every product the import changed, then the figures of their search documents (their words were
 * made batch by batch, `writeBatch`); then leaves bulk mode, so what the transaction still writes
 * is kept by the triggers as usual.
 */
async function catchUp(tx: Tx, touched: Set<number>): Promise<void> {
  // A product whose price changed moves the range of the groups showing it.
  if (touched.size > 0) {
    await noteTouched(tx, touched, "groups of changed products", sql`select distinct parent_id as "productId" from product_children
      where child_id in (select value::int from json_array_elements_text(${json([...touched])}))`);
  }
  const ids = [...touched].sort((a, b) => a - b);
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += CATCH_UP_CHUNK) chunks.push(ids.slice(i, i + CATCH_UP_CHUNK));
  const asArray = (chunk: number[]) => sql`array(select value::int from json_array_elements_text(${json(chunk)}))`;
  for (const chunk of chunks) await tx.execute(sql`select refresh_product_lookups(${asArray(chunk)})`);
  for (const chunk of chunks) await tx.execute(sql`select refresh_product_card_swatches(${asArray(chunk)})`);
  for (const chunk of chunks) await tx.execute(sql`select search_refresh_products(${asArray(chunk)})`);
  await tx.execute(sql`select set_config('shop.bulk_import', 'off', true)`);
}

/**
 * Writes planned rows: products first (a variation's parent may be in the same batch), then
 * variations; notes in `touched` every product whose lookups, swatches or search figures may have
 * changed, and makes anew the search documents of those whose words may have (their name, texts,
 * SKU, status, terms): that tokenising is most of an import's database work, and done here it runs
 * while the next batch is read (`importProductsCsv`), where at the end it would run alone.
 */
async function writeBatch(tx: Tx, header: CsvHeader, products: ProductPlan[], variations: VariationPlan[], touched: Set<number>): Promise<void> {
  const reworded = new Set<number>();
  const has = (name: string) => header.has(name);
  const productColumns: Column[] = [
    { name: "type", type: "text", cast: "product_type", present: has("Type") },
    { name: "status", type: "text", cast: "publish_status", present: has("Published") },
    { name: "name", type: "text", present: has("Name") },
    { name: "short_description", type: "text", present: has("Short description") },
    { name: "description", type: "text", present: has("Description") },
    ...saleColumns(header),
    { name: "sold_individually", type: "boolean", present: has("Sold individually?") },
    { name: "weight_grams", type: "int", present: header.weightColumn !== null },
    { name: "featured", type: "boolean", present: has("Is featured?") },
    { name: "menu_order", type: "int", present: has("Position") },
    { name: "reviews_allowed", type: "boolean", present: has("Allow customer reviews?") },
    { name: "shipping_class_id", type: "int", present: has("Shipping class") },
    { name: "image_id", type: "int", present: has("Images") },
  ];
  const productValues = (p: ProductPlan) => {
    const r = p.row;
    // A variable or grouped product's prices are its variations' or its products'.
    const variable = p.type !== "simple";
    const managed = r.stockQuantity !== undefined && r.stockQuantity !== null;
    const backorders = r.backorders ?? "no";
    return {
      id: p.id,
      slug: p.slug,
      type: p.type,
      status: r.status ?? "publish",
      name: r.name ?? "",
      short_description: cleanHtml(r.shortDescription ?? ""),
      description: cleanHtml(r.description ?? ""),
      sku: r.sku ?? null,
      regular_price: variable ? null : (r.regularPrice ?? null),
      sale_price: variable ? null : (r.salePrice ?? null),
      stock_status: managed ? countedStatus(r.stockQuantity!, backorders) : (r.stockStatus ?? "instock"),
      manage_stock: managed,
      stock_quantity: managed ? r.stockQuantity : null,
      backorders,
      sold_individually: r.soldIndividually ?? false,
      weight_grams: r.weightGrams ?? null,
      featured: r.featured ?? false,
      menu_order: r.menuOrder ?? 0,
      reviews_allowed: r.reviewsAllowed ?? true,
      shipping_class_id: p.shippingClassId ?? null,
      image_id: p.imageIds?.[0] ?? null,
    };
  };

  const created = products.filter((p) => p.create);
  const updated = products.filter((p) => !p.create);
  if (created.length > 0) {
    // The price lookup columns are written as `refresh_product_lookups` computes them (a simple
    // product's own prices; a variable one's none until its variations come), so the catch-up at
    // the end rewrites only the variable products' rows.
    const lookups: Column[] = [
      { name: "min_price", type: "bigint", present: true },
      { name: "max_price", type: "bigint", present: true },
      { name: "on_sale", type: "boolean", present: true },
    ];
    const all: Column[] = [
      { name: "id", type: "int", present: true },
      { name: "slug", type: "text", present: true },
      ...productColumns.map((c) => ({ ...c, present: true })),
      ...lookups,
      { name: "meta_data", type: "jsonb", present: true },
    ];
    const meta = await newMeta(tx, created);
    const rows = created.map((p) => {
      const values = productValues(p);
      const paid = values.sale_price ?? values.regular_price;
      return { ...values, min_price: paid, max_price: paid, on_sale: values.sale_price !== null, meta_data: meta.get(p.id) ?? [] };
    });
    // Their categories and tags go in with them, in the same statement.
    const links = created.flatMap((p) => [...new Set([...(p.categoryIds ?? []), ...(p.tagIds ?? [])])].map((t) => ({ p: p.id, t })));
    for (const p of created) {
      touched.add(p.id);
      reworded.add(p.id);
    }
    await tx.execute(sql`with made as (
        insert into products (${sql.raw(all.map((c) => c.name).join(", "))})
        select ${sql.raw(all.map(castOf).join(", "))} from json_to_recordset(${json(rows)}) as r(${recordset(all)}) returning id)
      insert into product_terms (product_id, term_id) select w.p, w.t from json_to_recordset(${json(links)}) as w(p int, t int)`);
  }
  const changing = productColumns.filter((c) => c.present);
  if (updated.length > 0 && changing.length > 0) {
    // Only rows that differ are written: an unchanged product keeps its `updated_at`, and the
    // catalogue's kept answers showing it stay valid.
    await noteTouched(tx, touched, "updated products", sql`update products p set ${sql.raw(changing.map((c) => `${c.name} = ${castOf(c)}`).join(", "))}, updated_at = now()
      from json_to_recordset(${json(updated.map(productValues))}) as r(id int, ${recordset(changing)})
      where p.id = r.id and (${sql.raw(changing.map((c) => `p.${c.name}`).join(", "))}) is distinct from (${sql.raw(changing.map(castOf).join(", "))})
      returning p.id as "productId"`, reworded);
  }

  for (const [taxonomy, pick] of [
    ["product_cat", (p: ProductPlan) => p.categoryIds],
    ["product_tag", (p: ProductPlan) => p.tagIds],
  ] as const) {
    // A new product's terms went in with it.
    const linked = products.filter((p) => !p.create && pick(p) !== undefined);
    if (linked.length === 0) continue;
    const wanted = linked.flatMap((p) => [...new Set(pick(p)!)].map((t) => ({ p: p.id, t })));
    await noteTouched(tx, touched, "unlinked terms", sql`with w as materialized (select * from json_to_recordset(${json(wanted)}) as w(p int, t int))
      delete from product_terms pt using terms t
      where t.id = pt.term_id and t.taxonomy = ${taxonomy}::taxonomy and pt.product_id in (select value::int from json_array_elements_text(${json(linked.map((p) => p.id))}))
        and not exists (select 1 from w where w.p = pt.product_id and w.t = pt.term_id)
      returning pt.product_id as "productId"`, reworded);
    if (wanted.length > 0) {
      await noteTouched(tx, touched, "linked terms", sql`insert into product_terms (product_id, term_id) select w.p, w.t from json_to_recordset(${json(wanted)}) as w(p int, t int) on conflict do nothing
        returning product_id as "productId"`, reworded);
    }
  }

  const withImages = products.filter((p) => p.imageIds !== undefined);
  if (withImages.length > 0) {
    const gallery = withImages.flatMap((p) => [...new Set(p.imageIds!)].slice(1).map((m, position) => ({ p: p.id, m, position })));
    const existing = withImages.filter((p) => !p.create);
    if (existing.length > 0) {
      await tx.execute(sql`with w as materialized (select * from json_to_recordset(${json(gallery)}) as w(p int, m int, position int))
        delete from product_gallery g
        where g.product_id in (select value::int from json_array_elements_text(${json(existing.map((p) => p.id))}))
          and not exists (select 1 from w where w.p = g.product_id and w.position = g.position and w.m = g.media_id)`);
    }
    if (gallery.length > 0) {
      await tx.execute(sql`insert into product_gallery (product_id, media_id, position) select w.p, w.m, w.position from json_to_recordset(${json(gallery)}) as w(p int, m int, position int) on conflict do nothing`);
    }
  }

  const withAttributes = products.filter((p) => p.attributes !== undefined);
  if (withAttributes.length > 0) {
    const existing = withAttributes.filter((p) => !p.create);
    const ids = json(existing.map((p) => p.id));
    const attrs = withAttributes.flatMap((p) => p.attributes!.map((a, position) => ({ p: p.id, a: a.attributeId, position, visible: a.visible })));
    const offered = withAttributes.flatMap((p) => [...new Set(p.attributes!.flatMap((a) => a.termIds))].map((t) => ({ p: p.id, t })));
    if (existing.length > 0) {
      await noteTouched(tx, touched, "unset attributes", sql`with w as materialized (select * from json_to_recordset(${json(attrs)}) as w(p int, a int))
        delete from product_attributes pa where pa.product_id in (select value::int from json_array_elements_text(${ids}))
        and not exists (select 1 from w where w.p = pa.product_id and w.a = pa.attribute_id)
        returning pa.product_id as "productId"`);
    }
    if (attrs.length > 0) {
      // Whether an attribute makes variations is kept as it is (the CSV has no column for it: the
      // variations' rows set it), as WooCommerce's importer keeps it.
      await noteTouched(tx, touched, "set attributes", sql`insert into product_attributes (product_id, attribute_id, position, visible)
        select w.p, w.a, w.position, w.visible from json_to_recordset(${json(attrs)}) as w(p int, a int, position int, visible boolean)
        on conflict (product_id, attribute_id) do update set position = excluded.position, visible = excluded.visible
        where (product_attributes.position, product_attributes.visible) is distinct from (excluded.position, excluded.visible)
        returning product_id as "productId"`);
    }
    if (existing.length > 0) {
      await noteTouched(tx, touched, "unoffered values", sql`with w as materialized (select * from json_to_recordset(${json(offered)}) as w(p int, t int))
        delete from product_attribute_terms pat where pat.product_id in (select value::int from json_array_elements_text(${ids}))
        and not exists (select 1 from w where w.p = pat.product_id and w.t = pat.term_id)
        returning pat.product_id as "productId"`);
    }
    if (offered.length > 0) {
      await noteTouched(tx, touched, "offered values", sql`insert into product_attribute_terms (product_id, term_id) select w.p, w.t from json_to_recordset(${json(offered)}) as w(p int, t int) on conflict do nothing
        returning product_id as "productId"`);
    }
  }

  await writeVariations(tx, header, variations, touched);
  if (header.metaColumns.length > 0) {
    await writeMeta(tx, "products", products.filter((p) => !p.create));
    await writeMeta(tx, "product_variations", variations.filter((v) => !v.create));
  }
  if (reworded.size > 0) await tx.execute(sql`select search_sync_products(array(select value::int from json_array_elements_text(${json([...reworded])})))`);
}

/**
 * The meta entries of rows written new, made here with ids taken from `product_meta_ids` at once
 * for the batch, so they go in with their rows' insert: what `product_meta_merge` makes of them
 * on an empty list (one entry a key, its last cell's value), without an update of each row after.
 */
async function newMeta(tx: Tx, plans: Array<{ id: number; row: ProductCsvRow }>): Promise<Map<number, MetaEntry[]>> {
  const wanted = plans.map((p) => ({ id: p.id, cells: new Map((p.row.metaData ?? []).map((m) => [m.key, m.value])) })).filter((p) => p.cells.size > 0);
  const count = wanted.reduce((n, p) => n + p.cells.size, 0);
  const made = new Map<number, MetaEntry[]>();
  if (count === 0) return made;
  const ids = await queryChecked(tx, "meta ids", z.strictObject({ id: z.int() }), sql`select nextval('product_meta_ids')::float8 as id from generate_series(1, ${count}) order by 1`);
  let next = 0;
  for (const p of wanted) made.set(p.id, [...p.cells].map(([key, value]) => ({ id: ids[next++]!.id, key, value })));
  return made;
}

/**
 * The rows' `Meta: <key>` cells set on their products or variations, a statement for the batch,
 * through the function the REST API writes meta with (`product_meta_merge`). A cell that reads as
 * the value already kept (as the exporter wrote it: a JSON value exported is text in the file) is
 * no change, so a round trip writes nothing. Meta is in no lookup or search document: nothing to note.
 */
async function writeMeta(tx: Tx, table: "products" | "product_variations", plans: Array<{ id: number; create: boolean; row: ProductCsvRow }>): Promise<void> {
  const withMeta = plans.filter((p) => (p.row.metaData?.length ?? 0) > 0);
  if (withMeta.length === 0) return;
  const kept = new Map<number, MetaEntry[]>();
  const existing = withMeta.filter((p) => !p.create).map((p) => p.id);
  if (existing.length > 0) {
    const read = await queryChecked(
      tx,
      "meta kept",
      z.strictObject({ id: z.int(), meta: z.array(metaEntryShape) }),
      sql`select id, meta_data as meta from ${sql.identifier(table)} where id in (select value::int from json_array_elements_text(${json(existing)}))`,
    );
    for (const r of read) kept.set(r.id, r.meta);
  }
  const rows = withMeta
    .map((p) => {
      const own = kept.get(p.id) ?? [];
      const changes = p.row.metaData!.filter((cell) => {
        const first = own.find((m) => m.key === cell.key);
        return !first || metaCellText(first.value) !== cell.value;
      });
      return { id: p.id, meta: changes };
    })
    .filter((r) => r.meta.length > 0);
  if (rows.length === 0) return;
  await tx.execute(sql`with merged as (
      select t.id, product_meta_merge(t.meta_data, r.meta) as meta
        from json_to_recordset(${json(rows)}) as r(id int, meta jsonb) join ${sql.identifier(table)} t on t.id = r.id)
    update ${sql.identifier(table)} t set meta_data = merged.meta${sql.raw(table === "products" ? ", updated_at = now()" : "")} from merged where t.id = merged.id and t.meta_data is distinct from merged.meta`);
}

/** The SKU, price and stock columns products and variations share, each written when the file has it. */
function saleColumns(header: CsvHeader): Column[] {
  const has = (name: string) => header.has(name);
  const stockPresent = has("Stock");
  return [
    { name: "sku", type: "text", present: has("SKU") },
    { name: "regular_price", type: "bigint", present: has("Regular price") },
    { name: "sale_price", type: "bigint", present: has("Sale price") },
    { name: "stock_status", type: "text", cast: "stock_status", present: has("In stock?") || stockPresent },
    { name: "manage_stock", type: "boolean", present: stockPresent },
    { name: "stock_quantity", type: "int", present: stockPresent },
    { name: "backorders", type: "text", cast: "backorders", present: has("Backorders allowed?") },
  ];
}

async function writeVariations(tx: Tx, header: CsvHeader, variations: VariationPlan[], touched: Set<number>): Promise<void> {
  const has = (name: string) => header.has(name);
  if (variations.length === 0) return;
  const variationColumns: Column[] = [
    { name: "product_id", type: "int", present: true },
    { name: "status", type: "text", cast: "publish_status", present: has("Published") },
    ...saleColumns(header),
    { name: "image_id", type: "int", present: has("Images") },
    { name: "description", type: "text", present: has("Description") },
    { name: "menu_order", type: "int", present: has("Position") },
  ];
  const variationValues = (v: VariationPlan) => {
    const r = v.row;
    const managed = r.stockQuantity !== undefined && r.stockQuantity !== null;
    const backorders = r.backorders ?? "no";
    return {
      id: v.id,
      product_id: v.productId,
      status: r.status ?? "publish",
      sku: r.sku ?? null,
      regular_price: r.regularPrice ?? null,
      sale_price: r.salePrice ?? null,
      stock_status: managed ? countedStatus(r.stockQuantity!, backorders) : (r.stockStatus ?? "instock"),
      manage_stock: managed,
      stock_quantity: managed ? r.stockQuantity : null,
      backorders,
      image_id: v.imageId ?? null,
      description: cleanHtml(r.description ?? ""),
      menu_order: r.menuOrder ?? 0,
    };
  };
  const newOnes = variations.filter((v) => v.create);
  const oldOnes = variations.filter((v) => !v.create);
  if (newOnes.length > 0) {
    for (const v of newOnes) touched.add(v.productId);
    const all: Column[] = [{ name: "id", type: "int", present: true }, ...variationColumns.map((c) => ({ ...c, present: true })), { name: "meta_data", type: "jsonb", present: true }];
    const meta = await newMeta(tx, newOnes);
    await tx.execute(sql`insert into product_variations (${sql.raw(all.map((c) => c.name).join(", "))})
      select ${sql.raw(all.map(castOf).join(", "))} from json_to_recordset(${json(newOnes.map((v) => ({ ...variationValues(v), meta_data: meta.get(v.id) ?? [] })))}) as r(${recordset(all)})`);
  }
  const changingV = variationColumns.filter((c) => c.present);
  if (oldOnes.length > 0) {
    await noteTouched(tx, touched, "updated variations", sql`update product_variations v set ${sql.raw(changingV.map((c) => `${c.name} = ${castOf(c)}`).join(", "))}
      from json_to_recordset(${json(oldOnes.map(variationValues))}) as r(id int, ${recordset(changingV)})
      where v.id = r.id and (${sql.raw(changingV.map((c) => `v.${c.name}`).join(", "))}) is distinct from (${sql.raw(changingV.map(castOf).join(", "))})
      returning v.product_id as "productId"`);
  }
  const valued = variations.filter((v) => v.values !== undefined);
  if (valued.length > 0) {
    const values = valued.flatMap((v) => v.values!.map((x) => ({ v: v.id, a: x.attributeId, t: x.termId })));
    const existing = valued.filter((v) => !v.create);
    if (existing.length > 0) {
      await noteTouched(tx, touched, "unset variation values", sql`with w as materialized (select * from json_to_recordset(${json(values)}) as w(v int, a int))
        delete from variation_attributes va where va.variation_id in (select value::int from json_array_elements_text(${json(existing.map((v) => v.id))}))
        and not exists (select 1 from w where w.v = va.variation_id and w.a = va.attribute_id)
        returning (select v.product_id from product_variations v where v.id = va.variation_id) as "productId"`);
    }
    if (values.length > 0) {
      await noteTouched(tx, touched, "set variation values", sql`insert into variation_attributes (variation_id, attribute_id, term_id) select w.v, w.a, w.t from json_to_recordset(${json(values)}) as w(v int, a int, t int)
        on conflict (variation_id, attribute_id) do update set term_id = excluded.term_id where variation_attributes.term_id is distinct from excluded.term_id
        returning (select v.product_id from product_variations v where v.id = variation_attributes.variation_id) as "productId"`);
      // An attribute a variation is made of makes variations on its parent (WooCommerce's importer sets it so).
      const parentOf = new Map(valued.map((v) => [v.id, v.productId]));
      const used = values.map((x) => ({ p: parentOf.get(x.v)!, a: x.a }));
      await noteTouched(tx, touched, "attributes making variations", sql`update product_attributes pa set used_for_variations = true from json_to_recordset(${json(used)}) as w(p int, a int)
        where pa.product_id = w.p and pa.attribute_id = w.a and not pa.used_for_variations
        returning pa.product_id as "productId"`);
    }
  }
}

/**
 * Links each grouped product of the file to its products, in the order its row names them (by
 * SKU, or `id:N` of the file or the shop), once every row is written: WooCommerce's sample lists
 * a group before its products. A product not found, or not a simple one, is its row's error.
 * Links already as the file says are left alone, so a second run writes nothing.
 */
async function linkGroups(tx: Tx, index: CatalogIndex, groups: GroupPlan[], summary: ImportSummary, touched: Set<number>): Promise<void> {
  const wanted: Array<{ p: number; c: number; position: number }> = [];
  for (const group of groups) {
    const seen = new Set<number>();
    for (const ref of group.children) {
      const named = "id" in ref ? `id:${ref.id}` : ref.sku;
      const childId =
        "id" in ref
          ? (index.fileIds.get(ref.id) ?? (index.productType.has(ref.id) ? ref.id : undefined))
          : index.bySku.get(ref.sku)?.kind === "product"
            ? index.bySku.get(ref.sku)!.id
            : undefined;
      if (childId === undefined) {
        summary.skipped.push({ line: group.line, error: true, message: `Grouped products: không tìm thấy sản phẩm "${named}" (trong cửa hàng hay trong tệp)` });
        continue;
      }
      if (index.productType.get(childId) !== "simple") {
        summary.skipped.push({ line: group.line, error: true, message: `Grouped products: "${named}" không phải sản phẩm đơn giản (simple)` });
        continue;
      }
      if (childId === group.productId || seen.has(childId)) continue;
      seen.add(childId);
      wanted.push({ p: group.productId, c: childId, position: seen.size - 1 });
    }
  }
  if (groups.length === 0) return;
  const parents = json(groups.map((g) => g.productId));
  await noteTouched(tx, touched, "unlinked group products", sql`with w as materialized (select * from json_to_recordset(${json(wanted)}) as w(p int, c int, position int))
    delete from product_children pc where pc.parent_id in (select value::int from json_array_elements_text(${parents}))
      and not exists (select 1 from w where w.p = pc.parent_id and w.c = pc.child_id and w.position = pc.position)
    returning pc.parent_id as "productId"`);
  if (wanted.length > 0) {
    await noteTouched(tx, touched, "linked group products", sql`insert into product_children (parent_id, child_id, position)
      select w.p, w.c, w.position from json_to_recordset(${json(wanted)}) as w(p int, c int, position int) on conflict do nothing
      returning parent_id as "productId"`);
  }
}

class RowRefused extends Error {}

/** Plans one product row against the catalogue; throws RowRefused with why it cannot be. */
async function planProduct(index: CatalogIndex, pictures: Pictures, row: ProductCsvRow, notes: RowProblem[]): Promise<ProductPlan> {
  let id: number | null = null;
  if (row.sku) {
    const owner = index.bySku.get(row.sku);
    if (owner?.kind === "variation") throw new RowRefused(`SKU "${row.sku}" đã là của một biến thể`);
    id = owner?.id ?? null;
  } else if (row.id !== null && index.productType.has(row.id)) {
    id = row.id;
  }
  const create = id === null;
  const before = create ? null : index.productType.get(id!)!;
  const type = (row.type as ProductKind | undefined) ?? before ?? "simple";
  if (create && !row.name) throw new RowRefused("thiếu Name cho sản phẩm mới");
  if (row.name !== undefined && row.name === "") throw new RowRefused("Name trống");
  if (type === "simple" && (create || before !== "simple" || row.regularPrice !== undefined) && (row.regularPrice ?? null) === null) {
    throw new RowRefused("sản phẩm đơn giản cần Regular price");
  }
  const planId = id ?? (await index.nextId("products"));
  const slug = create ? freeSlug(index.productSlugs, row.name!, "san-pham") : "";
  let imageIds: number[] | undefined;
  if (row.images !== undefined) {
    imageIds = [];
    for (const reference of row.images) {
      const found = await pictures.resolve(reference);
      if ("id" in found) imageIds.push(found.id);
      else notes.push({ line: row.line, message: found.skipped });
    }
  }
  const categoryIds = row.categories === undefined ? undefined : await Promise.all(row.categories.map((p) => index.category(p)));
  const tagIds = row.tags === undefined ? undefined : await Promise.all(row.tags.map((t) => index.term("product_tag", t, null)));
  const shippingClassId = row.shippingClass === undefined ? undefined : row.shippingClass === null ? null : await index.term("product_shipping_class", row.shippingClass, null);
  let attributes: ProductPlan["attributes"];
  if (row.attributes !== undefined) {
    attributes = [];
    const offered = new Map<number, Set<number>>();
    for (const a of row.attributes) {
      const attributeId = await index.attribute(a.name);
      if (offered.has(attributeId)) throw new RowRefused(`thuộc tính "${a.name}" có hai lần`);
      const termIds: number[] = [];
      for (const [order, value] of a.values.entries()) termIds.push(await index.attributeTerm(attributeId, value, order));
      offered.set(attributeId, new Set(termIds));
      attributes.push({ attributeId, termIds, visible: a.visible });
    }
    index.offered.set(planId, offered);
  }
  if (row.sku) index.bySku.set(row.sku, { kind: "product", id: planId });
  index.productType.set(planId, type);
  if (row.id !== null) index.fileIds.set(row.id, planId);
  return { row, id: planId, create, type, before, slug, imageIds, shippingClassId, categoryIds, tagIds, attributes };
}

async function planVariation(index: CatalogIndex, pictures: Pictures, row: ProductCsvRow, notes: RowProblem[]): Promise<VariationPlan> {
  const own = row.sku ? index.bySku.get(row.sku) : undefined;
  // Without a Parent, an existing variation (by its SKU) keeps its own.
  const parent = row.parent;
  const kept = !parent && own?.kind === "variation" ? index.variationParent.get(own.id) : undefined;
  if (!parent && kept === undefined) throw new RowRefused("biến thể cần cột Parent (id:NN hoặc SKU của sản phẩm cha)");
  const productId = !parent
    ? kept
    : "id" in parent
      ? (index.fileIds.get(parent.id) ?? (index.productType.has(parent.id) ? parent.id : undefined))
      : index.bySku.get(parent.sku)?.kind === "product"
        ? index.bySku.get(parent.sku)!.id
        : undefined;
  const named = !parent ? `id:${kept}` : "id" in parent ? `id:${parent.id}` : parent.sku;
  if (productId === undefined) throw new RowRefused(`không tìm thấy sản phẩm cha "${named}" (trong cửa hàng hay ở các dòng trên)`);
  if (index.productType.get(productId) !== "variable") throw new RowRefused(`sản phẩm cha "${named}" không phải sản phẩm có biến thể (variable)`);
  let id: number | null = null;
  if (row.sku) {
    const owner = index.bySku.get(row.sku);
    if (owner?.kind === "product") throw new RowRefused(`SKU "${row.sku}" đã là của một sản phẩm`);
    id = owner?.id ?? null;
  } else if (row.id !== null && index.variationParent.get(row.id) === productId) {
    id = row.id;
  }
  if (id !== null && index.variationParent.get(id) !== productId) throw new RowRefused(`biến thể SKU "${row.sku}" thuộc một sản phẩm khác`);
  const create = id === null;
  if ((create || row.regularPrice !== undefined) && (row.regularPrice ?? null) === null) throw new RowRefused("biến thể cần Regular price");
  let values: VariationPlan["values"];
  if (row.attributes !== undefined) {
    values = [];
    const offered = await index.offeredBy(productId);
    for (const a of row.attributes) {
      const attributeId = index.attributes.get(key(a.name)) ?? index.attributes.get(slugify(a.name));
      const terms = attributeId === undefined ? undefined : offered.get(attributeId);
      if (attributeId === undefined || !terms) throw new RowRefused(`sản phẩm cha không có thuộc tính "${a.name}"`);
      const value = a.values[0];
      let termId: number | null = null;
      if (value !== undefined) {
        const found = index.findAttributeTerm(attributeId, value);
        if (found === undefined || !terms.has(found)) throw new RowRefused(`sản phẩm cha không có giá trị "${value}" của thuộc tính "${a.name}"`);
        termId = found;
      }
      if (!values.some((v) => v.attributeId === attributeId)) values.push({ attributeId, termId });
    }
  }
  let imageId: number | null | undefined;
  if (row.images !== undefined) {
    imageId = null;
    const [first] = row.images;
    if (first !== undefined) {
      const found = await pictures.resolve(first);
      if ("id" in found) imageId = found.id;
      else notes.push({ line: row.line, message: found.skipped });
    }
  }
  const planId = id ?? (await index.nextId("product_variations"));
  if (row.sku) index.bySku.set(row.sku, { kind: "variation", id: planId });
  index.variationParent.set(planId, productId);
  if (row.id !== null && !index.fileIds.has(row.id)) index.fileIds.set(row.id, planId);
  return { row, id: planId, create, productId, imageId, values };
}

/**
 * Imports the CSV read from `input`. Problems of the file as a whole (no header, an unknown
 * weight unit) are reported as line 1's and nothing is written.
 */
export async function importProductsCsv(db: Db, input: Readable, o: ImportOptions): Promise<ImportSummary> {
  const began = Date.now();
  const batchSize = o.batchSize ?? 1000;
  const summary: ImportSummary = { rows: 0, created: 0, updated: 0, skipped: [], notes: [], preview: [], committed: false };
  let pictures: Pictures | null = null;
  try {
    await db.transaction(async (tx) => {
      const index = new CatalogIndex(tx);
      await index.load();
      await enterBulkMode(tx);
      const touched = new Set<number>();
      pictures = new Pictures(tx, index, o);
      let header: CsvHeader | null = null;
      let products: ProductPlan[] = [];
      let variations: VariationPlan[] = [];
      const groups: GroupPlan[] = [];
      let lastLine = 1;
      // A batch is written while the next one is read and planned: the planning's own statements
      // (new terms, ids ahead) queue on the connection between the batch's, and a batch's rows
      // refer only to what was planned before it. One batch in flight at most.
      let writing: Promise<void> = Promise.resolve();
      const write = async (h: CsvHeader, batch: { products: ProductPlan[]; variations: VariationPlan[] }) => {
        await writing;
        writing = writeBatch(tx, h, batch.products, batch.variations, touched);
        // Awaited at the next batch or at the end; until then its failure is nobody's yet.
        writing.catch(() => {});
      };
      const parser = input.pipe(
        parse({
          bom: true,
          relax_quotes: false,
          skip_empty_lines: true,
          skip_records_with_error: true,
          info: true,
          on_skip: (error) => {
            const line = (error as { lines?: number } | undefined)?.lines ?? lastLine + 1;
            summary.skipped.push({ line, error: true, message: `dòng CSV hỏng: ${error?.message ?? "không đọc được"}` });
          },
        }),
      );
      try {
        for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number; bytes: number } }>) {
          const line = lastLine + 1;
          lastLine = info.lines;
          if (!header) {
            const read = readHeader(record);
            if (!read.ok) {
              summary.skipped.push({ line: 1, error: true, message: read.message });
              throw new RollBack();
            }
            header = read.header;
            continue;
          }
          summary.rows++;
          const cells: Record<string, string> = {};
          header.columns.forEach((name, i) => (cells[name] = record[i] ?? ""));
          const read = readProductRow(header, cells, line);
          if (!read.ok) {
            summary.skipped.push(...read.problems);
            continue;
          }
          const row = read.row;
          for (const note of row.notes) summary.notes.push({ line, message: note });
          try {
            // A row without a type is what the SKU it names already is (an update of only some columns).
            const variationSku = row.type === undefined && row.sku ? index.bySku.get(row.sku)?.kind === "variation" : false;
            if (row.type === "variation" || (row.type === undefined && row.parent) || variationSku) {
              const plan = await planVariation(index, pictures, row, summary.notes);
              variations.push(plan);
              count(summary, plan.create, row, "variation", o.previewRows ?? 0);
            } else {
              const plan = await planProduct(index, pictures, row, summary.notes);
              products.push(plan);
              if (plan.type === "grouped" && row.groupedProducts !== undefined) groups.push({ line, productId: plan.id, children: row.groupedProducts });
              // A group made another kind of product lets its products go.
              else if (plan.type !== "grouped" && plan.before === "grouped") groups.push({ line, productId: plan.id, children: [] });
              count(summary, plan.create, row, plan.type, o.previewRows ?? 0);
            }
          } catch (error) {
            if (!(error instanceof RowRefused)) throw error;
            summary.skipped.push({ line, error: true, message: error.message });
          }
          if (products.length + variations.length >= batchSize) {
            await write(header, { products, variations });
            products = [];
            variations = [];
          }
          o.onProgress?.(summary.rows, info.bytes);
        }
      } catch (error) {
        // Nothing may still be writing once the transaction ends; a batch that failed is the
        // cause of what failed after it (the statements of an aborted transaction).
        await writing;
        throw error;
      }
      if (!header) {
        summary.skipped.push({ line: 1, error: true, message: "tệp trống" });
        throw new RollBack();
      }
      await writing;
      await writeBatch(tx, header, products, variations, touched);
      await linkGroups(tx, index, groups, summary, touched);
      await catchUp(tx, touched);
      if (summary.skipped.some((s) => s.error) && !o.continueOnError) throw new RollBack();
      if (o.dryRun) throw new RollBack();
      await tx.insert(staffActions).values({
        userId: o.staffId ?? null,
        action: "products.import",
        objectType: "product",
        objectId: null,
        details: { rows: summary.rows, created: summary.created, updated: summary.updated, skipped: summary.skipped.length },
      });
    });
    summary.committed = true;
  } catch (error) {
    await (pictures as Pictures | null)?.forget();
    if (!(error instanceof RollBack)) throw error;
  }
  if (summary.committed) {
    afterCatalogWrite(db, { began });
    forgetCategoryTree(db);
  }
  summary.skipped.sort((a, b) => a.line - b.line);
  return summary;
}

function count(summary: ImportSummary, create: boolean, row: ProductCsvRow, type: string, previewRows: number): void {
  if (create) summary.created++;
  else summary.updated++;
  if (summary.preview.length < previewRows) summary.preview.push({ line: row.line, action: create ? "create" : "update", type, sku: row.sku ?? null, name: row.name ?? "" });
}

