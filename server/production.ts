import type { ServerBuild } from "react-router";
import { CLIENT_BUILD_DIR, SERVER_BUILD_FILE, createApp } from "./app";
import { loadConfig } from "./config";
import { startServices } from "./services";
import { staticFiles } from "./static-files";
import { serveUntilSignalled } from "./lifecycle";

/** Production server: the built bundle, static files from memory, the embedded or external database. */
const config = await loadConfig();
const { services, stop } = await startServices(config);
const build = (await import(SERVER_BUILD_FILE)) as ServerBuild;
const app = createApp({
  services,
  trustProxy: config.trustProxy,
  assets: await staticFiles(CLIENT_BUILD_DIR),
  build,
  mode: "production",
});
serveUntilSignalled(app, config, services.log, stop);
