import { randomBytes } from "node:crypto";
import { request } from "node:http";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { Logger } from "../app/platform/.server/logger";

/**
 * Guests' pages drawn by the server itself, not for a visitor (decision 046): again, when a kept
 * page went stale (kept-pages.ts), and ahead, before anyone asks (draw-ahead.ts). Each is a GET
 * of the page's own address sent to this server over loopback, as a guest without state would
 * send it, so it takes the very path a guest's page takes (the WordPress URL shapes, the router,
 * a render thread drawing it for keeping). A header only this process knows tells the kept pages
 * to let it through to the render threads rather than answer it from memory.
 *
 * It is background work: each drawing waits for the main thread to have been idle at least half
 * of a few milliseconds (its event loop's utilization), so under load the stale pages are sent
 * as they are and drawn again once the load eases, rather than take the main thread (its
 * embedded database) from the visitors.
 */
export type PageRedrawer = {
  /** The header and its value that mark this server's own drawings. */
  readonly header: string;
  readonly token: string;
  /**
   * Draws `key` again in the background, unless it is drawn already or waits among the pages to
   * draw. At most `queued` wait: past that a stale page stays as it is until a later read asks.
   */
  ask(key: string): void;
  /** Draws `key` now, after those asked before; resolves when it is drawn (kept or not). */
  draw(key: string): Promise<void>;
  /** Pages waiting or being drawn. */
  pending(): number;
  /** Drops what waits and draws no more (the server is closing). */
  stop(): void;
};

/** Where this server listens: its own pages are asked for there. */
export type Loopback = { host: string; port: number };

const HEADER = "x-draw-for-keeping";
/** The main thread's share of busy time, over `IDLE_WINDOW_MS`, under which a page may be drawn. */
const BUSY = 0.5;
const IDLE_WINDOW_MS = 5;

/** Resolves once the event loop was busy less than `BUSY` of a window. */
async function mainThreadIdle(): Promise<void> {
  for (;;) {
    const before = performance.eventLoopUtilization();
    await sleep(IDLE_WINDOW_MS);
    if (performance.eventLoopUtilization(before).utilization < BUSY) return;
  }
}

/**
 * One page at a time: a render thread or more stays free for visitors, whose own misses are the
 * ones they wait for. A page asked while it waits is drawn once.
 */
export function pageRedrawer(o: { loopback: () => Loopback; log: Logger; queued?: number }): PageRedrawer {
  const token = randomBytes(18).toString("base64url");
  const limit = o.queued ?? 2000;
  const waiting = new Map<string, Array<() => void>>();
  let running = false;
  let stopped = false;

  const next = async () => {
    if (running) return;
    running = true;
    try {
      for (let first = waiting.keys().next(); !first.done && !stopped; first = waiting.keys().next()) {
        const key = first.value;
        await mainThreadIdle();
        if (!stopped) await fetchOwn(key).catch((err: unknown) => stopped || o.log.warn({ err, key }, "page redrawing: drawing failed"));
        const done = waiting.get(key) ?? [];
        waiting.delete(key);
        for (const resolve of done) resolve();
      }
    } finally {
      running = false;
    }
  };

  const fetchOwn = (key: string) =>
    new Promise<void>((resolve, reject) => {
      const url = new URL(key);
      const { host, port } = o.loopback();
      const headers: Record<string, string> = { host: url.host, "accept-encoding": "br", [HEADER]: token };
      if (url.protocol === "https:") headers["x-forwarded-proto"] = "https";
      const req = request({ host, port, path: url.pathname + url.search, method: "GET", headers }, (res) => {
        res.resume();
        res.on("end", () => (res.statusCode && res.statusCode < 500 ? resolve() : reject(new Error(`answered ${res.statusCode}`))));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end();
    });

  const enqueue = (key: string, resolve?: () => void): boolean => {
    const known = waiting.get(key);
    if (known) {
      if (resolve) known.push(resolve);
      return true;
    }
    if (stopped || (!resolve && waiting.size >= limit)) {
      resolve?.();
      return false;
    }
    waiting.set(key, resolve ? [resolve] : []);
    void next();
    return true;
  };

  return {
    header: HEADER,
    token,
    ask: (key) => void enqueue(key),
    draw: (key) => new Promise<void>((resolve) => enqueue(key, resolve)),
    pending: () => waiting.size,
    stop() {
      stopped = true;
      const left = [...waiting.values()].flat();
      waiting.clear();
      for (const resolve of left) resolve();
    },
  };
}

/** The address to reach a server listening on `host` from the same machine. */
export function loopbackHost(host: string): string {
  if (host === "0.0.0.0" || host === "") return "127.0.0.1";
  if (host === "::") return "::1";
  return host;
}
