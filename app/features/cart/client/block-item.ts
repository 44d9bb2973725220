import { timings } from "~/lib/constants";

/**
 * Covers a mini-cart item while a change to it runs (spec §4 "Mini-cart item"), as jQuery
 * blockUI did for WooCommerce: a white veil (§9 overlay opacity and stacking level) that takes
 * the clicks, and `aria-busy` for assistive technology. Styles are set through the DOM, which
 * the page's content security policy allows. Returns the undo.
 */
export function blockItem(item: HTMLElement | null): () => void {
  if (!item || item.querySelector(":scope > .blockUI")) return () => {};
  const overlay = document.createElement("div");
  overlay.className = "blockUI blockOverlay";
  Object.assign(overlay.style, {
    position: "absolute",
    inset: "0",
    background: "#fff",
    opacity: String(timings.overlay_opacity),
    zIndex: String(timings.blocking_overlay_z_index),
    cursor: "wait",
  });
  const wasStatic = getComputedStyle(item).position === "static";
  if (wasStatic) item.style.position = "relative";
  item.classList.add("processing");
  item.setAttribute("aria-busy", "true");
  item.append(overlay);
  return () => {
    overlay.remove();
    item.classList.remove("processing");
    item.removeAttribute("aria-busy");
    if (wasStatic) item.style.position = "";
  };
}
