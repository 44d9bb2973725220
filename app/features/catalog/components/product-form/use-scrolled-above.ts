import { type RefObject, useEffect, useState } from "react";

/**
 * Whether an element has scrolled above the viewport. The observed area reaches far below the
 * viewport, so the element counts as "in" it everywhere except above the top: the answer is
 * right even when a jump (End key, a link to #reviews) skips over the viewport entirely. A null
 * `ref` watches nothing.
 */
export function useScrolledAbove(ref: RefObject<Element | null> | null): boolean {
  const [above, setAbove] = useState(false);
  useEffect(() => {
    const el = ref?.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setAbove(!entry.isIntersecting && entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0));
      },
      { rootMargin: "0px 0px 1000000px 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return above;
}
