import { describe, expect, it } from "vitest";
import { parseSortOrder } from "./sorting";

describe("parseSortOrder", () => {
  it("accepts WooCommerce orderby values", () => {
    expect(parseSortOrder("price-desc")).toBe("price-desc");
    expect(parseSortOrder("popularity")).toBe("popularity");
  });
  it("falls back to the default order", () => {
    expect(parseSortOrder(null)).toBe("menu_order");
    expect(parseSortOrder("drop table")).toBe("menu_order");
  });
});
