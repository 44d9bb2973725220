import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts } from "../../../../db/schema";
import type { Database } from "../../../platform/.server/db";
import { cloneSeededDatabase } from "../../../../tests/support/db";
import { findByPath, findPostTerm, listPosts } from "./posts";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

describe("content", () => {
  it("resolves a page by its path and a post by its slug", async () => {
    const page = await findByPath(database.db, ["gioi-thieu"]);
    expect(page?.type).toBe("page");
    expect(page?.url).toBe("/gioi-thieu/");
    const { items } = await listPosts(database.db, { type: "post", page: 1, perPage: 1 });
    const post = await findByPath(database.db, [items[0]!.slug]);
    expect(post?.type).toBe("post");
    expect(post?.tags.length).toBeGreaterThan(0);
    expect(post?.tags[0]!.url).toMatch(/^\/tag\/[a-z0-9-]+\/$/);
  });

  it("does not resolve a page under a parent it does not have", async () => {
    expect(await findByPath(database.db, ["lien-he", "gioi-thieu"])).toBeNull();
    expect(await findByPath(database.db, ["khong-ton-tai"])).toBeNull();
  });

  it("lists posts newest first and filters them by tag", async () => {
    const all = await listPosts(database.db, { type: "post", page: 1, perPage: 100 });
    expect(all.total).toBeGreaterThanOrEqual(12);
    const dates = all.items.map((p) => p.publishedAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const tagSlug = (await findByPath(database.db, [all.items[0]!.slug]))!.tags[0]!.slug;
    const tag = (await findPostTerm(database.db, "post_tag", tagSlug))!;
    const tagged = await listPosts(database.db, { type: "post", termId: tag.id, page: 1, perPage: 100 });
    expect(tagged.items.map((p) => p.id)).toContain(all.items[0]!.id);
    expect(tagged.total).toBeLessThanOrEqual(all.total);
  });

  it("hides drafts", async () => {
    const { items } = await listPosts(database.db, { type: "post", page: 1, perPage: 1 });
    await database.db.update(posts).set({ status: "draft" }).where(eq(posts.id, items[0]!.id));
    expect(await findByPath(database.db, [items[0]!.slug])).toBeNull();
  });

  it("lists portfolio items under /portfolio/", async () => {
    const { items, total } = await listPosts(database.db, { type: "featured_item", page: 1, perPage: 50 });
    expect(total).toBeGreaterThanOrEqual(6);
    expect(items[0]!.url).toMatch(/^\/portfolio\/[a-z0-9-]+\/$/);
  });
});
