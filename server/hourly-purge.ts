import type { Database } from "../app/platform/.server/db";
import { purgeRefilledAllowances } from "../app/platform/.server/allowances";
import { purgeCatalogChanges } from "../app/platform/.server/catalog-changes";
import { purgeExpiredSessions } from "../app/platform/.server/session";
import { vacuumVisitorTables } from "../app/platform/.server/table-upkeep";
import { purgeSpentCaptchas } from "../app/platform/.server/captcha";
import { purgeLoginSecurity } from "../app/features/account/.server/lockouts";
import { purgeExpiredDevices } from "../app/features/account/.server/remembered-devices";
import { purgeOldUploads } from "../app/features/contact-forms/.server/uploads";
import { purgeStrayFiles } from "./multipart";

/** How long a file may wait in the incoming folder: far longer than any request takes. */
export const INCOMING_KEEP_MS = 3_600_000;

/**
 * What the server deletes every hour (server/services.ts): rows past their time, each kind by
 * the module that owns its table. One step after another; the first that fails stops the rest
 * until the next hour.
 */
export async function purgeExpiredRows(
  database: Database,
  now: () => Date,
  o: { contactUploads: { dir: string; keepMs: number }; uploads: { incomingDir: string } },
): Promise<void> {
  await purgeExpiredSessions(database.db, now());
  await purgeRefilledAllowances(database.db, now());
  await purgeCatalogChanges(database.db, now());
  await purgeLoginSecurity(database.db, now());
  await purgeSpentCaptchas(database.db, now());
  await purgeExpiredDevices(database.db, now());
  await purgeOldUploads(database.db, o.contactUploads.dir, new Date(now().getTime() - o.contactUploads.keepMs));
  // A request's files are deleted when it ends; these are left by a process that ended under it.
  await purgeStrayFiles(o.uploads.incomingDir, new Date(now().getTime() - INCOMING_KEEP_MS));
  // PGlite has no autovacuum to give back the room of what the purge deleted.
  if (database.kind === "pglite") await vacuumVisitorTables(database.db);
}
