import { describe, expect, it } from "vitest";
import { type PurchaseTerms, type Stock, backordersAllowed, purchasableQuantity, stockOf } from "./purchasable-quantity";

// The same rule in the database is held to this one by tests/integration/stock-rule.integration.test.ts.
const counted: PurchaseTerms = { stockStatus: "instock", manageStock: true, stockQuantity: 1, backorders: "no", soldIndividually: false, maxQuantity: null };

describe("purchasableQuantity", () => {
  it("sells a counted stock's quantity, or any number once backorders are taken", () => {
    expect(purchasableQuantity(counted)).toBe(1);
    expect(purchasableQuantity({ ...counted, stockQuantity: 0 })).toBe(0);
    expect(purchasableQuantity({ ...counted, backorders: "notify" })).toBeNull();
    expect(purchasableQuantity({ ...counted, backorders: "yes", stockQuantity: -2, stockStatus: "onbackorder" })).toBeNull();
  });

  it("follows the status alone where nobody counts the stock, and sells nothing sold out", () => {
    expect(purchasableQuantity({ ...counted, manageStock: false, stockQuantity: null })).toBeNull();
    expect(purchasableQuantity({ ...counted, stockStatus: "outofstock", backorders: "yes" })).toBe(0);
    expect(purchasableQuantity({ ...counted, manageStock: false, stockStatus: "outofstock" })).toBe(0);
  });

  it("is one at most for an item sold individually, and never above the product's maximum", () => {
    expect(purchasableQuantity({ ...counted, manageStock: false, soldIndividually: true })).toBe(1);
    expect(purchasableQuantity({ ...counted, stockQuantity: 0, soldIndividually: true })).toBe(0);
    expect(purchasableQuantity({ ...counted, backorders: "yes", maxQuantity: 4 })).toBe(4);
    expect(purchasableQuantity({ ...counted, stockQuantity: 9, maxQuantity: 4 })).toBe(4);
  });
});

describe("stockOf", () => {
  const product: Stock = { stockStatus: "instock", manageStock: true, stockQuantity: 3, backorders: "yes" };
  const own: Stock = { stockStatus: "onbackorder", manageStock: true, stockQuantity: 0, backorders: "notify" };
  const loose: Stock = { stockStatus: "outofstock", manageStock: false, stockQuantity: null, backorders: "no" };

  it("is a variation's own stock when it counts one, else its product's with the variation's status", () => {
    expect(stockOf(product, null)).toEqual(product);
    expect(stockOf(product, own)).toEqual(own);
    expect(stockOf(product, loose)).toEqual({ ...product, stockStatus: "outofstock" });
  });

  it("is the variation's status alone where neither counts, whose backorders are then none", () => {
    const uncounted = { ...product, manageStock: false, stockQuantity: null };
    expect(stockOf(uncounted, { ...loose, stockStatus: "instock", backorders: "yes" })).toEqual({
      stockStatus: "instock",
      manageStock: false,
      stockQuantity: null,
      backorders: "no",
    });
    expect(backordersAllowed(stockOf(product, loose))).toBe(true);
    expect(backordersAllowed(stockOf(product, { ...own, backorders: "no" }))).toBe(false);
  });
});
