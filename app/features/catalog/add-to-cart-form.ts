import { z } from "zod";
import { MAX_ROW_ID } from "~/lib/row-id";
import { hasControlCharacters } from "~/lib/validation/control-characters";
import { ADD_TO_CART_FIELD, QUANTITY_FIELD, VARIATION_ID_FIELD } from "./add-to-cart-fields";

/**
 * The product page's add-to-cart form, field for field as WooCommerce posts it, so a form or
 * script written for the original shop posts the same thing: `add-to-cart` (the product id, the
 * submit button's value), `quantity`, and for a variable product `variation_id` plus one
 * `attribute_pa_{slug}` per attribute. The browser and the server read it with this one schema.
 */
export { ADD_TO_CART_FIELD, QUANTITY_FIELD, VARIATION_ID_FIELD, attributeFieldName } from "./add-to-cart-fields";

/** A row id: PostgreSQL's `integer` ends at 2^31−1, and a larger one must be refused, not make the query fail. */
const id = z.coerce.number().int().positive().max(MAX_ROW_ID);

export const AddToCartForm = z.object({
  productId: id,
  /** Empty means one, as in WooCommerce. */
  quantity: z.union([z.literal("").transform(() => 1), z.coerce.number().int().min(1).max(9999)]),
  variationId: z.union([z.literal("").transform(() => null), id]).nullable(),
  /** `attribute_pa_{slug}` → chosen term slug. */
  attributes: z.record(z.string().regex(/^attribute_pa_[\w-]{1,60}$/), z.string().max(200)),
});
export type AddToCartForm = z.infer<typeof AddToCartForm>;

/**
 * Reads the form's fields out of posted form data (unknown fields are ignored). An option whose
 * value has control characters is left out, as not chosen, as `readAddToCartParams` does.
 */
export function readAddToCartForm(form: FormData) {
  const attributes: Record<string, string> = {};
  for (const [name, value] of form) {
    if (name.startsWith("attribute_pa_") && typeof value === "string" && !hasControlCharacters(value)) attributes[name] = value;
  }
  return AddToCartForm.safeParse({
    productId: form.get(ADD_TO_CART_FIELD) ?? form.get("product_id"),
    quantity: form.get(QUANTITY_FIELD) ?? "",
    variationId: form.get(VARIATION_ID_FIELD) ?? null,
    attributes,
  });
}
