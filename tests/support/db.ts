import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../app/platform/.server/db";
import { markSoleWriter } from "../../app/platform/.server/sole-writer-cache";
import { options } from "../../db/schema";
import { adminUrl, databaseUrlFor } from "./postgres";

let clones = 0;

/**
 * A fresh copy of the seeded demo database for one test file (call it in `beforeAll`, close it
 * in `afterAll`). Tests may write freely: nothing leaks into other files. The caches are those of
 * the project's `cacheMode` (vitest.config.ts): in "production" an embedded database's handle is
 * marked sole writer, as the server marks its own (server/services.ts), so tests must write as
 * the app does — through the modules that drop what they change, or `afterCatalogWrite` after a
 * catalogue edit made in SQL.
 */
export async function cloneSeededDatabase(): Promise<Database> {
  const source = inject("testDatabase");
  if (source.kind === "pglite") {
    const loadFrom = new Blob([await readFile(source.snapshot)]);
    const database = await openDatabase({ kind: "pglite", dataDir: null, loadFrom });
    if (inject("cacheMode") === "production") markSoleWriter(database.db);
    return database;
  }
  const name = `${source.run}_${process.pid}_${++clones}`;
  const admin = await adminUrl(source.url);
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${source.run}_tpl"`);
  } finally {
    await admin.end();
  }
  return openDatabase({ kind: "postgres", url: databaseUrlFor(source.url, name), poolSize: 25 });
}

export function testUploadsDir(): string {
  return inject("testDatabase").uploadsDir;
}

/**
 * The invisible CAPTCHA of sign-in and registration on or off (the owner's `login_security`
 * setting, remembered devices allowed). Set it before the file's first request: the site's
 * options are read once and kept for a few seconds.
 */
export async function setLoginCaptcha(on: Database, captcha: boolean): Promise<void> {
  const value = { captcha_login: captcha, captcha_registration: captcha, remember_device: true };
  await on.db.insert(options).values({ name: "login_security", value }).onConflictDoUpdate({ target: options.name, set: { value } });
}
