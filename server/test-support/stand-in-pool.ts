import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Express } from "express";
import pino from "pino";
import type { AppServices } from "../../app/platform/.server/context";
import type { Database, Db } from "../../app/platform/.server/db";
import { testUploads } from "../../tests/support/uploads";
import { createApp } from "../app";
import type { Config } from "../config";
import { type RenderPool, startRenderPool } from "../render-pool";
import type { StreamedUploads } from "../streamed-forms";

/**
 * A render pool of one real render thread (from source) running the stand-in server build, for
 * tests of the production server's plumbing without building the app. Its PostgreSQL pool never
 * connects: the stand-in build asks nothing of the database.
 */
export function startStandInPool(dataDir: string): Promise<RenderPool> {
  const config = {
    database: { kind: "postgres", url: "postgres://127.0.0.1:9/none" },
    logLevel: "silent",
    siteUrl: "http://shop.test",
    secretKey: "k".repeat(32),
    mail: { smtpUrl: null, from: "shop@example.vn", dir: path.join(dataDir, "mail") },
    contactUploads: { dir: path.join(dataDir, "contact-uploads"), keepMs: 86_400_000 },
    uploads: { incomingDir: path.join(dataDir, "incoming"), fileBytes: 2 * 1024 * 1024, requestBytes: 4 * 1024 * 1024 },
    media: { maxPixels: 60_000_000, sizesFault: null },
  } as Config;
  return startRenderPool({
    size: 1,
    workerFile: path.join(import.meta.dirname, "render-worker-from-source.mjs"),
    serverBuildFile: path.join(import.meta.dirname, "stand-in-server-build.mjs"),
    config,
    database: { kind: "postgres" } as Database,
    log: pino({ level: "silent" }),
  });
}

/** The production server on the stand-in pool, listening on a free port of 127.0.0.1. */
export type StandInServer = { dataDir: string; pool: RenderPool; port: number; close(): Promise<void> };

/**
 * The Express application over a stand-in pool, as production serves it, in a data folder of its
 * own (`name` prefixes it). `db` answers the main thread's queries (none by default); `uploads`
 * and `uploadsDir` replace the test defaults; `listener` wraps the application (the kept pages'
 * listener goes before it); `beforeApp` runs once the pool is up.
 */
export async function startStandInServer(
  name: string,
  o: {
    db?: Db;
    uploads?: (dataDir: string) => StreamedUploads;
    uploadsDir?: (dataDir: string) => string;
    renderThreads?: boolean;
    beforeApp?: (pool: RenderPool) => void;
    listener?: (app: Express) => http.RequestListener;
  } = {},
): Promise<StandInServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `${name}-`));
  const pool = await startStandInPool(dataDir);
  o.beforeApp?.(pool);
  const db = o.db ?? ({ execute: async () => [] } as unknown as Db);
  const services = { db, log: pino({ level: "silent" }), site: { uploadsDir: o.uploadsDir?.(dataDir) ?? dataDir, secureCookies: false } } as unknown as AppServices;
  const app = createApp({
    services,
    trustProxy: false,
    assets: (_req, _res, next) => next(),
    router: pool.handler,
    mode: "production",
    uploads: o.uploads?.(dataDir) ?? testUploads(),
    ...(o.renderThreads && { renderThreads: pool.threads }),
  });
  const server = http.createServer(o.listener ? o.listener(app) : app).listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    dataDir,
    pool,
    port: (server.address() as AddressInfo).port,
    async close() {
      server.closeAllConnections();
      server.close();
      await pool.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
