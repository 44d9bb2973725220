import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media, productTerms, productVariations, products, reviews } from "../../../../db/schema";
import type { Database } from "../../../platform/.server/db";
import { afterCatalogWrite } from "../../../platform/.server/versioned-cache";
import { cloneSeededDatabase } from "../../../../tests/support/db";
import { loadCategoryTree } from "./categories";
import { approvedReviews, getProductPage, listProducts } from "./products";
import { postReview } from "./reviews";

const productBySlug = async (db: Database["db"], slug: string) => (await getProductPage(db, slug))?.product ?? null;
import { payableAmount } from "../pricing";
import { renditionUrl } from "../../../lib/media";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

describe("listProducts", () => {
  it("pages the published catalog 24 at a time without overlap", async () => {
    const db = database.db;
    const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.status, "publish"))) as [{ n: number }];
    const first = await listProducts(db, { sort: "menu_order", page: 1, perPage: 24 });
    const second = await listProducts(db, { sort: "menu_order", page: 2, perPage: 24 });
    expect(first.total).toBe(n);
    expect(first.items).toHaveLength(24);
    const ids = new Set(first.items.map((p) => p.id));
    expect(second.items.some((p) => ids.has(p.id))).toBe(false);
  });

  it("sorts by price both ways on the price a shopper pays", async () => {
    const up = await listProducts(database.db, { sort: "price", page: 1, perPage: 24 });
    const down = await listProducts(database.db, { sort: "price-desc", page: 1, perPage: 24 });
    const low = up.items.map((p) => (p.price!.kind === "range" ? p.price!.min : payableAmount(p.price!)));
    const high = down.items.map((p) => (p.price!.kind === "range" ? p.price!.max : payableAmount(p.price!)));
    expect(low).toEqual([...low].sort((a, b) => a - b));
    expect(high).toEqual([...high].sort((a, b) => b - a));
  });

  it("lists a parent category's products together with its children's", async () => {
    const tree = await loadCategoryTree(database.db);
    const parent = tree.all.find((c) => tree.childrenOf(c.id).length > 0)!;
    const child = tree.childrenOf(parent.id)[0]!;
    const ofParent = await listProducts(database.db, { filter: { categoryId: parent.id }, sort: "menu_order", page: 1, perPage: 500 });
    const ofChild = await listProducts(database.db, { filter: { categoryId: child.id }, sort: "menu_order", page: 1, perPage: 500 });
    expect(ofChild.total).toBeGreaterThan(0);
    const parentIds = new Set(ofParent.items.map((p) => p.id));
    for (const p of ofChild.items) expect(parentIds.has(p.id)).toBe(true);
  });

  it("finds names without diacritics", async () => {
    const [named] = await database.db.select({ name: products.name }).from(products).where(sql`${products.name} ~ '[Đđ]'`).limit(1);
    expect(named).toBeDefined();
    const folded = named!.name.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d").replace(/Đ/g, "D");
    const word = folded.split(" ").find((w) => /d/i.test(w))!;
    const found = await listProducts(database.db, { filter: { nameContains: word.toLowerCase() }, sort: "menu_order", page: 1, perPage: 100 });
    expect(found.items.map((p) => p.name)).toContain(named!.name);
  });
});

describe("getProductPage", () => {
  it("returns a variable product with its variations, each with price, stock status and image", async () => {
    const [v] = await database.db
      .select({ slug: products.slug })
      .from(products)
      .innerJoin(productVariations, eq(productVariations.productId, products.id))
      .limit(1);
    const product = (await productBySlug(database.db, v!.slug))!;
    expect(product.type).toBe("variable");
    expect(product.variations.length).toBeGreaterThan(1);
    for (const variation of product.variations) {
      expect(variation.price.kind === "single" || variation.price.kind === "sale").toBe(true);
      expect(variation.image).not.toBeNull();
      expect(Object.keys(variation.attributes).every((k) => k.startsWith("attribute_pa_"))).toBe(true);
    }
    const used = product.attributes.filter((a) => a.usedForVariations);
    expect(used.length).toBeGreaterThanOrEqual(2);
    expect(product.gallery.length).toBeGreaterThanOrEqual(3);
  });

  it("gives a variable product's data-product_variations from its rows: each variation's picture and description, else the product's picture", async () => {
    const db = database.db;
    const [own] = await db
      .select({ id: productVariations.id, productId: products.id, slug: products.slug, imageId: productVariations.imageId, productImageId: products.imageId })
      .from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId))
      .where(and(isNotNull(productVariations.imageId), isNotNull(products.imageId), eq(products.status, "publish")))
      .limit(1);
    const [bare] = await db
      .select({ id: productVariations.id })
      .from(productVariations)
      .where(and(eq(productVariations.productId, own!.productId), sql`${productVariations.id} <> ${own!.id}`))
      .limit(1);
    await db.update(productVariations).set({ description: "Vải lanh.\n\nGiặt tay." }).where(eq(productVariations.id, own!.id));
    await db.update(productVariations).set({ imageId: null }).where(eq(productVariations.id, bare!.id));
    await db.update(media).set({ caption: "Chụp ngoài trời", alt: "" }).where(eq(media.id, own!.imageId!));
    afterCatalogWrite(db);
    const [picture] = await db.select({ title: media.title, sizes: media.sizes }).from(media).where(eq(media.id, own!.imageId!));
    const [productPicture] = await db.select({ title: media.title }).from(media).where(eq(media.id, own!.productImageId!));

    const data = JSON.parse((await getProductPage(db, own!.slug))!.variationsData!) as Array<Record<string, unknown>>;
    expect(data.find((v) => v.variation_id === own!.id)).toMatchObject({
      image_id: own!.imageId,
      image: {
        title: picture!.title,
        caption: "Chụp ngoài trời",
        alt: "Chụp ngoài trời",
        thumb_src: renditionUrl(picture!.sizes.thumbnail!.jpeg),
        full_src_w: picture!.sizes.full!.jpeg.width,
      },
      variation_description: "<p>Vải lanh.</p>\n<p>Giặt tay.</p>\n",
    });
    expect(data.find((v) => v.variation_id === bare!.id)).toMatchObject({
      image_id: own!.productImageId,
      image: { title: productPicture!.title },
      variation_description: "",
    });
  });

  it("keeps rating and count equal to the approved reviews", async () => {
    const [row] = await database.db
      .select({ slug: products.slug, id: products.id })
      .from(products)
      .where(sql`${products.reviewCount} > 0`)
      .limit(1);
    const product = (await productBySlug(database.db, row!.slug))!;
    const approved = await database.db
      .select({ rating: reviews.rating })
      .from(reviews)
      .where(and(eq(reviews.productId, row!.id), eq(reviews.status, "approved")));
    expect(product.reviewCount).toBe(approved.length);
    const mean = approved.reduce((s, r) => s + r.rating, 0) / approved.length;
    expect(product.averageRating).toBeCloseTo(Math.round(mean * 100) / 100, 2);
    expect((await approvedReviews(database.db, row!.id, { page: 1, perPage: 100 })).length).toBe(approved.length);
    const page = (await getProductPage(database.db, row!.slug, { reviews: 2, related: 4 }))!;
    expect(page.reviews.length).toBe(Math.min(2, approved.length));
    const times = page.reviews.map((r) => r.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("updates the lookup price when a sale starts, through the trigger", async () => {
    const [simple] = await database.db
      .select({ id: products.id, slug: products.slug, regular: products.regularPrice })
      .from(products)
      .where(and(eq(products.type, "simple"), isNotNull(products.regularPrice), sql`${products.salePrice} is null`))
      .limit(1);
    const sale = Math.round((simple!.regular! * 0.8) / 1000) * 1000;
    await database.db.update(products).set({ salePrice: sale }).where(eq(products.id, simple!.id));
    const product = (await productBySlug(database.db, simple!.slug))!;
    expect(product.onSale).toBe(true);
    expect(product.price).toEqual({ kind: "sale", regular: simple!.regular, sale });
  });

  it("refuses a sale price above the regular price and a negative stock", async () => {
    const [simple] = await database.db.select({ id: products.id, regular: products.regularPrice }).from(products).where(eq(products.type, "simple")).limit(1);
    await expect(database.db.update(products).set({ salePrice: simple!.regular! + 1000 }).where(eq(products.id, simple!.id))).rejects.toThrow();
    await expect(database.db.update(products).set({ stockQuantity: -1 }).where(eq(products.id, simple!.id))).rejects.toThrow();
  });

  it("answers null for an unknown slug", async () => {
    expect(await productBySlug(database.db, "khong-co-san-pham-nay")).toBeNull();
  });

  it("suggests related products from the same category, never the product itself", async () => {
    const { items } = await listProducts(database.db, { sort: "menu_order", page: 1, perPage: 1 });
    const { product, related } = (await getProductPage(database.db, items[0]!.slug))!;
    expect(related.length).toBeGreaterThan(0);
    expect(related.map((p) => p.id)).not.toContain(product.id);
    const categoryIds = product.categories.map((c) => c.id);
    for (const card of related) {
      const shared = await database.db
        .select({ termId: productTerms.termId })
        .from(productTerms)
        .where(and(eq(productTerms.productId, card.id), inArray(productTerms.termId, categoryIds)));
      expect(shared.length, card.name).toBeGreaterThan(0);
    }
    expect(related.length).toBeLessThanOrEqual(4);
  });
});

describe("the catalogue kept per version (decision 013)", () => {
  it("reads a listing once, sees an outside edit after the version is checked, and its own review at once", async () => {
    const db = database.db;
    const page = { sort: "price" as const, page: 1, perPage: 3 };
    afterCatalogWrite(db);
    const first = await listProducts(db, page);
    expect((await listProducts(db, page)).items).toBe(first.items); // the very same answer, not read again
    expect(Object.isFrozen(first.items[0])).toBe(true); // shared by requests: tests freeze it

    // An edit straight in the database: the kept answer stands until the version is read again (within a second).
    const [simple] = await db.select({ id: products.id, slug: products.slug }).from(products)
      .where(and(eq(products.type, "simple"), eq(products.status, "publish"), eq(products.stockStatus, "instock"))).limit(1);
    await db.update(products).set({ regularPrice: 1000, salePrice: null }).where(eq(products.id, simple!.id));
    expect((await listProducts(db, page)).items).toEqual(first.items);
    afterCatalogWrite(db);
    expect((await listProducts(db, page)).items[0]).toMatchObject({ id: simple!.id, price: { kind: "single", amount: 1000 } });

    // A review posted through the app shows on the reviewer's next page without waiting.
    const before = (await getProductPage(db, simple!.slug))!.product;
    const posted = await postReview(db, simple!.id, { author: "Lan", email: "lan@example.vn", rating: 5, comment: "Rất đẹp, giao nhanh." }, { autoApprove: true, userId: null });
    expect(posted.ok).toBe(true);
    expect((await getProductPage(db, simple!.slug))!.product.reviewCount).toBe(before.reviewCount + 1);
  });
});
