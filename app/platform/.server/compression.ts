import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Text answers compressed for the client that asked (decision 023): which encoding a request
 * accepts, which answers are worth it, and the compressing itself. Render threads compress each
 * answer they make (`server/compressed-answers.ts`); what is kept rendered is compressed once
 * (`kept-body.ts`).
 */
export type ContentEncoding = "br" | "gzip";

/** Below this an answer fits a packet or two either way: compressing it saves no round trip. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Brotli's quality for an answer made per request. Measured on a render thread under load, per
 * page (render ~7 ms): 4 costs ~1.2 ms, as gzip 6 does, for 3–5 % fewer bytes (shop page 94 →
 * 10.8 KB); 5 costs ~2 ms for another 9 % less. An answer kept for many requests is compressed
 * once, at 10 (a quick view: ~5 ms, 15 % smaller than at 4). Decision 023.
 */
export const PER_REQUEST_QUALITY = 4;
export const KEPT_QUALITY = 10;
/** gzip's level, wherever a page is gzipped: the same bytes for the same page, under one strong ETag. */
export const GZIP_LEVEL = 6;

/**
 * The encoding `acceptEncoding` asks for: br or gzip, whichever it weighs higher (br on a tie,
 * being the smaller); none when it names neither (nor `*`) or weighs them q=0.
 */
export function chooseEncoding(acceptEncoding: string | null | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [token = "", ...params] = part.split(";");
    const name = token.trim().toLowerCase();
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key = "", value = ""] = param.split("=");
      // A weight that does not read as a number is taken as a refusal, not as consent.
      if (key.trim().toLowerCase() === "q") weight = Math.min(1, Number(value.trim()) || 0);
    }
    weights.set(name === "x-gzip" ? "gzip" : name, weight);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gzip = weightOf("gzip");
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? "br" : "gzip";
}

const COMPRESSIBLE = /^\s*(text\/|image\/svg\+xml|application\/(json|javascript|xml|xhtml\+xml|[\w.-]+\+(json|xml))\b)/i;

/** Text formats only: images, fonts and archives are compressed already. */
export function compressibleType(contentType: string | null | undefined): boolean {
  return Boolean(contentType && COMPRESSIBLE.test(contentType));
}

export function compress(body: Uint8Array, encoding: ContentEncoding, quality = PER_REQUEST_QUALITY): Buffer {
  if (encoding === "gzip") return gzipSync(body, { level: GZIP_LEVEL });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}
