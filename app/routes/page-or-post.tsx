import { data } from "react-router";
import { placeContactForms, submitFromPage } from "~/features/contact-forms/.server";
import { ContentWithForms } from "~/features/contact-forms/components/ContentWithForms";
import { approvedComments } from "~/features/content/.server/comments";
import { findByPath } from "~/features/content/.server/posts";
import { ARTICLE_BODY_CLASS, ArticleTemplate } from "~/features/content/components/ArticleTemplate";
import { PostComments } from "~/features/content/components/PostComments";
import { placeContentBlocks } from "~/features/content/content-blocks";
import { articleJsonLd } from "~/features/content/jsonld";
import { loadSiteChrome } from "~/features/site/.server/site";
import { BlockEditLinks } from "~/features/site/components/BlockEditLinks";
import { PhotoFeeds } from "~/features/site/components/PhotoFeeds";
import { placePhotoFeeds } from "~/features/site/photo-feed";
import { breadcrumbJsonLd, describe, seoMeta, siteNameOf } from "~/features/site/seo";
import { tSiteChrome } from "~/lib/i18n/areas/site-chrome";
import { t } from "~/lib/i18n";
import { tContent } from "~/lib/i18n/areas/content";
import { pageForm } from "~/platform/.server/posted-form";
import { personalPageHeaders } from "~/platform/.server/personal-pages";
import { JsonLd } from "~/ui/JsonLd";
import type { Route } from "./+types/page-or-post";

async function postAt(context: Route.LoaderArgs["context"], path: string | undefined) {
  const segments = (path ?? "").split("/").filter(Boolean);
  if (segments.length === 0 || segments.some((s) => !/^[a-z0-9-]+$/.test(s))) throw data(null, { status: 404 });
  const post = await findByPath(context.db, segments);
  if (!post) throw data(null, { status: 404 });
  return post;
}

/** Any other path: a page (nested pages by their parents' slugs), a blog post, or the 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await postAt(context, params["*"]);
  // Flatsome's tabs and scroll-to sections, then the photo feeds (a tab may hold one).
  const blocks = placeContentBlocks(found.content);
  const feeds = await photoFeedsIn(context, blocks.content);
  const post = feeds.found || blocks.found ? { ...found, content: feeds.content } : found;
  // The content's contact forms, for the server's render only: the browser keeps that markup.
  const forms = await placeContactForms(context, post);
  const comments = await approvedComments(context.db, post.id);
  const crumbs = [
    { label: t("site.home"), url: "/" },
    ...(post.type === "post" ? [{ label: tContent("blog.title"), url: "/blog/" }] : post.ancestors.map((a) => ({ label: a.title, url: a.url }))),
    { label: post.title },
  ];
  const canonical = `${context.site.url}${post.url}`;
  const jsonLd: object[] = [breadcrumbJsonLd(context.site.url, crumbs)];
  if (post.type === "post") jsonLd.push(articleJsonLd(post, canonical, context.site.url, comments.count));
  return { post, crumbs, canonical, jsonLd, comments, forms: forms && context.renderOnly("page.segments", forms), hasForms: forms !== null, hasPhotoFeed: feeds.found };
}

/** The content with its photo feed shortcodes made blocks (their placeholders, which load near the viewport). */
async function photoFeedsIn(context: Route.LoaderArgs["context"], content: string) {
  if (!content.includes("[ux_instagram_feed")) return { content, found: false };
  const { profile_url } = (await loadSiteChrome(context.db)).options.photo_feed;
  return placePhotoFeeds(content, { profileUrl: profile_url, linkText: tSiteChrome("photoFeed.open"), label: tSiteChrome("photoFeed.label") });
}

/**
 * A contact form on the page posted without scripts: the page again, the form showing what became
 * of it (its message, the fields' errors, what was typed unless it was sent), as Contact Form 7
 * answers such a post. The answer is this visitor's own: no cache keeps it.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  await postAt(context, params["*"]);
  const sent = await submitFromPage(context, request, await pageForm(request));
  if (!sent) throw data(null, { status: 400 });
  return data({ contactForm: sent }, { headers: personalPageHeaders() });
}

export function headers({ actionHeaders }: Route.HeadersArgs): HeadersInit {
  return actionHeaders.has("Cache-Control") ? personalPageHeaders() : {};
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

export default function PageOrPost({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.jsonLd.map((d, i) => (
        <JsonLd key={i} data={d} />
      ))}
      <ArticleTemplate
        post={loaderData.post}
        crumbs={loaderData.crumbs}
        tools={loaderData.post.type === "page" ? <BlockEditLinks postId={loaderData.post.id} title={loaderData.post.title} /> : undefined}
        after={<PostComments title={loaderData.post.title} {...loaderData.comments} />}
        body={loaderData.hasForms ? <ContentWithForms segments={loaderData.forms} sent={actionData?.contactForm ?? null} className={ARTICLE_BODY_CLASS} /> : undefined}
      />
      {loaderData.hasPhotoFeed && <PhotoFeeds pageKey={loaderData.post.url} />}
    </>
  );
}
