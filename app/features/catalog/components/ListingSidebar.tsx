import { tListingFilters } from "~/lib/i18n/areas/listing-filters";
import { chosenCount, type LayeredNav } from "../layered-nav";
import { ActiveFilters, FilterPanel } from "./LayeredNav";

/** The product sidebar, an off-canvas panel on phones (ui/off-canvas.ts) that its opener names. */
export const SIDEBAR_ID = "shop-sidebar";
const OPENER_ID = "shop-sidebar-opener";

type Props = { nav: LayeredNav | null };

/**
 * The listing's product sidebar with its filters: from 1024 px up a column beside the grid,
 * sticky below the sticky header (spec §9: its height + 30 px); on a phone a panel that slides in
 * over the page from the "Lọc" button. Without scripts the button is a link to the panel, which
 * `:target` shows, and its close link one back to the button.
 */
export function ListingSidebar({ nav }: Props) {
  if (!nav) return null;
  const titleId = `${SIDEBAR_ID}-title`;
  return (
    <aside id={SIDEBAR_ID} className="off-canvas off-canvas--lg-static" data-off-canvas="" aria-labelledby={titleId}>
      <div className="off-canvas__inner">
        <div className="flex items-center justify-between gap-2 border-b border-gray-200 pb-2">
          <h2 id={titleId} className="text-lg font-bold">{tListingFilters("filters.title")}</h2>
          <a href={`#${OPENER_ID}`} data-close="" className="off-canvas__close flex size-11 lg:hidden items-center justify-center rounded-md text-2xl text-ink no-underline hover:bg-gray-100">
            <span aria-hidden="true">×</span>
            <span className="sr-only">{tListingFilters("filters.close")}</span>
          </a>
        </div>
        <FilterPanel nav={nav} />
      </div>
    </aside>
  );
}

/** Above the grid: the phone's button that opens the sidebar, and the active filters as removable chips. */
export function FilterBar({ nav }: Props) {
  if (!nav) return null;
  const n = chosenCount(nav.chosen);
  return (
    <div className="filter-bar">
      <a id={OPENER_ID} href={`#${SIDEBAR_ID}`} data-open={`#${SIDEBAR_ID}`} aria-controls={SIDEBAR_ID} className="btn-outline text-sm lg:hidden">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        {n ? tListingFilters("filters.openCount", { count: n }) : tListingFilters("filters.open")}
      </a>
      <ActiveFilters nav={nav} />
    </div>
  );
}
