import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../platform/.server/db";
import { queryChecked } from "../../../platform/.server/sql-answer";
import { BASE_COLUMNS, attributeColumns, csvCell, escapeCell, joinList, kilogramsOf, metaCellText, metaColumn } from "../product-csv";
import { type MetaEntry, metaEntryShape } from "./product-meta";

/**
 * The catalogue as WooCommerce's product exporter writes it (`product-csv.ts`): each product
 * (not those in the trash) followed by its variations, read a page at a time, so a large
 * catalogue streams in bounded memory. Its import changes nothing (`product-import.ts`).
 */

const PAGE = 200;

const variationShape = z.strictObject({
  id: z.int(),
  sku: z.string().nullable(),
  status: z.string(),
  description: z.string(),
  regularPrice: z.number(),
  salePrice: z.number().nullable(),
  stockStatus: z.string(),
  manageStock: z.boolean(),
  stockQuantity: z.int().nullable(),
  backorders: z.string(),
  menuOrder: z.int(),
  image: z.string().nullable(),
  values: z.array(z.strictObject({ name: z.string(), value: z.string().nullable() })),
  metaData: z.array(metaEntryShape),
});

const productShape = z.strictObject({
  id: z.int(),
  type: z.enum(["simple", "variable", "grouped"]),
  sku: z.string().nullable(),
  name: z.string(),
  status: z.string(),
  featured: z.boolean(),
  shortDescription: z.string(),
  description: z.string(),
  stockStatus: z.string(),
  manageStock: z.boolean(),
  stockQuantity: z.int().nullable(),
  backorders: z.string(),
  soldIndividually: z.boolean(),
  weightGrams: z.int().nullable(),
  reviewsAllowed: z.boolean(),
  regularPrice: z.number().nullable(),
  salePrice: z.number().nullable(),
  menuOrder: z.int(),
  shippingClass: z.string().nullable(),
  categories: z.array(z.array(z.string())),
  tags: z.array(z.string()),
  images: z.array(z.string()),
  attributes: z.array(z.strictObject({ name: z.string(), visible: z.boolean(), values: z.array(z.string()) })),
  variations: z.array(variationShape),
  metaData: z.array(metaEntryShape),
  /** A grouped product's products, each by SKU or `id:N` (WooCommerce's exporter). */
  children: z.array(z.string()),
});

type ExportedProduct = z.infer<typeof productShape>;

const PICTURE = (m: string) => sql.raw(`coalesce(nullif(${m}.file, ''), ${m}.sizes->'full'->'jpeg'->>'file')`);

const PRODUCT_JSON = sql`json_build_object(
  'id', p.id, 'type', p.type, 'sku', p.sku, 'name', p.name, 'status', p.status, 'featured', p.featured,
  'shortDescription', p.short_description, 'description', p.description, 'stockStatus', p.stock_status,
  'manageStock', p.manage_stock, 'stockQuantity', p.stock_quantity, 'backorders', p.backorders,
  'soldIndividually', p.sold_individually, 'weightGrams', p.weight_grams, 'reviewsAllowed', p.reviews_allowed,
  'regularPrice', p.regular_price, 'salePrice', p.sale_price, 'menuOrder', p.menu_order, 'metaData', p.meta_data,
  'shippingClass', (select t.name from terms t where t.id = p.shipping_class_id),
  'categories', coalesce((select json_agg(c.path order by c.path::text) from (
      select (with recursive up(id, parent_id, name, depth) as (
                select t.id, t.parent_id, t.name, 0 from terms t where t.id = pt.term_id
                union all select t.id, t.parent_id, t.name, up.depth + 1 from terms t join up on t.id = up.parent_id where up.depth < 20)
              select json_agg(up.name order by up.depth desc) from up) as path
        from product_terms pt join terms t0 on t0.id = pt.term_id and t0.taxonomy = 'product_cat' where pt.product_id = p.id) c), '[]'::json),
  'tags', coalesce((select json_agg(t.name order by t.name) from product_terms pt join terms t on t.id = pt.term_id and t.taxonomy = 'product_tag' where pt.product_id = p.id), '[]'::json),
  'images', coalesce((select json_agg(i.file order by i.position) from (
      select ${PICTURE("m")} as file, -1 as position from media m where m.id = p.image_id
      union all select ${PICTURE("m")}, g.position from product_gallery g join media m on m.id = g.media_id where g.product_id = p.id) i), '[]'::json),
  'attributes', coalesce((select json_agg(json_build_object('name', a.name, 'visible', pa.visible,
        'values', coalesce((select json_agg(t.name order by t.menu_order, t.name) from product_attribute_terms pat
                              join attribute_terms t on t.id = pat.term_id and t.attribute_id = a.id where pat.product_id = p.id), '[]'::json))
      order by pa.position, a.id) from product_attributes pa join attributes a on a.id = pa.attribute_id where pa.product_id = p.id), '[]'::json),
  'variations', coalesce((select json_agg(json_build_object(
        'id', v.id, 'sku', v.sku, 'status', v.status, 'description', v.description, 'regularPrice', v.regular_price, 'salePrice', v.sale_price,
        'stockStatus', v.stock_status, 'manageStock', v.manage_stock, 'stockQuantity', v.stock_quantity, 'backorders', v.backorders,
        'menuOrder', v.menu_order, 'metaData', v.meta_data, 'image', (select ${PICTURE("m")} from media m where m.id = v.image_id),
        'values', coalesce((select json_agg(json_build_object('name', a.name, 'value', t.name) order by pa.position, a.id)
                              from variation_attributes va join attributes a on a.id = va.attribute_id
                              left join attribute_terms t on t.id = va.term_id
                              left join product_attributes pa on pa.product_id = v.product_id and pa.attribute_id = va.attribute_id
                             where va.variation_id = v.id), '[]'::json))
      order by v.menu_order, v.id) from product_variations v where v.product_id = p.id and v.status <> 'trash'), '[]'::json),
  'children', coalesce((select json_agg(coalesce(c.sku, 'id:' || c.id) order by pc.position)
      from product_children pc join products c on c.id = pc.child_id where pc.parent_id = p.id), '[]'::json))`;

const PUBLISHED: Record<string, string> = { publish: "1", private: "-1", draft: "0" };
const IN_STOCK: Record<string, string> = { instock: "1", outofstock: "0", onbackorder: "backorder" };
const BACKORDERS: Record<string, string> = { no: "0", yes: "1", notify: "notify" };
const flag = (b: boolean) => (b ? "1" : "0");

export type ExportOptions = {
  /** The shop's address, for the pictures' URLs (absolute, as WooCommerce writes them); without it they are paths. */
  siteUrl?: string | null;
};

/** The file's lines, a page of products at a time. */
export async function* productsCsv(db: Db, o: ExportOptions = {}): AsyncGenerator<string> {
  const [widest] = await queryChecked(
    db,
    "the most attributes of a product",
    z.strictObject({ n: z.int() }),
    sql`select coalesce(max(n), 0)::int as n from (select count(*) as n from product_attributes pa join products p on p.id = pa.product_id where p.status <> 'trash' group by pa.product_id) c`,
  );
  const groups = widest!.n;
  // A `Meta: <key>` column for each key a product or variation has, by name, after the attributes (WooCommerce's place for them).
  const metaKeys = await queryChecked(
    db,
    "the meta keys of the catalogue",
    z.strictObject({ key: z.string() }),
    sql`select distinct m->>'key' as key from (
          select jsonb_array_elements(p.meta_data) as m from products p where p.status <> 'trash' and p.meta_data <> '[]'::jsonb
          union all select jsonb_array_elements(v.meta_data) from product_variations v join products p on p.id = v.product_id
           where p.status <> 'trash' and v.status <> 'trash' and v.meta_data <> '[]'::jsonb) e
        order by 1`,
  );
  const columns: string[] = [...BASE_COLUMNS];
  for (let n = 1; n <= groups; n++) columns.push(...attributeColumns(n));
  columns.push(...metaKeys.map((m) => metaColumn(m.key)));
  const line = (cells: Record<string, string>) => `${columns.map((c) => csvCell(escapeCell(cells[c] ?? ""))).join(",")}\n`;
  yield `${columns.map(csvCell).join(",")}\n`;
  const base = (o.siteUrl ?? "").replace(/\/+$/, "");
  const url = (file: string) => `${base}/wp-content/uploads/${file}`;
  let after = 0;
  for (;;) {
    const rows = await queryChecked(
      db,
      "products to export",
      z.strictObject({ product: productShape }),
      sql`select ${PRODUCT_JSON} as product from products p where p.status <> 'trash' and p.id > ${after} order by p.id limit ${PAGE}`,
    );
    if (rows.length === 0) return;
    let chunk = "";
    for (const { product } of rows) {
      chunk += line(productCells(product, url));
      for (const v of product.variations) chunk += line(variationCells(product, v, url));
    }
    yield chunk;
    after = rows[rows.length - 1]!.product.id;
  }
}

/** Each meta entry's cell (`metaCellText`); of two entries with one key, the first, as the importer sets it. */
function metaCells(meta: MetaEntry[]): Record<string, string> {
  const cells: Record<string, string> = {};
  for (const m of meta) cells[metaColumn(m.key)] ??= metaCellText(m.value);
  return cells;
}

function productCells(p: ExportedProduct, url: (file: string) => string): Record<string, string> {
  const cells: Record<string, string> = {
    ID: String(p.id),
    Type: p.type,
    SKU: p.sku ?? "",
    Name: p.name,
    Published: PUBLISHED[p.status] ?? "0",
    "Is featured?": flag(p.featured),
    "Visibility in catalog": "visible",
    "Short description": p.shortDescription,
    Description: p.description,
    "Tax status": "taxable",
    "In stock?": IN_STOCK[p.stockStatus] ?? "1",
    Stock: p.manageStock && p.stockQuantity !== null ? String(p.stockQuantity) : "",
    "Backorders allowed?": BACKORDERS[p.backorders] ?? "0",
    "Sold individually?": flag(p.soldIndividually),
    "Weight (kg)": p.weightGrams === null ? "" : kilogramsOf(p.weightGrams),
    "Allow customer reviews?": flag(p.reviewsAllowed),
    "Sale price": p.salePrice === null ? "" : String(p.salePrice),
    "Regular price": p.regularPrice === null ? "" : String(p.regularPrice),
    Categories: joinList(p.categories.map((path) => path.join(" > "))),
    Tags: joinList(p.tags),
    "Shipping class": p.shippingClass ?? "",
    Images: joinList(p.images.map(url)),
    "Grouped products": joinList(p.children),
    Position: String(p.menuOrder),
    ...metaCells(p.metaData),
  };
  p.attributes.forEach((a, i) => {
    const [name, values, visible, global] = attributeColumns(i + 1);
    cells[name] = a.name;
    cells[values] = joinList(a.values);
    cells[visible] = flag(a.visible);
    cells[global] = "1";
  });
  return cells;
}

function variationCells(p: ExportedProduct, v: ExportedProduct["variations"][number], url: (file: string) => string): Record<string, string> {
  const named = v.values.map((x) => x.value).filter((x): x is string => x !== null);
  const cells: Record<string, string> = {
    ID: String(v.id),
    Type: "variation",
    SKU: v.sku ?? "",
    // WooCommerce names a variation after its product and its values: "Áo thun - Đỏ, L".
    Name: named.length > 0 ? `${p.name} - ${named.join(", ")}` : p.name,
    Published: PUBLISHED[v.status] ?? "0",
    "Is featured?": "0",
    "Visibility in catalog": "visible",
    Description: v.description,
    "Tax status": "taxable",
    "Tax class": "parent",
    "In stock?": IN_STOCK[v.stockStatus] ?? "1",
    Stock: v.manageStock && v.stockQuantity !== null ? String(v.stockQuantity) : "",
    "Backorders allowed?": BACKORDERS[v.backorders] ?? "0",
    "Sold individually?": "0",
    "Allow customer reviews?": "0",
    "Sale price": v.salePrice === null ? "" : String(v.salePrice),
    "Regular price": String(v.regularPrice),
    Images: v.image ? url(v.image) : "",
    Parent: p.sku ?? `id:${p.id}`,
    Position: String(v.menuOrder),
    ...metaCells(v.metaData),
  };
  v.values.forEach((x, i) => {
    const [name, values, , global] = attributeColumns(i + 1);
    cells[name] = x.name;
    cells[values] = x.value ?? "";
    cells[global] = "1";
  });
  return cells;
}
