import { renderToString } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { RenderOnlyValues } from "~/ui/render-only";

/** How long the router waits for deferred loader data while encoding it (pages defer none today). */
export const streamTimeout = 5_000;

/**
 * Renders the whole document to one string and answers it with its length (decision 015).
 * Pages have no deferred data, so nothing is streamed: the router's data for hydration is read
 * to its end first and handed to its script tag already settled, and React renders in one
 * synchronous pass without encoding each chunk. No compression here: compress at the proxy.
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
  // A render error throws: the router logs it and renders the error boundary instead.
  const html = renderToString(
    <RenderOnlyValues value={loadContext.renderOnlyValues}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </RenderOnlyValues>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(Buffer.from(`<!DOCTYPE html>${html}`), { headers: responseHeaders, status: responseStatusCode });
}

/**
 * The router writes its hydration data from a stream, one suspended chunk at a time. Reading the
 * stream here and leaving the whole text where its script tag looks for chunk 0 lets that tag
 * render without suspending. Relies on `renderMeta.streamCache` of react-router 7.18.4 (pinned).
 */
async function settleHydrationData(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value, { stream: true });
  text += decoder.decode();
  reader.releaseLock();
  const settled = Object.assign(Promise.resolve(), { result: { done: true, value: text } });
  (context.renderMeta as { streamCache?: Record<number, unknown> }).streamCache = { 0: settled };
}
