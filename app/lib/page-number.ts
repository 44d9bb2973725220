/** `/cua-hang/page/3/` → 3; absent is page 1; anything else is not a page (null → 404). */
export function parsePageNumber(value: string | undefined): number | null {
  if (value === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}
