import { useEffect, useRef } from "react";
import type { CartClientSettings } from "../client/settings";
import type { CartFragments } from "../fragments";

type Props = CartClientSettings & {
  /** The cart the page's own data shows (the layout's): kept by the scripts' cache when it changes. */
  pageCart?: { fragments: CartFragments | null; hash: string };
};

const loadClient = () => import("../client");

/**
 * Loads the cart's scripts (../client) once the page has hydrated, so pages carry only these
 * lines until then and the server render never touches browser code. Renders nothing: without
 * scripts every cart control is a plain form or link.
 */
export function CartScripts({ redirectAfterAdd, miniCartReveal, miniCartStyle, pageCart }: Props) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void loadClient().then(({ startCartClient }) => {
      if (live) stop = startCartClient({ redirectAfterAdd, miniCartReveal, miniCartStyle });
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [redirectAfterAdd, miniCartReveal, miniCartStyle]);

  // The page's data was reloaded with another cart (the cart page's forms): its regions go on the
  // page, and the cache keeps it, so the next page and other tabs need not ask. The first cart is
  // the scripts' own to judge.
  const firstHash = useRef(pageCart?.hash);
  useEffect(() => {
    // A document's data leaves the fragments to its render; reloaded data always has them.
    const fragments = pageCart?.fragments;
    if (!pageCart || !fragments || pageCart.hash === firstHash.current) return;
    firstHash.current = undefined;
    void loadClient().then(({ showPageCart }) => showPageCart(fragments, pageCart.hash));
  }, [pageCart]);
  return null;
}
