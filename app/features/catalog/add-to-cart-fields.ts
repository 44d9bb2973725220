/**
 * The add-to-cart form's field names (the contract is ./add-to-cart-form.ts), apart from its zod
 * schema so the form's browser code can have them without bundling zod.
 */
export const ADD_TO_CART_FIELD = "add-to-cart";
export const QUANTITY_FIELD = "quantity";
export const VARIATION_ID_FIELD = "variation_id";
export const attributeFieldName = (attributeSlug: string) => `attribute_pa_${attributeSlug}`;

/**
 * Marks a product form whose add goes through the cart's AJAX call once the cart's scripts run
 * (the quick view's); until then, and without scripts, it posts like any other.
 */
export const AJAX_ADD_ATTRIBUTE = "data-ajax-add-to-cart";
/** Raised (bubbling) on such a form when its AJAX add ended and the page stays: `detail.added` says whether it worked. */
export const AJAX_ADD_SETTLED_EVENT = "ajax_add_to_cart_settled";
export type AjaxAddSettledDetail = { added: boolean };
