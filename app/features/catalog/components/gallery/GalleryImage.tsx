import { useEffect, useRef, useState } from "react";
import { t } from "~/lib/i18n";
import type { Picture as PictureData } from "~/lib/media";
import { Picture } from "~/ui/Picture";
import { imageFailed } from "./image-failed";

type Props = {
  picture: PictureData;
  /** The picture's number in the gallery, from 1, for the error message. */
  n: number;
  sizes: string;
  /** The gallery's first picture: loaded at once, announced in the head (the product page's LCP). */
  priority?: boolean;
  className?: string;
  /** Thumbnails print the message smaller. */
  small?: boolean;
};


/**
 * A gallery picture that says so when it cannot be loaded (spec §8: "The image #{n} could not be
 * loaded."). Callers key it by the picture's address, so a new picture starts without the error.
 */
export function GalleryImage({ picture, n, sizes, priority, className, small = false }: Props) {
  const box = useRef<HTMLSpanElement>(null);
  const [error, setError] = useState(false);

  useEffect(() => {
    const img = box.current?.querySelector("img");
    if (!img) return;
    if (imageFailed(img)) {
      setError(true);
      return;
    }
    const onError = () => setError(true);
    img.addEventListener("error", onError);
    return () => img.removeEventListener("error", onError);
  }, []);

  return (
    <span ref={box} className="block">
      {/* A broken <img> is drawn as its alt text at any height: the message takes its box instead. */}
      <Picture picture={picture} sizes={sizes} priority={priority} preload={priority} className={`${className ?? ""} ${error ? "hidden" : ""}`} />
      {error && (
        <span
          className={`${className ?? ""} flex items-center justify-center bg-gray-100 text-center text-muted ${small ? "p-1 text-[11px] leading-tight" : "p-4 text-sm"}`}
        >
          {t("product.galleryImageError", { n })}
        </span>
      )}
    </span>
  );
}
