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

/** A responsive image: WebP renditions first, one JPEG for browsers without WebP; its intrinsic size avoids layout shift. */
export function Picture({ picture, sizes, className, priority = false, preload: announce = false }: Props) {
  // React puts the link in the document's head, the WebP srcset as the <source> offers it: a
  // browser without WebP skips it (type) and takes the <img>'s JPEG as before.
  if (announce) preload(picture.src, { as: "image", type: "image/webp", imageSrcSet: picture.webpSrcset, imageSizes: sizes, fetchPriority: "high" });
  return (
    <picture>
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
