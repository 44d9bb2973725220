import { useRef } from "react";
import { useSiteSettings } from "~/features/site";
import { DeferredHydration, deferredCode } from "~/ui/DeferredHydration";
import { useRenderOnly } from "~/ui/render-only";
import { useCardSwatches } from "../use-listing-behaviour";
import type { ProductCard } from "../types";

const loadGrid = deferredCode(() => import("./ProductCard").then((m) => m.CardGrid));
/** On the server the cards render in place; the browser's bundle leaves them out (DeferredHydration). */
const ServerGrid = import.meta.env.SSR ? await loadGrid() : null;

/**
 * A grid of product cards. A card keeps no state: its swatches (one delegated script on the
 * grid), add-to-cart buttons (the cart script) and quick-view links (the page's quick-view host)
 * all work on its markup. So the browser keeps the server's cards as they are and fetches the
 * cards' code only to draw them itself, after a client-side navigation.
 */
export function ProductGrid({ products, renderOnlyKey, eagerCount }: Props) {
  const root = useRef<HTMLDivElement>(null);
  useCardSwatches(root, useSiteSettings().theme);
  const cards = useRenderOnly(renderOnlyKey, products) ?? [];
  return <DeferredHydration server={ServerGrid} load={loadGrid} props={{ products: cards, eagerCount }} rootRef={root} />;
}

type Props = {
  /**
   * The cards; null in a document's data, where loaders keep them for the server's render only
   * (`context.renderOnly(renderOnlyKey, cards)`): the browser keeps the server's cards as they are.
   */
  products: ProductCard[] | null;
  renderOnlyKey: RenderOnlyGrid;
  eagerCount?: number;
};

/** The grids whose cards a document's data leaves out, each under its key. */
export type RenderOnlyGrid = "listing.products" | "product.related" | "home.featured" | "home.onSale" | "home.newest";
