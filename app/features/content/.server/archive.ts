import { data } from "react-router";
import type { RequestContext } from "~/platform/.server/context";
import type { Crumb } from "~/ui/Breadcrumbs";
import { parsePageNumber } from "~/lib/page-number";
import type { PostListData } from "../components/PostListTemplate";
import { listPosts } from "./posts";

export const POSTS_PER_PAGE = 9;

/** One page of posts (optionally of one term); past the last page is a 404. */
export async function loadPostArchive(
  context: RequestContext,
  o: { pageParam: string | undefined; basePath: string; termId?: number; title: string; crumbs: Crumb[] },
): Promise<PostListData & { canonical: string }> {
  const page = parsePageNumber(o.pageParam);
  if (page === null) throw data(null, { status: 404 });
  const { items, total } = await listPosts(context.db, { type: "post", termId: o.termId, page, perPage: POSTS_PER_PAGE });
  if (page > 1 && items.length === 0) throw data(null, { status: 404 });
  return {
    title: o.title,
    crumbs: o.crumbs,
    posts: items,
    page,
    totalPages: Math.max(1, Math.ceil(total / POSTS_PER_PAGE)),
    basePath: o.basePath,
    canonical: `${context.site.url}${page === 1 ? o.basePath : `${o.basePath}page/${page}/`}`,
  };
}
