import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as adminAjaxRoute from "../../../app/compat/wordpress/admin-ajax.route";
import type { Suggestion } from "../../../app/features/search/types";
import * as productRoute from "../../../app/routes/product";
import { type Database, queryRows } from "../../../app/platform/.server/db";
import { requestContext, testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { SITE, callRoute } from "../wordpress/harness";
import { restCallers } from "./rest-callers";

/*
 * Making and removing products over WooCommerce's REST API v3: `POST products` (and a batch's
 * `create`), `DELETE products/{id}` (the trash, or for good with `force`), a variable product's
 * attributes and its variations (`POST`/`DELETE products/{id}/variations`), each checked in the
 * stored rows, the staff log and the storefront's own answers right after.
 */

let database: Database;
const services = () => testServices(database.db);
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const { callerFor, rest } = restCallers(() => database.db, services);

async function productPage(slug: string) {
  const request = new Request(`${SITE}/san-pham/${slug}/`);
  try {
    return await productRoute.loader({ request, params: { slug }, context: requestContext(testServices(database.db), request) } as never);
  } catch (thrown) {
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? 0 };
  }
}

async function liveSearch(query: string): Promise<Suggestion[]> {
  const params = new URLSearchParams({ action: "flatsome_ajax_search_products", query });
  const answer = await callRoute(adminAjaxRoute, "/wp-admin/admin-ajax.php", services(), new Request(`${SITE}/wp-admin/admin-ajax.php?${params}`), {});
  return ((await answer.json()) as { suggestions: Suggestion[] }).suggestions;
}

async function staffLog(objectId: number, objectType: string) {
  return queryRows<{ action: string; userId: number; details: Record<string, unknown> }>(
    database.db,
    sql`select action, user_id as "userId", details from staff_actions where object_type = ${objectType} and object_id = ${objectId} order by id`,
  );
}

const one = async <T,>(query: ReturnType<typeof sql>) => (await queryRows<T>(database.db, query))[0]!;

async function userId(login: string) {
  return (await one<{ id: number }>(sql`select id from users where login = ${login}`)).id;
}

describe("POST /wc/v3/products", () => {
  it("creates a simple product in WooCommerce's fields: a slug from the Vietnamese name, safe HTML, đồng prices; shown on the shop and in live search at once", async () => {
    const staff = await callerFor("quanly");
    const [category] = await queryRows<{ id: number; name: string }>(database.db, sql`select id, name from terms where taxonomy = 'product_cat' order by id limit 1`);
    const [picture, second] = await queryRows<{ id: number }>(database.db, sql`select id from media order by id limit 2`);
    const made = await rest(staff, "POST", "wc/v3/products", {
      name: "Khăn lụa Đà Lạt thêu tay",
      regular_price: "350000",
      sale_price: "299000.00",
      sku: "KLDL-01",
      description: '<p>Lụa tơ tằm <strong>thật</strong></p><script>alert(1)</script><img src="x" onerror="alert(1)">',
      short_description: "Khăn mềm, nhẹ.",
      manage_stock: true,
      stock_quantity: 12,
      categories: [{ id: category!.id }],
      images: [{ id: picture!.id }, { id: second!.id }],
    });
    expect(made.status).toBe(201);
    expect(made.headers.get("location")).toBe(`${SITE}/wp-json/wc/v3/products/${made.json.id}`);
    expect(made.json).toMatchObject({
      name: "Khăn lụa Đà Lạt thêu tay",
      slug: "khan-lua-da-lat-theu-tay",
      permalink: `${SITE}/san-pham/khan-lua-da-lat-theu-tay/`,
      type: "simple",
      status: "publish",
      sku: "KLDL-01",
      price: "299000",
      regular_price: "350000",
      sale_price: "299000",
      on_sale: true,
      manage_stock: true,
      stock_quantity: 12,
      stock_status: "instock",
      description: '<p>Lụa tơ tằm <strong>thật</strong></p><img src="x" />',
      short_description: "Khăn mềm, nhẹ.",
      categories: [{ id: category!.id, name: category!.name }],
      variations: [],
    });
    expect(made.json.images.map((i: { id: number }) => i.id)).toEqual([picture!.id, second!.id]);

    const stored = await one<Record<string, unknown>>(sql`select regular_price::float8 as regular, sale_price::float8 as sale, image_id as "imageId",
                                                              (select array_agg(media_id order by position) from product_gallery g where g.product_id = p.id) as gallery
                                                         from products p where id = ${made.json.id}`);
    expect(stored).toEqual({ regular: 350000, sale: 299000, imageId: picture!.id, gallery: [second!.id] });
    expect(await staffLog(made.json.id, "product")).toEqual([
      { action: "product.create", userId: await userId("quanly"), details: { type: "simple", name: "Khăn lụa Đà Lạt thêu tay", slug: "khan-lua-da-lat-theu-tay", sku: "KLDL-01" } },
    ]);

    const page = (await productPage("khan-lua-da-lat-theu-tay")) as { product: { id: number; price: unknown } };
    expect(page.product.price).toEqual({ kind: "sale", regular: 350000, sale: 299000 });
    expect((await liveSearch("khăn lụa đà lạt")).map((s) => s.id)).toContain(made.json.id);

    // The same name again: a slug of its own; the same SKU: WooCommerce's refusal, nothing written.
    const again = await rest(staff, "POST", "wc/v3/products", { name: "Khăn lụa Đà Lạt thêu tay", regular_price: "1000" });
    expect(again.json.slug).toBe("khan-lua-da-lat-theu-tay-2");
    const count = async () => (await one<{ n: number }>(sql`select count(*)::int as n from products`)).n;
    const before = await count();
    const taken = await rest(staff, "POST", "wc/v3/products", { name: "Khác", regular_price: "1000", sku: "KLDL-01" });
    expect(taken).toMatchObject({
      status: 400,
      json: { code: "product_invalid_sku", message: "Mã SKU “KLDL-01” không hợp lệ hoặc đã được dùng cho sản phẩm khác.", data: { status: 400, params: { sku: expect.any(String) } } },
    });
    expect(await count()).toBe(before);
  });

  it("refuses what it cannot make in WooCommerce's shapes, and a visitor (401) or a customer (403)", async () => {
    const staff = await callerFor("quanly");
    expect(await rest(staff, "POST", "wc/v3/products", { regular_price: "1000" })).toMatchObject({ status: 400, json: { code: "rest_invalid_param", data: { params: { name: "Tên sản phẩm không được để trống." } } } });
    expect(await rest(staff, "POST", "wc/v3/products", { name: "Không giá" })).toMatchObject({ status: 400, json: { code: "woocommerce_rest_invalid_price", data: { params: { regular_price: expect.any(String) } } } });
    expect(await rest(staff, "POST", "wc/v3/products", { name: "Giá lẻ", regular_price: "1000.5" })).toMatchObject({ status: 400, json: { code: "woocommerce_rest_invalid_price" } });
    expect(await rest(staff, "POST", "wc/v3/products", { name: "Ảnh lạ", regular_price: "1000", images: [{ id: 1_999_999 }] })).toMatchObject({
      status: 400,
      json: { code: "woocommerce_product_invalid_image_id", message: "#1999999 không phải là ID ảnh hợp lệ.", data: { status: 400 } },
    });
    expect(await rest(staff, "POST", "wc/v3/products", { name: "Kiểu lạ", type: "external" })).toMatchObject({ status: 400, json: { code: "rest_invalid_param", data: { params: { type: expect.any(String) } } } });
    expect(await rest(await callerFor(null), "POST", "wc/v3/products", { name: "Khách", regular_price: "1000" })).toEqual({
      status: 401,
      json: { code: "woocommerce_rest_cannot_create", message: "Xin lỗi, bạn không được phép tạo tài nguyên.", data: { status: 401 } },
      headers: expect.anything(),
    });
    expect(await rest(await callerFor("thuytien"), "POST", "wc/v3/products", { name: "Khách", regular_price: "1000" })).toMatchObject({ status: 403, json: { code: "woocommerce_rest_cannot_create", data: { status: 403 } } });
    expect(await queryRows(database.db, sql`select id from products where name in ('Không giá', 'Giá lẻ', 'Ảnh lạ', 'Kiểu lạ', 'Khách')`)).toEqual([]);
  });
});

describe("a variable product, its attributes and variations", () => {
  it("is made with a colour attribute and two variations with their own price, SKU, stock and picture; the product page shows the swatches", async () => {
    const staff = await callerFor("quanly");
    const colour = await one<{ id: number }>(sql`select id from attributes where slug = 'mau-sac'`);
    const [front, back] = await queryRows<{ id: number }>(database.db, sql`select id from media order by id limit 2`);
    const made = await rest(staff, "POST", "wc/v3/products", {
      name: "Áo thun cổ tròn Hội An",
      type: "variable",
      status: "publish",
      images: [{ id: front!.id }, { id: back!.id }],
      attributes: [{ id: colour.id, variation: true, visible: true, options: ["Đỏ", "den"] }],
    });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ type: "variable", price: "", regular_price: "", attributes: [{ id: colour.id, name: "Màu sắc", variation: true, visible: true, options: ["Đỏ", "Đen"] }] });
    const id = made.json.id as number;

    const red = await rest(staff, "POST", `wc/v3/products/${id}/variations`, {
      regular_price: "180000",
      sku: "ATHA-DO",
      manage_stock: true,
      stock_quantity: 5,
      image: { id: back!.id },
      attributes: [{ id: colour.id, option: "Đỏ" }],
    });
    expect(red.status).toBe(201);
    expect(red.json).toMatchObject({
      sku: "ATHA-DO",
      price: "180000",
      regular_price: "180000",
      sale_price: "",
      manage_stock: true,
      stock_quantity: 5,
      stock_status: "instock",
      image: { id: back!.id },
      attributes: [{ id: colour.id, name: "Màu sắc", option: "Đỏ" }],
      permalink: `${SITE}/san-pham/ao-thun-co-tron-hoi-an/?variation_id=${red.json.id}`,
    });
    const black = await rest(staff, "POST", `wc/v3/products/${id}/variations`, { regular_price: "200000", sale_price: "150000", sku: "ATHA-DEN", attributes: [{ id: colour.id, option: "Đen" }] });
    expect(black.json).toMatchObject({ price: "150000", on_sale: true, image: null });

    const product = (await rest(staff, "GET", `wc/v3/products/${id}`)).json;
    expect(product).toMatchObject({ price: "150000", variations: [red.json.id, black.json.id] });
    expect(await staffLog(red.json.id, "variation")).toMatchObject([{ action: "variation.create", details: { productId: id, sku: "ATHA-DO", regularPrice: 180000 } }]);

    const page = (await productPage("ao-thun-co-tron-hoi-an")) as { product: { attributes: Array<{ swatchType: string; terms: Array<{ slug: string; color: string | null }> }>; variations: Array<{ sku: string; image: unknown }> } };
    expect(page.product.attributes).toMatchObject([{ swatchType: "color", terms: [{ slug: "do", color: "#C62828" }, { slug: "den", color: "#111111" }] }]);
    expect(page.product.variations.map((v) => v.sku)).toEqual(["ATHA-DO", "ATHA-DEN"]);
    expect(page.product.variations[0]!.image).not.toBeNull();
    expect((await liveSearch("áo thun cổ tròn hội an")).map((s) => s.id)).toContain(id);

    // A variation's picture changed, then cleared.
    const changed = await rest(staff, "PUT", `wc/v3/products/${id}/variations/${black.json.id}`, { image: { id: front!.id } });
    expect(changed.json.image).toMatchObject({ id: front!.id });
    expect((await rest(staff, "PUT", `wc/v3/products/${id}/variations/${black.json.id}`, { image: null })).json.image).toBeNull();

    // The product's attributes changed with PUT: a third colour offered.
    const offered = await rest(staff, "PUT", `wc/v3/products/${id}`, { attributes: [{ id: colour.id, variation: true, options: ["Đỏ", "Đen", "Trắng"] }] });
    expect(offered.json.attributes[0].options).toEqual(["Đỏ", "Trắng", "Đen"]);
  });

  it("refuses a variation it cannot make, and deletes one only with force", async () => {
    const staff = await callerFor("quanly");
    const colour = await one<{ id: number }>(sql`select id from attributes where slug = 'mau-sac'`);
    const size = await one<{ id: number }>(sql`select id from attributes where slug = 'kich-thuoc'`);
    const variable = (await rest(staff, "POST", "wc/v3/products", { name: "Mũ len", type: "variable", attributes: [{ id: colour.id, variation: true, options: ["Đỏ"] }, { id: size.id, variation: false, options: ["M"] }] })).json;
    const simple = (await rest(staff, "POST", "wc/v3/products", { name: "Mũ vải", regular_price: "90000" })).json;

    expect(await rest(staff, "POST", `wc/v3/products/${simple.id}/variations`, { regular_price: "1000" })).toMatchObject({ status: 400, json: { code: "woocommerce_rest_invalid_product_type" } });
    expect(await rest(staff, "POST", `wc/v3/products/${variable.id}/variations`, { attributes: [{ id: colour.id, option: "Đỏ" }] })).toMatchObject({
      status: 400,
      json: { code: "woocommerce_rest_invalid_price", message: "regular_price: biến thể cần có giá thường." },
    });
    expect(await rest(staff, "POST", `wc/v3/products/${variable.id}/variations`, { regular_price: "1000", attributes: [{ id: colour.id, option: "Tím" }] })).toMatchObject({
      status: 400,
      json: { code: "rest_invalid_param", data: { params: { attributes: "“Tím” không phải là một giá trị của thuộc tính này." } } },
    });
    expect(await rest(staff, "POST", `wc/v3/products/${variable.id}/variations`, { regular_price: "1000", attributes: [{ id: size.id, option: "M" }] })).toMatchObject({
      status: 400,
      json: { data: { params: { attributes: "Thuộc tính “Kích thước” chưa được dùng cho biến thể của sản phẩm này." } } },
    });
    expect(await rest(staff, "POST", "wc/v3/products/1999999/variations", { regular_price: "1000" })).toMatchObject({ status: 404, json: { code: "woocommerce_rest_product_invalid_id" } });
    expect(await rest(await callerFor("thuytien"), "POST", `wc/v3/products/${variable.id}/variations`, { regular_price: "1000" })).toMatchObject({ status: 403, json: { code: "woocommerce_rest_cannot_create" } });

    const made = (await rest(staff, "POST", `wc/v3/products/${variable.id}/variations`, { regular_price: "1000", attributes: [{ id: colour.id, option: "do" }] })).json;
    expect(await rest(staff, "DELETE", `wc/v3/products/${variable.id}/variations/${made.id}`)).toMatchObject({ status: 501, json: { code: "woocommerce_rest_trash_not_supported", data: { status: 501 } } });
    expect(await rest(await callerFor("thuytien"), "DELETE", `wc/v3/products/${variable.id}/variations/${made.id}?force=true`)).toMatchObject({ status: 403, json: { code: "woocommerce_rest_cannot_delete" } });
    const gone = await rest(staff, "DELETE", `wc/v3/products/${variable.id}/variations/${made.id}?force=true`);
    expect(gone).toMatchObject({ status: 200, json: { id: made.id, regular_price: "1000" } });
    expect(await queryRows(database.db, sql`select id from product_variations where id = ${made.id}`)).toEqual([]);
    expect(await rest(staff, "DELETE", `wc/v3/products/${variable.id}/variations/${made.id}?force=true`)).toMatchObject({ status: 404, json: { code: "woocommerce_rest_product_variation_invalid_id" } });
  });
});

describe("DELETE /wc/v3/products/{id}", () => {
  it("moves a product to the trash (hidden from the shop), refuses a second time with 410, and deletes for good with force; orders keep their lines", async () => {
    const staff = await callerFor("quanly");
    const sold = await one<{ id: number; slug: string; name: string; orderItem: number; unitPrice: number }>(
      sql`select p.id, p.slug, oi.name, oi.id as "orderItem", oi.unit_price::float8 as "unitPrice" from products p join order_items oi on oi.product_id = p.id
           where p.type = 'simple' and p.status = 'publish' order by p.id limit 1`,
    );
    expect(await productPage(sold.slug)).toHaveProperty("product");

    const trashed = await rest(staff, "DELETE", `wc/v3/products/${sold.id}`);
    expect(trashed).toMatchObject({ status: 200, json: { id: sold.id, status: "trash" } });
    expect(await productPage(sold.slug)).toEqual({ status: 404 });
    expect((await rest(staff, "GET", "wc/v3/products?per_page=100&status=trash")).json.map((p: { id: number }) => p.id)).toEqual([sold.id]);
    expect((await rest(staff, "GET", `wc/v3/products?search=${encodeURIComponent(sold.name)}`)).json.map((p: { id: number }) => p.id)).not.toContain(sold.id);
    expect(await rest(staff, "DELETE", `wc/v3/products/${sold.id}`)).toMatchObject({ status: 410, json: { code: "woocommerce_rest_already_trashed", data: { status: 410 } } });

    // Back from the trash with a status, as WooCommerce's "Restore".
    expect((await rest(staff, "PUT", `wc/v3/products/${sold.id}`, { status: "publish" })).json.status).toBe("publish");
    expect(await productPage(sold.slug)).toHaveProperty("product");

    expect(await rest(await callerFor("thuytien"), "DELETE", `wc/v3/products/${sold.id}?force=true`)).toMatchObject({ status: 403, json: { code: "woocommerce_rest_cannot_delete" } });
    const deleted = await rest(staff, "DELETE", `wc/v3/products/${sold.id}?force=true`);
    expect(deleted).toMatchObject({ status: 200, json: { id: sold.id, status: "publish" } });
    expect(await queryRows(database.db, sql`select id from products where id = ${sold.id}`)).toEqual([]);
    expect(await one(sql`select product_id as "productId", name, unit_price::float8 as "unitPrice" from order_items where id = ${sold.orderItem}`)).toEqual({ productId: null, name: sold.name, unitPrice: sold.unitPrice });
    expect((await staffLog(sold.id, "product")).map((l) => l.action)).toEqual(["product.trash", "product.update", "product.delete"]);
    expect(await rest(staff, "DELETE", `wc/v3/products/${sold.id}?force=true`)).toMatchObject({ status: 404, json: { code: "woocommerce_rest_product_invalid_id" } });
  });

  it("creates and deletes in a batch, each item answered on its own", async () => {
    const staff = await callerFor("quanly");
    const batch = await rest(staff, "POST", "wc/v3/products/batch", {
      create: [{ name: "Túi cói Bến Tre", regular_price: "120000" }, { name: "" }],
    });
    expect(batch.status).toBe(200);
    expect(batch.json.create[0]).toMatchObject({ name: "Túi cói Bến Tre", slug: "tui-coi-ben-tre", price: "120000" });
    expect(batch.json.create[1]).toMatchObject({ id: 0, error: { code: "rest_invalid_param", data: { status: 400 } } });
    const made = batch.json.create[0].id as number;
    const removed = await rest(staff, "POST", "wc/v3/products/batch", { delete: [made, 1_999_999] });
    expect(removed.json).toEqual({ update: [], delete: [expect.objectContaining({ id: made, name: "Túi cói Bến Tre" }), { id: 1_999_999, error: expect.objectContaining({ code: "woocommerce_rest_product_invalid_id" }) }] });
    expect(await queryRows(database.db, sql`select id from products where id = ${made}`)).toEqual([]);
  });
});

describe("wc/v3/products/attributes and their terms", () => {
  it("creates, reads, updates and deletes an attribute and its terms with their colour swatches", async () => {
    const staff = await callerFor("quanly");
    const made = await rest(staff, "POST", "wc/v3/products/attributes", { name: "Màu viền", type: "color" });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ name: "Màu viền", slug: "pa_mau-vien", type: "color", order_by: "menu_order", has_archives: false });
    const attributeId = made.json.id as number;
    expect((await rest(staff, "GET", "wc/v3/products/attributes")).json.map((a: { slug: string }) => a.slug)).toContain("pa_mau-vien");
    expect(await rest(staff, "POST", "wc/v3/products/attributes", { name: "Khác", slug: "pa_mau-vien" })).toMatchObject({ status: 400, json: { code: "woocommerce_rest_cannot_create", message: "Đường dẫn “mau-vien” đã được dùng." } });
    expect(await rest(staff, "POST", "wc/v3/products/attributes", {})).toMatchObject({ status: 400, json: { code: "rest_missing_callback_param", data: { params: ["name"] } } });

    const gold = await rest(staff, "POST", `wc/v3/products/attributes/${attributeId}/terms`, { name: "Vàng đồng", color: "#C9A227" });
    expect(gold).toMatchObject({ status: 201, json: { name: "Vàng đồng", slug: "vang-dong", color: "#c9a227", color2: "", label: "", image: null, count: 0, menu_order: 0 } });
    const silver = await rest(staff, "POST", `wc/v3/products/attributes/${attributeId}/terms`, { name: "Bạc", color: "#C0C0C0", color2: "#111111" });
    expect(silver.json).toMatchObject({ menu_order: 1, color2: "#111111" });
    expect(await rest(staff, "POST", `wc/v3/products/attributes/${attributeId}/terms`, { name: "vàng đồng" })).toMatchObject({ status: 400, json: { code: "term_exists", data: { status: 400, resource_id: gold.json.id } } });
    expect(await rest(staff, "POST", `wc/v3/products/attributes/${attributeId}/terms`, { name: "Xanh", color: "blue" })).toMatchObject({ status: 400, json: { code: "rest_invalid_param", data: { params: { color: "phải là mã màu dạng #rrggbb." } } } });

    const [picture] = await queryRows<{ id: number }>(database.db, sql`select id from media order by id limit 1`);
    const updated = await rest(staff, "PUT", `wc/v3/products/attributes/${attributeId}/terms/${gold.json.id}`, { color: "#B8860B", image: { id: picture!.id } });
    expect(updated.json).toMatchObject({ name: "Vàng đồng", slug: "vang-dong", color: "#b8860b", image: { id: picture!.id } });
    expect(await one(sql`select color, image_id as "imageId" from attribute_terms where id = ${gold.json.id}`)).toEqual({ color: "#b8860b", imageId: picture!.id });
    const listed = await rest(staff, "GET", `wc/v3/products/attributes/${attributeId}/terms`);
    expect(listed.headers.get("x-wp-total")).toBe("2");
    expect(listed.json.map((t: { name: string }) => t.name)).toEqual(["Vàng đồng", "Bạc"]);

    // A term offered by a product, its colour changed: the product page shows the new colour at once.
    const product = (await rest(staff, "POST", "wc/v3/products", { name: "Khung ảnh gỗ", type: "variable", attributes: [{ id: attributeId, variation: true, options: ["Vàng đồng", "Bạc"] }] })).json;
    await rest(staff, "POST", `wc/v3/products/${product.id}/variations`, { regular_price: "50000", attributes: [{ id: attributeId, option: "Bạc" }] });
    await rest(staff, "PUT", `wc/v3/products/attributes/${attributeId}/terms/${silver.json.id}`, { color: "#AAAAAA" });
    const page = (await productPage(product.slug)) as { product: { attributes: Array<{ terms: Array<{ name: string; color: string }> }> } };
    expect(page.product.attributes[0]!.terms.find((t) => t.name === "Bạc")!.color).toBe("#aaaaaa");

    expect(await rest(staff, "DELETE", `wc/v3/products/attributes/${attributeId}/terms/${gold.json.id}`)).toMatchObject({ status: 501, json: { code: "woocommerce_rest_trash_not_supported" } });
    expect(await rest(staff, "DELETE", `wc/v3/products/attributes/${attributeId}/terms/${gold.json.id}?force=true`)).toMatchObject({ status: 200, json: { id: gold.json.id, name: "Vàng đồng" } });
    expect(await rest(staff, "GET", `wc/v3/products/attributes/${attributeId}/terms/${gold.json.id}`)).toMatchObject({ status: 404, json: { code: "woocommerce_rest_term_invalid" } });

    const renamed = await rest(staff, "PUT", `wc/v3/products/attributes/${attributeId}`, { name: "Màu khung", slug: "mau-khung" });
    expect(renamed.json).toMatchObject({ name: "Màu khung", slug: "pa_mau-khung", type: "color" });
    expect(await rest(staff, "DELETE", `wc/v3/products/attributes/${attributeId}?force=true`)).toMatchObject({ status: 200, json: { id: attributeId, name: "Màu khung" } });
    expect(await rest(staff, "GET", `wc/v3/products/attributes/${attributeId}`)).toMatchObject({ status: 404, json: { code: "woocommerce_rest_taxonomy_invalid" } });
    // The product no longer uses it; its variation is still there, of any value.
    expect((await rest(staff, "GET", `wc/v3/products/${product.id}`)).json).toMatchObject({ attributes: [], variations: [expect.any(Number)] });
    expect((await staffLog(attributeId, "attribute")).map((l) => l.action)).toEqual(["attribute.create", "attribute.update", "attribute.delete"]);
  });

  it("refuses a visitor (401) and a customer (403) in WooCommerce's shape", async () => {
    const colour = await one<{ id: number }>(sql`select id from attributes where slug = 'mau-sac'`);
    expect(await rest(await callerFor(null), "GET", "wc/v3/products/attributes")).toMatchObject({ status: 401, json: { code: "woocommerce_rest_cannot_view", data: { status: 401 } } });
    const customer = await callerFor("thuytien");
    expect(await rest(customer, "POST", "wc/v3/products/attributes", { name: "X" })).toMatchObject({ status: 403, json: { code: "woocommerce_rest_cannot_create" } });
    expect(await rest(customer, "PUT", `wc/v3/products/attributes/${colour.id}`, { name: "X" })).toMatchObject({ status: 403, json: { code: "woocommerce_rest_cannot_edit" } });
    expect(await rest(customer, "DELETE", `wc/v3/products/attributes/${colour.id}?force=true`)).toMatchObject({ status: 403, json: { code: "woocommerce_rest_cannot_delete" } });
    expect(await rest(customer, "GET", `wc/v3/products/attributes/${colour.id}/terms`)).toMatchObject({ status: 403, json: { code: "woocommerce_rest_cannot_view" } });
    expect(await one(sql`select name from attributes where id = ${colour.id}`)).toEqual({ name: "Màu sắc" });
  });
});
