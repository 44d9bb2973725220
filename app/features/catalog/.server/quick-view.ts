import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { MemoryRouter } from "react-router";
import type { Db } from "../../../platform/.server/db";
import { versionedCache } from "../../../platform/.server/versioned-cache";
import { SiteSettingsContext, type SiteSettings } from "../../site/site-settings";
import { QuickViewContent } from "../components/quick-view/QuickViewContent";
import { QUICK_VIEW_DATA_CLASS, scriptJson, toQuickViewProduct } from "../components/quick-view/quick-view-data";
import { getProductPage } from "./products";

/**
 * The answer holds nothing of the visitor's: it is kept, rendered, per catalogue version and the
 * shop's settings (decision 013), as a listing's cards are.
 */
const rendered = versionedCache<string | null>("catalog_version", 500);

/**
 * The quick view of a product (Flatsome's `flatsome_quickview` answer): the product's content
 * as HTML, followed by the same data as a JSON island so the shop's own popup can make it
 * interactive. Null for an unknown or unpublished product.
 */
export function quickViewHtml(db: Db, productId: number, settings: SiteSettings): Promise<string | null> {
  return rendered.get(db, JSON.stringify([productId, settings]), () => renderQuickView(db, productId, settings));
}

async function renderQuickView(db: Db, productId: number, settings: SiteSettings): Promise<string | null> {
  const page = await getProductPage(db, { id: productId }, { reviews: 0, related: 0 });
  if (!page) return null;
  const product = toQuickViewProduct(page.product, page.variationsData);
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
