import { renderToString } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { RenderOnlyValues, drawnRenderOnlyValues } from "~/ui/render-only";
import { keepVisitorPagesPrivate } from "~/platform/.server/personal-pages";
import { scriptsAfterMainPicture } from "~/platform/.server/page-scripts";
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
  return new Response(Buffer.from(`<!DOCTYPE html>${scriptsAfterMainPicture(html)}`), { headers: responseHeaders, status: responseStatusCode });
}

/** A page's data for a client-side navigation: private as its document would be. */
export function handleDataRequest(response: Response, { request }: { request: Request }): Response {
  keepVisitorPagesPrivate(request, response.headers);
  return response;
}
