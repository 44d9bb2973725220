import { data } from "react-router";
import { findTerm } from "~/features/catalog/.server/categories";
import { loadListing } from "~/features/catalog/.server/listing";
import { ListingTemplate } from "~/features/catalog/components/ListingTemplate";
import { describe, seoMeta, siteNameOf } from "~/features/site/seo";
import { t } from "~/lib/i18n";
import { tListing } from "~/lib/i18n/areas/listing";
import type { Route } from "./+types/product-tag";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const tag = await findTerm(context.db, "product_tag", params.slug);
  if (!tag) throw data(null, { status: 404 });
  const title = tListing("shop.tagTitle", { name: tag.name });
  return loadListing(context, request, {
    pageParam: params.page,
    basePath: `/tu-khoa-san-pham/${tag.slug}/`,
    filter: { tagId: tag.id },
    title,
    crumbs: [{ label: t("site.home"), url: "/" }, { label: tListing("shop.title"), url: "/cua-hang/" }, { label: title }],
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta({
    title: loaderData.page > 1 ? `${loaderData.title} – ${t("site.pageN", { n: loaderData.page })}` : loaderData.title,
    description: describe(loaderData.title),
    canonical: loaderData.canonical,
    siteName: siteNameOf(matches),
    // A filtered listing is a page of its own for shoppers and caches, not for search engines.
    noindex: loaderData.filtered,
  });
}

export default function ProductTag({ loaderData }: Route.ComponentProps) {
  return <ListingTemplate data={loaderData} />;
}
