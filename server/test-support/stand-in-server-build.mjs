// A stand-in for the production server build, for tests that run the real render thread without
// building the app: one resource route answers every path with what it was asked; `/broken-body`
// answers a body that fails while it is read; `/page/?bytes=N` a page of about N bytes.
const echo = ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname === "/broken-body") {
    return new Response(new ReadableStream({ pull: (controller) => controller.error(new Error("the body failed")) }));
  }
  if (url.pathname === "/page/") {
    const items = Math.ceil(Number(url.searchParams.get("bytes")) / 40);
    return new Response(`<ul>${'<li class="product">Áo sơ mi nam</li>'.repeat(items)}</ul>`, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  }
  return Response.json({ method: request.method, path: url.pathname + url.search });
};

export const routes = {
  echo: { id: "echo", parentId: undefined, path: "*", index: undefined, caseSensitive: undefined, module: { loader: echo, action: echo } },
};
export const entry = { module: { default: () => new Response("no documents here", { status: 500 }) } };
export const assets = { version: "stand-in", url: "/manifest.js", entry: { module: "/entry.js", imports: [] }, routes: {} };
export const future = {};
export const basename = "/";
export const publicPath = "/";
export const assetsBuildDirectory = "build/client";
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: "initial", manifestPath: "/__manifest" };
