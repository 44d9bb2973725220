import { type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { DEFAULT_DRAG_THRESHOLD, dragOffset, settleAfterDrag } from "./slider";

type Drag = { id: number; x: number; y: number; at: number; moving: boolean; dx: number };

/** With reduced motion the slider jumps instead of sliding. */
const reducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * A one-slide-at-a-time slider: a track of full-width slides moved by a transform, dragged with a
 * mouse, a finger or a pen once the pointer has gone `dragThreshold` pixels sideways (vertical
 * moves stay the page's scroll: the track is `touch-action: pan-y`). A click that ends a drag is
 * swallowed, so a swipe never follows the slide's link.
 */
export function useSlider(count: number, dragThreshold = DEFAULT_DRAG_THRESHOLD) {
  const [selected, setSelected] = useState(0);
  const [animate, setAnimate] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const swallowClick = useRef(false);

  const last = Math.max(count - 1, 0);
  const shown = Math.min(selected, last);

  const scrollTo = useCallback(
    (index: number, jump = false) => {
      setAnimate(!jump && !reducedMotion());
      setSelected(Math.min(Math.max(index, 0), last));
    },
    [last],
  );

  // The track's place follows the state; a drag moves it directly, between renders.
  const place = (offsetPx: number, animated: boolean) => {
    const el = track.current;
    if (!el) return;
    el.style.transition = animated ? "transform 300ms ease" : "none";
    el.style.transform = `translate3d(calc(${-100 * shown}% + ${offsetPx}px), 0, 0)`;
  };
  useEffect(() => place(0, animate));

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (count < 2 || (e.pointerType === "mouse" && e.button !== 0)) return;
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, at: e.timeStamp, moving: false, dx: 0 };
  };

  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.x;
    if (!d.moving) {
      if (Math.abs(e.clientY - d.y) > dragThreshold && Math.abs(e.clientY - d.y) > Math.abs(dx)) drag.current = null;
      if (Math.abs(dx) <= dragThreshold || !drag.current) return;
      d.moving = true;
      e.currentTarget.setPointerCapture(e.pointerId);
    }
    d.dx = dx;
    place(dragOffset({ from: shown, dx, count }), false);
  };

  const onPointerEnd = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    drag.current = null;
    if (!d.moving) return;
    swallowClick.current = e.type === "pointerup";
    const width = e.currentTarget.clientWidth;
    const to = settleAfterDrag({ from: shown, dx: d.dx, width, ms: e.timeStamp - d.at, count, threshold: dragThreshold });
    if (to === shown) place(0, !reducedMotion());
    scrollTo(to);
  };

  const onClickCapture = (e: { preventDefault(): void; stopPropagation(): void }) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    e.preventDefault();
    e.stopPropagation();
  };

  return {
    selected: shown,
    scrollTo,
    trackRef: track,
    viewportProps: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onClickCapture,
      // A link or picture dragged with the mouse would start the browser's own drag and drop.
      onDragStart: (e: { preventDefault(): void }) => e.preventDefault(),
    },
  };
}
