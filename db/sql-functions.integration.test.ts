import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, type DatabaseOptions, openDatabase, queryRows } from "../app/platform/.server/db";
import { SQL_FUNCTIONS } from "../app/platform/.server/sql-functions";
import { cloneSeededDatabase } from "../tests/support/db";
import { adminUrl, databaseUrlFor } from "../tests/support/postgres";

/**
 * The last migration the last release shipped. A database it left has these migrations and the
 * function bodies of its time; the current start-up must bring it to what a fresh database gets.
 * Moved forward at each release.
 */
const LAST_RELEASE_MIGRATION = "0015_request_allowances";

const MIGRATIONS = path.resolve(import.meta.dirname, "migrations");
const source = inject("testDatabase");

type Definitions = { functions: Record<string, string>; triggers: Record<string, string> };

/** Every function of the shop's own (not an extension's) and every trigger, as PostgreSQL prints them. */
async function definitions(database: Database): Promise<Definitions> {
  const functions = await queryRows<{ signature: string; definition: string }>(database.db, sql`
    select p.oid::regprocedure::text as signature, pg_get_functiondef(p.oid) as definition
      from pg_proc p
     where p.pronamespace = 'public'::regnamespace
       and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`);
  const triggers = await queryRows<{ name: string; definition: string }>(database.db, sql`
    select t.tgrelid::regclass::text || '.' || t.tgname as name, pg_get_triggerdef(t.oid) as definition
      from pg_trigger t where not t.tgisinternal`);
  return {
    functions: Object.fromEntries(functions.map((f) => [f.signature, f.definition])),
    triggers: Object.fromEntries(triggers.map((t) => [t.name, t.definition])),
  };
}

/** The migrations folder as the last release had it: its journal cut after LAST_RELEASE_MIGRATION. */
async function lastReleaseMigrations(dir: string): Promise<string> {
  const folder = path.join(dir, "migrations");
  await mkdir(path.join(folder, "meta"), { recursive: true });
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS, "meta/_journal.json"), "utf8")) as { entries: Array<{ tag: string }> };
  const last = journal.entries.findIndex((entry) => entry.tag === LAST_RELEASE_MIGRATION);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));
  for (const { tag } of journal.entries) await cp(path.join(MIGRATIONS, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

/**
 * Gives every function of the shop's another body (one comment line longer), as a release whose
 * bodies were since changed in db/functions left them.
 */
async function changeEveryBody(database: Database): Promise<void> {
  await database.db.execute(sql.raw(`DO $do$
    DECLARE f oid;
    BEGIN
      FOR f IN SELECT p.oid FROM pg_proc p
                WHERE p.pronamespace = 'public'::regnamespace
                  AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
      LOOP
        EXECUTE regexp_replace(pg_get_functiondef(f), '\\$function\\$\\s*$', E'\\n-- as an older release had it\\n$function$');
      END LOOP;
    END $do$`));
}

/** A database of its own for this file, named `label`: a PGlite data directory, or a new PostgreSQL database. */
async function ownDatabase(dir: string, label = "functions"): Promise<{ options: DatabaseOptions; drop: () => Promise<void> }> {
  if (source.kind === "pglite") return { options: { kind: "pglite", dataDir: path.join(dir, `pglite-${label}`) }, drop: async () => {} };
  const name = `${source.run}_${label}_${process.pid}`;
  const admin = await adminUrl(source.url);
  await admin.query(`CREATE DATABASE "${name}"`);
  return {
    options: { kind: "postgres", url: databaseUrlFor(source.url, name), poolSize: 2 },
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Opens `options` as start-up does, reads its definitions and closes it. */
async function definitionsAfterStartUp(options: DatabaseOptions): Promise<Definitions> {
  const database = await openDatabase(options);
  try {
    return await definitions(database);
  } finally {
    await database.close();
  }
}

/**
 * Leaves in `options` what the last release's start-up left: its migrations (it had no
 * db/functions), then bodies since changed. Answers the definitions it left.
 */
async function lastReleaseDatabase(options: DatabaseOptions, dir: string): Promise<Definitions> {
  const noFunctions = path.join(dir, "no-functions");
  await mkdir(noFunctions);
  const database = await openDatabase(options, await lastReleaseMigrations(dir), noFunctions);
  try {
    await changeEveryBody(database);
    return await definitions(database);
  } finally {
    await database.close();
  }
}

describe("SQL functions from db/functions (decision 021)", () => {
  let dir: string;
  let fresh: Definitions;
  let shipped: string;
  let prosrc: string[];
  let own: Awaited<ReturnType<typeof ownDatabase>>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "sql-functions-"));
    own = await ownDatabase(dir);
    // The seeded database every test clones was built by the start-up path on an empty database.
    const database = await cloneSeededDatabase();
    try {
      fresh = await definitions(database);
      prosrc = (await queryRows<{ src: string }>(database.db, sql`
        select p.prosrc as src from pg_proc p
         where p.pronamespace = 'public'::regnamespace
           and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`)).map((r) => r.src);
    } finally {
      await database.close();
    }
    const files = (await readdir(SQL_FUNCTIONS)).filter((name) => name.endsWith(".sql"));
    shipped = (await Promise.all(files.map((name) => readFile(path.join(SQL_FUNCTIONS, name), "utf8")))).join("\n");
  });
  afterAll(async () => {
    await own?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("gives a fresh database every function with its body as db/functions writes it, and no other", () => {
    const named = new Set([...shipped.matchAll(/CREATE OR REPLACE FUNCTION\s+(?:public\.)?(\w+)\s*\(/gi)].map((m) => m[1]!.toLowerCase()));
    const inDatabase = new Set(Object.keys(fresh.functions).map((signature) => signature.replace(/\(.*$/s, "")));
    expect([...inDatabase].sort()).toEqual([...named].sort());
    expect(prosrc.filter((body) => !shipped.includes(body))).toEqual([]);
    expect(Object.keys(fresh.triggers).length).toBeGreaterThan(0);
  });

  it("brings a database the last release left to the fresh database's functions and triggers, and a second start changes nothing", async () => {
    const previous = await lastReleaseDatabase(own.options, dir);
    // Were the start-up not to apply db/functions, these bodies would stay.
    expect(Object.keys(previous.functions).filter((f) => previous.functions[f] !== fresh.functions[f]).length).toBeGreaterThan(10);

    expect(await definitionsAfterStartUp(own.options)).toEqual(fresh);
    expect(await definitionsAfterStartUp(own.options)).toEqual(fresh);
  }, 180_000);
});

/** The tables whose triggers db/functions/catalog-changes.sql wires. */
const WIRED_TABLES = ["product_variations", "products", "reviews"];

/**
 * db/functions with one more file, applied last in the same transaction: it notes in
 * `start_up_locks` the locks the start's transaction holds by then on the wired tables that keep
 * others from writing them, as "table mode", one row a start. (The weaker ones are taken by
 * creating the SQL-language functions that read and write those tables; they wait for no writer.)
 */
async function functionsNotingLocks(dir: string): Promise<string> {
  const folder = path.join(dir, "functions-noting-locks");
  await cp(SQL_FUNCTIONS, folder, { recursive: true });
  const tables = WIRED_TABLES.map((t) => `'${t}'::regclass`).join(", ");
  await writeFile(
    path.join(folder, "zzz-start-up-locks.sql"),
    `CREATE TABLE IF NOT EXISTS start_up_locks (id serial PRIMARY KEY, locks text[] NOT NULL);
     INSERT INTO start_up_locks (locks)
       SELECT coalesce(array_agg(l.relation::regclass::text || ' ' || l.mode ORDER BY l.relation::regclass::text, l.mode), '{}') FROM pg_locks l
        WHERE l.pid = pg_backend_pid() AND l.locktype = 'relation' AND l.relation IN (${tables})
          AND l.mode NOT IN ('AccessShareLock', 'RowShareLock', 'RowExclusiveLock');`,
  );
  return folder;
}

describe("the catalogue's triggers at start-up (db/functions/catalog-changes.sql)", () => {
  let dir: string;
  let own: Awaited<ReturnType<typeof ownDatabase>>;
  let fresh: Definitions;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "start-up-triggers-"));
    own = await ownDatabase(dir, "triggers");
    const database = await cloneSeededDatabase();
    try {
      fresh = await definitions(database);
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    await own?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** Starts as the server does with the noting file; answers the locks of that start and the triggers it left. */
  async function start(functions: string, change?: (database: Database) => Promise<void>) {
    const database = await openDatabase(own.options, MIGRATIONS, functions);
    try {
      const [noted] = await queryRows<{ locks: string[] }>(database.db, sql`select locks from start_up_locks order by id desc limit 1`);
      const { triggers } = await definitions(database);
      await change?.(database);
      return { locks: noted!.locks, triggers };
    } finally {
      await database.close();
    }
  }

  it("locks none of their tables when they are wired as defined, and rewires only one missing or changed", async () => {
    const functions = await functionsNotingLocks(dir);
    // An empty database: every trigger is created, its table locked for it.
    const first = await start(functions, async (database) => {
      // As an older release could have left them: one dropped, one on another function.
      await database.db.execute(sql`drop trigger products_catalog_changed on products`);
      await database.db.execute(sql.raw(`CREATE OR REPLACE TRIGGER reviews_catalog_updated AFTER UPDATE ON reviews
        FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed()`));
    });
    expect(first.locks).toEqual(WIRED_TABLES.map((t) => `${t} ShareRowExclusiveLock`));
    expect(first.triggers).toEqual(fresh.triggers);

    const mended = await start(functions);
    expect(mended.locks).toEqual(["products ShareRowExclusiveLock", "reviews ShareRowExclusiveLock"]);
    expect(mended.triggers).toEqual(fresh.triggers);

    const again = await start(functions);
    expect(again.locks).toEqual([]);
    expect(again.triggers).toEqual(fresh.triggers);
  }, 180_000);
});
