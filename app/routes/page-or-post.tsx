import { data } from "react-router";
import { findByPath } from "~/features/content/.server/posts";
import { ArticleTemplate } from "~/features/content/components/ArticleTemplate";
import { articleJsonLd } from "~/features/content/jsonld";
import { breadcrumbJsonLd, describe, seoMeta, siteNameOf } from "~/features/site/seo";
import { t } from "~/lib/i18n";
import { tContent } from "~/lib/i18n/areas/content";
import { JsonLd } from "~/ui/JsonLd";
import type { Route } from "./+types/page-or-post";

/** Any other path: a page (nested pages by their parents' slugs), a blog post, or the 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
  if (segments.length === 0 || segments.some((s) => !/^[a-z0-9-]+$/.test(s))) throw data(null, { status: 404 });
  const post = await findByPath(context.db, segments);
  if (!post) throw data(null, { status: 404 });
  const crumbs = [
    { label: t("site.home"), url: "/" },
    ...(post.type === "post" ? [{ label: tContent("blog.title"), url: "/blog/" }] : post.ancestors.map((a) => ({ label: a.title, url: a.url }))),
    { label: post.title },
  ];
  const canonical = `${context.site.url}${post.url}`;
  const jsonLd: object[] = [breadcrumbJsonLd(context.site.url, crumbs)];
  if (post.type === "post") jsonLd.push(articleJsonLd(post, canonical, context.site.url));
  return { post, crumbs, canonical, jsonLd };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const p = loaderData.post;
  return seoMeta({
    title: p.title,
    description: describe(p.excerpt || p.content) || p.title,
    canonical: loaderData.canonical,
    siteName: siteNameOf(matches),
    type: p.type === "post" ? "article" : "website",
    image: p.image ? new URL(p.image.fullSrc, loaderData.canonical).href : undefined,
  });
}

export default function PageOrPost({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.jsonLd.map((d, i) => (
        <JsonLd key={i} data={d} />
      ))}
      <ArticleTemplate post={loaderData.post} crumbs={loaderData.crumbs} />
    </>
  );
}
