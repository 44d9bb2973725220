import { describe, expect, it } from "vitest";
import { parsePageNumber, parseSortOrder } from "./sorting";

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

describe("parsePageNumber", () => {
  it("reads positive page numbers", () => {
    expect(parsePageNumber(undefined)).toBe(1);
    expect(parsePageNumber("3")).toBe(3);
  });
  it("refuses zero, signs and junk", () => {
    for (const bad of ["0", "-1", "01", "2a", "", "9999999"]) expect(parsePageNumber(bad)).toBeNull();
  });
});
