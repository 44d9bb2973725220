import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { options, sessions } from "../../../db/schema";
import { type Database, queryRows } from "../../../app/platform/.server/db";
import { cartItemKey } from "../../support/cart-item-key";
import { testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { type PageAnswer, Shopper } from "./shopper";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const shopper = (db = database.db) => new Shopper(testServices(db));
const sessionCount = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(sessions))[0]!.n;

/** A published simple product made for these tests: 10 in stock, 150 000 đ. */
async function stockedProduct(slug: string, db = database.db) {
  const name = `Sản phẩm thử ${slug}`;
  const [p] = await queryRows<{ id: number }>(
    db,
    sql`insert into products (slug, name, type, status, regular_price, manage_stock, stock_quantity, stock_status)
        values (${slug}, ${name}, 'simple', 'publish', 150000, true, 10, 'instock') returning id`,
  );
  return { id: p!.id, slug, name };
}

/**
 * A variation in stock whose id is no product's, with its product's name and its options in the
 * product's attributes' order (the order of the line's key).
 */
async function variation() {
  const [v] = await queryRows<{ id: number; productId: number; name: string; values: Record<string, string> }>(
    database.db,
    sql`select v.id, v.product_id as "productId", p.name,
               json_object_agg('attribute_pa_' || a.slug, t.slug order by pa.position, a.id) as values
          from product_variations v join products p on p.id = v.product_id
          join variation_attributes va on va.variation_id = v.id
          join attributes a on a.id = va.attribute_id join attribute_terms t on t.id = va.term_id
          join product_attributes pa on pa.product_id = v.product_id and pa.attribute_id = a.id
         where v.status = 'publish' and v.stock_status = 'instock' and p.status = 'publish'
           and (not v.manage_stock or v.stock_quantity >= 3)
           and not exists (select 1 from products x where x.id = v.id)
         group by v.id, p.name order by v.id limit 1`,
  );
  return v!;
}

/** The rows of the shopper's cart as stored. */
async function storedLines(s: Shopper, db = database.db) {
  return queryRows<{ key: string; productId: number; variationId: number | null; attributes: Record<string, string>; quantity: number }>(
    db,
    sql`select ci.key, ci.product_id as "productId", ci.variation_id as "variationId", ci.attributes, ci.quantity
          from sessions se join carts c on c.session_id = se.id join cart_items ci on ci.cart_id = c.id
         where se.id = encode(sha256(convert_to(${s.cookies.get("cuahang_session") ?? ""}, 'UTF8')), 'hex')
         order by ci.key`,
  );
}

/** The redirect a link answers, checked to be one no cache keeps. */
function redirectOf(answer: PageAnswer): string {
  expect(answer.redirect, "a redirect").toBeDefined();
  expect(answer.redirect!.status).toBe(302);
  expect(answer.redirect!.headers.get("cache-control")).toBe("no-store");
  return answer.redirect!.headers.get("location")!;
}

const added = (name: string, quantity: number) => ({
  kind: "success",
  text: quantity > 1 ? `${quantity} × “${name}” đã được thêm vào giỏ hàng.` : `“${name}” đã được thêm vào giỏ hàng.`,
  link: { href: "/gio-hang/", label: "Xem giỏ hàng" },
});
const NOT_FOUND = { kind: "error", text: "Sản phẩm này không tồn tại hoặc đã ngừng bán." };

describe("WooCommerce's add-to-cart links", () => {
  it("add on a product page, send the shopper to it without the link's parameters, and the page says so once", async () => {
    const p = await stockedProduct("lien-ket-them");
    const s = shopper();
    const answer = await s.page(`/san-pham/${p.slug}/?add-to-cart=${p.id}&quantity=3`);
    expect(redirectOf(answer)).toBe(`/san-pham/${p.slug}/`);
    expect(await storedLines(s)).toEqual([{ key: cartItemKey(p.id, null, {}), productId: p.id, variationId: null, attributes: {}, quantity: 3 }]);
    // The cart cookies as every cart write sets them, with the answer itself.
    expect([...s.cookies.keys()].sort()).toEqual(["cuahang_session", "woocommerce_cart_hash", "woocommerce_items_in_cart"]);
    expect(s.cookies.get("woocommerce_items_in_cart")).toBe("1");
    const hash = (await s.wcAjax("get_refreshed_fragments", { time: "1" })).json().cart_hash;
    expect(s.cookies.get("woocommerce_cart_hash")).toBe(hash);

    const next = await s.page(`/san-pham/${p.slug}/`);
    expect(next.frame!.notices).toEqual([added(p.name, 3)]);
    expect(next.frame!.cart.fragments![".cart-icon strong"]).toMatch(/>3<\/strong>$/);
    // A reload of the page it was sent to adds nothing and says nothing again.
    const reload = await s.page(`/san-pham/${p.slug}/`);
    expect(reload.frame!.notices).toEqual([]);
    expect((await storedLines(s))[0]!.quantity).toBe(3);
  });

  it("work on the home page and any other, keeping the address's other parameters", async () => {
    const p = await stockedProduct("lien-ket-trang-chu");
    const s = shopper();
    expect(redirectOf(await s.page(`/?add-to-cart=${p.id}`))).toBe("/");
    expect(redirectOf(await s.page(`/cua-hang/?utm_source=zalo&add-to-cart=${p.id}&quantity=2&utm_medium=social`))).toBe("/cua-hang/?utm_source=zalo&utm_medium=social");
    expect(redirectOf(await s.page(`/khong-co-trang-nay/?add-to-cart=${p.id}`))).toBe("/khong-co-trang-nay/");
    // A client-side navigation's data request (`/cua-hang.data?…`) reaches the loader without the final slash.
    expect(redirectOf(await s.page(`/cua-hang?add-to-cart=${p.id}`))).toBe("/cua-hang/");
    expect(await storedLines(s)).toEqual([{ key: cartItemKey(p.id, null, {}), productId: p.id, variationId: null, attributes: {}, quantity: 5 }]);
    expect((await s.page("/")).frame!.notices).toEqual([added(p.name, 1), added(p.name, 2), added(p.name, 1), added(p.name, 1)]);
  });

  it("add a variation by its product, variation_id and options, or by its own id", async () => {
    const v = await variation();
    const options = new URLSearchParams(v.values).toString();
    const byOptions = shopper();
    expect(redirectOf(await byOptions.page(`/?add-to-cart=${v.productId}&variation_id=${v.id}&${options}&quantity=2`))).toBe("/");
    const byId = shopper();
    expect(redirectOf(await byId.page(`/?add-to-cart=${v.id}&quantity=2`))).toBe("/");
    const line = { key: cartItemKey(v.productId, v.id, v.values), productId: v.productId, variationId: v.id, attributes: v.values, quantity: 2 };
    expect(await storedLines(byOptions)).toEqual([line]);
    expect(await storedLines(byId)).toEqual([line]);
    expect((await byId.page("/")).frame!.notices).toEqual([added(v.name, 2)]);
  });

  it("refuse a bad or unknown id, an absurd variation_id or quantity, with the reason on the page and nothing added", async () => {
    const p = await stockedProduct("lien-ket-sai");
    const v = await variation();
    const badQuantity = { kind: "error", text: "Số lượng phải là một số nguyên từ 0 đến 9999." };
    const cases: Array<[string, object]> = [
      ["add-to-cart=", NOT_FOUND],
      ["add-to-cart=abc", NOT_FOUND],
      ["add-to-cart=-3", NOT_FOUND],
      ["add-to-cart=1.5", NOT_FOUND],
      ["add-to-cart=0", NOT_FOUND],
      ["add-to-cart=2147483648", NOT_FOUND],
      ["add-to-cart=99999999", NOT_FOUND],
      [`add-to-cart=${p.id}&variation_id=2147483648`, NOT_FOUND],
      [`add-to-cart=${p.id}&quantity=2147483648`, badQuantity],
      [`add-to-cart=${p.id}&quantity=hai`, badQuantity],
      [`add-to-cart=${v.productId}`, { kind: "error", text: `Vui lòng chọn đầy đủ các tùy chọn của “${v.name}” trước khi thêm vào giỏ hàng.` }],
    ];
    for (const [query, notice] of cases) {
      const s = shopper();
      expect(redirectOf(await s.page(`/cua-hang/?${query}&orderby=price`)), query).toBe("/cua-hang/?orderby=price");
      expect([...s.cookies.keys()], query).toEqual(["cuahang_session"]);
      expect(await storedLines(s), query).toEqual([]);
      expect((await s.page("/cua-hang/?orderby=price")).frame!.notices, query).toEqual([notice]);
    }
  });

  it("never send the shopper to another site", async () => {
    const p = await stockedProduct("lien-ket-ngoai");
    expect(redirectOf(await shopper().page(`//evil.example/?add-to-cart=${p.id}`))).toBe("/evil.example/");
  });

  it("add nothing on HEAD, which gets the page as it is", async () => {
    const p = await stockedProduct("lien-ket-head");
    const before = await sessionCount();
    const s = shopper();
    const answer = await s.page(`/?add-to-cart=${p.id}`, "HEAD");
    expect(answer.redirect).toBeUndefined();
    expect(answer.frame!.notices).toEqual([]);
    expect(answer.setCookies).toEqual([]);
    expect(await sessionCount()).toBe(before);
  });

  it("go to the cart after an add when the shop says so (cart_redirect_after_add), and stay after a refusal", async () => {
    const shop = await cloneSeededDatabase();
    try {
      await shop.db.update(options).set({ value: { reviews_auto_approve: false, cart_redirect_after_add: "yes", order_attribution_enabled: true } }).where(eq(options.name, "woocommerce_settings"));
      const p = await stockedProduct("lien-ket-gio-hang", shop.db);
      const s = shopper(shop.db);
      expect(redirectOf(await s.page(`/san-pham/${p.slug}/?add-to-cart=${p.id}`))).toBe("/gio-hang/");
      expect(redirectOf(await s.page(`/san-pham/${p.slug}/?add-to-cart=99999999`))).toBe(`/san-pham/${p.slug}/`);
      expect(await storedLines(s, shop.db)).toEqual([{ key: cartItemKey(p.id, null, {}), productId: p.id, variationId: null, attributes: {}, quantity: 1 }]);
      // On the cart page the notice needs no link to it.
      expect((await s.page("/gio-hang/")).frame!.notices).toEqual([{ kind: "success", text: `“${p.name}” đã được thêm vào giỏ hàng.` }, NOT_FOUND]);
    } finally {
      await shop.close();
    }
  });
});
