import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "../app/platform/.server/context";
import { createApp } from "./app";
import type { RenderPool } from "./render-pool";
import { startStandInPool } from "./test-support/stand-in-pool";
import { refuseConnect } from "./request-guards";
import { testUploads } from "../tests/support/uploads";

/**
 * The real render thread (render-worker.ts, from source) on a stand-in server build: no request,
 * whatever its method or body, ends it. A thread that ended would be counted in the pool's
 * restarts.
 */

let dataDir: string;
let pool: RenderPool | null = null;
let server: http.Server | null = null;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "render-worker-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));
afterEach(async () => {
  server?.closeAllConnections();
  server?.close();
  await pool?.close();
  pool = null;
  server = null;
});

async function startPool(): Promise<RenderPool> {
  // A PostgreSQL pool that never connects: the stand-in build asks nothing of the database.
  pool = await startStandInPool(dataDir);
  return pool;
}

async function listen(app: express.Express): Promise<{ host: string; port: number }> {
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { host: "127.0.0.1", port: (server.address() as AddressInfo).port };
}

/** Sends a request as written and reads the answer's status line, `Allow` header and body until the server closes. */
async function raw(at: { host: string; port: number }, requestLine: string): Promise<{ status: number; allow: string | null; body: string }> {
  const socket = net.connect(at.port, at.host);
  // Written, not ended: a server drops what it was still answering when the client hangs up.
  socket.write(`${requestLine}\r\nHost: shop.test\r\nConnection: close\r\n\r\n`);
  let text = "";
  socket.setEncoding("utf8");
  for await (const chunk of socket) text += chunk as string;
  const [head = "", body = ""] = text.split("\r\n\r\n");
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), allow: /\r\nallow: ([^\r]*)/i.exec(head)?.[1] ?? null, body };
}

describe("a render thread", () => {
  it("answers what the fetch API cannot build (TRACE) with 400 and a body that fails with 500, and lives on", async () => {
    const threads = await startPool();
    const app = express();
    app.use((_req, res, next) => {
      res.locals.cspNonce = "n";
      next();
    });
    app.use(threads.handler);
    const at = await listen(app);
    const before = threads.threads();
    expect(before).toEqual({ running: 1, restarts: 0 });

    const trace = await raw(at, "TRACE / HTTP/1.1");
    expect([trace.status, trace.body]).toEqual([400, "Yêu cầu không hợp lệ."]);
    const broken = await raw(at, "GET /broken-body HTTP/1.1");
    expect([broken.status, broken.body]).toEqual([500, "Đã có lỗi xảy ra."]);
    const next = await raw(at, "POST /gio-hang/?a=1 HTTP/1.1\r\nContent-Length: 0");
    expect([next.status, JSON.parse(next.body)]).toEqual([200, { method: "POST", path: "/gio-hang/?a=1" }]);
    expect(threads.threads()).toEqual(before);
  });
});

describe("the whole server", () => {
  it("answers TRACE, CONNECT and other methods before a thread sees them, and no thread ends", async () => {
    const threads = await startPool();
    const services = {
      db: { execute: async () => [] },
      log: pino({ level: "silent" }),
      site: { uploadsDir: dataDir, secureCookies: false },
    } as unknown as AppServices;
    const app = createApp({ services, trustProxy: false, assets: (_req, _res, next) => next(), router: threads.handler, mode: "production", uploads: testUploads(), renderThreads: threads.threads });
    const at = await listen(app);
    refuseConnect(server!);

    const allowed = "GET, HEAD, POST, PUT, PATCH, DELETE";
    for (let i = 0; i < 3; i++) {
      for (const line of ["TRACE / HTTP/1.1", "CONNECT shop.test:443 HTTP/1.1", "OPTIONS * HTTP/1.1", "PROPFIND / HTTP/1.1", "M-SEARCH * HTTP/1.1"]) {
        const answer = await raw(at, line);
        expect({ line, status: answer.status, allow: answer.allow, body: answer.body }).toEqual({ line, status: 405, allow: allowed, body: "Phương thức này không được hỗ trợ." });
      }
      // A method Node's HTTP parser does not know never becomes a request: Node's own 400.
      expect((await raw(at, "TRACK / HTTP/1.1")).status).toBe(400);
    }
    const page = await raw(at, "GET /cua-hang/ HTTP/1.1");
    expect([page.status, JSON.parse(page.body)]).toEqual([200, { method: "GET", path: "/cua-hang/" }]);
    const health = await raw(at, "GET /healthz HTTP/1.1");
    expect(JSON.parse(health.body)).toEqual({ status: "ok", renderThreads: { running: 1, restarts: 0 } });
  });
});
