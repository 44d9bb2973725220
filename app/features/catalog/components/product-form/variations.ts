import type { Picture } from "~/lib/media";
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
 * The quantity field's bounds: the product's min (at least 1) and the lowest of its max, the
 * stock left when stock is counted and nothing is back-ordered, and the form's own limit.
 */
export function quantityBounds(
  product: Pick<ProductDetail, "minQuantity" | "maxQuantity" | "manageStock" | "stockQuantity" | "stockStatus">,
  variation: ProductVariation | null,
): { min: number; max: number } {
  const min = Math.max(1, product.minQuantity ?? 1);
  const limits = [MAX_QUANTITY];
  if (product.maxQuantity !== null && product.maxQuantity > 0) limits.push(product.maxQuantity);
  if (variation) {
    if (variation.stockQuantity !== null && variation.stockStatus === "instock") limits.push(variation.stockQuantity);
  } else if (product.manageStock && product.stockQuantity !== null && product.stockStatus === "instock") {
    limits.push(product.stockQuantity);
  }
  return { min, max: Math.max(min, Math.min(...limits)) };
}

/** The smallest rendition of a picture's srcset (its thumbnail), else its `src`. */
export function thumbnailOf(picture: Picture): string {
  const first = picture.webpSrcset.split(",")[0]?.trim().split(/\s+/)[0];
  return first || picture.src;
}

/** A variation's image in WooCommerce's shape (`wc_get_product_attachment_props`). */
export type WooImage = {
  title: string;
  alt: string;
  src: string;
  src_w: number;
  src_h: number;
  srcset: string;
  sizes: string;
  full_src: string;
  thumb_src: string;
  gallery_thumbnail_src: string;
};

/** One entry of `data-product_variations`, in WooCommerce's own field names (spec §3 "Product variation"). */
export type WooVariation = {
  variation_id: number;
  attributes: Record<string, string>;
  display_price: number;
  display_regular_price: number;
  is_in_stock: boolean;
  is_purchasable: boolean;
  backorders_allowed: boolean;
  variation_is_active: boolean;
  variation_is_visible: boolean;
  min_qty: number;
  max_qty: number | "";
  sku: string;
  image: WooImage | null;
  image_src: string;
  image_link: string;
  image_title: string;
  image_alt: string;
};

/** How wide the gallery draws the main image, for the variation image's `sizes`. */
export const GALLERY_SIZES = "(min-width: 850px) 560px, 100vw";

function wooImage(picture: Picture): WooImage {
  const thumb = thumbnailOf(picture);
  return {
    title: picture.alt,
    alt: picture.alt,
    src: picture.src,
    src_w: picture.width,
    src_h: picture.height,
    srcset: picture.webpSrcset,
    sizes: GALLERY_SIZES,
    full_src: picture.fullSrc,
    thumb_src: thumb,
    gallery_thumbnail_src: thumb,
  };
}

/**
 * `data-product_variations`: each variation as WooCommerce's `get_available_variation()` gives
 * it, so a script written for the original shop finds what it reads. A variation without its own
 * image or SKU shows the product's, as in WooCommerce.
 */
export function wooVariations(
  product: Pick<
    ProductDetail,
    "variations" | "image" | "sku" | "minQuantity" | "maxQuantity" | "manageStock" | "stockQuantity" | "stockStatus"
  >,
): WooVariation[] {
  return product.variations.map((v) => {
    const image = v.image ?? product.image;
    const woo = image ? wooImage(image) : null;
    const price = v.price.kind === "sale" ? v.price.sale : v.price.kind === "single" ? v.price.amount : v.price.min;
    const regular = v.price.kind === "sale" ? v.price.regular : price;
    const bounds = quantityBounds(product, v);
    return {
      variation_id: v.id,
      attributes: v.attributes,
      display_price: price,
      display_regular_price: regular,
      is_in_stock: isPurchasable(v.stockStatus),
      is_purchasable: true,
      backorders_allowed: v.stockStatus === "onbackorder",
      variation_is_active: true,
      variation_is_visible: true,
      min_qty: bounds.min,
      max_qty: bounds.max === MAX_QUANTITY ? "" : bounds.max,
      sku: v.sku ?? product.sku ?? "",
      image: woo,
      image_src: woo?.src ?? "",
      image_link: woo?.full_src ?? "",
      image_title: woo?.title ?? "",
      image_alt: woo?.alt ?? "",
    };
  });
}
