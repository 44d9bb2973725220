import { type AppLoadContext, type ServerBuild, Scripts, createRequestHandler, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import handleRequest, { streamTimeout } from "./entry.server";

/**
 * entry.server.tsx hands React Router's hydration data to its script tag settled, through the
 * router's undocumented `renderMeta.streamCache` (hydration-data.server.ts). A document rendered
 * by the router's own request handler through that entry shows whether the router still reads it:
 * if not, `renderToString` leaves the data out (the script tag suspends) or the render throws.
 */
function Root() {
  const { greeting } = useLoaderData<typeof loader>();
  return (
    <html lang="vi">
      <head />
      <body>
        <p>{greeting}</p>
        <Scripts />
      </body>
    </html>
  );
}
const loader = () => ({ greeting: "Xin chào", items: [1, 2, 3] });

const build = {
  entry: { module: { default: handleRequest, streamTimeout } },
  routes: { root: { id: "root", path: "", module: { default: Root, loader } } },
  assets: {
    entry: { module: "/assets/entry.client.js", imports: [] },
    routes: {
      root: {
        id: "root",
        path: "",
        module: "/assets/root.js",
        hasAction: false,
        hasLoader: true,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: false,
        clientActionModule: undefined,
        clientLoaderModule: undefined,
        clientMiddlewareModule: undefined,
        hydrateFallbackModule: undefined,
      },
    },
    url: "/assets/manifest.js",
    version: "test",
  },
  basename: "/",
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: { v8_middleware: false, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

async function renderDocument(): Promise<Response> {
  const handler = createRequestHandler(build, "production");
  const loadContext = { cspNonce: "test-nonce", renderOnlyValues: new Map() } as unknown as AppLoadContext;
  return handler(new Request("http://shop.test/"), loadContext);
}

describe("a document rendered to one string", () => {
  it("carries the router's hydration data whole, in one script with the nonce, and closes the stream", async () => {
    const response = await renderDocument();
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="vi">/);
    expect(html).toContain("<p>Xin chào</p>");
    const enqueued = [...html.matchAll(/<script nonce="test-nonce">window\.__reactRouterContext\.streamController\.enqueue\((.*?)\);<\/script>/g)];
    expect(enqueued).toHaveLength(1);
    const data = JSON.parse(enqueued[0]![1]!) as string;
    expect(data).toContain('"greeting","Xin chào"');
    expect(html).toContain('<script nonce="test-nonce">window.__reactRouterContext.streamController.close();</script>');
  });
});
