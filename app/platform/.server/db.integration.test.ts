import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminUrl, databaseUrlFor } from "../../../tests/support/postgres";
import { type Database, openDatabase, queryRows } from "./db";

const source = inject("testDatabase");

describe.runIf(source.kind === "postgres")("opening one fresh PostgreSQL database from several handles at once", () => {
  let url: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    if (source.kind !== "postgres") return;
    const name = `${source.run}_startup_${process.pid}`;
    const admin = await adminUrl(source.url);
    await admin.query(`CREATE DATABASE "${name}"`);
    url = databaseUrlFor(source.url, name);
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    };
  });
  afterAll(() => drop?.());

  it("migrates once and runs each handle's start-up writes one at a time, after the migrations", async () => {
    const handles = 3;
    const spans: Array<{ start: number; end: number; migrated: number }> = [];
    /** Sessions of this database waiting for an advisory lock (the start-up lock: the only one taken here). */
    const waitingForLock = async (db: Database["db"]) => {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from pg_locks
            where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`,
      );
      return row!.n;
    };
    const afterMigrations = async (db: Database["db"]) => {
      const start = performance.now();
      const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      // Held until every handle still to come is seen waiting for the lock: none of them got in meanwhile.
      await expect.poll(() => waitingForLock(db), { timeout: 10_000 }).toBe(handles - spans.length - 1);
      spans.push({ start, end: performance.now(), migrated: row!.n });
    };
    const databases = await Promise.all(
      Array.from({ length: handles }, () => openDatabase({ kind: "postgres", url, poolSize: 2, afterMigrations })),
    );
    await Promise.all(databases.map((database) => database.close()));

    const journal = JSON.parse(await readFile(path.resolve(import.meta.dirname, "../../../db/migrations/meta/_journal.json"), "utf8")) as { entries: unknown[] };
    expect(spans.map((s) => s.migrated)).toEqual([journal.entries.length, journal.entries.length, journal.entries.length]);
    const ordered = [...spans].sort((a, b) => a.start - b.start);
    for (let i = 1; i < ordered.length; i++) expect(ordered[i]!.start).toBeGreaterThanOrEqual(ordered[i - 1]!.end);
  });
});
