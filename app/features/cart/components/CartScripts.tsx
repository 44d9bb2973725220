import { useEffect } from "react";
import type { CartClientSettings } from "../client/settings";

/**
 * Loads the cart's scripts (../client) once the page has hydrated, so pages carry only these
 * lines until then and the server render never touches browser code. Renders nothing: without
 * scripts every cart control is a plain form or link.
 */
export function CartScripts({ redirectAfterAdd, miniCartReveal, miniCartStyle }: CartClientSettings) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void import("../client").then(({ startCartClient }) => {
      if (live) stop = startCartClient({ redirectAfterAdd, miniCartReveal, miniCartStyle });
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [redirectAfterAdd, miniCartReveal, miniCartStyle]);
  return null;
}
