import { data } from "react-router";
import { loadPostArchive } from "~/features/content/.server/archive";
import { findPostTerm } from "~/features/content/.server/posts";
import { PostListTemplate } from "~/features/content/components/PostListTemplate";
import { describe, seoMeta, siteNameOf } from "~/features/site/seo";
import { t } from "~/lib/i18n";
import { tContent } from "~/lib/i18n/areas/content";
import type { Route } from "./+types/post-archive";

/** /tag/{slug}/ and /category/{slug}/: the first path segment names the taxonomy. */
const ARCHIVES = {
  tag: { taxonomy: "post_tag", title: "blog.tagTitle" },
  category: { taxonomy: "category", title: "blog.categoryTitle" },
} as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const base = new URL(request.url).pathname.startsWith("/tag/") ? "tag" : "category";
  const archive = ARCHIVES[base];
  const term = await findPostTerm(context.db, archive.taxonomy, params.slug);
  if (!term) throw data(null, { status: 404 });
  const title = tContent(archive.title, { name: term.name });
  const list = await loadPostArchive(context, {
    pageParam: params.page,
    basePath: `/${base}/${term.slug}/`,
    termId: term.id,
    title,
    crumbs: [{ label: t("site.home"), url: "/" }, { label: tContent("blog.title"), url: "/blog/" }, { label: title }],
  });
  return { ...list, description: term.description || title };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta({ title: loaderData.title, description: describe(loaderData.description), canonical: loaderData.canonical, siteName: siteNameOf(matches) });
}

export default function PostArchive({ loaderData }: Route.ComponentProps) {
  return <PostListTemplate data={loaderData} />;
}
