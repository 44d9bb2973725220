import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { TransactionRollbackError, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db, Tx } from "../../app/platform/.server/db";
import { queryRows } from "../../app/platform/.server/db";
import { cloneSeededDatabase } from "../support/db";
import { suggestProducts } from "../../app/features/search/.server/search";
import { type ImportOptions, importProductsCsv } from "../../app/features/catalog/.server/product-import";
import { productsCsv } from "../../app/features/catalog/.server/product-export";
import { getProductPage, listProducts } from "../../app/features/catalog/.server/products";

const SAMPLE = path.resolve("tests/fixtures/woocommerce/sample_products.csv");

let database: Database;
let scratch: string;
let options: ImportOptions;

beforeAll(async () => {
  database = await cloneSeededDatabase();
  scratch = await mkdtemp(path.join(tmpdir(), "product-import-"));
  // The sample's pictures are on WooCommerce's demo site (no network here): a folder holds a
  // picture of each name, as `--images DIR` would, for all but the album's.
  const names = [...(await readFile(SAMPLE, "utf8")).matchAll(/uploads\/2017\/12\/([a-z0-9-]+\.jpg)/g)].map((m) => m[1]!);
  const imagesDir = path.join(scratch, "images");
  await mkdir(imagesDir);
  for (const name of new Set(names)) {
    if (name === "album-1.jpg") continue;
    await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 40, g: 120, b: 200 } } }).jpeg().toFile(path.join(imagesDir, name));
  }
  options = { uploadsDir: path.join(scratch, "uploads"), maxPixels: 60_000_000, imagesDir };
});

afterAll(async () => {
  await database.close();
  await rm(scratch, { recursive: true, force: true });
});

const fromText = (text: string) => Readable.from([Buffer.from(text)]);
const importText = (text: string, o: Partial<ImportOptions> = {}) => importProductsCsv(database.db, fromText(text), { ...options, ...o });

async function exported(): Promise<string> {
  let text = "";
  for await (const chunk of productsCsv(database.db)) text += chunk;
  return text;
}

const count = async (table: "products" | "product_variations" | "attribute_terms" | "terms" | "media") =>
  (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;

async function product(sku: string) {
  const [row] = await queryRows<{ id: number; type: string; slug: string; regular: number | null; sale: number | null; weight: number | null; featured: boolean; status: string; image: number | null }>(
    database.db,
    sql`select id, type, slug, regular_price::float8 as regular, sale_price::float8 as sale, weight_grams as weight, featured, status, image_id as image from products where sku = ${sku}`,
  );
  return row!;
}

describe("importing WooCommerce's sample_products.csv", () => {
  let before: { products: number; variations: number };
  let summary: Awaited<ReturnType<typeof importProductsCsv>>;

  beforeAll(async () => {
    before = { products: await count("products"), variations: await count("product_variations") };
    summary = await importProductsCsv(database.db, Readable.from([await readFile(SAMPLE)]), options);
  });

  it("creates every product and variation, the grouped one too, and skips nothing", () => {
    expect(summary.committed).toBe(true);
    expect(summary.rows).toBe(25);
    expect(summary.created).toBe(25);
    expect(summary.updated).toBe(0);
    expect(summary.skipped).toEqual([]);
  });

  it("writes 18 products and 7 variations", async () => {
    expect(await count("products")).toBe(before.products + 18);
    expect(await count("product_variations")).toBe(before.variations + 7);
  });

  it("links the grouped product to its products in the file's order, though they come after it, and shows their price range", async () => {
    const group = await product("logo-collection");
    expect(group).toMatchObject({ type: "grouped", regular: null, sale: null });
    const children = await queryRows<{ sku: string; position: number }>(
      database.db,
      sql`select c.sku, pc.position from product_children pc join products c on c.id = pc.child_id where pc.parent_id = ${group.id} order by pc.position`,
    );
    expect(children).toEqual([
      { sku: "woo-hoodie-with-logo", position: 0 },
      { sku: "woo-tshirt", position: 1 },
      { sku: "woo-beanie", position: 2 },
    ]);
    // Hoodie with Logo 45, T-Shirt 18, Beanie 20 on sale at 18.
    const [lookup] = await queryRows<{ min: number; max: number; onSale: boolean }>(
      database.db,
      sql`select min_price::float8 as min, max_price::float8 as max, on_sale as "onSale" from products where id = ${group.id}`,
    );
    expect(lookup).toEqual({ min: 18, max: 45, onSale: true });
    const page = await getProductPage(database.db, group.slug);
    expect(page?.product.price).toEqual({ kind: "range", min: 18, max: 45 });
    expect(page?.product.children.map((c) => [c.name, c.price])).toEqual([
      ["Hoodie with Logo", { kind: "single", amount: 45 }],
      ["T-Shirt", { kind: "single", amount: 18 }],
      ["Beanie", { kind: "sale", regular: 20, sale: 18 }],
    ]);
  });

  it("keeps a variable product's attributes, its variations and their values", async () => {
    const hoodie = await product("woo-hoodie");
    expect(hoodie.type).toBe("variable");
    const attributes = await queryRows<{ name: string; visible: boolean; variation: boolean; options: string[] }>(
      database.db,
      sql`select a.name, pa.visible, pa.used_for_variations as variation,
                 (select array_agg(t.name order by t.name) from product_attribute_terms pat join attribute_terms t on t.id = pat.term_id and t.attribute_id = a.id where pat.product_id = pa.product_id) as options
            from product_attributes pa join attributes a on a.id = pa.attribute_id where pa.product_id = ${hoodie.id} order by pa.position`,
    );
    expect(attributes).toEqual([
      { name: "Color", visible: true, variation: true, options: ["Blue", "Green", "Red"] },
      { name: "Logo", visible: true, variation: true, options: ["No", "Yes"] },
    ]);
    const variations = await queryRows<{ sku: string; regular: number; sale: number | null; values: string }>(
      database.db,
      sql`select v.sku, v.regular_price::float8 as regular, v.sale_price::float8 as sale,
                 (select string_agg(a.name || '=' || coalesce(t.name, '*'), ' ' order by a.name) from variation_attributes va join attributes a on a.id = va.attribute_id left join attribute_terms t on t.id = va.term_id where va.variation_id = v.id) as values
            from product_variations v where v.product_id = ${hoodie.id} order by v.sku`,
    );
    expect(variations).toEqual([
      { sku: "woo-hoodie-blue", regular: 45, sale: null, values: "Color=Blue Logo=No" },
      { sku: "woo-hoodie-blue-logo", regular: 45, sale: null, values: "Color=Blue Logo=Yes" },
      { sku: "woo-hoodie-green", regular: 45, sale: null, values: "Color=Green Logo=No" },
      { sku: "woo-hoodie-red", regular: 45, sale: 42, values: "Color=Red Logo=No" },
    ]);
    // A variation that leaves a value empty takes any (the V-neck's sizes).
    const vneck = await product("woo-vneck-tee");
    const [red] = await queryRows<{ values: string }>(
      database.db,
      sql`select string_agg(a.name || '=' || coalesce(t.name, '*'), ' ' order by a.name) as values from product_variations v join variation_attributes va on va.variation_id = v.id
            join attributes a on a.id = va.attribute_id left join attribute_terms t on t.id = va.term_id where v.sku = 'woo-vneck-tee-red'`,
    );
    expect(red!.values).toBe("Color=Red Size=*");
    // The price range the listings sort by follows the variations (the lookup triggers).
    const [range] = await queryRows<{ min: number; max: number }>(database.db, sql`select min_price::float8 as min, max_price::float8 as max from products where id = ${vneck.id}`);
    expect(range).toEqual({ min: 15, max: 20 });
  });

  it("builds the category tree from the paths", async () => {
    const tree = await queryRows<{ path: string }>(
      database.db,
      sql`select coalesce(p.name || ' > ', '') || c.name as path from terms c left join terms p on p.id = c.parent_id
           where c.taxonomy = 'product_cat' and c.name in ('Clothing', 'Tshirts', 'Hoodies', 'Accessories', 'Music', 'Decor') order by path`,
    );
    expect(tree.map((r) => r.path)).toEqual(["Clothing", "Clothing > Accessories", "Clothing > Hoodies", "Clothing > Tshirts", "Decor", "Music"]);
    const [tee] = await queryRows<{ categories: string }>(
      database.db,
      sql`select string_agg(t.name, ',') as categories from product_terms pt join terms t on t.id = pt.term_id and t.taxonomy = 'product_cat' join products p on p.id = pt.product_id where p.sku = 'woo-tshirt'`,
    );
    expect(tee!.categories).toBe("Tshirts");
  });

  it("keeps prices in whole đồng, rounding the decimal one and saying so", async () => {
    expect(await product("woo-belt")).toMatchObject({ regular: 65, sale: 55, type: "simple" });
    expect(await product("wp-pennant")).toMatchObject({ regular: 11, sale: null });
    expect(summary.notes).toContainEqual({ line: 25, message: "Regular price 11.05 được làm tròn thành 11 đồng" });
    // 0.5 lbs in grams.
    expect((await product("woo-vneck-tee")).weight).toBe(227);
    expect(await product("woo-cap")).toMatchObject({ featured: true, status: "publish" });
  });

  it("takes pictures from the folder, and names the one it could not find", async () => {
    expect((await product("woo-beanie")).image).not.toBeNull();
    expect((await product("woo-album")).image).toBeNull();
    expect(summary.notes).toContainEqual({ line: 14, message: expect.stringContaining("album-1.jpg") });
  });

  it("shows the products on the shop's pages and in search right after", async () => {
    const page = await getProductPage(database.db, (await product("woo-hoodie")).slug);
    expect(page?.product.name).toBe("Hoodie");
    const found = await suggestProducts(database.db, { query: "Hoodie with" });
    expect(found.map((s) => s.value)).toEqual(expect.arrayContaining(["Hoodie with Logo", "Hoodie with Pocket", "Hoodie with Zipper"]));
    const listed = await listProducts(database.db, { sort: "menu_order", page: 1, perPage: 100, filter: { nameContains: "hoodie" } });
    expect(listed.items.map((p) => p.name)).toEqual(expect.arrayContaining(["Hoodie", "Hoodie with Logo"]));
  });

  it("imported again, updates the same rows and creates none", async () => {
    const counts = { products: await count("products"), variations: await count("product_variations"), media: await count("media") };
    const again = await importProductsCsv(database.db, Readable.from([await readFile(SAMPLE)]), options);
    expect(again).toMatchObject({ committed: true, created: 0, updated: 25 });
    expect({ products: await count("products"), variations: await count("product_variations"), media: await count("media") }).toEqual(counts);
  });
});

describe("a file of some columns only", () => {
  it("updates what its SKUs name, a variation too, and keeps every other field", async () => {
    const summary = await importText("SKU,Regular price\nwoo-vneck-tee-red,25\nwoo-belt,70\n");
    expect(summary).toMatchObject({ committed: true, created: 0, updated: 2, skipped: [] });
    const [red] = await queryRows<{ regular: number; values: number }>(
      database.db,
      sql`select regular_price::float8 as regular, (select count(*)::int from variation_attributes va where va.variation_id = v.id) as values from product_variations v where sku = 'woo-vneck-tee-red'`,
    );
    expect(red).toEqual({ regular: 25, values: 2 });
    expect(await product("woo-belt")).toMatchObject({ regular: 70, sale: 55, type: "simple", weight: 544 });
  });
});

describe("a group imported again as another kind of product", () => {
  it("lets its products go, and its page shows none", async () => {
    const made = await importText("Type,SKU,Name,Published,Grouped products\ngrouped,bo-qua-tet,Bộ quà Tết,1,\"woo-belt, woo-cap\"\n");
    expect(made).toMatchObject({ committed: true, created: 1, skipped: [] });
    const group = await product("bo-qua-tet");
    const links = () => queryRows<{ sku: string }>(database.db, sql`select c.sku from product_children pc join products c on c.id = pc.child_id where pc.parent_id = ${group.id} order by pc.position`);
    expect(await links()).toEqual([{ sku: "woo-belt" }, { sku: "woo-cap" }]);

    const simple = await importText("Type,SKU,Regular price\nsimple,bo-qua-tet,350000\n");
    expect(simple).toMatchObject({ committed: true, updated: 1, skipped: [] });
    expect(await product("bo-qua-tet")).toMatchObject({ type: "simple", regular: 350000 });
    expect(await links()).toEqual([]);
    expect((await getProductPage(database.db, group.slug))?.product.children).toEqual([]);
  });
});

describe("bulk mode (the lookups and search documents made once, at the end)", () => {
  /** Products' lookup columns, card swatches and search documents as stored, as comparable text. */
  const stored = async (ids: number[], db: Db | Tx = database.db) =>
    queryRows<{ row: string }>(
      db,
      sql`select p.id || ' ' || coalesce(p.min_price::text, '-') || ' ' || coalesce(p.max_price::text, '-') || ' ' || p.on_sale || ' | ' ||
                 coalesce((select d.title || ' ' || d.document::text || ' ' || d.url || ' ' || coalesce(d.price::text, '-') || ' ' || d.in_stock || ' ' || d.term_ids::text
                           from search_documents d where d.post_type = 'product' and d.ref_id = p.id), 'no document') || ' | ' || coalesce(p.card_swatches::text, 'no swatches') as row
            from products p where p.id in (select value::int from json_array_elements_text(${JSON.stringify(ids)}::json)) order by p.id`,
    );

  /** What the per-row functions make of every product is what is stored: nothing changes. */
  async function expectAsTheRowFunctionsMakeThem() {
    const everyProduct = (await queryRows<{ id: number }>(database.db, sql`select id from products order by id`)).map((r) => r.id);
    const before = await stored(everyProduct);
    let remade: Array<{ row: string }> = [];
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select refresh_product_lookup(id) from unnest(${`{${everyProduct.join(",")}}`}::int[]) id`);
        await tx.execute(sql`select refresh_product_card_swatches(${`{${everyProduct.join(",")}}`}::int[])`);
        await tx.execute(sql`select search_sync_products(${`{${everyProduct.join(",")}}`}::int[])`);
        remade = await stored(everyProduct, tx);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(remade).toHaveLength(everyProduct.length);
    expect(remade).toEqual(before);
  }

  it("leaves what the row triggers would have made, and the triggers on again after", async () => {
    const summary = await importText(
      "Type,SKU,Name,Published,Regular price,Sale price,Categories,Tags,Short description,Parent,Attribute 1 name,Attribute 1 value(s),Attribute 1 global\n" +
        "variable,bulk-lamp,Đèn bàn gỗ sồi,1,,,Nhà cửa > Đèn,đèn gỗ,<p>Ánh sáng ấm</p>,,Màu sắc,\"Đen, Trắng\",1\n" +
        "variation,bulk-lamp-brown,Đèn bàn gỗ sồi - Đen,1,450000,399000,,,,bulk-lamp,Màu sắc,Đen,1\n" +
        "variation,bulk-lamp-white,Đèn bàn gỗ sồi - Trắng,1,480000,,,,,bulk-lamp,Màu sắc,Trắng,1\n" +
        "simple,bulk-vase,Bình gốm men lam,1,250000,,Nhà cửa,gốm,,,,,\n" +
        "simple,bulk-draft,Bình nháp,0,90000,,Nhà cửa,,,,,,\n",
    );
    expect(summary).toMatchObject({ committed: true, created: 5, skipped: [] });
    const ids = [(await product("bulk-lamp")).id, (await product("bulk-vase")).id, (await product("bulk-draft")).id];
    const afterImport = await stored(ids);
    // The lamp's range from its variations (the sale price counts), the vase its own, the draft no document.
    // (Its colour attribute is the demo shop's, drawn as swatches on the card.)
    expect(afterImport.map((r) => r.row.split(" | ")[0])).toEqual([`${ids[0]} 399000 480000 true`, `${ids[1]} 250000 250000 false`, `${ids[2]} 90000 90000 false`]);
    expect(afterImport[0]!.row).toContain(`Đèn bàn gỗ sồi 'am' 'anh' 'anh sang' 'ban' 'ban go' 'bulk' 'den' 'den ban'`);
    expect(afterImport[0]!.row).toContain("/san-pham/den-ban-go-soi/ 399000 true");
    expect(afterImport[0]!.row).toMatch(/"attribute" : "mau-sac".*"type" : "color".*"name" : "Trắng".*"name" : "Đen"/);
    expect(afterImport[2]!.row).toMatch(/\| no document \| no swatches$/);
    await expectAsTheRowFunctionsMakeThem();
    // A later write outside the import is kept by the triggers as before: the setting lasted only its transaction.
    await database.db.execute(sql`update product_variations set sale_price = null where sku = 'bulk-lamp-brown'`);
    expect((await stored([ids[0]!]))[0]!.row).toContain(`${ids[0]} 450000 480000 false`);
    expect((await stored([ids[0]!]))[0]!.row).toContain("/san-pham/den-ban-go-soi/ 450000 true");
  });

  it("written a row a batch, each batch while the next is read, leaves the same: a product named again later, variations batches after their product", async () => {
    const summary = await importText(
      "Type,SKU,Name,Published,Regular price,Sale price,Categories,Short description,Parent,Attribute 1 name,Attribute 1 value(s),Attribute 1 global\n" +
        "variable,batch-kettle,Ấm đun siêu tốc,1,,,Nhà cửa > Bếp,<p>Đun nhanh</p>,,Màu sắc,\"Đen, Trắng\",1\n" +
        "simple,batch-cup,Cốc sứ,1,45000,,Nhà cửa,,,,,\n" +
        "variation,batch-kettle-black,Ấm đun siêu tốc - Đen,1,690000,650000,,,batch-kettle,Màu sắc,Đen,1\n" +
        "simple,batch-plate,Đĩa gốm,0,80000,,Nhà cửa,,,,,\n" +
        "variation,batch-kettle-white,Ấm đun siêu tốc - Trắng,1,720000,,,,batch-kettle,Màu sắc,Trắng,1\n" +
        "simple,batch-cup,Cốc sứ Bát Tràng,1,55000,,Nhà cửa > Bếp,,,,,\n" +
        "simple,batch-plate,Đĩa gốm,1,80000,,Nhà cửa,,,,,\n",
      { batchSize: 1 },
    );
    expect(summary).toMatchObject({ committed: true, created: 5, updated: 2, skipped: [] });
    const [kettle, cup, plate] = await stored([(await product("batch-kettle")).id, (await product("batch-cup")).id, (await product("batch-plate")).id]);
    expect(kettle!.row).toMatch(/ 650000 720000 true \| Ấm đun siêu tốc .*\/san-pham\/am-dun-sieu-toc\/ 650000 true/);
    // The cup's document has its second row's name and category; the plate, a draft first, has one once published.
    expect(cup!.row).toMatch(/ 55000 55000 false \| Cốc sứ Bát Tràng .*'bat trang'.*\/san-pham\/coc-su\/ 55000 true/);
    expect(plate!.row).toMatch(/ 80000 80000 false \| Đĩa gốm .*\/san-pham\/dia-gom\/ 80000 true/);
    await expectAsTheRowFunctionsMakeThem();
  });

  it("an update of a variation's price moves its parent's range and document in the same import", async () => {
    const summary = await importText("SKU,Regular price\nbulk-lamp-white,520000\nbulk-vase,260000\n");
    expect(summary).toMatchObject({ committed: true, updated: 2, skipped: [] });
    const [lamp, vase] = await stored([(await product("bulk-lamp")).id, (await product("bulk-vase")).id]);
    expect(lamp!.row).toMatch(/ 450000 520000 false \|/);
    expect(lamp!.row).toContain("/san-pham/den-ban-go-soi/ 450000 true");
    expect(vase!.row).toMatch(/ 260000 260000 false \|/);
    expect(vase!.row).toContain("/san-pham/binh-gom-men-lam/ 260000 true");
  });
});

describe("Meta: columns (WooCommerce's meta_data)", () => {
  const meta = async (sku: string) =>
    (await queryRows<{ meta: Array<{ id: number; key: string; value: unknown }> }>(
      database.db,
      sql`select meta_data as meta from products where sku = ${sku} union all select meta_data from product_variations where sku = ${sku}`,
    ))[0]!.meta;

  it("imports each cell as its key's value on products and variations, its protected keys left out", async () => {
    // The sample's `Meta: _wpcom_is_markdown` is one of WordPress's own: not kept.
    expect((await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products where meta_data::text like '%wpcom%'`))[0]!.n).toBe(0);
    const summary = await importText(
      "Type,SKU,Name,Regular price,Parent,Attribute 1 name,Attribute 1 value(s),Attribute 1 global,Meta: xuat_xu,Meta: _edit_lock,Meta: bao_hanh\n" +
        "variable,meta-hat,Nón lá Huế,,,Màu sắc,Đỏ,1,Huế,1700000000:1,12 tháng\n" +
        "variation,meta-hat-red,Nón lá Huế - Đỏ,90000,meta-hat,Màu sắc,Đỏ,1,,,'=6 tháng\n" +
        "simple,meta-mat,Chiếu cói,250000,,,,,Nga Sơn,,\n",
    );
    expect(summary).toMatchObject({ committed: true, created: 3, skipped: [] });
    const hat = await meta("meta-hat");
    expect(hat).toEqual([
      { id: expect.any(Number), key: "xuat_xu", value: "Huế" },
      { id: expect.any(Number), key: "bao_hanh", value: "12 tháng" },
    ]);
    expect(await meta("meta-hat-red")).toEqual([{ id: expect.any(Number), key: "bao_hanh", value: "=6 tháng" }]);
    expect(await meta("meta-mat")).toEqual([{ id: expect.any(Number), key: "xuat_xu", value: "Nga Sơn" }]);

    // Imported again with a new value: the same entry (its id kept) takes it; an empty cell changes nothing.
    const again = await importText("SKU,Meta: xuat_xu,Meta: bao_hanh\nmeta-hat,Thừa Thiên Huế,\n");
    expect(again).toMatchObject({ committed: true, updated: 1 });
    expect(await meta("meta-hat")).toEqual([
      { id: hat[0]!.id, key: "xuat_xu", value: "Thừa Thiên Huế" },
      { id: hat[1]!.id, key: "bao_hanh", value: "12 tháng" },
    ]);
  });

  it("exports a Meta: column for each key, text as it is and other values as JSON, after the attributes", async () => {
    await database.db.execute(sql`update products set meta_data = product_meta_merge(meta_data, '[{"key": "kich_thuoc", "value": {"cm": 40}}]'::jsonb) where sku = 'meta-mat'`);
    const text = await exported();
    const [header, ...lines] = text.trimEnd().split("\n");
    const columns = header!.split(",");
    expect(columns.slice(-3)).toEqual(["Meta: bao_hanh", "Meta: kich_thuoc", "Meta: xuat_xu"]);
    expect(columns.indexOf("Meta: bao_hanh")).toBeGreaterThan(columns.indexOf("Attribute 1 global"));
    expect(lines.find((l) => l.includes(",meta-mat,"))).toMatch(/,,"\{""cm"":40\}",Nga Sơn$/);
    expect(lines.find((l) => l.includes(",meta-hat-red,"))).toMatch(/,'=6 tháng,,$/);
    expect(lines.find((l) => l.includes(",meta-hat,"))).toMatch(/,12 tháng,,Thừa Thiên Huế$/);
  });
});

describe("a round trip", () => {
  it("exports the catalogue, imports the file, and changes nothing", async () => {
    const first = await exported();
    const stamps = await queryRows<{ n: string }>(database.db, sql`select md5(string_agg(id || ':' || updated_at::text, ',' order by id)) as n from products`);
    const counts = { products: await count("products"), variations: await count("product_variations"), terms: await count("terms"), values: await count("attribute_terms") };
    const summary = await importText(first);
    expect(summary.skipped).toEqual([]);
    expect(summary.created).toBe(0);
    expect(await exported()).toBe(first);
    expect({ products: await count("products"), variations: await count("product_variations"), terms: await count("terms"), values: await count("attribute_terms") }).toEqual(counts);
    // Not a row was written: every product keeps its last change's time.
    expect(await queryRows(database.db, sql`select md5(string_agg(id || ':' || updated_at::text, ',' order by id)) as n from products`)).toEqual(stamps);
  });
});

describe("bad input", () => {
  const HEADER = "ID,Type,SKU,Name,Published,Regular price,Sale price,Categories,Parent,Attribute 1 name,Attribute 1 value(s),Attribute 1 visible,Attribute 1 global\n";
  const GOOD = "20001,simple,bad-test-good,Good one,1,100000,,Thử,,,,,\n";

  it.each([
    ["a malformed line", `${HEADER}${GOOD}20002,simple,bad-test-quote,"Unclosed,1,100000,,,,,,,\n`, 3, /CSV/],
    ["a line with too many cells", `${HEADER}${GOOD}20002,simple,bad-test-cells,Extra,1,100000,,,,,,,,,\n`, 3, /CSV/],
    ["a bad price", `${HEADER}${GOOD}20002,simple,bad-test-price,Bad price,1,12abc,,,,,,,\n`, 3, /Regular price: "12abc"/],
    ["a sale price above the regular one", `${HEADER}${GOOD}20002,simple,bad-test-sale,Bad sale,1,100,200,,,,,,\n`, 3, /Sale price/],
    ["an unknown parent", `${HEADER}${GOOD}20002,variation,bad-test-orphan,Orphan,1,100,,,no-such-parent,,,,\n`, 3, /no-such-parent/],
    ["a variation of a simple product", `${HEADER}${GOOD}20002,variation,bad-test-child,Child,1,100,,,bad-test-good,,,,\n`, 3, /không phải sản phẩm có biến thể/],
    ["a value its parent does not offer", `${HEADER}20001,variable,bad-test-parent,Parent,1,,,,,Màu,"Đỏ, Xanh",1,1\n20002,variation,bad-test-kid,Kid,1,100,,,bad-test-parent,Màu,Tím,,1\n`, 3, /Tím/],
  ])("%s is reported with its line and nothing is written", async (_name, text, line, message) => {
    const counts = { products: await count("products"), variations: await count("product_variations"), terms: await count("terms") };
    const summary = await importText(text);
    expect(summary.committed).toBe(false);
    expect(summary.skipped).toHaveLength(1);
    expect(summary.skipped[0]).toMatchObject({ line, error: true });
    expect(summary.skipped[0]!.message).toMatch(message);
    expect({ products: await count("products"), variations: await count("product_variations"), terms: await count("terms") }).toEqual(counts);
  });

  it("a bad line after batches were written (and one still being written) leaves nothing of the file", async () => {
    const counts = { products: await count("products"), variations: await count("product_variations"), terms: await count("terms") };
    const lines = Array.from({ length: 6 }, (_, i) => `2010${i},simple,bad-test-batch-${i},Lô ${i},1,100000,,Lô mới > Lô ${i},,,,,\n`).join("");
    const summary = await importText(`${HEADER}${lines}20110,simple,bad-test-late,Late,1,12abc,,,,,,,\n`, { batchSize: 2 });
    expect(summary).toMatchObject({ committed: false, skipped: [{ line: 8, error: true }] });
    expect({ products: await count("products"), variations: await count("product_variations"), terms: await count("terms") }).toEqual(counts);
  });

  it("a file that is no product CSV is refused as a whole", async () => {
    const summary = await importText("foo,bar\n1,2\n");
    expect(summary).toMatchObject({ committed: false, rows: 0, skipped: [{ line: 1, error: true }] });
  });

  it("with continue-on-error, the good lines are written and the bad ones listed", async () => {
    const before = await count("products");
    const summary = await importText(`${HEADER}${GOOD}20002,simple,bad-test-price,Bad price,1,12abc,,,,,,,\n`, { continueOnError: true });
    expect(summary).toMatchObject({ committed: true, created: 1, skipped: [{ line: 3, error: true }] });
    expect(await count("products")).toBe(before + 1);
    expect(await product("bad-test-good")).toMatchObject({ regular: 100000 });
  });

  it("a dry run counts what it would do and writes nothing", async () => {
    const before = await count("products");
    const summary = await importText(`${HEADER}20003,simple,dry-run-one,Dry,1,5000,,,,,,,\n20004,simple,bad-test-good,Good one,1,100000,,Thử,,,,,\n`, { dryRun: true, previewRows: 5 });
    expect(summary).toMatchObject({ committed: false, created: 1, updated: 1 });
    expect(summary.preview.map((p) => [p.line, p.action, p.sku])).toEqual([
      [2, "create", "dry-run-one"],
      [3, "update", "bad-test-good"],
    ]);
    expect(await count("products")).toBe(before);
  });
});
