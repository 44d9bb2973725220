import type { Picture } from "~/lib/media";
import type { CouponDiscount, CouponError } from "./coupons";

/** Why an add to cart was refused; each has its Vietnamese message in the cart messages. */
export type AddToCartError =
  | { code: "not_found" }
  | { code: "bad_quantity" }
  | { code: "not_purchasable"; name: string }
  /** A grouped product's form posted with every quantity 0. */
  | { code: "choose_quantity" }
  /** A grouped product's form naming none of its products (or a group without any). */
  | { code: "choose_product" }
  | { code: "choose_options"; name: string }
  | { code: "no_such_variation"; name: string }
  | { code: "out_of_stock"; name: string }
  | { code: "not_enough_stock"; name: string; available: number; inCart: number }
  | { code: "below_minimum"; name: string; min: number }
  | { code: "above_maximum"; name: string; max: number }
  /** Sold individually and already in the cart. */
  | { code: "sold_individually"; name: string };

export type AddToCartResult =
  /** `cart`: the cart as the add left it, priced in the same call. */
  | { ok: true; key: string; name: string; quantity: number; productSlug: string; cart: Cart }
  | { ok: false; error: AddToCartError; productSlug: string | null };


/** A chosen option of a cart line as the shopper reads it ("Màu sắc: Đỏ"). */
export type CartLineOption = { label: string; value: string };

/** A line of the cart, priced from the database at the moment it was read. */
export type CartLine = {
  /** WooCommerce's `cart_item_key`. */
  key: string;
  productId: number;
  variationId: number | null;
  /** The posted options (`attribute_pa_{slug}` → term slug), part of the key. */
  attributes: Record<string, string>;
  name: string;
  slug: string;
  sku: string | null;
  options: CartLineOption[];
  image: Picture | null;
  quantity: number;
  /** What one unit costs now (the sale price while on sale), in đồng. */
  unitPrice: number;
  /** Before coupons (WooCommerce's line subtotal). */
  lineTotal: number;
  /** What the cart's coupons take off this line. */
  discount: number;
  /** The product's categories (coupons limited to categories look at them). */
  categoryIds: number[];
  /** The most this line may hold (`purchasable_quantity`: its stock, sold individually, the product's maximum); null without a limit. */
  maxQuantity: number | null;
};

/** The cart as pages and answers show it. Money in integer đồng. */
export type Cart = {
  lines: CartLine[];
  /** Sum of the lines' quantities: the header's count. */
  itemCount: number;
  /** The lines before coupons. */
  subtotal: number;
  /** The coupons that apply, in the order they were applied, each with what it takes off. */
  coupons: CouponDiscount[];
  /** Applied coupons that no longer apply (expired, minimum spend no longer met…): not counted, removed at the next change. */
  refusedCoupons: { code: string; error: CouponError }[];
  discountTotal: number;
  /** A coupon gives free shipping. */
  freeShipping: boolean;
  /** Subtotal less the discount: shipping is added at checkout. */
  total: number;
  /** WooCommerce's cart hash: changes exactly when the lines, their totals or the coupons do; "" when empty. */
  hash: string;
};

export const EMPTY_CART: Cart = { lines: [], itemCount: 0, subtotal: 0, coupons: [], refusedCoupons: [], discountTotal: 0, freeShipping: false, total: 0, hash: "" };

/** Why a quantity change was refused. */
export type SetQuantityError =
  | { code: "unknown_line" }
  | { code: "bad_quantity" }
  | { code: "not_enough_stock"; name: string; available: number }
  | { code: "below_minimum"; name: string; min: number }
  | { code: "above_maximum"; name: string; max: number }
  | { code: "sold_individually"; name: string };

export type SetQuantityResult = { ok: true; removed: boolean; name: string } | { ok: false; error: SetQuantityError };
