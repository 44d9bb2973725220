/*
 * The lightbox (PhotoSwipe 5, what WooCommerce itself uses) and its stylesheet. Only ever loaded
 * through `import("./lightbox")` on first use, so neither is part of the product page's first load.
 * PhotoSwipe sets positions through element.style (CSSOM) and injects no <style>: the page's CSP
 * holds as it is.
 */
import PhotoSwipe from "photoswipe";
import "photoswipe/style.css";
import { tGallery } from "~/lib/i18n/areas/gallery";
import type { LightboxItem } from "./slides";

export type LightboxOptions = {
  items: LightboxItem[];
  index: number;
  /** The accessible name of the dialog. */
  label: string;
  /** Gets the focus back when the lightbox closes. */
  opener: HTMLElement | null;
  /** The picture shown when it closed, for the slider to follow. */
  onClose?: (index: number) => void;
};

export function openLightbox({ items, index, label, opener, onClose }: LightboxOptions): PhotoSwipe {
  const pswp = new PhotoSwipe({
    dataSource: items,
    index,
    showHideAnimationType: "fade",
    bgOpacity: 1,
    closeTitle: tGallery("gallery.close"),
    zoomTitle: tGallery("gallery.zoom"),
    arrowPrevTitle: tGallery("gallery.lightboxPrevious"),
    arrowNextTitle: tGallery("gallery.lightboxNext"),
    errorMsg: tGallery("gallery.lightboxError"),
    indexIndicatorSep: " / ",
    // Focus goes back to the opener below, whatever was focused when the chunk arrived.
    returnFocus: false,
    // Inside a modal <dialog> (the quick view) everything outside it is inert: open within it.
    appendToEl: opener?.closest<HTMLElement>("dialog[open]") ?? document.body,
  });
  let closedAt = index;
  pswp.on("close", () => {
    closedAt = pswp.currIndex;
  });
  pswp.on("destroy", () => {
    opener?.focus({ preventScroll: true });
    onClose?.(closedAt);
  });
  pswp.init();
  // Vietnamese names for the roles PhotoSwipe gives its parts in English.
  const root = pswp.element;
  if (root) {
    root.setAttribute("aria-modal", "true");
    root.setAttribute("aria-label", label);
    pswp.scrollWrap?.setAttribute("aria-roledescription", tGallery("gallery.carouselRole"));
    pswp.scrollWrap?.setAttribute("aria-label", label);
    for (const holder of pswp.mainScroll.itemHolders) holder.el.setAttribute("aria-roledescription", tGallery("gallery.slideRole"));
  }
  return pswp;
}
