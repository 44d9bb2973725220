import { validation } from "../constants";

/**
 * The tel rule of spec §5: anything after "#" or "*" is dropped; parentheses, slashes, dots,
 * spaces and dashes are removed; a leading "+" or "00" becomes "+". The number is what is left.
 */
export function normalizePhone(value: string): string {
  const cut = value.split(/[#*]/, 1)[0]!;
  const compact = cut.replace(/[()/.\s-]/g, "");
  return compact.startsWith("00") ? `+${compact.slice(2)}` : compact;
}

/** A normalised number is digits with an optional leading "+", 6 to 15 characters long. */
export function isPhone(value: string): boolean {
  const n = normalizePhone(value);
  return /^\+?\d+$/.test(n) && n.length >= validation.phone_min_length && n.length <= validation.phone_max_length;
}
