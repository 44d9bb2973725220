/**
 * What a shopper did on the server's gallery before its code arrived, for the gallery to carry
 * out once it takes over (DeferredProductGallery): a thumbnail tapped or a swipe shows that slide,
 * the main picture clicked opens the lightbox, and the focus goes back where it was.
 */
export type GalleryIntent = {
  action: { kind: "show"; index: number } | { kind: "open"; index: number } | null;
  /** The element that had the keyboard focus; the server's markup it was in is gone. */
  focus: { on: "slide" | "thumb"; index: number } | null;
};

export const NO_INTENT: GalleryIntent = { action: null, focus: null };

/** Where a finished touch swipe on the server's single slide sends the gallery, or null for none. */
export function slideAfterSwipe(dx: number, dy: number, threshold: number): number | null {
  if (Math.abs(dx) <= threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  // The server shows the first slide only: a swipe to the left goes to the second, one to the right stays.
  return dx < 0 ? 1 : null;
}
