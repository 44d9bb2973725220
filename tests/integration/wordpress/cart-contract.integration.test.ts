import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartItems, carts, products, sessions } from "../../../db/schema";
import { cartItemKey } from "../../support/cart-item-key";
import { type Database, queryRows } from "../../../app/platform/.server/db";
import { testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { type Answer, SITE, Shopper } from "./shopper";

let database: Database;
beforeAll(async () => {
  // In the production cache mode sessions and carts are kept in memory between the app's own
  // writes. These tests change carts only through the endpoints, so every answer below also
  // checks that a change is never hidden by a kept copy.
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const shopper = () => new Shopper(testServices(database.db));
const count = async (table: typeof sessions | typeof carts | typeof cartItems) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

type Fragments = Record<string, string>;
const fragmentsOf = (a: Answer) => a.json().fragments as Fragments;
const MINI_CART = "div.widget_shopping_cart_content";
const COUNT = ".cart-icon strong";

/** A published simple product made for these tests: 10 in stock, 150 000 đ. */
async function stockedProduct(slug: string, stock = 10) {
  const [p] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into products (slug, name, type, status, regular_price, manage_stock, stock_quantity, stock_status)
        values (${slug}, ${`Sản phẩm thử ${slug}`}, 'simple', 'publish', 150000, true, ${stock}, 'instock') returning id`,
  );
  return { id: p!.id, slug, name: `Sản phẩm thử ${slug}` };
}

async function variationOf() {
  const [v] = await queryRows<{ id: number; productId: number; slug: string; values: Record<string, string> }>(
    database.db,
    sql`select v.id, v.product_id as "productId", p.slug,
               jsonb_object_agg('attribute_pa_' || a.slug, t.slug) as values
          from product_variations v join products p on p.id = v.product_id
          join variation_attributes va on va.variation_id = v.id
          join attributes a on a.id = va.attribute_id join attribute_terms t on t.id = va.term_id
         where v.status = 'publish' and v.stock_status = 'instock' and p.status = 'publish'
           and (not v.manage_stock or v.stock_quantity >= 3)
         group by v.id, p.slug order by v.id limit 1`,
  );
  return v!;
}

async function linesOf(s: Shopper) {
  const [row] = await queryRows<{ lines: Array<{ key: string; quantity: number }> | null }>(
    database.db,
    sql`select jsonb_agg(jsonb_build_object('key', ci.key, 'quantity', ci.quantity) order by ci.key) as lines
          from sessions se join carts c on c.session_id = se.id join cart_items ci on ci.cart_id = c.id
         where se.id = encode(sha256(convert_to(${s.cookies.get("cuahang_session") ?? ""}, 'UTF8')), 'hex')`,
  );
  return row?.lines ?? [];
}

describe("POST ?wc-ajax=add_to_cart", () => {
  it("adds the product and answers the fragments and cart hash, with WooCommerce's cookies", async () => {
    const p = await stockedProduct("them-vao-gio");
    const s = shopper();
    const answer = await s.wcAjax("add_to_cart", { product_id: String(p.id), quantity: "2", product_sku: "", success_message: "x" });
    expect(answer.status).toBe(200);
    const body = answer.json();
    expect(Object.keys(body).sort()).toEqual(["cart_hash", "fragments"]);
    expect(body.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    const fragments = fragmentsOf(answer);
    expect(Object.keys(fragments).sort()).toEqual([".cart-icon strong", MINI_CART, "span.cart-count-label", "span.cart-price"]);
    const key = cartItemKey(p.id, null, {});
    expect(fragments[MINI_CART]).toContain(`data-cart_item_key="${key}"`);
    expect(fragments[MINI_CART]).toContain(p.name);
    expect(fragments[MINI_CART]).toContain("300.000");
    expect(fragments[MINI_CART]).toMatch(/href="\/gio-hang\/\?remove_item=[0-9a-f]{32}&amp;_wpnonce=[0-9a-f]{10}"/);
    expect(fragments[COUNT]).toMatch(/^<strong[^>]*>2<\/strong>$/);
    expect(fragments["span.cart-count-label"]).toContain("Giỏ hàng, 2 sản phẩm");
    expect(s.cookies.get("woocommerce_items_in_cart")).toBe("1");
    expect(s.cookies.get("woocommerce_cart_hash")).toBe(body.cart_hash);
    expect(answer.setCookies.find((c) => c.startsWith("woocommerce_cart_hash="))).not.toMatch(/HttpOnly/);
    expect(await linesOf(s)).toEqual([{ key, quantity: 2 }]);
  });

  it("adds the same product to the same line, and the hash changes exactly when the cart does", async () => {
    const p = await stockedProduct("cung-dong");
    const s = shopper();
    const first = (await s.wcAjax("add_to_cart", { product_id: String(p.id) })).json().cart_hash;
    const refreshed = await s.wcAjax("get_refreshed_fragments", { time: String(Date.now()) });
    expect(refreshed.json().cart_hash).toBe(first);
    expect(refreshed.setCookies).toEqual([]); // the browser's cookies are already right
    const second = (await s.wcAjax("add_to_cart", { product_id: String(p.id), quantity: "3" })).json().cart_hash;
    expect(second).not.toBe(first);
    expect(await linesOf(s)).toEqual([{ key: cartItemKey(p.id, null, {}), quantity: 4 }]);
  });

  it("takes prices from the database, never from the request", async () => {
    const p = await stockedProduct("gia-that");
    const s = shopper();
    const answer = await s.wcAjax("add_to_cart", { product_id: String(p.id), price: "1", line_total: "1", regular_price: "1" });
    expect(fragmentsOf(answer)["span.cart-price"]).toContain("150.000");
  });

  it("adds a variation by its attributes, the same choice twice to one line", async () => {
    const v = await variationOf();
    const s = shopper();
    const first = await s.wcAjax("add_to_cart", { product_id: String(v.productId), variation_id: String(v.id), ...v.values });
    expect(first.json().cart_hash).toMatch(/^[0-9a-f]{32}$/);
    // Without variation_id the options alone find the same variation.
    const second = await s.wcAjax("add_to_cart", { product_id: String(v.productId), ...v.values });
    expect(second.json()).toHaveProperty("fragments");
    expect(await linesOf(s)).toEqual([{ key: cartItemKey(v.productId, v.id, v.values), quantity: 2 }]);
  });

  it("answers {error, product_url} for what cannot be added as asked, and leaves the cart as it was", async () => {
    const p = await stockedProduct("tu-choi", 3);
    const v = await variationOf();
    const [soldOut] = await queryRows<{ id: number; slug: string }>(database.db, sql`select id, slug from products where stock_status = 'outofstock' and status = 'publish' limit 1`);
    const s = shopper();
    await s.wcAjax("add_to_cart", { product_id: String(p.id), quantity: "1" });
    const before = await linesOf(s);
    const hash = s.cookies.get("woocommerce_cart_hash");
    const cases: Array<[Record<string, string>, string]> = [
      [{ product_id: String(v.productId) }, `${SITE}/san-pham/${v.slug}/`], // variable product, no options chosen
      [{ product_id: String(soldOut!.id) }, `${SITE}/san-pham/${soldOut!.slug}/`],
      [{ product_id: "99999999" }, `${SITE}/cua-hang/`],
      [{ product_id: String(p.id), quantity: "0" }, `${SITE}/san-pham/${p.slug}/`],
      [{ product_id: String(p.id), quantity: "-2" }, `${SITE}/san-pham/${p.slug}/`],
      [{ product_id: String(p.id), quantity: "hai" }, `${SITE}/san-pham/${p.slug}/`],
      [{ product_id: String(p.id), quantity: "1.5" }, `${SITE}/san-pham/${p.slug}/`],
      [{ product_id: String(p.id), quantity: "3" }, `${SITE}/san-pham/${p.slug}/`], // 1 in the cart + 3 > 3 in stock
    ];
    for (const [fields, productUrl] of cases) {
      const answer = await s.wcAjax("add_to_cart", fields);
      expect(answer.status, JSON.stringify(fields)).toBe(200);
      expect(answer.json(), JSON.stringify(fields)).toEqual({ error: true, product_url: productUrl });
    }
    expect(await linesOf(s)).toEqual(before);
    expect(s.cookies.get("woocommerce_cart_hash")).toBe(hash);
  });
});

describe("POST ?wc-ajax=remove_from_cart", () => {
  it("removes the line and answers fresh fragments; the last line gone clears the cookies", async () => {
    const a = await stockedProduct("xoa-a");
    const b = await stockedProduct("xoa-b");
    const s = shopper();
    await s.wcAjax("add_to_cart", { product_id: String(a.id) });
    const withBoth = (await s.wcAjax("add_to_cart", { product_id: String(b.id) })).json().cart_hash;
    const removed = await s.wcAjax("remove_from_cart", { cart_item_key: cartItemKey(a.id, null, {}) });
    expect(removed.json().cart_hash).not.toBe(withBoth);
    expect(fragmentsOf(removed)[MINI_CART]).not.toContain(a.name);
    expect(fragmentsOf(removed)[MINI_CART]).toContain(b.name);
    const empty = await s.wcAjax("remove_from_cart", { cart_item_key: cartItemKey(b.id, null, {}) });
    expect(empty.json().cart_hash).toBe("");
    expect(fragmentsOf(empty)[MINI_CART]).toContain("woocommerce-mini-cart__empty-message");
    expect(empty.setCookies.filter((c) => /Max-Age=0/.test(c)).map((c) => c.split("=")[0]).sort()).toEqual(["woocommerce_cart_hash", "woocommerce_items_in_cart"]);
    expect(s.cookies.has("woocommerce_items_in_cart")).toBe(false);
  });

  it("answers a stale, foreign or malformed key without fragments, and changes nothing", async () => {
    const p = await stockedProduct("khoa-la");
    const owner = shopper();
    await owner.wcAjax("add_to_cart", { product_id: String(p.id) });
    const other = shopper();
    await other.wcAjax("add_to_cart", { product_id: String(p.id) });
    const key = cartItemKey(p.id, null, {});
    await owner.wcAjax("remove_from_cart", { cart_item_key: key });
    for (const [who, fields] of [
      [owner, { cart_item_key: key }], // already removed
      [owner, { cart_item_key: "0".repeat(32) }],
      [owner, { cart_item_key: "'; drop table carts; --" }],
      [owner, {}],
      [shopper(), { cart_item_key: key }], // no session at all
    ] as const) {
      const answer = await who.wcAjax("remove_from_cart", fields);
      expect(answer.status).toBe(200);
      expect(answer.json()).toEqual({ success: false });
    }
    expect(await linesOf(other)).toEqual([{ key, quantity: 1 }]);
  });
});

describe("POST ?wc-ajax=get_refreshed_fragments", () => {
  it("answers a visitor without a cart with the empty cart, and starts no session", async () => {
    const sessionsBefore = await count(sessions);
    const answer = await shopper().wcAjax("get_refreshed_fragments", { time: "1764115200000" });
    expect(answer.status).toBe(200);
    expect(answer.json().cart_hash).toBe("");
    expect(fragmentsOf(answer)[MINI_CART]).toContain("Chưa có sản phẩm trong giỏ hàng.");
    expect(fragmentsOf(answer)[COUNT]).toMatch(/>0<\/strong>$/);
    expect(answer.setCookies).toEqual([]);
    expect(await count(sessions)).toBe(sessionsBefore);
  });

  it("clears cart cookies left from a cart that is gone", async () => {
    const s = shopper();
    s.cookies.set("woocommerce_items_in_cart", "1");
    s.cookies.set("woocommerce_cart_hash", "f".repeat(32));
    await s.wcAjax("get_refreshed_fragments", { time: "1" });
    expect(s.cookies.size).toBe(0);
  });

  it("answers the same fragments as the add that made the cart", async () => {
    const p = await stockedProduct("lam-moi");
    const s = shopper();
    const added = await s.wcAjax("add_to_cart", { product_id: String(p.id) });
    const refreshed = await s.wcAjax("get_refreshed_fragments", { time: "1" });
    expect(refreshed.json()).toEqual(added.json());
  });
});

describe("POST admin-ajax.php action=flatsome_ajax_cart_item_alter_quantity", () => {
  it("sets the line's quantity, and 0 removes it", async () => {
    const p = await stockedProduct("doi-so-luong");
    const s = shopper();
    const hash = (await s.wcAjax("add_to_cart", { product_id: String(p.id) })).json().cart_hash;
    const key = cartItemKey(p.id, null, {});
    const changed = await s.adminAjax({ action: "flatsome_ajax_cart_item_alter_quantity", quantity: "5", cart_item_key: key });
    expect(changed.status).toBe(200);
    expect(changed.json()).toEqual({ success: true, data: { cart_hash: s.cookies.get("woocommerce_cart_hash") } });
    expect(s.cookies.get("woocommerce_cart_hash")).not.toBe(hash);
    expect(await linesOf(s)).toEqual([{ key, quantity: 5 }]);
    await s.adminAjax({ action: "flatsome_ajax_cart_item_alter_quantity", quantity: "0", cart_item_key: key });
    expect(await linesOf(s)).toEqual([]);
    expect(s.cookies.has("woocommerce_cart_hash")).toBe(false);
  });

  it("refuses what cannot be, with a Vietnamese reason, and leaves the line as it was", async () => {
    const p = await stockedProduct("so-luong-sai", 4);
    const s = shopper();
    await s.wcAjax("add_to_cart", { product_id: String(p.id), quantity: "2" });
    const key = cartItemKey(p.id, null, {});
    const stranger = shopper();
    for (const [who, fields, reason] of [
      [s, { quantity: "5", cart_item_key: key }, "chỉ còn 4 sản phẩm"],
      [s, { quantity: "-1", cart_item_key: key }, "số nguyên"],
      [s, { quantity: "hai", cart_item_key: key }, "số nguyên"],
      [s, { quantity: "", cart_item_key: key }, "số nguyên"],
      [s, { quantity: "2", cart_item_key: "0".repeat(32) }, "không còn trong giỏ hàng"],
      [s, { quantity: "2" }, "không còn trong giỏ hàng"],
      [stranger, { quantity: "1", cart_item_key: key }, "không còn trong giỏ hàng"],
    ] as const) {
      const answer = await who.adminAjax({ action: "flatsome_ajax_cart_item_alter_quantity", ...fields });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      const body = answer.json() as { success: boolean; data: { message: string } };
      expect(body.success).toBe(false);
      expect(body.data.message).toContain(reason);
    }
    expect(await linesOf(s)).toEqual([{ key, quantity: 2 }]);
  });
});

describe("concurrency", () => {
  it("50 parallel adds to one session's cart leave exactly 50", async () => {
    const p = await stockedProduct("song-song", 1000);
    const s = shopper();
    await s.wcAjax("add_to_cart", { product_id: String(p.id) });
    const answers = await Promise.all(Array.from({ length: 49 }, () => s.wcAjax("add_to_cart", { product_id: String(p.id) })));
    expect(answers.every((a) => a.status === 200 && "fragments" in a.json())).toBe(true);
    expect(await linesOf(s)).toEqual([{ key: cartItemKey(p.id, null, {}), quantity: 50 }]);
  });

  it("parallel adds beyond the stock: exactly the stock is in the cart, the rest refused", async () => {
    const p = await stockedProduct("het-dan", 20);
    const s = shopper();
    await s.wcAjax("add_to_cart", { product_id: String(p.id) });
    const answers = await Promise.all(Array.from({ length: 30 }, () => s.wcAjax("add_to_cart", { product_id: String(p.id) })));
    expect(answers.filter((a) => "fragments" in a.json())).toHaveLength(19);
    expect(answers.filter((a) => a.json().error === true)).toHaveLength(11);
    expect(await linesOf(s)).toEqual([{ key: cartItemKey(p.id, null, {}), quantity: 20 }]);
    const [row] = await database.db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, p.id));
    expect(row!.stock).toBe(20); // a cart holds stock, it does not take it
  });
});
