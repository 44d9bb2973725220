import { describe, expect, it } from "vitest";
import { compareDates, isoWeekday, parseDateShape, parseRealDate } from "./dates";

describe("dates on their digits", () => {
  it("weekday and validity agree with the calendar for every day of a 400-year cycle's sample", () => {
    const day = new Date(0);
    // Every 97th day from 0001-01-01 through 2400: all months, leap days and century years met.
    day.setUTCFullYear(1, 0, 1);
    while (day.getUTCFullYear() <= 2400) {
      const text = `${String(day.getUTCFullYear()).padStart(4, "0")}-${String(day.getUTCMonth() + 1).padStart(2, "0")}-${String(day.getUTCDate()).padStart(2, "0")}`;
      const parsed = parseRealDate(text);
      expect(parsed, text).not.toBeNull();
      expect(isoWeekday(parsed!), text).toBe(day.getUTCDay() === 0 ? 7 : day.getUTCDay());
      day.setUTCDate(day.getUTCDate() + 97);
    }
  });
  it("leap days of century years only every 400 years", () => {
    expect(parseRealDate("1600-02-29")).not.toBeNull();
    expect(parseRealDate("1700-02-29")).toBeNull();
    expect(parseRealDate("12000-02-29")).not.toBeNull();
    expect(parseRealDate("12100-02-29")).toBeNull();
  });
  it("compares years of any length by value", () => {
    const order = (a: string, b: string) => Math.sign(compareDates(parseDateShape(a)!, parseDateShape(b)!));
    expect(order("10000-01-01", "9999-12-31")).toBe(1);
    expect(order("02025-01-01", "2025-01-01")).toBe(0);
    expect(order("2025-01-02", "2025-01-10")).toBe(-1);
    expect(order("123456789012345678-01-01", "123456789012345679-01-01")).toBe(-1);
  });
});
