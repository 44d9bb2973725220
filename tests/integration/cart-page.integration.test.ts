import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartItemKey } from "../support/cart-item-key";
import { type Database, queryRows } from "../../app/platform/.server/db";
import * as cartRoute from "../../app/routes/cart";
import * as layoutRoute from "../../app/routes/site-layout";
import { requestContext, testServices } from "../support/context";
import { cloneSeededDatabase } from "../support/db";
import { SITE, Shopper } from "./wordpress/shopper";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const services = () => testServices(database.db);

async function product(slug: string, stock: number) {
  const [p] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into products (slug, name, type, status, regular_price, manage_stock, stock_quantity, stock_status)
        values (${slug}, ${`Áo thử ${slug}`}, 'simple', 'publish', 99000, true, ${stock}, 'instock') returning id`,
  );
  return { id: p!.id, name: `Áo thử ${slug}`, key: cartItemKey(p!.id, null, {}) };
}

/** The cart page's form posted without scripts: the redirect's location, cookies kept. */
async function postCart(s: Shopper, fields: Record<string, string>, referer?: string): Promise<string> {
  const request = new Request(`${SITE}/gio-hang/`, {
    method: "POST",
    headers: { ...s.headers(), "Content-Type": "application/x-www-form-urlencoded", ...(referer ? { Referer: referer } : {}) },
    body: new URLSearchParams(fields),
  });
  const context = requestContext(services(), request);
  const answer = (await cartRoute.action({ request, context, params: {} } as never)) as Response;
  s.keep(context.setCookies);
  expect(answer.status).toBe(303);
  return answer.headers.get("location")!;
}

/** The cart page as a browser gets it: the layout (notices, header) and the page's data. */
async function openCart(s: Shopper, search = "") {
  const request = new Request(`${SITE}/gio-hang/${search}`, { headers: s.headers() });
  const context = requestContext(services(), request);
  try {
    const page = await cartRoute.loader({ request, context, params: {} } as never);
    const layout = await layoutRoute.loader({ request, context, params: {} } as never);
    s.keep(context.setCookies);
    return { page, layout, redirect: null };
  } catch (thrown) {
    s.keep(context.setCookies);
    if (thrown instanceof Response) return { page: null, layout: null, redirect: thrown.headers.get("location") };
    throw thrown;
  }
}

describe("the cart page without scripts", () => {
  it("adds from a listing card, back to the listing with a notice and the header count", async () => {
    const p = await product("the-san-pham", 5);
    const s = new Shopper(services());
    expect(await postCart(s, { "add-to-cart": String(p.id) }, `${SITE}/cua-hang/?orderby=price`)).toBe("/cua-hang/?orderby=price");
    expect(s.cookies.get("woocommerce_items_in_cart")).toBe("1");
    const { layout, page } = await openCart(s);
    expect(layout!.notices).toEqual([expect.objectContaining({ kind: "success", text: `“${p.name}” đã được thêm vào giỏ hàng.` })]);
    expect(layout!.cart.fragments![".cart-icon strong"]).toContain(">1</strong>");
    expect(page!.cart.lines.map((l) => [l.key, l.quantity, l.lineTotal])).toEqual([[p.key, 1, 99000]]);
  });

  it("goes back to the cart page when the form came from another site", async () => {
    const p = await product("tu-noi-khac", 5);
    expect(await postCart(new Shopper(services()), { "add-to-cart": String(p.id) }, "https://evil.example/cua-hang/")).toBe("/gio-hang/");
  });

  it("goes back only to a path of this site, never to one a browser reads as another host", async () => {
    const p = await product("duong-dan-la", 5);
    // `//evil.example/x` and `/\evil.example` in a Location header lead to evil.example.
    for (const referer of [`${SITE}//evil.example/x`, `${SITE}/\\evil.example`, `${SITE}///evil.example/`]) {
      const location = await postCart(new Shopper(services()), { "add-to-cart": String(p.id) }, referer);
      expect({ referer, location }).toEqual({ referer, location: "/gio-hang/" });
    }
  });

  it("updates quantities with the cart nonce, reports what cannot be, and removes with a button", async () => {
    const a = await product("cap-nhat-a", 3);
    const b = await product("cap-nhat-b", 9);
    const s = new Shopper(services());
    await postCart(s, { "add-to-cart": String(a.id) });
    await postCart(s, { "add-to-cart": String(b.id) });
    const { page } = await openCart(s);
    const nonce = page!.nonce;
    expect(nonce).toMatch(/^[0-9a-f]{10}$/);

    await postCart(s, { _wpnonce: nonce, [`cart[${a.key}][qty]`]: "9", [`cart[${b.key}][qty]`]: "4", update_cart: "1" });
    let opened = await openCart(s);
    expect(opened.page!.cart.lines.map((l) => [l.key, l.quantity])).toEqual([[a.key, 1], [b.key, 4]]);
    expect(opened.layout!.notices.map((n) => n.kind)).toEqual(["error", "success"]);
    expect(opened.layout!.notices[0]!.text).toContain("chỉ còn 3 sản phẩm");

    await postCart(s, { _wpnonce: nonce, remove_item: a.key, [`cart[${b.key}][qty]`]: "4" });
    opened = await openCart(s);
    expect(opened.page!.cart.lines.map((l) => l.key)).toEqual([b.key]);
    expect(opened.layout!.notices[0]!.text).toBe(`Đã xóa “${a.name}” khỏi giỏ hàng.`);

    // A quantity of 0 removes the line; the empty cart clears the cart cookies.
    await postCart(s, { _wpnonce: nonce, [`cart[${b.key}][qty]`]: "0" });
    opened = await openCart(s);
    expect(opened.page!.cart.lines).toEqual([]);
    expect(s.cookies.has("woocommerce_items_in_cart")).toBe(false);
  });

  it("changes nothing without a valid nonce", async () => {
    const p = await product("khong-nonce", 5);
    const s = new Shopper(services());
    await postCart(s, { "add-to-cart": String(p.id) });
    await postCart(s, { _wpnonce: "0123456789", [`cart[${p.key}][qty]`]: "3" });
    await postCart(s, { remove_item: p.key });
    const { page, layout } = await openCart(s);
    expect(page!.cart.lines.map((l) => l.quantity)).toEqual([1]);
    const errors = layout!.notices.filter((n) => n.kind === "error").map((n) => n.text);
    expect(errors).toEqual(["Liên kết này đã hết hạn. Vui lòng thử lại.", "Liên kết này đã hết hạn. Vui lòng thử lại."]);
  });

  it("follows a remove link (the mini cart's fallback) and comes back to a clean cart address", async () => {
    const p = await product("lien-ket-xoa", 5);
    const s = new Shopper(services());
    await postCart(s, { "add-to-cart": String(p.id) });
    const nonce = (await openCart(s)).page!.nonce;
    expect((await openCart(s, `?remove_item=${p.key}&_wpnonce=${nonce}`)).redirect).toBe("/gio-hang/");
    const { page, layout } = await openCart(s);
    expect(page!.cart.lines).toEqual([]);
    expect(layout!.notices[0]!.text).toBe(`Đã xóa “${p.name}” khỏi giỏ hàng.`);
  });
});
