import { Picture } from "~/ui/Picture";
import { formatDate } from "~/lib/dates";
import type { PostSummary } from "../types";

export function PostCard({ post, showDate = true }: { post: PostSummary; showDate?: boolean }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-gray-200">
      {post.image && (
        <a href={post.url} tabIndex={-1} aria-hidden="true" className="block aspect-[4/3] bg-gray-100">
          <Picture picture={post.image} sizes="(min-width: 850px) 380px, (min-width: 550px) 50vw, 100vw" className="size-full object-cover" />
        </a>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        {showDate && (
          <time dateTime={post.publishedAt.toISOString()} className="text-sm text-muted">
            {formatDate(post.publishedAt)}
          </time>
        )}
        <h2 className="text-lg font-semibold leading-snug">
          <a href={post.url} className="text-ink no-underline hover:text-brand-700">{post.title}</a>
        </h2>
        {post.excerpt && <p className="text-sm text-muted">{post.excerpt}</p>}
      </div>
    </li>
  );
}

export function PostGrid({ posts, showDate }: { posts: PostSummary[]; showDate?: boolean }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 md:grid-cols-3">
      {posts.map((p) => (
        <PostCard key={p.id} post={p} showDate={showDate} />
      ))}
    </ul>
  );
}
