import { raiseWcEvent } from "~/lib/wc-events";

/**
 * The events WooCommerce's variation form (`add-to-cart-variation.js`) triggers on
 * `.variations_form`, raised by ours in its order and with its arguments, so scripts written for
 * it (analytics, price and stock displays) keep working beside our form. Loaded once the form runs.
 */

/** What happened to the choices. */
export type VariationChange =
  /** The form began: WooCommerce checks the choices it opens with. */
  | { kind: "start" }
  /** An attribute's select (or its swatch) changed. */
  | { kind: "change" }
  /** The reset link emptied the form's `fields` selects. */
  | { kind: "reset"; fields: number };

/** What the choices came to: a variation, which can be bought or not, or none (incomplete, no match). */
export type VariationOutcome = { variationId: number; purchasable: boolean } | null;

export type VariationStep =
  | { event: "woocommerce_variation_select_change" | "check_variations" | "reset_data" | "hide_variation" | "woocommerce_variation_has_changed" }
  | { event: "found_variation"; variationId: number }
  | { event: "show_variation"; variationId: number; purchasable: boolean };

/** The events a change raises, in WooCommerce's order. */
export function variationEventSteps(change: VariationChange, outcome: VariationOutcome): VariationStep[] {
  // Checking the choices: the variation they name is found and shown, or what was shown is reset and hidden.
  const check: VariationStep[] = [
    { event: "check_variations" },
    ...(outcome
      ? [{ event: "found_variation" as const, variationId: outcome.variationId }, { event: "show_variation" as const, ...outcome }]
      : [{ event: "reset_data" as const }, { event: "hide_variation" as const }]),
  ];
  const changed: VariationStep[] = [{ event: "woocommerce_variation_select_change" }, ...check, { event: "woocommerce_variation_has_changed" }];
  if (change.kind === "start") return check;
  if (change.kind === "change") return changed;
  // WooCommerce empties every select and tells each it changed, then resets what was shown.
  return [...Array.from({ length: change.fields }, () => changed).flat(), { event: "reset_data" }, { event: "hide_variation" }];
}

/** The form's `data-product_variations` as WooCommerce's script reads it, parsed once per form. */
const parsed = new WeakMap<HTMLFormElement, ReadonlyArray<{ variation_id?: unknown }>>();

/** The variation WooCommerce's events carry: its entry of the form's data. */
function variationOf(form: HTMLFormElement, id: number): object {
  let variations = parsed.get(form);
  if (!variations) {
    try {
      const data: unknown = JSON.parse(form.dataset.product_variations ?? "[]");
      variations = Array.isArray(data) ? data : [];
    } catch {
      variations = [];
    }
    parsed.set(form, variations);
  }
  return variations.find((v) => v.variation_id === id) ?? { variation_id: id };
}

export function raiseVariationEvents(form: HTMLFormElement, change: VariationChange, outcome: VariationOutcome): void {
  // WooCommerce shows and hides the variation on `.single_variation`, from where the events bubble to the form.
  const shown = form.querySelector(".single_variation") ?? form;
  for (const step of variationEventSteps(change, outcome)) {
    if (step.event === "found_variation") raiseWcEvent(form, step.event, { variation: variationOf(form, step.variationId) });
    else if (step.event === "show_variation")
      raiseWcEvent(shown, step.event, { variation: variationOf(form, step.variationId), purchasable: step.purchasable });
    else raiseWcEvent(step.event === "hide_variation" ? shown : form, step.event, null);
  }
}
