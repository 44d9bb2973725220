import { data } from "react-router";
import { PRODUCTS_PER_PAGE } from "~/lib/constants";
import type { RequestContext } from "~/platform/.server/context";
import type { Crumb } from "~/ui/Breadcrumbs";
import type { ListingData } from "../components/ListingTemplate";
import { listingPageHref } from "../listing-pages";
import { parsePageNumber } from "~/lib/page-number";
import { hasFilters, layeredParams, readLayeredFilters } from "../layered-nav";
import { DEFAULT_SORT, parseSortOrder } from "../sorting";
import { resolveFilters } from "./layered-filters";
import { loadLayeredNav } from "./layered-nav";
import { type ListingFilter, listProducts } from "./products";

/**
 * Loads one page of a product listing from the URL (`/page/N/`, `?orderby=`, the layered
 * navigation's filters). A page past the end, or a malformed page number, is a 404 like
 * WordPress's. A filtered page's canonical address is the listing without its filters, and it
 * is not indexed (as the search results): every set of filters is a page of its own, which a
 * cache keeps under its address, but none is one for a search engine.
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
): Promise<ListingData & { canonical: string; filtered: boolean }> {
  const page = parsePageNumber(o.pageParam);
  if (page === null) throw data(null, { status: 404 });
  const params = new URL(request.url).searchParams;
  const sort = parseSortOrder(params.get("orderby"));
  const { resolved, chosen } = await resolveFilters(context.db, readLayeredFilters(params));
  const filtered = hasFilters(chosen);
  const filter = filtered ? { ...o.filter, layered: resolved } : o.filter;
  const [{ items, total }, nav] = await Promise.all([
    listProducts(context.db, { filter, sort, page, perPage: PRODUCTS_PER_PAGE }),
    loadLayeredNav(context.db, o.filter, resolved, chosen, { basePath: o.basePath, keep: sort === DEFAULT_SORT ? { ...o.keep } : { ...o.keep, orderby: sort } }),
  ]);
  if (page > 1 && items.length === 0) throw data(null, { status: 404 });
  const keep = { ...o.keep, ...Object.fromEntries(layeredParams(chosen)) };
  return {
    title: o.title,
    descriptionHtml: o.descriptionHtml,
    crumbs: o.crumbs,
    products: context.renderOnly("listing.products", items),
    nav: context.renderOnly("listing.nav", nav),
    total,
    page,
    perPage: PRODUCTS_PER_PAGE,
    sort,
    basePath: o.basePath,
    keep: Object.keys(keep).length ? keep : undefined,
    filtered,
    canonical: `${context.site.url}${listingPageHref(o.basePath, filtered ? 1 : page, "menu_order", o.keep)}`,
  };
}
