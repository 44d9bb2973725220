/**
 * Dates as `<input type="date">` writes them: `YYYY-MM-DD`, the year of 4 or more digits
 * (HTML's valid date string). Computed on the digits, never through `Date`, whose range ends in
 * year 275760 and whose weekday depends on the time zone.
 */

export type CalendarDate = { year: string; month: number; day: number };

const DATE_PATTERN = /^([0-9]{4,})-([0-9]{2})-([0-9]{2})$/;

/** The date's parts when it has the `YYYY-MM-DD` shape, whether or not it is a real day. */
export function parseDateShape(text: string): CalendarDate | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const [, year = "", month = "", day = ""] = match;
  return { year: year.replace(/^0+(?=[0-9])/, ""), month: Number(month), day: Number(day) };
}

/**
 * The year modulo 400: the Gregorian calendar repeats every 400 years (146 097 days, a whole
 * number of weeks), and 10 000 is a multiple of 400, so the last four digits decide.
 */
function yearInCycle(year: string): number {
  return Number(year.slice(-4)) % 400;
}

function isLeapYear(year: string): boolean {
  const cycle = yearInCycle(year);
  return cycle % 4 === 0 && (cycle % 100 !== 0 || cycle === 0);
}

function daysInMonth(year: string, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A real day of the proleptic Gregorian calendar, from year 1 on (there is no year 0000). */
export function isRealDate(date: CalendarDate): boolean {
  return (
    date.year !== "0" &&
    date.month >= 1 &&
    date.month <= 12 &&
    date.day >= 1 &&
    date.day <= daysInMonth(date.year, date.month)
  );
}

/** The real calendar date a `YYYY-MM-DD` text names, or null. */
export function parseRealDate(text: string): CalendarDate | null {
  const date = parseDateShape(text);
  return date && isRealDate(date) ? date : null;
}

/** Days before each month in a common year, for the weekday's count. */
const MONTH_OFFSETS = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];

/** ISO 8601 weekday of a real date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: CalendarDate): number {
  // Sakamoto's method on the year within its 400-year cycle (kept positive for January and
  // February, which count from the year before).
  const year = yearInCycle(date.year) + 400 - (date.month < 3 ? 1 : 0);
  const sundayFirst =
    (year + Math.floor(year / 4) - Math.floor(year / 100) + Math.floor(year / 400) + (MONTH_OFFSETS[date.month - 1] ?? 0) + date.day) % 7;
  return sundayFirst === 0 ? 7 : sundayFirst;
}

/** Negative, zero or positive as `a` is before, on or after `b`; years of any length compare by value. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  if (a.year.length !== b.year.length) return a.year.length - b.year.length;
  if (a.year !== b.year) return a.year < b.year ? -1 : 1;
  return a.month - b.month || a.day - b.day;
}
