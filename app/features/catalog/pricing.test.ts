import { describe, expect, it } from "vitest";
import { payableAmount, priceDisplay } from "./pricing";

const simple = { type: "simple" as const, minPrice: null, maxPrice: null };
describe("priceDisplay", () => {
  it("shows a simple product's regular price", () => {
    expect(priceDisplay({ ...simple, regularPrice: 250000, salePrice: null })).toEqual({ kind: "single", amount: 250000 });
  });
  it("shows a sale with its regular price", () => {
    const p = priceDisplay({ ...simple, regularPrice: 250000, salePrice: 199000 });
    expect(p).toEqual({ kind: "sale", regular: 250000, sale: 199000 });
    expect(payableAmount(p!)).toBe(199000);
  });
  it("shows a range for variable products whose variations differ", () => {
    const base = { type: "variable" as const, regularPrice: null, salePrice: null };
    expect(priceDisplay({ ...base, minPrice: 150000, maxPrice: 220000 })).toEqual({ kind: "range", min: 150000, max: 220000 });
    expect(priceDisplay({ ...base, minPrice: 150000, maxPrice: 150000 })).toEqual({ kind: "single", amount: 150000 });
    expect(priceDisplay({ ...base, minPrice: null, maxPrice: null })).toBeNull();
  });
});
