import { and, eq, sql } from "drizzle-orm";
import { postComments, users } from "../../db/schema";
import type { Tx } from "../../app/platform/.server/db";
import type { ImportSummary } from "./summary";
import { type WxrComment, type WxrItem, wordpressDate } from "./wxr-reader";

/** WordPress's `comment_approved`: "1" shown, "0" waiting; "spam" and "trash" are not brought in. */
export const COMMENT_STATUS: Record<string, "approved" | "pending"> = { "1": "approved", "0": "pending" };
/** Comment types that are not readers' words (pings, WooCommerce's own notes). */
export const NOT_READERS_COMMENTS: ReadonlySet<string> = new Set(["pingback", "trackback", "order_note", "webhook_delivery", "action_log", "note"]);

const ENTITIES: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", hellip: "…", ndash: "–", mdash: "—", lsquo: "‘", rsquo: "’", ldquo: "“", rdquo: "”", laquo: "«", raquo: "»",
};

/**
 * A comment's words as plain text: WordPress allows a little markup in comments (links, bold,
 * quotes); the shop shows comments as text, so the markup goes and its line breaks stay.
 */
export function commentText(html: string): string {
  return html
    .replace(/\r\n?/g, "\n")
    .replace(/<br\s*\/?>\n?/gi, "\n")
    .replace(/<\/p>\s*<p[^>]*>/gi, "\n\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (whole, name: string) => {
      if (name[0] === "#") {
        const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * One of a blog post's comments (`postId` the shop's post), threaded under its parent when that
 * was brought in (`written` maps the file's comment ids to the shop's). A re-run finds it again by
 * its post, author's e-mail and time, and updates it.
 */
export async function writePostComment(tx: Tx, postId: number, item: WxrItem, c: WxrComment, written: Map<number, number>, summary: ImportSummary): Promise<void> {
  const label = `bình luận #${c.id} của "${item.title}"`;
  if (NOT_READERS_COMMENTS.has(c.type)) return summary.skip(item.line, `${label}: loại "${c.type}" không phải bình luận của người đọc`);
  const status = COMMENT_STATUS[c.approved];
  if (!status) return summary.skip(item.line, `${label}: ${c.approved === "spam" ? "thư rác" : "đã xóa"}`);
  const content = commentText(c.content);
  if (content.length < 1 || content.length > 20_000) return summary.skip(item.line, `${label}: nội dung rỗng hoặc dài quá 20000 ký tự`);
  let parentId: number | null = null;
  if (c.parentId) {
    parentId = written.get(c.parentId) ?? null;
    if (parentId === null) return summary.skip(item.line, `${label}: trả lời một bình luận không được nhập`);
  }
  const date = wordpressDate(c.date) ?? new Date();
  const email = c.authorEmail.trim();
  const [author] = email ? await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1) : [];
  const values = { parentId, userId: author?.id ?? null, authorName: (c.authorName.trim() || "Khách").slice(0, 200), content, status };
  const [existing] = await tx
    .select({ id: postComments.id })
    .from(postComments)
    .where(and(eq(postComments.postId, postId), sql`lower(${postComments.authorEmail}) = lower(${email})`, eq(postComments.createdAt, date)))
    .limit(1);
  if (existing) {
    await tx.update(postComments).set(values).where(eq(postComments.id, existing.id));
    written.set(c.id, existing.id);
  } else {
    const [row] = await tx.insert(postComments).values({ ...values, postId, authorEmail: email, createdAt: date }).returning({ id: postComments.id });
    written.set(c.id, row!.id);
  }
  summary.count("comment", !existing);
}
