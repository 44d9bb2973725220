import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../../app/platform/.server/db";
import type { Session } from "../../app/platform/.server/session";
import { afterCatalogWrite } from "../../app/platform/.server/versioned-cache";
import { addToCart, cartOwnerOf } from "../../app/features/cart/.server/cart";
import { forgetCart, readCart } from "../../app/features/cart/.server/read-cart";
import type { AddToCartResult } from "../../app/features/cart/types";
import { getProductPage } from "../../app/features/catalog/.server/products";
import { MAX_QUANTITY, quantityBounds } from "../../app/features/catalog/components/product-form/variations";
import { type PurchaseTerms, type Stock, purchasableQuantity, stockOf } from "../../app/features/catalog/purchasable-quantity";
import type { Backorders, StockStatus } from "../../app/features/catalog/types";
import { placeOrder } from "../../app/features/checkout/.server/place-order";
import { CHECKOUT_SETTING_DEFAULTS } from "../../app/features/site/options";
import { cartItemKey } from "../support/cart-item-key";
import { requestContext, testServices } from "../support/context";
import { cloneSeededDatabase } from "../support/db";

/**
 * One table of every combination of the stock rule's inputs (decision 019), run through the
 * database's `purchasable_quantity` and its browser mirror, and through what applies it: the add
 * to cart, the cart's shown maximum, the product form's quantity field and the order. They must
 * all say the same, on PGlite and PostgreSQL alike.
 */

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const STATUSES: StockStatus[] = ["instock", "outofstock", "onbackorder"];
/** Stock nobody counts, and a counted stock above, at and below zero. */
const STOCKS: Array<Pick<Stock, "manageStock" | "stockQuantity">> = [
  { manageStock: false, stockQuantity: null },
  { manageStock: true, stockQuantity: 1 },
  { manageStock: true, stockQuantity: 0 },
  { manageStock: true, stockQuantity: -2 },
];
const BACKORDERS: Backorders[] = ["no", "notify", "yes"];
const QUANTITY_RULES: Array<{ minQuantity: number | null; maxQuantity: number | null }> = [
  { minQuantity: null, maxQuantity: null },
  { minQuantity: 2, maxQuantity: null },
  { minQuantity: null, maxQuantity: 2 },
];
const WANTED = [1, 2, 3];

type Case = PurchaseTerms & { minQuantity: number | null };
const label = (c: Case) =>
  `${c.stockStatus}, ${c.manageStock ? `counted ${c.stockQuantity}` : "not counted"}, backorders ${c.backorders}` +
  `${c.soldIndividually ? ", sold individually" : ""}${c.minQuantity ? `, min ${c.minQuantity}` : ""}${c.maxQuantity ? `, max ${c.maxQuantity}` : ""}`;

const ALL: Case[] = STATUSES.flatMap((stockStatus) =>
  STOCKS.flatMap((stock) =>
    BACKORDERS.flatMap((backorders) =>
      [false, true].flatMap((soldIndividually) => QUANTITY_RULES.map((rules) => ({ stockStatus, ...stock, backorders, soldIndividually, ...rules }))),
    ),
  ),
);
/** Below zero without backorders is a row the database refuses (see the constraints' test). */
const possible = (c: Case) => !(c.stockQuantity !== null && c.stockQuantity < 0 && c.backorders === "no");
const CASES = ALL.filter(possible);

/** What the stock alone allows: the rule without "sold individually" and the product's maximum. */
const stockLimit = (c: Case) => purchasableQuantity({ ...c, soldIndividually: false, maxQuantity: null });

/** A counted stock's status after a sale (WooCommerce's `validate_props`). */
const statusAfter = (quantity: number, backorders: Backorders): StockStatus => (quantity > 0 ? "instock" : backorders !== "no" ? "onbackorder" : "outofstock");

/** The add's answer for `wanted` of an item into an empty cart, by the rule and in `cart_add`'s order of checks. */
function expectedAdd(c: Case, wanted: number) {
  const quantity = c.soldIndividually ? 1 : wanted;
  if (c.minQuantity !== null && quantity < c.minQuantity) return { ok: false, error: { code: "below_minimum", min: c.minQuantity } };
  if (c.stockStatus === "outofstock") return { ok: false, error: { code: "out_of_stock" } };
  if (c.maxQuantity !== null && quantity > c.maxQuantity) return { ok: false, error: { code: "above_maximum", max: c.maxQuantity } };
  const stock = stockLimit(c);
  if (stock !== null && quantity > stock) return { ok: false, error: { code: "not_enough_stock", available: stock, inCart: 0 } };
  return { ok: true, quantity };
}

let products = 0;
async function insertProduct(c: Case): Promise<{ id: number; slug: string }> {
  const slug = `quy-tac-kho-${++products}`;
  const [row] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into products (slug, name, type, status, regular_price, stock_status, manage_stock, stock_quantity, backorders,
                              sold_individually, min_quantity, max_quantity)
        values (${slug}, ${`Hàng thử ${slug}`}, 'simple', 'publish', 100000, ${c.stockStatus}, ${c.manageStock}, ${c.stockQuantity},
                ${c.backorders}, ${c.soldIndividually}, ${c.minQuantity}, ${c.maxQuantity}) returning id`,
  );
  return { id: row!.id, slug };
}

async function newSession(): Promise<Session> {
  return requestContext(testServices(database.db), new Request("http://shop.test/")).session.ensure();
}

/** The session's cart holding exactly `quantity` of the product, as if added before the stock changed. */
async function holding(session: Session, productId: number, variationId: number | null, quantity: number) {
  const owner = cartOwnerOf(session);
  await database.db.execute(sql`insert into carts (session_id) values (${session.id}) on conflict (session_id) do nothing`);
  await database.db.execute(sql`delete from cart_items where cart_id = (select id from carts where session_id = ${session.id})`);
  await database.db.execute(
    sql`insert into cart_items (cart_id, key, product_id, variation_id, attributes, quantity)
        select id, ${cartItemKey(productId, variationId, {})}, ${productId}, ${variationId}::int, '{}'::jsonb, ${quantity}
          from carts where session_id = ${session.id}`,
  );
  forgetCart(database.db, owner);
}

async function emptyCart(session: Session) {
  await database.db.execute(sql`delete from cart_items where cart_id = (select id from carts where session_id = ${session.id})`);
  forgetCart(database.db, cartOwnerOf(session));
}

let tokens = 0;
async function order(session: Session) {
  const owner = cartOwnerOf(session);
  const cart = await readCart(database.db, owner);
  return placeOrder(database.db, {
    owner,
    sessionId: session.id,
    userId: null,
    input: {
      billing: { fullName: "Trần Văn An", phone: "0912345678", email: "an@example.vn", province: "Hà Nội", ward: "Phường Ba Đình", street: "1 Phố Huế" },
      shipping: null,
      note: "",
      shippingMethod: "flat_rate",
      paymentMethod: "cod",
      token: `quy-tac-kho-${++tokens}-abcdefgh`,
      cartHash: cart.hash,
    },
    settings: CHECKOUT_SETTING_DEFAULTS,
    attribution: null,
    customerIp: "203.0.113.9",
    userAgent: "vitest",
  });
}

type StockRow = { stockStatus: StockStatus; stockQuantity: number | null; totalSales: number };
async function stockRow(table: "products" | "product_variations", id: number): Promise<StockRow> {
  const sales = table === "products" ? sql`total_sales` : sql`0`;
  const [row] = await queryRows<StockRow>(
    database.db,
    sql`select stock_status as "stockStatus", stock_quantity as "stockQuantity", ${sales}::int as "totalSales" from ${sql.identifier(table)} where id = ${id}`,
  );
  return row!;
}

const sqlLimit = async (t: PurchaseTerms) =>
  (
    await queryRows<{ limit: number | null }>(
      database.db,
      sql`select purchasable_quantity(${t.stockStatus}::stock_status, ${t.manageStock}, ${t.stockQuantity}::int, ${t.backorders}::backorders,
                                      ${t.soldIndividually}, ${t.maxQuantity}::int) as "limit"`,
    )
  )[0]!.limit;

describe("purchasable_quantity and its browser mirror", () => {
  it("answer alike for every combination, impossible rows included", async () => {
    const [row] = await queryRows<{ limits: Array<number | null> }>(
      database.db,
      sql`select coalesce(jsonb_agg(purchasable_quantity(t."stockStatus", t."manageStock", t."stockQuantity", t.backorders, t."soldIndividually",
                                                         t."maxQuantity") order by t.n), '[]'::jsonb) as limits
            from jsonb_to_recordset(${JSON.stringify(ALL.map((c, n) => ({ ...c, n })))}::jsonb)
                 as t(n int, "stockStatus" stock_status, "manageStock" boolean, "stockQuantity" int, backorders backorders,
                      "soldIndividually" boolean, "maxQuantity" int)`,
    );
    expect(row!.limits).toHaveLength(ALL.length);
    expect(Object.fromEntries(ALL.map((c, i) => [label(c), row!.limits[i]]))).toEqual(Object.fromEntries(ALL.map((c) => [label(c), purchasableQuantity(c)])));
  });
});

describe("the database refuses a stock the rule cannot read", () => {
  const refusal = async (write: Promise<unknown>) => {
    const error = await write.then(
      () => null,
      (e: unknown) => e as Error & { cause?: Error },
    );
    return String(error?.cause?.message ?? error?.message ?? "accepted");
  };

  it("a counted stock without a quantity: the issue's empty managed stock cannot be stored", async () => {
    const simple = refusal(database.db.execute(sql`insert into products (slug, name, type, regular_price, manage_stock, stock_quantity)
                                                   values ('khong-so-luong', 'Không số lượng', 'simple', 1000, true, null)`));
    expect(await simple).toContain("products_managed_stock_has_quantity");
    const [counted] = await queryRows<{ id: number }>(database.db, sql`select id from products where manage_stock limit 1`);
    expect(await refusal(database.db.execute(sql`update products set stock_quantity = null where id = ${counted!.id}`))).toContain("products_managed_stock_has_quantity");
    const [variation] = await queryRows<{ id: number }>(database.db, sql`select id from product_variations limit 1`);
    expect(await refusal(database.db.execute(sql`update product_variations set manage_stock = true, stock_quantity = null where id = ${variation!.id}`))).toContain(
      "product_variations_managed_stock_has_quantity",
    );
  });

  it("a stock below zero where no backorders are taken, and a minimum or maximum below 1", async () => {
    const [counted] = await queryRows<{ id: number }>(database.db, sql`select id from products where manage_stock and backorders = 'no' limit 1`);
    expect(await refusal(database.db.execute(sql`update products set stock_quantity = -1 where id = ${counted!.id}`))).toContain("products_stock_nonneg_without_backorders");
    expect(await refusal(database.db.execute(sql`update products set stock_quantity = -1, backorders = 'yes' where id = ${counted!.id}`))).toBe("accepted");
    expect(await refusal(database.db.execute(sql`update products set max_quantity = 0 where id = ${counted!.id}`))).toContain("products_quantity_rules_positive");
    expect(await refusal(database.db.execute(sql`update products set min_quantity = 0 where id = ${counted!.id}`))).toContain("products_quantity_rules_positive");
  });

  it("every stored row of the demo shop fits", async () => {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select (select count(*) from products where manage_stock and stock_quantity is null)::int
               + (select count(*) from product_variations where manage_stock and stock_quantity is null)::int as n`,
    );
    expect(row!.n).toBe(0);
  });
});

describe("the add, the cart, the quantity field and the order agree, for a simple product", () => {
  let session: Session;
  beforeAll(async () => {
    session = await newSession();
  });

  it.each(CASES.map((c) => [label(c), c] as const))("%s", async (_, c) => {
    const limit = purchasableQuantity(c);
    const product = await insertProduct(c);

    // The product form's quantity field: at most what a cart line may hold.
    afterCatalogWrite(database.db);
    const page = await getProductPage(database.db, product.slug);
    expect(page!.product).toMatchObject({ backorders: c.backorders, soldIndividually: c.soldIndividually });
    const bounds = quantityBounds(page!.product, null);
    expect(bounds.max).toBe(Math.max(bounds.min, Math.min(limit ?? MAX_QUANTITY, MAX_QUANTITY)));

    for (const wanted of WANTED) {
      await database.db.execute(sql`update products set stock_status = ${c.stockStatus}, stock_quantity = ${c.stockQuantity} where id = ${product.id}`);
      await emptyCart(session);
      const before = await stockRow("products", product.id);

      // The add into an empty cart.
      const added: AddToCartResult = await addToCart(database.db, session, { productId: product.id, quantity: wanted, variationId: null, attributes: {} });
      const expected = expectedAdd(c, wanted);
      expect(added, `add ${wanted}`).toMatchObject(expected);
      expect(added.ok, `add ${wanted}`).toBe((c.minQuantity ?? 0) <= (c.soldIndividually ? 1 : wanted) && (limit === null || (c.soldIndividually ? 1 : wanted) <= limit));

      // The cart holds what the add left, or (refused) `wanted` as if added before the stock changed.
      const held = added.ok ? added.quantity : wanted;
      if (!added.ok) await holding(session, product.id, null, wanted);
      const cart = await readCart(database.db, cartOwnerOf(session));
      expect(cart.lines.map((l) => [l.quantity, l.maxQuantity]), `cart of ${held}`).toEqual([[held, limit]]);

      // The order: what the cart shows as the maximum is what it may have.
      const placed = await order(session);
      const after = await stockRow("products", product.id);
      if (limit === null || held <= limit) {
        expect(placed, `order of ${held}`).toMatchObject({ ok: true });
        expect(after.totalSales).toBe(before.totalSales + held);
        if (c.manageStock) {
          expect(after).toMatchObject({ stockQuantity: c.stockQuantity! - held, stockStatus: statusAfter(c.stockQuantity! - held, c.backorders) });
        } else {
          expect(after).toMatchObject({ stockQuantity: null, stockStatus: c.stockStatus });
        }
      } else {
        expect(placed, `order of ${held}`).toEqual({ ok: false, error: { code: "out_of_stock", name: `Hàng thử ${product.slug}`, available: limit } });
        expect(after).toEqual(before);
      }
    }
  });
});

describe("the issue's cases", () => {
  it("3 of a backordered item with 1 in stock: added, ordered, the stock at -2 and on backorder", async () => {
    const c: Case = { stockStatus: "onbackorder", manageStock: true, stockQuantity: 1, backorders: "notify", soldIndividually: false, minQuantity: null, maxQuantity: null };
    const product = await insertProduct(c);
    const session = await newSession();
    expect(await addToCart(database.db, session, { productId: product.id, quantity: 3, variationId: null, attributes: {} })).toMatchObject({ ok: true, quantity: 3 });
    expect((await readCart(database.db, cartOwnerOf(session))).lines[0]!.maxQuantity).toBeNull();
    expect(await order(session)).toMatchObject({ ok: true });
    expect(await stockRow("products", product.id)).toMatchObject({ stockQuantity: -2, stockStatus: "onbackorder", totalSales: 3 });
  });

  it("without backorders the same add is refused, and the cart shows the 1 left", async () => {
    const c: Case = { stockStatus: "instock", manageStock: true, stockQuantity: 1, backorders: "no", soldIndividually: false, minQuantity: null, maxQuantity: null };
    const product = await insertProduct(c);
    const session = await newSession();
    const name = `Hàng thử ${product.slug}`;
    expect(await addToCart(database.db, session, { productId: product.id, quantity: 3, variationId: null, attributes: {} })).toEqual({
      ok: false,
      error: { code: "not_enough_stock", name, available: 1, inCart: 0 },
      productSlug: product.slug,
    });
    expect(await addToCart(database.db, session, { productId: product.id, quantity: 1, variationId: null, attributes: {} })).toMatchObject({ ok: true });
    expect((await readCart(database.db, cartOwnerOf(session))).lines[0]!.maxQuantity).toBe(1);
  });

  it("an item sold individually is added once, one of it", async () => {
    const c: Case = { stockStatus: "instock", manageStock: false, stockQuantity: null, backorders: "no", soldIndividually: true, minQuantity: null, maxQuantity: null };
    const product = await insertProduct(c);
    const session = await newSession();
    const add = () => addToCart(database.db, session, { productId: product.id, quantity: 4, variationId: null, attributes: {} });
    expect(await add()).toMatchObject({ ok: true, quantity: 1 });
    expect(await add()).toEqual({ ok: false, error: { code: "sold_individually", name: `Hàng thử ${product.slug}` }, productSlug: product.slug });
  });
});

describe("variations: their own stock, their product's, or none", () => {
  /** A variable product with variations of no attribute (each added by its id), its and their stock as given. */
  async function variable(own: Stock & { soldIndividually?: boolean }, variations: Stock[]) {
    const slug = `bien-the-kho-${++products}`;
    const [p] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into products (slug, name, type, status, stock_status, manage_stock, stock_quantity, backorders, sold_individually)
          values (${slug}, ${`Hàng thử ${slug}`}, 'variable', 'publish', ${own.stockStatus}, ${own.manageStock}, ${own.stockQuantity},
                  ${own.backorders}, ${own.soldIndividually ?? false}) returning id`,
    );
    const ids: number[] = [];
    for (const [i, v] of variations.entries()) {
      const [row] = await queryRows<{ id: number }>(
        database.db,
        sql`insert into product_variations (product_id, regular_price, stock_status, manage_stock, stock_quantity, backorders, menu_order)
            values (${p!.id}, 150000, ${v.stockStatus}, ${v.manageStock}, ${v.stockQuantity}, ${v.backorders}, ${i}) returning id`,
      );
      ids.push(row!.id);
    }
    return { id: p!.id, slug, variations: ids };
  }
  const add = (session: Session, productId: number, variationId: number, quantity: number) =>
    addToCart(database.db, session, { productId, quantity, variationId, attributes: {} });

  const parentStocks: Stock[] = [
    { stockStatus: "instock", manageStock: false, stockQuantity: null, backorders: "no" },
    { stockStatus: "instock", manageStock: true, stockQuantity: 1, backorders: "no" },
    { stockStatus: "onbackorder", manageStock: true, stockQuantity: 0, backorders: "yes" },
  ];
  const variationStocks: Stock[] = STATUSES.flatMap((stockStatus) => [
    { stockStatus, manageStock: false, stockQuantity: null, backorders: "no" as const },
    { stockStatus, manageStock: true, stockQuantity: 1, backorders: "no" as const },
    { stockStatus, manageStock: true, stockQuantity: 0, backorders: "notify" as const },
  ]);
  const variationCases = parentStocks.flatMap((parent) => variationStocks.map((own) => ({ parent, own })));

  it.each(variationCases.map((c) => [`product ${label({ ...c.parent, soldIndividually: false, minQuantity: null, maxQuantity: null })}; variation ${label({ ...c.own, soldIndividually: false, minQuantity: null, maxQuantity: null })}`, c] as const))(
    "%s",
    async (_, { parent, own }) => {
      const stock = stockOf(parent, own);
      const terms: PurchaseTerms = { ...stock, soldIndividually: false, maxQuantity: null };
      const limit = purchasableQuantity(terms);
      expect(await sqlLimit(terms)).toBe(limit);
      const product = await variable(parent, [own]);
      const v = product.variations[0]!;
      const session = await newSession();
      const added = await add(session, product.id, v, 3);
      expect(added.ok).toBe(limit === null || 3 <= limit);
      const held = added.ok ? 3 : 1;
      if (!added.ok) await holding(session, product.id, v, held);
      expect((await readCart(database.db, cartOwnerOf(session))).lines.map((l) => l.maxQuantity)).toEqual([limit]);
      const placed = await order(session);
      expect(placed.ok).toBe(limit === null || held <= limit);
      if (!placed.ok) return;
      const [productAfter, variationAfter] = await Promise.all([stockRow("products", product.id), stockRow("product_variations", v)]);
      if (own.manageStock) {
        expect(variationAfter).toMatchObject({ stockQuantity: own.stockQuantity! - held, stockStatus: statusAfter(own.stockQuantity! - held, own.backorders) });
        expect(productAfter.stockQuantity).toBe(parent.stockQuantity);
        // A product counting no stock of its own takes its variations' status.
        if (!parent.manageStock) expect(productAfter.stockStatus).toBe(variationAfter.stockStatus);
      } else if (parent.manageStock) {
        const left = parent.stockQuantity! - held;
        expect(productAfter).toMatchObject({ stockQuantity: left, stockStatus: statusAfter(left, parent.backorders) });
        // A variation drawing on its product's stock takes its status.
        expect(variationAfter).toMatchObject({ stockQuantity: null, stockStatus: statusAfter(left, parent.backorders) });
      } else {
        expect(variationAfter).toMatchObject({ stockQuantity: null, stockStatus: own.stockStatus });
      }
      expect(productAfter.totalSales).toBe(held);
    },
  );

  it("two variations drawing on their product's 3 cannot together hold or buy more", async () => {
    const shared: Stock = { stockStatus: "instock", manageStock: true, stockQuantity: 3, backorders: "no" };
    const loose: Stock = { stockStatus: "instock", manageStock: false, stockQuantity: null, backorders: "no" };
    const product = await variable(shared, [loose, loose]);
    const [a, b] = product.variations as [number, number];
    const session = await newSession();
    expect(await add(session, product.id, a, 2)).toMatchObject({ ok: true });
    expect(await add(session, product.id, b, 2)).toMatchObject({ ok: false, error: { code: "not_enough_stock", available: 3, inCart: 2 } });
    expect(await add(session, product.id, b, 1)).toMatchObject({ ok: true });
    // Each line alone fits; together they are one too many, and the order says how many the second may have.
    await database.db.execute(sql`update cart_items set quantity = 2 where variation_id = ${b}`);
    forgetCart(database.db, cartOwnerOf(session));
    expect((await readCart(database.db, cartOwnerOf(session))).lines.map((l) => [l.quantity, l.maxQuantity])).toEqual([[2, 3], [2, 3]]);
    expect(await order(session)).toMatchObject({ ok: false, error: { code: "out_of_stock", available: 1 } });
    expect(await stockRow("products", product.id)).toMatchObject({ stockQuantity: 3, totalSales: 0 });
    await database.db.execute(sql`update cart_items set quantity = 1 where variation_id = ${b}`);
    forgetCart(database.db, cartOwnerOf(session));
    expect(await order(session)).toMatchObject({ ok: true });
    expect(await stockRow("products", product.id)).toMatchObject({ stockQuantity: 0, stockStatus: "outofstock", totalSales: 3 });
    expect(await Promise.all([a, b].map((id) => stockRow("product_variations", id).then((r) => r.stockStatus)))).toEqual(["outofstock", "outofstock"]);
  });

  it("a variable product sold individually: one of each variation, and a second refused", async () => {
    const loose: Stock = { stockStatus: "instock", manageStock: false, stockQuantity: null, backorders: "no" };
    const product = await variable({ ...loose, soldIndividually: true }, [loose, loose]);
    const [a, b] = product.variations as [number, number];
    const session = await newSession();
    expect(await add(session, product.id, a, 5)).toMatchObject({ ok: true, quantity: 1 });
    expect(await add(session, product.id, a, 1)).toMatchObject({ ok: false, error: { code: "sold_individually" } });
    expect(await add(session, product.id, b, 2)).toMatchObject({ ok: true, quantity: 1 });
    expect((await readCart(database.db, cartOwnerOf(session))).lines.map((l) => [l.quantity, l.maxQuantity])).toEqual([[1, 1], [1, 1]]);
  });
});
