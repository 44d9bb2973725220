import { useEffect, useRef } from "react";
import { handledControls } from "../client/selectors";
import type { CartClientSettings } from "../client/settings";
import type { CartFragments } from "../fragments";
import { pageStartFacts, startOnFirstUse } from "../start/first-use";
import { startsAtOnce } from "../start/start-rules";

type Props = CartClientSettings & {
  /** The cart the page's own data shows (the layout's): kept by the scripts' cache when it changes. */
  pageCart?: { fragments: CartFragments | null; hash: string };
};

const loadClient = () => import("../client");

/**
 * Starts the cart's scripts (../client) once the page has hydrated — at once where the page
 * needs them already (../start/start-rules.ts), else on their first use (../start/first-use.ts),
 * so a guest's first pages do not load them for nothing — and the server render never touches
 * browser code. Renders nothing: without scripts every cart control is a plain form or link.
 */
export function CartScripts({ redirectAfterAdd, miniCartReveal, miniCartStyle, pageCart }: Props) {
  // The cart the page was drawn with decides the start; a cart its data shows later (the cart
  // page's forms) is the started scripts' to follow, below.
  const drawnHash = useRef(pageCart?.hash ?? "");
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    const start = () =>
      loadClient().then(({ startCartClient }) => {
        if (live) stop = startCartClient({ redirectAfterAdd, miniCartReveal, miniCartStyle });
      });
    let cancel = () => {};
    if (startsAtOnce(pageStartFacts(drawnHash.current))) void start();
    else cancel = startOnFirstUse(handledControls(miniCartStyle), start);
    return () => {
      live = false;
      cancel();
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
