import { renderToString } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { RenderOnlyValues, drawnRenderOnlyValues } from "~/ui/render-only";
import { keepVisitorPagesPrivate } from "~/platform/.server/personal-pages";
import { type StartWhen, drawsTheCart, waitsForFirstUse, withPageStarter } from "~/platform/.server/page-scripts";
import { STORAGE_KEYS } from "~/features/cart/client/storage-keys";
import { urlOpensReviews } from "~/features/catalog/components/product-page/reviews-url";
import { SEARCH_PAGE_PATH, entryShowsOverlay } from "~/features/search/overlay-host";
import { cookies } from "~/lib/constants";
import { HELD_SWIPE, PAGE_SCRIPTS_READY } from "~/lib/page-scripts-ready";
import { settleHydrationData } from "./hydration-data.server";

/** How long the router waits for deferred loader data while encoding it (pages defer none today). */
export const streamTimeout = 5_000;

/**
 * Renders the whole document to one string and answers it with its length (decision 015).
 * Pages have no deferred data, so nothing is streamed: the router's data for hydration is read
 * to its end first and handed to its script tag already settled, and React renders in one
 * synchronous pass without encoding each chunk. The render thread then compresses it for the
 * client that asked (decision 023).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  await settleHydrationData(routerContext);
  const renderOnlyValues = drawnRenderOnlyValues(loadContext.renderOnlyValues);
  // A render error throws: the router logs it and renders the error boundary instead.
  const html = renderToString(
    <RenderOnlyValues value={renderOnlyValues}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </RenderOnlyValues>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  keepVisitorPagesPrivate(request, responseHeaders);
  const routeId = routerContext.staticHandlerContext.matches.at(-1)?.route.id;
  const when: StartWhen = { ...START_WHEN, firstUse: waitsForFirstUse(routeId) && !opensAPartByItself(new URL(request.url)), drawsTheCart: drawsTheCart(routeId) };
  return new Response(Buffer.from(`<!DOCTYPE html>${withPageStarter(html, when)}`), { headers: responseHeaders, status: responseStatusCode });
}

/**
 * Whether the address opens a part of the page at load, which needs the scripts then: a page of
 * a product's reviews, or a search over a page other than the results page (the overlay).
 */
function opensAPartByItself(url: URL): boolean {
  return urlOpensReviews({ href: url.href, hash: "" }) || entryShowsOverlay(url, null, url.pathname === SEARCH_PAGE_PATH);
}

/** When the page's scripts start (decisions 043, 044), but for whether the route waits for first use. */
const START_WHEN: StartWhen = {
  firstUse: false,
  drawsTheCart: false,
  readyEvent: PAGE_SCRIPTS_READY,
  swipeEvent: HELD_SWIPE,
  cartCookies: [cookies.items_in_cart, cookies.cart_hash],
  cartKeys: [STORAGE_KEYS.fragments, STORAGE_KEYS.hash],
  // A held tap waits this long for the scripts, then the browser does it as without them.
  giveUpMs: 10_000,
};

/** A page's data for a client-side navigation: private as its document would be. */
export function handleDataRequest(response: Response, { request }: { request: Request }): Response {
  keepVisitorPagesPrivate(request, response.headers);
  return response;
}
