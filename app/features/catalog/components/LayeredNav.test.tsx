import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type LayeredNav, NO_FILTERS } from "../layered-nav";
import { FilterPanel } from "./LayeredNav";

const nav: LayeredNav = {
  place: { basePath: "/cua-hang/", keep: {} },
  chosen: NO_FILTERS,
  attributes: [
    {
      slug: "mau-sac",
      name: "Màu sắc",
      queryType: "or",
      terms: [
        { slug: "do", name: "Đỏ", count: 1234, selected: true },
        { slug: "xanh", name: "Xanh", count: 4, selected: false },
      ],
    },
  ],
  priceRange: null,
  ratings: [],
  inStockCount: 7,
};

describe("FilterPanel's options", () => {
  // The server renders with renderToString: the page every guest loads has dozens of these.
  const html = renderToString(<FilterPanel nav={nav} />);

  it("write each count as one text, with no React markers around the number", () => {
    expect(html).toContain('<span class="count">(1.234)</span>');
    expect(html).toContain('<span class="count">(4)</span>');
    expect(html).toContain('<span class="count">(7)</span>');
    expect(html).not.toMatch(/class="count">\(<!-- -->/);
  });

  it("keep their links, and say in words which option is chosen", () => {
    expect(html).toMatch(/<a href="\/cua-hang\/\?filter_mau-sac=xanh&amp;query_type_mau-sac=or" rel="nofollow" class="lnav-option">Xanh<span class="count">\(4\)<\/span><\/a>/);
    expect(html).toMatch(/class="lnav-option chosen">Đỏ<span class="count">\(1.234\)<\/span><span class="sr-only">đã chọn<\/span><\/a>/);
  });
});
