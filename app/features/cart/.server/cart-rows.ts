import { z } from "zod";
import { mediaSizesShape } from "../../../../db/schema/media";
import { sameType } from "../../../platform/.server/sql-answer";
import type { CouponRule } from "../coupons";
import type { AddToCartResult, CartLineOption } from "../types";

/**
 * The JSON the cart's functions answer (db/functions/cart.sql): its priced lines
 * (`cart_lines_json`, through `cart_contents` and `cart_add`) and what an add did. Money is whole
 * đồng; checked as app/platform/.server/sql-answer.ts says.
 */

const cartLineOptionShape = z.strictObject({ label: z.string(), value: z.string() });
sameType<z.infer<typeof cartLineOptionShape>, CartLineOption>(true);

/** A line as `cart_lines_json` answers it. */
const cartLineRowShape = z.strictObject({
  key: z.string(),
  productId: z.int(),
  variationId: z.int().nullable(),
  attributes: z.record(z.string(), z.string()),
  quantity: z.int(),
  name: z.string(),
  slug: z.string(),
  sku: z.string().nullable(),
  options: z.array(cartLineOptionShape),
  unitPrice: z.int(),
  maxQuantity: z.int().nullable(),
  imageAlt: z.string().nullable(),
  imageSizes: mediaSizesShape.nullable(),
  categoryIds: z.array(z.int()),
});
export type CartLineRow = z.infer<typeof cartLineRowShape>;

/** A coupon applied to the cart as `cart_coupons_json` answers it. */
const couponRuleShape = z.strictObject({
  id: z.int(),
  code: z.string(),
  discountType: z.enum(["percent", "fixed_cart", "fixed_product"]),
  amount: z.int(),
  freeShipping: z.boolean(),
  minimumAmount: z.int().nullable(),
  maximumAmount: z.int().nullable(),
  dateExpires: z.string().nullable(),
  usageLimit: z.int().nullable(),
  usageCount: z.int(),
  usageLimitPerUser: z.int().nullable(),
  individualUse: z.boolean(),
  productIds: z.array(z.int()),
  excludedProductIds: z.array(z.int()),
  productCategories: z.array(z.int()),
  excludedProductCategories: z.array(z.int()),
  emailRestrictions: z.array(z.string()),
});
sameType<z.infer<typeof couponRuleShape>, CouponRule>(true);

/** `select cart_contents(…) as lines, cart_coupons(…) as coupons`. */
export const cartContentsAnswerShape = z.strictObject({ lines: z.array(cartLineRowShape), coupons: z.array(couponRuleShape) });

const named = { name: z.string() };
const addToCartErrorShape = z.discriminatedUnion("code", [
  z.strictObject({ code: z.literal("not_found") }),
  z.strictObject({ code: z.literal("bad_quantity") }),
  z.strictObject({ code: z.literal("not_purchasable"), ...named }),
  z.strictObject({ code: z.literal("choose_quantity") }),
  z.strictObject({ code: z.literal("choose_product") }),
  z.strictObject({ code: z.literal("choose_options"), ...named }),
  z.strictObject({ code: z.literal("no_such_variation"), ...named }),
  z.strictObject({ code: z.literal("out_of_stock"), ...named }),
  z.strictObject({ code: z.literal("not_enough_stock"), ...named, available: z.int(), inCart: z.int() }),
  z.strictObject({ code: z.literal("below_minimum"), ...named, min: z.int() }),
  z.strictObject({ code: z.literal("above_maximum"), ...named, max: z.int() }),
  z.strictObject({ code: z.literal("sold_individually"), ...named }),
]);

/** What `cart_add` (and `cart_add_starting_session`) answers: the line it added to and the priced cart, or why not. */
const cartAddShape = z.discriminatedUnion("ok", [
  z.strictObject({ ok: z.literal(true), key: z.string(), name: z.string(), quantity: z.int(), productSlug: z.string(), lines: z.array(cartLineRowShape), coupons: z.array(couponRuleShape) }),
  z.strictObject({ ok: z.literal(false), error: addToCartErrorShape, productSlug: z.string().nullable() }),
]);
type CartAddAnswer = z.infer<typeof cartAddShape>;
// The answer is the add's result with the cart's lines and coupons in place of the cart they make.
sameType<Extract<CartAddAnswer, { ok: false }>, Extract<AddToCartResult, { ok: false }>>(true);
sameType<Omit<Extract<CartAddAnswer, { ok: true }>, "lines" | "coupons">, Omit<Extract<AddToCartResult, { ok: true }>, "cart">>(true);

/** `select cart_add(…) as result`. */
export const cartAddAnswerShape = z.strictObject({ result: cartAddShape });
