import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postComments, posts } from "../../../../db/schema";
import type { Database } from "../../../platform/.server/db";
import { cloneSeededDatabase } from "../../../../tests/support/db";
import { approvedComments } from "./comments";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const postId = async (slug: string) => (await database.db.select({ id: posts.id }).from(posts).where(eq(posts.slug, slug)))[0]!.id;
const SEEDED = "5-cach-phoi-ao-so-mi-trang-cho-dan-cong-so";

type Shape = { by: string; replies: Shape[] };
const shape = (threads: Awaited<ReturnType<typeof approvedComments>>["threads"]): Shape[] => threads.map((c) => ({ by: c.authorName, replies: shape(c.replies) }));

describe("a post's comments", () => {
  it("lists the demo post's approved comments as threads, oldest first", async () => {
    const { threads, count } = await approvedComments(database.db, await postId(SEEDED));
    expect(count).toBe(3);
    expect(shape(threads)).toEqual([
      { by: "Ngọc Anh", replies: [{ by: "Cửa Hàng Xinh", replies: [] }] },
      { by: "Minh Khôi", replies: [] },
    ]);
    expect(threads[0]!.content).toBe("Công thức số 2 đúng gu mình luôn! Cho mình hỏi áo sơ mi oxford của shop có bị nhăn nhiều không ạ?");
  });

  it("leaves out waiting comments and the replies under them, and stops threads five deep", async () => {
    const id = await postId("cach-giat-va-bao-quan-ao-lua-luon-ben-dep");
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    const add = async (authorName: string, minutes: number, parentId: number | null, status: "approved" | "pending" = "approved") =>
      (await database.db.insert(postComments).values({ postId: id, parentId, authorName, content: `Lời của ${authorName}`, status, createdAt: at(minutes) }).returning({ id: postComments.id }))[0]!.id;
    const waiting = await add("Chờ duyệt", 1, null, "pending");
    await add("Trả lời người chờ duyệt", 2, waiting);
    let parent = await add("Tầng 1", 3, null);
    for (let depth = 2; depth <= 6; depth++) parent = await add(`Tầng ${depth}`, 3 + depth, parent);

    const { threads, count } = await approvedComments(database.db, id);
    expect(count).toBe(6);
    // The sixth level sits beside the fifth, under the fourth.
    expect(shape(threads)).toEqual([
      { by: "Tầng 1", replies: [{ by: "Tầng 2", replies: [{ by: "Tầng 3", replies: [{ by: "Tầng 4", replies: [{ by: "Tầng 5", replies: [] }, { by: "Tầng 6", replies: [] }] }] }] }] },
    ]);
  });

  it("shows a reply dated before the comment it answers under it", async () => {
    const id = await postId("cach-giat-va-bao-quan-ao-lua-luon-ben-dep");
    const [parent] = await database.db.insert(postComments).values({ postId: id, authorName: "Mới nhập", content: "Ngày lỗi, ghi là hôm nay", status: "approved", createdAt: new Date("2030-01-01T00:00:00Z") }).returning({ id: postComments.id });
    await database.db.insert(postComments).values({ postId: id, parentId: parent!.id, authorName: "Trả lời cũ", content: "Ngày thật", status: "approved", createdAt: new Date("2024-01-01T00:00:00Z") });
    const { threads } = await approvedComments(database.db, id);
    expect(shape(threads).find((t) => t.by === "Mới nhập")).toEqual({ by: "Mới nhập", replies: [{ by: "Trả lời cũ", replies: [] }] });
  });

  it("answers none for a post without comments", async () => {
    expect(await approvedComments(database.db, await postId("gioi-thieu"))).toEqual({ threads: [], count: 0 });
  });
});
