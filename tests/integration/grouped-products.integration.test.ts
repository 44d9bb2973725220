import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../../app/platform/.server/db";
import * as cartRoute from "../../app/routes/cart";
import * as productRoute from "../../app/routes/product";
import * as layoutRoute from "../../app/routes/site-layout";
import { getProductPage, listProducts } from "../../app/features/catalog/.server/products";
import { suggestProducts } from "../../app/features/search/.server/search";
import { formatDong } from "../../app/lib/money";
import { requestContext, testServices } from "../support/context";
import { cloneSeededDatabase } from "../support/db";
import { restCallers } from "./back-office/rest-callers";
import { SITE, Shopper } from "./wordpress/shopper";

/*
 * Grouped products (WooCommerce's `grouped` type, decision 037): the price range kept from the
 * group's products, its page's form posted as WooCommerce's `grouped_form` adding every product
 * given a quantity in one transaction (all or none), and its `wc/v3` shape.
 */

let database: Database;
const services = () => testServices(database.db);
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

type Child = { id: number; name: string };

async function simple(slug: string, name: string, price: number, stock: number | null, sale: number | null = null): Promise<Child> {
  const [p] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into products (slug, name, type, status, regular_price, sale_price, manage_stock, stock_quantity, stock_status)
        values (${slug}, ${name}, 'simple', 'publish', ${price}, ${sale}, ${stock !== null}, ${stock}, ${stock === 0 ? "outofstock" : "instock"}) returning id`,
  );
  return { id: p!.id, name };
}

async function group(slug: string, name: string, children: Child[]): Promise<{ id: number; slug: string }> {
  const [g] = await queryRows<{ id: number }>(database.db, sql`insert into products (slug, name, type, status) values (${slug}, ${name}, 'grouped', 'publish') returning id`);
  for (const [position, child] of children.entries()) {
    await database.db.execute(sql`insert into product_children (parent_id, child_id, position) values (${g!.id}, ${child.id}, ${position})`);
  }
  return { id: g!.id, slug };
}

async function lookup(id: number) {
  const [row] = await queryRows<{ min: number | null; max: number | null; onSale: boolean }>(
    database.db,
    sql`select min_price::float8 as min, max_price::float8 as max, on_sale as "onSale" from products where id = ${id}`,
  );
  return row!;
}

/** The product page's form posted without scripts: where it sends the browser, cookies kept. */
async function postProductForm(s: Shopper, slug: string, fields: Array<[string, string]>): Promise<string> {
  const request = new Request(`${SITE}/san-pham/${slug}/`, {
    method: "POST",
    headers: { ...s.headers(), "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const context = requestContext(services(), request);
  const answer = (await productRoute.action({ request, context, params: { slug } } as never)) as Response;
  s.keep(context.setCookies);
  expect(answer.status).toBe(303);
  return answer.headers.get("location")!;
}

/** The cart page as the browser then gets it: its lines and the notices shown. */
async function openCart(s: Shopper) {
  const request = new Request(`${SITE}/gio-hang/`, { headers: s.headers() });
  const context = requestContext(services(), request);
  const page = await cartRoute.loader({ request, context, params: {} } as never);
  const layout = await layoutRoute.loader({ request, context, params: {} } as never);
  s.keep(context.setCookies);
  return { lines: page.cart.lines.map((l) => [l.productId, l.quantity]), notices: layout.notices.map((n) => [n.kind, n.text]) };
}

describe("a grouped product's price range", () => {
  it("is its published products' lowest and highest price, following their changes", async () => {
    const a = await simple("nhom-gia-a", "Cốc sứ", 45000, null);
    const b = await simple("nhom-gia-b", "Đĩa sứ", 20000, null, 18000);
    const g = await group("bo-gia-thu", "Bộ sưu tập sứ", [a, b]);
    expect(await lookup(g.id)).toEqual({ min: 18000, max: 45000, onSale: true });
    await database.db.execute(sql`update products set regular_price = 60000 where id = ${a.id}`);
    expect(await lookup(g.id)).toEqual({ min: 18000, max: 60000, onSale: true });
    await database.db.execute(sql`update products set status = 'draft' where id = ${b.id}`);
    expect(await lookup(g.id)).toEqual({ min: 60000, max: 60000, onSale: false });
    await database.db.execute(sql`delete from product_children where parent_id = ${g.id}`);
    expect(await lookup(g.id)).toEqual({ min: null, max: null, onSale: false });
  });

  it("refuses a price of its own", async () => {
    const g = await group("bo-co-gia", "Bộ có giá", []);
    await expect(database.db.execute(sql`update products set regular_price = 1000 where id = ${g.id}`)).rejects.toMatchObject({ cause: { constraint: "products_grouped_has_no_price" } });
  });

  it("shows on its page with its products in order, and on the listing's card", async () => {
    const a = await simple("trang-nhom-a", "Áo thun nhóm", 150000, 4);
    const b = await simple("trang-nhom-b", "Mũ nhóm", 90000, 0);
    const g = await group("bo-trang-thu", "Bộ sưu tập trang", [b, a]);
    const page = await getProductPage(database.db, g.slug);
    expect(page?.product.type).toBe("grouped");
    expect(page?.product.price).toEqual({ kind: "range", min: 90000, max: 150000 });
    expect(page?.product.children.map((c) => [c.name, c.stockStatus, c.stockQuantity])).toEqual([
      ["Mũ nhóm", "outofstock", 0],
      ["Áo thun nhóm", "instock", 4],
    ]);
    const listed = await listProducts(database.db, { sort: "menu_order", page: 1, perPage: 10, filter: { nameContains: "Bộ sưu tập trang" } });
    expect(listed.items.map((c) => [c.type, c.price])).toEqual([["grouped", { kind: "range", min: 90000, max: 150000 }]]);
    // The live search shows its range as a variable product's.
    expect((await suggestProducts(database.db, { query: "Bộ sưu tập trang" })).map((s) => [s.value, s.price])).toEqual([["Bộ sưu tập trang", `${formatDong(90000)} – ${formatDong(150000)}`]]);
  });
});

describe("the grouped form posted without scripts", () => {
  let a: Child;
  let b: Child;
  let c: Child;
  let g: { id: number; slug: string };
  beforeAll(async () => {
    a = await simple("gio-nhom-a", "Ấm trà", 250000, 5);
    b = await simple("gio-nhom-b", "Chén trà", 30000, 2);
    c = await simple("gio-nhom-c", "Khay gỗ", 120000, 0);
    g = await group("bo-am-chen", "Bộ sưu tập trà", [a, b, c]);
  });

  it("adds each product given a quantity in one go, saying which", async () => {
    const s = new Shopper(services());
    const to = await postProductForm(s, g.slug, [["quantity[" + a.id + "]", "2"], ["quantity[" + b.id + "]", "1"], ["add-to-cart", String(g.id)]]);
    expect(to).toBe(`/san-pham/${g.slug}/`);
    const cart = await openCart(s);
    // Added in one statement's time, the lines are in the cart's order of keys.
    expect({ ...cart, lines: cart.lines.sort((x, y) => x[0]! - y[0]!) }).toEqual({
      lines: [[a.id, 2], [b.id, 1]],
      notices: [["success", "2 × “Ấm trà” và “Chén trà” đã được thêm vào giỏ hàng."]],
    });
  });

  it("adds none when one of them cannot be, and says why", async () => {
    const s = new Shopper(services());
    await postProductForm(s, g.slug, [[`quantity[${a.id}]`, "1"], ["add-to-cart", String(g.id)]]);
    await openCart(s); // the first notice read
    const stored = async () => (await queryRows<{ lines: string }>(database.db, sql`select coalesce(string_agg(product_id || '×' || quantity, ' ' order by product_id, quantity), '') as lines from cart_items`))[0]!.lines;
    const before = await stored();
    // Two more of the first would do; three of the second (two in stock) would not: neither is added.
    await postProductForm(s, g.slug, [[`quantity[${a.id}]`, "2"], [`quantity[${b.id}]`, "3"], ["add-to-cart", String(g.id)]]);
    expect(await stored()).toBe(before);
    const after = await openCart(s);
    expect(after.lines).toEqual([[a.id, 1]]);
    expect(after.notices).toEqual([["error", expect.stringContaining("Chén trà")]]);
  });

  it("refuses a sold-out product's quantity without adding the others", async () => {
    const s = new Shopper(services());
    await postProductForm(s, g.slug, [[`quantity[${a.id}]`, "1"], [`quantity[${c.id}]`, "1"], ["add-to-cart", String(g.id)]]);
    const after = await openCart(s);
    expect(after.lines).toEqual([]);
    expect(after.notices).toEqual([["error", expect.stringContaining("Khay gỗ")]]);
  });

  it("asks for a quantity when every one is 0, as WooCommerce does", async () => {
    const s = new Shopper(services());
    await postProductForm(s, g.slug, [[`quantity[${a.id}]`, "0"], [`quantity[${b.id}]`, ""], ["add-to-cart", String(g.id)]]);
    expect(await openCart(s)).toEqual({ lines: [], notices: [["error", "Vui lòng chọn số lượng sản phẩm bạn muốn thêm vào giỏ hàng…"]] });
  });

  it("takes only the group's own products, and never the group itself", async () => {
    const other = await simple("khong-trong-nhom", "Không thuộc bộ", 10000, null);
    const s = new Shopper(services());
    await postProductForm(s, g.slug, [[`quantity[${other.id}]`, "1"], ["add-to-cart", String(g.id)]]);
    expect(await openCart(s)).toEqual({ lines: [], notices: [["error", "Vui lòng chọn một sản phẩm để thêm vào giỏ hàng…"]] });
    await postProductForm(s, g.slug, [["add-to-cart", String(g.id)], ["quantity", "1"]]);
    expect(await openCart(s)).toEqual({ lines: [], notices: [["error", "Vui lòng chọn một sản phẩm để thêm vào giỏ hàng…"]] });
  });
});

describe("wc/v3 products", () => {
  const { callerFor, rest } = restCallers(() => database.db, services);

  it("makes a grouped product with its products, answers WooCommerce's shape, and filters by type", async () => {
    const a = await simple("rest-nhom-a", "Sổ tay", 35000, null);
    const b = await simple("rest-nhom-b", "Bút mực", 12000, null);
    const staff = await callerFor("quanly");
    const made = await rest(staff, "POST", "wc/v3/products", { name: "Bộ sưu tập văn phòng phẩm", type: "grouped", grouped_products: [b.id, a.id] });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({
      type: "grouped",
      grouped_products: [b.id, a.id],
      price: "12000",
      regular_price: "",
      sale_price: "",
      purchasable: false,
      price_html: expect.stringMatching(/12\.000.*&ndash;.*35\.000/),
    });
    const listed = await rest(staff, "GET", "wc/v3/products?type=grouped&per_page=100");
    expect(listed.json.map((p: { id: number }) => p.id)).toContain(made.json.id);
    expect(listed.json.every((p: { type: string }) => p.type === "grouped")).toBe(true);

    const changed = await rest(staff, "PUT", `wc/v3/products/${made.json.id}`, { grouped_products: [a.id] });
    expect(changed.json).toMatchObject({ grouped_products: [a.id], price: "35000" });
    const refused = await rest(staff, "PUT", `wc/v3/products/${made.json.id}`, { grouped_products: [a.id, made.json.id] });
    expect(refused).toMatchObject({ status: 400, json: { code: "rest_invalid_param", data: { params: { grouped_products: expect.stringContaining(`#${made.json.id}`) } } } });
    expect((await rest(staff, "GET", `wc/v3/products/${made.json.id}`)).json.grouped_products).toEqual([a.id]);
  });
});
