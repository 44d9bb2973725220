import { type RequestListener, type Server, createServer } from "node:http";
import type { Logger } from "pino";
import type { Config } from "./config";
import { refuseConnect } from "./request-guards";

/**
 * Listens, then on SIGTERM/SIGINT stops taking connections, lets open requests finish (up to
 * 10 s) and closes the database cleanly: PGlite must be closed to leave its files consistent.
 */
export function serveUntilSignalled(app: RequestListener, config: Config, log: Logger, stop: () => Promise<void>, o: { onStopping?: () => void } = {}): Server {
  const server = createServer(app).listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    log.info({ port, site: config.siteUrl }, `cửa hàng đang chạy tại http://localhost:${port}`);
  });
  server.keepAliveTimeout = 65_000;
  refuseConnect(server);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    o.onStopping?.();
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    force.unref();
    server.close(async () => {
      try {
        await stop();
        log.info("stopped");
        process.exit(0);
      } catch (err) {
        log.error({ err }, "shutdown failed");
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return server;
}
