/** Every seeded date counts back from this instant, so two seeds give the same content. */
export const BASE_DATE = new Date("2026-10-01T09:00:00+07:00");

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The shop's zone is +07:00 all year (no daylight saving in Việt Nam). */
const SHOP_OFFSET = 7 * 60 * MINUTE;

export function daysBefore(base: Date, days: number, minutes = 0): Date {
  return new Date(base.getTime() - days * DAY - minutes * MINUTE);
}

export function minutesAfter(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * MINUTE);
}

/** WordPress-style uploads folder `yyyy/mm`, by the shop's calendar, for a file made at `date`. */
export function uploadsFolder(date: Date): string {
  const local = new Date(date.getTime() + SHOP_OFFSET);
  return `${local.getUTCFullYear()}/${String(local.getUTCMonth() + 1).padStart(2, "0")}`;
}
