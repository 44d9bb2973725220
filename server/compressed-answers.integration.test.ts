import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StandInServer, startStandInServer } from "./test-support/stand-in-pool";

/**
 * The production server's answers as they leave it: the real render thread (from source) on a
 * stand-in server build, behind the Express application, read byte for byte as sent.
 */

let server: StandInServer;
let port: number;

beforeAll(async () => {
  server = await startStandInServer("compressed-answers", { renderThreads: true });
  port = server.port;
});

afterAll(() => server.close());

type Sent = { status: number; headers: http.IncomingHttpHeaders; bytes: Buffer };

/** The answer's bytes as they came over the connection, not decoded. */
function send(target: string, o: { method?: string; acceptEncoding?: string } = {}): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const headers = o.acceptEncoding === undefined ? {} : { "Accept-Encoding": o.acceptEncoding };
    const req = http.request({ host: "127.0.0.1", port, path: target, method: o.method ?? "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("a page as the server sends it", () => {
  it("is br for a browser, gzip for a client without br, plain for one that asks for neither; the same page each time", async () => {
    const plain = await send("/page/?bytes=30000");
    expect(plain.bytes.byteLength).toBeGreaterThan(25_000);
    const expected = plain.bytes.toString("utf8");
    expect(expected).toMatch(/^<ul><li class="product">Áo sơ mi nam<\/li>/);

    const cases = [
      { acceptEncoding: "gzip, deflate, br, zstd", encoding: "br" },
      { acceptEncoding: "gzip, deflate", encoding: "gzip" },
      { acceptEncoding: "br;q=0, gzip", encoding: "gzip" },
      { acceptEncoding: "br;q=0, gzip;q=0", encoding: undefined },
      { acceptEncoding: "identity", encoding: undefined },
    ];
    for (const { acceptEncoding, encoding } of cases) {
      const sent = await send("/page/?bytes=30000", { acceptEncoding });
      const decoded = encoding === "br" ? brotliDecompressSync(sent.bytes) : encoding === "gzip" ? gunzipSync(sent.bytes) : sent.bytes;
      expect({ acceptEncoding, status: sent.status, encoding: sent.headers["content-encoding"], vary: sent.headers.vary, length: sent.headers["content-length"] }).toEqual({
        acceptEncoding,
        status: 200,
        encoding,
        vary: "Accept-Encoding",
        length: String(sent.bytes.byteLength),
      });
      expect(decoded.toString("utf8")).toBe(expected);
      if (encoding) expect(sent.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 20);
    }
    expect([plain.headers["content-encoding"], plain.headers["content-length"]]).toEqual([undefined, String(plain.bytes.byteLength)]);
  });

  it("is not compressed under 1 KB", async () => {
    const small = await send("/page/?bytes=400", { acceptEncoding: "br, gzip" });
    expect([small.headers["content-encoding"], small.headers.vary, small.headers["content-length"]]).toEqual([undefined, "Accept-Encoding", String(small.bytes.byteLength)]);
    expect(small.bytes.toString("utf8")).toMatch(/^<ul><li/);
  });

  it("answers HEAD with the page's headers and no body", async () => {
    const head = await send("/page/?bytes=30000", { method: "HEAD", acceptEncoding: "br, gzip" });
    expect({ status: head.status, type: head.headers["content-type"], vary: head.headers.vary, encoding: head.headers["content-encoding"], bytes: head.bytes.byteLength }).toEqual({
      status: 200,
      type: "text/html; charset=utf-8",
      vary: "Accept-Encoding",
      encoding: undefined,
      bytes: 0,
    });
  });
});
