import { type SQL, and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { media, postTerms, posts, terms, users } from "../../../../db/schema";
import type { Db } from "../../../platform/.server/db";
import { type SizeName, toPicture } from "../../../lib/media";
import { isSlug } from "../../../lib/slug";
import type { PostDetail, PostKind, PostSummary, TermRef } from "../types";
import { postUrl, termUrl } from "../urls";

const summaryColumns = {
  id: posts.id,
  type: posts.type,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  publishedAt: posts.publishedAt,
  imageAlt: media.alt,
  imageSizes: media.sizes,
};

function toSummary(r: { id: number; type: PostKind; slug: string; title: string; excerpt: string; publishedAt: Date; imageAlt: string | null; imageSizes: Parameters<typeof toPicture>[0]["sizes"] | null }, size: SizeName = "thumbnail"): PostSummary {
  return {
    id: r.id,
    type: r.type,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    url: postUrl(r.type, r.slug),
    publishedAt: r.publishedAt,
    image: r.imageSizes ? toPicture({ alt: r.imageAlt || r.title, sizes: r.imageSizes }, size) : null,
  };
}

const live = (type: PostKind) => and(eq(posts.type, type), eq(posts.status, "publish"));

export async function listPosts(
  db: Db,
  o: { type: PostKind; termId?: number; page: number; perPage: number },
): Promise<{ items: PostSummary[]; total: number }> {
  const where: SQL[] = [live(o.type)!];
  if (o.termId !== undefined)
    where.push(sql`exists (select 1 from ${postTerms} where ${postTerms.postId} = ${posts.id} and ${postTerms.termId} = ${o.termId})`);
  const condition = and(...where);
  const order = o.type === "featured_item" ? [asc(posts.menuOrder), desc(posts.publishedAt)] : [desc(posts.publishedAt), desc(posts.id)];
  const [rows, [count]] = await Promise.all([
    db.select(summaryColumns).from(posts).leftJoin(media, eq(media.id, posts.featuredImageId))
      .where(condition).orderBy(...order).limit(o.perPage).offset((o.page - 1) * o.perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(posts).where(condition),
  ]);
  return { items: rows.map((r) => toSummary(r)), total: count?.n ?? 0 };
}

/**
 * Resolves a WordPress-style path: `/a/b/` is page `b` whose parent is `a`; a single segment may
 * also be a post. Returns null when nothing lives there.
 */
export async function findByPath(db: Db, segments: string[], type?: PostKind): Promise<PostDetail | null> {
  const slug = segments[segments.length - 1];
  // A path no post can have (a NUL would fail the query) names none.
  if (!slug || !segments.every(isSlug)) return null;
  const types: PostKind[] = type ? [type] : segments.length === 1 ? ["page", "post"] : ["page"];
  const candidates = await db
    .select({ ...summaryColumns, content: posts.content, updatedAt: posts.updatedAt, parentId: posts.parentId, author: users.displayName })
    .from(posts)
    .leftJoin(media, eq(media.id, posts.featuredImageId))
    .leftJoin(users, eq(users.id, posts.authorId))
    .where(and(eq(posts.slug, slug), inArray(posts.type, types), eq(posts.status, "publish")));
  for (const kind of types) {
    const row = candidates.find((c) => c.type === kind);
    if (!row) continue;
    const ancestors = kind === "page" ? await pageAncestors(db, row.parentId) : [];
    if (kind === "page" && ancestors.map((a) => a.slug).join("/") !== segments.slice(0, -1).join("/")) continue;
    const path = [...ancestors.map((a) => a.slug), row.slug].join("/");
    const termRows = await db
      .select({ taxonomy: terms.taxonomy, name: terms.name, slug: terms.slug })
      .from(postTerms)
      .innerJoin(terms, eq(terms.id, postTerms.termId))
      .where(eq(postTerms.postId, row.id))
      .orderBy(asc(terms.name));
    const ref = (t: (typeof termRows)[number]): TermRef => ({
      name: t.name,
      slug: t.slug,
      url: t.taxonomy in termUrl ? termUrl[t.taxonomy as keyof typeof termUrl](t.slug) : "#",
    });
    return {
      ...toSummary(row, "full"),
      url: postUrl(row.type, path),
      content: row.content,
      updatedAt: row.updatedAt,
      author: row.author,
      categories: termRows.filter((t) => t.taxonomy === "category" || t.taxonomy === "featured_item_category").map(ref),
      tags: termRows.filter((t) => t.taxonomy === "post_tag" || t.taxonomy === "featured_item_tag").map(ref),
      ancestors: ancestors.map((a, i) => ({ title: a.title, url: postUrl("page", ancestors.slice(0, i + 1).map((x) => x.slug).join("/")) })),
    };
  }
  return null;
}

async function pageAncestors(db: Db, parentId: number | null): Promise<Array<{ slug: string; title: string }>> {
  const chain: Array<{ slug: string; title: string }> = [];
  const seen = new Set<number>();
  while (parentId !== null && !seen.has(parentId) && chain.length < 10) {
    seen.add(parentId);
    const [p] = await db.select({ slug: posts.slug, title: posts.title, parentId: posts.parentId }).from(posts).where(eq(posts.id, parentId));
    if (!p) break;
    chain.unshift({ slug: p.slug, title: p.title });
    parentId = p.parentId;
  }
  return chain;
}

export function contentSitemapEntries(db: Db) {
  return db
    .select({ type: posts.type, slug: posts.slug, parentId: posts.parentId, updatedAt: posts.updatedAt })
    .from(posts)
    .where(and(eq(posts.status, "publish"), isNull(posts.parentId)))
    .orderBy(asc(posts.type), asc(posts.id));
}

export async function findPostTerm(db: Db, taxonomy: "post_tag" | "category", slug: string) {
  if (!isSlug(slug)) return null; // no term's: never queried (a NUL would fail the query)
  const [t] = await db.select({ id: terms.id, name: terms.name, slug: terms.slug, description: terms.description })
    .from(terms).where(and(eq(terms.taxonomy, taxonomy), eq(terms.slug, slug)));
  return t ?? null;
}
