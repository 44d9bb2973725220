import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "~/ui/Breadcrumbs";
import { Pagination } from "~/ui/Pagination";
import { t } from "~/lib/i18n";
import { formatCount } from "~/lib/money";
import type { SortOrder } from "../sorting";
import type { ProductCard } from "../types";
import { ProductGrid } from "./ProductCard";
import { SortForm } from "./SortForm";

export type ListingData = {
  title: string;
  descriptionHtml?: string;
  crumbs: Crumb[];
  products: ProductCard[];
  total: number;
  page: number;
  perPage: number;
  sort: SortOrder;
  /** Base path of the listing, e.g. /cua-hang/; page n is {base}page/{n}/. */
  basePath: string;
  /** Query parameters every page and sort link keeps (a search's `s`). */
  keep?: Record<string, string>;
};

export function listingPageHref(basePath: string, n: number, sort: SortOrder, keep: Record<string, string> = {}): string {
  const path = n === 1 ? basePath : `${basePath}page/${n}/`;
  const query = new URLSearchParams(keep);
  if (sort !== "menu_order") query.set("orderby", sort);
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

function resultCount(d: ListingData): string {
  if (d.total === 1) return t("shop.resultCountSingle");
  if (d.total <= d.perPage) return t("shop.resultCountAll", { total: formatCount(d.total) });
  const from = (d.page - 1) * d.perPage + 1;
  return t("shop.resultCount", {
    from: formatCount(from),
    to: formatCount(Math.min(d.total, d.page * d.perPage)),
    total: formatCount(d.total),
  });
}

/** Shop, category and tag archives: title, count, sort, grid, pagination. */
export function ListingTemplate({ data, children }: { data: ListingData; children?: ReactNode }) {
  const totalPages = Math.max(1, Math.ceil(data.total / data.perPage));
  return (
    <div className="container-page py-6">
      <Breadcrumbs items={data.crumbs} />
      <h1 className="mt-3 text-2xl font-bold sm:text-3xl">{data.title}</h1>
      {data.descriptionHtml && (
        <div className="term-description prose-content mt-2 max-w-prose text-muted" dangerouslySetInnerHTML={{ __html: data.descriptionHtml }} />
      )}
      {children}
      {data.total === 0 ? (
        <p className="woocommerce-info mt-8 rounded-md bg-gray-50 p-4" role="status">{t("shop.noProducts")}</p>
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <p className="woocommerce-result-count text-sm text-muted" role="status">{resultCount(data)}</p>
            <SortForm current={data.sort} keep={data.keep} />
          </div>
          <div className="mt-6">
            <ProductGrid products={data.products} />
          </div>
          <Pagination page={data.page} totalPages={totalPages} hrefFor={(n) => listingPageHref(data.basePath, n, data.sort, data.keep)} />
        </>
      )}
    </div>
  );
}
