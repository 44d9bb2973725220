/**
 * What other features may use of the cart (app/features/README.md): the header's cart regions and
 * the cart's shape. Browser-safe.
 */
export { HeaderCart } from "./components/HeaderCart";
export type { CartFragments } from "./fragments";
export type { Cart } from "./types";
export { type CouponDiscount, type CouponError, emailAllowed } from "./coupons";
export type { CouponBody, CouponDiscountTypeName } from "./coupon-schema";
export { CouponForm, CouponRows } from "./components/CouponParts";
export { couponErrorMessage, couponRemovedMessage } from "./messages";
