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

const SHOP_OFFSET_MS = 7 * 3_600_000;

/**
 * The shop's day and month around `now`, as instants: each from its first moment (00:00 in
 * Asia/Ho_Chi_Minh, +07:00 all year: Việt Nam keeps no summer time) up to, not including, the
 * next one's. What "today" and "this month" count in the owner's figures, whatever the server's zone.
 */
export function shopPeriods(now: Date): { day: { from: Date; to: Date }; month: { from: Date; to: Date } } {
  const local = new Date(now.getTime() + SHOP_OFFSET_MS);
  const [y, m, d] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  const at = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day) - SHOP_OFFSET_MS);
  return { day: { from: at(y, m, d), to: at(y, m, d + 1) }, month: { from: at(y, m, 1), to: at(y, m + 1, 1) } };
}
