import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../app/platform/.server/db";
import { seedDemo } from "../../db/seed";
import { adminUrl, databaseUrlFor } from "./postgres";

/**
 * Builds the one seeded database every integration test file clones:
 * - PGlite: a tarball of a migrated, seeded data directory (cloning costs ~1 s, seeding ~5 s);
 * - PostgreSQL (DATABASE_URL): a template database `<run>_tpl`; files clone it with
 *   CREATE DATABASE … TEMPLATE, and everything made by this run is dropped at the end.
 */
export default async function setup(project: TestProject) {
  const tmp = await mkdtemp(path.join(os.tmpdir(), "cuahang-test-"));
  const uploadsDir = path.join(tmp, "uploads");
  const pgUrl = process.env.DATABASE_URL;
  if (pgUrl) {
    const run = `t${Date.now().toString(36)}${process.pid}`;
    const admin = await adminUrl(pgUrl);
    await admin.query(`CREATE DATABASE "${run}_tpl"`);
    const database = await openDatabase({ kind: "postgres", url: databaseUrlFor(pgUrl, `${run}_tpl`), poolSize: 2 });
    await seedDemo(database.db, { uploadsDir, images: false });
    await database.close();
    project.provide("testDatabase", { kind: "postgres", url: pgUrl, run, uploadsDir });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE $1",
        [`${run}%`],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      await admin.end();
      await rm(tmp, { recursive: true, force: true });
    };
  }
  const database = await openDatabase({ kind: "pglite", dataDir: null });
  await seedDemo(database.db, { uploadsDir, images: false });
  const snapshot = path.join(tmp, "snapshot.tar.gz");
  await writeFile(snapshot, Buffer.from(await (await database.pglite!.dumpDataDir("gzip")).arrayBuffer()));
  await database.close();
  project.provide("testDatabase", { kind: "pglite", snapshot, uploadsDir });
  return () => rm(tmp, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    /** Which caches the app's handles get (vitest.config.ts). */
    cacheMode: "production" | "shared";
    testDatabase:
      | { kind: "pglite"; snapshot: string; uploadsDir: string }
      | { kind: "postgres"; url: string; run: string; uploadsDir: string };
  }
}
