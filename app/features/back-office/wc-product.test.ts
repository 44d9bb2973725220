import { describe, expect, it } from "vitest";
import { categoryTree, priceForApi, productsHref, productsQuery, readProductFilters, stockForApi } from "./wc-product";

describe("the products screen's filters", () => {
  it("reads its address, ignoring what names no filter", () => {
    expect(readProductFilters(new URLSearchParams("s=%20áo%20&cat=12&stock=low&sort=price-asc&paged=3"))).toEqual({ search: "áo", category: 12, stock: "low", sort: "price-asc", page: 3, trash: false });
    expect(readProductFilters(new URLSearchParams("cat=-1&stock=many&sort=constructor&paged=0"))).toEqual({ search: "", category: null, stock: null, sort: "newest", page: 1, trash: false });
  });

  it("asks the REST API for the same thing, and writes its own address back", () => {
    const f = readProductFilters(new URLSearchParams("s=quần&cat=4&stock=low&sort=title-desc&paged=2"));
    expect(Object.fromEntries(productsQuery(f))).toEqual({ per_page: "20", page: "2", orderby: "title", order: "desc", search: "quần", category: "4", low_in_stock: "true" });
    expect(productsQuery({ ...f, stock: "outofstock" }).get("stock_status")).toBe("outofstock");
    expect(productsHref(f, { page: 1 })).toBe("/wp-admin/san-pham/?s=qu%E1%BA%A7n&cat=4&stock=low&sort=title-desc");
    expect(productsHref(readProductFilters(new URLSearchParams()))).toBe("/wp-admin/san-pham/");
    // The trash's view: its own address, and the API asked for the trashed products only.
    const trash = readProductFilters(new URLSearchParams("post_status=trash"));
    expect(trash.trash).toBe(true);
    expect(productsQuery(trash).get("status")).toBe("trash");
    expect(productsHref(trash, { page: 2 })).toBe("/wp-admin/san-pham/?paged=2&post_status=trash");
  });
});

describe("what the owner types", () => {
  it("takes prices in đồng with the shop's grouping, and nothing fractional or negative", () => {
    expect(priceForApi("150.000")).toBe("150000");
    expect(priceForApi(" 1 250 000 ₫ ")).toBe("1250000");
    expect(priceForApi("")).toBe("");
    expect(priceForApi("150000,5")).toBeNull();
    expect(priceForApi("-5")).toBeNull();
    expect(priceForApi("mười")).toBeNull();
  });

  it("takes a stock of whole units from 0", () => {
    expect(stockForApi("12")).toBe(12);
    expect(stockForApi("0")).toBe(0);
    expect(stockForApi("-1")).toBeNull();
    expect(stockForApi("1.5")).toBeNull();
    expect(stockForApi("")).toBeNull();
  });

  it("orders categories as a tree", () => {
    const tree = categoryTree([
      { id: 3, name: "Áo thun", slug: "ao-thun", parent: 1, count: 2 },
      { id: 1, name: "Áo", slug: "ao", parent: 0, count: 5 },
      { id: 2, name: "Quần", slug: "quan", parent: 0, count: 1 },
    ]);
    expect(tree.map((t) => [t.id, t.depth])).toEqual([[1, 0], [3, 1], [2, 0]]);
  });
});
