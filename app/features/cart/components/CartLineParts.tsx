import { productUrl } from "~/features/catalog";
import type { CartLine } from "../types";

/** A line's picture linking to its product (hidden from screen readers: the name link says it). */
export function LineThumbnail({ line, size }: { line: CartLine; size: 60 | 80 }) {
  const box = size === 60 ? "size-15" : "size-20";
  return (
    <a href={productUrl(line.slug)} className="shrink-0" tabIndex={-1} aria-hidden="true">
      {line.image ? (
        // The 150 px square as JPEG; as AVIF or WebP, whichever rendition the screen's density needs for the box.
        <picture>
          {line.image.avifSrcset && <source type="image/avif" srcSet={line.image.avifSrcset} sizes={`${size}px`} />}
          <source type="image/webp" srcSet={line.image.webpSrcset} sizes={`${size}px`} />
          <img src={line.image.src} alt="" width={size} height={size} loading="lazy" decoding="async" className={`${box} rounded object-cover`} />
        </picture>
      ) : (
        <span className={`block ${box} rounded bg-gray-100`} />
      )}
    </a>
  );
}

/** A line's chosen options in WooCommerce's `dl.variation` ("Màu sắc: Đỏ"). */
export function LineOptions({ line, className }: { line: CartLine; className: string }) {
  if (line.options.length === 0) return null;
  return (
    <dl className={`variation flex flex-wrap text-muted ${className}`}>
      {line.options.map((o) => (
        <div key={o.label} className="flex gap-1">
          <dt>{o.label}:</dt>
          <dd>{o.value}</dd>
        </div>
      ))}
    </dl>
  );
}
