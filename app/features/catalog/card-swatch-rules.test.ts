import { describe, expect, it } from "vitest";
import { THEME_OPTION_DEFAULTS } from "~/features/site";
import {
  type CardSwatchOptions,
  INITIAL_CARD_SWATCH_STATE as none,
  cardHref,
  cardSwatchStep,
  resetPending,
  withAttribute,
} from "./card-swatch-rules";

const options = (o: Partial<CardSwatchOptions> = {}): CardSwatchOptions => ({ ...THEME_OPTION_DEFAULTS.swatches, ...o });
/** Red chosen by a click, and red only shown by hovering it. */
const red = { selected: { value: "do", preview: false }, revealed: false };
const redPreview = { selected: { value: "do", preview: true }, revealed: false };

describe("cardSwatchStep", () => {
  it("selects on hover, as a preview, only when the shop selects on hover", () => {
    expect(cardSwatchStep(none, { type: "hover", value: "do" }, options({ card_select_on: "hover" })).state).toEqual(redPreview);
    expect(cardSwatchStep(none, { type: "hover", value: "do" }, options({ card_select_on: "click" })).state).toEqual(none);
  });

  it("selects on click in either mode, and moves the selection to another swatch", () => {
    for (const card_select_on of ["hover", "click"] as const) {
      expect(cardSwatchStep(none, { type: "click", value: "do" }, options({ card_select_on })).state).toEqual(red);
      expect(cardSwatchStep(red, { type: "click", value: "den" }, options({ card_select_on })).state).toEqual({
        selected: { value: "den", preview: false },
        revealed: false,
      });
    }
  });

  it("a click on the swatch the mouse is previewing chooses it, whatever the shop does with a second click", () => {
    for (const card_selected_click of ["deselect", "go-to-product"] as const) {
      expect(cardSwatchStep(redPreview, { type: "click", value: "do" }, options({ card_selected_click }))).toEqual({ state: red, goToProduct: false });
    }
  });

  it("hovering another swatch previews it instead of the choice", () => {
    expect(cardSwatchStep(red, { type: "hover", value: "den" }, options()).state).toEqual({ selected: { value: "den", preview: true }, revealed: false });
  });

  it("deselects when the selected swatch is clicked again, if the shop says deselect", () => {
    const step = cardSwatchStep(red, { type: "click", value: "do" }, options({ card_selected_click: "deselect" }));
    expect(step).toEqual({ state: none, goToProduct: false });
  });

  it("goes to the product when the selected swatch is clicked again, if the shop says so", () => {
    const step = cardSwatchStep(red, { type: "click", value: "do" }, options({ card_selected_click: "go-to-product" }));
    expect(step).toEqual({ state: red, goToProduct: true });
  });

  it("hovering the selected swatch again changes nothing: a choice stays a choice", () => {
    expect(cardSwatchStep(red, { type: "hover", value: "do" }, options()).state).toEqual(red);
    expect(cardSwatchStep(redPreview, { type: "hover", value: "do" }, options()).state).toEqual(redPreview);
  });

  it("reveals the swatches beyond the limit and keeps the selection", () => {
    expect(cardSwatchStep(red, { type: "reveal" }, options()).state).toEqual({ ...red, revealed: true });
  });

  it("resets the selection, and hides the extra swatches again only when the shop re-hides them", () => {
    const open = { ...red, revealed: true };
    expect(cardSwatchStep(open, { type: "reset" }, options({ card_reset_rehides: true })).state).toEqual(none);
    expect(cardSwatchStep(open, { type: "reset" }, options({ card_reset_rehides: false })).state).toEqual({ selected: null, revealed: true });
  });
});

describe("resetPending", () => {
  it("waits to reset only with auto-reset on and something to undo", () => {
    expect(resetPending(red, options({ card_auto_reset: true }))).toBe(true);
    expect(resetPending(redPreview, options({ card_auto_reset: true }))).toBe(true);
    expect(resetPending(red, options({ card_auto_reset: false }))).toBe(false);
    expect(resetPending(none, options({ card_auto_reset: true }))).toBe(false);
  });

  it("counts revealed swatches as something to undo only when they are hidden again", () => {
    const open = { selected: null, revealed: true };
    expect(resetPending(open, options({ card_reset_rehides: true }))).toBe(true);
    expect(resetPending(open, options({ card_reset_rehides: false }))).toBe(false);
  });
});

describe("product links with the chosen value", () => {
  it("appends ?attribute_pa_{slug}={value} to a product link", () => {
    expect(withAttribute("/san-pham/ao-thun/", "attribute_pa_mau-sac", "xanh-navy")).toBe("/san-pham/ao-thun/?attribute_pa_mau-sac=xanh-navy");
  });

  it("adds to an existing query with & and keeps the fragment last", () => {
    expect(withAttribute("/san-pham/ao/?ref=1#reviews", "attribute_pa_mau-sac", "do")).toBe("/san-pham/ao/?ref=1&attribute_pa_mau-sac=do#reviews");
  });

  it("encodes what a URL cannot carry as is", () => {
    expect(withAttribute("/p/", "attribute_pa_size", "xl & more")).toBe("/p/?attribute_pa_size=xl%20%26%20more");
  });

  it("points the card's links at the selection only when the shop appends it", () => {
    expect(cardHref("/san-pham/ao/", "attribute_pa_mau-sac", red, options({ card_append_to_links: true }))).toBe("/san-pham/ao/?attribute_pa_mau-sac=do");
    expect(cardHref("/san-pham/ao/", "attribute_pa_mau-sac", red, options({ card_append_to_links: false }))).toBe("/san-pham/ao/");
    expect(cardHref("/san-pham/ao/", "attribute_pa_mau-sac", none, options({ card_append_to_links: true }))).toBe("/san-pham/ao/");
  });
});
