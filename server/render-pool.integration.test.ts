import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../app/platform/.server/db";
import type { Config } from "./config";
import { type RenderPool, startRenderPool } from "./render-pool";

/** The pool between Express and its threads, with stand-in threads (test-support/echo-render-worker.mjs). */
const WORKER = path.join(import.meta.dirname, "test-support/echo-render-worker.mjs");
type Echo = { thread: number; method: string; url: string; path: string; body: string | null; cookie: string | null; told: string[]; mostHeld: number };

let pool: RenderPool | null = null;
let server: ReturnType<express.Express["listen"]> | null = null;
afterEach(async () => {
  server?.close();
  await pool?.close();
  pool = null;
  server = null;
});

async function start(size: number, o: { trustProxy?: boolean } = {}): Promise<string> {
  pool = await startRenderPool({
    size,
    workerFile: WORKER,
    config: {} as Config,
    database: { kind: "postgres" } as Database,
    log: pino({ level: "silent" }),
  });
  const app = express();
  app.set("trust proxy", o.trustProxy ?? false);
  app.use((_req, res, next) => {
    res.locals.cspNonce = "n";
    next();
  });
  app.all("/{*splat}", pool.handler);
  app.use(((_error, _req, res, _next) => void res.status(500).send("lỗi")) as express.ErrorRequestHandler);
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("render pool", () => {
  it("hands a request over whole and answers the thread's status, headers, cookies and body", async () => {
    const origin = await start(1);
    const res = await fetch(`${origin}/gio-hang/?a=1`, { method: "POST", body: "quantity=2", headers: { cookie: "cuahang_session=x" } });
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie()).toEqual(["a=1", "b=2"]); // the context's cookies first, as on one thread
    expect(await res.json()).toMatchObject({ method: "POST", path: "/gio-hang/?a=1", body: "quantity=2", cookie: "cuahang_session=x" });
  });

  it("gives a thread at most four requests at once; the rest wait their turn and are all answered", async () => {
    const origin = await start(1);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => fetch(`${origin}/p${i}?delay=30`).then((r) => r.json() as Promise<Echo>)));
    expect(answers.map((a) => a.path)).toEqual(Array.from({ length: 10 }, (_, i) => `/p${i}?delay=30`));
    expect(Math.max(...answers.map((a) => a.mostHeld))).toBe(4);
  });

  it("tells the other threads of a drop before it serves anything asked after the write", async () => {
    const origin = await start(2);
    const writer = (await (await fetch(`${origin}/write?key=7`)).json()) as Echo;
    // Two at once: one lands on each thread.
    const after = await Promise.all([fetch(`${origin}/a?delay=20`), fetch(`${origin}/b?delay=20`)].map(async (r) => (await r).json() as Promise<Echo>));
    const other = after.find((a) => a.thread !== writer.thread)!;
    expect(other.told).toEqual(["cart:7"]);
    expect(after.find((a) => a.thread === writer.thread)!.told).toEqual([]);
  });

  it("builds the router's address from what a trusted proxy says, whatever it says", async () => {
    const origin = await start(1, { trustProxy: true });
    const res = await fetch(`${origin}/cua-hang/`, { headers: { "X-Forwarded-Proto": "ht tp", "X-Forwarded-Host": "shop.test, x:99999" } });
    expect(res.status).toBe(201);
    // The port is the Host header's when X-Forwarded-Host names none, as in React Router's Express adapter.
    expect(await res.json()).toMatchObject({ url: `http://shop.test:${new URL(origin).port}/cua-hang/` });
  });

  it("hands on a request with an empty Host header as addressed to the machine itself", async () => {
    const origin = new URL(await start(1));
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ host: origin.hostname, port: origin.port, path: "/cua-hang/", setHost: false, headers: { host: "" } }, (res) => {
        let body = "";
        res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, body }));
      });
      req.on("error", reject).end();
    });
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ url: "http://localhost/cua-hang/" });
  });

  it("answers 500 when a thread dies, a new thread serves the next request, and the restart is counted", async () => {
    const origin = await start(1);
    const first = (await (await fetch(`${origin}/a`)).json()) as Echo;
    expect(pool!.threads()).toEqual({ running: 1, restarts: 0 });
    expect((await fetch(`${origin}/crash`)).status).toBe(500);
    const next = (await (await fetch(`${origin}/b`)).json()) as Echo;
    expect(next.thread).not.toBe(first.thread);
    expect(pool!.threads()).toEqual({ running: 1, restarts: 1 });
  });
});
