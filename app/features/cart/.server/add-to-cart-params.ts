import { rowId } from "../../../lib/row-id";
import { hasControlCharacters } from "../../../lib/validation/control-characters";
import type { AddToCartError } from "../types";
import type { AddToCartRequest } from "./cart";

const QUANTITY = /^\d{1,4}$/;
const ATTRIBUTE_FIELD = /^attribute_pa_[\w-]{1,60}$/;

/** Posted fields or a link's query, read alike (`FormData` and `URLSearchParams` both are). */
export type AddToCartFields = { get(name: string): FormDataEntryValue | null } & Iterable<[string, FormDataEntryValue]>;

export type ReadAddToCartParams = { ok: true; request: AddToCartRequest } | { ok: false; error: AddToCartError };

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value.trim() : "");

/** An option's value as a term's could be: one with control characters is left out, as not chosen (the cart asks for it). */
const isOptionValue = (value: FormDataEntryValue): value is string => typeof value === "string" && !hasControlCharacters(value);

/**
 * WooCommerce's add-to-cart parameters, as its AJAX call and its links carry them: the product's
 * id in `productField` (`product_id`, `add-to-cart`; a variation's own id is taken too, by the
 * cart), `quantity` (empty means one), `variation_id` (empty or 0 means none, as WooCommerce's
 * variation form posts it before a choice) and one `attribute_pa_{slug}` per option. An id that
 * names no possible row is refused here, as an unknown product, so it never reaches a query; a
 * quantity that is not a whole number up to 9999 goes on as 0, which the cart refuses with the
 * product's address for the shopper to try again; an option whose value has control characters
 * is left out, as not chosen (a NUL must not reach the cart's query), and the cart asks for it.
 */
export function readAddToCartParams(fields: AddToCartFields, productField: string): ReadAddToCartParams {
  const productId = rowId(text(fields.get(productField)));
  const rawVariation = text(fields.get("variation_id"));
  const noVariation = rawVariation === "" || rawVariation === "0";
  const variationId = noVariation ? null : rowId(rawVariation);
  if (productId === null || (!noVariation && variationId === null)) return { ok: false, error: { code: "not_found" } };
  const rawQuantity = text(fields.get("quantity"));
  const quantity = rawQuantity === "" ? 1 : QUANTITY.test(rawQuantity) ? Number(rawQuantity) : 0;
  const attributes: Record<string, string> = {};
  for (const [name, value] of fields) {
    if (ATTRIBUTE_FIELD.test(name) && isOptionValue(value)) attributes[name] = value.slice(0, 200);
  }
  return { ok: true, request: { productId, quantity, variationId, attributes } };
}
