import { t } from "~/lib/i18n";

type Props = {
  page: number;
  totalPages: number;
  /** URL of page n (page 1 is the listing's own address). */
  hrefFor: (n: number) => string;
  /** The navigation's name when the page has more than one list ("Các trang đánh giá"). */
  label?: string;
  className?: string;
};

/** Numbered page links (first, last, current ± 2), real links so crawlers and no-JS visitors reach every page. */
export function Pagination({ page, totalPages, hrefFor, label = t("site.pagination"), className = "woocommerce-pagination mt-10" }: Props) {
  if (totalPages <= 1) return null;
  const numbers = new Set([1, totalPages]);
  for (let n = page - 2; n <= page + 2; n++) if (n >= 1 && n <= totalPages) numbers.add(n);
  const sorted = [...numbers].sort((a, b) => a - b);
  const item = "flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3";
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <a className={`${item} border-gray-300 no-underline`} href={hrefFor(page - 1)} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className="sr-only">{t("site.prevPage")}</span>
            </a>
          </li>
        )}
        {sorted.map((n, i) => (
          <li key={n} className="flex items-center gap-2">
            {i > 0 && n - sorted[i - 1]! > 1 && <span aria-hidden="true">…</span>}
            {n === page ? (
              <span aria-current="page" className={`${item} border-brand-700 bg-brand-700 font-semibold text-white`}>
                <span className="sr-only">{t("site.currentPage", { n })}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            ) : (
              <a className={`${item} border-gray-300 no-underline`} href={hrefFor(n)} aria-label={t("site.pageN", { n })}>
                {n}
              </a>
            )}
          </li>
        ))}
        {page < totalPages && (
          <li>
            <a className={`${item} border-gray-300 no-underline`} href={hrefFor(page + 1)} rel="next">
              <span className="sr-only">{t("site.nextPage")}</span>
              <span aria-hidden="true">›</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
