/**
 * Money is a whole number of đồng (VND has no minor unit in use). This module is the only
 * place that turns an amount into text.
 */
export type Dong = number & { readonly __brand?: "Dong" };

const formatter = new Intl.NumberFormat("vi-VN", {
  style: "currency",
  currency: "VND",
  maximumFractionDigits: 0,
});

/** `1250000` → `1.250.000 ₫` (with a no-break space before the sign). */
export function formatDong(amount: Dong): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Số tiền không hợp lệ: ${amount}`);
  return formatter.format(amount);
}

/** `toDong("1.250.000")` → 1250000; only digits and dot/space grouping; anything else is null. */
export function parseDong(text: string): Dong | null {
  const compact = text.replace(/[.\s\u00a0\u202f]|₫|đ/g, "");
  if (!/^\d{1,15}$/.test(compact)) return null;
  return Number(compact);
}

/** Whole-percent discount shown on sale badges; rounds the way shoppers expect (−33 %, not −33.3 %). */
export function discountPercent(regular: Dong, sale: Dong): number {
  if (regular <= 0 || sale >= regular) return 0;
  return Math.round(((regular - sale) * 100) / regular);
}

const countFormatter = new Intl.NumberFormat("vi-VN", { maximumFractionDigits: 0 });

/** A count as Vietnamese readers write it: `10071` → `10.071`. */
export function formatCount(n: number): string {
  return countFormatter.format(n);
}
