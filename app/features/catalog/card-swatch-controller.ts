import {
  type CardSwatchEvent,
  type CardSwatchOptions,
  type CardSwatchState,
  cardHref,
  cardSwatchStep,
  resetPending,
} from "./card-swatch-rules";

/** The value swatches (the "+N" limiter is a .ux-swatch too, without a value). */
const SWATCH = ".ux-swatches-in-loop .ux-swatch[data-value]";
const LIMITER = ".ux-swatches__limiter";
const CARD = "li.product";
const LINKS = "a.woocommerce-loop-product__link";

const CONTROLLER_EVENTS = ["pointerover", "pointerout", "focusin", "click"] as const;

/** On a card whose selected swatch is a hover's preview, not yet clicked. */
const PREVIEW = "data-swatch-preview";

/** What a card looked like before its first swatch: restored on deselect and reset. */
type Original = { src: string | null; srcset: string | null; avifSrcset: string | null; hrefs: Map<HTMLAnchorElement, string> };

export type CardSwatchController = { handle(event: Event): void; detach(): void };

/**
 * Swatches in the listing cards under `root` (spec §4), by event delegation, so cards the server
 * rendered and cards appended later (infinite scroll) behave alike. A card's state lives in its
 * markup (`aria-pressed`, the limiter's `hidden`); card-swatch-rules.ts says what each event
 * does to it.
 *
 * Mouse: hover or click selects, per `card_select_on`; a hover's selection is a preview, which
 * the click that follows keeps as the choice, and a second click acts on the choice. Touch never
 * "hovers", so a first tap selects and a second acts on the selection. Keyboard: focusing a
 * swatch is hovering it (in hover mode); Enter and Space click it. Auto-reset follows the mouse
 * leaving the card or the swatch (`card_reset_scope`) and waits `resetAfter` ms.
 */
export function attachCardSwatches(root: HTMLElement, options: CardSwatchOptions, resetAfter: number): CardSwatchController {
  const originals = new WeakMap<Element, Original>();
  const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

  const cancelReset = (card: Element) => clearTimeout(timers.get(card));
  const act = (card: Element, event: CardSwatchEvent) => {
    cancelReset(card);
    const before = readState(card);
    const { state, goToProduct } = cardSwatchStep(before, event, options);
    if (goToProduct) {
      const link = card.querySelector<HTMLAnchorElement>(LINKS);
      if (link) window.location.assign(link.href);
    } else if (!sameState(state, before)) {
      writeState(card, state, options, originals);
    }
  };
  const scheduleReset = (card: Element) => {
    cancelReset(card);
    if (resetPending(readState(card), options)) timers.set(card, setTimeout(() => act(card, { type: "reset" }), resetAfter));
  };

  const handle = (e: Event) => {
    const target = e.target instanceof Element ? e.target : null;
    const card = target?.closest(CARD);
    if (!card) return;
    const swatch = target?.closest<HTMLElement>(SWATCH) ?? null;
    const value = swatch?.dataset.value;
    const other = "relatedTarget" in e && e.relatedTarget instanceof Node ? e.relatedTarget : null;
    const mouse = e instanceof PointerEvent && (e.pointerType === "mouse" || e.pointerType === "pen");
    switch (e.type) {
      case "pointerover":
        if (!mouse) return;
        if (options.card_reset_scope === "box" || swatch) cancelReset(card);
        // Entering the swatch, not moving between its own parts.
        if (swatch && value && !swatch.contains(other)) act(card, { type: "hover", value });
        return;
      case "pointerout": {
        const left = options.card_reset_scope === "box" ? card : swatch;
        if (mouse && options.card_auto_reset && left && !left.contains(other)) scheduleReset(card);
        return;
      }
      case "focusin":
        // Only the keyboard's focus: a click or a tap focuses the button too, and its click decides.
        if (value && swatch.matches(":focus-visible")) act(card, { type: "hover", value });
        return;
      case "click": {
        const limiter = target?.closest<HTMLElement>(LIMITER);
        if (limiter) {
          const focused = document.activeElement === limiter;
          act(card, { type: "reveal" });
          if (focused) card.querySelector<HTMLElement>(`${LIMITER} ~ .ux-swatch`)?.focus();
        } else if (value) {
          act(card, { type: "click", value });
        }
      }
    }
  };

  for (const type of CONTROLLER_EVENTS) root.addEventListener(type, handle);
  return { handle, detach: () => CONTROLLER_EVENTS.forEach((type) => root.removeEventListener(type, handle)) };
}

function readState(card: Element): CardSwatchState {
  const value = card.querySelector<HTMLElement>(`${SWATCH}[aria-pressed="true"]`)?.dataset.value;
  const limiter = card.querySelector<HTMLElement>(LIMITER);
  const selected = value === undefined ? null : { value, preview: card.hasAttribute(PREVIEW) };
  return { selected, revealed: limiter?.hidden === true };
}

const sameState = (a: CardSwatchState, b: CardSwatchState) =>
  a.revealed === b.revealed && a.selected?.value === b.selected?.value && a.selected?.preview === b.selected?.preview;

function writeState(card: Element, state: CardSwatchState, options: CardSwatchOptions, originals: WeakMap<Element, Original>): void {
  const img = card.querySelector<HTMLImageElement>("img:not(.ux-swatch__img)");
  const source = img?.parentElement?.querySelector('source[type="image/webp"]') ?? null;
  const avifSource = img?.parentElement?.querySelector('source[type="image/avif"]') ?? null;
  let original = originals.get(card);
  if (!original) {
    const hrefs = new Map([...card.querySelectorAll<HTMLAnchorElement>(LINKS)].map((a) => [a, a.getAttribute("href") ?? ""]));
    original = { src: img?.getAttribute("src") ?? null, srcset: source?.getAttribute("srcset") ?? null, avifSrcset: avifSource?.getAttribute("srcset") ?? null, hrefs };
    originals.set(card, original);
  }

  let chosen: HTMLElement | null = null;
  for (const swatch of card.querySelectorAll<HTMLElement>(SWATCH)) {
    const on = swatch.dataset.value === state.selected?.value;
    swatch.setAttribute("aria-pressed", String(on));
    swatch.classList.toggle("selected", on);
    if (on) chosen = swatch;
  }
  card.classList.toggle("ux-swatch-active", chosen !== null);
  card.toggleAttribute(PREVIEW, state.selected?.preview === true);

  // The chosen value's variation picture, or the card's own when none is chosen or it has none.
  const own = !chosen?.dataset.imageSrc;
  const src = own ? original.src : chosen!.dataset.imageSrc!;
  const srcset = own ? original.srcset : (chosen!.dataset.imageSrcset ?? null);
  const avifSrcset = own ? original.avifSrcset : (chosen!.dataset.imageAvifSrcset ?? null);
  if (img && src) img.setAttribute("src", src);
  if (source && srcset) source.setAttribute("srcset", srcset);
  // A picture without AVIF renditions: the card's AVIF source loses its srcset, which makes the
  // browser pass over it to the WebP one (else the card's own picture would stay where AVIF is taken).
  if (avifSource && avifSrcset) avifSource.setAttribute("srcset", avifSrcset);
  else avifSource?.removeAttribute("srcset");

  const field = chosen?.dataset.attribute_name ?? "";
  for (const [link, base] of original.hrefs) link.setAttribute("href", cardHref(base, field, state, options));

  const limiter = card.querySelector<HTMLElement>(LIMITER);
  if (limiter && (limiter.hidden === true) !== state.revealed) {
    limiter.hidden = state.revealed;
    for (const swatch of card.querySelectorAll<HTMLElement>(`${LIMITER} ~ .ux-swatch`)) {
      // A swatch about to hide never keeps the focus: it goes back to the limiter.
      if (!state.revealed && swatch === document.activeElement) limiter.focus();
      swatch.hidden = !state.revealed;
    }
  }
}
