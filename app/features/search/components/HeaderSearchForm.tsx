import { useSearchParams } from "react-router";
import { t } from "~/lib/i18n";

const INPUT_CLASS = "search-field min-h-11 min-w-0 flex-1 border border-gray-300 px-3";

export type SearchCategory = { slug: string; name: string; depth: number };

/** The address's parameters the form shows (a results page's search and category): the only ones it reads. */
export const SEARCH_FORM_PARAMS = ["s", "product_cat"] as const;

type Props = {
  /** The input's id; the suggestion list's is made from it. */
  inputId: string;
  /** The categories to search in (spec §2: optional); without them the form has no select. */
  categories?: SearchCategory[];
  className: string;
};

/**
 * A header product search (WooCommerce's product search form): a GET to the home page with
 * `post_type=product`, so without scripts it is a plain search. With them, the input is an
 * ARIA 1.2 combobox with live suggestions (spec §2 "Header search form with live
 * suggestions", attached by the header: ../use-live-search.ts). The listbox and the status are rendered empty and filled only by the script;
 * React never renders children into them, so it has nothing to reconcile there. On a results
 * page the field holds the search and the select its category, as WordPress's search form does.
 */
export function HeaderSearchForm({ inputId, categories, className }: Props) {
  const [params] = useSearchParams();
  const listboxId = `${inputId}-suggestions`;
  const categoryId = `${inputId}-cat`;
  return (
    <form role="search" method="get" action="/" className={`searchform ${className}`}>
      <input type="hidden" name="post_type" value="product" />
      <div className="relative flex min-w-0 flex-1">
        {categories && (
          <>
            <label htmlFor={categoryId} className="sr-only">{t("site.searchCategory")}</label>
            <select id={categoryId} name="product_cat" defaultValue={params.get("product_cat") ?? ""} className="search_categories min-h-11 max-w-40 rounded-l-md border border-r-0 border-gray-300 bg-gray-50 px-2 text-sm">
              <option value="">{t("site.allCategories")}</option>
              {categories.map((c) => (
                <option key={c.slug} value={c.slug}>{`${"\u2003".repeat(c.depth)}${c.name}`}</option>
              ))}
            </select>
          </>
        )}
        <label htmlFor={inputId} className="sr-only">{t("site.searchLabel")}</label>
        <input
          id={inputId}
          type="search"
          name="s"
          defaultValue={params.get("s") ?? ""}
          placeholder={t("site.searchPlaceholder")}
          autoComplete="off"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded="false"
          aria-controls={listboxId}
          className={categories ? INPUT_CLASS : `${INPUT_CLASS} rounded-l-md`}
        />
        <button type="submit" className="ux-search-submit group relative min-h-11 rounded-r-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
          {/* Kept in the accessibility tree while the spinner covers it: the button keeps its name. */}
          <span className="group-[.loading]:opacity-0">{t("site.searchSubmit")}</span>
          <span aria-hidden="true" className="absolute inset-0 m-auto hidden size-5 animate-spin rounded-full border-2 border-white/40 border-t-white group-[.loading]:block" />
        </button>
        <ul
          id={listboxId}
          role="listbox"
          hidden
          className="autocomplete-suggestions absolute inset-x-0 top-full z-50 mt-1 max-h-[min(28rem,70vh)] overflow-y-auto overscroll-contain rounded-md border border-gray-200 bg-white py-1 shadow-xl"
        />
      </div>
      <div role="status" className="sr-only" />
    </form>
  );
}
