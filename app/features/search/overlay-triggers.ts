/**
 * The markup the overlay's host (on every page, so free of imports) looks for, beside search
 * forms (`form[role=search]`), which open the overlay when submitted.
 */

/** On the results page's filter, sort and clear links: with JavaScript, their search opens in the overlay. */
export const OPENS_OVERLAY_ATTRIBUTE = "data-search-overlay";

/** On the results page's root: that page already shows the search in its URL, so the overlay stays closed. */
export const SEARCH_PAGE_ATTRIBUTE = "data-search-page";

/** Where WordPress answers searches: the front page (`/?s=…`), which the header form submits to. */
export const SEARCH_PAGE_PATH = "/";
