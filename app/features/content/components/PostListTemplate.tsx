import { Breadcrumbs, type Crumb } from "~/ui/Breadcrumbs";
import { Pagination } from "~/ui/Pagination";
import type { PostSummary } from "../types";
import { PostGrid } from "./PostCard";
import { tContent } from "~/lib/i18n/areas/content";

export type PostListData = { title: string; crumbs: Crumb[]; posts: PostSummary[]; page: number; totalPages: number; basePath: string };

/** Blog index and post archives (tag, category). */
export function PostListTemplate({ data }: { data: PostListData }) {
  return (
    <div className="container-page py-6">
      <Breadcrumbs items={data.crumbs} />
      <h1 className="mb-8 mt-3 text-2xl font-bold sm:text-3xl">{data.title}</h1>
      {data.posts.length === 0 ? <p>{tContent("blog.noPosts")}</p> : <PostGrid posts={data.posts} />}
      <Pagination page={data.page} totalPages={data.totalPages} hrefFor={(n) => (n === 1 ? data.basePath : `${data.basePath}page/${n}/`)} />
    </div>
  );
}
