import apiFetch, { type APIFetchOptions } from "@wordpress/api-fetch";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as adminAjaxRoute from "../../../app/compat/wordpress/admin-ajax.route";
import type { Suggestion } from "../../../app/features/search/types";
import * as productRoute from "../../../app/routes/product";
import { type Database, queryRows } from "../../../app/platform/.server/db";
import { requestContext, testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { SITE, callRoute, formPost } from "../wordpress/harness";
import { apiFetchBrowser } from "./api-fetch-browser";

/*
 * WooCommerce's REST API v3 for products, driven by WordPress's own client (`@wordpress/api-fetch`)
 * as the back office drives it, against the shop's handlers; each save checked in the stored rows,
 * the staff log and the storefront's own answers (the product page, the quick view's HTML, the
 * live search) right after it.
 */

let database: Database;
const services = () => testServices(database.db);
const browser = apiFetchBrowser({ db: () => database.db, services });
const { browserFetch } = browser;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

let staffId = 0;
beforeEach(async () => {
  staffId = await browser.signIn("quanly");
});

const call = <T, P extends boolean = true>(options: APIFetchOptions<P>) => apiFetch<T, P>(options);

type WcProduct = {
  id: number;
  name: string;
  slug: string;
  status: string;
  type: string;
  sku: string;
  price: string;
  regular_price: string;
  sale_price: string;
  on_sale: boolean;
  manage_stock: boolean;
  stock_quantity: number | null;
  stock_status: string;
  description: string;
  short_description: string;
  date_created: string;
  date_created_gmt: string;
  permalink: string;
  images: Array<{ id: number; src: string; name: string; alt: string }>;
  categories: Array<{ id: number; name: string; slug: string }>;
  tags: Array<{ id: number; name: string; slug: string }>;
  attributes: Array<{ id: number; name: string; options: string[]; variation: boolean }>;
  variations: number[];
  meta_data: unknown[];
};

async function simpleProduct(where = sql`true`): Promise<{ id: number; slug: string; name: string; regular: number }> {
  const [row] = await queryRows<{ id: number; slug: string; name: string; regular: number }>(
    database.db,
    sql`select id, slug, name, regular_price::float8 as regular from products
         where type = 'simple' and status = 'publish' and sale_price is null and stock_status = 'instock' and image_id is not null and ${where}
         order by id limit 1`,
  );
  return row!;
}

async function storedProduct(id: number) {
  const [row] = await queryRows<Record<string, unknown>>(
    database.db,
    sql`select name, slug, status, sku, regular_price::float8 as regular, sale_price::float8 as sale, manage_stock, stock_quantity, stock_status, description,
               short_description from products where id = ${id}`,
  );
  return row!;
}

async function staffLog(objectId: number, objectType = "product") {
  return queryRows<{ action: string; userId: number; details: Record<string, unknown> }>(
    database.db,
    sql`select action, user_id as "userId", details from staff_actions where object_type = ${objectType} and object_id = ${objectId} order by id`,
  );
}

async function productPage(slug: string) {
  const request = new Request(`${SITE}/san-pham/${slug}/`);
  return productRoute.loader({ request, params: { slug }, context: requestContext(testServices(database.db), request) } as never);
}

async function quickViewHtml(id: number): Promise<string> {
  const answer = await callRoute(adminAjaxRoute, "/wp-admin/admin-ajax.php", services(), formPost("/wp-admin/admin-ajax.php", { action: "flatsome_quickview", product: String(id) }), {});
  return answer.text();
}

async function liveSearch(query: string): Promise<Suggestion[]> {
  const params = new URLSearchParams({ action: "flatsome_ajax_search_products", query });
  const answer = await callRoute(adminAjaxRoute, "/wp-admin/admin-ajax.php", services(), new Request(`${SITE}/wp-admin/admin-ajax.php?${params}`), {});
  return ((await answer.json()) as { suggestions: Suggestion[] }).suggestions;
}

describe("GET /wc/v3/products", () => {
  it("answers WooCommerce's fields and types, with its paging headers", async () => {
    const response = await call<Response, false>({ path: "/wc/v3/products?per_page=5&orderby=id&order=asc", parse: false });
    const [{ n }] = (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`)) as [{ n: number }];
    expect(response.headers.get("x-wp-total")).toBe(String(n));
    expect(response.headers.get("x-wp-totalpages")).toBe(String(Math.ceil(n / 5)));
    expect(response.headers.get("link")).toContain('rel="next"');
    const products = (await response.json()) as WcProduct[];
    expect(products.map((p) => p.id)).toEqual([...products.map((p) => p.id)].sort((a, b) => a - b));

    const simple = await simpleProduct();
    const stored = await storedProduct(simple.id);
    const [one] = await call<WcProduct[]>({ path: `/wc/v3/products?search=${encodeURIComponent(simple.name)}&per_page=100` }).then((all) => all.filter((p) => p.id === simple.id));
    const read = await call<WcProduct>({ path: `/wc/v3/products/${simple.id}` });
    expect(one).toEqual(read);
    expect(read).toMatchObject({
      id: simple.id,
      name: simple.name,
      slug: simple.slug,
      type: "simple",
      status: "publish",
      permalink: `${SITE}/san-pham/${simple.slug}/`,
      price: String(simple.regular),
      regular_price: String(simple.regular),
      sale_price: "",
      on_sale: false,
      manage_stock: stored.manage_stock,
      stock_status: "instock",
      meta_data: [],
    });
    expect(read.stock_quantity).toBe(stored.manage_stock ? stored.stock_quantity : null);
    expect(read.date_created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(new Date(`${read.date_created}+07:00`).getTime()).toBe(new Date(`${read.date_created_gmt}Z`).getTime());
    expect(read.images.length).toBeGreaterThan(0);
    expect(Object.keys(read.images[0]!).sort()).toEqual(["alt", "date_created", "date_created_gmt", "date_modified", "date_modified_gmt", "id", "name", "src"]);
    expect(read.images[0]!.src).toMatch(new RegExp(`^${SITE}/wp-content/uploads/.+\\.jpg$`));
    expect(read.categories.length).toBeGreaterThan(0);
    expect(Object.keys(read.categories[0]!).sort()).toEqual(["id", "name", "slug"]);
  });

  it("filters by category, SKU, status and stock, and sorts by price", async () => {
    const [cat] = await queryRows<{ id: number; n: number }>(
      database.db,
      sql`select t.id, count(*)::int as n from terms t join product_terms pt on pt.term_id = t.id
           where t.taxonomy = 'product_cat' and t.parent_id is not null and not exists (select 1 from terms c where c.parent_id = t.id)
           group by t.id order by n desc limit 1`,
    );
    const inCat = await call<Response, false>({ path: `/wc/v3/products?category=${cat!.id}&per_page=100`, parse: false });
    expect(inCat.headers.get("x-wp-total")).toBe(String(cat!.n));
    expect(((await inCat.json()) as WcProduct[]).every((p) => p.categories.some((c) => c.id === cat!.id))).toBe(true);

    const [withSku] = await queryRows<{ id: number; sku: string }>(database.db, sql`select id, sku from products where sku is not null order by id limit 1`);
    expect((await call<WcProduct[]>({ path: `/wc/v3/products?sku=${encodeURIComponent(withSku!.sku)}` })).map((p) => p.id)).toEqual([withSku!.id]);
    const [second] = await queryRows<{ id: number; sku: string }>(database.db, sql`select id, sku from products where sku is not null and id > ${withSku!.id} order by id limit 1`);
    const both = await call<WcProduct[]>({ path: `/wc/v3/products?sku=${encodeURIComponent(`${withSku!.sku}, ${second!.sku}`)}&orderby=id&order=asc` });
    expect(both.map((p) => p.id)).toEqual([withSku!.id, second!.id]);
    expect(await call<WcProduct[]>({ path: "/wc/v3/products?sku=&per_page=1" })).toHaveLength(1);

    const out = await call<WcProduct[]>({ path: "/wc/v3/products?stock_status=outofstock&per_page=100" });
    const [{ n: outCount }] = (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products where stock_status = 'outofstock'`)) as [{ n: number }];
    expect(out).toHaveLength(outCount);
    expect(out.every((p) => p.stock_status === "outofstock")).toBe(true);

    const low = await simpleProduct(sql`manage_stock`);
    await call({ path: `/wc/v3/products/${low.id}`, method: "PUT", data: { stock_quantity: 2 } });
    const lows = await call<WcProduct[]>({ path: "/wc/v3/products?low_in_stock=true&per_page=100" });
    expect(lows.map((p) => p.id)).toContain(low.id);
    expect(lows.every((p) => p.variations.length > 0 || (p.stock_quantity! >= 1 && p.stock_quantity! <= 2))).toBe(true);

    await call({ path: `/wc/v3/products/${low.id}`, method: "PUT", data: { status: "draft" } });
    expect((await call<WcProduct[]>({ path: "/wc/v3/products?status=draft" })).map((p) => p.id)).toContain(low.id);
    expect((await call<WcProduct[]>({ path: "/wc/v3/products?status=publish&per_page=100" })).map((p) => p.id)).not.toContain(low.id);

    const byPrice = await call<WcProduct[]>({ path: "/wc/v3/products?orderby=price&order=asc&per_page=20&type=simple" });
    const prices = byPrice.map((p) => Number(p.price === "" ? Infinity : p.price));
    // Sorted by what a shopper pays (the lowest price kept for listings).
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("answers a bad parameter with WordPress's rest_invalid_param, naming it", async () => {
    await expect(call({ path: "/wc/v3/products?orderby=colour" })).rejects.toMatchObject({ code: "rest_invalid_param", data: { status: 400, params: { orderby: expect.any(String) } } });
    await expect(call({ path: "/wc/v3/products/2147483648" })).rejects.toMatchObject({ code: "woocommerce_rest_product_invalid_id", data: { status: 404 } });
  });

  it("reads a variable product's attributes and variations", async () => {
    const [variable] = await queryRows<{ id: number; n: number }>(
      database.db,
      sql`select p.id, (select count(*)::int from product_variations v where v.product_id = p.id) as n from products p where p.type = 'variable' order by p.id limit 1`,
    );
    const product = await call<WcProduct>({ path: `/wc/v3/products/${variable!.id}` });
    expect(product).toMatchObject({ type: "variable", regular_price: "", sale_price: "" });
    expect(product.variations).toHaveLength(variable!.n);
    expect(product.attributes.some((a) => a.variation && a.options.length > 1)).toBe(true);
    const variations = await call<Array<{ id: number; price: string; regular_price: string; sku: string; attributes: Array<{ id: number; name: string; option: string }> }>>({
      path: `/wc/v3/products/${variable!.id}/variations?per_page=100`,
    });
    expect(variations.map((v) => v.id).sort()).toEqual([...product.variations].sort());
    expect(variations[0]!.regular_price).toMatch(/^\d+$/);
    expect(variations[0]!.attributes.length).toBeGreaterThan(0);
  });
});

describe("PUT /wc/v3/products/{id}", () => {
  it("saves a price, shows it at once on the product page, in its HTML and in live search, and logs who did it", async () => {
    const product = await simpleProduct(sql`manage_stock`);
    // The storefront has read (and kept) the product before the save.
    const before = await productPage(product.slug);
    expect(before.product.price).toEqual({ kind: "single", amount: product.regular });
    expect(await quickViewHtml(product.id)).toContain(formatted(product.regular));
    const searchWord = product.name.split(" ").slice(0, 2).join(" ");
    expect((await liveSearch(searchWord)).find((s) => s.id === product.id)?.price).toContain(formatted(product.regular));

    const newRegular = product.regular + 123_000;
    const saved = await call<WcProduct>({ path: `/wc/v3/products/${product.id}`, method: "PUT", data: { regular_price: String(newRegular), sale_price: String(newRegular - 23_000) } });
    expect(saved).toMatchObject({ regular_price: String(newRegular), sale_price: String(newRegular - 23_000), price: String(newRegular - 23_000), on_sale: true });

    expect(await storedProduct(product.id)).toMatchObject({ regular: newRegular, sale: newRegular - 23_000 });
    expect((await productPage(product.slug)).product.price).toEqual({ kind: "sale", regular: newRegular, sale: newRegular - 23_000 });
    const html = await quickViewHtml(product.id);
    expect(html).toContain(formatted(newRegular - 23_000));
    expect(html).toContain(formatted(newRegular));
    const suggestion = (await liveSearch(searchWord)).find((s) => s.id === product.id);
    expect(suggestion?.price).toContain(formatted(newRegular - 23_000));

    expect(await staffLog(product.id)).toEqual([
      {
        action: "product.update",
        userId: staffId,
        details: { regularPrice: { from: product.regular, to: newRegular }, salePrice: { from: null, to: newRegular - 23_000 } },
      },
    ]);
  });

  it("saves the text fields, categories and tags; sanitises the descriptions' HTML; keeps slugs unique", async () => {
    const product = await simpleProduct();
    const other = await simpleProduct(sql`id > ${product.id}`);
    const [cat, tag] = await Promise.all([
      queryRows<{ id: number }>(database.db, sql`select id from terms where taxonomy = 'product_cat' order by id desc limit 1`),
      queryRows<{ id: number }>(database.db, sql`select id from terms where taxonomy = 'product_tag' order by id limit 1`),
    ]);
    const saved = await call<WcProduct>({
      path: `/wc/v3/products/${product.id}`,
      method: "PATCH",
      data: {
        name: "Áo sơ mi lụa tơ tằm",
        slug: other.slug,
        description: '<p onclick="steal()">Lụa <strong>mềm</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><a href="https://vi.wikipedia.org/" target="_blank">Lụa</a><img src="x" onerror="alert(1)">',
        short_description: "<iframe src=\"https://evil.test\"></iframe><em>Mát</em>",
        categories: [{ id: cat[0]!.id }],
        tags: [{ id: tag[0]!.id }],
      },
    });
    expect(saved.name).toBe("Áo sơ mi lụa tơ tằm");
    expect(saved.slug).toBe(`${other.slug}-2`);
    expect(saved.description).toBe('<p>Lụa <strong>mềm</strong></p><a>x</a><a href="https://vi.wikipedia.org/" target="_blank" rel="noopener noreferrer">Lụa</a><img src="x" />');
    expect(saved.short_description).toBe("<em>Mát</em>");
    expect(saved.categories.map((c) => c.id)).toEqual([cat[0]!.id]);
    expect(saved.tags.map((t) => t.id)).toEqual([tag[0]!.id]);
    expect(await storedProduct(product.id)).toMatchObject({ slug: `${other.slug}-2`, short_description: "<em>Mát</em>" });
    const page = await productPage(`${other.slug}-2`);
    expect(page.product.name).toBe("Áo sơ mi lụa tơ tằm");
    expect(page.texts?.description).not.toContain("script");
  });

  it("refuses bad prices, a taken SKU and negative stock with WooCommerce's 400s naming the field, and writes nothing", async () => {
    const product = await simpleProduct(sql`manage_stock`);
    const [taken] = await queryRows<{ sku: string }>(database.db, sql`select sku from products where sku is not null and id <> ${product.id} order by id limit 1`);
    const before = await storedProduct(product.id);
    const logged = await staffLog(product.id);
    const put = (data: Record<string, unknown>) => call({ path: `/wc/v3/products/${product.id}`, method: "PUT", data });

    await expect(put({ regular_price: "150000.5" })).rejects.toEqual({
      code: "woocommerce_rest_invalid_price",
      message: "regular_price: giá phải là số đồng nguyên, không có phần lẻ.",
      data: { status: 400, params: { regular_price: "regular_price: giá phải là số đồng nguyên, không có phần lẻ." } },
    });
    await expect(put({ sale_price: "-1000" })).rejects.toMatchObject({ code: "woocommerce_rest_invalid_price", data: { status: 400, params: { sale_price: "sale_price: giá không được âm." } } });
    await expect(put({ regular_price: "mười nghìn" })).rejects.toMatchObject({ code: "woocommerce_rest_invalid_price", data: { params: { regular_price: expect.any(String) } } });
    await expect(put({ regular_price: "" })).rejects.toMatchObject({ code: "woocommerce_rest_invalid_price", data: { params: { regular_price: expect.any(String) } } });
    await expect(put({ regular_price: "100000", sale_price: "100000" })).rejects.toMatchObject({ code: "woocommerce_rest_invalid_sale_price", data: { status: 400, params: { sale_price: expect.any(String) } } });
    // The SKU's refusal comes after a name change in the same request: neither is kept.
    await expect(put({ name: "Đổi tên", sku: taken!.sku })).rejects.toEqual({
      code: "product_invalid_sku",
      message: `Mã SKU “${taken!.sku}” không hợp lệ hoặc đã được dùng cho sản phẩm khác.`,
      data: { status: 400, params: { sku: `Mã SKU “${taken!.sku}” không hợp lệ hoặc đã được dùng cho sản phẩm khác.` } },
    });
    await expect(put({ manage_stock: true, stock_quantity: -3 })).rejects.toMatchObject({ code: "woocommerce_rest_invalid_stock_quantity", data: { params: { stock_quantity: expect.any(String) } } });
    await expect(put({ stock_quantity: 1.5 })).rejects.toMatchObject({ code: "rest_invalid_param", data: { params: { stock_quantity: expect.any(String) } } });
    await expect(put({ categories: [{ id: 2_000_000 }] })).rejects.toMatchObject({ code: "rest_invalid_param", data: { params: { categories: "Không có danh mục sản phẩm nào có ID: 2000000." } } });
    await expect(put({ status: "pending" })).rejects.toMatchObject({ code: "rest_invalid_param", data: { params: { status: expect.any(String) } } });
    await expect(put({ name: "   " })).rejects.toMatchObject({ code: "rest_invalid_param", data: { params: { name: "Tên sản phẩm không được để trống." } } });

    expect(await storedProduct(product.id)).toEqual(before);
    expect(await staffLog(product.id)).toEqual(logged);
  });

  it("keeps a counted stock's status with its quantity", async () => {
    const product = await simpleProduct(sql`manage_stock`);
    const out = await call<WcProduct>({ path: `/wc/v3/products/${product.id}`, method: "PUT", data: { stock_quantity: 0 } });
    expect(out).toMatchObject({ manage_stock: true, stock_quantity: 0, stock_status: "outofstock" });
    const back = await call<WcProduct>({ path: `/wc/v3/products/${product.id}`, method: "PUT", data: { stock_quantity: "7" } });
    expect(back).toMatchObject({ stock_quantity: 7, stock_status: "instock" });
    const uncounted = await call<WcProduct>({ path: `/wc/v3/products/${product.id}`, method: "PUT", data: { manage_stock: false, stock_status: "outofstock" } });
    expect(uncounted).toMatchObject({ manage_stock: false, stock_quantity: null, stock_status: "outofstock" });
    expect(await storedProduct(product.id)).toMatchObject({ manage_stock: false, stock_status: "outofstock" });
  });

  it("refuses a visitor (401) and a customer (403), in WooCommerce's shape, and changes nothing", async () => {
    const product = await simpleProduct();
    const before = await storedProduct(product.id);
    const visitor = await browserFetch(`/wp-json/wc/v3/products/${product.id}`, { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ regular_price: "1" }) });
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ code: "woocommerce_rest_cannot_edit", message: "Xin lỗi, bạn không được phép chỉnh sửa tài nguyên này.", data: { status: 401 } });

    await browser.signIn("thuytien");
    await expect(call({ path: `/wc/v3/products/${product.id}`, method: "PUT", data: { regular_price: "1" } })).rejects.toEqual({
      code: "woocommerce_rest_cannot_edit",
      message: "Xin lỗi, bạn không được phép chỉnh sửa tài nguyên này.",
      data: { status: 403 },
    });
    await expect(call({ path: "/wc/v3/products/batch", method: "POST", data: { update: [{ id: product.id, status: "draft" }] } })).rejects.toMatchObject({ code: "woocommerce_rest_cannot_edit", data: { status: 403 } });
    await expect(call({ path: "/wc/v3/products" })).rejects.toMatchObject({ code: "woocommerce_rest_cannot_view", data: { status: 403 } });
    expect(await storedProduct(product.id)).toEqual(before);
  });
});

describe("POST /wc/v3/products/batch", () => {
  it("changes each item on its own, answering each as WooCommerce does", async () => {
    const a = await simpleProduct();
    const b = await simpleProduct(sql`id > ${a.id} and manage_stock`);
    const answer = await call<{ update: Array<WcProduct | { id: number; error: { code: string; data: { status: number } } }> }>({
      path: "/wc/v3/products/batch",
      method: "POST",
      data: { update: [{ id: a.id, status: "draft" }, { id: b.id, stock_quantity: 12 }, { id: 2_000_000_000, status: "draft" }, { id: b.id, regular_price: "1,5" }] },
    });
    expect(answer.update).toHaveLength(4);
    expect(answer.update[0]).toMatchObject({ id: a.id, status: "draft" });
    expect(answer.update[1]).toMatchObject({ id: b.id, stock_quantity: 12 });
    expect(answer.update[2]).toEqual({ id: 2_000_000_000, error: { code: "woocommerce_rest_product_invalid_id", message: "ID không hợp lệ.", data: { status: 404 } } });
    expect(answer.update[3]).toMatchObject({ id: b.id, error: { code: "woocommerce_rest_invalid_price", data: { status: 400 } } });
    expect(await storedProduct(a.id)).toMatchObject({ status: "draft" });
    expect(await storedProduct(b.id)).toMatchObject({ stock_quantity: 12, regular: b.regular });
    // A draft leaves the storefront at once.
    await expect(productPage(a.slug)).rejects.toMatchObject({ init: { status: 404 } });
    expect((await staffLog(a.id)).map((l) => l.action)).toEqual(["product.update"]);

    await expect(call({ path: "/wc/v3/products/batch", method: "POST", data: { update: Array.from({ length: 101 }, () => ({ id: a.id })) } })).rejects.toMatchObject({
      code: "rest_request_entity_too_large",
      data: { status: 413 },
    });
    // The limit counts every item, created, updated and deleted alike; nothing of a refused batch is done.
    await expect(call({ path: "/wc/v3/products/batch", method: "POST", data: { create: Array.from({ length: 60 }, () => ({ name: "X", regular_price: "1" })), delete: Array.from({ length: 41 }, () => a.id) } })).rejects.toMatchObject({
      code: "rest_request_entity_too_large",
      data: { status: 413 },
    });
    expect(await storedProduct(a.id)).toMatchObject({ status: "draft" });
  });
});

describe("PUT /wc/v3/products/{id}/variations/{vid}", () => {
  it("saves a variation's price, SKU and stock; the product's price range follows", async () => {
    const [v] = await queryRows<{ id: number; productId: number; slug: string }>(
      database.db,
      sql`select v.id, v.product_id as "productId", p.slug from product_variations v join products p on p.id = v.product_id
           where p.status = 'publish' order by v.id limit 1`,
    );
    const saved = await call<{ id: number; regular_price: string; sale_price: string; sku: string; manage_stock: boolean; stock_quantity: number | null; stock_status: string }>({
      path: `/wc/v3/products/${v!.productId}/variations/${v!.id}`,
      method: "PUT",
      data: { regular_price: "9000", sale_price: "", sku: "BIEN-THE-MOI", manage_stock: true, stock_quantity: 4 },
    });
    expect(saved).toMatchObject({ id: v!.id, regular_price: "9000", sale_price: "", sku: "BIEN-THE-MOI", manage_stock: true, stock_quantity: 4, stock_status: "instock" });
    const product = await call<WcProduct>({ path: `/wc/v3/products/${v!.productId}` });
    expect(product.price).toBe("9000");
    expect((await productPage(v!.slug)).product.price).toMatchObject({ kind: "range", min: 9000 });
    expect((await staffLog(v!.id, "variation")).map((l) => l.action)).toEqual(["variation.update"]);
    await expect(call({ path: `/wc/v3/products/${v!.productId}/variations/${v!.id}`, method: "PUT", data: { regular_price: "9.5" } })).rejects.toMatchObject({ code: "woocommerce_rest_invalid_price" });
    await expect(call({ path: `/wc/v3/products/${v!.productId + 1}/variations/${v!.id}`, method: "PUT", data: { regular_price: "9" } })).rejects.toMatchObject({
      code: "woocommerce_rest_product_variation_invalid_id",
      data: { status: 404 },
    });
  });
});

describe("GET /wc/v3/products/categories and tags", () => {
  it("lists the terms with their product counts", async () => {
    const cats = await call<Array<{ id: number; name: string; parent: number; count: number }>>({ path: "/wc/v3/products/categories?per_page=100" });
    const [{ n }] = (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from terms where taxonomy = 'product_cat'`)) as [{ n: number }];
    expect(cats).toHaveLength(n);
    const [biggest] = await queryRows<{ id: number; n: number }>(database.db, sql`select pt.term_id as id, count(*)::int as n from product_terms pt join terms t on t.id = pt.term_id
                                where t.taxonomy in ('product_cat', 'product_tag') group by pt.term_id order by n desc limit 1`);
    const all = [...cats, ...(await call<Array<{ id: number; count: number }>>({ path: "/wc/v3/products/tags?per_page=100" }))];
    expect(all.find((t) => t.id === biggest!.id)?.count).toBe(biggest!.n);
  });
});

function formatted(dong: number): string {
  return new Intl.NumberFormat("vi-VN").format(dong);
}
