import { loadListing } from "~/features/catalog/.server/listing";
import { ListingTemplate } from "~/features/catalog/components/ListingTemplate";
import { seoMeta, siteNameOf } from "~/features/site/seo";
import { t } from "~/lib/i18n";
import { tListing } from "~/lib/i18n/areas/listing";
import type { Route } from "./+types/shop";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const listing = await loadListing(context, request, {
    pageParam: params.page,
    basePath: "/cua-hang/",
    filter: {},
    title: tListing("shop.title"),
    crumbs: [{ label: t("site.home"), url: "/" }, { label: tListing("shop.title") }],
  });
  return listing;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const suffix = loaderData.page > 1 ? ` – ${t("site.pageN", { n: loaderData.page })}` : "";
  return seoMeta({
    title: `${loaderData.title}${suffix}`,
    description: tListing("shop.title"),
    canonical: loaderData.canonical,
    siteName: siteNameOf(matches),
    // A filtered listing is a page of its own for shoppers and caches, not for search engines.
    noindex: loaderData.filtered,
  });
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  return <ListingTemplate data={loaderData} />;
}
