import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodeAnswer } from "./compressed-answers";

const page = Buffer.from(`<!DOCTYPE html><html lang="vi"><body>${'<li class="product">Áo thun cổ tròn</li>'.repeat(100)}</body></html>`);
const html = (extra: Record<string, string> = {}) => new Headers({ "Content-Type": "text/html; charset=utf-8", ...extra });
const get = (acceptEncoding: string | null) => ({ method: "GET", acceptEncoding });

describe("encodeAnswer", () => {
  it("compresses a page with br when asked for it, and says so", () => {
    const answer = encodeAnswer({ status: 200, headers: html(), body: page }, get("gzip, deflate, br, zstd"));
    expect(Object.fromEntries(answer.headers)).toEqual({
      "content-type": "text/html; charset=utf-8",
      "content-encoding": "br",
      vary: "Accept-Encoding",
      "content-length": String(answer.body.byteLength),
    });
    expect(brotliDecompressSync(answer.body).equals(page)).toBe(true);
    expect(answer.body.byteLength).toBeLessThan(page.byteLength / 10);
  });

  it("falls back to gzip, and to the plain bytes when neither is accepted", () => {
    const gzip = encodeAnswer({ status: 404, headers: html(), body: page }, get("gzip;q=1, br;q=0"));
    expect([gzip.status, gzip.headers.get("content-encoding")]).toEqual([404, "gzip"]);
    expect(gunzipSync(gzip.body).equals(page)).toBe(true);
    for (const accept of [null, "identity", "br;q=0, gzip;q=0"]) {
      const plain = encodeAnswer({ status: 200, headers: html(), body: page }, get(accept));
      expect([plain.headers.get("content-encoding"), plain.headers.get("vary"), plain.headers.get("content-length")]).toEqual([null, "Accept-Encoding", String(page.byteLength)]);
      expect(plain.body).toBe(page);
    }
  });

  it("leaves short answers, pictures, encoded and no-transform answers as they are", () => {
    const short = encodeAnswer({ status: 200, headers: new Headers({ "Content-Type": "application/json" }), body: Buffer.from('{"ok":true}') }, get("br"));
    expect([short.headers.get("content-encoding"), short.headers.get("vary"), short.headers.get("content-length")]).toEqual([null, "Accept-Encoding", "11"]);
    const png = encodeAnswer({ status: 200, headers: new Headers({ "Content-Type": "image/png" }), body: page }, get("br"));
    expect([png.headers.get("content-encoding"), png.headers.get("vary")]).toEqual([null, null]);
    const kept = Buffer.from("already brotli");
    const encoded = encodeAnswer({ status: 200, headers: html({ "Content-Encoding": "br" }), body: kept }, get("br"));
    expect([encoded.body, encoded.headers.get("content-length")]).toEqual([kept, String(kept.byteLength)]);
    const noTransform = encodeAnswer({ status: 200, headers: html({ "Cache-Control": "public, no-transform" }), body: page }, get("br"));
    expect(noTransform.headers.get("content-encoding")).toBeNull();
  });

  it("adds to a Vary the answer had, and makes a compressed answer's ETag weak", () => {
    const answer = encodeAnswer({ status: 200, headers: html({ Vary: "Cookie", ETag: '"v42"' }), body: page }, get("br"));
    expect([answer.headers.get("vary"), answer.headers.get("etag")]).toEqual(["Cookie, Accept-Encoding", 'W/"v42"']);
    const plain = encodeAnswer({ status: 200, headers: html({ Vary: "accept-encoding", ETag: '"v42"' }), body: page }, get(null));
    expect([plain.headers.get("vary"), plain.headers.get("etag")]).toEqual(["accept-encoding", '"v42"']);
  });

  it("answers HEAD and 304 without a length or an encoding it could not know, but with Vary", () => {
    const head = encodeAnswer({ status: 200, headers: html(), body: new Uint8Array() }, { method: "HEAD", acceptEncoding: "br" });
    expect(Object.fromEntries(head.headers)).toEqual({ "content-type": "text/html; charset=utf-8", vary: "Accept-Encoding" });
    const notModified = encodeAnswer({ status: 304, headers: new Headers({ ETag: 'W/"v42"' }), body: new Uint8Array() }, get("br"));
    expect(Object.fromEntries(notModified.headers)).toEqual({ etag: 'W/"v42"', vary: "Accept-Encoding" });
  });
});
