import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { options, products, reviews } from "../../db/schema";
import type { Database } from "../../app/platform/.server/db";
import * as layoutRoute from "../../app/routes/site-layout";
import * as productRoute from "../../app/routes/product";
import { requestContext, testServices } from "../support/context";
import { cloneSeededDatabase } from "../support/db";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const SITE = "http://shop.test";

async function product(where = sql`true`, db = database.db, kind: "simple in stock" | "any" = "simple in stock") {
  const [p] = await db
    .select({ id: products.id, slug: products.slug, name: products.name, reviewCount: products.reviewCount, averageRating: products.averageRating })
    .from(products)
    .where(and(eq(products.status, "publish"), kind === "any" ? undefined : and(eq(products.type, "simple"), eq(products.stockStatus, "instock")), where))
    .orderBy(products.id)
    .limit(1);
  return p!;
}

/** Posts a form to the product page's action the way a browser without JavaScript does. */
async function post(slug: string, fields: Record<string, string>, cookie?: string, db = database.db) {
  const request = new Request(`${SITE}/san-pham/${slug}/`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });
  const context = requestContext(testServices(db), request);
  const answer = await productRoute.action({ request, params: { slug }, context } as never);
  const setCookie = context.setCookies.find((c) => c.startsWith("cuahang_session="));
  return { answer, cookie: cookie ?? setCookie?.slice(0, setCookie.indexOf(";")) };
}

/** The notices the next page of this visitor shows (and so removes). */
async function nextNotices(cookie: string, db = database.db) {
  const request = new Request(`${SITE}/`, { headers: { cookie } });
  const data = await layoutRoute.loader({ request, params: {}, context: requestContext(testServices(db), request) } as never);
  return data.notices;
}

async function loadProduct(path: string, params: Record<string, string>, db = database.db) {
  const request = new Request(`${SITE}${path}`);
  return productRoute.loader({ request, params, context: requestContext(testServices(db), request) } as never);
}

/**
 * A database of its own whose shop settings are `settings` from the first read on (site options
 * are kept for 10 s per database, so changing them under a running one would not show).
 */
async function shopWith(settings: Record<string, unknown>): Promise<Database> {
  const db = await cloneSeededDatabase();
  await db.db.update(options).set({ value: settings }).where(eq(options.name, "woocommerce_settings"));
  return db;
}

describe("the add-to-cart form without JavaScript", () => {
  it("puts the product in a new session's cart, redirects back (303) and leaves a success notice with a cart link, shown once", async () => {
    const p = await product(sql`(not ${products.manageStock} or ${products.stockQuantity} >= 2)`);
    const { answer, cookie } = await post(p.slug, { "add-to-cart": String(p.id), quantity: "2" });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get("Location")).toBe(`/san-pham/${p.slug}/`);
    expect(cookie).toMatch(/^cuahang_session=/);
    expect(await nextNotices(cookie!)).toEqual([
      { kind: "success", text: `2 × “${p.name}” đã được thêm vào giỏ hàng.`, link: { href: "/gio-hang/", label: "Xem giỏ hàng" } },
    ]);
    expect(await nextNotices(cookie!)).toEqual([]);
  });

  it("says why an add failed (a bad quantity, an unknown product)", async () => {
    const p = await product();
    const bad = await post(p.slug, { "add-to-cart": String(p.id), quantity: "-3" });
    expect(await nextNotices(bad.cookie!)).toEqual([{ kind: "error", text: "Yêu cầu thêm vào giỏ hàng không hợp lệ. Vui lòng kiểm tra số lượng rồi thử lại." }]);
    const unknown = await post(p.slug, { "add-to-cart": "999999", quantity: "1" });
    expect(await nextNotices(unknown.cookie!)).toEqual([{ kind: "error", text: "Sản phẩm này không tồn tại hoặc đã ngừng bán." }]);
  });

  it("goes to the cart page when the shop says cart_redirect_after_add = yes, without the cart link", async () => {
    const shop = await shopWith({ cart_redirect_after_add: "yes" });
    try {
      const p = await product(sql`(not ${products.manageStock} or ${products.stockQuantity} >= 1)`, shop.db);
      const { answer, cookie } = await post(p.slug, { "add-to-cart": String(p.id), quantity: "1" }, undefined, shop.db);
      expect((answer as Response).headers.get("Location")).toBe("/gio-hang/");
      const [notice] = await nextNotices(cookie!, shop.db);
      expect(notice).toEqual({ kind: "success", text: `“${p.name}” đã được thêm vào giỏ hàng.` });
    } finally {
      await shop.close();
    }
  });
});

describe("reviews", () => {
  it("holds a posted review for moderation: stored pending, not counted, and a notice says so", async () => {
    const p = await product();
    const { answer, cookie } = await post(p.slug, { intent: "review", rating: "4", comment: "Hàng đẹp, giao nhanh.", author: "Trần Văn Minh", email: "minh@example.vn" });
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get("Location")).toBe(`/san-pham/${p.slug}/#reviews`);
    const [row] = await database.db.select().from(reviews).where(eq(reviews.productId, p.id)).orderBy(desc(reviews.id)).limit(1);
    expect(row).toMatchObject({ authorName: "Trần Văn Minh", authorEmail: "minh@example.vn", rating: 4, content: "Hàng đẹp, giao nhanh.", status: "pending" });
    expect((await product(eq(products.id, p.id))).reviewCount).toBe(p.reviewCount);
    expect(await nextNotices(cookie!)).toEqual([{ kind: "success", text: "Cảm ơn bạn! Đánh giá của bạn đang chờ được duyệt." }]);
  });

  it("answers bad input with 400 and each field's message, storing nothing", async () => {
    const p = await product();
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(reviews);
    const { answer } = await post(p.slug, { intent: "review", rating: "7", comment: "", author: "An", email: "an@shop" });
    const { data, init } = answer as unknown as { data: { reviewForm: { errors: Record<string, string>; values: Record<string, string> } }; init: { status: number } };
    expect(init.status).toBe(400);
    expect(data.reviewForm.errors).toEqual({
      rating: "Vui lòng chọn số sao đánh giá.",
      comment: "Vui lòng viết nội dung đánh giá.",
      email: "Vui lòng nhập một địa chỉ email hợp lệ.",
    });
    expect(data.reviewForm.values.author).toBe("An");
    expect(await database.db.select({ n: sql<number>`count(*)::int` }).from(reviews)).toEqual(before);
  });

  it("publishes at once when the shop approves reviews automatically, and the average and count follow", async () => {
    const shop = await shopWith({ reviews_auto_approve: true });
    try {
      const p = await product(sql`${products.reviewCount} = 0`, shop.db);
      const review = { intent: "review", rating: "5", comment: "Tuyệt vời!", author: "Lê Thu", email: "thu@example.vn" };
      const { answer } = await post(p.slug, review, undefined, shop.db);
      expect((answer as Response).headers.get("Location")).toMatch(new RegExp(`^/san-pham/${p.slug}/#comment-\\d+$`));
      const page = await loadProduct(`/san-pham/${p.slug}/`, { slug: p.slug }, shop.db);
      expect(page.reviews).toMatchObject({ reviewCount: 1, averageRating: 5, totalPages: 1 });
      expect(page.reviews.reviews.map((r) => r.author)).toEqual(["Lê Thu"]);
      const again = await post(p.slug, { ...review, email: "THU@example.vn" }, undefined, shop.db);
      expect((again.answer as unknown as { data: { reviewForm: { errors: object } } }).data.reviewForm.errors).toEqual({ comment: "Bạn đã gửi đánh giá này rồi." });
    } finally {
      await shop.close();
    }
  });

  it("pages approved reviews 10 at a time at /comment-page-N/ and ?cpage=N, matching the stored average and count", async () => {
    const target = await product();
    await database.db.insert(reviews).values(
      Array.from({ length: 12 }, (_, i) => ({
        productId: target.id,
        authorName: `Khách ${i + 1}`,
        authorEmail: `khach${i + 1}@example.vn`,
        rating: (i % 5) + 1,
        content: `Nhận xét số ${i + 1}`,
        status: "approved" as const,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
    const p = await product(eq(products.id, target.id));
    expect(p.reviewCount).toBeGreaterThan(10);
    const approved = await database.db
      .select({ n: sql<number>`count(*)::int`, avg: sql<number>`round(avg(${reviews.rating}), 2)::float` })
      .from(reviews)
      .where(and(eq(reviews.productId, p.id), eq(reviews.status, "approved")));
    const first = await loadProduct(`/san-pham/${p.slug}/`, { slug: p.slug });
    expect(first.reviews.reviewCount).toBe(approved[0]!.n);
    expect(first.reviews.averageRating).toBeCloseTo(approved[0]!.avg, 2);
    expect(first.reviews.reviews).toHaveLength(10);
    const second = await loadProduct(`/san-pham/${p.slug}/comment-page-2/`, { slug: p.slug, reviewsPage: "comment-page-2" });
    const viaQuery = await loadProduct(`/san-pham/${p.slug}/?cpage=2`, { slug: p.slug });
    expect(second.reviews.page).toBe(2);
    expect(second.reviews.reviews.map((r) => r.id)).toEqual(viaQuery.reviews.reviews.map((r) => r.id));
    expect(second.reviews.reviews.some((r) => first.reviews.reviews.some((f) => f.id === r.id))).toBe(false);
    for (const [path, params] of [
      [`/san-pham/${p.slug}/comment-page-99/`, { slug: p.slug, reviewsPage: "comment-page-99" }],
      [`/san-pham/${p.slug}/khong-phai/`, { slug: p.slug, reviewsPage: "khong-phai" }],
      [`/san-pham/${p.slug}/?cpage=abc`, { slug: p.slug }],
    ] as const) {
      await expect(loadProduct(path, params), path).rejects.toMatchObject({ init: { status: 404 } });
    }
  });
});
