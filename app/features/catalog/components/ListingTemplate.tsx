import { type ReactNode, useRef } from "react";
import { Breadcrumbs, type Crumb } from "~/ui/Breadcrumbs";
import { Pagination } from "~/ui/Pagination";
import { formatCount } from "~/lib/money";
import { resultRange } from "../result-count";
import { listingPageCount, listingPageHref } from "../listing-pages";
import { DEFAULT_SORT, type SortOrder } from "../sorting";
import type { ProductCard } from "../types";
import { useSiteSettings } from "~/features/site";
import { useInfiniteScroll } from "../use-listing-behaviour";
import { useListingAnnouncements } from "../use-listing-announcements";
import { ProductGrid } from "./ProductGrid";
import { SortForm } from "./SortForm";
import { tListing } from "~/lib/i18n/areas/listing";
import { DeferredHydration, deferredCode } from "~/ui/DeferredHydration";
import { useRenderOnly } from "~/ui/render-only";
import type { LayeredNav } from "../layered-nav";

const loadSidebar = deferredCode(() => import("./ListingSidebar").then((m) => m.ListingSidebar));
const loadFilterBar = deferredCode(() => import("./ListingSidebar").then((m) => m.FilterBar));
/** On the server the filters render in place; the browser keeps their links and forms without their code (DeferredHydration). */
const ServerSidebar = import.meta.env.SSR ? await loadSidebar() : null;
const ServerFilterBar = import.meta.env.SSR ? await loadFilterBar() : null;

export type ListingData = {
  title: string;
  descriptionHtml?: string;
  crumbs: Crumb[];
  /** Null in a document's data: the server's render has them (ProductGrid). */
  products: ProductCard[] | null;
  total: number;
  page: number;
  perPage: number;
  sort: SortOrder;
  /** Base path of the listing, e.g. /cua-hang/; page n is {base}page/{n}/. */
  basePath: string;
  /** Query parameters every page and sort link keeps (a search's `s`, the layered navigation's filters). */
  keep?: Record<string, string>;
  /** The sidebar's filters and counts; null in a document's data (the server's render has them). */
  nav?: LayeredNav | null;
};

/** The position of the page's first product in the listing (1-based). */
const firstShown = (d: ListingData) => (d.page - 1) * d.perPage + 1;

function resultCount(d: ListingData): string {
  if (d.total === 1) return tListing("shop.resultCountSingle");
  if (d.total <= d.perPage) return tListing("shop.resultCountAll", { total: formatCount(d.total) });
  return resultRange(firstShown(d), Math.min(d.total, d.page * d.perPage), d.total);
}

/** Shop, category and tag archives: title, notices, count, sort, grid with infinite scroll, pagination. */
export function ListingTemplate({ data, children }: { data: ListingData; children?: ReactNode }) {
  const totalPages = listingPageCount(data.total, data.perPage);
  const count = data.total === 0 ? "" : resultCount(data);
  // Infinite scroll widens the count it shows: what is said again is what it shows by then.
  const shownCount = useRef<HTMLParagraphElement>(null);
  const spoken = useListingAnnouncements(count, {
    order: data.sort === DEFAULT_SORT ? undefined : tListing(`shop.sort.${data.sort}`),
    shown: shownCount,
  });
  const hrefFor = (n: number) => listingPageHref(data.basePath, n, data.sort, data.keep);
  const more = useRef<HTMLDivElement>(null);
  useInfiniteScroll(more, useSiteSettings().theme);
  const nav = useRenderOnly("listing.nav", data.nav ?? null);
  const navProps = { nav };
  return (
    <div className="container-page py-6">
      <Breadcrumbs items={data.crumbs} />
      <h1 className="mt-3 text-2xl font-bold sm:text-3xl">{data.title}</h1>
      {data.descriptionHtml && (
        <div className="term-description prose-content mt-2 max-w-prose text-muted" dangerouslySetInnerHTML={{ __html: data.descriptionHtml }} />
      )}
      {children}
      <div className="woocommerce-notices-wrapper" />
      <p className="sr-only" aria-live="polite">{spoken}</p>
      <div className="mt-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <DeferredHydration server={ServerSidebar} load={loadSidebar} props={navProps} />
        <div className="min-w-0">
          <DeferredHydration server={ServerFilterBar} load={loadFilterBar} props={navProps} />
          {data.total === 0 ? (
            <p className="woocommerce-info mt-6 rounded-md bg-gray-50 p-4 outline-none" role="status">{tListing("shop.noProducts")}</p>
          ) : (
            <>
              <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
                <p ref={shownCount} className="woocommerce-result-count text-sm text-muted">{count}</p>
                <SortForm current={data.sort} action={data.basePath} keep={data.keep} />
              </div>
              <div className="mt-6">
                <ProductGrid products={data.products} renderOnlyKey="listing.products" />
                {data.page < totalPages && (
                  // Infinite scroll's box (infinite-scroll.ts): it adds the pages it loads, says
                  // how far it got in the live region, and offers a retry after a failure. It
                  // counts the products shown from this page's first.
                  <div ref={more} className="infinite-scroll" data-next={hrefFor(data.page + 1)} data-from={firstShown(data)} data-total={data.total}>
                    <p className="sr-only" role="status" />
                  </div>
                )}
              </div>
              <Pagination page={data.page} totalPages={totalPages} hrefFor={hrefFor} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
