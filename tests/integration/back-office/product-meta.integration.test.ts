import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../../../app/platform/.server/db";
import { testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { restCallers } from "./rest-callers";

/*
 * WooCommerce's `meta_data` of products and variations over its REST API v3 (decision 036): kept
 * on the row with ids that never change, `{key, value}` setting the first entry with the key,
 * `{id, key, value}` that entry, null removing it, protected `_…` keys ignored; create, update,
 * batch and variations alike, and every answer reading it back as stored.
 */

let database: Database;
const services = () => testServices(database.db);
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const { callerFor, rest } = restCallers(() => database.db, services);

const stored = async (table: "products" | "product_variations", id: number) =>
  (await queryRows<{ meta: unknown }>(database.db, sql`select meta_data as meta from ${sql.identifier(table)} where id = ${id}`))[0]!.meta;

describe("meta_data on wc/v3/products", () => {
  it("is stored on create, answered with ids, and changed by key or by id on update; null removes, `_` keys are ignored", async () => {
    const staff = await callerFor("quanly");
    const made = await rest(staff, "POST", "wc/v3/products", {
      name: "Nón lá bài thơ",
      regular_price: "120000",
      meta_data: [
        { key: "xuat_xu", value: "Huế" },
        { key: "kich_thuoc", value: { duong_kinh_cm: 40, chieu_cao_cm: 18 } },
        { key: "_edit_lock", value: "1700000000:1" },
      ],
    });
    expect(made.status).toBe(201);
    const [origin, size] = made.json.meta_data as Array<{ id: number; key: string; value: unknown }>;
    expect(made.json.meta_data).toEqual([
      { id: origin!.id, key: "xuat_xu", value: "Huế" },
      { id: size!.id, key: "kich_thuoc", value: { duong_kinh_cm: 40, chieu_cao_cm: 18 } },
    ]);
    expect(size!.id).toBeGreaterThan(origin!.id);
    const id = made.json.id as number;
    expect(await stored("products", id)).toEqual(made.json.meta_data);

    const updated = await rest(staff, "PUT", `wc/v3/products/${id}`, {
      meta_data: [
        { key: "xuat_xu", value: "Thừa Thiên Huế" },
        { id: size!.id, key: "kich_co", value: [40, 18] },
        { key: "bao_hanh", value: 12 },
        { key: "_sku_khac", value: "x" },
      ],
    });
    expect(updated.status).toBe(200);
    const added = (updated.json.meta_data as Array<{ id: number }>)[2]!.id;
    expect(updated.json.meta_data).toEqual([
      { id: origin!.id, key: "xuat_xu", value: "Thừa Thiên Huế" },
      { id: size!.id, key: "kich_co", value: [40, 18] },
      { id: added, key: "bao_hanh", value: 12 },
    ]);
    expect(added).toBeGreaterThan(size!.id);

    // An id the product does not have goes by the key, as WooCommerce's update_meta_data does: the
    // key's entry takes the value, else one is added; null removes by key.
    const again = await rest(staff, "PUT", `wc/v3/products/${id}`, {
      meta_data: [{ key: "xuat_xu", value: null }, { id: 999_999_999, key: "mau", value: "vàng" }, { id: 999_999_998, key: "bao_hanh", value: 24 }],
    });
    expect(again.json.meta_data).toEqual([
      { id: size!.id, key: "kich_co", value: [40, 18] },
      { id: added, key: "bao_hanh", value: 24 },
      { id: expect.any(Number), key: "mau", value: "vàng" },
    ]);
    expect((await rest(staff, "GET", `wc/v3/products/${id}`)).json.meta_data).toEqual(again.json.meta_data);
    const [log] = await queryRows<{ details: { metaKeys?: string[] } }>(database.db, sql`select details from staff_actions where object_type = 'product' and object_id = ${id} and action = 'product.update' order by id desc limit 1`);
    expect(log!.details.metaKeys).toEqual(["xuat_xu", "mau", "bao_hanh"]);
  });

  it("keeps one entry per key when a key given without an id matches several", async () => {
    const staff = await callerFor("quanly");
    const made = await rest(staff, "POST", "wc/v3/products", { name: "Chiếu cói Nga Sơn", regular_price: "250000" });
    const id = made.json.id as number;
    expect(made.json.meta_data).toEqual([]);
    // Two entries of one key, as WordPress's add_post_meta leaves them (written straight, as an older import could).
    await database.db.execute(sql`update products set meta_data = '[{"id": 900001, "key": "mau", "value": "đỏ"}, {"id": 900002, "key": "loai", "value": "đôi"}, {"id": 900003, "key": "mau", "value": "xanh"}]'::jsonb where id = ${id}`);
    const updated = await rest(staff, "PUT", `wc/v3/products/${id}`, { meta_data: [{ key: "mau", value: "tím" }] });
    expect(updated.json.meta_data).toEqual([
      { id: 900001, key: "mau", value: "tím" },
      { id: 900002, key: "loai", value: "đôi" },
    ]);
  });

  it("is set in a batch's create and update, and on variations", async () => {
    const staff = await callerFor("quanly");
    const colour = (await queryRows<{ id: number }>(database.db, sql`select id from attributes where slug = 'mau-sac'`))[0]!;
    const batch = await rest(staff, "POST", "wc/v3/products/batch", {
      create: [{ name: "Túi cói Thái Bình", type: "variable", attributes: [{ id: colour.id, variation: true, options: ["Đỏ"] }], meta_data: [{ key: "lang_nghe", value: "Thái Bình" }] }],
      update: [],
    });
    const bag = batch.json.create[0];
    expect(bag.meta_data).toEqual([{ id: expect.any(Number), key: "lang_nghe", value: "Thái Bình" }]);
    const updated = await rest(staff, "POST", "wc/v3/products/batch", { update: [{ id: bag.id, meta_data: [{ key: "lang_nghe", value: "Đông Hưng, Thái Bình" }] }] });
    expect(updated.json.update[0].meta_data).toEqual([{ id: bag.meta_data[0].id, key: "lang_nghe", value: "Đông Hưng, Thái Bình" }]);

    const variation = await rest(staff, "POST", `wc/v3/products/${bag.id}/variations`, { regular_price: "90000", attributes: [{ id: colour.id, option: "Đỏ" }], meta_data: [{ key: "ma_kho", value: "K-12" }] });
    expect(variation.status).toBe(201);
    expect(variation.json.meta_data).toEqual([{ id: expect.any(Number), key: "ma_kho", value: "K-12" }]);
    const changed = await rest(staff, "PUT", `wc/v3/products/${bag.id}/variations/${variation.json.id}`, { meta_data: [{ key: "ma_kho", value: "K-13" }, { key: "_hidden", value: 1 }] });
    expect(changed.json.meta_data).toEqual([{ id: variation.json.meta_data[0].id, key: "ma_kho", value: "K-13" }]);
    expect(await stored("product_variations", variation.json.id)).toEqual(changed.json.meta_data);
    expect((await rest(staff, "GET", `wc/v3/products/${bag.id}/variations`)).json[0].meta_data).toEqual(changed.json.meta_data);
  });

  it("refuses what the database cannot hold (a NUL, half a surrogate pair) with rest_invalid_param, writing nothing", async () => {
    const staff = await callerFor("quanly");
    const made = await rest(staff, "POST", "wc/v3/products", { name: "Đèn lồng Hội An", regular_price: "80000", meta_data: [{ key: "a", value: "b" }] });
    const id = made.json.id as number;
    for (const meta of [[{ key: "ghi_chu", value: "a\u0000b" }], [{ key: "ghi\u0000chu", value: "x" }], [{ key: "ghi_chu", value: { sâu: ["\ud800"] } }]]) {
      const refused = await rest(staff, "PUT", `wc/v3/products/${id}`, { name: "Không đổi", meta_data: meta });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ code: "rest_invalid_param", data: { status: 400, params: { meta_data: expect.stringContaining("NUL") } } });
    }
    expect((await rest(staff, "GET", `wc/v3/products/${id}`)).json).toMatchObject({ name: "Đèn lồng Hội An", meta_data: [{ key: "a", value: "b" }] });
    expect((await rest(staff, "PUT", `wc/v3/products/${id}`, { meta_data: "x" })).json).toMatchObject({ code: "rest_invalid_param", data: { params: { meta_data: expect.any(String) } } });
  });
});
