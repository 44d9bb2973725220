/**
 * The header search form's live product suggestions (spec §2, §4, §5, §7), loaded on first use
 * by components/HeaderSearchForm.tsx. The server rendered the combobox: the input with its ARIA
 * attributes, the empty listbox, the polite status and the submit button's hidden spinner; this
 * fills the list, moves the highlight, shows the button busy and says how many suggestions came.
 * A plain submit is left alone (the form still searches, or the instant-search overlay opens).
 */
import { tSearch } from "~/lib/i18n/areas/search";
import { keyAction } from "./combobox-keys";
import { createSuggestionList } from "./suggestion-list";
import { type SuggestionAnswer, createSuggestionSearch, searchableQuery } from "./suggestion-search";
import { NO_RESULTS_ID, destinationOf } from "./suggestions-api";

/** The parts of a header search form the script works with (see HeaderSearchForm.tsx). */
function partsOf(form: HTMLFormElement) {
  const input = form.querySelector<HTMLInputElement>("input[role=combobox]");
  const listbox = input && document.getElementById(input.getAttribute("aria-controls") ?? "");
  const status = form.querySelector<HTMLElement>("[role=status]");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!input || !listbox || !status || !button) return null;
  const category = form.querySelector<HTMLSelectElement>("select[name=product_cat]");
  return { input, listbox, status, button, category };
}

function announcement(answer: SuggestionAnswer): string {
  const products = answer.suggestions.filter((s) => s.id !== NO_RESULTS_ID).length;
  return products > 0 ? tSearch("search.suggestionsCount", { count: products }) : tSearch("search.noResults");
}

/** Starts the live suggestions on `form`; returns the stop (listeners off, request dropped). */
export function attachLiveSearch(form: HTMLFormElement): () => void {
  const parts = partsOf(form);
  if (!parts) return () => {};
  const { input, listbox, status, button, category } = parts;
  listbox.setAttribute("aria-label", tSearch("search.suggestionsLabel"));
  const list = createSuggestionList(input, listbox);
  /** The text and category the kept options answer. */
  let shownFor: { query: string; category: string } | null = null;

  const setBusy = (busy: boolean) => {
    button.classList.toggle("loading", busy);
    if (busy) button.setAttribute("aria-busy", "true");
    else button.removeAttribute("aria-busy");
  };
  const search = createSuggestionSearch({
    // Called as a method of the options, the browser's fetch would refuse its `this`.
    fetch: (url, init) => fetch(url, init),
    onBusy: setBusy,
    onAnswer(answer) {
      shownFor = { query: answer.query, category: answer.category };
      list.show(answer.suggestions, answer.query);
      status.textContent = list.isOpen ? announcement(answer) : "";
    },
    onNothing: () => list.close(),
  });

  const categoryValue = () => category?.value ?? "";
  const update = () => search.update(input.value, categoryValue());
  const close = () => {
    search.cancel();
    list.close();
  };
  const keptOptionsFit = () =>
    shownFor !== null && shownFor.query === searchableQuery(input.value) && shownFor.category === categoryValue();

  /** Goes to the option's product; the "no results" entry (id -1) goes nowhere. */
  const choose = (index: number) => {
    const suggestion = list.suggestionAt(index);
    const destination = suggestion && destinationOf(suggestion, location.href);
    if (!destination) return;
    close();
    location.assign(destination);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Keys that compose a letter (Vietnamese Telex/VNI input methods) are the input method's.
    if (event.isComposing) return;
    const action = keyAction(
      { open: list.isOpen, count: list.count, active: list.active, reopenable: keptOptionsFit(), hasText: input.value !== "" },
      event,
    );
    if (!action) return;
    if (!(action.do === "close" && action.keepDefault)) event.preventDefault();
    if (action.do === "highlight") list.highlight(action.index);
    else if (action.do === "open") {
      list.reopen();
      list.highlight(action.index);
    } else if (action.do === "choose") choose(action.index);
    else if (action.do === "close") close();
    else {
      input.value = "";
      close();
    }
  };

  // Pressing an option must not take focus from the input (which would close the list first).
  const onListMouseDown = (event: MouseEvent) => event.preventDefault();
  const onListClick = (event: MouseEvent) => {
    const index = list.indexOf(event.target as Node);
    if (index !== -1) choose(index);
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!form.contains(event.relatedTarget as Node | null)) close();
  };

  input.addEventListener("input", update);
  input.addEventListener("keydown", onKeyDown);
  listbox.addEventListener("mousedown", onListMouseDown);
  listbox.addEventListener("click", onListClick);
  form.addEventListener("focusout", onFocusOut);
  form.addEventListener("submit", close);
  // The category is part of what is asked: the same text in another category asks again.
  category?.addEventListener("change", update);
  // Text typed while this script was loading is looked up now (not a results page's own search).
  if (document.activeElement === input && input.value !== input.defaultValue) update();

  return () => {
    close();
    input.removeEventListener("input", update);
    input.removeEventListener("keydown", onKeyDown);
    listbox.removeEventListener("mousedown", onListMouseDown);
    listbox.removeEventListener("click", onListClick);
    form.removeEventListener("focusout", onFocusOut);
    form.removeEventListener("submit", close);
    category?.removeEventListener("change", update);
  };
}
