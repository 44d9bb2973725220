/** Colour arithmetic on `#rrggbb` strings, for shading the drawings. */

function channels(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Màu không hợp lệ: ${hex}`);
  return [parseInt(match[1] ?? "0", 16), parseInt(match[2] ?? "0", 16), parseInt(match[3] ?? "0", 16)];
}

/** `a` moved towards `b` by `t` (0…1). */
export function mix(a: string, b: string, t: number): string {
  const from = channels(a);
  const to = channels(b);
  return `#${from
    .map((value, i) => Math.round(value + ((to[i] ?? 0) - value) * t).toString(16).padStart(2, "0"))
    .join("")}`;
}

export const darker = (hex: string, t: number) => mix(hex, "#000000", t);
export const lighter = (hex: string, t: number) => mix(hex, "#ffffff", t);

/** Relative luminance in 0…1, to keep light items visible on light backdrops. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Soft studio backdrops the products are photographed on. */
export const BACKDROPS: readonly string[] = ["#F3EDE4", "#E7EDF2", "#F4E6E8", "#E8EFE4", "#EEEAF5", "#F6F0DD", "#E4EEEE"];
