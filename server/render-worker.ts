import { type MessagePort, parentPort, workerData } from "node:worker_threads";
import { drizzle } from "drizzle-orm/pglite";
import { type ServerBuild, createRequestHandler } from "react-router";
import * as schema from "../db/schema";
import { type Db, openDatabase } from "../app/platform/.server/db";
import { createLogger } from "../app/platform/.server/logger";
import { type PeerMessage, linkPeers } from "../app/platform/.server/peers";
import { markSoleWriter } from "../app/platform/.server/sole-writer-cache";
import type { Config } from "./config";
import { bridgedClient } from "./database-bridge";
import type { FromWorker, RenderRequest, ToWorker } from "./render-messages";
import { appServices, asksForDocument, requestContext } from "./app-services";

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
const build = (await import(serverBuildFile)) as ServerBuild;
const handle = createRequestHandler(build, "production");

async function serve(r: RenderRequest): Promise<void> {
  const cookies: string[] = [];
  const setCookie = (header: string) => cookies.push(header);
  const request = new Request(r.url, { method: r.method, headers: r.headers, body: r.body ?? undefined });
  const context = requestContext(services, {
    cspNonce: r.cspNonce,
    clientIp: r.clientIp,
    cookieHeader: request.headers.get("cookie"),
    setCookie,
    document: asksForDocument(new URL(r.url).pathname),
  });
  try {
    const response = await handle(request, context);
    const body = new Uint8Array(await response.arrayBuffer());
    send({ type: "response", id: r.id, status: response.status, statusText: response.statusText, headers: [...response.headers], cookies, body }, [body.buffer]);
  } catch (error) {
    log.error({ err: error, url: r.url }, "request failed");
    send({ type: "failed", id: r.id });
  }
}

port.on("message", (message: ToWorker) => {
  if (message.type === "peer") for (const listener of listeners) listener(message);
  else void serve(message);
});
send({ type: "ready" });
