import type { ThemeOptions } from "~/features/site";

/**
 * The rules of swatches in a listing card (spec §4 "Swatches in a listing card"), apart from the
 * page: what an event does to a card, given the shop's theme options. The browser side
 * (card-swatch-controller.ts) reads the card's state from its markup, steps it here and writes
 * it back.
 */
export type CardSwatchOptions = ThemeOptions["swatches"];

export type CardSwatchState = {
  /** The selected swatch, or null. */
  selected: CardSwatchSelection | null;
  /** The swatches beyond the limit are shown (the "more" limiter was used). */
  revealed: boolean;
};

export type CardSwatchSelection = {
  value: string;
  /**
   * Selected by hovering (or the keyboard's focus) and not clicked yet: a preview, which a click
   * on it makes the shopper's choice. Only a click on a chosen swatch deselects it or opens the
   * product, so the click that follows a mouse's hover never undoes what the hover showed.
   */
  preview: boolean;
};

export type CardSwatchEvent =
  /** The mouse entered a swatch, or the keyboard focused one (the keyboard's hover). */
  | { type: "hover"; value: string }
  | { type: "click"; value: string }
  /** The "more" limiter. */
  | { type: "reveal" }
  /** The auto-reset delay ran out after the mouse left. */
  | { type: "reset" };

export type CardSwatchStep = { state: CardSwatchState; goToProduct: boolean };

export const INITIAL_CARD_SWATCH_STATE: CardSwatchState = { selected: null, revealed: false };

export function cardSwatchStep(state: CardSwatchState, event: CardSwatchEvent, options: CardSwatchOptions): CardSwatchStep {
  const stay = (next: CardSwatchState = state): CardSwatchStep => ({ state: next, goToProduct: false });
  switch (event.type) {
    case "hover":
      if (options.card_select_on !== "hover" || state.selected?.value === event.value) return stay();
      return stay({ ...state, selected: { value: event.value, preview: true } });
    case "click":
      if (state.selected?.value !== event.value || state.selected.preview) {
        return stay({ ...state, selected: { value: event.value, preview: false } });
      }
      if (options.card_selected_click === "go-to-product") return { state, goToProduct: true };
      return stay({ ...state, selected: null });
    case "reveal":
      return stay({ ...state, revealed: true });
    case "reset":
      return stay({ selected: null, revealed: state.revealed && !options.card_reset_rehides });
  }
}

/**
 * Whether the mouse leaving (the card, or a swatch, per `card_reset_scope`) starts the
 * auto-reset delay: only when it is on and there is something to reset.
 */
export function resetPending(state: CardSwatchState, options: CardSwatchOptions): boolean {
  if (!options.card_auto_reset) return false;
  return state.selected !== null || (state.revealed && options.card_reset_rehides);
}

/**
 * A product link with the chosen value appended (`?attribute_pa_mau-sac=do`, or `&…` after an
 * existing query), as WooCommerce themes write it; the fragment stays last.
 */
export function withAttribute(href: string, field: string, value: string): string {
  const hash = href.indexOf("#");
  const [path, fragment] = hash === -1 ? [href, ""] : [href.slice(0, hash), href.slice(hash)];
  const param = `${encodeURIComponent(field)}=${encodeURIComponent(value)}`;
  return `${path}${path.includes("?") ? "&" : "?"}${param}${fragment}`;
}

/** Where a card's links point: the product, with the selected value when the shop appends it. */
export function cardHref(base: string, field: string, state: CardSwatchState, options: CardSwatchOptions): string {
  return state.selected !== null && options.card_append_to_links ? withAttribute(base, field, state.selected.value) : base;
}
