import type { ProductDetail } from "../../types";

/**
 * What the quick view shows of a product: the page's summary, without the long texts and dates,
 * and its form's `data-product_variations` (null for a product without variations).
 */
export type QuickViewProduct = Omit<ProductDetail, "description" | "createdAt" | "updatedAt"> & { variationsData: string | null };

export function toQuickViewProduct(p: ProductDetail, variationsData: string | null): QuickViewProduct {
  const out: Partial<ProductDetail> = { ...p };
  delete out.description;
  delete out.createdAt;
  delete out.updatedAt;
  return { ...(out as Omit<QuickViewProduct, "variationsData">), variationsData };
}

/** The class of the JSON island the quick-view answer carries after its HTML. */
export const QUICK_VIEW_DATA_CLASS = "quick-view-data";

/** JSON safe inside a <script> element: no "</script>", no HTML comment openers, no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The product inside a quick-view answer (HTML followed by its data island), or null. */
export function readQuickViewAnswer(html: string): QuickViewProduct | null {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const island = doc.querySelector(`script.${QUICK_VIEW_DATA_CLASS}`);
  if (!island?.textContent) return null;
  try {
    return JSON.parse(island.textContent) as QuickViewProduct;
  } catch {
    return null;
  }
}
