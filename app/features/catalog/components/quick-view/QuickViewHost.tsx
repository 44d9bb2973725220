import { Suspense, lazy, useEffect, useState } from "react";

/** The popup's code loads on the first quick view, not with the page. */
const QuickViewDialog = lazy(() => import("./QuickViewDialog"));

type Opened = { productId: number; opener: HTMLElement };

/**
 * Opens the quick view for any `a.quick-view[data-prod]` on the page (Flatsome's markup; the link
 * itself goes to the product page, so without JavaScript it is a plain link). Focus returns to
 * the link when the popup closes.
 */
export function QuickViewHost() {
  const [opened, setOpened] = useState<Opened | null>(null);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const trigger = (event.target as Element | null)?.closest?.<HTMLElement>("a.quick-view[data-prod]");
      const productId = Number(trigger?.dataset.prod);
      if (!trigger || !Number.isSafeInteger(productId) || productId <= 0) return;
      event.preventDefault();
      setOpened({ productId, opener: trigger });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <QuickViewDialog
        key={opened.productId}
        productId={opened.productId}
        onClosed={() => {
          setOpened(null);
          opened.opener.focus();
        }}
      />
    </Suspense>
  );
}
