import { ADD_TO_CART_FIELD, QUANTITY_FIELD, VARIATION_ID_FIELD } from "~/features/catalog";

/**
 * The fields of an add from a listing button: every one of its data attributes, under the name
 * `dataset` gives it (`data-product_id` → `product_id`), as WooCommerce posts `$button.data()`.
 */
export function buttonFields(dataset: Readonly<Record<string, string | undefined>>): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of Object.entries(dataset)) {
    if (value !== undefined) fields.append(name, value);
  }
  return fields;
}

/** A product form's fields that the add call reads; the rest (nonces, the button's own name) stay out. */
const FORM_FIELD = (name: string) => name === QUANTITY_FIELD || name === VARIATION_ID_FIELD || name.startsWith("attribute_");

/**
 * The fields of an add from a product form (the quick view's): `product_id` from the button that
 * submitted it (its `add-to-cart` value, else the form's own `product_id` or `add-to-cart` field),
 * then the quantity, the variation and its attributes as the form holds them.
 */
export function productFormFields(entries: Iterable<[string, FormDataEntryValue]>, submitterValue?: string | null): URLSearchParams {
  const fields = new URLSearchParams();
  const own = new Map<string, string>();
  const rest: Array<[string, string]> = [];
  for (const [name, value] of entries) {
    if (typeof value !== "string") continue; // a file input has nothing to say here
    if (!own.has(name)) own.set(name, value);
    if (FORM_FIELD(name)) rest.push([name, value]);
  }
  const productId = submitterValue || own.get("product_id") || own.get(ADD_TO_CART_FIELD) || "";
  fields.append("product_id", productId);
  for (const [name, value] of rest) fields.append(name, value);
  return fields;
}
