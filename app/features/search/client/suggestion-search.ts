import { liveSearch, validation } from "~/lib/constants";
import type { Suggestion } from "../types";
import { readSuggestions, suggestionsUrl } from "./suggestions-api";

/**
 * What the live search looks for in the typed text: the text trimmed, with its inner spaces
 * squeezed, or null while it has fewer than the spec's minimum characters (§5: 3). Characters
 * are counted as the shopper sees them (composed), so "hồ" typed as base letters plus combining
 * marks counts 2, as it does typed precomposed.
 */
export function searchableQuery(typed: string): string | null {
  const query = typed.normalize("NFC").trim().replace(/\s+/g, " ");
  return [...query].length >= validation.live_search_min_chars ? query : null;
}

export type SuggestionAnswer = { query: string; category: string; suggestions: Suggestion[] };

export type SuggestionSearchOptions = {
  fetch: typeof fetch;
  /** Pause after the last change before asking (spec §9 `search_result_latency`). */
  latencyMs?: number;
  /** A request for the newest text started (true), or it ended and none newer runs (false). */
  onBusy(busy: boolean): void;
  /** The suggestions for the newest text; never an older text's. */
  onAnswer(answer: SuggestionAnswer): void;
  /** Nothing to show: the text is too short, or the newest request failed. */
  onNothing(): void;
};

export type SuggestionSearch = {
  /** The shopper's text or category changed: ask for its suggestions (or give up, if too short). */
  update(typed: string, category: string): void;
  /** Drops what is pending or on its way, so no answer comes; the next `update` asks again. */
  cancel(): void;
};

/**
 * The live search's requests, one text at a time: a change waits `latencyMs` (so changes made
 * together ask once), then aborts the request still on its way and sends its own. Every request
 * carries a sequence number and only the newest one's answer is delivered, so a slow answer to
 * an older text can never replace a newer one, even if its abort came too late to stop it.
 */
export function createSuggestionSearch(options: SuggestionSearchOptions): SuggestionSearch {
  const latencyMs = options.latencyMs ?? liveSearch.search_result_latency;
  /** The number of the newest request wanted; a request whose number differs is stale. */
  let newest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  /** The text and category asked for last (shown or on its way): the same again asks nothing. */
  let askedFor: string | null = null;

  const stop = () => {
    clearTimeout(timer);
    newest++;
    askedFor = null;
    if (!inFlight) return;
    inFlight.abort();
    inFlight = null;
    options.onBusy(false);
  };

  const send = async (sequence: number, query: string, category: string) => {
    inFlight?.abort();
    const request = new AbortController();
    inFlight = request;
    options.onBusy(true);
    let suggestions: Suggestion[] | null = null;
    try {
      const response = await options.fetch(suggestionsUrl(query, category), {
        headers: { Accept: "application/json" },
        signal: request.signal,
      });
      if (response.ok) suggestions = readSuggestions(await response.json());
    } catch {
      // Offline, aborted or not JSON: the list closes and the form still searches on submit.
    }
    // A newer request owns the page (and the busy state) now.
    if (sequence !== newest || request.signal.aborted) return;
    inFlight = null;
    options.onBusy(false);
    if (suggestions) return options.onAnswer({ query, category, suggestions });
    askedFor = null; // so typing the same text again retries
    options.onNothing();
  };

  return {
    update(typed, category) {
      const query = searchableQuery(typed);
      if (query === null) {
        stop();
        return options.onNothing();
      }
      const key = `${category}\n${query}`;
      if (key === askedFor) return;
      askedFor = key;
      clearTimeout(timer);
      const sequence = ++newest;
      timer = setTimeout(() => void send(sequence, query, category), latencyMs);
    },
    cancel: stop,
  };
}
