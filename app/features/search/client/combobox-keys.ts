/** The suggestion list as the keyboard sees it. */
export type ListState = {
  open: boolean;
  /** Options in the list (shown, or kept while closed). */
  count: number;
  /** The highlighted option, or -1. */
  active: number;
  /** The kept options are for the text now in the input, so the closed list may open again. */
  reopenable: boolean;
  /** The input has text (a second Escape clears it). */
  hasText: boolean;
};

export type KeyPress = { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean };

/**
 * What a key does to the combobox. `null`: nothing, the browser does its usual (moves the caret,
 * submits the form on Enter). Every other action takes the key from the browser, except `close`
 * with `keepDefault` (Tab: the list closes and focus moves on as usual).
 */
export type KeyAction =
  | { do: "highlight"; index: number }
  | { do: "open"; index: number }
  | { do: "choose"; index: number }
  | { do: "close"; keepDefault: boolean }
  | { do: "clear" }
  | null;

/**
 * The keys of the ARIA 1.2 combobox with a list popup (WAI-ARIA APG, "list autocomplete with
 * manual selection"): arrows move the highlight round the list (or open a closed list that still
 * fits the text), Enter chooses the highlighted option, Escape closes the list and, once closed,
 * clears the text; Tab closes the list on its way out.
 */
export function keyAction(state: ListState, press: KeyPress): KeyAction {
  const { key } = press;
  if (key === "Tab") return state.open ? { do: "close", keepDefault: true } : null;
  // Shortcuts with modifiers are the browser's (Alt+ArrowDown opens a list in APG, but showing
  // a list needs the text's answer, which typing already asked for).
  if (press.altKey || press.ctrlKey || press.metaKey) return null;
  const { open, count, active } = state;
  switch (key) {
    case "ArrowDown":
    case "ArrowUp": {
      if (count === 0) return null;
      const down = key === "ArrowDown";
      if (!open) return state.reopenable ? { do: "open", index: down ? 0 : count - 1 } : null;
      if (active === -1) return { do: "highlight", index: down ? 0 : count - 1 };
      return { do: "highlight", index: (active + (down ? 1 : count - 1)) % count };
    }
    case "Enter":
      return open && active !== -1 ? { do: "choose", index: active } : null;
    case "Escape":
      if (open) return { do: "close", keepDefault: false };
      return state.hasText ? { do: "clear" } : null;
    default:
      return null;
  }
}
