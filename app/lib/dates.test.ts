import { describe, expect, it } from "vitest";
import { formatDate, formatTime, isoInShopZone } from "./dates";

describe("dates", () => {
  it("shows the calendar day in Việt Nam, not in UTC", () => {
    const lateUtc = new Date("2026-09-30T20:30:00Z"); // 03:30 on 1 October in Hồ Chí Minh City
    expect(formatDate(lateUtc)).toMatch(/^1 tháng 10,? 2026$/);
    expect(isoInShopZone(lateUtc)).toBe("2026-10-01T03:30:00+07:00");
    expect(formatTime(lateUtc)).toBe("03:30");
    expect(formatTime(new Date("2026-10-01T17:05:00Z"))).toBe("00:05");
  });
});
