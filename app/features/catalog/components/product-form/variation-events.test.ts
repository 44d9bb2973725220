import { describe, expect, it } from "vitest";
import { variationEventSteps } from "./variation-events";

const found = { variationId: 7, purchasable: true };

describe("variationEventSteps", () => {
  it("a change that names a variation: it is found and shown, between the change's own events", () => {
    expect(variationEventSteps({ kind: "change" }, found)).toEqual([
      { event: "woocommerce_variation_select_change" },
      { event: "check_variations" },
      { event: "found_variation", variationId: 7 },
      { event: "show_variation", variationId: 7, purchasable: true },
      { event: "woocommerce_variation_has_changed" },
    ]);
  });
  it("a change that leaves the choice incomplete or unmatched resets and hides what was shown", () => {
    expect(variationEventSteps({ kind: "change" }, null).map((s) => s.event)).toEqual([
      "woocommerce_variation_select_change",
      "check_variations",
      "reset_data",
      "hide_variation",
      "woocommerce_variation_has_changed",
    ]);
  });
  it("a sold-out variation is shown as not purchasable", () => {
    expect(variationEventSteps({ kind: "start" }, { variationId: 8, purchasable: false })).toEqual([
      { event: "check_variations" },
      { event: "found_variation", variationId: 8 },
      { event: "show_variation", variationId: 8, purchasable: false },
    ]);
  });
  it("the start checks the choices the form opens with", () => {
    expect(variationEventSteps({ kind: "start" }, null).map((s) => s.event)).toEqual(["check_variations", "reset_data", "hide_variation"]);
  });
  it("the reset link changes every select, then resets what was shown", () => {
    const changed = ["woocommerce_variation_select_change", "check_variations", "reset_data", "hide_variation", "woocommerce_variation_has_changed"];
    expect(variationEventSteps({ kind: "reset", fields: 2 }, null).map((s) => s.event)).toEqual([
      ...changed,
      ...changed,
      "reset_data",
      "hide_variation",
    ]);
  });
});
