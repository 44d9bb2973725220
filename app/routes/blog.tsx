import { loadPostArchive } from "~/features/content/.server/archive";
import { PostListTemplate } from "~/features/content/components/PostListTemplate";
import { seoMeta, siteNameOf } from "~/features/site/seo";
import { t } from "~/lib/i18n";
import { tContent } from "~/lib/i18n/areas/content";
import type { Route } from "./+types/blog";

export function loader({ params, context }: Route.LoaderArgs) {
  return loadPostArchive(context, {
    pageParam: params.page,
    basePath: "/blog/",
    title: tContent("blog.title"),
    crumbs: [{ label: t("site.home"), url: "/" }, { label: tContent("blog.title") }],
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta({ title: loaderData.title, description: tContent("blog.recent"), canonical: loaderData.canonical, siteName: siteNameOf(matches) });
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <PostListTemplate data={loaderData} />;
}
