import { useId } from "react";
import { formatCount, formatDong } from "~/lib/money";
import { tListingFilters } from "~/lib/i18n/areas/listing-filters";
import {
  type LayeredFilters,
  type LayeredNav,
  NO_FILTERS,
  type NavPlace,
  filteredHref,
  hasFilters,
  layeredParams,
  toggleRating,
  toggleTerm,
  withoutPrice,
} from "../layered-nav";

export type LayeredNavProps = { nav: LayeredNav };

const hrefWith = (place: NavPlace, filters: LayeredFilters) => filteredHref(place.basePath, place.keep, filters);

/**
 * A link drawn as a checkbox (`.lnav-option`, app.css: the box is decoration, the chosen state is
 * said in words). Its classes are few: a listing has dozens of them in every page.
 */
function OptionLink({ href, selected, children, count }: { href: string; selected: boolean; children: React.ReactNode; count: number }) {
  return (
    <a href={href} rel="nofollow" className={selected ? "lnav-option chosen" : "lnav-option"}>
      {children}
      {/* One string, not three: React would put `<!-- -->` between the parts, in every option of every listing. */}
      <span className="count">{`(${formatCount(count)})`}</span>
      {selected && <span className="sr-only">{tListingFilters("filters.chosen")}</span>}
    </a>
  );
}

/** One group of the sidebar, an accordion (`aria-expanded`, ui/off-canvas.ts) open by default. */
function Group({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="widget border-b border-gray-200 py-3">
      <h3 className="m-0">
        <button type="button" data-accordion="" aria-expanded="true" aria-controls={id} className="flex min-h-11 w-full items-center justify-between rounded-md text-left text-sm font-bold uppercase tracking-wide text-ink">
          {title}
          <span aria-hidden="true" className="accordion-icon text-xs">▾</span>
        </button>
      </h3>
      <div id={id} className="accordion-panel">
        <div>{children}</div>
      </div>
    </section>
  );
}

/** WooCommerce's price filter as a GET form: the other filters and the order ride along as hidden fields. */
function PriceForm({ nav, id }: LayeredNavProps & { id: string }) {
  const { place } = nav;
  const others = [...Object.entries(place.keep), ...layeredParams(withoutPrice(nav.chosen))];
  const { chosen, priceRange } = nav;
  return (
    <form method="get" action={place.basePath} className="price-filter flex flex-col gap-2 px-2 pt-1">
      {others.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="field-row flex flex-col gap-2">
        <div className="flex items-end gap-2">
          <label className="flex min-w-0 flex-1 flex-col text-sm">
            {tListingFilters("filters.minPrice")}
            <input name="min_price" type="number" inputMode="numeric" min={0} step={1} defaultValue={chosen.minPrice} placeholder={priceRange ? String(priceRange.min) : undefined} aria-describedby={`${id}-help`} className="min-h-11 w-full rounded-md border border-gray-300 px-2" />
          </label>
          <label className="flex min-w-0 flex-1 flex-col text-sm">
            {tListingFilters("filters.maxPrice")}
            <input name="max_price" type="number" inputMode="numeric" min={0} step={1} defaultValue={chosen.maxPrice} placeholder={priceRange ? String(priceRange.max) : undefined} aria-describedby={`${id}-help`} className="min-h-11 w-full rounded-md border border-gray-300 px-2" />
          </label>
        </div>
        <div className="field-description" data-field-description="">
          <p id={`${id}-help`} className="text-xs text-muted">{tListingFilters("filters.priceHelp")}</p>
        </div>
      </div>
      {priceRange && <p className="text-sm text-muted">{tListingFilters("filters.priceRange", { min: formatDong(priceRange.min), max: formatDong(priceRange.max) })}</p>}
      <button type="submit" className="btn-outline self-start text-sm">{tListingFilters("filters.apply")}</button>
    </form>
  );
}

/**
 * The product sidebar's filters (WooCommerce's layered navigation widgets): price, each attribute
 * the listing's products have, rating and stock, every option a link to the listing with it
 * switched and its count under the other filters.
 */
export function FilterPanel({ nav }: LayeredNavProps) {
  const baseId = useId();
  const { chosen, place } = nav;
  return (
    <div className="layered-nav">
      <Group id={`${baseId}-price`} title={tListingFilters("filters.price")}>
        <PriceForm nav={nav} id={`${baseId}-price-form`} />
      </Group>
      {nav.attributes.map((a) => (
        <Group key={a.slug} id={`${baseId}-${a.slug}`} title={a.name}>
          <ul className={`woocommerce-widget-layered-nav-list filter-${a.slug}`}>
            {a.terms.map((term) => (
              <li key={term.slug}>
                <OptionLink href={hrefWith(place, toggleTerm(chosen, a.slug, term.slug, a.queryType))} selected={term.selected} count={term.count}>
                  {term.color && <span aria-hidden="true" className="lnav-color" style={{ backgroundColor: term.color }} />}
                  {term.name}
                </OptionLink>
              </li>
            ))}
          </ul>
        </Group>
      ))}
      {nav.ratings.length > 0 && (
        <Group id={`${baseId}-rating`} title={tListingFilters("filters.rating")}>
          <ul className="rating-filter">
            {nav.ratings.map((r) => (
              <li key={r.rating}>
                <OptionLink href={hrefWith(place, toggleRating(chosen, r.rating))} selected={r.selected} count={r.count}>
                  <span aria-hidden="true" className="relative inline-block">
                    <span className="star-row text-gray-300" />
                    <span className="star-row absolute left-0 top-0 text-amber-500" style={{ width: `${r.rating}em` }} />
                  </span>
                  <span className="sr-only">{tListingFilters("filters.ratingOption", { rating: r.rating })}</span>
                </OptionLink>
              </li>
            ))}
          </ul>
        </Group>
      )}
      <Group id={`${baseId}-stock`} title={tListingFilters("filters.stock")}>
        <ul className="stock-filter">
          <li>
            <OptionLink href={hrefWith(place, { ...chosen, inStock: !chosen.inStock })} selected={chosen.inStock} count={nav.inStockCount}>
              {tListingFilters("filters.inStock")}
            </OptionLink>
          </li>
        </ul>
      </Group>
    </div>
  );
}

/** One chip per active filter, each a link to the listing without it; "Xóa tất cả" when there are several. */
export function ActiveFilters({ nav }: LayeredNavProps) {
  const { chosen, place } = nav;
  if (!hasFilters(chosen)) return null;
  const chips: Array<{ key: string; label: string; href: string }> = [];
  if (chosen.minPrice !== undefined) chips.push({ key: "min", label: tListingFilters("filters.minChip", { price: formatDong(chosen.minPrice) }), href: hrefWith(place, { ...chosen, minPrice: undefined }) });
  if (chosen.maxPrice !== undefined) chips.push({ key: "max", label: tListingFilters("filters.maxChip", { price: formatDong(chosen.maxPrice) }), href: hrefWith(place, { ...chosen, maxPrice: undefined }) });
  for (const choice of chosen.attributes) {
    const attribute = nav.attributes.find((a) => a.slug === choice.attribute);
    for (const slug of choice.terms) {
      const name = attribute?.terms.find((t) => t.slug === slug)?.name ?? slug;
      chips.push({ key: `${choice.attribute}:${slug}`, label: attribute ? `${attribute.name}: ${name}` : name, href: hrefWith(place, toggleTerm(chosen, choice.attribute, slug)) });
    }
  }
  for (const rating of chosen.ratings) chips.push({ key: `rating:${rating}`, label: tListingFilters("filters.ratingChip", { rating }), href: hrefWith(place, toggleRating(chosen, rating)) });
  if (chosen.inStock) chips.push({ key: "stock", label: tListingFilters("filters.inStock"), href: hrefWith(place, { ...chosen, inStock: false }) });
  return (
    <nav aria-label={tListingFilters("filters.active")} className="active-filters mt-4">
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <a href={chip.href} rel="nofollow" className="chip inline-flex min-h-11 items-center gap-2 rounded-full border border-gray-300 bg-white px-4 text-sm text-ink no-underline hover:border-brand-700">
              <span aria-hidden="true">×</span>
              <span className="sr-only">{tListingFilters("filters.remove")} </span>
              {chip.label}
            </a>
          </li>
        ))}
        {chips.length > 1 && (
          <li>
            <a href={hrefWith(place, NO_FILTERS)} rel="nofollow" className="inline-flex min-h-11 items-center px-2 text-sm font-semibold">{tListingFilters("filters.clearAll")}</a>
          </li>
        )}
      </ul>
    </nav>
  );
}
