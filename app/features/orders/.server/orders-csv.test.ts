import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./orders-csv";

describe("the orders CSV's cells", () => {
  it("quotes what must be quoted, keeps numbers, and defuses what a spreadsheet would run as a formula", () => {
    expect(csvRow(["Áo", 'Khăn "lụa"', "a, b", "dòng\nhai", 250000, null])).toBe('Áo,"Khăn ""lụa""","a, b","dòng\nhai",250000,\r\n');
    expect(["=1+1", "+84901", "-2", "@SUM(A1)", "\tx"].map(csvCell)).toEqual(["'=1+1", "'+84901", "'-2", "'@SUM(A1)", "'\tx"]);
    expect(csvCell(-5)).toBe("-5");
  });
});
