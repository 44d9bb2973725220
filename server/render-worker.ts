import { type MessagePort, parentPort, workerData } from "node:worker_threads";
import { drizzle } from "drizzle-orm/pglite";
import { type ServerBuild, createRequestHandler } from "react-router";
import * as schema from "../db/schema";
import { type Db, openDatabase } from "../app/platform/.server/db";
import { tHttp } from "../app/lib/i18n/areas/http";
import { createLogger } from "../app/platform/.server/logger";
import { type StreamedForm, formOfEntries, withStreamedForm } from "../app/platform/.server/streamed-form";
import { type PeerMessage, linkPeers } from "../app/platform/.server/peers";
import { markSoleWriter } from "../app/platform/.server/sole-writer-cache";
import type { Config } from "./config";
import { bridgedClient } from "./database-bridge";
import type { FromWorker, KeptDrawing, RenderRequest, RenderResponse, SharedDrawing, ToWorker } from "./render-messages";
import { appServices, asksForDocument, requestContext } from "./app-services";
import { type Answer, encodeAnswer } from "./compressed-answers";
import { etagOf, finishGuestPage, finishSharedPage, matchesPage } from "./guest-page-drawing";
import { type SharedPages, sharedPages } from "./shared-pages";
import { sharedPageFace } from "../app/features/account/.server/shared-page-face";
import { type ContentEncoding, chooseEncoding } from "../app/platform/.server/compression";
import { noPageReads, readingForPage } from "../app/platform/.server/versioned-cache";
import { answerDirectly } from "./direct-routes";

/**
 * A render thread (decision 014): answers the router's requests the main thread hands it, with
 * its own copy of the app and its caches. Its database is the main thread's PGlite through the
 * bridge, or its own pool on a PostgreSQL server.
 */
export type RenderWorkerData = { config: Config; databasePort: MessagePort | null; serverBuildFile: string };

const port = parentPort!;
const { config, databasePort, serverBuildFile } = workerData as RenderWorkerData;
const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const log = createLogger(config.logLevel);
let db: Db;
if (databasePort) {
  db = drizzle(bridgedClient(databasePort) as never, { schema }) as unknown as Db;
  // Every write still goes through this process's code: the embedded database has no other writer.
  markSoleWriter(db);
} else if (config.database.kind === "postgres") {
  db = (await openDatabase({ kind: "postgres", url: config.database.url, migrate: false, onIdleError: (err) => log.warn({ err }, "database connection lost") })).db;
} else {
  throw new Error("render thread: an embedded database must come through the main thread");
}
const listeners: Array<(message: PeerMessage) => void> = [];
linkPeers(db, { send: (message) => send({ type: "peer", ...message }), listen: (listener) => listeners.push(listener) });

const services = appServices(config, db, log);
/** A quarter of what the main thread may keep of guests' pages, per thread; none when that is turned off. */
const shared: SharedPages | null = config.keptPagesBytes > 0 ? sharedPages(db, { maxBytes: config.keptPagesBytes / 4, log }) : null;
const build = (await import(serverBuildFile)) as ServerBuild;
const handle = createRequestHandler(build, "production");

/**
 * Answers one request, whatever it holds: a request the fetch API refuses to build is a 400, a
 * router that throws a 500, both answered here. Nothing a request sends may end the thread; an
 * error thrown out of here would, taking every request under way on it along.
 */
async function serve(r: RenderRequest): Promise<RenderResponse> {
  let request: Request;
  let streamed: StreamedForm | null = null;
  try {
    if (r.form) {
      // The form the main thread read: its files stay on disk, and a handler that reads the body
      // itself (`request.formData()`) gets them from there; `readPostedForm` takes the form as is.
      streamed = await formOfEntries(r.form);
      const headers = new Headers(r.headers);
      headers.delete("content-type");
      headers.delete("content-length");
      request = new Request(r.url, { method: r.method, headers, body: streamed.form });
    } else {
      request = new Request(r.url, { method: r.method, headers: r.headers, body: r.body ?? undefined });
    }
  } catch (error) {
    log.debug({ err: error, method: r.method, url: r.url }, "request refused");
    return plainAnswer(r.id, 400, tHttp("http.badRequest"));
  }
  const cookies: string[] = [];
  try {
    const document = asksForDocument(new URL(r.url).pathname);
    const contextFor = (cspNonce: string) =>
      requestContext(services, { cspNonce, clientIp: r.clientIp, cookieHeader: request.headers.get("cookie"), setCookie: (header) => cookies.push(header), document });
    let context = contextFor(r.cspNonce ?? "");
    const acceptEncoding = request.headers.get("accept-encoding");
    // A signed-in shopper's catalogue page may be the one every shopper of her face is sent
    // (decision 040), as the bytes kept: br or gzip, as for guests' kept pages.
    const encoding = chooseEncoding(acceptEncoding);
    const face = shared && encoding && r.cspNonce !== null && !streamed && document ? await sharedPageFace(context, request) : null;
    const sharedAt = face === null ? null : { key: `${face}\n${r.url}`, frame: shared!.frame() };
    if (sharedAt) {
      const page = await shared!.find(sharedAt.key, sharedAt.frame);
      if (page) return sharedAnswer(r.id, page, encoding!, cookies, request.headers.get("if-none-match"));
      context = contextFor("");
    }
    // The WordPress endpoints skip the router's matching (decision 029).
    const answer = () => answerDirectly(build, request, context) ?? handle(request, context);
    const draw = () => (streamed ? withStreamedForm(streamed, answer) : answer());
    // A page drawn without a nonce, which may be kept, notes what it was drawn from (kept-pages.ts).
    const reads = r.cspNonce === null || sharedAt ? noPageReads() : null;
    const ticket = sharedAt ? await shared!.begin() : null;
    const response = reads ? await readingForPage(reads, draw) : await draw();
    let drawn: Answer = { status: response.status, headers: new Headers(response.headers), body: new Uint8Array(await response.arrayBuffer()) };
    const page = { method: r.method, cookies, html: drawn.body, ...drawn };
    let kept: KeptDrawing | SharedDrawing | null = null;
    if (reads && sharedAt) {
      const sharedPage = await finishSharedPage(page, reads);
      if (sharedPage) shared!.keep(ticket!, sharedAt.key, sharedPage, sharedAt.frame);
      kept = sharedPage;
    } else if (reads) kept = await finishGuestPage(page, reads);
    if (kept) drawn = keptForm(drawn, kept, acceptEncoding);
    // The thread keeps a shared page's bytes: the answer gets a copy (its buffer is handed over).
    if (kept && sharedAt) drawn.body = drawn.body.slice();
    // Compressed here, beside the render, not on the main thread every connection waits for.
    const { headers, body } = encodeAnswer(drawn, { method: r.method, acceptEncoding });
    return {
      type: "response",
      id: r.id,
      status: response.status,
      statusText: response.statusText,
      headers: [...headers],
      cookies,
      body: ownBuffer(body),
      ...(kept && !sharedAt && { kept }),
    };
  } catch (error) {
    log.error({ err: error, url: r.url }, "request failed");
    return plainAnswer(r.id, 500, tHttp("http.failed"));
  }
}

/** The answer's buffers, handed over rather than copied; a kept page's form may be the body too. */
function transferred(answer: RenderResponse): ArrayBuffer[] {
  const buffers = new Set([answer.body.buffer]);
  if (answer.kept) buffers.add(answer.kept.br.buffer);
  return [...buffers];
}

/**
 * This client's form of a kept page: the bytes every guest asking the same way is sent. A guest's
 * page has no gzip form yet: gzipped as any answer (`encodeAnswer`), at the level the main thread
 * uses for it, so the same bytes.
 */
function keptForm(drawn: Answer, kept: KeptDrawing | SharedDrawing, acceptEncoding: string | null): Answer {
  const encoding = chooseEncoding(acceptEncoding);
  drawn.headers.set("ETag", etagOf(kept.etag, encoding));
  const body = encoding === "br" ? kept.br : encoding === "gzip" && "gzip" in kept ? kept.gzip : null;
  if (!encoding || !body) return drawn;
  drawn.headers.set("Content-Encoding", encoding);
  return { ...drawn, body };
}

/** A shared page as this shopper asked for it: its bytes (a copy), her session's cookies, a 304 when her copy holds. */
function sharedAnswer(id: number, page: SharedDrawing, encoding: ContentEncoding, cookies: string[], ifNoneMatch: string | null): RenderResponse {
  const headers = new Headers(page.headers);
  headers.set("ETag", etagOf(page.etag, encoding));
  if (matchesPage(ifNoneMatch ?? undefined, page.etag)) {
    headers.delete("content-type");
    return { type: "response", id, status: 304, statusText: "", headers: [...headers], cookies, body: new Uint8Array(0) };
  }
  const body = (encoding === "br" ? page.br : page.gzip).slice();
  headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.byteLength));
  return { type: "response", id, status: 200, statusText: "", headers: [...headers], cookies, body };
}

/** The bytes in an ArrayBuffer of their own, to be handed over: never a part of a shared pool. */
function ownBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
  return whole ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
}

function plainAnswer(id: number, status: 400 | 500, text: string): RenderResponse {
  const body = new TextEncoder().encode(text);
  return { type: "response", id, status, statusText: "", headers: [["content-type", "text/plain; charset=utf-8"]], cookies: [], body };
}

port.on("message", (message: ToWorker) => {
  if (message.type === "peer") for (const listener of listeners) listener(message);
  else void serve(message).then((answer) => send(answer, transferred(answer)));
});
send({ type: "ready" });
