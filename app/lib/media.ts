import type { MediaSizes } from "../../db/schema/media";

/**
 * What a component needs to draw a responsive image: every WebP rendition in a srcset, and one
 * JPEG at the requested size for the few browsers without WebP (and for Open Graph). A JPEG
 * srcset would double the bytes of every listing for almost nobody.
 */
export type Picture = {
  alt: string;
  width: number;
  height: number;
  /** JPEG at the requested size. */
  src: string;
  webpSrcset: string;
  /** The largest rendition (lightbox, zoom). */
  fullSrc: string;
  /** The largest rendition's size; absent, a viewer takes `width`/`height` (same shape, smaller). */
  fullWidth?: number;
  fullHeight?: number;
};

export const UPLOADS_PATH = "/wp-content/uploads/";

/**
 * A rendition's address: with its fingerprint as `?v=` when it has one, so the address changes
 * whenever the bytes do and the uploads folder may let browsers keep it for a year (decision 033).
 */
export function renditionUrl(size: { file: string; v?: string }): string {
  return `${UPLOADS_PATH}${size.file}${size.v ? `?v=${size.v}` : ""}`;
}
const ORDER = ["gallery_thumbnail", "thumbnail", "single", "full"] as const;
export type SizeName = (typeof ORDER)[number];

/** Turns stored renditions into srcsets; `preferred` picks the fallback `src` size. */
export function toPicture(media: { alt: string; sizes: MediaSizes }, preferred: SizeName): Picture | null {
  const available = ORDER.filter((name) => media.sizes[name]);
  const chosen = media.sizes[preferred] ?? media.sizes[available[available.length - 1] ?? ""];
  if (!chosen) return null;
  const webpSrcset = available
    .map((name) => media.sizes[name]!.webp)
    .map((s) => `${renditionUrl(s)} ${s.width}w`)
    .join(", ");
  const full = media.sizes.full ?? chosen;
  return {
    alt: media.alt,
    width: chosen.jpeg.width,
    height: chosen.jpeg.height,
    src: renditionUrl(chosen.jpeg),
    webpSrcset,
    fullSrc: renditionUrl(full.jpeg),
    fullWidth: full.jpeg.width,
    fullHeight: full.jpeg.height,
  };
}
