import path from "node:path";
import pino from "pino";
import type { Database } from "../../app/platform/.server/db";
import type { Config } from "../config";
import { type RenderPool, startRenderPool } from "../render-pool";

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
