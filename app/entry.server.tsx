import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";

export const streamTimeout = 5_000;

/** Whether any loader handed back a promise to resolve after the shell (deferred data). */
function hasDeferredData(context: EntryContext): boolean {
  const loaderData = context.staticHandlerContext.loaderData ?? {};
  return Object.values(loaderData).some(
    (data) => data !== null && typeof data === "object" && Object.values(data).some((v) => v instanceof Promise),
  );
}

/**
 * Renders a page. A page whose data is all there (every page today) is rendered whole and sent
 * in one write: streaming it would only cut it into 2 KB pieces, each carried through a web
 * stream and a socket write, which costs a third of the server's time and gains the shopper
 * nothing. A page with deferred data streams its shell to browsers first; crawlers always get
 * the whole document. No compression here: per-chunk compression of a stream costs more than it
 * saves (compress at the proxy, or cache pre-compressed pages).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const stream = hasDeferredData(routerContext) && !isbot(request.headers.get("user-agent") ?? "");
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
          if (!stream) return;
          const body = new PassThrough();
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onAllReady() {
          if (stream) return;
          const chunks: Buffer[] = [];
          pipe(
            new Writable({
              write(chunk: Buffer, _encoding, done) {
                chunks.push(chunk);
                done();
              },
              final(done) {
                resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
                done();
              },
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.log.error({ err: error, url: request.url }, "render failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
