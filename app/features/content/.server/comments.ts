import { and, asc, eq } from "drizzle-orm";
import { postComments } from "../../../../db/schema";
import type { Db } from "../../../platform/.server/db";
import type { PostComment } from "../types";

/** Replies deeper than this are shown at this depth (WordPress's default `thread_comments_depth`). */
const DEEPEST = 5;

/**
 * A post's approved comments as threads, oldest first, as WordPress lists them. A reply whose
 * parent is not shown (waiting, or deleted) is not shown either: it answers words nobody can read.
 */
export async function approvedComments(db: Db, postId: number): Promise<{ threads: PostComment[]; count: number }> {
  const rows = await db
    .select({ id: postComments.id, parentId: postComments.parentId, authorName: postComments.authorName, content: postComments.content, createdAt: postComments.createdAt })
    .from(postComments)
    .where(and(eq(postComments.postId, postId), eq(postComments.status, "approved")))
    .orderBy(asc(postComments.createdAt), asc(postComments.id));
  type Placed = PostComment & { depth: number; under: Placed | null };
  const byId = new Map<number, Placed>();
  const threads: Placed[] = [];
  // Oldest first: a parent comes before its replies (a reply cannot be older than what it answers).
  for (const row of rows) {
    const parent = row.parentId === null ? null : byId.get(row.parentId);
    if (row.parentId !== null && !parent) continue;
    // A reply to a comment as deep as threads go sits beside it, as WordPress shows it.
    const under = parent && parent.depth >= DEEPEST ? parent.under : (parent ?? null);
    const placed: Placed = { id: row.id, authorName: row.authorName, content: row.content, createdAt: row.createdAt, replies: [], depth: under ? under.depth + 1 : 1, under };
    byId.set(row.id, placed);
    (under ? under.replies : threads).push(placed);
  }
  return { threads: threads.map(shown), count: byId.size };
}

/** The comment as the page gets it, without the threading's own links. */
function shown(c: PostComment): PostComment {
  return { id: c.id, authorName: c.authorName, content: c.content, createdAt: c.createdAt, replies: c.replies.map(shown) };
}
