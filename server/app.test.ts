import http from "node:http";
import { once } from "node:events";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { RequestHandler } from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppServices } from "../app/platform/.server/context";
import { createApp } from "./app";
import { staticFiles } from "./static-files";
import { testUploads } from "../tests/support/uploads";

/**
 * The Express application as production assembles it, around a router that only notes what
 * reached it: what every answer carries, and what is answered before the router (and its render
 * threads) sees a request.
 */
const SECURITY_HEADERS = ["content-security-policy", "x-content-type-options", "x-frame-options", "referrer-policy", "permissions-policy", "cross-origin-opener-policy"];

let root: string;
let origin: string;
let server: http.Server;
const routed: string[] = [];
const errors: unknown[] = [];

const router: RequestHandler = (req, res) => {
  routed.push(req.originalUrl);
  res.type("text/html").send("<p>page</p>");
};

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "app-"));
  const uploadsDir = path.join(root, "uploads");
  await mkdir(path.join(uploadsDir, "2024"), { recursive: true });
  await writeFile(path.join(uploadsDir, "2024/ao.jpg"), "jpeg");
  await writeFile(path.join(uploadsDir, "2024/ao-800x800.avif"), "avif");
  await writeFile(path.join(uploadsDir, ".env"), "SECRET_KEY=x");
  await writeFile(path.join(root, "secrets.json"), "{}");
  await mkdir(path.join(root, "client/assets"), { recursive: true });
  await writeFile(path.join(root, "client/assets/app-abc.js"), "1");
  const services = {
    db: { execute: async () => [] },
    log: { error: (...args: unknown[]) => errors.push(args) },
    site: { uploadsDir, secureCookies: false },
  } as unknown as AppServices;
  const app = createApp({
    services,
    trustProxy: false,
    assets: await staticFiles(path.join(root, "client")),
    router,
    mode: "production",
    uploads: testUploads(),
    renderThreads: () => ({ running: 2, restarts: 0 }),
  });
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await rm(root, { recursive: true, force: true });
});

beforeEach(() => {
  routed.length = 0;
  errors.length = 0;
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request sent as written: the path not normalised (fetch would resolve `..`), any Host and method. */
function send(target: string, o: { method?: string; host?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(origin);
    const req = http.request({ host: url.hostname, port: url.port, path: target, method: o.method ?? "GET", headers: o.host === undefined ? {} : { host: o.host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const securityHeadersOf = (answer: Answer) => SECURITY_HEADERS.filter((name) => answer.headers[name] !== undefined);

describe("every answer", () => {
  it("carries the security headers: pages, files of the build, uploads, a missing upload, /healthz and refusals", async () => {
    for (const [target, status] of [
      ["/cua-hang/", 200],
      ["/assets/app-abc.js", 200],
      ["/wp-content/uploads/2024/ao.jpg", 200],
      ["/wp-content/uploads/2024/khong-co.jpg", 404],
      ["/healthz", 200],
      ["/san-pham/%ZZ/", 400],
    ] as const) {
      const answer = await send(target);
      expect({ target, status: answer.status, headers: securityHeadersOf(answer) }).toEqual({ target, status, headers: SECURITY_HEADERS });
    }
    const trace = await send("/", { method: "TRACE" });
    expect(securityHeadersOf(trace)).toEqual(SECURITY_HEADERS);
  });

  it("/healthz reports the database and the render threads", async () => {
    const answer = await send("/healthz");
    expect(JSON.parse(answer.body)).toEqual({ status: "ok", renderThreads: { running: 2, restarts: 0 } });
  });
});

describe("uploads", () => {
  it("serves a file that is there", async () => {
    const answer = await send("/wp-content/uploads/2024/ao.jpg");
    expect([answer.status, answer.headers["content-type"], answer.body]).toEqual([200, "image/jpeg", "jpeg"]);
  });

  it("keeps a file asked for with its fingerprint for a year, and one without it for 30 days", async () => {
    const fingerprinted = await send("/wp-content/uploads/2024/ao.jpg?v=Ab3_-x9Qz0");
    expect([fingerprinted.status, fingerprinted.headers["cache-control"], fingerprinted.body]).toEqual([200, "public, max-age=31536000, immutable", "jpeg"]);
    const plain = await send("/wp-content/uploads/2024/ao.jpg");
    expect([plain.status, plain.headers["cache-control"]]).toEqual([200, "public, max-age=2592000"]);
    const empty = await send("/wp-content/uploads/2024/ao.jpg?v=");
    expect(empty.headers["cache-control"]).toBe("public, max-age=2592000");
  });

  it("sends an AVIF rendition as image/avif, kept for a year with its fingerprint as the others are", async () => {
    const fingerprinted = await send("/wp-content/uploads/2024/ao-800x800.avif?v=Ab3_-x9Qz0");
    expect([fingerprinted.status, fingerprinted.headers["content-type"], fingerprinted.headers["cache-control"], fingerprinted.body]).toEqual([
      200,
      "image/avif",
      "public, max-age=31536000, immutable",
      "avif",
    ]);
    const plain = await send("/wp-content/uploads/2024/ao-800x800.avif");
    expect([plain.headers["content-type"], plain.headers["cache-control"]]).toEqual(["image/avif", "public, max-age=2592000"]);
  });

  it("answers a missing or refused file with a plain 404, without a page or an error in the log", async () => {
    for (const target of ["/wp-content/uploads/2024/khong-co.jpg", "/wp-content/uploads/.env", "/wp-content/uploads/2024", "/wp-content/uploads/2024/"]) {
      const answer = await send(target);
      expect({ target, status: answer.status, type: answer.headers["content-type"], body: answer.body }).toEqual({
        target,
        status: 404,
        type: "text/plain; charset=utf-8",
        body: "Không tìm thấy tệp.",
      });
    }
    const head = await send("/wp-content/uploads/khong-co.webp", { method: "HEAD" });
    expect([head.status, head.body]).toEqual([404, ""]);
    expect(routed).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("requests no handler can answer", () => {
  it("refuses an address that climbs out of its folder, does not decode or holds a control character with a plain 400", async () => {
    for (const target of [
      "/wp-content/uploads/../../secrets.json",
      "/wp-content/uploads/%2e%2e/%2e%2e/secrets.json",
      "/wp-content/uploads/2024%2f..%2f..%2fsecrets.json",
      "/assets/..%5c..%5cpackage.json",
      "/%E0%A4%A",
      "/san-pham/%ZZ/",
      "/danh-muc-san-pham/%C3/",
      "/wc-ajax/%ZZ?x=1",
      "/san-pham/a%00b/",
      "/%09/%3C?q=",
      "/san-pham/a%0Ab/",
    ]) {
      const answer = await send(target);
      expect({ target, status: answer.status, type: answer.headers["content-type"], body: answer.body }).toEqual({
        target,
        status: 400,
        type: "text/plain; charset=utf-8",
        body: "Yêu cầu không hợp lệ.",
      });
    }
    expect(routed).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("leaves the rest of a bad address to the router: a dotfile's page is its 404", async () => {
    expect((await send("/.env")).status).toBe(200);
    expect((await send("/cua-hang/?s=%ZZ")).status).toBe(200);
    expect(routed).toEqual(["/.env", "/cua-hang/?s=%ZZ"]);
  });

  it("refuses a Host header no address can hold with a plain 400", async () => {
    for (const host of ["[::1", "shop.test:99999", "shop test", "evil.example/x", "a@b"]) {
      const answer = await send("/cua-hang/", { host });
      expect({ host, status: answer.status, body: answer.body }).toEqual({ host, status: 400, body: "Yêu cầu không hợp lệ." });
    }
    expect(routed).toEqual([]);
    for (const host of ["[::1]:3000", "shop.test", "127.0.0.1:8080", "cua-hang.vn"]) {
      expect({ host, status: (await send("/cua-hang/", { host })).status }).toEqual({ host, status: 200 });
    }
    expect(errors).toEqual([]);
  });

  it("answers a method the shop does not take with 405 and the methods it does", async () => {
    for (const method of ["TRACE", "OPTIONS", "PROPFIND", "M-SEARCH", "PURGE"]) {
      const answer = await send("/", { method });
      expect({ method, status: answer.status, allow: answer.headers.allow, body: answer.body }).toEqual({
        method,
        status: 405,
        allow: "GET, HEAD, POST, PUT, PATCH, DELETE",
        body: "Phương thức này không được hỗ trợ.",
      });
    }
    expect(routed).toEqual([]);
    expect((await send("/wp-json/wc/store/v1/cart/items/1", { method: "DELETE" })).status).toBe(200);
    expect(routed).toEqual(["/wp-json/wc/store/v1/cart/items/1"]);
  });
});

describe("behind a trusted proxy", () => {
  it("takes the client's address the proxy saw, not one the client wrote into X-Forwarded-For itself", async () => {
    const seen: string[] = [];
    const app = createApp({
      services: { db: { execute: async () => [] }, log: { error: () => {} }, site: { uploadsDir: root, secureCookies: true } } as unknown as AppServices,
      trustProxy: true,
      assets: await staticFiles(path.join(root, "client")),
      router: (req, res) => {
        seen.push(req.ip ?? "");
        res.send("ok");
      },
      mode: "production",
      uploads: testUploads(),
      renderThreads: () => ({ running: 1, restarts: 0 }),
    });
    const proxied = app.listen(0, "127.0.0.1");
    await once(proxied, "listening");
    try {
      const port = (proxied.address() as AddressInfo).port;
      // nginx's $proxy_add_x_forwarded_for: what the client sent, then the address the proxy saw.
      const res = await fetch(`http://127.0.0.1:${port}/cua-hang/`, { headers: { "X-Forwarded-For": "127.0.0.1, 203.0.113.9" } });
      expect(res.status).toBe(200);
      expect(seen).toEqual(["203.0.113.9"]);
    } finally {
      proxied.closeAllConnections();
      proxied.close();
    }
  });
});
