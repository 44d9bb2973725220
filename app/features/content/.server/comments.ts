import { and, asc, eq } from "drizzle-orm";
import { postComments } from "../../../../db/schema";
import type { Db } from "../../../platform/.server/db";
import type { PostComment } from "../types";

/** Replies deeper than this are shown at this depth (WordPress's default `thread_comments_depth`). */
const DEEPEST = 5;

/**
 * A post's approved comments as threads, oldest first, as WordPress lists them. A reply whose
 * parent is not shown (waiting, or deleted) is not shown either: it answers words nobody can read.
 * Threads are found from their first comments, so a reply dated before what it answers (an
 * import's dates) still shows under it.
 */
export async function approvedComments(db: Db, postId: number): Promise<{ threads: PostComment[]; count: number }> {
  const rows = await db
    .select({ id: postComments.id, parentId: postComments.parentId, authorName: postComments.authorName, content: postComments.content, createdAt: postComments.createdAt })
    .from(postComments)
    .where(and(eq(postComments.postId, postId), eq(postComments.status, "approved")))
    .orderBy(asc(postComments.createdAt), asc(postComments.id));
  const repliesTo = new Map<number | null, typeof rows>();
  for (const row of rows) {
    const siblings = repliesTo.get(row.parentId);
    if (siblings) siblings.push(row);
    else repliesTo.set(row.parentId, [row]);
  }
  const threads: PostComment[] = [];
  let count = 0;
  const place = (row: (typeof rows)[number], depth: number, into: PostComment[]) => {
    const comment: PostComment = { id: row.id, authorName: row.authorName, content: row.content, createdAt: row.createdAt, replies: [] };
    into.push(comment);
    count++;
    // A reply to a comment as deep as threads go sits beside it, as WordPress shows it.
    for (const reply of repliesTo.get(row.id) ?? []) {
      if (depth < DEEPEST) place(reply, depth + 1, comment.replies);
      else place(reply, depth, into);
    }
  };
  for (const row of repliesTo.get(null) ?? []) place(row, 1, threads);
  return { threads, count };
}
