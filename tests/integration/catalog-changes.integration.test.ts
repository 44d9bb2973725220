import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../../app/platform/.server/db";
import { purgeCatalogChanges } from "../../app/platform/.server/catalog-changes";
import { afterCatalogWrite } from "../../app/platform/.server/versioned-cache";
import { testServices } from "../support/context";
import { cloneSeededDatabase } from "../support/db";
import { Shopper } from "./wordpress/shopper";
import { readCart } from "~/features/cart/.server";
import { placeOrder } from "~/features/checkout/.server/place-order";
import { CHECKOUT_SETTING_DEFAULTS } from "~/features/site/.server";
import type { SortOrder } from "~/features/catalog/sorting";
import { approvedReviews, getProductPage, listProducts } from "~/features/catalog/.server/products";
import { postReview } from "~/features/catalog/.server/reviews";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

type Made = { id: number; slug: string };

/** A published simple product with counted stock, in one category of its own choosing. */
async function product(slug: string, stock: number, categoryId: number): Promise<Made> {
  const [p] = await queryRows<Made>(
    database.db,
    sql`insert into products (slug, name, type, status, regular_price, manage_stock, stock_quantity, stock_status)
        values (${slug}, ${`Hàng thử ${slug}`}, 'simple', 'publish', 99000, true, ${stock}, 'instock') returning id, slug`,
  );
  await database.db.execute(sql`insert into product_terms (product_id, term_id) values (${p!.id}, ${categoryId})`);
  return p!;
}

/** A shopper's order of `quantity` of `p`, placed as the checkout places it. */
async function order(p: Made, quantity: number) {
  const shopper = new Shopper(testServices(database.db));
  expect((await shopper.wcAjax("add_to_cart", { product_id: String(p.id), quantity: String(quantity) })).json()).toHaveProperty("fragments");
  const sessionId = createHash("sha256").update(shopper.cookies.get("cuahang_session")!).digest("hex");
  const owner = { sessionId };
  const placed = await placeOrder(database.db, {
    owner,
    sessionId,
    userId: null,
    input: {
      billing: { fullName: "Trần Văn Minh", phone: "0912345678", email: "minh@example.vn", province: "Hà Nội", ward: "Phường Ba Đình", street: "5 Phố Huế" },
      shipping: null,
      note: "",
      shippingMethod: "flat_rate",
      paymentMethod: "cod",
      token: `catalog-changes-${p.slug}-${quantity}`,
      cartHash: (await readCart(database.db, owner)).hash,
    },
    settings: CHECKOUT_SETTING_DEFAULTS,
    attribution: null,
    customerIp: "203.0.113.9",
    userAgent: "Mozilla/5.0 (thử nghiệm)",
  });
  expect(placed).toMatchObject({ ok: true, repeated: false });
}

describe("a change to some products drops only the answers showing them (decision 022)", () => {
  let a: Made;
  let b: Made;
  let categoryOfA: number;
  let categoryOfB: number;
  const inCategory = (categoryId: number) => listProducts(database.db, { filter: { categoryId }, sort: "menu_order", page: 1, perPage: 1000 });
  const sorted = (sort: SortOrder) => listProducts(database.db, { sort, page: 1, perPage: 8 });
  const page = (p: Made) => getProductPage(database.db, p.slug);

  beforeAll(async () => {
    // Two categories without subcategories: a listing of one never holds the other's products.
    const leaves = await queryRows<{ id: number }>(
      database.db,
      sql`select t.id from terms t where t.taxonomy = 'product_cat'
            and not exists (select 1 from terms c where c.parent_id = t.id) order by t.id limit 2`,
    );
    [categoryOfA, categoryOfB] = leaves.map((l) => l.id) as [number, number];
    a = await product("thay-doi-a", 2, categoryOfA);
    b = await product("thay-doi-b", 10, categoryOfB);
    afterCatalogWrite(database.db); // the test's own inserts, seen at once
  });

  it("after an order of A: A's page and the listings holding A show its stock at once, B's page and listings stay as read", async () => {
    const before = {
      pageA: await page(a),
      pageB: await page(b),
      withA: await inCategory(categoryOfA),
      withoutA: await inCategory(categoryOfB),
      popular: await sorted("popularity"),
      rated: await sorted("rating"),
      reviewsOfB: await approvedReviews(database.db, b.id, { page: 1, perPage: 10 }),
    };
    expect(before.withA.items.find((card) => card.id === a.id)).toMatchObject({ stockStatus: "instock" });
    expect(before.withoutA.items.some((card) => card.id === a.id)).toBe(false);
    expect(before.pageB!.related.some((card) => card.id === a.id)).toBe(false);
    // Kept: asked again, the very same answers, not read again.
    expect(await page(b)).toBe(before.pageB);
    expect((await inCategory(categoryOfA)).items).toBe(before.withA.items);

    await order(a, 2);

    // The writer's next pages: A sold out, in its page and its listing's card.
    const pageA = await page(a);
    expect(pageA!.product).toMatchObject({ stockStatus: "outofstock", stockQuantity: 0 });
    const withA = await inCategory(categoryOfA);
    expect(withA.items.find((card) => card.id === a.id)).toMatchObject({ stockStatus: "outofstock" });
    // The popularity order may have changed: read again.
    expect((await sorted("popularity")).items).not.toBe(before.popular.items);
    // Untouched by the order: the very same answers.
    expect(await page(b)).toBe(before.pageB);
    expect((await inCategory(categoryOfB)).items).toBe(before.withoutA.items);
    expect((await sorted("rating")).items).toBe(before.rated.items);
    expect(await approvedReviews(database.db, b.id, { page: 1, perPage: 10 })).toBe(before.reviewsOfB);
    // Which products a filter holds did not change: its count is kept too.
    expect((await inCategory(categoryOfA)).total).toBe(before.withA.total);
  });

  it("after a review of B: B's page, reviews and the rating order show it at once, A's page and the popularity order stay as read", async () => {
    const pageA = await page(a);
    const pageB = await page(b);
    const withA = await inCategory(categoryOfA);
    const popular = await sorted("popularity");
    const rated = await sorted("rating");

    const posted = await postReview(database.db, b.id, { author: "Hoa", email: "hoa@example.vn", rating: 4, comment: "Vải mềm, đúng mô tả." }, { autoApprove: true, userId: null });
    expect(posted.ok).toBe(true);

    expect((await page(b))!.product).toMatchObject({ reviewCount: pageB!.product.reviewCount + 1, averageRating: 4 });
    expect((await approvedReviews(database.db, b.id, { page: 1, perPage: 10 })).map((r) => r.content)).toEqual(["Vải mềm, đúng mô tả."]);
    expect((await sorted("rating")).items).not.toBe(rated.items);
    expect(await page(a)).toBe(pageA);
    expect((await inCategory(categoryOfA)).items).toBe(withA.items);
    expect((await sorted("popularity")).items).toBe(popular.items);
  });

  it("after an edit that can move products between listings (a price): every answer is read again", async () => {
    const pageA = await page(a);
    const withA = await inCategory(categoryOfA);
    await database.db.execute(sql`update products set regular_price = 89000 where id = ${b.id}`);
    afterCatalogWrite(database.db);
    expect((await page(b))!.product.price).toMatchObject({ kind: "single", amount: 89000 });
    expect(await page(a)).not.toBe(pageA);
    expect((await inCategory(categoryOfA)).items).not.toBe(withA.items);
  });
});

describe("purgeCatalogChanges", () => {
  it("deletes the log's rows older than ten minutes, which every thread has read long before", async () => {
    const now = new Date("2031-05-01T08:00:00Z");
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
    await database.db.execute(sql`delete from catalog_changes`);
    await database.db.execute(sql`insert into catalog_changes (product_ids, created_at)
      values (array[1], ${at(11)}::timestamptz), (array[2], ${at(9)}::timestamptz)`);
    expect(await purgeCatalogChanges(database.db, now)).toBe(1);
    expect(await queryRows(database.db, sql`select product_ids from catalog_changes`)).toEqual([{ product_ids: [2] }]);
  });
});
