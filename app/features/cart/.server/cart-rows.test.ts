import { describe, expect, it } from "vitest";
import { mismatchPaths, without } from "../../../../tests/support/sql-answer";
import { cartAddAnswerShape, cartContentsAnswerShape } from "./cart-rows";

const line = {
  key: "0123456789abcdef0123456789abcdef",
  productId: 101,
  variationId: 201,
  attributes: { attribute_pa_mau_sac: "do" },
  quantity: 2,
  name: "Áo thun",
  slug: "ao-thun",
  sku: null,
  options: [{ label: "Màu sắc", value: "Đỏ" }],
  unitPrice: 120000,
  maxQuantity: null,
  imageAlt: null,
  imageSizes: null,
  categoryIds: [12],
};

const coupon = {
  id: 3,
  code: "giam10",
  discountType: "percent",
  amount: 1000,
  freeShipping: false,
  minimumAmount: null,
  maximumAmount: null,
  dateExpires: "2026-12-31T16:59:59Z",
  usageLimit: 100,
  usageCount: 4,
  usageLimitPerUser: 1,
  individualUse: false,
  productIds: [],
  excludedProductIds: [],
  productCategories: [12],
  excludedProductCategories: [],
  emailRestrictions: [],
};

describe("cart_contents", () => {
  it("takes priced lines, and an empty cart", () => {
    expect(mismatchPaths(cartContentsAnswerShape, { lines: [line], coupons: [coupon] })).toEqual([]);
    expect(mismatchPaths(cartContentsAnswerShape, { lines: [], coupons: [] })).toEqual([]);
  });

  it("refuses a coupon of a discount type TypeScript does not know, and an amount as text", () => {
    expect(mismatchPaths(cartContentsAnswerShape, { lines: [], coupons: [{ ...coupon, discountType: "percent_product", amount: "1000" }] })).toEqual([
      ["coupons", 0, "discountType"],
      ["coupons", 0, "amount"],
    ]);
  });

  it("refuses a unit price as text, a quantity in parts, an option's value as null and a line without its limit", () => {
    expect(
      mismatchPaths(cartContentsAnswerShape, {
        lines: [{ ...line, unitPrice: "120000", quantity: 1.5, options: [{ label: "Màu sắc", value: null }] }, without(line, "maxQuantity")],
        coupons: [],
      }),
    ).toEqual([
      ["lines", 0, "quantity"],
      ["lines", 0, "options", 0, "value"],
      ["lines", 0, "unitPrice"],
      ["lines", 1, "maxQuantity"],
    ]);
  });
});

describe("cart_add", () => {
  it("takes an add with the cart it made, and each kind of refusal", () => {
    const added = { ok: true, key: line.key, name: "Áo thun", quantity: 1, productSlug: "ao-thun", lines: [line], coupons: [coupon] };
    expect(mismatchPaths(cartAddAnswerShape, { result: added })).toEqual([]);
    expect(mismatchPaths(cartAddAnswerShape, { result: { ok: false, error: { code: "not_found" }, productSlug: null } })).toEqual([]);
    const short = { code: "not_enough_stock", name: "Áo thun", available: 3, inCart: 2 };
    expect(mismatchPaths(cartAddAnswerShape, { result: { ok: false, error: short, productSlug: "ao-thun" } })).toEqual([]);
  });

  it("refuses an error code TypeScript does not know, and one without what its message shows", () => {
    expect(mismatchPaths(cartAddAnswerShape, { result: { ok: false, error: { code: "sold_out", name: "Áo" }, productSlug: "ao" } })).toEqual([
      ["result", "error", "code"],
    ]);
    expect(
      mismatchPaths(cartAddAnswerShape, { result: { ok: false, error: { code: "not_enough_stock", name: "Áo", available: "3" }, productSlug: "ao" } }),
    ).toEqual([
      ["result", "error", "available"],
      ["result", "error", "inCart"],
    ]);
  });
});
