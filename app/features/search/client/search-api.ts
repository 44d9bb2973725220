import { instantSearch } from "~/lib/constants";
import type { OverlaySearch } from "../overlay-url";
import { searchParamsOf } from "../search-request";
import type { SearchAnswer } from "../types";

export const SEARCH_ENDPOINT = "/wp-json/wpcom/v2/search";

/** The endpoint's address for one page of `search` (the first when `pageHandle` is null). */
export function searchUrl(search: OverlaySearch, pageHandle: string | null): string {
  const params = searchParamsOf(search);
  if (pageHandle) params.set("page_handle", pageHandle);
  params.set("size", String(instantSearch.postsPerPage));
  return `${SEARCH_ENDPOINT}?${params}`;
}

/** One page of results; throws on a failed request or an answer that is not a search's. */
export async function fetchSearch(search: OverlaySearch, pageHandle: string | null, signal: AbortSignal): Promise<SearchAnswer> {
  const response = await fetch(searchUrl(search, pageHandle), { signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  const answer = (await response.json()) as Partial<SearchAnswer>;
  if (!Array.isArray(answer.results) || typeof answer.total !== "number") throw new Error("not a search answer");
  return answer as SearchAnswer;
}
