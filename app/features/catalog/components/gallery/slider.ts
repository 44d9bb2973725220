import { timings } from "~/lib/constants";

/**
 * Where a slider settles after a drag: one slide on when the drag went a fifth of the width, or
 * was a quick flick past the threshold; otherwise back where it started. Never past either end.
 */
export function settleAfterDrag(o: { from: number; dx: number; width: number; ms: number; count: number; threshold: number }): number {
  const distance = Math.abs(o.dx);
  const flick = distance > o.threshold && distance / Math.max(o.ms, 1) > FLICK_PX_PER_MS;
  if (distance < o.width * NEXT_AFTER_SHARE && !flick) return o.from;
  const next = o.from + (o.dx < 0 ? 1 : -1);
  return Math.min(Math.max(next, 0), o.count - 1);
}

/** How far the track follows a drag: one to one, a third as far past the first or the last slide. */
export function dragOffset(o: { from: number; dx: number; count: number }): number {
  const beyond = (o.from === 0 && o.dx > 0) || (o.from === o.count - 1 && o.dx < 0);
  return beyond ? o.dx / 3 : o.dx;
}

const NEXT_AFTER_SHARE = 0.2;
const FLICK_PX_PER_MS = 0.5;
/** Pixels a drag must travel before the slider moves, when the caller sets none. */
export const DEFAULT_DRAG_THRESHOLD: number = timings.drag_threshold;
