import type { Picture as PictureData } from "~/lib/media";

type Props = {
  picture: PictureData;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  className?: string;
  /** Above-the-fold images load eagerly with high priority; the rest lazily. */
  priority?: boolean;
};

/** A responsive image: WebP renditions first, one JPEG for browsers without WebP; its intrinsic size avoids layout shift. */
export function Picture({ picture, sizes, className, priority = false }: Props) {
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
