import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../../../app/platform/.server/db";
import { getProductPage, approvedReviews } from "~/features/catalog/.server/products";
import { postReview } from "~/features/catalog/.server/reviews";
import { testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { restCallers } from "./rest-callers";

/*
 * Review moderation over WooCommerce's REST API v3, as the back office's reviews screen uses it:
 * a shopper's review waits, staff approve it and the storefront's product page shows it at once;
 * spam, trash and deletion take it away again; nobody else may moderate.
 */

let database: Database;
const services = () => testServices(database.db);
type Product = { id: number; slug: string };
let product: Product;

beforeAll(async () => {
  database = await cloneSeededDatabase();
  [product] = (await queryRows<Product>(database.db, sql`select id, slug from products where status = 'publish' and type = 'simple' order by id limit 1`)) as [Product];
});
afterAll(() => database.close());

const { callerFor, rest } = restCallers(() => database.db, services);

async function pendingReview(content: string, rating: number): Promise<number> {
  const posted = await postReview(database.db, product.id, { author: "Lan Anh", email: "lananh@example.vn", rating, comment: content }, { autoApprove: false, userId: null });
  expect(posted.ok).toBe(true);
  const [row] = await queryRows<{ id: number }>(database.db, sql`select id from reviews where content = ${content}`);
  return row!.id;
}

describe("reviews moderated over wc/v3", () => {
  it("lists a waiting review as `hold`, and approving it puts it on the product page with the count and average at once", async () => {
    const staff = await callerFor("quanly");
    const id = await pendingReview("Áo đẹp, giao nhanh.", 2);
    const before = (await getProductPage(database.db, product.slug))!.product;

    const held = await rest(staff, "GET", "wc/v3/products/reviews?status=hold&per_page=100");
    expect(held.status).toBe(200);
    expect(held.json.find((r: { id: number }) => r.id === id)).toMatchObject({
      id,
      product_id: product.id,
      status: "hold",
      reviewer: "Lan Anh",
      reviewer_email: "lananh@example.vn",
      review: "<p>Áo đẹp, giao nhanh.</p>\n",
      rating: 2,
      verified: false,
    });
    expect(Number(held.headers.get("x-wp-total"))).toBeGreaterThanOrEqual(1);

    const approved = await rest(staff, "PUT", `wc/v3/products/reviews/${id}`, { status: "approved" });
    expect(approved).toMatchObject({ status: 200, json: { id, status: "approved" } });
    const after = (await getProductPage(database.db, product.slug))!.product;
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    const [stored] = await queryRows<{ average: string }>(database.db, sql`select round(avg(rating), 2)::text as average from reviews where product_id = ${product.id} and status = 'approved'`);
    expect(after.averageRating).toBe(Number(stored!.average));
    expect((await approvedReviews(database.db, product.id, { page: 1, perPage: 50 })).some((r) => r.content === "Áo đẹp, giao nhanh.")).toBe(true);

    // Logged with the staff member who did it.
    const [logged] = await queryRows<{ login: string; details: { from: string; to: string } }>(
      database.db,
      sql`select u.login, a.details from staff_actions a join users u on u.id = a.user_id where a.object_type = 'review' and a.object_id = ${id}`,
    );
    expect(logged).toEqual({ login: "quanly", details: { from: "pending", to: "approved" } });
  });

  it("spam and trash take a review off the product page, untrash brings it back, force deletes it for good", async () => {
    const staff = await callerFor("quanly");
    const id = await pendingReview("Hàng lỗi, không nên mua!!!", 1);
    await rest(staff, "PUT", `wc/v3/products/reviews/${id}`, { status: "approved" });
    const shown = (await getProductPage(database.db, product.slug))!.product.reviewCount;

    expect((await rest(staff, "PUT", `wc/v3/products/reviews/${id}`, { status: "spam" })).json).toMatchObject({ status: "spam" });
    expect((await getProductPage(database.db, product.slug))!.product.reviewCount).toBe(shown - 1);
    // WooCommerce's "all" holds neither spam nor trash.
    expect((await rest(staff, "GET", "wc/v3/products/reviews?per_page=100")).json.some((r: { id: number }) => r.id === id)).toBe(false);

    expect((await rest(staff, "DELETE", `wc/v3/products/reviews/${id}`)).json).toMatchObject({ id, status: "trash" });
    expect((await rest(staff, "PUT", `wc/v3/products/reviews/${id}`, { status: "untrash" })).json).toMatchObject({ status: "approved" });
    expect((await getProductPage(database.db, product.slug))!.product.reviewCount).toBe(shown);

    const deleted = await rest(staff, "DELETE", `wc/v3/products/reviews/${id}?force=true`);
    expect(deleted.json).toMatchObject({ deleted: true, previous: { id, status: "approved" } });
    expect(await queryRows(database.db, sql`select id from reviews where id = ${id}`)).toEqual([]);
    expect((await getProductPage(database.db, product.slug))!.product.reviewCount).toBe(shown - 1);
    expect((await rest(staff, "GET", `wc/v3/products/reviews/${id}`)).status).toBe(404);
  });

  it("puts the shop's reply under the review on the product page, edits and removes it, refusing an empty one", async () => {
    const staff = await callerFor("quanly");
    const id = await pendingReview("Size hơi nhỏ so với bảng size.", 3);
    await rest(staff, "PUT", `wc/v3/products/reviews/${id}`, { status: "approved" });
    const shown = async () => (await getProductPage(database.db, product.slug))!.reviews.find((r) => r.id === id)!;
    expect((await shown()).reply).toBeNull();

    const replied = await rest(staff, "POST", `cuahang/v1/reviews/${id}/reply`, { content: "  Cảm ơn chị! Shop sẽ ghi rõ hơn trong bảng size.\r\nMong chị ủng hộ tiếp ạ.  " });
    expect(replied.status).toBe(200);
    expect(replied.json.shop_reply).toMatchObject({ content: "Cảm ơn chị! Shop sẽ ghi rõ hơn trong bảng size.\nMong chị ủng hộ tiếp ạ." });
    expect(replied.json.shop_reply.date_created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    // On the product page at once, and on a later reviews page as the same data.
    expect((await shown()).reply).toMatchObject({ content: "Cảm ơn chị! Shop sẽ ghi rõ hơn trong bảng size.\nMong chị ủng hộ tiếp ạ." });
    const [stored] = await queryRows<{ login: string }>(database.db, sql`select u.login from reviews r join users u on u.id = r.reply_user_id where r.id = ${id}`);
    expect(stored).toEqual({ login: "quanly" });

    const empty = await rest(staff, "POST", `cuahang/v1/reviews/${id}/reply`, { content: "   " });
    expect(empty).toMatchObject({ status: 400, json: { code: "rest_invalid_param", data: { status: 400 } } });
    expect((await shown()).reply?.content).toBe("Cảm ơn chị! Shop sẽ ghi rõ hơn trong bảng size.\nMong chị ủng hộ tiếp ạ.");

    await rest(staff, "PUT", `cuahang/v1/reviews/${id}/reply`, { content: "Shop cảm ơn chị đã góp ý!" });
    expect((await shown()).reply?.content).toBe("Shop cảm ơn chị đã góp ý!");
    const removed = await rest(staff, "DELETE", `cuahang/v1/reviews/${id}/reply`);
    expect(removed.json.shop_reply).toBeNull();
    expect((await shown()).reply).toBeNull();
    expect((await rest(staff, "POST", "cuahang/v1/reviews/99999999/reply", { content: "Không có." })).status).toBe(404);
  });

  it("refuses a guest (401) and a customer (403) in WordPress's shape, and a bad status (400), changing nothing", async () => {
    const id = await pendingReview("Chờ duyệt mãi.", 5);
    const guest = await rest(await callerFor(null), "PUT", `wc/v3/products/reviews/${id}`, { status: "approved" });
    expect(guest).toMatchObject({ status: 401, json: { code: "woocommerce_rest_cannot_edit", data: { status: 401 } } });

    const [customer] = await queryRows<{ login: string }>(database.db, sql`select login from users where roles = '{customer}' order by id limit 1`);
    const refused = await rest(await callerFor(customer!.login), "PUT", `wc/v3/products/reviews/${id}`, { status: "approved" });
    expect(refused).toMatchObject({ status: 403, json: { data: { status: 403 } } });

    const reply = await rest(await callerFor(customer!.login), "POST", `cuahang/v1/reviews/${id}/reply`, { content: "Tôi là chủ shop." });
    expect(reply).toMatchObject({ status: 403, json: { data: { status: 403 } } });

    const bad = await rest(await callerFor("quanly"), "PUT", `wc/v3/products/reviews/${id}`, { status: "published" });
    expect(bad).toMatchObject({ status: 400, json: { code: "rest_invalid_param", data: { status: 400 } } });
    expect(await queryRows(database.db, sql`select status, reply_content from reviews where id = ${id}`)).toEqual([{ status: "pending", reply_content: null }]);
  });
});
