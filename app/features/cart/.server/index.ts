/**
 * What other features' server code may use of the cart: a visitor's cart, read and forgotten once
 * ordered, and its coupons (applied from the checkout's form, taken off when no longer valid).
 */
export { type CartOwner, cartOwnerOf, mergeGuestCart } from "./cart";
export { forgetCart, readCart } from "./read-cart";
export { visitorCart } from "./visitor-cart";
export { applyCouponNoticed, removeCouponByLink } from "./cart-page";
export { removeCoupon, settleCoupons, usesBy } from "./coupons";
