import { describe, expect, it } from "vitest";
import { rowId } from "./row-id";

describe("rowId", () => {
  it("takes a whole number from 1 to 2^31−1 (PostgreSQL's integer)", () => {
    expect(rowId("1")).toBe(1);
    expect(rowId("2147483647")).toBe(2147483647);
  });

  it("refuses anything else", () => {
    for (const raw of ["", "0", "-3", "1.5", "abc", "2147483648", "9999999999", "99999999999", "1e3", "0x10", "007", " 7", "７"]) {
      expect(rowId(raw), raw).toBeNull();
    }
  });
});
