import type { AddressInfo } from "node:net";
import { catalogueAddresses } from "../app/features/catalog/.server/catalogue-addresses";
import { linkPeers } from "../app/platform/.server/peers";
import { CLIENT_BUILD_DIR, createApp } from "./app";
import { cdnPurge } from "./cdn-purge";
import { drawAhead } from "./draw-ahead";
import { keptFirst, keptPages } from "./kept-pages";
import { loadConfig } from "./config";
import { serveUntilSignalled } from "./lifecycle";
import { loopbackHost, pageRedrawer } from "./page-redrawing";
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
let listening: AddressInfo | null = null;
// Stale guests' pages drawn again, and the catalogue's drawn ahead, by this server asking itself (decision 046).
const redrawer =
  config.keptPagesBytes > 0 && config.drawAhead
    ? pageRedrawer({ loopback: () => ({ host: loopbackHost(config.host), port: listening?.port ?? config.port }), log: services.log })
    : undefined;
const kept = config.keptPagesBytes > 0
  ? keptPages({
      db: services.db,
      log: services.log,
      trustProxy: config.trustProxy,
      https: services.site.secureCookies,
      maxBytes: config.keptPagesBytes,
      siteUrl: config.siteUrl,
      onChanged: config.cdnPurge ? cdnPurge(config.cdnPurge, services.log) : undefined,
      redrawer,
    })
  : undefined;
if (kept) pool.keepGuestPages(kept);
const ahead =
  kept && redrawer
    ? drawAhead({ kept, redrawer, addresses: () => catalogueAddresses(services.db), maxBytes: config.keptPagesBytes, log: services.log })
    : undefined;
const app = createApp({
  services,
  trustProxy: config.trustProxy,
  assets: await staticFiles(CLIENT_BUILD_DIR),
  router: pool.handler,
  mode: "production",
  uploads: shopUploads(config, services.db),
  renderThreads: pool.threads,
  drawAhead: ahead?.status,
  keptPages: kept?.size,
});
const guestsFirst = kept ? keptFirst(kept, app) : app;
const server = serveUntilSignalled(
  guestsFirst,
  config,
  services.log,
  async () => {
    await pool.close();
    await stop();
  },
  {
    // The server's own drawings stop with the connections it takes.
    onStopping: () => {
      ahead?.stop();
      redrawer?.stop();
    },
  },
);
server.once("listening", () => {
  listening = server.address() as AddressInfo;
  ahead?.start();
});
