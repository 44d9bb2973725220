import { describe, expect, it } from "vitest";
import { formatDate, formatTime, isoInShopZone, shopPeriods } from "./dates";

describe("dates", () => {
  it("shows the calendar day in Việt Nam, not in UTC", () => {
    const lateUtc = new Date("2026-09-30T20:30:00Z"); // 03:30 on 1 October in Hồ Chí Minh City
    expect(formatDate(lateUtc)).toMatch(/^1 tháng 10,? 2026$/);
    expect(isoInShopZone(lateUtc)).toBe("2026-10-01T03:30:00+07:00");
    expect(formatTime(lateUtc)).toBe("03:30");
    expect(formatTime(new Date("2026-10-01T17:05:00Z"))).toBe("00:05");
  });

  describe("the shop's day and month (the dashboard's today and this month)", () => {
    it("starts the day at midnight in Hồ Chí Minh City, which is 17:00 UTC the day before", () => {
      // 23:30 UTC on 14 March is 06:30 on 15 March in Việt Nam.
      const { day, month } = shopPeriods(new Date("2026-03-14T23:30:00Z"));
      expect(day.from.toISOString()).toBe("2026-03-14T17:00:00.000Z");
      expect(day.to.toISOString()).toBe("2026-03-15T17:00:00.000Z");
      expect(month.from.toISOString()).toBe("2026-02-28T17:00:00.000Z");
      expect(month.to.toISOString()).toBe("2026-03-31T17:00:00.000Z");
    });

    it("still counts 16:59 UTC as the same shop day, and 17:00 UTC as the next", () => {
      expect(shopPeriods(new Date("2026-03-15T16:59:59.999Z")).day.from.toISOString()).toBe("2026-03-14T17:00:00.000Z");
      expect(shopPeriods(new Date("2026-03-15T17:00:00.000Z")).day.from.toISOString()).toBe("2026-03-15T17:00:00.000Z");
    });

    it("moves into a new month and a new year at the shop's midnight, not at UTC's", () => {
      // 18:00 UTC on 31 December is 01:00 on 1 January in Việt Nam.
      const newYear = shopPeriods(new Date("2026-12-31T18:00:00Z"));
      expect(newYear.day.from.toISOString()).toBe("2026-12-31T17:00:00.000Z");
      expect(newYear.month.from.toISOString()).toBe("2026-12-31T17:00:00.000Z");
      expect(newYear.month.to.toISOString()).toBe("2027-01-31T17:00:00.000Z");
      // 16:00 UTC on 31 December is still 23:00 on 31 December there.
      const lastHour = shopPeriods(new Date("2026-12-31T16:00:00Z"));
      expect(lastHour.month.from.toISOString()).toBe("2026-11-30T17:00:00.000Z");
      expect(lastHour.month.to.toISOString()).toBe("2026-12-31T17:00:00.000Z");
    });

    it("knows February's length, leap years included", () => {
      expect(shopPeriods(new Date("2028-02-10T05:00:00Z")).month.to.toISOString()).toBe("2028-02-29T17:00:00.000Z");
      expect(shopPeriods(new Date("2027-02-10T05:00:00Z")).month.to.toISOString()).toBe("2027-02-28T17:00:00.000Z");
    });
  });
});
