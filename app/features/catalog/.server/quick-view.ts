import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { MemoryRouter } from "react-router";
import type { Db } from "../../../platform/.server/db";
import { KeptBody } from "../../../platform/.server/kept-body";
import { catalogCache } from "../../../platform/.server/versioned-cache";
import { SiteSettingsContext, type SiteSettings } from "~/features/site";
import { QuickViewContent } from "../components/quick-view/QuickViewContent";
import { QUICK_VIEW_DATA_CLASS, scriptJson, toQuickViewProduct } from "../components/quick-view/quick-view-data";
import { getProductPage } from "./products";

/**
 * The answer holds nothing of the visitor's: it is kept, rendered and compressed, per catalogue
 * version and the shop's settings (decisions 013, 023), as a listing's cards are.
 */
const rendered = catalogCache<KeptBody | null>(500);

/**
 * The quick view of a product (Flatsome's `flatsome_quickview` answer): the product's content
 * as HTML, followed by the same data as a JSON island so the shop's own popup can make it
 * interactive. Null for an unknown or unpublished product.
 */
export function quickViewHtml(db: Db, productId: number, settings: SiteSettings): Promise<KeptBody | null> {
  return rendered.get(
    db,
    JSON.stringify([productId, settings]),
    async () => {
      const html = await renderQuickView(db, productId, settings);
      return html === null ? null : new KeptBody(html);
    },
    () => ({ products: [productId] }),
  );
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
