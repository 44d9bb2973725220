/**
 * The quantity rules of spec §5 "Quantities", for every quantity field with minus/plus buttons
 * (product form, sticky bar, cart). Pure and isomorphic: values come in as the input's text and
 * its `min`/`max`/`step` attributes, and go out as the text to put back in the input.
 *
 * - Outside the cart, a quantity below the min is raised to the min (`raiseToMin`).
 * - Plus never exceeds max: at or above max the value becomes max (`increase`).
 * - Minus never goes below min: at or below min it becomes min, and never below 0 (`decrease`).
 * - The step is 1 when empty or 'any' (or not a positive number).
 * - A stepped result keeps as many decimals as the step has (`0.5` → one, `0.01` → two).
 *
 * A min below 0 counts as 0: no quantity is negative. An empty or unreadable value counts as 0.
 */
export type QuantityAttribute = number | string | null | undefined;
export type QuantityBounds = { min?: QuantityAttribute; max?: QuantityAttribute; step?: QuantityAttribute };

/** A number read from an attribute or a typed value; null when empty or not a finite number. */
function read(value: QuantityAttribute): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (text === "") return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** The step as a positive number: 1 when empty, 'any', zero, negative or unreadable. */
export function stepOf(step: QuantityAttribute): number {
  const n = read(step);
  return n !== null && n > 0 ? n : 1;
}

/** How many decimals a step has: `1` → 0, `0.5` → 1, `"0.010"` → 3, `1e-3` → 3; 0 for 'any' or empty. */
export function decimalsOf(step: QuantityAttribute): number {
  if (read(step) === null || stepOf(step) !== read(step)) return 0;
  const text = typeof step === "number" ? String(step) : String(step).trim();
  const match = /(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text);
  const fraction = match?.[1]?.length ?? 0;
  const exponent = match?.[2] ? Number(match[2]) : 0;
  return Math.min(100, Math.max(0, fraction - exponent));
}

/** The lowest quantity allowed: the min, but never below 0. */
function lowerBound(bounds: QuantityBounds): number {
  return Math.max(0, read(bounds.min) ?? 0);
}

/** The highest quantity allowed, or null without a max. */
function upperBound(bounds: QuantityBounds): number | null {
  return read(bounds.max);
}

/** A number as the input shows it, with `decimals` places and never "-0". */
function format(n: number, decimals: number): string {
  const text = n.toFixed(decimals);
  return Number(text) === 0 ? (0).toFixed(decimals) : text;
}

/** A bound (min or max) as the input shows it: the number itself, without padding. */
const bound = (n: number) => String(n);

/** The plus button: one step up, but never past max; at or above max the value is max. */
export function increase(value: QuantityAttribute, bounds: QuantityBounds = {}): string {
  const current = read(value) ?? 0;
  const max = upperBound(bounds);
  if (max !== null && current >= max) return bound(max);
  const next = Number((current + stepOf(bounds.step)).toFixed(decimalsOf(bounds.step)));
  if (max !== null && next > max) return bound(max);
  return format(next, decimalsOf(bounds.step));
}

/** The minus button: one step down, but never below min (at or below min the value is min) nor 0. */
export function decrease(value: QuantityAttribute, bounds: QuantityBounds = {}): string {
  const current = read(value) ?? 0;
  const min = lowerBound(bounds);
  if (current <= min) return bound(min);
  const next = Number((current - stepOf(bounds.step)).toFixed(decimalsOf(bounds.step)));
  if (next < min) return bound(min);
  return format(next, decimalsOf(bounds.step));
}

/**
 * Outside the cart: a value below the min (an empty one included) becomes the min. Anything
 * else, and any value when there is no min, is left as typed.
 */
export function raiseToMin(value: QuantityAttribute, bounds: QuantityBounds = {}): string {
  const text = value === null || value === undefined ? "" : String(value);
  if (read(bounds.min) === null) return text;
  const min = lowerBound(bounds);
  const current = read(value);
  return current === null || current < min ? bound(min) : text;
}
