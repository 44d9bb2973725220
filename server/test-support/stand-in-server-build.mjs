// A stand-in for the production server build, for tests that run the real render thread without
// building the app: one resource route answers every path with what it was asked; `/broken-body`
// answers a body that fails while it is read; `/page/?bytes=N` a page of about N bytes;
// `/kept/?product=N` a page showing product N, which counts the times it was drawn (`&cookie=1`: one setting a cookie;
// `&order=sales`: one ordered by sales, as a listing by popularity);
// `/posted-form/` (and the media upload, `/wp-json/wp/v2/media`) the form a post streamed in, as the app's code finds it.
const echo = async ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname === "/posted-form/" || url.pathname === "/wp-json/wp/v2/media") return postedForm(request);
  if (url.pathname === "/broken-body") {
    return new Response(new ReadableStream({ pull: (controller) => controller.error(new Error("the body failed")) }));
  }
  if (url.pathname === "/kept/") return keptPage(url);
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

/** The streamed form's entries (each file's name, type, size, bytes and whether it is on disk), and the body as `request.formData()` reads it. */
async function postedForm(request) {
  const { streamedForm, incomingFileOf } = await import("../../app/platform/.server/streamed-form.ts");
  const describe = async (form) => Promise.all([...form].map(async ([name, value]) =>
    typeof value === "string"
      ? { name, value }
      : { name, filename: value.name, type: value.type, size: value.size, text: await value.text(), path: incomingFileOf(value)?.path ?? null, cut: incomingFileOf(value)?.cut ?? null },
  ));
  const streamed = streamedForm();
  return Response.json({
    streamed: streamed ? await describe(streamed.form) : null,
    body: await request.formData().then(describe, () => null),
  });
}

let draws = 0;

/** A page drawn from a catalogue answer showing `product`, as the app notes it (versioned-cache.ts's `readingForPage`). */
function keptPage(url) {
  const product = Number(url.searchParams.get("product") ?? 0);
  const reads = globalThis[Symbol.for("cuahang.pageReads")]?.getStore();
  if (reads && product) {
    reads.sequences.add("catalog_version");
    reads.products.add(product);
    if (url.searchParams.get("order") === "sales") reads.orderedBy.add("sales");
  }
  draws++;
  const html = `<!DOCTYPE html><html lang="vi"><head><script>window.drawn = ${draws};</script></head><body><h1>Sản phẩm ${product}</h1><p data-drawn="${draws}">${"Áo sơ mi nam. ".repeat(100)}</p></body></html>`;
  const headers = { "Content-Type": "text/html; charset=utf-8" };
  if (url.searchParams.get("cookie")) headers["Set-Cookie"] = "wp_woocommerce_session_x=1; Path=/";
  return new Response(html, { headers });
}
