/**
 * What other features may use of the search (app/features/README.md): the header's search form
 * and its live suggestions. Browser-safe.
 */
export { HeaderSearchForm, SEARCH_FORM_PARAMS, type SearchCategory } from "./components/HeaderSearchForm";
export { useLiveSearchIn } from "./use-live-search";
