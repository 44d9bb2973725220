import { describe, expect, it } from "vitest";
import { NO_FILTERS, chosenCount, filteredHref, hasFilters, isLayeredParam, layeredParams, readLayeredFilters, toggleRating, toggleTerm, withoutPrice } from "./layered-nav";

const read = (qs: string) => readLayeredFilters(new URLSearchParams(qs));

describe("readLayeredFilters", () => {
  it("reads WooCommerce's parameters, and with none has no filter", () => {
    expect(read("")).toEqual(NO_FILTERS);
    expect(hasFilters(read("orderby=price&s=ao"))).toBe(false);
    expect(read("min_price=100000&max_price=500000&filter_mau-sac=xanh,do&query_type_mau-sac=or&rating_filter=5,4&filter_stock_status=instock")).toEqual({
      minPrice: 100000,
      maxPrice: 500000,
      attributes: [{ attribute: "mau-sac", terms: ["do", "xanh"], queryType: "or" }],
      ratings: [4, 5],
      inStock: true,
    });
  });

  it("takes `and` unless `or` is asked, as WooCommerce does", () => {
    expect(read("filter_kich-thuoc=m&query_type_kich-thuoc=xor").attributes).toEqual([{ attribute: "kich-thuoc", terms: ["m"], queryType: "and" }]);
  });

  it("floors the minimum, ceils the maximum and swaps them when crossed", () => {
    expect(read("min_price=99.5&max_price=200.2")).toMatchObject({ minPrice: 99, maxPrice: 201 });
    expect(read("min_price=500&max_price=100")).toMatchObject({ minPrice: 100, maxPrice: 500 });
  });

  it("leaves out what names nothing: bad prices, slugs, ratings and stock values", () => {
    expect(read("min_price=abc&max_price=-5&filter_M%C3%A0u=do&filter_mau-sac=DO,%00,,&rating_filter=0,6,4.5,x&filter_stock_status=outofstock")).toEqual(NO_FILTERS);
  });

  it("gives one order whatever order the URL had, so one set of filters is one address", () => {
    const a = read("filter_mau-sac=xanh,do&filter_chat-lieu=cotton&rating_filter=5,4");
    const b = read("rating_filter=4,5&filter_chat-lieu=cotton&filter_mau-sac=do,xanh,do");
    expect(a).toEqual(b);
    expect(layeredParams(a)).toEqual([["filter_chat-lieu", "cotton"], ["filter_mau-sac", "do,xanh"], ["rating_filter", "4,5"]]);
  });

  it("bounds how much one address may ask", () => {
    const many = Array.from({ length: 30 }, (_, i) => `t${String(i).padStart(2, "0")}`).join(",");
    const attributes = Array.from({ length: 10 }, (_, i) => `filter_a${i}=x`).join("&");
    expect(read(`filter_mau-sac=${many}`).attributes[0]!.terms).toHaveLength(12);
    expect(read(attributes).attributes).toHaveLength(6);
  });
});

describe("links between filter sets", () => {
  const f = read("filter_mau-sac=do&query_type_mau-sac=or&min_price=1000");

  it("switches a value on and off, keeping its attribute's query type", () => {
    expect(toggleTerm(f, "mau-sac", "xanh").attributes).toEqual([{ attribute: "mau-sac", terms: ["do", "xanh"], queryType: "or" }]);
    expect(toggleTerm(f, "mau-sac", "do").attributes).toEqual([]);
    expect(toggleTerm(f, "kich-thuoc", "m").attributes.map((a) => a.attribute)).toEqual(["kich-thuoc", "mau-sac"]);
    expect(toggleRating(toggleRating(f, 4), 4).ratings).toEqual([]);
  });

  it("builds the listing's first page with the kept parameters first and readable commas", () => {
    const href = filteredHref("/cua-hang/", { orderby: "price" }, toggleTerm(f, "mau-sac", "xanh"));
    expect(href).toBe("/cua-hang/?orderby=price&min_price=1000&filter_mau-sac=do,xanh&query_type_mau-sac=or");
    expect(read(new URL(href, "http://x").search)).toEqual(toggleTerm(f, "mau-sac", "xanh"));
    expect(filteredHref("/cua-hang/", {}, NO_FILTERS)).toBe("/cua-hang/");
    expect(filteredHref("/cua-hang/", {}, withoutPrice(f))).toBe("/cua-hang/?filter_mau-sac=do&query_type_mau-sac=or");
  });

  it("counts the chosen filters and knows its own parameters", () => {
    expect(chosenCount(read("min_price=1&filter_a=x,y&rating_filter=5&filter_stock_status=instock"))).toBe(5);
    expect(["min_price", "max_price", "filter_x", "query_type_x", "rating_filter", "filter_stock_status"].every(isLayeredParam)).toBe(true);
    expect(["orderby", "s", "paged"].some(isLayeredParam)).toBe(false);
  });
});
