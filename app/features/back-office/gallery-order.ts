/**
 * The order of a product's pictures on the back office's product screen, as WooCommerce's
 * `images` array holds it: the first is the product's picture (the featured image), the others
 * its gallery in order. Pure, so the screen's drag, its buttons and its keys share one rule.
 */

/** `items` with the one at `from` moved to `to` (both clamped to the list); the same array when nothing moves. */
export function moveTo<T>(items: readonly T[], from: number, to: number): readonly T[] {
  if (from < 0 || from >= items.length) return items;
  const target = Math.min(Math.max(to, 0), items.length - 1);
  if (target === from) return items;
  const out = items.slice();
  const [moved] = out.splice(from, 1);
  out.splice(target, 0, moved as T);
  return out;
}

/** A move of one place up (-1) or down (+1): null at the list's end, where it cannot go. */
export function moveBy<T>(items: readonly T[], index: number, step: -1 | 1): { items: readonly T[]; index: number } | null {
  const to = index + step;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return null;
  return { items: moveTo(items, index, to), index: to };
}

/** `items` without the one at `index`. */
export function removeAt<T>(items: readonly T[], index: number): readonly T[] {
  return index < 0 || index >= items.length ? items : [...items.slice(0, index), ...items.slice(index + 1)];
}

/** The step a key asks for on a focused picture: Alt+↑/← up, Alt+↓/→ down; null for any other key. */
export function stepOfKey(event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }): -1 | 1 | null {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.key === "ArrowUp" || event.key === "ArrowLeft") return -1;
  if (event.key === "ArrowDown" || event.key === "ArrowRight") return 1;
  return null;
}

/**
 * Where a dragged picture lands: the index of the slot whose centre is nearest the pointer
 * (slots in list order; the list may wrap onto several rows).
 */
export function dropIndex(centres: ReadonlyArray<{ x: number; y: number }>, pointer: { x: number; y: number }): number {
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  centres.forEach((centre, index) => {
    const distance = Math.hypot(centre.x - pointer.x, centre.y - pointer.y);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/** Whether two orders of ids differ: only then is the gallery sent with a save. */
export function orderChanged(before: readonly number[], after: readonly number[]): boolean {
  return before.length !== after.length || before.some((id, i) => id !== after[i]);
}
