import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../app/platform/.server/db";
import { adminUrl, databaseUrlFor } from "../../tests/support/postgres";
import {
  attributes,
  media,
  menuItems,
  menus,
  options,
  postTerms,
  posts,
  productAttributes,
  productGallery,
  productVariations,
  products,
  reviews,
  terms,
  variationAttributes,
} from "../schema";
import { IMAGE_SIZES, mediaSizes, renderImages } from "./images/render";
import { seedDemo, seedScale, type SeedSummary } from "./index";
import { buildDemoPlan } from "./plan";

/**
 * An empty, migrated database: in-memory PGlite, or a new database on the PostgreSQL server of
 * DATABASE_URL (dropped afterwards), so the seed is checked on both engines.
 */
async function emptyDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { database: await openDatabase({ kind: "pglite", dataDir: null }), drop: async () => {} };
  const name = `seed_${process.pid}_${Date.now().toString(36)}`;
  const admin = await adminUrl(url);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return {
    database: await openDatabase({ kind: "postgres", url: databaseUrlFor(url, name), poolSize: 2 }),
    drop: async () => {
      const client = await adminUrl(url);
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

let database: Database;
let dropDatabase: () => Promise<void>;
let uploadsDir: string;
let summary: SeedSummary;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), "seed-test-"));
  ({ database, drop: dropDatabase } = await emptyDatabase());
  summary = await seedDemo(database.db, { uploadsDir, images: false });
}, 120_000);

afterAll(async () => {
  await database?.close();
  await dropDatabase?.();
  await rm(uploadsDir, { recursive: true, force: true });
});

const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

describe("seedDemo", () => {
  it("seeds at least 60 published products", async () => {
    expect(summary.skipped).toBe(false);
    const n = await countOf(database.db.select({ n: count() }).from(products).where(eq(products.status, "publish")));
    expect(n).toBeGreaterThanOrEqual(60);
    expect(n).toBe(summary.counts.products);
  });

  it("files products under at least 8 categories, some nested", async () => {
    const db = database.db;
    expect(await countOf(db.select({ n: count() }).from(terms).where(eq(terms.taxonomy, "product_cat")))).toBeGreaterThanOrEqual(8);
    const nested = await countOf(
      db.select({ n: count() }).from(terms).where(and(eq(terms.taxonomy, "product_cat"), isNotNull(terms.parentId))),
    );
    expect(nested).toBeGreaterThan(0);
    expect(await countOf(db.select({ n: count() }).from(terms).where(eq(terms.taxonomy, "product_tag")))).toBeGreaterThanOrEqual(8);
    expect(await countOf(db.select({ n: count() }).from(terms).where(eq(terms.taxonomy, "product_shipping_class")))).toBe(3);
  });

  it("has at least 12 variable products with a colour or pattern and a size, each variation priced, stocked and pictured", async () => {
    const db = database.db;
    const rows = await db
      .select({ productId: products.id, attribute: attributes.slug })
      .from(products)
      .innerJoin(productAttributes, eq(productAttributes.productId, products.id))
      .innerJoin(attributes, eq(attributes.id, productAttributes.attributeId))
      .where(and(eq(products.type, "variable"), eq(productAttributes.usedForVariations, true)));
    const axes = new Map<number, string[]>();
    for (const row of rows) axes.set(row.productId, [...(axes.get(row.productId) ?? []), row.attribute]);
    const variableIds = (await db.select({ id: products.id }).from(products).where(eq(products.type, "variable"))).map((r) => r.id);
    expect(variableIds.length).toBeGreaterThanOrEqual(12);
    for (const id of variableIds) {
      const slugs = axes.get(id) ?? [];
      expect(slugs.includes("mau-sac") || slugs.includes("hoa-tiet")).toBe(true);
      expect(slugs).toContain("kich-thuoc");
    }

    const variations = await db.select().from(productVariations).where(inArray(productVariations.productId, variableIds));
    expect(new Set(variations.map((v) => v.productId)).size).toBe(variableIds.length);
    for (const v of variations) {
      expect(v.regularPrice).toBeGreaterThan(0);
      expect(v.regularPrice % 1000).toBe(0);
      expect(v.manageStock).toBe(true);
      expect(v.stockQuantity).not.toBeNull();
      expect(v.stockStatus === "outofstock").toBe(v.stockQuantity === 0);
      expect(v.imageId).not.toBeNull();
    }
    expect(variations.some((v) => v.stockStatus === "outofstock")).toBe(true);
    const links = await countOf(
      db.select({ n: count() }).from(variationAttributes).where(inArray(variationAttributes.variationId, variations.map((v) => v.id))),
    );
    expect(links).toBe(variations.length * 2);

    // The lookup trigger priced the parents from their variations.
    const parents = await db.select().from(products).where(eq(products.type, "variable"));
    for (const p of parents) {
      const own = variations.filter((v) => v.productId === p.id).map((v) => v.salePrice ?? v.regularPrice);
      expect(p.regularPrice).toBeNull();
      expect(p.minPrice).toBe(Math.min(...own));
      expect(p.maxPrice).toBe(Math.max(...own));
    }
  });

  it("gives every product at least three gallery pictures besides its main one", async () => {
    const db = database.db;
    const rows = await db
      .select({ id: products.id, imageId: products.imageId, pictures: sql<number>`count(${productGallery.mediaId})::int` })
      .from(products)
      .leftJoin(productGallery, eq(productGallery.productId, products.id))
      .groupBy(products.id);
    for (const row of rows) {
      expect(row.pictures).toBeGreaterThanOrEqual(3);
      expect(row.imageId).not.toBeNull();
    }
  });

  it("puts some products on sale and some out of stock", async () => {
    const db = database.db;
    const onSale = await db
      .select({ min: products.minPrice, regular: products.regularPrice })
      .from(products)
      .where(and(eq(products.type, "simple"), eq(products.onSale, true)));
    expect(onSale.length).toBeGreaterThan(0);
    for (const p of onSale) expect(p.min ?? 0).toBeLessThan(p.regular ?? 0);
    const soldOut = await db
      .select({ manage: products.manageStock, quantity: products.stockQuantity })
      .from(products)
      .where(and(eq(products.type, "simple"), eq(products.stockStatus, "outofstock")));
    expect(soldOut.length).toBeGreaterThan(0);
    for (const p of soldOut) expect(p).toEqual({ manage: true, quantity: 0 });
  });

  it("lets the rating trigger count only approved reviews", async () => {
    const db = database.db;
    const approved = await db
      .select({ productId: reviews.productId, n: count(), avg: sql<number>`round(avg(${reviews.rating}), 2)::float` })
      .from(reviews)
      .where(eq(reviews.status, "approved"))
      .groupBy(reviews.productId);
    expect(approved.length).toBeGreaterThan(30);
    const byId = new Map((await db.select().from(products)).map((p) => [p.id, p]));
    for (const r of approved) {
      expect(byId.get(r.productId)?.reviewCount).toBe(r.n);
      expect(byId.get(r.productId)?.averageRating).toBeCloseTo(r.avg, 2);
    }
    expect(await countOf(db.select({ n: count() }).from(reviews).where(eq(reviews.status, "pending")))).toBeGreaterThan(0);
  });

  it("publishes at least 12 blog posts with tags and 6 portfolio items", async () => {
    const db = database.db;
    const tagged = await db
      .select({ id: posts.id, tags: sql<number>`count(${terms.id})::int` })
      .from(posts)
      .innerJoin(postTerms, eq(postTerms.postId, posts.id))
      .innerJoin(terms, and(eq(terms.id, postTerms.termId), eq(terms.taxonomy, "post_tag")))
      .where(eq(posts.type, "post"))
      .groupBy(posts.id);
    expect(tagged.length).toBeGreaterThanOrEqual(12);
    expect(await countOf(db.select({ n: count() }).from(posts).where(eq(posts.type, "post")))).toBe(tagged.length);
    const portfolio = await db.select().from(posts).where(eq(posts.type, "featured_item"));
    expect(portfolio.length).toBeGreaterThanOrEqual(6);
    for (const item of portfolio) expect(item.featuredImageId).not.toBeNull();
  });

  it("creates the WordPress-like pages", async () => {
    const pages = await database.db.select({ slug: posts.slug, content: posts.content }).from(posts).where(eq(posts.type, "page"));
    expect(pages.map((p) => p.slug).sort()).toEqual(
      [
        "chinh-sach-doi-tra",
        "cua-hang",
        "dieu-khoan-va-dieu-kien",
        "gio-hang",
        "gioi-thieu",
        "lien-he",
        "tai-khoan",
        "thanh-toan",
        "trang-chu",
      ].sort(),
    );
    const contact = pages.find((p) => p.slug === "lien-he")?.content ?? "";
    expect(contact).toContain("lienhe@cuahang.vn");
    expect(contact).toContain("[contact-form-7");
  });

  it("builds a primary menu with category submenus and a footer menu", async () => {
    const db = database.db;
    const [primary] = await db.select().from(menus).where(eq(menus.location, "primary"));
    expect(primary?.name).toBe("Menu chính");
    const items = await db.select().from(menuItems).where(eq(menuItems.menuId, primary?.id ?? -1));
    const shop = items.find((i) => i.url === "/cua-hang/");
    expect(items.filter((i) => i.parentId === shop?.id).length).toBeGreaterThanOrEqual(5);
    expect(items.some((i) => /^\/danh-muc-san-pham\/[a-z0-9-]+\/[a-z0-9-]+\/$/.test(i.url) && i.parentId !== shop?.id)).toBe(true);
    expect(await countOf(db.select({ n: count() }).from(menus).where(eq(menus.location, "footer")))).toBe(1);
  });

  it("writes the store notice and the other options", async () => {
    const rows = await database.db.select().from(options);
    const byName = new Map(rows.map((r) => [r.name, r.value]));
    expect(byName.get("store_notice")).toEqual({
      id: "a1b2c3",
      enabled: true,
      text: "Miễn phí giao hàng cho đơn từ 500.000 ₫ — đổi trả trong 7 ngày.",
    });
    expect(byName.get("blogname")).toBe("Cửa Hàng Xinh");
    expect(byName.has("coming_soon_banner")).toBe(true);
    expect(byName.has("shop_contact")).toBe(true);
  });

  it("records every picture's renditions without writing files when images are off", async () => {
    const [row] = await database.db.select().from(media).limit(1);
    expect(row?.width).toBe(1200);
    expect(Object.keys(row?.sizes ?? {}).sort()).toEqual(IMAGE_SIZES.map((s) => s.name).sort());
    expect(row?.sizes.thumbnail?.webp.file).toMatch(/^\d{4}\/\d{2}\/[a-z0-9-]+-400x400\.webp$/);
    expect(row?.sizes.thumbnail?.jpeg.mime).toBe("image/jpeg");
    expect(await readdir(uploadsDir)).toEqual([]);
  });

  it("does nothing when the shop already has products", async () => {
    const before = await countOf(database.db.select({ n: count() }).from(products));
    const again = await seedDemo(database.db, { uploadsDir, images: false });
    expect(again.skipped).toBe(true);
    expect(await countOf(database.db.select({ n: count() }).from(products))).toBe(before);
    expect(await countOf(database.db.select({ n: count() }).from(media))).toBe(summary.counts.media);
  });
});

describe("seedScale", () => {
  it("adds exactly the requested number of products, and more on a second run", async () => {
    const db = database.db;
    const before = await countOf(db.select({ n: count() }).from(products));
    const progress: number[] = [];
    const result = await seedScale(db, 500, { uploadsDir, images: false, onProgress: (done) => progress.push(done) });
    expect(result.products).toBe(500);
    expect(progress).toEqual([0, 500]);
    expect(await countOf(db.select({ n: count() }).from(products))).toBe(before + 500);
    await seedScale(db, 30, { uploadsDir, images: false });
    expect(await countOf(db.select({ n: count() }).from(products))).toBe(before + 530);
    const unpriced = await countOf(db.select({ n: count() }).from(products).where(sql`${products.minPrice} is null`));
    expect(unpriced).toBe(0);
  }, 120_000);
});

describe("renderImages", () => {
  it("writes every size as AVIF, WebP and JPEG, and keeps existing files on a second run", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "seed-images-"));
    try {
      const jobs = buildDemoPlan().media.slice(0, 2);
      const first = await renderImages(jobs, dir);
      expect(first.filesWritten).toBe(2 * IMAGE_SIZES.length * 3);
      const job = jobs[0];
      if (!job) throw new Error("no job");
      for (const [name, { avif, webp, jpeg }] of Object.entries(mediaSizes(job.slug, job.createdAt, job.scene))) {
        const size = IMAGE_SIZES.find((s) => s.name === name)?.size;
        const avifMeta = await sharp(path.join(dir, avif!.file)).metadata();
        const webpMeta = await sharp(path.join(dir, webp.file)).metadata();
        const jpegMeta = await sharp(path.join(dir, jpeg.file)).metadata();
        expect([avif!.file.endsWith(".avif"), avif!.mime, avifMeta.format, avifMeta.compression, avifMeta.width, avifMeta.height]).toEqual([true, "image/avif", "heif", "av1", size, size]);
        expect([webpMeta.format, webpMeta.width, webpMeta.height]).toEqual(["webp", size, size]);
        expect([jpegMeta.format, jpegMeta.width, jpegMeta.isProgressive]).toEqual(["jpeg", size, true]);
      }
      // Fingerprints: one per rendition, the same for the same picture, another for another picture.
      const [one, other] = jobs.map((j) => mediaSizes(j.slug, j.createdAt, j.scene));
      const fingerprints = (s: typeof one) => Object.values(s!).flatMap(({ avif, webp, jpeg }) => [avif?.v, webp.v, jpeg.v]);
      expect(new Set(fingerprints(one)).size).toBe(IMAGE_SIZES.length * 3);
      for (const v of fingerprints(one)) expect(v).toMatch(/^[\w-]{10}$/);
      expect(fingerprints(mediaSizes(job.slug, job.createdAt, job.scene))).toEqual(fingerprints(one));
      expect(fingerprints(other).filter((v) => fingerprints(one).includes(v))).toEqual([]);
      const second = await renderImages(jobs, dir);
      expect(second).toEqual({ images: 2, filesWritten: 0, filesKept: 2 * IMAGE_SIZES.length * 3 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
