import { escapeHtml } from "~/lib/escape-html";
import { data } from "react-router";
import { categoryUrl, loadCategoryTree } from "~/features/catalog/.server/categories";
import { loadListing } from "~/features/catalog/.server/listing";
import { ListingTemplate } from "~/features/catalog/components/ListingTemplate";
import { describe, seoMeta, siteNameOf } from "~/features/site/seo";
import { t } from "~/lib/i18n";
import { tListing } from "~/lib/i18n/areas/listing";
import { PillLinks } from "~/ui/PillLinks";
import type { Route } from "./+types/product-category";

/** /danh-muc-san-pham/{cha}/{con}/ and its /page/N/; the path must match the category's place in the tree. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
  const pageAt = segments.length - 2;
  const paged = pageAt >= 1 && segments[pageAt] === "page";
  const path = paged ? segments.slice(0, pageAt) : segments;
  const tree = await loadCategoryTree(context.db);
  const category = tree.byPath.get(path.join("/"));
  if (!category) throw data(null, { status: 404 });
  const ancestors = category.path.slice(0, -1).map((_, i) => tree.byPath.get(category.path.slice(0, i + 1).join("/"))!);
  const listing = await loadListing(context, request, {
    pageParam: paged ? segments[pageAt + 1] : undefined,
    basePath: categoryUrl(category),
    filter: { categoryId: category.id },
    title: category.name,
    descriptionHtml: category.description ? `<p>${escapeHtml(category.description)}</p>` : undefined,
    crumbs: [
      { label: t("site.home"), url: "/" },
      { label: tListing("shop.title"), url: "/cua-hang/" },
      ...ancestors.map((a) => ({ label: a.name, url: categoryUrl(a) })),
      { label: category.name },
    ],
  });
  const subcategories = tree.childrenOf(category.id).map((c) => ({ name: c.name, url: categoryUrl(c) }));
  return { ...listing, subcategories, metaDescription: category.description };
}


export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta({
    title: loaderData.page > 1 ? `${loaderData.title} – ${t("site.pageN", { n: loaderData.page })}` : loaderData.title,
    description: describe(loaderData.metaDescription || loaderData.title),
    canonical: loaderData.canonical,
    siteName: siteNameOf(matches),
    // A filtered listing is a page of its own for shoppers and caches, not for search engines.
    noindex: loaderData.filtered,
  });
}

export default function ProductCategory({ loaderData }: Route.ComponentProps) {
  return (
    <ListingTemplate data={loaderData}>
      {loaderData.subcategories.length > 0 && (
        <nav aria-label={tListing("shop.subcategories")} className="mt-4">
          <PillLinks links={loaderData.subcategories} />
        </nav>
      )}
    </ListingTemplate>
  );
}
