/**
 * The event the document's root raises on `window` once the page has hydrated and its effects
 * have run, in a task of its own (`root.tsx`): the page's starter (`platform/.server/page-starter.ts`)
 * then does again what the shopper did while the scripts were on their way.
 */
export const PAGE_SCRIPTS_READY = "page-scripts-ready";

/**
 * A one-finger swipe the shopper made while the scripts were on their way, raised again by the
 * starter once they listen, on the element the swipe began on (it bubbles): `detail` holds how
 * far the finger went, `{dx, dy}` in CSS pixels. A part that takes swipes listens for it beside
 * its touch events (the product gallery: a swipe is not a click the starter can do again).
 */
export const HELD_SWIPE = "page-held-swipe";
export type HeldSwipeDetail = { dx: number; dy: number };

let held: Promise<unknown>[] | null = [];

/**
 * Makes the first {@link PAGE_SCRIPTS_READY} wait for `work` (fulfilled or not): for a part whose
 * listeners come with code its first effect fetches, as a contact form's, so a send the shopper
 * made meanwhile is not done again before it listens. Later calls (after the first hydration) do
 * nothing: nothing is held any more. The starter gives up on held uses after its own delay.
 */
export function holdPageScriptsReady(work: Promise<unknown>): void {
  held?.push(work);
}

/** Settles once everything held so far has; from then on nothing is held. */
export function heldWorkSettled(): Promise<void> {
  const waiting = held ?? [];
  held = null;
  return Promise.allSettled(waiting).then(() => undefined);
}
