import { preload } from "react-dom";
import type { Picture as PictureData } from "~/lib/media";

type Props = {
  picture: PictureData;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  className?: string;
  /** Above-the-fold images load eagerly with high priority; the rest lazily. */
  priority?: boolean;
  /**
   * The page's largest picture in the first screen (its LCP element): announced in the head, so
   * the browser asks for it before it has read the markup up to it. One per page.
   */
  preload?: boolean;
};

/**
 * A responsive image: AVIF renditions first when the picture has them, then WebP, then one JPEG
 * for browsers without either; its intrinsic size avoids layout shift.
 */
export function Picture({ picture, sizes, className, priority = false, preload: announce = false }: Props) {
  // React puts the link in the document's head, with the srcset of the first <source>, the one a
  // browser that takes its type uses. One format only: a browser takes every preload whose type it
  // supports, so announcing the WebP too would fetch the picture twice. A browser without the
  // announced format skips the link (type) and finds its own in the markup as before.
  if (announce) {
    const [type, imageSrcSet] = picture.avifSrcset ? ["image/avif", picture.avifSrcset] : ["image/webp", picture.webpSrcset];
    preload(picture.src, { as: "image", type, imageSrcSet, imageSizes: sizes, fetchPriority: "high" });
  }
  return (
    <picture>
      {picture.avifSrcset && <source type="image/avif" srcSet={picture.avifSrcset} sizes={sizes} />}
      <source type="image/webp" srcSet={picture.webpSrcset} sizes={sizes} />
      <img
        src={picture.src}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={className}
      />
    </picture>
  );
}
