import { describe, expect, it } from "vitest";
import { fakeAnswer } from "./fake-answers";
import { filterGroups } from "./filter-groups";

const aggregations = {
  ...fakeAnswer([]).aggregations,
  post_type_0: { buckets: [{ key: "product", doc_count: 30 }, { key: "post", doc_count: 4 }] },
  taxonomy_1: {
    buckets: [
      { key: "ao-thun/Áo thun", doc_count: 12 },
      { key: "ao-so-mi-nam/Áo sơ mi nam", doc_count: 9 },
      { key: "quan-jean/Quần jean", doc_count: 5 },
      { key: "vay/Váy", doc_count: 3 },
      { key: "phu-kien/Phụ kiện", doc_count: 2 },
      { key: "giay/Giày", doc_count: 1 },
    ],
  },
  date_histogram_6: { buckets: [{ key: "2025-01-01 00:00:00", doc_count: 20 }, { key: "2024-01-01 00:00:00", key_as_string: "2024-01-01 00:00:00", doc_count: 14 }] },
};

describe("filterGroups", () => {
  it("lists the filters with buckets, in order, with Vietnamese names and labels", () => {
    const groups = filterGroups(aggregations, {});
    expect(groups.map((g) => [g.filter.param, g.name])).toEqual([
      ["post_types", "Loại nội dung"],
      ["product_cat", "Danh mục sản phẩm"],
      ["year_post_date", "Năm"],
    ]);
    expect(groups[0]!.options).toEqual([
      { value: "product", label: "Sản phẩm", count: 30, selected: false },
      { value: "post", label: "Bài viết", count: 4, selected: false },
    ]);
    expect(groups[2]!.options.map((o) => [o.value, o.label])).toEqual([["2025", "2025"], ["2024", "2024"]]);
  });

  it("shows the top 5 values of a filter", () => {
    const categories = filterGroups(aggregations, {})[1]!;
    expect(categories.options.map((o) => o.value)).toEqual(["ao-thun", "ao-so-mi-nam", "quan-jean", "vay", "phu-kien"]);
    expect(categories.options[0]).toEqual({ value: "ao-thun", label: "Áo thun", count: 12, selected: false });
  });

  it("marks chosen values and still shows one outside the top 5 or missing from the answer", () => {
    const categories = filterGroups(aggregations, { product_cat: ["vay", "giay", "khong-co"] })[1]!;
    expect(categories.options.filter((o) => o.selected)).toEqual([
      { value: "vay", label: "Váy", count: 3, selected: true },
      { value: "giay", label: "Giày", count: 1, selected: true },
      { value: "khong-co", label: "khong-co", count: null, selected: true },
    ]);
    const tags = filterGroups(aggregations, { post_tag: ["cotton"] }).find((g) => g.filter.param === "post_tag");
    expect(tags?.options).toEqual([{ value: "cotton", label: "cotton", count: null, selected: true }]);
  });

  it("is empty before any answer, but for chosen values", () => {
    expect(filterGroups(null, {})).toEqual([]);
    expect(filterGroups(null, { post_types: ["page"] })[0]!.options).toEqual([{ value: "page", label: "Trang", count: null, selected: true }]);
  });
});
