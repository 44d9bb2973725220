import { readFile, readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { chooseEncoding } from "../app/platform/.server/compression";

type Variant = { body: Buffer; encoding: "br" | "gzip" | null };
type Asset = { type: string; etag: string; immutable: boolean; variants: Variant[] };

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".jpg": "image/jpeg",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json",
};

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Serves the client build from memory. Fingerprinted files under /assets/ are cached for a year
 * as immutable; each file is sent as its pre-compressed .br or .gz twin when the browser accepts
 * it (made at build time, so nothing is compressed per request).
 */
export async function staticFiles(root: string): Promise<RequestHandler> {
  const assets = new Map<string, Asset>();
  for await (const file of walk(root)) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const rel = `/${path.relative(root, file).split(path.sep).join("/")}`;
    const info = await stat(file);
    const variants: Variant[] = [];
    for (const [suffix, encoding] of [[".br", "br"], [".gz", "gzip"]] as const) {
      const body = await readFile(file + suffix).catch(() => null);
      if (body) variants.push({ body, encoding });
    }
    variants.push({ body: await readFile(file), encoding: null });
    assets.set(rel, {
      type: TYPES[path.extname(file)] ?? "application/octet-stream",
      etag: `"${info.size.toString(36)}-${info.mtimeMs.toString(36)}"`,
      immutable: rel.startsWith("/assets/"),
      variants,
    });
  }

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const asset = assets.get(req.path);
    if (!asset) return next();
    // Negotiated as pages are (q=0 is a refusal); a file with no twin for it goes as it is.
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const variant = asset.variants.find((v) => encoding !== null && v.encoding === encoding) ?? asset.variants[asset.variants.length - 1]!;
    // Each encoding is a different body, so each gets its own validator (RFC 9110 §8.8.3).
    const etag = variant.encoding ? `${asset.etag.slice(0, -1)}-${variant.encoding}"` : asset.etag;
    res.setHeader("Content-Type", asset.type);
    res.setHeader("Cache-Control", asset.immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    res.setHeader("ETag", etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === etag) return void res.status(304).end();
    if (variant.encoding) res.setHeader("Content-Encoding", variant.encoding);
    res.setHeader("Content-Length", variant.body.length);
    res.end(req.method === "HEAD" ? undefined : variant.body);
  };
}
