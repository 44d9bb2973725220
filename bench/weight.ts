import { request } from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";

/**
 * First-load weight of a page as a phone on mobile data pays for it: the HTML gzipped plus every
 * stylesheet and script it pulls in before it is interactive, as sent with `Accept-Encoding: gzip`.
 * Images are not counted: they load lazily and are sized per screen.
 */
export type Weight = { htmlGzip: number; css: number; js: number; total: number; files: Array<{ url: string; bytes: number }> };

/** Raw bytes on the wire (no decompression), so a pre-compressed asset counts at its compressed size. */
function transferred(url: string): Promise<{ status: number; encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/** Stylesheets and scripts the document asks for before it is interactive. */
export function referencedAssets(html: string): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, "rel");
    const href = attr(tag, "href");
    if (!href) continue;
    if (rel === "stylesheet") css.add(href);
    if (rel === "modulepreload") js.add(href);
  }
  for (const [, attrs, inline] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (attr(attrs!, "type") !== "module") continue;
    const src = attr(attrs!, "src");
    if (src) js.add(src);
    // React Router's inline bootstrap imports the manifest, entry and route modules.
    for (const [, specifier] of inline!.matchAll(/\bimport\s*(?:\(\s*|[\w*{}\s,]*?\bfrom\s*)?["']([^"']+)["']/g)) {
      js.add(specifier!);
    }
  }
  return { css: [...css], js: [...js] };
}

export async function firstLoadWeight(origin: string, path: string): Promise<Weight> {
  const page = await transferred(new URL(path, origin).href);
  if (page.status !== 200) throw new Error(`weight: ${path} answered ${page.status}`);
  // The app streams HTML uncompressed (compression belongs to a proxy or a page cache): count it
  // as such a layer would send it, at gzip's default level. A compressed answer counts as sent.
  const html = page.encoding ? gunzipSync(page.body) : page.body;
  const htmlGzip = page.encoding ? page.body.length : gzipSync(html).length;
  const { css, js } = referencedAssets(html.toString("utf8"));
  const files: Weight["files"] = [];
  const sum = async (urls: string[]) => {
    let total = 0;
    for (const url of urls) {
      const asset = await transferred(new URL(url, origin).href);
      if (asset.status !== 200) throw new Error(`weight: ${url} (from ${path}) answered ${asset.status}`);
      files.push({ url, bytes: asset.body.length });
      total += asset.body.length;
    }
    return total;
  };
  const cssBytes = await sum(css);
  const jsBytes = await sum(js);
  return { htmlGzip, css: cssBytes, js: jsBytes, total: htmlGzip + cssBytes + jsBytes, files };
}
