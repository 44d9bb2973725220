/** What other features' server code may use of the cart: a visitor's cart, read and forgotten once ordered. */
export { type CartOwner, cartOwnerOf, mergeGuestCart } from "./cart";
export { forgetCart, readCart } from "./read-cart";
export { visitorCart } from "./visitor-cart";
