import { createReadStream } from "node:fs";
import { copyFile, mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { createAccount } from "../../app/features/account/.server/users";
import { postUrl } from "../../app/features/content/urls";
import type { Db, Tx } from "../../app/platform/.server/db";
import { postTerms, posts, products, reviews, terms, users } from "../../db/schema";
import type { PostType } from "../../db/schema/content";
import type { Taxonomy } from "../../db/schema/taxonomy";
import { slugify } from "../../db/seed/slugify";
import { ImportSummary, RolledBack, step } from "./summary";
import { type LinkTargets, hostKey, pathKey, rewriteLinks } from "./wxr-links";
import { type WxrAuthor, type WxrComment, type WxrItem, type WxrRecord, type WxrTerm, readWxr, wordpressDate } from "./wxr-reader";
import { COMMENT_STATUS, NOT_READERS_COMMENTS, writePostComment } from "./wxr-comments";
import { FeaturedImages, uploadsPathOf } from "./wxr-featured-images";

/**
 * `npm run import -- wxr FILE.xml [--uploads DIR] [--dry-run] [--continue-on-error]`: a WordPress
 * export (Tools → Export) into the shop. Posts, pages and portfolio items (`featured_item`) with
 * their categories (and parents), tags and portfolio terms; authors as accounts without a
 * password (they sign in once they have reset it); comments on products as their reviews, on
 * posts and portfolio items as their comments (wxr-comments.ts); featured images from the
 * `--uploads` folder as the shop's pictures (wxr-featured-images.ts). Links to the old site are
 * moved to the shop's addresses (wxr-links.ts).
 *
 * The file is read twice, streaming, so memory holds one item at a time: the first pass checks it
 * (an unknown post type is a problem with its line) and notes each item's old address and new
 * one; the second writes, in one transaction. Without `--continue-on-error` a problem refuses the
 * whole file before anything is written, and a failed write rolls everything back; with it, the
 * item is skipped (its own savepoint) and the rest goes in. Re-running the same file updates what
 * it brought (posts and terms by type and slug, reviews by product, e-mail and date) and never
 * duplicates. Uploads named in the content are copied from `--uploads` after the commit.
 */

export type WxrOptions = {
  file: string;
  uploadsFrom?: string;
  uploadsDir: string;
  /** The largest picture taken in (the media library's limit). */
  maxPixels: number;
  dryRun: boolean;
  continueOnError: boolean;
  onProgress?: (bytes: number, total: number) => void;
};

export const WXR_LABELS: Record<string, string> = {
  author: "tác giả",
  category: "chuyên mục",
  post_tag: "thẻ",
  featured_item_category: "danh mục portfolio",
  featured_item_tag: "thẻ portfolio",
  post: "bài viết",
  page: "trang",
  featured_item: "mục portfolio",
  review: "đánh giá",
  reply: "trả lời đánh giá",
  comment: "bình luận",
  upload: "tệp tải lên",
};

/** The post types written as the shop's own. */
const IMPORTED: Record<string, PostType> = { post: "post", page: "page", featured_item: "featured_item" };

/** Post types WordPress and WooCommerce export that the shop takes elsewhere or has no use for: skipped, not refused. */
const NOT_IMPORTED: Record<string, string> = {
  attachment: "tệp đính kèm: chỉ dùng để đổi liên kết (--uploads)",
  product: "sản phẩm: nhập bằng CSV sản phẩm; ở đây chỉ lấy đánh giá của nó",
  product_variation: "biến thể sản phẩm: nhập bằng CSV sản phẩm",
  shop_order: "đơn hàng: không nhập từ tệp WordPress",
  shop_order_refund: "hoàn tiền đơn hàng: không nhập từ tệp WordPress",
  shop_order_placehold: "đơn hàng: không nhập từ tệp WordPress",
  shop_coupon: "mã giảm giá: không nhập từ tệp WordPress",
  nav_menu_item: "mục menu: menu được dựng lại trong cửa hàng",
  revision: "bản sửa đổi",
  wp_block: "khối dùng lại của trình soạn thảo",
  wp_template: "mẫu giao diện",
  wp_template_part: "mẫu giao diện",
  wp_global_styles: "kiểu giao diện",
  wp_navigation: "menu của trình soạn thảo",
  wp_font_family: "phông chữ",
  wp_font_face: "phông chữ",
  custom_css: "CSS tùy biến",
  customize_changeset: "bản nháp tùy biến giao diện",
  oembed_cache: "bộ nhớ đệm oEmbed",
  user_request: "yêu cầu dữ liệu cá nhân",
  wpcf7_contact_form: "biểu mẫu liên hệ: tạo bằng npm run forms",
  blocks: "khối UX Builder của giao diện",
};

/** The taxonomies the content uses; the products' own come with the products CSV. */
const TAXONOMIES: ReadonlySet<string> = new Set<Taxonomy>(["category", "post_tag", "featured_item_category", "featured_item_tag"]);

const STATUS: Record<string, "publish" | "draft" | "private" | "trash"> = { publish: "publish", future: "draft", draft: "draft", pending: "draft", private: "private", trash: "trash" };

/** A WordPress slug (possibly percent-encoded Vietnamese) as one the shop's slug check accepts; "" when nothing is left. */
export function shopSlug(wordpressSlug: string): string {
  let text = wordpressSlug;
  try {
    text = decodeURIComponent(wordpressSlug);
  } catch {
    // Kept as written.
  }
  return slugify(text).slice(0, 190).replace(/-+$/, "");
}


const BLOCK_TAGS = /<\/?(?:p|div|h[1-6]|ul|ol|li|table|blockquote|pre|figure|section|article|hr|form|iframe)\b/i;

/**
 * WordPress's classic editor stores paragraphs as blank lines and adds `<p>` when it shows them
 * (`wpautop`); the shop shows content as stored, so such content gets its paragraphs here. Block
 * editor content (`<!-- wp:`) and content already in HTML paragraphs is left as it is.
 */
export function paragraphs(content: string): string {
  if (content.includes("<!-- wp:") || /<p[\s>]/i.test(content)) return content;
  return content
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (BLOCK_TAGS.test(chunk.slice(0, 12)) ? chunk : `<p>${chunk.replace(/\n/g, "<br />\n")}</p>`))
    .join("\n");
}

/** What the first pass learns about one item, enough to name its new address and find its parent. */
type Planned = { type: string; slug: string; parent: number; link: string };

type Plan = {
  site: { hosts: Set<string> };
  items: Map<number, Planned>;
  /** Products of the file found in the shop: old id → the shop's product. */
  products: Map<number, { id: number; slug: string }>;
  targets: LinkTargets;
  uploads: Set<string>;
  /** The file's attachments: old id → address (featured images name them). */
  attachments: Map<number, string>;
};

async function* recordsOf(file: string, onProgress?: (bytes: number, total: number) => void): AsyncGenerator<WxrRecord> {
  const total = (await stat(file)).size;
  const stream = createReadStream(file, { highWaterMark: 256 * 1024 });
  let bytes = 0;
  async function* counted() {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      onProgress?.(bytes, total);
      yield chunk;
    }
  }
  yield* readWxr(counted());
}

/** The slug an item gets: its own, else its title's, else `{type}-{id}`; a second item of a type with one slug gets `-{id}` after it. */
function slugOf(item: WxrItem, taken: Set<string>): string {
  const base = shopSlug(item.postName) || shopSlug(item.title) || `${item.postType.replace(/_/g, "-")}-${item.postId}`;
  const key = `${item.postType}/${base}`;
  if (!taken.has(key)) {
    taken.add(key);
    return base;
  }
  const other = `${base}-${item.postId}`;
  taken.add(`${item.postType}/${other}`);
  return other;
}

/** First pass: problems, and every item's old and new address. */
async function plan(db: Db, o: WxrOptions, summary: ImportSummary): Promise<Plan> {
  const items = new Map<number, Planned>();
  const productSlugs = new Map<number, { slug: string; sku: string }>();
  const attachments = new Map<number, string>();
  const hosts = new Set<string>();
  const taken = new Set<string>();
  for await (const record of recordsOf(o.file, (bytes, total) => o.onProgress?.(bytes / 2, total))) {
    if (record.kind === "site") {
      for (const url of [record.site.baseSiteUrl, record.site.baseBlogUrl, record.site.link]) {
        try {
          if (url) hosts.add(hostKey(new URL(url).hostname));
        } catch {
          // A site address that is no URL names no host.
        }
      }
      continue;
    }
    if (record.kind !== "item") continue;
    const item = record.item;
    if (item.postType in IMPORTED) {
      if (!STATUS[item.status]) continue;
      items.set(item.postId, { type: item.postType, slug: slugOf(item, taken), parent: item.parentId, link: item.link });
    } else if (item.postType === "product") {
      productSlugs.set(item.postId, { slug: shopSlug(item.postName), sku: (item.meta._sku ?? "").trim() });
      items.set(item.postId, { type: "product", slug: "", parent: 0, link: item.link });
    } else if (item.postType === "attachment") {
      if (item.attachmentUrl) attachments.set(item.postId, item.attachmentUrl);
    } else if (!(item.postType in NOT_IMPORTED)) {
      summary.problem(item.line, `kiểu nội dung không biết "${item.postType}" (mục "${item.title}")`);
    }
  }

  const products = await shopProducts(db, productSlugs);
  for (const [oldId, planned] of items) {
    if (planned.type !== "product") continue;
    const found = products.get(oldId);
    if (found) planned.slug = found.slug;
    else items.delete(oldId);
  }

  // A page's address is its parents' slugs and its own (/gioi-thieu/doi-ngu/).
  const pathOf = (id: number, seen = new Set<number>()): string => {
    const p = items.get(id)!;
    const parent = p.type === "page" && p.parent && items.get(p.parent)?.type === "page" && !seen.has(p.parent) ? items.get(p.parent) : undefined;
    seen.add(id);
    return parent ? `${pathOf(p.parent, seen)}/${p.slug}` : p.slug;
  };
  const byId = new Map<number, string>();
  const byPath = new Map<string, string>();
  for (const [id, p] of items) {
    const target = p.type === "product" ? `/san-pham/${p.slug}/` : postUrl(p.type as PostType, pathOf(id));
    byId.set(id, target);
    if (p.link) {
      try {
        // `?p=103` (a draft's link) is found by its id; its path is the home page's.
        const url = new URL(p.link);
        if (!url.search && pathKey(url.pathname) !== "/") byPath.set(pathKey(url.pathname), target);
      } catch {
        // An item without a usable permalink is found by its id only.
      }
    }
  }
  const uploads = new Set<string>();
  const upload = (relative: string) => {
    if (!o.uploadsFrom || relative.includes("..") || path.isAbsolute(relative)) return null;
    uploads.add(relative);
    return `/wp-content/uploads/${relative.split("/").map(encodeURIComponent).join("/")}`;
  };
  const present = await presentUploads(o.uploadsFrom, attachments);
  return {
    site: { hosts },
    items,
    products,
    targets: { hosts, byId, byPath, upload: (relative) => (present === null || present.has(relative) ? upload(relative) : null) },
    uploads,
    attachments,
  };
}

/** The uploads the folder holds, by their path under `uploads/`, among those the attachments name; null when no folder was given. */
async function presentUploads(folder: string | undefined, attachments: Map<number, string>): Promise<Set<string> | null> {
  if (!folder) return null;
  const present = new Set<string>();
  for (const url of attachments.values()) {
    const relative = uploadsPathOf(url);
    if (relative === null) continue;
    try {
      if ((await stat(path.join(folder, relative))).isFile()) present.add(relative);
    } catch {
      // Not in the folder: the old URL stays.
    }
  }
  return present;
}

/** The file's products that the shop has, by slug, else by SKU. */
async function shopProducts(db: Db, wanted: Map<number, { slug: string; sku: string }>): Promise<Map<number, { id: number; slug: string }>> {
  const found = new Map<number, { id: number; slug: string }>();
  const entries = [...wanted];
  for (let i = 0; i < entries.length; i += 500) {
    const batch = entries.slice(i, i + 500);
    const slugs = batch.map(([, w]) => w.slug).filter(Boolean);
    const skus = batch.map(([, w]) => w.sku).filter(Boolean);
    if (slugs.length + skus.length === 0) continue;
    const rows = await db
      .select({ id: products.id, slug: products.slug, sku: products.sku })
      .from(products)
      .where(or(slugs.length ? inArray(products.slug, slugs) : sql`false`, skus.length ? inArray(products.sku, skus) : sql`false`));
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    const bySku = new Map(rows.filter((r) => r.sku).map((r) => [r.sku!, r]));
    for (const [oldId, w] of batch) {
      const row = bySlug.get(w.slug) ?? (w.sku ? bySku.get(w.sku) : undefined);
      if (row) found.set(oldId, { id: row.id, slug: row.slug });
    }
  }
  return found;
}

/** What the second pass keeps between records: small maps of ids, never content. */
type Written = {
  authors: Map<string, number>;
  terms: Map<string, number>;
  termParents: Array<{ id: number; taxonomy: string; parentSlug: string; line: number }>;
  posts: Map<number, number>;
  postParents: Array<{ id: number; parent: number }>;
  reviews: Map<number, number>;
  /** The file's comment ids on posts → the shop's, for threading replies. */
  comments: Map<number, number>;
  featuredImages: FeaturedImages;
  links: { moved: number; kept: number };
};

async function writeAuthor(tx: Tx, a: WxrAuthor, w: Written, summary: ImportSummary): Promise<void> {
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(or(sql`lower(${users.login}) = lower(${a.login})`, a.email ? sql`lower(${users.email}) = lower(${a.email})` : sql`false`))
    .orderBy(sql`lower(${users.login}) = lower(${a.login}) desc`)
    .limit(1);
  if (existing) {
    // The account is the shop's already (the owner's own, or an earlier import): used, not changed.
    w.authors.set(a.login.toLowerCase(), existing.id);
    summary.count("author", false);
    return;
  }
  if (!a.email) return summary.skip(a.line, `tác giả "${a.login}" không có e-mail`);
  const displayName = a.displayName || [a.lastName, a.firstName].filter(Boolean).join(" ") || a.login;
  // No password: the account signs in once its owner has set one through "Quên mật khẩu".
  const created = await createAccount(tx as unknown as Db, { email: a.email, login: a.login, displayName, passwordHash: null, roles: ["author"] });
  if (!created.ok) return summary.skip(a.line, `tác giả "${a.login}": ${created.error}`);
  w.authors.set(a.login.toLowerCase(), created.account.id);
  summary.count("author", true);
}

async function upsertTerm(tx: Tx, t: { taxonomy: Taxonomy; slug: string; name: string; description?: string }): Promise<{ id: number; created: boolean }> {
  const [row] = await tx
    .insert(terms)
    .values({ taxonomy: t.taxonomy, slug: t.slug, name: t.name, description: t.description ?? "" })
    .onConflictDoUpdate({ target: [terms.taxonomy, terms.slug], set: { name: t.name, ...(t.description === undefined ? {} : { description: t.description }) } })
    .returning({ id: terms.id, created: sql<boolean>`xmax = 0` });
  return row!;
}

async function writeTerm(tx: Tx, t: WxrTerm, w: Written, summary: ImportSummary): Promise<void> {
  if (!TAXONOMIES.has(t.taxonomy)) return;
  const slug = shopSlug(t.slug) || shopSlug(t.name);
  if (!slug) return summary.skip(t.line, `${WXR_LABELS[t.taxonomy]} "${t.name}" không có đường dẫn dùng được`);
  const row = await upsertTerm(tx, { taxonomy: t.taxonomy as Taxonomy, slug, name: t.name || slug, description: t.description });
  w.terms.set(`${t.taxonomy}/${slug}`, row.id);
  if (t.parentSlug) w.termParents.push({ id: row.id, taxonomy: t.taxonomy, parentSlug: shopSlug(t.parentSlug), line: t.line });
  summary.count(t.taxonomy, row.created);
}

async function writePost(tx: Tx, item: WxrItem, p: Plan, w: Written, summary: ImportSummary): Promise<number | null> {
  const status = STATUS[item.status];
  if (!status) {
    summary.skip(item.line, `"${item.title}": trạng thái "${item.status}" không nhập`);
    return null;
  }
  const type = IMPORTED[item.postType]!;
  const planned = p.items.get(item.postId)!;
  const content = rewriteLinks(paragraphs(item.content), p.targets);
  const excerpt = rewriteLinks(item.excerpt, p.targets);
  w.links.moved += content.moved + excerpt.moved;
  w.links.kept += content.kept + excerpt.kept;
  const published = wordpressDate(item.date) ?? new Date();
  const values = {
    type,
    status,
    slug: planned.slug,
    title: item.title || planned.slug,
    excerpt: excerpt.html,
    content: content.html,
    authorId: w.authors.get(item.creator.toLowerCase()) ?? null,
    menuOrder: item.menuOrder,
    publishedAt: published,
    updatedAt: wordpressDate(item.modified) ?? published,
  };
  const changes = { status, title: values.title, excerpt: values.excerpt, content: values.content, authorId: values.authorId, menuOrder: values.menuOrder, publishedAt: values.publishedAt, updatedAt: values.updatedAt };
  const [row] = await tx
    .insert(posts)
    .values(values)
    .onConflictDoUpdate({ target: [posts.type, posts.slug], set: changes })
    .returning({ id: posts.id, created: sql<boolean>`xmax = 0`, featuredImageId: posts.featuredImageId });
  const id = row!.id;
  w.posts.set(item.postId, id);
  if (item.parentId) w.postParents.push({ id, parent: item.parentId });
  // The item's terms are what the file says, as WordPress's importer sets them.
  await tx.delete(postTerms).where(eq(postTerms.postId, id));
  const termIds = new Set<number>();
  for (const t of item.terms) {
    const taxonomy = t.taxonomy;
    if (!TAXONOMIES.has(taxonomy)) continue;
    const slug = shopSlug(t.slug) || shopSlug(t.name);
    if (!slug) continue;
    let termId = w.terms.get(`${taxonomy}/${slug}`);
    if (termId === undefined) {
      // A term the header did not list (an export of one post type lists only its own).
      const made = await upsertTerm(tx, { taxonomy: taxonomy as Taxonomy, slug, name: t.name || slug });
      summary.count(taxonomy, made.created);
      termId = made.id;
      w.terms.set(`${taxonomy}/${slug}`, termId);
    }
    termIds.add(termId);
  }
  if (termIds.size > 0) await tx.insert(postTerms).values([...termIds].map((termId) => ({ postId: id, termId })));
  const thumbnail = Number(item.meta._thumbnail_id);
  if (Number.isInteger(thumbnail) && thumbnail > 0) {
    const picture = await w.featuredImages.pictureFor(tx, thumbnail, row!.featuredImageId);
    if ("id" in picture) await tx.update(posts).set({ featuredImageId: picture.id }).where(eq(posts.id, id));
    else summary.skip(item.line, `"${item.title}": ${picture.skipped}`);
  }
  summary.count(type, row!.created);
  for (const c of item.comments) await writePostComment(tx, id, item, c, w.comments, summary);
  return id;
}


async function writeReview(tx: Tx, productId: number, item: WxrItem, c: WxrComment, w: Written, summary: ImportSummary): Promise<void> {
  const label = `bình luận #${c.id} của "${item.title}"`;
  if (NOT_READERS_COMMENTS.has(c.type)) return summary.skip(item.line, `${label}: loại "${c.type}" không phải đánh giá`);
  const status = COMMENT_STATUS[c.approved];
  if (!status) return summary.skip(item.line, `${label}: ${c.approved === "spam" ? "thư rác" : "đã xóa"}`);
  const content = c.content.trim();
  if (content.length < 1 || content.length > 5000) return summary.skip(item.line, `${label}: nội dung rỗng hoặc dài quá 5000 ký tự`);
  const date = wordpressDate(c.date) ?? new Date();
  const [author] = c.authorEmail ? await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${c.authorEmail})`).limit(1) : [];
  if (c.parentId) {
    const parent = w.reviews.get(c.parentId);
    if (parent === undefined) return summary.skip(item.line, `${label}: trả lời một bình luận không được nhập`);
    // WordPress threads replies; the shop keeps one answer under a review (the shop's): the last one wins.
    await tx.update(reviews).set({ replyContent: content, replyUserId: author?.id ?? null, repliedAt: date }).where(eq(reviews.id, parent));
    summary.count("reply", false);
    return;
  }
  const rating = Number(c.meta.rating);
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return summary.skip(item.line, `${label}: không có số sao (1–5)`);
  const values = {
    rating,
    content,
    status,
    authorName: c.authorName || "Khách",
    userId: author?.id ?? null,
    verifiedOwner: c.meta.verified === "1",
  };
  // A review is the same one when its product, author's e-mail and time are: how a re-run finds it.
  const [existing] = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), sql`lower(${reviews.authorEmail}) = lower(${c.authorEmail})`, eq(reviews.createdAt, date)))
    .limit(1);
  if (existing) {
    await tx.update(reviews).set(values).where(eq(reviews.id, existing.id));
    w.reviews.set(c.id, existing.id);
  } else {
    const [row] = await tx.insert(reviews).values({ ...values, productId, authorEmail: c.authorEmail, createdAt: date }).returning({ id: reviews.id });
    w.reviews.set(c.id, row!.id);
  }
  summary.count("review", !existing);
}

async function writeItem(tx: Tx, item: WxrItem, p: Plan, w: Written, summary: ImportSummary): Promise<void> {
  if (item.postType in IMPORTED) {
    await writePost(tx, item, p, w, summary);
    return;
  }
  if (item.postType === "product") {
    const product = p.products.get(item.postId);
    if (!product) {
      if (item.comments.length > 0) summary.skip(item.line, `${item.comments.length} đánh giá của sản phẩm "${item.title}": cửa hàng chưa có sản phẩm này (nhập CSV sản phẩm trước)`);
      return;
    }
    for (const c of item.comments) await writeReview(tx, product.id, item, c, w, summary);
    return;
  }
  if (item.postType in NOT_IMPORTED) {
    if (item.postType !== "attachment") summary.skip(item.line, `"${item.title}" (${item.postType}): ${NOT_IMPORTED[item.postType]}`);
    return;
  }
  // An unknown post type: noted as a problem by the first pass already.
}

async function linkParents(tx: Tx, w: Written, summary: ImportSummary): Promise<void> {
  for (const t of w.termParents) {
    const parent = w.terms.get(`${t.taxonomy}/${t.parentSlug}`);
    if (parent === undefined || parent === t.id) {
      summary.skip(t.line, `chuyên mục cha "${t.parentSlug}" không có trong tệp`);
      continue;
    }
    await tx.update(terms).set({ parentId: parent }).where(eq(terms.id, t.id));
  }
  for (const p of w.postParents) {
    const parent = w.posts.get(p.parent);
    if (parent !== undefined && parent !== p.id) await tx.update(posts).set({ parentId: parent }).where(eq(posts.id, p.id));
  }
}

/** Thrown at the end of a dry run's transaction: everything was written, then rolled back. */
class DryRunDone extends Error {}

/**
 * Imports the file; the summary says what was (on a dry run: would have been) written. `ok` is
 * false when the file was refused: nothing was written then.
 */
export async function importWxr(db: Db, o: WxrOptions): Promise<{ ok: boolean; summary: ImportSummary; links: { moved: number; kept: number } }> {
  const summary = new ImportSummary();
  const p = await plan(db, o, summary);
  const featuredImages = new FeaturedImages({ uploadsFrom: o.uploadsFrom, uploadsDir: o.uploadsDir, maxPixels: o.maxPixels, now: new Date() }, p.attachments);
  const w: Written = { authors: new Map(), terms: new Map(), termParents: [], posts: new Map(), postParents: [], reviews: new Map(), comments: new Map(), featuredImages, links: { moved: 0, kept: 0 } };
  if (summary.problemCount > 0 && !o.continueOnError) return { ok: false, summary, links: w.links };
  try {
    await db.transaction(async (tx) => {
      for await (const record of recordsOf(o.file, (bytes, total) => o.onProgress?.(total / 2 + bytes / 2, total))) {
        if (record.kind === "author") await step(tx, o.continueOnError, record.author.line, summary, (t) => writeAuthor(t, record.author, w, summary));
        else if (record.kind === "term") await step(tx, o.continueOnError, record.term.line, summary, (t) => writeTerm(t, record.term, w, summary));
        else if (record.kind === "item") await step(tx, o.continueOnError, record.item.line, summary, (t) => writeItem(t, record.item, p, w, summary));
      }
      await step(tx, o.continueOnError, 0, summary, (t) => linkParents(t, w, summary));
      if (o.dryRun) throw new DryRunDone();
    });
  } catch (error) {
    // The pictures made are files, which no rollback takes back.
    await featuredImages.forget();
    if (error instanceof DryRunDone) return { ok: true, summary, links: w.links };
    if (!(error instanceof RolledBack)) throw error;
    summary.forgetWrites();
    return { ok: false, summary, links: w.links };
  }
  // Files last, once the rows are committed: a refused import copies nothing.
  for (const relative of p.uploads) {
    const target = path.join(o.uploadsDir, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(path.join(o.uploadsFrom!, relative), target);
    summary.count("upload", true);
  }
  return { ok: true, summary, links: w.links };
}
