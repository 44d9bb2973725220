import { formatDate, formatTime, isoInShopZone } from "~/lib/dates";
import { tContent } from "~/lib/i18n/areas/content";
import type { PostComment } from "../types";

/**
 * The readers' comments under a post (WordPress's `#comments`): threads as nested lists, each
 * comment at `#comment-{id}` as WordPress addresses it, so old links to a comment still land on it.
 */
export function PostComments({ title, threads, count }: { title: string; threads: PostComment[]; count: number }) {
  if (count === 0) return null;
  return (
    <section id="comments" aria-labelledby="comments-title" className="comments-area mx-auto mt-10 max-w-3xl border-t border-gray-200 pt-6">
      <h2 id="comments-title" className="text-xl font-bold">
        {tContent("comments.title", { count, title })}
      </h2>
      <CommentList comments={threads} className="comment-list mt-4 space-y-4" />
    </section>
  );
}

function CommentList({ comments, className, label }: { comments: PostComment[]; className: string; label?: string }) {
  return (
    <ol className={className} aria-label={label}>
      {comments.map((c) => (
        <li key={c.id} id={`comment-${c.id}`} className="comment scroll-mt-(--sticky-header-height)">
          <article className="rounded-lg bg-gray-50 p-4">
            <header className="text-sm">
              <b className="font-semibold">{c.authorName}</b>{" "}
              <time dateTime={isoInShopZone(c.createdAt)} className="text-muted">
                {tContent("comments.at", { date: formatDate(c.createdAt), time: formatTime(c.createdAt) })}
              </time>
            </header>
            <p className="mt-2 whitespace-pre-line">{c.content}</p>
          </article>
          {c.replies.length > 0 && <CommentList comments={c.replies} className="children mt-3 space-y-3 border-l-2 border-gray-200 pl-3 sm:pl-6" label={tContent("comments.replies", { author: c.authorName })} />}
        </li>
      ))}
    </ol>
  );
}
