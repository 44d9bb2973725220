import { TIME_ZONE } from "./constants";

const longDate = new Intl.DateTimeFormat("vi-VN", { timeZone: TIME_ZONE, day: "numeric", month: "long", year: "numeric" });

/** "1 tháng 10, 2026" style: dates are shown in the shop's zone (+07:00) whatever the server's zone. */
export function formatDate(date: Date): string {
  return longDate.format(date);
}

const clock = new Intl.DateTimeFormat("vi-VN", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** "03:30": the time of day in the shop's zone, 24-hour clock. */
export function formatTime(date: Date): string {
  return clock.format(date);
}

/** ISO 8601 with the shop's offset, for `<time datetime>` and JSON-LD. */
export function isoInShopZone(date: Date): string {
  const shifted = new Date(date.getTime() + 7 * 3_600_000);
  return `${shifted.toISOString().slice(0, 19)}+07:00`;
}
