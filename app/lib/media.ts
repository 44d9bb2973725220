import type { MediaSize, MediaSizes } from "../../db/schema/media";

/**
 * What a component needs to draw a responsive image: every AVIF rendition in a srcset when the
 * picture has them (about half the WebP's bytes), every WebP rendition in another for browsers
 * without AVIF, and one JPEG at the requested size for the few browsers without WebP (and for Open
 * Graph). A JPEG srcset would double the bytes of every listing for almost nobody.
 */
export type Picture = {
  alt: string;
  width: number;
  height: number;
  /** JPEG at the requested size. */
  src: string;
  /** Absent for a picture whose renditions were stored before AVIF was made (uploaded or imported). */
  avifSrcset?: string;
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

/**
 * The renditions a card draws, 400 and 800 px (as `cardSizes` in features/catalog/.server/products.ts
 * keeps them in SQL): a srcset without the 150 px and the full picture. A picture with neither card
 * size keeps what it has.
 */
export function cardRenditions(sizes: MediaSizes): MediaSizes {
  if (!sizes.thumbnail && !sizes.single) return sizes;
  return Object.fromEntries(Object.entries(sizes).filter(([name]) => name !== "full" && name !== "gallery_thumbnail"));
}

/** Turns stored renditions into srcsets; `preferred` picks the fallback `src` size. */
export function toPicture(media: { alt: string; sizes: MediaSizes }, preferred: SizeName): Picture | null {
  const available = ORDER.filter((name) => media.sizes[name]);
  const chosen = media.sizes[preferred] ?? media.sizes[available[available.length - 1] ?? ""];
  if (!chosen) return null;
  const srcset = (renditions: MediaSize[]) => renditions.map((s) => `${renditionUrl(s)} ${s.width}w`).join(", ");
  // AVIF only when every size has it: a srcset missing the small ones would have a thumbnail's
  // slot take a large AVIF over the small WebP the other source offers.
  const avif = available.map((name) => media.sizes[name]!.avif);
  const full = media.sizes.full ?? chosen;
  return {
    alt: media.alt,
    width: chosen.jpeg.width,
    height: chosen.jpeg.height,
    src: renditionUrl(chosen.jpeg),
    ...(avif.every((s): s is MediaSize => s !== undefined) ? { avifSrcset: srcset(avif) } : {}),
    webpSrcset: srcset(available.map((name) => media.sizes[name]!.webp)),
    fullSrc: renditionUrl(full.jpeg),
    fullWidth: full.jpeg.width,
    fullHeight: full.jpeg.height,
  };
}
