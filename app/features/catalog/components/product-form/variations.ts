import { purchasableQuantity, stockOf } from "../../purchasable-quantity";
import type { ProductAttribute, ProductDetail, ProductVariation, StockStatus } from "../../types";

/**
 * Which variation a shopper's choices point at, and which options stay open given the other
 * choices: the rules behind the variations form and its swatches (spec §4 "Swatches on the
 * product page"), pure so they are tested without a browser and give the same answer on the
 * server (the first render, URL choices included) and in the browser.
 */

/** Attribute field name (`attribute_pa_{slug}`) → chosen term slug; "" or absent = not chosen. */
export type Choices = Readonly<Record<string, string>>;

/**
 * An option given the other choices: `available` (some purchasable variation has it),
 * `outofstock` (variations have it, all sold out) or `unavailable` (no variation has it).
 * Only `available` options can be chosen; the others are disabled swatches.
 */
export type OptionState = "available" | "outofstock" | "unavailable";

/** What the choices amount to. */
export type Selection =
  | { kind: "incomplete"; missing: ProductAttribute[] }
  | { kind: "nomatch" }
  | { kind: "outofstock"; variation: ProductVariation }
  | { kind: "ready"; variation: ProductVariation };

/** WooCommerce adds an in-stock or backorderable product or variation to the cart, never a sold-out one. */
export const isPurchasable = (status: StockStatus) => status !== "outofstock";

/** The attributes the shopper picks from, in the product's order. */
export const variationAttributes = (product: Pick<ProductDetail, "attributes">) => product.attributes.filter((a) => a.usedForVariations);

/** A variation fits the choices when each chosen value is its value, or it takes any value there. */
export function fits(variation: ProductVariation, choices: Choices, except?: string): boolean {
  for (const [field, slug] of Object.entries(choices)) {
    if (!slug || field === except) continue;
    const own = variation.attributes[field];
    if (own && own !== slug) return false;
  }
  return true;
}

/** Whether a variation can have this value (its own value, or "any"). */
const allows = (variation: ProductVariation, field: string, slug: string) => {
  const own = variation.attributes[field];
  return !own || own === slug;
};

/**
 * The terms an attribute offers at all: those some variation can have. WooCommerce drops the
 * others from the select, so no swatch is drawn for them.
 */
export function offeredTerms(attribute: ProductAttribute, variations: readonly ProductVariation[]): ProductAttribute["terms"] {
  return attribute.terms.filter((term) => variations.some((v) => allows(v, attribute.fieldName, term.slug)));
}

/** One option's state given the choices made for the *other* attributes. */
export function optionState(variations: readonly ProductVariation[], choices: Choices, field: string, slug: string): OptionState {
  let exists = false;
  for (const v of variations) {
    if (!allows(v, field, slug) || !fits(v, choices, field)) continue;
    if (isPurchasable(v.stockStatus)) return "available";
    exists = true;
  }
  return exists ? "outofstock" : "unavailable";
}

/** Every offered option's state, by attribute field name then term slug. */
export function optionStates(
  attributes: readonly ProductAttribute[],
  variations: readonly ProductVariation[],
  choices: Choices,
): Record<string, Record<string, OptionState>> {
  const out: Record<string, Record<string, OptionState>> = {};
  for (const a of attributes) {
    const states: Record<string, OptionState> = {};
    for (const term of a.terms) states[term.slug] = optionState(variations, choices, a.fieldName, term.slug);
    out[a.fieldName] = states;
  }
  return out;
}

/** The choices resolved: what is missing, or the variation they name (the first that fits, as WooCommerce picks). */
export function resolveSelection(
  attributes: readonly ProductAttribute[],
  variations: readonly ProductVariation[],
  choices: Choices,
): Selection {
  const missing = attributes.filter((a) => !choices[a.fieldName]);
  if (missing.length > 0) return { kind: "incomplete", missing };
  const variation = variations.find((v) => fits(v, choices));
  if (!variation) return { kind: "nomatch" };
  return isPurchasable(variation.stockStatus) ? { kind: "ready", variation } : { kind: "outofstock", variation };
}

/**
 * The choices a page opens with: `?attribute_pa_{slug}={term}` in its address (as WooCommerce
 * reads them, and as listing swatches link), for offered terms only.
 */
export function choicesFromSearch(
  attributes: readonly ProductAttribute[],
  variations: readonly ProductVariation[],
  search: string | URLSearchParams,
): Record<string, string> {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const out: Record<string, string> = {};
  for (const a of attributes) {
    const wanted = params.get(a.fieldName) ?? "";
    out[a.fieldName] = offeredTerms(a, variations).some((t) => t.slug === wanted) ? wanted : "";
  }
  return out;
}

/**
 * A swatch click: choosing an option, or clicking the chosen one again, which clears it unless
 * the shop disables deselecting. Options that are not available cannot be chosen (the choices
 * come back unchanged, the same object).
 */
export function toggleChoice(choices: Choices, field: string, slug: string, o: { state: OptionState; disableDeselect: boolean }): Choices {
  const current = choices[field] ?? "";
  if (current === slug) return o.disableDeselect ? choices : { ...choices, [field]: "" };
  if (o.state !== "available") return choices;
  return { ...choices, [field]: slug };
}

/** The form accepts at most this many of an item (the add-to-cart form's contract). */
export const MAX_QUANTITY = 9999;

/**
 * The quantity field's bounds: the product's min (at least 1), and at most what one cart line may
 * hold (`purchasableQuantity`, the rule the add to cart, the cart and the order apply) and the
 * form's own limit; never below the min, as WooCommerce's quantity input raises its max to its min.
 */
export function quantityBounds(
  product: Pick<ProductDetail, "minQuantity" | "maxQuantity" | "soldIndividually" | "stockStatus" | "manageStock" | "stockQuantity" | "backorders">,
  variation: Pick<ProductVariation, "stockStatus" | "manageStock" | "stockQuantity" | "backorders"> | null,
): { min: number; max: number } {
  const min = Math.max(1, product.minQuantity ?? 1);
  const limit = purchasableQuantity({ ...stockOf(product, variation), soldIndividually: product.soldIndividually, maxQuantity: product.maxQuantity });
  return { min, max: Math.max(min, Math.min(MAX_QUANTITY, limit ?? MAX_QUANTITY)) };
}
