/**
 * The add-to-cart form's field names (the contract is ./add-to-cart-form.ts), apart from its zod
 * schema so the form's browser code can have them without bundling zod.
 */
export const ADD_TO_CART_FIELD = "add-to-cart";
export const QUANTITY_FIELD = "quantity";
export const VARIATION_ID_FIELD = "variation_id";
export const attributeFieldName = (attributeSlug: string) => `attribute_pa_${attributeSlug}`;
