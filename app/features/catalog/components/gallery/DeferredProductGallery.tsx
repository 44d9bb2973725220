import { useCallback, useEffect, useRef, useState } from "react";
import { timings } from "~/lib/constants";
import { HELD_SWIPE, type HeldSwipeDetail } from "~/lib/page-scripts-ready";
import type { Picture } from "~/lib/media";
import { DeferredHydration, deferredCode } from "~/ui/DeferredHydration";
import { imageFailed } from "./image-failed";
import { type GalleryIntent, NO_INTENT, slideAfterSwipe } from "./intent";

const loadGallery = deferredCode(() => import("./ProductGallery").then((m) => m.ProductGallery));
/** On the server the gallery renders in place; the browser's bundle leaves it out until wanted (DeferredHydration). */
const ServerGallery = import.meta.env.SSR ? await loadGallery() : null;

type Props = { images: Picture[]; name: string; variationImage: Picture | null };

/**
 * The product page's gallery, its code fetched at the first sign the shopper wants it: a pointer
 * over it, a touch, the keyboard focus, a variation with its own picture, or a picture that failed
 * to load (its message). Until then the server's gallery (the main picture, the thumbnails, each a
 * link) stays as drawn, and what the shopper does on it is not lost: a tapped thumbnail, a click on
 * the picture or a swipe (also one made before the page's scripts came: `HELD_SWIPE`) is held
 * back and carried out by the gallery when it takes over (the link's own address when the code
 * cannot be fetched), and the focus is put back.
 */
export function DeferredProductGallery({ images, name, variationImage }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(variationImage !== null);
  const [intent, setIntent] = useState<GalleryIntent>(NO_INTENT);
  // Set by the gallery as it takes over, before any event reaches it: from then on the events are its own.
  const live = useRef(false);
  const onLive = useCallback(() => {
    live.current = true;
  }, []);

  if (variationImage !== null && !wanted) setWanted(true);

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const want = () => setWanted(true);
    /** A server link of the gallery: the main picture (slide 0) or thumbnail `index`. */
    const placeOf = (target: EventTarget | null) => {
      const link = target instanceof Element ? target.closest<HTMLAnchorElement>("a[href]") : null;
      if (!link || live.current) return null;
      if (link.closest(".woocommerce-product-gallery__image")) return { on: "slide" as const, index: 0, link };
      const index = [...el.querySelectorAll(".flex-control-thumbs a")].indexOf(link);
      return index >= 0 ? { on: "thumb" as const, index, link } : null;
    };

    const onClick = (e: MouseEvent) => {
      const place = e.button === 0 && !(e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) ? placeOf(e.target) : null;
      if (!place) return;
      e.preventDefault();
      setIntent((i) => ({ ...i, action: { kind: place.on === "slide" ? "open" : "show", index: place.index } }));
      want();
      // Without the code the link does what it does without JavaScript: the picture at full size.
      loadGallery().catch(() => window.location.assign(place.link.href));
    };
    const focusedOn = (target: EventTarget | null) => {
      const place = placeOf(target);
      if (place) setIntent((i) => ({ ...i, focus: { on: place.on, index: place.index } }));
      want();
    };
    let touch: { x: number; y: number } | null = null;
    const onTouchStart = (e: TouchEvent) => {
      const t = e.touches.length === 1 ? e.touches[0] : undefined;
      touch = t ? { x: t.clientX, y: t.clientY } : null;
    };
    const swiped = (dx: number, dy: number) => {
      const index = live.current ? null : slideAfterSwipe(dx, dy, timings.drag_threshold);
      if (index !== null) setIntent((i) => ({ ...i, action: { kind: "show", index } }));
    };
    const onTouchEnd = (e: TouchEvent) => {
      const t = e.changedTouches[0];
      if (touch && t) swiped(t.clientX - touch.x, t.clientY - touch.y);
      touch = null;
    };
    // A swipe made before the page's scripts came, raised again by the page's starter.
    const onHeldSwipe = (e: Event) => {
      const { dx, dy } = (e as CustomEvent<HeldSwipeDetail>).detail;
      want();
      swiped(dx, dy);
    };
    const onError = (e: Event) => {
      if (e.target instanceof HTMLImageElement) want();
    };

    // A picture that failed already: its message needs the gallery's code.
    if ([...el.querySelectorAll("img")].some(imageFailed)) want();
    // Focus that came before these listeners (a keyboard faster than hydration) counts as it would have.
    if (document.activeElement && el.contains(document.activeElement)) focusedOn(document.activeElement);
    const listeners: Array<[string, (e: never) => void, AddEventListenerOptions]> = [
      ["click", onClick, {}],
      ["focusin", (e: FocusEvent) => focusedOn(e.target), {}],
      // A pointer over the gallery (a mouse, a finger or a pen) is the common first sign.
      ["pointerover", want, { passive: true }],
      ["touchstart", onTouchStart, { passive: true }],
      ["touchend", onTouchEnd, { passive: true }],
      [HELD_SWIPE, onHeldSwipe, {}],
      // Load errors do not bubble: caught on the way down.
      ["error", onError, { capture: true }],
    ];
    for (const [type, listener, options] of listeners) el.addEventListener(type, listener as EventListener, options);
    return () => {
      for (const [type, listener, options] of listeners) el.removeEventListener(type, listener as EventListener, options);
    };
  }, []);

  return (
    <DeferredHydration
      server={ServerGallery}
      load={loadGallery}
      props={{ images, name, variationImage, intent, onLive }}
      wanted={wanted}
      rootRef={root}
      className="min-w-0"
    />
  );
}
