/** What other features' server code may use of the catalogue: the reading of a posted add-to-cart form. */
export { readAddToCartForm } from "../add-to-cart-form";
