import { instantSearch } from "~/lib/constants";
import { tSearch } from "~/lib/i18n/areas/search";
import { type SearchSort, isSearchSort } from "../search-request";
import { OPENS_OVERLAY } from "./SearchFilters";

/** The overlay's order: a select that applies at once. */
export function SortSelect({ id, value, onChange }: { id: string; value: SearchSort; onChange: (sort: SearchSort) => void }) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted">{tSearch("search.sortLabel")}</label>
      <select
        id={id}
        className="search-sort min-h-11 rounded-md border border-gray-300 bg-white px-3 text-sm"
        value={value}
        onChange={(e) => {
          const next = e.currentTarget.value;
          if (isSearchSort(next)) onChange(next);
        }}
      >
        {instantSearch.sortOptions.map((o) => (
          <option key={o} value={o}>{tSearch(`search.sort.${o}`)}</option>
        ))}
      </select>
    </div>
  );
}

/** The results page's order: one link per order, so it works without JavaScript. */
export function SortLinks({ value, hrefFor }: { value: SearchSort; hrefFor: (sort: SearchSort) => string }) {
  return (
    <nav aria-label={tSearch("search.sortLabel")} className="search-sort-links flex flex-wrap items-center gap-x-1 gap-y-2 text-sm">
      <span aria-hidden="true" className="mr-1 text-muted">{tSearch("search.sortLabel")}:</span>
      <ul className="flex flex-wrap gap-1">
        {instantSearch.sortOptions.map((o) => (
          <li key={o}>
            <a
              href={hrefFor(o)}
              rel="nofollow"
              aria-current={o === value ? "true" : undefined}
              className={`flex min-h-11 items-center rounded-full border px-3 no-underline ${o === value ? "border-brand-700 bg-brand-700 font-semibold text-white hover:text-white" : "border-gray-300 text-ink"}`}
              {...OPENS_OVERLAY}
            >
              {tSearch(`search.sort.${o}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
