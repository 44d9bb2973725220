import { data } from "react-router";
import { approvedComments } from "~/features/content/.server/comments";
import { findByPath } from "~/features/content/.server/posts";
import { ArticleTemplate } from "~/features/content/components/ArticleTemplate";
import { PostComments } from "~/features/content/components/PostComments";
import { breadcrumbJsonLd, describe, seoMeta, siteNameOf } from "~/features/site/seo";
import { t } from "~/lib/i18n";
import { tContent } from "~/lib/i18n/areas/content";
import { JsonLd } from "~/ui/JsonLd";
import type { Route } from "./+types/portfolio-item";

export async function loader({ params, context }: Route.LoaderArgs) {
  const item = await findByPath(context.db, [params.slug], "featured_item");
  if (!item) throw data(null, { status: 404 });
  const crumbs = [{ label: t("site.home"), url: "/" }, { label: tContent("portfolio.title"), url: "/portfolio/" }, { label: item.title }];
  return { item, crumbs, canonical: `${context.site.url}${item.url}`, jsonLd: breadcrumbJsonLd(context.site.url, crumbs), comments: await approvedComments(context.db, item.id) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const p = loaderData.item;
  return seoMeta({ title: p.title, description: describe(p.excerpt || p.content) || p.title, canonical: loaderData.canonical, siteName: siteNameOf(matches) });
}

export default function PortfolioItem({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <ArticleTemplate post={loaderData.item} crumbs={loaderData.crumbs} after={<PostComments title={loaderData.item.title} {...loaderData.comments} />} />
    </>
  );
}
