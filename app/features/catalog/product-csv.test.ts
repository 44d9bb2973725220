import { describe, expect, it } from "vitest";
import { type CsvHeader, csvCell, escapeCell, gramsOf, joinList, parentOf, parseMoney, readHeader, readProductRow, splitList, unescapeCell, weightUnit } from "./product-csv";

const headerOf = (columns: string[]): CsvHeader => {
  const read = readHeader(columns);
  if (!read.ok) throw new Error(read.message);
  return read.header;
};

describe("cell lists", () => {
  it("splits on commas, keeps an escaped one inside a value, and drops empties", () => {
    expect(splitList("Blue, Green ,, Red")).toEqual(["Blue", "Green", "Red"]);
    expect(splitList("Quần\\, áo, Giày")).toEqual(["Quần, áo", "Giày"]);
    expect(splitList("")).toEqual([]);
  });

  it("joins so that splitting gives the values back", () => {
    const values = ["Quần, áo", "Giày", "A > B"];
    expect(splitList(joinList(values))).toEqual(values);
  });

  it("takes off the quote the exporter puts before a formula and puts it back", () => {
    expect(escapeCell("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(unescapeCell("'=SUM(A1)")).toBe("=SUM(A1)");
    expect(unescapeCell("'bình thường")).toBe("'bình thường");
    expect(escapeCell("-5")).toBe("'-5");
  });

  it("quotes a cell only when it must", () => {
    expect(csvCell("Áo")).toBe("Áo");
    expect(csvCell('Áo "đẹp", mới')).toBe('"Áo ""đẹp"", mới"');
    expect(csvCell("hai\ndòng")).toBe('"hai\ndòng"');
  });
});

describe("prices", () => {
  it("reads whole đồng as they are", () => {
    expect(parseMoney("250000")).toEqual({ dong: 250000, rounded: false });
    expect(parseMoney("45.00")).toEqual({ dong: 45, rounded: false });
  });

  it("rounds a decimal price half up to the đồng and says it was rounded", () => {
    expect(parseMoney("11.05")).toEqual({ dong: 11, rounded: true });
    expect(parseMoney("19.5")).toEqual({ dong: 20, rounded: true });
    expect(parseMoney(".5")).toEqual({ dong: 1, rounded: true });
  });

  it("refuses what is not a price", () => {
    for (const bad of ["", "-5", "12abc", "1,5", "1e3", "abc"]) expect(parseMoney(bad)).toBeNull();
  });
});

describe("weights", () => {
  it("reads the unit from the header and keeps grams", () => {
    expect(weightUnit("Weight (lbs)")).toBe("lbs");
    expect(weightUnit("Weight")).toBe("kg");
    expect(weightUnit("Weight (stone)")).toBeNull();
    expect(gramsOf(".5", "lbs")).toBe(227);
    expect(gramsOf("1.25", "kg")).toBe(1250);
    expect(gramsOf("nặng", "kg")).toBeNull();
  });
});

describe("Parent", () => {
  it("is an id or a SKU", () => {
    expect(parentOf("id:44")).toEqual({ id: 44 });
    expect(parentOf("woo-hoodie")).toEqual({ sku: "woo-hoodie" });
    expect(parentOf(" ")).toBeNull();
  });
});

describe("readProductRow", () => {
  const header = headerOf(["ID", "Type", "SKU", "Name", "Published", "In stock?", "Stock", "Backorders allowed?", "Weight (g)", "Regular price", "Sale price", "Categories", "Parent", "Grouped products", "Attribute 1 name", "Attribute 1 value(s)", "Attribute 1 visible", "Attribute 1 global"]);
  const cells = (over: Record<string, string>) => ({ ID: "", Type: "simple", SKU: "ao-1", Name: "Áo", Published: "1", "In stock?": "1", Stock: "", "Backorders allowed?": "0", "Weight (g)": "", "Regular price": "100000", "Sale price": "", Categories: "", Parent: "", "Grouped products": "", ...over });

  it("types a simple product's row", () => {
    const read = readProductRow(header, cells({ Categories: "Quần áo > Áo thun, Khuyến mãi", Stock: "5", "Weight (g)": "300", "Attribute 1 name": "Màu", "Attribute 1 value(s)": "Đỏ, Xanh", "Attribute 1 visible": "1", "Attribute 1 global": "1" }), 2);
    expect(read).toEqual({
      ok: true,
      row: expect.objectContaining({
        line: 2,
        type: "simple",
        sku: "ao-1",
        status: "publish",
        stockQuantity: 5,
        weightGrams: 300,
        regularPrice: 100000,
        salePrice: null,
        categories: [["Quần áo", "Áo thun"], ["Khuyến mãi"]],
        attributes: [{ name: "Màu", values: ["Đỏ", "Xanh"], visible: true, global: true }],
      }),
    });
  });

  it("reports each bad cell with the line", () => {
    const read = readProductRow(header, cells({ Published: "yes please", "Regular price": "abc", Stock: "1.5" }), 7);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems.map((p) => [p.line, p.error])).toEqual([
      [7, true],
      [7, true],
      [7, true],
    ]);
    expect(read.problems.map((p) => p.message).join("; ")).toMatch(/Published.*Stock.*Regular price/);
  });

  it("refuses a sale price not below the regular one", () => {
    const read = readProductRow(header, cells({ "Sale price": "100000" }), 3);
    expect(read).toEqual({ ok: false, problems: [{ line: 3, error: true, message: "Sale price phải nhỏ hơn Regular price" }] });
  });

  it("refuses a variation without its parent", () => {
    const read = readProductRow(header, cells({ Type: "variation" }), 4);
    expect(read.ok).toBe(false);
  });

  it("reads a grouped product's products in their order, by SKU or id:N, and leaves its own price cells", () => {
    const read = readProductRow(header, cells({ Type: "grouped", "Grouped products": "woo-hoodie-with-logo, id:47, woo\\,beanie", "Regular price": "", "Sale price": "" }), 5);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.row.type).toBe("grouped");
    expect(read.row.groupedProducts).toEqual([{ sku: "woo-hoodie-with-logo" }, { id: 47 }, { sku: "woo,beanie" }]);
    expect(read.row.regularPrice).toBeUndefined();
    expect(read.row.salePrice).toBeUndefined();
  });

  it("keeps Grouped products for grouped products only, noting it elsewhere", () => {
    const read = readProductRow(header, cells({ Type: "simple", "Grouped products": "woo-tshirt" }), 6);
    expect(read.ok && read.row.groupedProducts).toBeUndefined();
    expect(read.ok && read.row.notes).toEqual(["Grouped products chỉ được giữ cho sản phẩm nhóm (grouped)"]);
  });

  it("reads an external product as a simple one and notes what is not kept", () => {
    const read = readProductRow(header, cells({ Type: "external" }), 6);
    expect(read.ok && read.row.type).toBe("simple");
    expect(read.ok && read.row.notes.join()).toMatch(/External URL/);
  });

  it("refuses a header that is no product CSV", () => {
    expect(readHeader(["foo", "bar"]).ok).toBe(false);
    expect(readHeader(["Name", "Weight (stone)"]).ok).toBe(false);
  });
});

describe("Meta: columns", () => {
  it("names each meta column's key, and a row's non-empty cells as text; protected keys and empty cells are left out", () => {
    const header = headerOf(["SKU", "Name", "Meta: xuat_xu", "Meta: _wpcom_is_markdown", "meta:bao_hanh", "Meta: ghi_chu"]);
    expect(header.metaColumns).toEqual([
      { column: "Meta: xuat_xu", key: "xuat_xu" },
      { column: "Meta: _wpcom_is_markdown", key: "_wpcom_is_markdown" },
      { column: "meta:bao_hanh", key: "bao_hanh" },
      { column: "Meta: ghi_chu", key: "ghi_chu" },
    ]);
    const read = readProductRow(header, { SKU: "A", Name: "Áo", "Meta: xuat_xu": "Huế", "Meta: _wpcom_is_markdown": "1", "meta:bao_hanh": "'=12", "Meta: ghi_chu": "" }, 2);
    expect(read.ok && read.row.metaData).toEqual([
      { key: "xuat_xu", value: "Huế" },
      { key: "bao_hanh", value: "=12" },
    ]);
  });

  it("leaves a file without meta columns' meta undefined (its products keep theirs)", () => {
    const read = readProductRow(headerOf(["SKU", "Name"]), { SKU: "A", Name: "Áo" }, 2);
    expect(read.ok && read.row.metaData).toBeUndefined();
  });
});
