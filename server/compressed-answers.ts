import { MIN_COMPRESSED_BYTES, chooseEncoding, compress, compressibleType } from "../app/platform/.server/compression";

/** An answer as a render thread sends it back; its headers are changed in place. */
export type Answer = { status: number; headers: Headers; body: Uint8Array };
type Asked = { method: string; acceptEncoding: string | null };

/** Statuses with no body: a 304 stands for the body the client already holds. */
const BODILESS = new Set([204, 304]);

/**
 * The answer as the request's `Accept-Encoding` asks for it (decision 023): a text answer of
 * 1 KB or more is compressed, br before gzip, unless something encoded it already (a kept
 * answer, `kept-body.ts`) or its `Cache-Control` says `no-transform`. Every text answer says its
 * bytes depend on that header (`Vary`), and its `Content-Length` is the length of what is
 * sent. A HEAD's answer has no body to measure: it says neither its length nor its encoding,
 * which RFC 9110 §9.3.2 allows (its GET may have side effects a HEAD must not, so it is not
 * made in its place). A compressed answer's ETag becomes weak: its bytes differ from the plain
 * answer's, its meaning does not, and `If-None-Match` is compared weakly (RFC 9110 §13.1.2).
 */
export function encodeAnswer(answer: Answer, asked: Asked): Answer {
  const { headers } = answer;
  const text = compressibleType(headers.get("content-type"));
  if (text || answer.status === 304) varyOnEncoding(headers);
  if (BODILESS.has(answer.status) || asked.method === "HEAD") return answer;
  const encoding = text && !headers.has("content-encoding") && !noTransform(headers) && answer.body.byteLength >= MIN_COMPRESSED_BYTES
    ? chooseEncoding(asked.acceptEncoding)
    : null;
  const body = encoding ? compress(answer.body, encoding) : answer.body;
  if (encoding) {
    headers.set("Content-Encoding", encoding);
    const etag = headers.get("etag");
    if (etag?.startsWith('"')) headers.set("ETag", `W/${etag}`);
  }
  headers.set("Content-Length", String(body.byteLength));
  return { ...answer, body };
}

function varyOnEncoding(headers: Headers): void {
  const vary = headers.get("vary");
  if (!vary) headers.set("Vary", "Accept-Encoding");
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.set("Vary", `${vary}, Accept-Encoding`);
}

function noTransform(headers: Headers): boolean {
  return /(^|,)\s*no-transform\s*(,|$)/i.test(headers.get("cache-control") ?? "");
}
