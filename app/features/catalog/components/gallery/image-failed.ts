/**
 * True when an <img> has finished loading and failed: also one that failed before any script could
 * listen (before hydration, or before the gallery's code came).
 */
export const imageFailed = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0 && Boolean(img.currentSrc || img.src);
