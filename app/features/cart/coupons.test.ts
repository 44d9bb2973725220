import { describe, expect, it } from "vitest";
import { type CouponRule, type DiscountLine, computeDiscounts, couponRefusal, emailAllowed, formatCouponCode } from "./coupons";

const NOW = new Date("2026-11-28T12:00:00Z");

const coupon = (over: Partial<CouponRule>): CouponRule => ({
  id: 1,
  code: "giam",
  discountType: "fixed_cart",
  amount: 0,
  freeShipping: false,
  minimumAmount: null,
  maximumAmount: null,
  dateExpires: null,
  usageLimit: null,
  usageCount: 0,
  usageLimitPerUser: null,
  individualUse: false,
  productIds: [],
  excludedProductIds: [],
  productCategories: [],
  excludedProductCategories: [],
  emailRestrictions: [],
  ...over,
});

const line = (key: string, unit: number, quantity: number, over: Partial<DiscountLine> = {}): DiscountLine => ({
  key,
  productId: Number(key.replace(/\D/g, "")) || 1,
  variationId: null,
  name: `Sản phẩm ${key}`,
  categoryIds: [],
  quantity,
  lineTotal: unit * quantity,
  ...over,
});

const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);

describe("computeDiscounts", () => {
  it("takes a percent of each line rounded down and gives the lost đồng one per unit, most expensive line first", () => {
    // 10 % of 99 999 and of 33 333: 9 999,9 → 9 999 and 3 333,3 → 3 333; the whole is 13 333,2 → 13 333,
    // so the đồng lost goes to the most expensive line.
    const lines = [line("a1", 33_333, 1), line("b2", 99_999, 1)];
    const r = computeDiscounts(lines, [coupon({ discountType: "percent", amount: 1000 })], { now: NOW });
    expect(r.lineDiscounts).toEqual({ a1: 3_333, b2: 10_000 });
    expect(r.discountTotal).toBe(13_333);
  });

  it("percent: the rounding's remainder goes to the lines in price order so the total is the whole cart's percent", () => {
    // 12,5 % of 5 ×1 = 0,625 each → 0 each; the whole 3 × 5 = 15 → 1,875 → 2: two lines get 1 đồng.
    const lines = [line("a1", 5, 1), line("b2", 5, 1), line("c3", 5, 1)];
    const r = computeDiscounts(lines, [coupon({ discountType: "percent", amount: 1250 })], { now: NOW });
    expect(r.lineDiscounts).toEqual({ a1: 1, b2: 1, c3: 0 });
    expect(r.discountTotal).toBe(2);
  });

  it("fixed product: the amount per unit, never more than a line costs", () => {
    const lines = [line("a1", 100_000, 2), line("b2", 15_000, 1)];
    const r = computeDiscounts(lines, [coupon({ discountType: "fixed_product", amount: 20_000 })], { now: NOW });
    expect(r.lineDiscounts).toEqual({ a1: 40_000, b2: 15_000 });
    expect(r.discountTotal).toBe(55_000);
  });

  it("fixed cart: spread per unit, what a cheap line cannot take spread again, the last đồng one per unit in order; the sum is exact", () => {
    // 100 001 over 3 units: 33 333 each; the 10 000 line takes only 10 000, 23 333 + 1 more spread over the others.
    const lines = [line("a1", 10_000, 1), line("b2", 200_000, 2)];
    const r = computeDiscounts(lines, [coupon({ amount: 100_001 })], { now: NOW });
    expect(r.lineDiscounts.a1).toBe(10_000);
    expect(r.lineDiscounts.b2).toBe(90_001);
    expect(sum(r.lineDiscounts)).toBe(100_001);
    expect(r.discountTotal).toBe(100_001);
  });

  it("fixed cart: an amount that does not divide by the units gives its last đồng one per unit in price order", () => {
    const lines = [line("a1", 1_000, 1), line("b2", 3_000, 1), line("c3", 2_000, 1)];
    const r = computeDiscounts(lines, [coupon({ amount: 1_000 })], { now: NOW });
    // 333 each, 1 left: to the most expensive line.
    expect(r.lineDiscounts).toEqual({ a1: 333, b2: 334, c3: 333 });
  });

  it("never takes more than the cart costs", () => {
    const lines = [line("a1", 30_000, 1), line("b2", 20_000, 2)];
    const r = computeDiscounts(lines, [coupon({ amount: 500_000 })], { now: NOW });
    expect(r.lineDiscounts).toEqual({ a1: 30_000, b2: 40_000 });
    expect(r.discountTotal).toBe(70_000);
  });

  it("applies fixed product, then percent, then fixed cart, each on the undiscounted price and within what is left", () => {
    const lines = [line("a1", 100_000, 1)];
    const r = computeDiscounts(
      lines,
      [coupon({ id: 3, code: "cart", amount: 80_000 }), coupon({ id: 2, code: "pct", discountType: "percent", amount: 5000 }), coupon({ id: 1, code: "prod", discountType: "fixed_product", amount: 10_000 })],
      { now: NOW },
    );
    expect(r.applied.map((c) => [c.code, c.discount])).toEqual([["cart", 40_000], ["pct", 50_000], ["prod", 10_000]]);
    expect(r.lineDiscounts.a1).toBe(100_000);
  });

  it("discounts only the lines of the coupon's products or categories, a variation matching by its product", () => {
    const lines = [line("a1", 100_000, 1, { categoryIds: [7] }), line("b2", 50_000, 1, { variationId: 20 }), line("c3", 40_000, 1)];
    const byCategory = computeDiscounts(lines, [coupon({ discountType: "percent", amount: 1000, productCategories: [7] })], { now: NOW });
    expect(byCategory.lineDiscounts).toEqual({ a1: 10_000, b2: 0, c3: 0 });
    const byProduct = computeDiscounts(lines, [coupon({ discountType: "fixed_product", amount: 5_000, productIds: [2] })], { now: NOW });
    expect(byProduct.lineDiscounts).toEqual({ a1: 0, b2: 5_000, c3: 0 });
    const excluded = computeDiscounts(lines, [coupon({ discountType: "percent", amount: 1000, excludedProductIds: [20] })], { now: NOW });
    expect(excluded.lineDiscounts).toEqual({ a1: 10_000, b2: 0, c3: 4_000 });
  });

  it("leaves out a coupon that no longer applies, saying why, and gives free shipping from one that does", () => {
    const lines = [line("a1", 100_000, 1)];
    const r = computeDiscounts(lines, [coupon({ id: 1, code: "het-han", amount: 5_000, dateExpires: "2026-11-27T00:00:00Z" }), coupon({ id: 2, code: "freeship", freeShipping: true })], { now: NOW });
    expect(r.refused).toEqual([{ code: "het-han", error: { code: "expired", coupon: "het-han" } }]);
    expect(r.applied).toEqual([{ id: 2, code: "freeship", discount: 0, freeShipping: true, discountType: "fixed_cart" }]);
    expect(r.freeShipping).toBe(true);
    expect(r.discountTotal).toBe(0);
  });
});

describe("couponRefusal", () => {
  const lines = [line("a1", 100_000, 2, { categoryIds: [5] })];
  it("checks as WooCommerce does: usage limit, expiry, minimum and maximum spend, products, exclusions, e-mails", () => {
    expect(couponRefusal(coupon({ usageLimit: 3, usageCount: 3 }), lines, { now: NOW })).toEqual({ code: "usage_limit", coupon: "giam" });
    expect(couponRefusal(coupon({ usageLimit: 3, usageCount: 2 }), lines, { now: NOW })).toBeNull();
    expect(couponRefusal(coupon({ dateExpires: "2026-11-28T11:59:59Z" }), lines, { now: NOW })?.code).toBe("expired");
    expect(couponRefusal(coupon({ dateExpires: "2026-11-28T12:00:00Z" }), lines, { now: NOW })).toBeNull();
    expect(couponRefusal(coupon({ minimumAmount: 200_001 }), lines, { now: NOW })).toEqual({ code: "min_spend", coupon: "giam", amount: 200_001 });
    expect(couponRefusal(coupon({ minimumAmount: 200_000 }), lines, { now: NOW })).toBeNull();
    expect(couponRefusal(coupon({ maximumAmount: 199_999 }), lines, { now: NOW })).toEqual({ code: "max_spend", coupon: "giam", amount: 199_999 });
    expect(couponRefusal(coupon({ productIds: [9] }), lines, { now: NOW })?.code).toBe("not_applicable");
    expect(couponRefusal(coupon({ productCategories: [6] }), lines, { now: NOW })?.code).toBe("not_applicable");
    expect(couponRefusal(coupon({ excludedProductCategories: [5] }), lines, { now: NOW })).toEqual({ code: "excluded_products", coupon: "giam", names: ["Sản phẩm a1"] });
    expect(couponRefusal(coupon({ discountType: "percent", amount: 1000, excludedProductIds: [1] }), lines, { now: NOW })?.code).toBe("not_applicable");
    expect(couponRefusal(coupon({ emailRestrictions: ["*@cuahang.vn"] }), lines, { now: NOW })).toBeNull();
    expect(couponRefusal(coupon({ emailRestrictions: ["*@cuahang.vn"] }), lines, { now: NOW, email: "an@gmail.com" })?.code).toBe("not_yours");
    expect(couponRefusal(coupon({ emailRestrictions: ["*@cuahang.vn"] }), lines, { now: NOW, email: "An@CuaHang.vn" })).toBeNull();
  });

  it("formats codes as WooCommerce does and matches e-mail patterns literally apart from *", () => {
    expect(formatCouponCode("  GiAm10 ")).toBe("giam10");
    expect(emailAllowed(["a.b@x.vn"], "axb@x.vn")).toBe(false);
    expect(emailAllowed([], "ai@dó.vn")).toBe(true);
  });
});
