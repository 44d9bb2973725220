import { MessageChannel, Worker } from "node:worker_threads";
import type { Request as ExpressRequest, RequestHandler } from "express";
import { tHttp } from "../app/lib/i18n/areas/http";
import type { Database } from "../app/platform/.server/db";
import type { Logger } from "../app/platform/.server/logger";
import type { PeerMessage, Peers } from "../app/platform/.server/peers";
import type { KeptPages } from "./kept-pages";
import type { Config } from "./config";
import { RENDER_WORKER_FILE, SERVER_BUILD_FILE } from "./app";
import { serveDatabase } from "./database-bridge";
import type { FromWorker, RenderRequest, RenderResponse, ToWorker } from "./render-messages";
import type { RenderWorkerData } from "./render-worker";
import { streamedEntries } from "./streamed-forms";

/**
 * The router's requests, answered by render threads (decision 014). PGlite runs on one thread,
 * and rendering a page costs more than its queries; so the main thread keeps the HTTP
 * connections, the static files and the embedded database, and hands each page or AJAX call to
 * the least busy render thread. Copies a thread drops after a write are relayed to the others on
 * the same channels as the requests, so they arrive before anything the writer asks next.
 */
export type RenderPool = {
  handler: RequestHandler;
  threads: () => RenderThreadCount;
  /** The threads' messages to one another, seen and sent by this thread too (`peers.ts`). */
  peers: Peers;
  /** From now on, plain guests' pages are drawn to be kept there (kept-pages.ts). */
  keepGuestPages: (kept: KeptPages) => void;
  close: () => Promise<void>;
};

/** Threads running now, and threads started in place of one that ended since the pool started. */
export type RenderThreadCount = { running: number; restarts: number };

const MAX_BODY_BYTES = 8 * 1024 * 1024;
/**
 * Requests a thread works on at once. A few overlap their database waits (an add to cart is two
 * round trips to the main thread) with another's rendering; more would only share the thread's
 * time and memory among more half-done pages. The rest wait here, first come first served, so no
 * request waits behind a later one.
 */
const PER_THREAD = 4;
/**
 * Each thread's heap, bounded: V8 sizes heaps for the machine's memory and lets garbage pile up
 * far past what a thread keeps (its caches, a few pages under way), which took the process past
 * 900 MB under load. A small young generation also frees the pages' byte buffers sooner.
 */
const THREAD_HEAP = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16 };

type Thread = {
  worker: Worker;
  busy: number;
  waiting: Map<number, (answer: RenderResponse | null) => void>;
  rollBack: (() => Promise<void>) | null;
};

export type RenderPoolOptions = {
  size: number;
  config: Config;
  database: Database;
  log: Logger;
  /** Tests: a stand-in for the bundled render thread, and for the server build it runs. */
  workerFile?: string;
  serverBuildFile?: string;
  perThread?: number;
};

export async function startRenderPool(o: RenderPoolOptions): Promise<RenderPool> {
  const perThread = o.perThread ?? PER_THREAD;
  const threads: Thread[] = [];
  const queue: Array<(thread: Thread) => void> = [];
  let closing = false;
  let nextId = 1;
  let restarts = 0;
  const peerListeners: Array<(message: PeerMessage) => void> = [];
  let guestPages: KeptPages | null = null;

  const spawn = (): Promise<Thread> => {
    let databasePort = null;
    let rollBack = null;
    if (o.database.pglite) {
      const channel = new MessageChannel();
      rollBack = serveDatabase(o.database.pglite, channel.port1);
      databasePort = channel.port2;
    }
    const data: RenderWorkerData = { config: o.config, databasePort, serverBuildFile: o.serverBuildFile ?? SERVER_BUILD_FILE };
    const worker = new Worker(o.workerFile ?? RENDER_WORKER_FILE, {
      workerData: data,
      transferList: databasePort ? [databasePort] : [],
      resourceLimits: THREAD_HEAP,
    });
    const thread: Thread = { worker, busy: 0, waiting: new Map(), rollBack };
    let ready = false;
    return new Promise((resolve, reject) => {
      worker.on("message", (message: FromWorker) => {
        if (message.type === "ready") {
          ready = true;
          return resolve(thread);
        }
        if (message.type === "peer") {
          for (const other of threads) if (other !== thread) other.worker.postMessage(message satisfies ToWorker);
          for (const listener of peerListeners) listener({ topic: message.topic, key: message.key });
          return;
        }
        const done = thread.waiting.get(message.id);
        thread.waiting.delete(message.id);
        release(thread);
        done?.(message);
      });
      worker.on("error", (error) => o.log.error({ err: error }, "render thread failed"));
      worker.on("exit", (code) => {
        // Its open transactions are rolled back and its requests answered 500; a replacement takes its place.
        void thread.rollBack?.();
        for (const done of thread.waiting.values()) done(null);
        thread.waiting.clear();
        threads.splice(threads.indexOf(thread), 1);
        if (!ready) return reject(new Error(`render thread exited with code ${code} before it was ready`));
        if (closing) return;
        o.log.error({ code }, "render thread exited; starting another");
        restarts++;
        spawn().then(
          (fresh) => {
            // Requests queued while no thread had room go to the newcomer.
            while (fresh.busy < perThread && queue.length > 0) {
              fresh.busy++;
              queue.shift()!(fresh);
            }
          },
          (err: unknown) => o.log.error({ err }, "could not restart a render thread"),
        );
      });
      threads.push(thread);
    });
  };

  await Promise.all(Array.from({ length: o.size }, spawn));

  /** The least busy thread with room, or a place in the queue. */
  const acquire = (): Promise<Thread> => {
    const thread = threads.reduce<Thread | null>((least, t) => (t.busy < perThread && (!least || t.busy < least.busy) ? t : least), null);
    if (thread) {
      thread.busy++;
      return Promise.resolve(thread);
    }
    return new Promise((resolve) => queue.push(resolve));
  };
  /** A thread finished a request: the next in the queue takes its place. */
  function release(thread: Thread) {
    const next = threads.includes(thread) ? queue.shift() : undefined;
    if (next) next(thread);
    else thread.busy--;
  }

  const handler: RequestHandler = async (req, res, next) => {
    // Guests asking for the page meanwhile wait for this drawing (kept-pages.ts), until it is done.
    let drawingDone: (() => void) | null = null;
    try {
      // A multipart body was read already, as it came, its files to disk (streamed-forms.ts).
      const form = streamedEntries(res) ?? null;
      const body = req.method === "GET" || req.method === "HEAD" || form ? null : await readBody(req);
      if (body === "too large") return void res.status(413).type("text/plain; charset=utf-8").send(tHttp("http.tooLarge"));
      // A plain guest's page is drawn without a nonce, to be kept for the next such guest.
      const kept = guestPages;
      const keptAt = kept?.keyOf(req) ?? null;
      if (keptAt) drawingDone = kept!.drawing(keptAt);
      const ticket = keptAt ? await kept!.begin() : null;
      const thread = await acquire();
      const id = nextId++;
      const request: RenderRequest = {
        type: "request",
        id,
        method: req.method,
        url: requestUrl(req),
        headers: headerPairs(req),
        body,
        form,
        clientIp: req.ip ?? "",
        cspNonce: keptAt ? null : String(res.locals.cspNonce),
      };
      const answer = await new Promise<RenderResponse | null>((resolve) => {
        thread.waiting.set(id, resolve);
        thread.worker.postMessage(request satisfies ToWorker);
      });
      if (!answer) return next(new Error(`render thread ended before answering ${req.method} ${req.originalUrl}`));
      if (res.destroyed) return;
      if (answer.statusText) res.statusMessage = answer.statusText;
      res.status(answer.status);
      for (const cookie of answer.cookies) res.append("Set-Cookie", cookie);
      for (const [name, value] of answer.headers) {
        // A page drawn without a nonce names its scripts by hash in a policy of its own.
        if (name === "content-security-policy") res.setHeader(name, value);
        else res.append(name, value);
      }
      if (answer.kept && keptAt && ticket) kept!.keep(ticket, keptAt, answer.kept);
      res.end(Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength));
    } catch (error) {
      next(error);
    } finally {
      drawingDone?.();
    }
  };

  return {
    handler,
    threads: () => ({ running: threads.length, restarts }),
    peers: {
      send: (message) => {
        for (const thread of threads) thread.worker.postMessage({ type: "peer", ...message } satisfies ToWorker);
      },
      listen: (listener) => void peerListeners.push(listener),
    },
    keepGuestPages: (kept) => void (guestPages = kept),
    close: async () => {
      closing = true;
      // Requests already handed over are answered first (their connections may have gone).
      const deadline = Date.now() + 5000;
      while (threads.some((t) => t.busy > 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await Promise.all(threads.map(async (t) => {
        await t.worker.terminate();
        await t.rollBack?.();
      }));
    },
  };
}

/**
 * The request's address as the router sees it: `X-Forwarded-Host`'s port only behind a trusted
 * proxy. Its host and path were checked on the way in (request-guards.ts); a trusted proxy's
 * `X-Forwarded-Proto` says https or the address is http.
 */
function requestUrl(req: ExpressRequest): string {
  const forwardedPort = req.app.enabled("trust proxy") ? req.get("X-Forwarded-Host")?.split(":")[1] : undefined;
  const hostPort = req.get("host")?.split(":")[1];
  const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p ?? "", 10)).find((p) => p > 0 && p <= 65535);
  // An empty Host (allowed by HTTP/1.1 for a request without authority) leaves Express no hostname.
  const hostname = (req.hostname ?? "").split(/[\\/?#@]/)[0] || "localhost";
  const protocol = req.protocol === "https" ? "https" : "http";
  return new URL(`${protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`).href;
}

function headerPairs(req: ExpressRequest): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) pairs.push([name, one]);
  }
  return pairs;
}

async function readBody(req: ExpressRequest): Promise<Uint8Array<ArrayBuffer> | "too large"> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return "too large";
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
