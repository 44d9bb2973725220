import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { createApp, routerOnThisThread } from "./app";
import { loadConfig } from "./config";
import { serveUntilSignalled } from "./lifecycle";
import { startServices } from "./services";
import { shopUploads } from "./streamed-forms";

/** Development entry: Vite serves and hot-reloads the app; the database stays open across reloads. */
const config = await loadConfig({ NODE_ENV: "development", ...process.env });
const { services, stop } = await startServices(config);
const vite = await createServer({ server: { middlewareMode: true } });
const app = createApp({
  services,
  trustProxy: config.trustProxy,
  assets: vite.middlewares as never,
  router: routerOnThisThread(services, () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>),
  mode: "development",
  uploads: shopUploads(config, services.db),
});
serveUntilSignalled(app, config, services.log, async () => {
  await vite.close();
  await stop();
});
