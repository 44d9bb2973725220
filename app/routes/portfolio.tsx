import { listPosts } from "~/features/content/.server/posts";
import { PostGrid } from "~/features/content/components/PostCard";
import { seoMeta, siteNameOf } from "~/features/site/seo";
import { t } from "~/lib/i18n";
import { tContent } from "~/lib/i18n/areas/content";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import type { Route } from "./+types/portfolio";

export async function loader({ context }: Route.LoaderArgs) {
  const { items } = await listPosts(context.db, { type: "featured_item", page: 1, perPage: 60 });
  return { items, canonical: `${context.site.url}/portfolio/` };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta({ title: tContent("portfolio.title"), description: tContent("portfolio.title"), canonical: loaderData.canonical, siteName: siteNameOf(matches) });
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-6">
      <Breadcrumbs items={[{ label: t("site.home"), url: "/" }, { label: tContent("portfolio.title") }]} />
      <h1 className="mb-8 mt-3 text-2xl font-bold sm:text-3xl">{tContent("portfolio.title")}</h1>
      <PostGrid posts={loaderData.items} showDate={false} />
    </div>
  );
}
