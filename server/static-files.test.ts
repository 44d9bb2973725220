import { once } from "node:events";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express, { type RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticFiles } from "./static-files";

/**
 * Each variant holds different text, so the body (which fetch decompresses) tells which file
 * was sent.
 */
const PLAIN = 'console.log("plain");';
const FROM_BR = 'console.log("br");';
const FROM_GZ = 'console.log("gz");';
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';

const fallThrough: RequestHandler = (req, res) => {
  res.status(404).send(`next: ${req.path}`);
};

let root: string;
let base: string;
let server: ReturnType<ReturnType<typeof express>["listen"]>;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "static-files-"));
  await mkdir(path.join(root, "assets"));
  await writeFile(path.join(root, "assets/app-abc123.js"), PLAIN);
  await writeFile(path.join(root, "assets/app-abc123.js.br"), brotliCompressSync(FROM_BR));
  await writeFile(path.join(root, "assets/app-abc123.js.gz"), gzipSync(FROM_GZ));
  await writeFile(path.join(root, "favicon.svg"), FAVICON);
  await writeFile(path.join(root, "assets/hero-abc123.avif"), "avif");
  server = express().use(await staticFiles(root), fallThrough).listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await rm(root, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(base + pathname, { headers });

describe("staticFiles", () => {
  it("sends the Brotli twin to a browser that accepts br", async () => {
    const res = await get("/assets/app-abc123.js", { "Accept-Encoding": "gzip, deflate, br" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(await res.text()).toBe(FROM_BR);
  });

  it("sends the gzip twin to a browser that accepts only gzip", async () => {
    const res = await get("/assets/app-abc123.js", { "Accept-Encoding": "gzip" });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(await res.text()).toBe(FROM_GZ);
  });

  it("sends the gzip twin to a browser that refuses br (q=0), and the file itself when both are refused", async () => {
    const gzip = await get("/assets/app-abc123.js", { "Accept-Encoding": "br;q=0, gzip" });
    expect([gzip.headers.get("content-encoding"), await gzip.text()]).toEqual(["gzip", FROM_GZ]);
    const plain = await get("/assets/app-abc123.js", { "Accept-Encoding": "br;q=0, gzip;q=0" });
    expect([plain.headers.get("content-encoding"), await plain.text()]).toEqual([null, PLAIN]);
  });

  it("sends the file itself when no compression is accepted", async () => {
    const res = await get("/assets/app-abc123.js", { "Accept-Encoding": "identity" });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(PLAIN)));
    expect(await res.text()).toBe(PLAIN);
  });

  it("caches fingerprinted assets for a year and other files for an hour", async () => {
    expect((await get("/assets/app-abc123.js")).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const favicon = await get("/favicon.svg", { "Accept-Encoding": "br" });
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(favicon.headers.get("content-type")).toBe("image/svg+xml");
    expect(favicon.headers.get("content-encoding")).toBeNull();
    expect(await favicon.text()).toBe(FAVICON);
  });

  it("sends an AVIF as image/avif, fingerprinted under /assets/ for a year", async () => {
    const avif = await get("/assets/hero-abc123.avif");
    expect([avif.status, avif.headers.get("content-type"), avif.headers.get("cache-control")]).toEqual([200, "image/avif", "public, max-age=31536000, immutable"]);
  });

  it("answers 304 without a body when the browser's copy is current", async () => {
    const etag = (await get("/favicon.svg")).headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-z.]+-[0-9a-z.]+"$/);
    const res = await get("/favicon.svg", { "If-None-Match": etag ?? "" });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe("");
    expect((await get("/favicon.svg", { "If-None-Match": '"stale"' })).status).toBe(200);
  });

  it("gives each encoding its own validator, and a 304 no Content-Encoding", async () => {
    const br = (await get("/assets/app-abc123.js", { "Accept-Encoding": "br" })).headers.get("etag")!;
    const gz = (await get("/assets/app-abc123.js", { "Accept-Encoding": "gzip" })).headers.get("etag")!;
    const plain = (await get("/assets/app-abc123.js", { "Accept-Encoding": "identity" })).headers.get("etag")!;
    expect(new Set([br, gz, plain]).size).toBe(3);
    expect(br).toMatch(/-br"$/);
    const notModified = await get("/assets/app-abc123.js", { "Accept-Encoding": "br", "If-None-Match": br });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("content-encoding")).toBeNull();
    expect((await get("/assets/app-abc123.js", { "Accept-Encoding": "gzip", "If-None-Match": br })).status).toBe(200);
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await fetch(`${base}/favicon.svg`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(FAVICON)));
    expect(await res.text()).toBe("");
  });

  it("passes unknown paths, the compressed twins themselves and other methods to the next handler", async () => {
    for (const pathname of ["/assets/missing.js", "/assets/app-abc123.js.br", "/"]) {
      const res = await get(pathname);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(`next: ${pathname}`);
    }
    const post = await fetch(`${base}/favicon.svg`, { method: "POST" });
    expect(await post.text()).toBe("next: /favicon.svg");
  });
});
