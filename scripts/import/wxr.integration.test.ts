import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../app/features/account/.server/passwords";
import { issueResetKey, resetPasswordWithKey } from "../../app/features/account/.server/password-reset";
import { findByPath } from "../../app/features/content/.server/posts";
import { type Database, queryRows } from "../../app/platform/.server/db";
import sharp from "sharp";
import { media, postComments, postTerms, posts, products, reviews, terms, users } from "../../db/schema";
import { cloneSeededDatabase } from "../../tests/support/db";
import { importWxr } from "./wxr";

const FIXTURE = path.join(import.meta.dirname, "fixtures/shop-export.xml");

let database: Database;
let work: string;
let productId: number;
beforeAll(async () => {
  database = await cloneSeededDatabase();
  work = await mkdtemp(path.join(tmpdir(), "wxr-import-"));
  // The fixture's product "ao-lua-tho-cam" is one the shop has (as the products CSV would have brought it).
  const [row] = await queryRows<{ id: number }>(database.db, sql`update products set slug = 'ao-lua-tho-cam' where id = (select min(id) from products where status = 'publish') returning id`);
  productId = row!.id;
  await mkdir(path.join(work, "old-uploads/2024/05"), { recursive: true });
  await writeFile(path.join(work, "old-uploads/2024/05/anh-he.jpg"), "jpeg bytes");
  // The post's featured image: a real picture, its file name in Vietnamese as WordPress keeps it.
  await sharp({ create: { width: 900, height: 600, channels: 3, background: "#c0392b" } }).jpeg().toFile(path.join(work, "old-uploads/2024/05/Áo-dài-hè.jpg"));
});
afterAll(async () => {
  await database.close();
  await rm(work, { recursive: true, force: true });
});

const options = (over: Partial<Parameters<typeof importWxr>[1]> = {}) => ({
  file: FIXTURE,
  uploadsFrom: path.join(work, "old-uploads"),
  uploadsDir: path.join(work, "shop-uploads"),
  maxPixels: 60_000_000,
  dryRun: false,
  continueOnError: false,
  ...over,
});

/** A copy of the fixture with one change, for the refusals. */
async function variant(name: string, change: (xml: string) => string): Promise<string> {
  const file = path.join(work, name);
  await writeFile(file, change(await readFile(FIXTURE, "utf8")));
  return file;
}

const lineOf = async (file: string, text: string) => (await readFile(file, "utf8")).split("\n").findIndex((l) => l.includes(text)) + 1;

async function snapshot() {
  const [counts] = await queryRows<Record<string, number>>(
    database.db,
    sql`select (select count(*)::int from posts) as posts, (select count(*)::int from terms) as terms, (select count(*)::int from users) as users, (select count(*)::int from reviews) as reviews, (select count(*)::int from post_terms) as post_terms, (select count(*)::int from post_comments) as post_comments, (select count(*)::int from media) as media`,
  );
  return counts!;
}

describe("importing a WordPress export (WXR)", () => {
  it("refuses a file with an unknown post type, naming its line, and writes nothing", async () => {
    const file = await variant("unknown-type.xml", (xml) => xml.replace("<wp:post_type><![CDATA[featured_item]]></wp:post_type>", "<wp:post_type><![CDATA[tribe_events]]></wp:post_type>"));
    const before = await snapshot();
    const { ok, summary } = await importWxr(database.db, options({ file }));
    expect(ok).toBe(false);
    const itemLine = (await lineOf(file, "<title><![CDATA[Bộ sưu tập lụa Hà Đông]]></title>")) - 1;
    expect(summary.problems).toEqual([{ line: itemLine, reason: 'kiểu nội dung không biết "tribe_events" (mục "Bộ sưu tập lụa Hà Đông")' }]);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses XML that does not parse, naming its line, and writes nothing", async () => {
    const file = await variant("broken.xml", (xml) => xml.replace("<![CDATA[doi-ngu]]></wp:post_name>", "<![CDATA[doi-ngu]]></wp:post_nam>"));
    const before = await snapshot();
    const line = await lineOf(file, "</wp:post_nam>");
    await expect(importWxr(database.db, options({ file }))).rejects.toThrow(`dòng ${line}: XML không hợp lệ: unexpected close tag.`);
    expect(await snapshot()).toEqual(before);
  });

  it("with --continue-on-error skips the unknown post type and imports the rest", async () => {
    const file = await variant("unknown-type-continue.xml", (xml) => xml.replace("<wp:post_type><![CDATA[page]]></wp:post_type>", "<wp:post_type><![CDATA[tribe_events]]></wp:post_type>"));
    const { ok, summary } = await importWxr(database.db, options({ file, continueOnError: true, dryRun: true }));
    expect(ok).toBe(true);
    expect(summary.problemCount).toBe(1);
    // Everything else would go in (a dry run: rolled back).
    expect(summary.created.get("post")).toBe(2);
    expect(summary.created.get("page")).toBe(1);
    expect(summary.created.get("comment")).toBe(2);
    expect(await database.db.select().from(posts).where(eq(posts.slug, "xu-huong-lua-mua-he"))).toEqual([]);
    // The featured image's files were made, then taken away with the rest.
    const files = (await readdir(path.join(work, "shop-uploads"), { recursive: true, withFileTypes: true })).filter((f) => f.isFile());
    expect(files.map((f) => f.name)).toEqual([]);
  });

  it("imports posts, pages, terms, a portfolio item, authors and product reviews, with links moved", async () => {
    const { ok, summary, links } = await importWxr(database.db, options());
    expect(summary.problems).toEqual([]);
    expect(ok).toBe(true);
    expect(Object.fromEntries(summary.created)).toEqual({
      author: 2,
      category: 3,
      post_tag: 2,
      featured_item_category: 1,
      post: 2,
      page: 2,
      featured_item: 1,
      review: 1,
      comment: 2,
      upload: 1,
    });
    expect(Object.fromEntries(summary.updated)).toEqual({ reply: 1 });
    expect(summary.skipped.map((s) => s.reason)).toEqual([
      'bình luận #503 của "Xu hướng lụa mùa hè": loại "pingback" không phải bình luận của người đọc',
      '"Bộ sưu tập lụa Hà Đông": ảnh đại diện "2024/05/anh-he.jpg": không dùng được (không phải ảnh JPEG, PNG, WebP, GIF hay AVIF)',
      'bình luận #603 của "Áo lụa thổ cẩm": thư rác',
      '1 đánh giá của sản phẩm "Khăn lụa đã ngừng bán": cửa hàng chưa có sản phẩm này (nhập CSV sản phẩm trước)',
      '"Trang chủ" (nav_menu_item): mục menu: menu được dựng lại trong cửa hàng',
    ]);
    expect(links).toEqual({ moved: 5, kept: 2 });

    // Authors: accounts without a password, as authors.
    const authors = await database.db.select({ login: users.login, email: users.email, displayName: users.displayName, passwordHash: users.passwordHash, roles: users.roles }).from(users).where(sql`${users.email} like '%@cuahang-cu.vn'`).orderBy(users.login);
    expect(authors).toEqual([
      { login: "lan", email: "lan@cuahang-cu.vn", displayName: "Nguyễn Thị Lan", passwordHash: null, roles: ["author"] },
      { login: "minh.tran", email: "minh@cuahang-cu.vn", displayName: "Trần Minh", passwordHash: null, roles: ["author"] },
    ]);

    // An author signs in once a password is set through "Quên mật khẩu".
    const [lan] = await database.db.select({ id: users.id }).from(users).where(eq(users.login, "lan"));
    const now = new Date();
    const key = await issueResetKey(database.db, lan!.id, now);
    expect(await resetPasswordWithKey(database.db, "lan", key, "mat-khau-moi-2026", now)).toMatchObject({ ok: true });
    const [withPassword] = await database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, lan!.id));
    expect((await verifyPassword("mat-khau-moi-2026", withPassword!.hash!)).ok).toBe(true);

    // The category tree, a child listed before its parent.
    const category = async (slug: string) => (await database.db.select().from(terms).where(and(eq(terms.taxonomy, "category"), eq(terms.slug, slug))))[0]!;
    const [news, tips, styling] = [await category("tin-cu"), await category("meo-vat"), await category("meo-phoi-do")];
    expect([news.parentId, tips.parentId, styling.parentId]).toEqual([null, news.id, tips.id]);
    expect([news.name, news.description, styling.name]).toEqual(["Tin cũ", "Tin của cửa hàng", "Mẹo phối đồ"]);

    // The post: its author, date, terms, paragraphs and links.
    const post = await findByPath(database.db, ["xu-huong-lua-mua-he"]);
    expect(post?.title).toBe("Xu hướng lụa mùa hè");
    expect(post?.tags.map((t) => t.slug).sort()).toEqual(["lua", "mua-he-cu"]);
    const [row] = await database.db.select().from(posts).where(and(eq(posts.type, "post"), eq(posts.slug, "xu-huong-lua-mua-he")));
    expect(row!.publishedAt.toISOString()).toBe("2024-06-01T03:00:00.000Z");
    expect(row!.authorId).toBe((await database.db.select({ id: users.id }).from(users).where(eq(users.login, "lan")))[0]!.id);
    expect(row!.excerpt).toBe("Lụa cho mùa hè.");
    expect(row!.content).toBe(
      [
        '<p>Lụa là chất liệu của mùa hè. Xem <a href="/gioi-thieu-cu/doi-ngu/">đội ngũ của chúng tôi</a> và <a href="/khuyen-mai-thang-6/">khuyến mãi</a>.</p>',
        '<p>Áo <a href="/san-pham/ao-lua-tho-cam/">lụa thổ cẩm</a>, <a href="/portfolio/bo-suu-tap-lua-ha-dong/#anh">bộ sưu tập</a>.<br />',
        '<img src="/wp-content/uploads/2024/05/anh-he.jpg" alt="Mùa hè" /> <img src="https://cuahang-cu.vn/wp-content/uploads/2024/05/khong-co.jpg" alt="" /></p>',
        '<p>Trang cũ <a href="https://cuahang-cu.vn/trang-da-xoa/">đã xóa</a>, nguồn <a href="https://example.com/lua">ngoài</a>.</p>',
      ].join("\n"),
    );
    // Its featured image: the attachment's file made one of the shop's pictures, with its sizes.
    const [picture] = await database.db.select().from(media).where(eq(media.id, row!.featuredImageId!));
    expect(picture).toMatchObject({ slug: "ao-dai-he", title: "Áo-dài-hè", width: 900, height: 600, mimeType: "image/jpeg" });
    expect(Object.keys(picture!.sizes).length).toBeGreaterThan(0);
    expect((await sharp(path.join(work, "shop-uploads", picture!.file)).metadata()).width).toBe(900);
    expect(post?.image?.fullSrc).toMatch(/^\/wp-content\/uploads\/\d{4}\/\d\d\/ao-dai-he-900x600\.jpg\?v=/);

    // Its comments: the reply under the reader's, as text, linked to the author's account; no ping.
    const comments = await database.db.select().from(postComments).where(eq(postComments.postId, row!.id)).orderBy(postComments.createdAt);
    expect(comments.map(({ authorName, authorEmail, content, status, createdAt }) => ({ authorName, authorEmail, content, status, at: createdAt.toISOString() }))).toEqual([
      { authorName: "Hoa", authorEmail: "hoa@example.vn", content: "Bài hay quá!", status: "approved", at: "2024-06-03T02:00:00.000Z" },
      { authorName: "Nguyễn Thị Lan", authorEmail: "lan@cuahang-cu.vn", content: "Cảm ơn chị Hoa & hẹn gặp lại!\nMời chị ghé cửa hàng.", status: "approved", at: "2024-06-03T03:30:00.000Z" },
    ]);
    expect([comments[0]!.parentId, comments[1]!.parentId]).toEqual([null, comments[0]!.id]);
    expect([comments[0]!.userId, comments[1]!.userId]).toEqual([null, row!.authorId]);

    const categoryIds = (await database.db.select({ termId: postTerms.termId }).from(postTerms).where(eq(postTerms.postId, row!.id))).map((r) => r.termId);
    expect(categoryIds).toContain(styling.id);
    expect(await readFile(path.join(work, "shop-uploads/2024/05/anh-he.jpg"), "utf8")).toBe("jpeg bytes");

    // The draft without a slug gets its title's; its date is the site's time (+07:00).
    const [draft] = await database.db.select().from(posts).where(and(eq(posts.type, "post"), eq(posts.slug, "khuyen-mai-thang-6")));
    expect([draft!.status, draft!.publishedAt.toISOString()]).toEqual(["draft", "2024-06-05T01:00:00.000Z"]);

    // The page under its parent, at its nested address.
    const team = await findByPath(database.db, ["gioi-thieu-cu", "doi-ngu"]);
    expect(team?.title).toBe("Đội ngũ");
    expect(team?.url).toBe("/gioi-thieu-cu/doi-ngu/");

    // The portfolio item with its category.
    const [item] = await database.db.select().from(posts).where(and(eq(posts.type, "featured_item"), eq(posts.slug, "bo-suu-tap-lua-ha-dong")));
    const [itemTerm] = await database.db.select({ slug: terms.slug, taxonomy: terms.taxonomy }).from(postTerms).innerJoin(terms, eq(terms.id, postTerms.termId)).where(eq(postTerms.postId, item!.id));
    expect(itemTerm).toEqual({ slug: "bo-suu-tap-lua", taxonomy: "featured_item_category" });

    // The product's review, with the shop's reply under it; the spam left out.
    const productReviews = await database.db.select().from(reviews).where(and(eq(reviews.productId, productId), eq(reviews.authorEmail, "thu@example.vn")));
    expect(productReviews).toHaveLength(1);
    expect(productReviews[0]).toMatchObject({
      authorName: "Phạm Thu",
      rating: 5,
      content: "Vải mát, may đẹp.",
      status: "approved",
      verifiedOwner: true,
      replyContent: "Cảm ơn chị Thu!",
    });
    expect(productReviews[0]!.createdAt.toISOString()).toBe("2024-06-10T13:15:00.000Z");
    expect(productReviews[0]!.repliedAt?.toISOString()).toBe("2024-06-11T02:00:00.000Z");
    const [{ reviewCount }] = (await database.db.select({ reviewCount: products.reviewCount }).from(products).where(eq(products.id, productId))) as [{ reviewCount: number }];
    expect(reviewCount).toBeGreaterThanOrEqual(1);
  });

  it("updates on a second run and never duplicates", async () => {
    const before = await snapshot();
    await database.db.update(posts).set({ title: "Sửa tay" }).where(eq(posts.slug, "xu-huong-lua-mua-he"));
    const { ok, summary } = await importWxr(database.db, options());
    expect(ok).toBe(true);
    expect(Object.fromEntries(summary.created)).toEqual({ upload: 1 });
    expect(Object.fromEntries(summary.updated)).toMatchObject({ author: 2, category: 3, post: 2, page: 2, featured_item: 1, review: 1, comment: 2 });
    expect(await snapshot()).toEqual(before);
    expect((await findByPath(database.db, ["xu-huong-lua-mua-he"]))?.title).toBe("Xu hướng lụa mùa hè");
  });
});
