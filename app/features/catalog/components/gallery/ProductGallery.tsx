import { type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from "react";
import { timings } from "~/lib/constants";
import { t } from "~/lib/i18n";
import { tGallery } from "~/lib/i18n/areas/gallery";
import type { Picture } from "~/lib/media";
import { useHydrated } from "~/ui/use-hydrated";
import { GalleryImage } from "./GalleryImage";
import type { GalleryIntent } from "./intent";
import { gallerySlides, indexAfterKey, lightboxItems } from "./slides";
import { useSlider } from "./use-slider";
import { SLIDE_SIZES, THUMB_SIZES } from "./sizes";
import { canZoom, zoomOffset, zoomedSize } from "./zoom";

type Props = {
  /** The product's main image followed by its gallery. */
  images: Picture[];
  /** The product's name, for the thumbnails' and the lightbox's labels. */
  name: string;
  /** A chosen variation's own image: shown as the main slide and moved to; null restores the product's. */
  variationImage?: Picture | null;
  /** Pixels a drag must travel before the slider moves (the slider's default when absent). */
  dragThreshold?: number;
  /** What the shopper did on the server's gallery before this code came (DeferredProductGallery). */
  intent?: GalleryIntent;
  /** Told as soon as this gallery is on the page, before any event reaches it. */
  onLive?: () => void;
};

/** Hover zoom is for a mouse on a screen that can hover; touch gets the slider and the lightbox. */
const hoverCapable = () => typeof matchMedia === "function" && matchMedia("(hover: hover) and (pointer: fine)").matches;

type Zoom = { index: number; src: string };

/**
 * The product page gallery: a slider of the product's pictures with thumbnails, hover zoom on the
 * shown picture and a lightbox of all of them. Server-rendered as the main picture and the
 * thumbnails, each a link to its full size, so it works without JavaScript; the script adds the
 * other slides, the buttons, swipe, keys, zoom and the lightbox (loaded on first use).
 */
export function ProductGallery({ images, name, variationImage = null, dragThreshold, intent, onLive }: Props) {
  const { slides, target } = useMemo(() => gallerySlides(images, variationImage), [images, variationImage]);
  // The server's markup (and hydration's) is the no-script gallery; scripts add the rest.
  const enhanced = useHydrated();
  const shown = enhanced ? slides : slides.slice(0, 1);

  const { selected, scrollTo, trackRef, viewportProps } = useSlider(shown.length, dragThreshold);
  const slideLinks = useRef<Array<HTMLAnchorElement | null>>([]);
  const thumbButtons = useRef<Array<HTMLElement | null>>([]);
  const thumbList = useRef<HTMLUListElement>(null);
  const [zoom, setZoom] = useState<Zoom | null>(null);
  /** Zoom pictures that failed since the message last went: the message shows while there are any. */
  const [zoomErrors, setZoomErrors] = useState(0);
  const failedZoom = useRef(new Set<string>());
  const zoomImg = useRef<HTMLImageElement>(null);
  const pointer = useRef({ x: 0, y: 0 });

  // A chosen variation's picture is shown at once; clearing the choice keeps the slide in place.
  // Keyed by address: the same picture passed again as a new object does not move the slider back.
  const variationKey = variationImage?.fullSrc ?? null;
  useEffect(() => {
    if (variationKey) scrollTo(target);
  }, [scrollTo, variationKey, target, shown.length]);

  // The active thumbnail stays in sight when there are more than fit.
  useEffect(() => {
    const list = thumbList.current;
    const thumb = thumbButtons.current[selected];
    if (!list || !thumb || list.scrollWidth <= list.clientWidth) return;
    const left = thumb.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft) list.scrollLeft = left;
    else if (left + thumb.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = left + thumb.offsetWidth - list.clientWidth;
  }, [selected]);


  // A slide is inert until it is shown: the focus moves to it once it is (after the render).
  const focusSlide = useRef<number | null>(null);
  useEffect(() => {
    if (focusSlide.current !== selected) return;
    focusSlide.current = null;
    slideLinks.current[selected]?.focus({ preventScroll: true });
  }, [selected]);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (!enhanced || e.altKey || e.ctrlKey || e.metaKey) return;
    const from = e.target as HTMLElement;
    // From a thumbnail the keys step from that thumbnail (as between tabs), elsewhere from the shown slide.
    const thumb = thumbButtons.current.indexOf(from);
    const next = indexAfterKey(e.key, thumb >= 0 ? thumb : selected, slides.length);
    if (next === null) return;
    e.preventDefault();
    if (next !== selected && slideLinks.current.includes(from as HTMLAnchorElement)) focusSlide.current = next;
    scrollTo(next);
    if (thumb >= 0) thumbButtons.current[next]?.focus({ preventScroll: true });
  };

  // ── Lightbox ──
  const lightbox = useRef<{ destroy(): void } | null>(null);
  const opening = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      // Leaving the page (or the product) closes it; the slider is gone by then.
      mounted.current = false;
      lightbox.current?.destroy();
    };
  }, []);

  const openLightbox = async (index: number, opener: HTMLElement | null, fallbackHref: string) => {
    if (opening.current) return;
    opening.current = true;
    setZoom(null);
    try {
      const { openLightbox: open } = await import("./lightbox");
      if (!mounted.current) return;
      lightbox.current = open({
        items: lightboxItems(slides),
        index,
        label: tGallery("gallery.lightbox", { name }),
        opener,
        onClose: (at) => {
          lightbox.current = null;
          if (mounted.current) scrollTo(at, true);
        },
      });
    } catch {
      // The script could not be fetched (offline, new release): the link's own full-size picture.
      window.location.assign(fallbackHref);
    } finally {
      opening.current = false;
    }
  };

  const onSlideClick = (e: MouseEvent<HTMLAnchorElement>, index: number) => {
    if (!enhanced || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void openLightbox(index, e.currentTarget, e.currentTarget.href);
  };

  // What the shopper did before the code came, carried out once, when every slide is there.
  useLayoutEffect(() => onLive?.(), [onLive]);
  const intentDone = useRef(false);
  const carryOutIntent = useEffectEvent(() => {
    if (!intent || intentDone.current) return;
    intentDone.current = true;
    const { action, focus } = intent;
    // The focused server element was replaced: focus its counterpart, unless the focus moved on.
    if (focus && (document.activeElement === null || document.activeElement === document.body)) {
      (focus.on === "thumb" ? thumbButtons.current[focus.index] : slideLinks.current[focus.index])?.focus({ preventScroll: true });
    }
    if (action?.kind === "show") scrollTo(action.index);
    if (action?.kind === "open") {
      const opener = slideLinks.current[action.index] ?? null;
      void openLightbox(action.index, opener, opener?.href ?? slides[action.index]!.fullSrc);
    }
  });
  // Once, on the first enhanced render: later intents are the gallery's own events.
  useEffect(() => {
    if (enhanced) carryOutIntent();
  }, [enhanced]);

  // ── Hover zoom ──
  // Each failure shows the message for the full time again.
  useEffect(() => {
    if (!zoomErrors) return;
    const timer = setTimeout(() => setZoomErrors(0), timings.zoom_error_shown_ms);
    return () => clearTimeout(timer);
  }, [zoomErrors]);

  const placeZoom = () => {
    const img = zoomImg.current;
    const box = img?.parentElement;
    if (!img || !box || !img.dataset.ready) return;
    const boxSize = { width: box.clientWidth, height: box.clientHeight };
    const offset = zoomOffset(pointer.current, boxSize, { width: img.offsetWidth, height: img.offsetHeight });
    img.style.transform = `translate(${offset.x}px, ${offset.y}px)`;
  };

  const onZoomLoad = () => {
    const img = zoomImg.current;
    const box = img?.parentElement;
    if (!img || !box) return;
    const boxSize = { width: box.clientWidth, height: box.clientHeight };
    const large = { width: img.naturalWidth, height: img.naturalHeight };
    if (!canZoom(boxSize, large)) return;
    const drawn = zoomedSize(boxSize, large);
    img.style.width = `${drawn.width}px`;
    img.style.height = `${drawn.height}px`;
    img.dataset.ready = "true";
    placeZoom();
  };

  const onZoomError = (src: string) => {
    failedZoom.current.add(src);
    setZoom(null);
    setZoomErrors((n) => n + 1);
  };

  const trackPointer = (e: PointerEvent<HTMLAnchorElement>, index: number, src: string) => {
    if (e.pointerType !== "mouse" || !enhanced) return;
    const rect = e.currentTarget.getBoundingClientRect();
    pointer.current = { x: e.clientX - rect.left, y: e.clientY - rect.top };
    if (index !== selected || e.buttons !== 0 || failedZoom.current.has(src) || !hoverCapable()) return;
    if (zoom?.index === index && zoom.src === src) placeZoom();
    else setZoom({ index, src });
  };

  // ── Markup ──
  const count = slides.length;
  const thumbClass = "block overflow-hidden rounded-md border-2 bg-gray-100 focus-visible:outline-offset-[-3px]";

  return (
    <section
      aria-label={t("product.gallery")}
      aria-roledescription={enhanced && count > 1 ? tGallery("gallery.carouselRole") : undefined}
      className="woocommerce-product-gallery min-w-0"
      onKeyDown={onKeyDown}
    >
      <div className="relative">
        <div className="overflow-hidden rounded-lg bg-gray-100" {...viewportProps}>
          <div ref={trackRef} className="flex touch-pan-y touch-pinch-zoom">
            {shown.map((img, i) => (
              <div
                key={i}
                className="woocommerce-product-gallery__image min-w-0 shrink-0 grow-0 basis-full"
                role={enhanced ? "group" : undefined}
                aria-roledescription={enhanced ? tGallery("gallery.slideRole") : undefined}
                aria-label={enhanced ? tGallery("gallery.slide", { n: i + 1, total: count }) : undefined}
                inert={enhanced && i !== selected}
              >
                <a
                  ref={(el) => {
                    slideLinks.current[i] = el;
                  }}
                  href={img.fullSrc}
                  className={`relative block overflow-hidden ${enhanced ? "cursor-zoom-in" : ""}`}
                  onClick={(e) => onSlideClick(e, i)}
                  onPointerEnter={(e) => trackPointer(e, i, img.fullSrc)}
                  onPointerMove={(e) => trackPointer(e, i, img.fullSrc)}
                  onPointerDown={() => setZoom(null)}
                  onPointerLeave={() => setZoom(null)}
                >
                  <GalleryImage key={img.src} picture={img} n={i + 1} sizes={SLIDE_SIZES} priority={i === 0} className="aspect-square w-full object-cover" />
                  {zoom?.index === i && (
                    <img
                      key={zoom.src}
                      ref={zoomImg}
                      src={zoom.src}
                      alt=""
                      aria-hidden="true"
                      draggable={false}
                      className="zoomImg pointer-events-none absolute left-0 top-0 max-w-none bg-white opacity-0 data-ready:opacity-100"
                      onLoad={onZoomLoad}
                      onError={() => onZoomError(zoom.src)}
                    />
                  )}
                </a>
              </div>
            ))}
          </div>
        </div>

        {enhanced && count > 0 && (
          <button
            type="button"
            className="woocommerce-product-gallery__trigger absolute right-3 top-3 z-10 flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white"
            aria-label={tGallery("gallery.viewFullSize")}
            title={tGallery("gallery.viewFullSize")}
            onClick={(e) => void openLightbox(selected, e.currentTarget, slides[selected]?.fullSrc ?? slides[0]!.fullSrc)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
            </svg>
          </button>
        )}

        {enhanced && count > 1 && (
          <>
            <SlideButton direction="previous" disabled={selected === 0} onClick={() => scrollTo(selected - 1)} />
            <SlideButton direction="next" disabled={selected === count - 1} onClick={() => scrollTo(selected + 1)} />
          </>
        )}

        <p role="status" className="pointer-events-none absolute inset-x-0 bottom-3 flex justify-center">
          {zoomErrors > 0 && <span className="zoom-error rounded bg-ink/90 px-3 py-1.5 text-sm text-white">{t("product.zoomError")}</span>}
        </p>
      </div>

      {count > 1 && (
        <ul ref={thumbList} aria-label={tGallery("gallery.thumbnails")} className="flex-control-thumbs mt-3 flex gap-2 overflow-x-auto">
          {slides.map((img, i) => {
            const label = t("product.galleryImage", { n: i + 1, name });
            const active = enhanced && i === selected;
            const cls = `${thumbClass} ${active ? "border-brand-700" : "border-transparent opacity-75 hover:opacity-100"}`;
            const thumb = <GalleryImage key={img.src} picture={img} n={i + 1} sizes={THUMB_SIZES} className="aspect-square w-full object-cover" small />;
            const setRef = (el: HTMLElement | null) => {
              thumbButtons.current[i] = el;
            };
            return (
              <li key={i} className="w-[calc((100%-1.5rem)/4)] shrink-0">
                {enhanced ? (
                  <button type="button" ref={setRef} className={`${cls} w-full`} aria-label={label} aria-current={active ? "true" : undefined} onClick={() => scrollTo(i)}>
                    {thumb}
                  </button>
                ) : (
                  <a ref={setRef} href={img.fullSrc} className={cls} aria-label={label}>
                    {thumb}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function SlideButton({ direction, disabled, onClick }: { direction: "previous" | "next"; disabled: boolean; onClick: () => void }) {
  const previous = direction === "previous";
  return (
    <button
      type="button"
      className={`absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white aria-disabled:cursor-default aria-disabled:opacity-40 ${previous ? "left-3" : "right-3"}`}
      aria-label={tGallery(previous ? "gallery.previous" : "gallery.next")}
      // aria-disabled, not disabled: a button that loses focus at the last slide would drop it on <body>.
      aria-disabled={disabled}
      onClick={() => {
        if (!disabled) onClick();
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d={previous ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
      </svg>
    </button>
  );
}
