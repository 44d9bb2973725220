import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import { sql } from "drizzle-orm";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { AppServices } from "../app/platform/.server/context";
import { asksForDocument, requestContext } from "./app-services";
import { securityHeaders } from "./security-headers";
import { serverTiming } from "./server-timing";
import { trailingSlash, wcAjaxRewrite } from "./wordpress-urls";

export type AppOptions = {
  services: AppServices;
  trustProxy: boolean;
  /** Production: the client build served from memory. Development: Vite's middleware. */
  assets: RequestHandler;
  /** Answers every URL the router knows: render threads (production), or this thread (development). */
  router: RequestHandler;
  mode: "development" | "production";
};

/** The Express application: timing, static files, security headers, WordPress URL shapes, then the router. */
export function createApp(o: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", o.trustProxy);
  app.set("etag", false);
  app.use(serverTiming);

  app.get("/healthz", async (_req, res) => {
    try {
      await o.services.db.execute(sql`select 1`);
      res.json({ status: "ok" });
    } catch (error) {
      o.services.log.error({ err: error }, "healthz: database unreachable");
      res.status(503).json({ status: "unavailable" });
    }
  });

  app.use(o.assets);
  app.use(
    "/wp-content/uploads",
    express.static(o.services.site.uploadsDir, { maxAge: "30d", index: false, fallthrough: false, dotfiles: "deny" }),
  );
  app.use(securityHeaders({ https: o.services.site.secureCookies, dev: o.mode === "development" }));
  app.use(wcAjaxRewrite);
  app.use(trailingSlash);

  app.all("/{*splat}", o.router);

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    o.services.log.error({ err: error, url: req.originalUrl }, "request failed");
    if (res.headersSent) return void res.end();
    res.status(500).type("text/plain; charset=utf-8").send("Đã có lỗi xảy ra.");
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
  return createRequestHandler({ build, mode: "development", getLoadContext: getLoadContext as never });
}

export const CLIENT_BUILD_DIR = path.resolve(import.meta.dirname, "../build/client");
export const SERVER_BUILD_FILE = path.resolve(import.meta.dirname, "../build/server/index.js");
/** The render threads' code, bundled by `npm run build` (scripts/bundle-render-worker.mjs). */
export const RENDER_WORKER_FILE = path.resolve(import.meta.dirname, "../build/server/render-worker.mjs");
