import { describe, expect, it } from "vitest";
import { discountPercent, formatCount, formatDong, parseDong } from "./money";

describe("formatDong", () => {
  it("groups thousands with dots and puts ₫ after a no-break space", () => {
    expect(formatDong(1250000)).toBe("1.250.000\u00a0₫");
    expect(formatDong(0)).toBe("0\u00a0₫");
    expect(formatDong(999)).toBe("999\u00a0₫");
  });
  it("refuses fractions and unsafe integers", () => {
    expect(() => formatDong(10.5)).toThrow(RangeError);
    expect(() => formatDong(2 ** 53)).toThrow(RangeError);
  });
});

describe("parseDong", () => {
  it("reads grouped and plain amounts", () => {
    expect(parseDong("1.250.000")).toBe(1250000);
    expect(parseDong("1 250 000 ₫")).toBe(1250000);
    expect(parseDong("500000")).toBe(500000);
  });
  it("rejects signs, decimals and text", () => {
    expect(parseDong("-5")).toBeNull();
    expect(parseDong("12,5")).toBeNull();
    expect(parseDong("abc")).toBeNull();
    expect(parseDong("")).toBeNull();
  });
});

describe("discountPercent", () => {
  it("rounds to a whole percent", () => {
    expect(discountPercent(300000, 200000)).toBe(33);
    expect(discountPercent(100000, 100000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});

describe("formatCount", () => {
  it("groups thousands with dots", () => {
    expect(formatCount(10071)).toBe("10.071");
    expect(formatCount(24)).toBe("24");
  });
});
