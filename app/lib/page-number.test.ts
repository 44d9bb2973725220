import { describe, expect, it } from "vitest";
import { parsePageNumber } from "./page-number";

describe("parsePageNumber", () => {
  it("reads positive page numbers", () => {
    expect(parsePageNumber(undefined)).toBe(1);
    expect(parsePageNumber("3")).toBe(3);
  });
  it("refuses zero, signs and junk", () => {
    for (const bad of ["0", "-1", "01", "2a", "", "9999999"]) expect(parsePageNumber(bad)).toBeNull();
  });
});
