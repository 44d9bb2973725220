/**
 * What other features' server code may use of the catalogue: the reading of a posted add-to-cart
 * form, and WooCommerce's `meta_data` merge, which customers share with products (decision 051).
 */
export { readAddToCartForm } from "../add-to-cart-form";
export { type MetaChange, type MetaEntry, changeMeta, metaEntryShape } from "./product-meta";
