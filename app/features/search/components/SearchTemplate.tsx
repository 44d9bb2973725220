import { instantSearch } from "~/lib/constants";
import { t } from "~/lib/i18n";
import { tSearch } from "~/lib/i18n/areas/search";
import { tListing } from "~/lib/i18n/areas/listing";
import { formatCount } from "~/lib/money";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { useListingAnnouncements } from "~/features/catalog";
import { filterGroups } from "../filter-groups";
import { SEARCH_PAGE_ATTRIBUTE, SEARCH_PAGE_PATH } from "../overlay-host";
import { type SearchRequest, pageHandleFor, searchParamsOf, toggleFilter } from "../search-request";
import type { SearchAnswer } from "../types";
import { SearchFilters } from "./SearchFilters";
import { SearchResultList } from "./SearchResults";
import { SortLinks } from "./SearchSort";

export type SearchPageData = {
  request: SearchRequest;
  answer: SearchAnswer;
  /** Some parameters could not be read and were left out. */
  ignoredParams: boolean;
};

/** The results page's address for `request`: its first page, or the page `pageHandle` names. */
export function searchPageHref(request: Pick<SearchRequest, "query" | "filters" | "sort" | "size">, pageHandle?: string): string {
  const params = searchParamsOf(request);
  if (pageHandle) params.set("page_handle", pageHandle);
  if (request.size !== instantSearch.postsPerPage) params.set("size", String(request.size));
  return `${SEARCH_PAGE_PATH}?${params}`;
}

function pageTitle(query: string): string {
  return query ? tSearch("search.resultsFor", { query }) : tSearch("search.resultsAll");
}

/** The page's `<title>` and heading. */
export function searchPageTitle(data: Pick<SearchPageData, "request">): string {
  return pageTitle(data.request.query);
}

function resultRange({ request, answer }: SearchPageData): string {
  if (request.offset === 0 && answer.total <= answer.results.length) return tSearch("search.total", { count: formatCount(answer.total) });
  return tSearch("search.range", {
    from: formatCount(request.offset + 1),
    to: formatCount(request.offset + answer.results.length),
    total: formatCount(answer.total),
  });
}

function Pager({ data }: { data: SearchPageData }) {
  const { request, answer } = data;
  const previousOffset = request.offset - request.size;
  const previous = request.offset === 0 ? null : searchPageHref(request, previousOffset > 0 ? pageHandleFor(previousOffset) : undefined);
  const next = answer.page_handle ? searchPageHref(request, answer.page_handle) : null;
  if (!previous && !next) return null;
  return (
    <nav aria-label={tSearch("search.pagination")} className="mt-10 flex flex-wrap justify-center gap-3">
      {previous && <a href={previous} rel="prev" className="btn-outline">{tSearch("search.previous")}</a>}
      {next && <a href={next} rel="next" className="btn-primary">{tSearch("search.more")}</a>}
    </nav>
  );
}

/**
 * The search results page, for visitors without JavaScript (and shared links): results, the
 * overlay's filters as links, the orders as links, and the next page by its `page_handle`. As
 * on the shop's listings, its notice takes the focus and its count is said again (spec §9).
 * With JavaScript its filter and order links open the overlay instead (spec §2: using a filter
 * opens it), and the header form's search opens there too.
 */
export function SearchTemplate({ data }: { data: SearchPageData }) {
  const { request, answer } = data;
  const title = pageTitle(request.query);
  const groups = filterGroups(answer.aggregations, request.filters);
  const from = { ...request, offset: 0 };
  const count = answer.total === 0 ? "" : resultRange(data);
  const spoken = useListingAnnouncements(
    !count || request.sort === instantSearch.defaultSort ? count : tListing("listing.resultCountSorted", { count, order: tSearch(`search.sort.${request.sort}`) }),
  );
  return (
    <div className="search-page container-page py-6" {...{ [SEARCH_PAGE_ATTRIBUTE]: "" }} style={{ "--search-highlight": instantSearch.highlightColor } as React.CSSProperties}>
      <Breadcrumbs items={[{ label: t("site.home"), url: "/" }, { label: tSearch("search.resultsAll") }]} />
      <h1 className="mt-3 text-2xl font-bold sm:text-3xl">{title}</h1>
      {data.ignoredParams && <p className="woocommerce-info mt-4 rounded-md bg-amber-50 p-4 outline-none" role="status">{tSearch("search.ignoredParams")}</p>}
      <p className="sr-only" aria-live="polite">{spoken}</p>
      {answer.corrected_query && <p className="mt-2 text-muted">{tSearch("search.correctedQuery", { query: answer.corrected_query })}</p>}
      <div className="mt-6 grid gap-8 md:grid-cols-[220px_minmax(0,1fr)]">
        <div className="md:col-start-2 md:row-start-1">
          {answer.total === 0 ? (
            <div className="search-empty woocommerce-info rounded-md bg-gray-50 p-4 outline-none" role="status">
              <p className="font-semibold">{request.query ? tSearch("search.nothingFound", { query: request.query }) : tSearch("search.noResults")}</p>
              <p className="mt-1 text-muted">{tSearch("search.nothingFoundHint")}</p>
            </div>
          ) : (
            <>
              <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-muted">{count}</p>
                {groups.length > 0 && <a href="#search-filters" className="text-sm font-semibold md:hidden">{tSearch("search.filtersLabel")}</a>}
              </div>
              <SortLinks value={request.sort} hrefFor={(sort) => searchPageHref({ ...from, sort })} />
              <div className="mt-6 [&_mark]:bg-(--search-highlight) [&_mark]:text-inherit">
                <SearchResultList results={answer.results} eagerCount={2} />
              </div>
              <Pager data={data} />
            </>
          )}
        </div>
        {groups.length > 0 && (
          <aside id="search-filters" aria-labelledby="search-filters-title" className="md:col-start-1 md:row-start-1">
            <h2 id="search-filters-title" className="mb-4 text-lg font-bold">{tSearch("search.filtersLabel")}</h2>
            <SearchFilters
              groups={groups}
              controls={{
                kind: "links",
                hrefFor: (param, value) => searchPageHref({ ...from, filters: toggleFilter(request.filters, param, value) }),
                clearHref: searchPageHref({ ...from, filters: {} }),
              }}
            />
          </aside>
        )}
      </div>
    </div>
  );
}
