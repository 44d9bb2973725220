const pad = (n: number) => String(n).padStart(2, "0");

/**
 * sourcebuster's `fd` (session start) text, `YYYY-MM-DD hh:mm:ss`, in the time zone it is told
 * (WooCommerce: 0, UTC; null: the visitor's own clock).
 *
 * sourcebuster moves the local clock by whole hours (`setHours(hours + offset/60 + zone)`, which
 * drops the fraction), so in zones with a half or quarter hour offset its "UTC" is off by those
 * minutes; this does the same from the offset the browser reports for `now`
 * (`Date#getTimezoneOffset`), so the result needs no time zone database and tests need none.
 */
export function sbjsDate(now: Date, localOffsetMinutes: number, zoneHours: number | null): string {
  const utcOffsetHours = localOffsetMinutes / 60;
  const zone = zoneHours ?? -utcOffsetHours;
  const local = new Date(now.getTime() - localOffsetMinutes * 60_000);
  local.setUTCHours(Math.trunc(local.getUTCHours() + utcOffsetHours + zone));
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ` +
    `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`
  );
}

/** Whether a text has the shape `sbjsDate` gives and names a real moment. */
export function isSbjsDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}
