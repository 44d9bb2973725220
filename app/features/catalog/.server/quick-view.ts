import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { MemoryRouter } from "react-router";
import type { Db } from "../../../platform/.server/db";
import { SiteSettingsContext, type SiteSettings } from "../../site/site-settings";
import { QuickViewContent } from "../components/quick-view/QuickViewContent";
import { QUICK_VIEW_DATA_CLASS, scriptJson, toQuickViewProduct } from "../components/quick-view/quick-view-data";
import { getProductPage } from "./products";

/**
 * The quick view of a product (Flatsome's `flatsome_quickview` answer): the product's content
 * as HTML, followed by the same data as a JSON island so the shop's own popup can make it
 * interactive. Null for an unknown or unpublished product.
 */
export async function quickViewHtml(db: Db, productId: number, settings: SiteSettings): Promise<string | null> {
  const page = await getProductPage(db, { id: productId }, { reviews: 0, related: 0 });
  if (!page) return null;
  const product = toQuickViewProduct(page.product);
  // Rendered outside the page's router: the form reads its location (a choice in the address), so
  // it gets the product's own.
  const html = renderToString(
    createElement(
      MemoryRouter,
      { initialEntries: [`/san-pham/${product.slug}/`] },
      createElement(SiteSettingsContext, { value: settings }, createElement(QuickViewContent, { product })),
    ),
  );
  return `${html}<script type="application/json" class="${QUICK_VIEW_DATA_CLASS}">${scriptJson(product)}</script>`;
}
