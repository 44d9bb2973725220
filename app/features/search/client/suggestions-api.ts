import type { Suggestion } from "../types";

/** The id of the entry that stands for "nothing matched" and goes nowhere (spec §3). */
export const NO_RESULTS_ID = -1;

/**
 * The live search's request (spec §7): WordPress's admin-ajax with Flatsome's action, the typed
 * text as `query` and, when the shopper picked one, the category slug as `product_cat`.
 */
export function suggestionsUrl(query: string, category: string): string {
  const params = new URLSearchParams({ action: "flatsome_ajax_search_products", query });
  if (category) params.set("product_cat", category);
  return `/wp-admin/admin-ajax.php?${params}`;
}

function isSuggestion(entry: unknown): entry is Suggestion {
  if (typeof entry !== "object" || entry === null) return false;
  const { value, id, url, img, price } = entry as Record<string, unknown>;
  return (
    typeof value === "string" &&
    typeof id === "number" &&
    typeof url === "string" &&
    typeof img === "string" &&
    typeof price === "string"
  );
}

/**
 * The suggestions of an answer `{"suggestions": [...]}`, or null when the answer is not that
 * shape (an error page, a proxy's answer). Entries missing a field are left out rather than
 * shown half-empty.
 */
export function readSuggestions(answer: unknown): Suggestion[] | null {
  if (typeof answer !== "object" || answer === null) return null;
  const { suggestions } = answer as { suggestions?: unknown };
  return Array.isArray(suggestions) ? suggestions.filter(isSuggestion) : null;
}

/**
 * Where choosing `suggestion` leads: its url resolved against the page, or null for the
 * "no results" entry and for anything that is not a web address (a `javascript:` url in a
 * tampered answer must not run).
 */
export function destinationOf(suggestion: Suggestion, base: string): string | null {
  if (suggestion.id === NO_RESULTS_ID || !suggestion.url) return null;
  let url: URL;
  try {
    url = new URL(suggestion.url, base);
  } catch {
    return null;
  }
  return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
}
