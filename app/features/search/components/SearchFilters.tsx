import { useId } from "react";
import { tSearch } from "~/lib/i18n/areas/search";
import { formatCount } from "~/lib/money";
import type { FilterGroup, FilterOption } from "../filter-groups";
import type { SearchFilterParam } from "../filters";
import { OPENS_OVERLAY_ATTRIBUTE } from "../overlay-host";

/** The results page's links open their search in the overlay when JavaScript runs. */
export const OPENS_OVERLAY = { [OPENS_OVERLAY_ATTRIBUTE]: "" };

type Controls =
  /** The results page: every option is a link to the search with it switched. */
  | { kind: "links"; hrefFor: (param: SearchFilterParam, value: string) => string; clearHref: string }
  /** The overlay: checkboxes that switch it in place. */
  | { kind: "checkboxes"; onToggle: (param: SearchFilterParam, value: string) => void; onClear: () => void };

function OptionText({ option }: { option: FilterOption }) {
  return (
    <>
      <span className="min-w-0 flex-1">{option.label}</span>
      {option.count !== null && <span className="text-sm text-muted">({formatCount(option.count)})</span>}
    </>
  );
}

function Option({ option, param, controls }: { option: FilterOption; param: SearchFilterParam; controls: Controls }) {
  const row = "flex min-h-11 items-center gap-3 rounded-md px-2 hover:bg-gray-50";
  if (controls.kind === "checkboxes") {
    return (
      <label className={`${row} cursor-pointer`}>
        <input type="checkbox" className="size-5 shrink-0 accent-brand-700" checked={option.selected} onChange={() => controls.onToggle(param, option.value)} />
        <OptionText option={option} />
      </label>
    );
  }
  // A link drawn as a checkbox: the box is decoration, the chosen state is said in words.
  return (
    <a href={controls.hrefFor(param, option.value)} rel="nofollow" className={`${row} text-ink no-underline`} {...OPENS_OVERLAY}>
      <span aria-hidden="true" className={`flex size-5 shrink-0 items-center justify-center rounded border text-xs ${option.selected ? "border-brand-700 bg-brand-700 text-white" : "border-gray-400 bg-white"}`}>
        {option.selected ? "✓" : ""}
      </span>
      <OptionText option={option} />
      {option.selected && <span className="sr-only">{tSearch("search.filterChosen")}</span>}
    </a>
  );
}

/**
 * The search filters of spec §3, as links on the results page and as checkboxes in the overlay,
 * each group with its top values and counts; "Xóa bộ lọc" when any is chosen.
 */
export function SearchFilters({ groups, controls }: { groups: FilterGroup[]; controls: Controls }) {
  const baseId = useId();
  const anyChosen = groups.some((g) => g.options.some((o) => o.selected));
  return (
    <div className="search-filters flex flex-col gap-6">
      {anyChosen &&
        (controls.kind === "links" ? (
          <a href={controls.clearHref} rel="nofollow" className="btn-outline self-start text-sm" {...OPENS_OVERLAY}>{tSearch("search.clearFilters")}</a>
        ) : (
          <button type="button" className="btn-outline self-start text-sm" onClick={controls.onClear}>{tSearch("search.clearFilters")}</button>
        ))}
      {groups.map((group) => (
        <section key={group.filter.filter_id} aria-labelledby={`${baseId}-${group.filter.filter_id}`} className="search-filter">
          <h3 id={`${baseId}-${group.filter.filter_id}`} className="mb-1 text-sm font-bold uppercase tracking-wide text-muted">{group.name}</h3>
          <ul>
            {group.options.map((option) => (
              <li key={option.value}>
                <Option option={option} param={group.filter.param} controls={controls} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
