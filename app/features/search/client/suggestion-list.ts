import { queryWords } from "../fold";
import { highlightParts } from "../highlight";
import type { Suggestion } from "../types";
import { NO_RESULTS_ID } from "./suggestions-api";

/* Flatsome's class names (autocomplete-suggestion, search-name, search-image, search-price) for themes' CSS; Tailwind's for ours. */
const OPTION_CLASS =
  "autocomplete-suggestion flex min-h-14 cursor-pointer items-center gap-3 px-3 py-2 text-left text-ink hover:bg-gray-50 aria-selected:bg-brand-50 aria-selected:outline-2 aria-selected:-outline-offset-2 aria-selected:outline-brand-600";
const NO_RESULTS_CLASS = "autocomplete-suggestion px-3 py-3 text-muted aria-selected:bg-gray-100";

/**
 * The name with the words of the query in <strong>, folded as the server matches ("dong"
 * bolds "Đồng"). Built from text nodes, never HTML: a name is shown exactly as written.
 */
function highlightedName(name: string, words: readonly string[]): HTMLElement {
  const box = Object.assign(document.createElement("span"), { className: "search-name line-clamp-2 leading-snug" });
  for (const part of highlightParts(name, words)) {
    box.append(part.match ? Object.assign(document.createElement("strong"), { textContent: part.text }) : part.text);
  }
  return box;
}

function productOption(suggestion: Suggestion, words: readonly string[]): HTMLLIElement {
  const option = Object.assign(document.createElement("li"), { className: OPTION_CLASS });
  // Decorative: the name beside it says what it shows.
  const picture = Object.assign(document.createElement("span"), { className: "search-image size-11 shrink-0 overflow-hidden rounded bg-gray-100" });
  if (suggestion.img) {
    picture.append(
      Object.assign(document.createElement("img"), { src: suggestion.img, alt: "", width: 44, height: 44, decoding: "async", className: "size-full object-cover" }),
    );
  }
  const text = Object.assign(document.createElement("span"), { className: "min-w-0 flex-1" });
  text.append(highlightedName(suggestion.value, words));
  if (suggestion.price) {
    text.append(Object.assign(document.createElement("span"), { className: "search-price block text-sm font-semibold text-brand-700", textContent: suggestion.price }));
  }
  option.append(picture, text);
  return option;
}

function noResultsOption(suggestion: Suggestion): HTMLLIElement {
  const option = Object.assign(document.createElement("li"), { className: NO_RESULTS_CLASS, textContent: suggestion.value });
  // Listed so the keyboard and screen readers meet it, but it leads nowhere (spec §5).
  option.setAttribute("aria-disabled", "true");
  return option;
}

export type SuggestionList = {
  readonly isOpen: boolean;
  readonly count: number;
  /** The highlighted option's index, or -1. */
  readonly active: number;
  /** Fills the list with `suggestions` for `query` and opens it, nothing highlighted. */
  show(suggestions: readonly Suggestion[], query: string): void;
  /** Opens the list again with the options it kept. */
  reopen(): void;
  /** Hides the list; its options stay for `reopen`. */
  close(): void;
  highlight(index: number): void;
  suggestionAt(index: number): Suggestion | undefined;
  /** The index of the option that holds `node`, or -1. */
  indexOf(node: Node | null): number;
};

/**
 * The listbox under a combobox input (ARIA 1.2): options with ids the input points at through
 * `aria-activedescendant`, `aria-selected` on the highlighted one, and the input's
 * `aria-expanded` following the list. Focus never leaves the input.
 */
export function createSuggestionList(input: HTMLInputElement, listbox: HTMLElement): SuggestionList {
  let shown: readonly Suggestion[] = [];
  let active = -1;
  const options = () => listbox.children;

  const setOpen = (open: boolean) => {
    listbox.hidden = !open;
    input.setAttribute("aria-expanded", String(open));
  };

  const highlight = (index: number) => {
    options()[active]?.setAttribute("aria-selected", "false");
    active = index;
    const option = options()[index];
    if (!option) return input.removeAttribute("aria-activedescendant");
    option.setAttribute("aria-selected", "true");
    input.setAttribute("aria-activedescendant", option.id);
    option.scrollIntoView({ block: "nearest" });
  };

  return {
    get isOpen() {
      return !listbox.hidden;
    },
    get count() {
      return shown.length;
    },
    get active() {
      return active;
    },
    show(suggestions, query) {
      const words = queryWords(query);
      shown = suggestions;
      active = -1;
      input.removeAttribute("aria-activedescendant");
      listbox.replaceChildren(
        ...suggestions.map((suggestion, i) => {
          const option = suggestion.id === NO_RESULTS_ID ? noResultsOption(suggestion) : productOption(suggestion, words);
          option.id = `${listbox.id}-${i}`;
          option.setAttribute("role", "option");
          option.setAttribute("aria-selected", "false");
          return option;
        }),
      );
      setOpen(suggestions.length > 0);
    },
    reopen() {
      setOpen(shown.length > 0);
    },
    close() {
      highlight(-1);
      setOpen(false);
    },
    highlight,
    suggestionAt: (index) => shown[index],
    indexOf(node) {
      const option = node instanceof Element ? node.closest("[role=option]") : null;
      return option && option.parentElement === listbox ? Array.prototype.indexOf.call(options(), option) : -1;
    },
  };
}
