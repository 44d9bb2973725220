/**
 * What other features may use of the catalogue (app/features/README.md): a product's address and
 * price, the add-to-cart form's field names and notice, the quantity field and the listings'
 * announcements. Browser-safe and light: the form's zod schema is in `.server/index.ts`.
 */
export {
  ADD_TO_CART_FIELD,
  AJAX_ADD_ATTRIBUTE,
  AJAX_ADD_SETTLED_EVENT,
  type AjaxAddSettledDetail,
  QUANTITY_FIELD,
  VARIATION_ID_FIELD,
} from "./add-to-cart-fields";
export { addedSeveralToCartMessage, addedToCartMessage } from "./added-notice";
export { Price } from "./components/Price";
export { QuantityInput } from "./components/product-form/QuantityInput";
export { StarRating } from "./components/StarRating";
export { productUrl } from "./product-url";
export type { PriceDisplay } from "./types";
export { useListingAnnouncements } from "./use-listing-announcements";
export { PRODUCT_HTML_ATTRIBUTES, PRODUCT_HTML_DROPPED, PRODUCT_HTML_SCHEMES, PRODUCT_HTML_TAGS, PRODUCT_IMAGE_SCHEMES } from "./product-html";
