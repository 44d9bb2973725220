import type { Picture } from "~/lib/media";

/** The pictures the slider shows and the slide it should move to. */
export type GallerySlides = { slides: Picture[]; target: number };

const sameImage = (a: Picture, b: Picture) => a.fullSrc === b.fullSrc;

/**
 * The slides for a chosen variation's image, as WooCommerce's variation form does it: an image
 * already in the gallery is moved to, any other takes the main (first) slide's place and that
 * slide is shown; no image (null) keeps the product's own pictures.
 */
export function gallerySlides(images: Picture[], variationImage: Picture | null): GallerySlides {
  if (!variationImage) return { slides: images, target: 0 };
  const found = images.findIndex((img) => sameImage(img, variationImage));
  if (found >= 0) return { slides: images, target: found };
  return { slides: [variationImage, ...images.slice(1)], target: 0 };
}

/**
 * One picture as PhotoSwipe takes it: the largest rendition, its size, and the WebP srcset. Not the
 * AVIF one: PhotoSwipe draws a bare <img>, with no <source> type a browser without AVIF could pass over.
 */
export type LightboxItem = { src: string; srcset: string; width: number; height: number; alt: string };

export function lightboxItems(slides: Picture[]): LightboxItem[] {
  return slides.map((p) => ({
    src: p.fullSrc,
    srcset: p.webpSrcset,
    width: p.fullWidth ?? p.width,
    height: p.fullHeight ?? p.height,
    alt: p.alt,
  }));
}

/** The slide index after a key press in the slider, or null when the key is not the slider's. */
export function indexAfterKey(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowLeft":
      return Math.max(0, current - 1);
    case "ArrowRight":
      return Math.min(count - 1, current + 1);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
