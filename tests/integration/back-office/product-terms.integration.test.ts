import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../../../app/platform/.server/db";
import { testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { type Answer, restCallers } from "./rest-callers";

/*
 * WooCommerce's product categories and tags over REST (`wc/v3/products/categories`, `…/tags`):
 * made, read, changed and deleted by staff, with WooCommerce's fields and refusals, the stored
 * rows and the staff log; and the minimal `system_status`.
 */

let database: Database;
const services = () => testServices(database.db);
const { callerFor, rest } = restCallers(() => database.db, services);
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

describe("wc/v3/products/categories", () => {
  it("makes a category under a parent, reads, renames, moves and deletes it, logging each change", async () => {
    const manager = await callerFor("quanly");
    const parent = await rest(manager, "POST", "wc/v3/products/categories", { name: "Gốm sứ Bát Tràng", description: "Đồ gốm làng nghề." });
    expect(parent.status).toBe(201);
    expect(parent.json).toMatchObject({ name: "Gốm sứ Bát Tràng", slug: "gom-su-bat-trang", parent: 0, description: "Đồ gốm làng nghề.", display: "default", image: null, menu_order: 0, count: 0 });
    const child = await rest(manager, "POST", "wc/v3/products/categories", { name: "Ấm chén", parent: parent.json.id });
    expect(child.json).toMatchObject({ slug: "am-chen", parent: parent.json.id });
    expect(child.headers.get("Location")).toMatch(new RegExp(`/wp-json/wc/v3/products/categories/${child.json.id}$`));

    const read = await rest(manager, "GET", `wc/v3/products/categories/${child.json.id}`);
    expect(read.json).toMatchObject({ id: child.json.id, name: "Ấm chén" });
    const renamed = await rest(manager, "PUT", `wc/v3/products/categories/${child.json.id}`, { name: "Ấm chén men lam", slug: "am-chen-men-lam", menu_order: 3 });
    expect(renamed.json).toMatchObject({ name: "Ấm chén men lam", slug: "am-chen-men-lam", menu_order: 3, parent: parent.json.id });

    const loop = await rest(manager, "PUT", `wc/v3/products/categories/${parent.json.id}`, { parent: child.json.id });
    expect([loop.status, loop.json.code, Object.keys(loop.json.data.params)]).toEqual([400, "rest_invalid_param", ["parent"]]);

    // Deleting the parent moves its child up, as WordPress does.
    expect((await rest(manager, "DELETE", `wc/v3/products/categories/${parent.json.id}`)).status).toBe(501);
    const deleted = await rest(manager, "DELETE", `wc/v3/products/categories/${parent.json.id}?force=true`);
    expect(deleted.json).toMatchObject({ id: parent.json.id, name: "Gốm sứ Bát Tràng" });
    expect((await rest(manager, "GET", `wc/v3/products/categories/${child.json.id}`)).json.parent).toBe(0);
    const gone = await rest(manager, "GET", `wc/v3/products/categories/${parent.json.id}`);
    expect([gone.status, gone.json.code]).toEqual([404, "woocommerce_rest_term_invalid"]);

    const logged = await queryRows<{ action: string }>(database.db, sql`select action from staff_actions where object_type = 'term' and object_id in (${parent.json.id}, ${child.json.id}) order by id`);
    expect(logged.map((r) => r.action)).toEqual(["product_cat.create", "product_cat.create", "product_cat.update", "product_cat.delete"]);
  });

  it("refuses what WooCommerce refuses: a taken slug, a missing name, an unknown parent, a guest, a customer", async () => {
    const manager = await callerFor("quanly");
    const [existing] = await queryRows<{ id: number; slug: string }>(database.db, sql`select id, slug from terms where taxonomy = 'product_cat' order by id limit 1`);
    const taken = await rest(manager, "POST", "wc/v3/products/categories", { name: "Khác", slug: existing!.slug });
    expect([taken.status, taken.json.code, taken.json.data.resource_id]).toEqual([400, "term_exists", existing!.id]);
    const unnamed = await rest(manager, "POST", "wc/v3/products/categories", {});
    expect([unnamed.status, unnamed.json.code]).toEqual([400, "rest_missing_callback_param"]);
    const empty = await rest(manager, "POST", "wc/v3/products/categories", { name: " " });
    expect([empty.status, empty.json.code]).toEqual([400, "empty_term_name"]);
    const orphan = await rest(manager, "POST", "wc/v3/products/categories", { name: "Mồ côi", parent: 999_999 });
    expect([orphan.status, orphan.json.code]).toEqual([400, "missing_parent"]);
    const guest = await rest(await callerFor(null), "POST", "wc/v3/products/categories", { name: "Khách" });
    expect([guest.status, guest.json.code]).toEqual([401, "woocommerce_rest_cannot_create"]);
    const customer = await rest(await callerFor("thuytien"), "DELETE", `wc/v3/products/categories/${existing!.id}?force=true`);
    expect([customer.status, customer.json.code]).toEqual([403, "woocommerce_rest_cannot_delete"]);
    const [stillThere] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from terms where id = ${existing!.id}`);
    expect(stillThere!.n).toBe(1);
  });
});

describe("wc/v3/products/tags", () => {
  it("makes, renames and deletes a tag; a tag takes no parent; its products lose it", async () => {
    const manager = await callerFor("quanly");
    const made = await rest(manager, "POST", "wc/v3/products/tags", { name: "Quà Tết" });
    expect(made.json).toEqual({
      id: made.json.id,
      name: "Quà Tết",
      slug: "qua-tet",
      description: "",
      count: 0,
      _links: { self: [{ href: expect.stringMatching(/\/wp-json\/wc\/v3\/products\/tags\/\d+$/) }], collection: [{ href: expect.stringMatching(/\/wp-json\/wc\/v3\/products\/tags$/) }] },
    } satisfies Answer);
    const parented = await rest(manager, "PUT", `wc/v3/products/tags/${made.json.id}`, { parent: 1 });
    expect([parented.status, parented.json.code]).toEqual([400, "woocommerce_rest_taxonomy_not_hierarchical"]);

    const [product] = await queryRows<{ id: number }>(database.db, sql`select id from products where status = 'publish' order by id limit 1`);
    expect((await rest(manager, "PUT", `wc/v3/products/${product!.id}`, { tags: [{ id: made.json.id }] })).status).toBe(200);
    expect((await rest(manager, "GET", `wc/v3/products/tags/${made.json.id}`)).json.count).toBe(1);
    expect((await rest(manager, "DELETE", `wc/v3/products/tags/${made.json.id}?force=true`)).json).toMatchObject({ id: made.json.id, count: 1 });
    const [left] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from product_terms where term_id = ${made.json.id}`);
    expect(left!.n).toBe(0);
  });
});

describe("wc/v3/system_status", () => {
  it("tells staff the store's environment and money settings, and refuses others", async () => {
    const status = await rest(await callerFor("quanly"), "GET", "wc/v3/system_status");
    expect(status.status).toBe(200);
    expect(status.json.environment).toMatchObject({ home_url: "http://shop.test", language: "vi", default_timezone: "Asia/Ho_Chi_Minh" });
    expect(status.json.settings).toMatchObject({ currency: "VND", currency_symbol: "₫", number_of_decimals: 0, thousand_separator: "." });
    expect(status.json.active_plugins).toEqual([]);
    const customer = await rest(await callerFor("thuytien"), "GET", "wc/v3/system_status");
    expect([customer.status, customer.json.code]).toEqual([403, "woocommerce_rest_cannot_view"]);
  });
});
