import { linkPeers } from "../app/platform/.server/peers";
import { CLIENT_BUILD_DIR, createApp } from "./app";
import { cdnPurge } from "./cdn-purge";
import { keptFirst, keptPages } from "./kept-pages";
import { loadConfig } from "./config";
import { serveUntilSignalled } from "./lifecycle";
import { startRenderPool } from "./render-pool";
import { startServices } from "./services";
import { shopUploads } from "./streamed-forms";
import { staticFiles } from "./static-files";

/**
 * Production server: static files from memory and the database on this thread, pages and AJAX
 * answers on render threads running the built bundle (decision 014).
 */
const config = await loadConfig();
const { services, database, stop } = await startServices(config);
const pool = await startRenderPool({ size: config.renderThreads, config, database, log: services.log });
// This thread hears the threads' drops (and tells them its own) before it keeps their pages.
linkPeers(services.db, pool.peers);
const kept = config.keptPagesBytes > 0
  ? keptPages({
      db: services.db,
      log: services.log,
      trustProxy: config.trustProxy,
      https: services.site.secureCookies,
      maxBytes: config.keptPagesBytes,
      onChanged: config.cdnPurge ? cdnPurge(config.cdnPurge, services.log) : undefined,
    })
  : undefined;
if (kept) pool.keepGuestPages(kept);
const app = createApp({
  services,
  trustProxy: config.trustProxy,
  assets: await staticFiles(CLIENT_BUILD_DIR),
  router: pool.handler,
  mode: "production",
  uploads: shopUploads(config, services.db),
  renderThreads: pool.threads,
});
const guestsFirst = kept ? keptFirst(kept, app) : app;
serveUntilSignalled(guestsFirst, config, services.log, async () => {
  await pool.close();
  await stop();
});
