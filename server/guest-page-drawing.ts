import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { type ContentEncoding, GZIP_LEVEL } from "../app/platform/.server/compression";
import { type PageReads, drawnFrom } from "../app/platform/.server/versioned-cache";
import type { KeptDrawing, SharedDrawing } from "./render-messages";
import { VISITOR_PAGE_CACHE_CONTROL } from "../app/platform/.server/personal-pages";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * How long a shared cache (a CDN, a proxy) may keep a guest's page, and serve it stale while it
 * asks again. Browsers ask every time (`max-age=0`) and get a 304 while the page holds. The
 * server's own copy follows the catalogue (kept-pages.ts); a CDN's follows the purge hook.
 */
export const GUEST_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/**
 * Brotli's quality for a kept page: a page is drawn again whenever what it shows changes (an
 * order of one of its products), so across the catalogue most drawings are read a few times
 * only. Quality 5 costs ~2 ms for a shop page and sends within ~6 % of quality 10's bytes, which
 * cost ten times as much. gzip (for the rare client without br) at its default level, made here for
 * a shared page only: a guest's page is gzipped by the main thread when a client first asks so.
 */
const KEPT_PAGE_QUALITY = 5;

type Drawn = { method: string; status: number; headers: Headers; cookies: readonly string[]; html: Uint8Array };

/**
 * A page drawn without a nonce, for a guest without state (the main thread asks so: kept-pages.ts).
 * Its inline scripts are allowed by their hashes, whether or not it is kept. It is kept when it
 * is a whole page (200, HTML) that nothing made the visitor's own: no cookie set, no
 * `Cache-Control` of its own (the personal pages', decision 005). Then it leaves here as every
 * guest gets it: compressed with brotli, with its ETag and the cache's lifetimes.
 */
export function finishGuestPage(page: Drawn, reads: PageReads): Promise<KeptDrawing | null> {
  return finishNonceFreePage(page, reads, { drawnWith: null, keptWith: GUEST_PAGE_CACHE_CONTROL }, async () => ({}));
}

/**
 * A signed-in shopper's catalogue page drawn without a nonce, to be sent to every shopper of the
 * same face (`shared-pages.ts`, decision 040). Kept on the same terms as a guest's, except that
 * it carries the `Cache-Control` of every visitor's own page, which it keeps: no shared cache
 * may store it, as it holds the header of a signed-in visitor. The thread that keeps it sends
 * it, in either form: it is gzipped too.
 */
export function finishSharedPage(page: Drawn, reads: PageReads): Promise<SharedDrawing | null> {
  return finishNonceFreePage(page, reads, { drawnWith: VISITOR_PAGE_CACHE_CONTROL, keptWith: VISITOR_PAGE_CACHE_CONTROL }, async (html) => ({
    gzip: own(await gzipAsync(html, { level: GZIP_LEVEL })),
  }));
}

/**
 * `drawnWith`: the `Cache-Control` a page may come with and still be kept (null: none); `keptWith`:
 * the one it is kept with; `otherForms`: what is made beside the brotli form, at the same time.
 */
async function finishNonceFreePage<Forms extends object>(
  page: Drawn,
  reads: PageReads,
  cacheControl: { drawnWith: string | null; keptWith: string },
  otherForms: (html: Uint8Array) => Promise<Forms>,
): Promise<(KeptDrawing & Forms) | null> {
  if (!/^text\/html\b/i.test(page.headers.get("content-type") ?? "")) return null;
  const text = Buffer.from(page.html.buffer, page.html.byteOffset, page.html.byteLength).toString("utf8");
  page.headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(text).join(" ")));
  const kept =
    page.method === "GET" && page.status === 200 && page.cookies.length === 0 && !page.headers.has("set-cookie") && page.headers.get("cache-control") === cacheControl.drawnWith;
  if (!kept) return null;
  page.headers.set("Cache-Control", cacheControl.keptWith);
  const [br, forms] = await Promise.all([
    brotliAsync(page.html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: KEPT_PAGE_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: page.html.byteLength,
      },
    }),
    otherForms(page.html),
  ]);
  const etag = createHash("sha256").update(page.html).digest("base64url").slice(0, 22);
  page.headers.set("Vary", "Accept-Encoding");
  return { drawn: drawnFrom(reads), etag, headers: [...page.headers], br: own(br), ...forms };
}

/**
 * Each form of a kept page has its own strong ETag (RFC 9110 §8.8.3: the bytes differ), all
 * sharing the page's hash; `If-None-Match` naming any form of the same page is answered 304, as
 * the page itself is unchanged.
 */
export function etagOf(hash: string, encoding: ContentEncoding | null): string {
  return `"${hash}${encoding === "br" ? "-br" : encoding === "gzip" ? "-gz" : ""}"`;
}

/** Whether `ifNoneMatch` names a form of the page whose hash is `hash` (or `*`). */
export function matchesPage(ifNoneMatch: string | undefined, hash: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  for (const tag of ifNoneMatch.split(",")) {
    const opaque = tag.trim().replace(/^W\//, "");
    if (opaque === `"${hash}"` || opaque === `"${hash}-br"` || opaque === `"${hash}-gz"`) return true;
  }
  return false;
}

function own(bytes: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
}
