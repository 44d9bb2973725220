import type { EntryContext } from "react-router";

/**
 * Lets the document render in one synchronous pass (decision 015). React Router writes a page's
 * hydration data from a stream, one suspended chunk at a time (`StreamTransfer`, rendered by
 * `ServerRouter`), which `renderToString` cannot wait for. Reading the stream to its end here and
 * leaving the whole text where that component looks for chunk 0 lets it render without suspending.
 *
 * `renderMeta.streamCache` is React Router's own: typed on `EntryContext` but undocumented, and no
 * public API of 7.18.4 (pinned) hands the data over without a stream. This module is the only
 * place that touches it; hydration-data.server.test.ts renders a document through it and fails
 * when an upgrade changes how the router reads it.
 */
export async function settleHydrationData(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const renderMeta = context.renderMeta;
  if (!renderMeta) throw new Error("React Router left out renderMeta: the page's hydration data cannot be settled.");
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value, { stream: true });
  text += decoder.decode();
  reader.releaseLock();
  renderMeta.streamCache = { 0: Object.assign(Promise.resolve(), { result: { done: true, value: text } }) };
}
