import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "~/ui/Breadcrumbs";
import { Picture } from "~/ui/Picture";
import { formatDate } from "~/lib/dates";
import type { PostDetail } from "../types";
import { tContent } from "~/lib/i18n/areas/content";

/** The editor content's box: its class, for a caller that draws the content itself. */
export const ARTICLE_BODY_CLASS = "entry-content prose-content mx-auto mt-6 max-w-3xl";

/**
 * A page, a blog post or a portfolio item: title, (date), image, editor content, terms. `body`
 * draws the content in place of its HTML as written (a page whose content holds forms); `tools`
 * go just before it (the content block's edit links, for those who may edit it); `after` ends the
 * article (a post's comments).
 */
export function ArticleTemplate({ post, crumbs, body, tools, after }: { post: PostDetail; crumbs: Crumb[]; body?: ReactNode; tools?: ReactNode; after?: ReactNode }) {
  const isPost = post.type === "post";
  return (
    <article className={`container-page py-6 ${post.type}-${post.id}`}>
      <Breadcrumbs items={crumbs} />
      <header className="mx-auto mt-4 max-w-3xl">
        <h1 className="entry-title text-2xl font-bold sm:text-4xl">{post.title}</h1>
        {isPost && (
          <p className="mt-2 text-sm text-muted">
            {tContent("blog.postedOn")} <time dateTime={post.publishedAt.toISOString()}>{formatDate(post.publishedAt)}</time>
            {post.author && ` ${tContent("blog.by", { author: post.author })}`}
          </p>
        )}
      </header>
      {post.image && post.type !== "page" && (
        <div className="mx-auto mt-6 max-w-3xl overflow-hidden rounded-lg bg-gray-100">
          <Picture picture={post.image} sizes="(min-width: 850px) 768px, 100vw" priority preload className="w-full object-cover" />
        </div>
      )}
      {tools}
      {body ?? <div className={ARTICLE_BODY_CLASS} dangerouslySetInnerHTML={{ __html: post.content }} />}
      {(post.categories.length > 0 || post.tags.length > 0) && (
        <footer className="mx-auto mt-8 max-w-3xl space-y-1 border-t border-gray-200 pt-4 text-sm">
          {post.categories.length > 0 && (
            <p>
              {post.type === "featured_item" ? tContent("portfolio.categories") : tContent("blog.categories")}{" "}
              {post.categories.map((c, i) => (
                <span key={c.slug}>{i > 0 && ", "}<a href={c.url} rel="category tag" className="underline">{c.name}</a></span>
              ))}
            </p>
          )}
          {post.tags.length > 0 && (
            <p>
              {tContent("blog.tags")}{" "}
              {post.tags.map((c, i) => (
                <span key={c.slug}>{i > 0 && ", "}<a href={c.url} rel="tag" className="underline">{c.name}</a></span>
              ))}
            </p>
          )}
        </footer>
      )}
      {after}
    </article>
  );
}
