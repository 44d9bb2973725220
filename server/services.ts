import { sql } from "drizzle-orm";
import { type Database, type Db, openDatabase } from "../app/platform/.server/db";
import type { AppServices } from "../app/platform/.server/context";
import { createLogger } from "../app/platform/.server/logger";
import { analyzeOutgrownTables } from "../app/platform/.server/table-upkeep";
import { markSoleWriter } from "../app/platform/.server/sole-writer-cache";
import { seedDemo } from "../db/seed";
import { appServices } from "./app-services";
import { purgeExpiredRows } from "./hourly-purge";
import { MAIL_RETRY_CHECK_MS, retryDueContactMails } from "../app/features/contact-forms/.server";
import { UNPAID_ORDERS_CHECK_MS, cancelUnpaidOrders } from "../app/features/orders/.server";
import type { Config } from "./config";

/** How often the embedded database's tables are checked for statistics they outgrew (~2 ms a check). */
const STATISTICS_CHECK_MS = 5_000;

/**
 * Opens the database (migrating it), seeds the demo shop into an empty one when asked to, and
 * builds the app services. On PostgreSQL the migrations and the seed are done under a lock, once
 * for processes started together (decision 020).
 */
export async function startServices(config: Config): Promise<{ services: AppServices; database: Database; stop: () => Promise<void> }> {
  const log = createLogger(config.logLevel);
  const started = Date.now();
  const afterMigrations = async (db: Db) => {
    const { demoSeed } = config;
    const seeded = demoSeed && (await seedDemo(db, { uploadsDir: config.uploadsDir, images: demoSeed.images, log: (msg) => log.info(msg) }));
    if (seeded) log.info({ seeded }, "demo data checked");
    else log.info("demo data not asked for (SEED_DEMO=1 seeds an empty database)");
    // PGlite has no autovacuum: without fresh statistics the planner picks hash joins and seq
    // scans over the whole catalogue for three-row lookups. PostgreSQL's keeps them, but would
    // leave a catalogue just seeded planned as empty until it comes round.
    if (config.database.kind === "pglite" || seeded?.skipped === false) await db.execute(sql`analyze`);
  };
  const database = await openDatabase(
    config.database.kind === "postgres"
      ? { kind: "postgres", url: config.database.url, afterMigrations, onIdleError: (err) => log.warn({ err }, "database connection lost") }
      : { kind: "pglite", dataDir: config.database.dataDir, afterMigrations },
  );
  log.info({ db: database.kind, ms: Date.now() - started }, "database ready");
  // The embedded database has no other writer: sessions and carts can be served from memory.
  if (database.kind === "pglite") markSoleWriter(database.db);

  const services = appServices(config, database.db, log);
  log.info({ mail: services.mailer.kind === "smtp" ? "smtp" : config.mail.dir }, "mailer ready");
  const purge = setInterval(() => {
    purgeExpiredRows(database, () => new Date(), config).catch((err) => log.warn({ err }, "hourly purge failed"));
  }, 3_600_000);
  purge.unref();
  const mailRetry = setInterval(() => {
    retryDueContactMails(services).then(
      (done) => done.sent + done.failed > 0 && log.info(done, "contact form mails tried again"),
      (err) => log.warn({ err }, "contact form mail retry failed"),
    );
  }, MAIL_RETRY_CHECK_MS);
  mailRetry.unref();
  // Unpaid bank transfers whose hold has ended give their stock back (WooCommerce's hold stock minutes).
  const unpaidOrders = setInterval(() => {
    cancelUnpaidOrders(services).then(
      (cancelled) => cancelled > 0 && log.info({ cancelled }, "unpaid orders cancelled, their hold ended"),
      (err) => log.warn({ err }, "cancelling unpaid orders failed"),
    );
  }, UNPAID_ORDERS_CHECK_MS);
  unpaidOrders.unref();
  // Nor to refresh the statistics of tables that grow while it runs.
  const upkeep = database.kind === "pglite" ? setInterval(() => {
    analyzeOutgrownTables(database.db).then(
      (tables) => tables.length > 0 && log.debug({ tables }, "statistics refreshed"),
      (err) => log.warn({ err }, "statistics upkeep failed"),
    );
  }, STATISTICS_CHECK_MS) : undefined;
  upkeep?.unref();
  return {
    services,
    database,
    stop: async () => {
      clearInterval(purge);
      clearInterval(mailRetry);
      clearInterval(unpaidOrders);
      clearInterval(upkeep);
      services.mailer.close();
      await database.close();
    },
  };
}
