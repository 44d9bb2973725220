import { data } from "react-router";
import { PRODUCTS_PER_PAGE } from "~/lib/constants";
import type { RequestContext } from "~/platform/.server/context";
import type { Crumb } from "~/ui/Breadcrumbs";
import type { ListingData } from "../components/ListingTemplate";
import { listingPageHref } from "../components/ListingTemplate";
import { parsePageNumber } from "~/lib/page-number";
import { parseSortOrder } from "../sorting";
import { type ListingFilter, listProducts } from "./products";

/**
 * Loads one page of a product listing from the URL (`/page/N/`, `?orderby=`). A page past the
 * end, or a malformed page number, is a 404 like WordPress's.
 */
export async function loadListing(
  context: RequestContext,
  request: Request,
  o: {
    pageParam: string | undefined;
    basePath: string;
    filter: ListingFilter;
    title: string;
    descriptionHtml?: string;
    crumbs: Crumb[];
    keep?: Record<string, string>;
  },
): Promise<ListingData & { canonical: string }> {
  const page = parsePageNumber(o.pageParam);
  if (page === null) throw data(null, { status: 404 });
  const sort = parseSortOrder(new URL(request.url).searchParams.get("orderby"));
  const { items, total } = await listProducts(context.db, { filter: o.filter, sort, page, perPage: PRODUCTS_PER_PAGE });
  if (page > 1 && items.length === 0) throw data(null, { status: 404 });
  return {
    title: o.title,
    descriptionHtml: o.descriptionHtml,
    crumbs: o.crumbs,
    products: context.renderOnly("listing.products", items),
    total,
    page,
    perPage: PRODUCTS_PER_PAGE,
    sort,
    basePath: o.basePath,
    keep: o.keep,
    canonical: `${context.site.url}${listingPageHref(o.basePath, page, "menu_order", o.keep)}`,
  };
}
