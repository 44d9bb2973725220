import { describe, expect, it } from "vitest";
import { readGroupedQuantities } from "./grouped-form";

const fields = (pairs: Array<[string, string]>) => new URLSearchParams(pairs);

describe("a grouped product's posted quantities", () => {
  it("reads each `quantity[{id}]`, a quantity that is no whole number up to 9999 as 0", () => {
    const read = readGroupedQuantities(fields([["add-to-cart", "87"], ["quantity[46]", "2"], ["quantity[47]", ""], ["quantity[48]", "-1"], ["quantity[49]", "1.5"], ["quantity[50]", " 3 "], ["quantity[51]", "10000"]]));
    expect(read && [...read]).toEqual([[46, 2], [47, 0], [48, 0], [49, 0], [50, 3], [51, 0]]);
  });

  it("leaves out an id that names no possible row", () => {
    const read = readGroupedQuantities(fields([["quantity[0]", "1"], ["quantity[9999999999]", "1"], ["quantity[12]", "1"]]));
    expect(read && [...read]).toEqual([[12, 1]]);
  });

  it("is null for another product's form, which has no such field", () => {
    expect(readGroupedQuantities(fields([["add-to-cart", "12"], ["quantity", "2"]]))).toBeNull();
    expect(readGroupedQuantities(fields([["quantity[]", "2"], ["quantity[abc]", "1"]]))).toBeNull();
  });
});
