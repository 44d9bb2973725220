import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import { sql } from "drizzle-orm";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { tHttp } from "../app/lib/i18n/areas/http";
import type { AppServices } from "../app/platform/.server/context";
import { asksForDocument, requestContext } from "./app-services";
import type { RenderThreadCount } from "./render-pool";
import { wellFormedRequest } from "./request-guards";
import { securityHeaders } from "./security-headers";
import { serverTiming } from "./server-timing";
import { type StreamedUploads, streamedEntries, streamedForms } from "./streamed-forms";
import { formOfEntries, withStreamedForm } from "../app/platform/.server/streamed-form";
import { trailingSlash, wcAjaxRewrite } from "./wordpress-urls";
import type { DrawAheadStatus } from "./draw-ahead";

export type AppOptions = {
  services: AppServices;
  trustProxy: boolean;
  /** Production: the client build served from memory. Development: Vite's middleware. */
  assets: RequestHandler;
  /** Answers every URL the router knows: render threads (production), or this thread (development). */
  router: RequestHandler;
  mode: "development" | "production";
  /** Multipart posts: where their files wait, and their limits (decision 027). */
  uploads: StreamedUploads;
  /** Production: how many render threads run, and how many were started in place of one that ended. */
  renderThreads?: () => RenderThreadCount;
  /** The catalogue's pages drawn ahead (decision 046): how far the walk is. */
  drawAhead?: () => DrawAheadStatus;
  /** Guests' pages kept in memory (decision 034): how many, and their bytes. */
  keptPages?: () => { entries: number; bytes: number };
};

/**
 * An upload asked for with its fingerprint (`?v=`, decision 033) is kept for a year: the page names
 * another address when the bytes change. Without one (an imported file, an old rendition, a link
 * typed by hand) it keeps 30 days, as a name may come to hold other bytes.
 */
function keepFingerprinted(res: express.Response): void {
  if (typeof res.req.query.v === "string" && res.req.query.v !== "") res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
}

/**
 * The Express application: timing, security headers, the request's own checks, static files,
 * WordPress URL shapes, then the router.
 */
export function createApp(o: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // One hop: the address the proxy itself saw (the last in X-Forwarded-For), which a client cannot
  // forge by sending the header itself, as it could the first (it would then choose its own
  // address for the allowances, or take the machine's own, which has none).
  app.set("trust proxy", o.trustProxy ? 1 : false);
  app.set("etag", false);
  app.use(serverTiming);
  // Every answer carries them: pages, files, uploads, /healthz, refusals.
  app.use(securityHeaders({ https: o.services.site.secureCookies, dev: o.mode === "development" }));
  app.use(wellFormedRequest);

  app.get("/healthz", async (_req, res) => {
    try {
      await o.services.db.execute(sql`select 1`);
      res.json({ status: "ok", ...(o.renderThreads && { renderThreads: o.renderThreads() }), ...(o.drawAhead && { drawAhead: o.drawAhead() }), ...(o.keptPages && { keptPages: o.keptPages() }) });
    } catch (error) {
      o.services.log.error({ err: error }, "healthz: database unreachable");
      res.status(503).json({ status: "unavailable" });
    }
  });

  app.use(o.assets);
  app.use(
    "/wp-content/uploads",
    express.static(o.services.site.uploadsDir, { maxAge: "30d", index: false, redirect: false, dotfiles: "deny", setHeaders: keepFingerprinted }),
    // A missing or refused file (a dotfile, a folder) is a plain 404, as a web server's: a broken
    // image link costs no page render and no error in the log.
    (_req, res) => void res.status(404).type("text/plain; charset=utf-8").send(tHttp("http.notFound")),
  );
  app.use(wcAjaxRewrite);
  app.use(trailingSlash);

  // Multipart bodies are read here as they come, their files to disk; the router gets the form.
  app.use(streamedForms(o.uploads));
  // Mounted without a path pattern: a pattern's parameters would be decoded for nothing.
  app.use(o.router);

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    o.services.log.error({ err: error, url: req.originalUrl }, "request failed");
    if (res.headersSent) return void res.end();
    res.status(500).type("text/plain; charset=utf-8").send(tHttp("http.failed"));
  };
  app.use(onError);
  return app;
}

/** The router on this thread, with the context every loader and action gets (development). */
export function routerOnThisThread(services: AppServices, build: () => Promise<ServerBuild>): RequestHandler {
  const getLoadContext = (req: express.Request, res: express.Response) =>
    requestContext(services, {
      cspNonce: String(res.locals.cspNonce),
      clientIp: req.ip ?? "",
      cookieHeader: req.headers.cookie,
      setCookie: (header) => res.append("Set-Cookie", header),
      document: asksForDocument(req.path),
    });
  const handle = createRequestHandler({ build, mode: "development", getLoadContext: getLoadContext as never });
  return async (req, res, next) => {
    const entries = streamedEntries(res);
    if (!entries) return handle(req, res, next);
    const form = await formOfEntries(entries);
    return withStreamedForm(form, () => handle(req, res, next));
  };
}

export const CLIENT_BUILD_DIR = path.resolve(import.meta.dirname, "../build/client");
export const SERVER_BUILD_FILE = path.resolve(import.meta.dirname, "../build/server/index.js");
/** The render threads' code, bundled by `npm run build` (scripts/bundle-render-worker.mjs). */
export const RENDER_WORKER_FILE = path.resolve(import.meta.dirname, "../build/server/render-worker.mjs");
