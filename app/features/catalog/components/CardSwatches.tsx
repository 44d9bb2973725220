import { attributeField, swatchLimit } from "../card-swatches";
import type { CardSwatches as Swatches } from "../types";
import { tListing } from "~/lib/i18n/areas/listing";

/**
 * A card's swatches, with the data attributes of spec §3 "Swatch" and Flatsome's classes (their
 * look is in app.css). They are plain toggle buttons, named by their title: the listing's script
 * (card-swatch-controller.ts) selects them, swaps the card's picture and links, and opens the
 * limiter. Swatches beyond `limit` start hidden behind a "+N" limiter placed where they begin.
 */
export function CardSwatches({ swatches, limit }: { swatches: Swatches; limit: number }) {
  const field = attributeField(swatches.attribute);
  const { shown, hidden } = swatchLimit(swatches.values.length, limit);
  return (
    <div role="group" aria-label={swatches.label} className="ux-swatches ux-swatches-in-loop flex flex-wrap gap-1">
      {swatches.values.flatMap((s, i) => [
        i === shown && (
          <button key="" className="ux-swatch ux-swatches__limiter" aria-label={tListing("listing.moreSwatches", { count: hidden })}>
            +{hidden}
          </button>
        ),
        <button
          key={s.value}
          className={`ux-swatch ux-swatch--${swatches.type}`}
          aria-pressed="false"
          title={s.name}
          hidden={i >= shown}
          data-value={s.value}
          data-name={s.name}
          data-attribute_name={field}
          data-image-src={s.image?.src}
          data-image-srcset={s.image?.srcset}
          data-image-avif-srcset={s.image?.avifSrcset}
        >
          {swatches.type === "label" ? (
            <span aria-hidden="true">{s.label ?? s.name}</span>
          ) : s.thumb ? (
            <picture className="contents">
              {s.thumb.avif && <source type="image/avif" srcSet={s.thumb.avif} />}
              <source type="image/webp" srcSet={s.thumb.webp} />
              <img src={s.thumb.src} alt="" width={20} height={20} loading="lazy" className="ux-swatch__img" />
            </picture>
          ) : (
            // A colour, two halves of a split swatch, or grey for a term without one.
            <span
              className="ux-swatch__color"
              style={{ background: s.color2 ? `linear-gradient(135deg,${s.color} 50%,${s.color2} 50%)` : (s.color ?? "#e5e7eb") }}
            />
          )}
        </button>,
      ])}
    </div>
  );
}
