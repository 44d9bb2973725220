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

/** A database of its own for this file: a PGlite data directory, or a new PostgreSQL database. */
async function ownDatabase(dir: string): Promise<{ options: DatabaseOptions; drop: () => Promise<void> }> {
  if (source.kind === "pglite") return { options: { kind: "pglite", dataDir: path.join(dir, "pglite") }, drop: async () => {} };
  const name = `${source.run}_functions_${process.pid}`;
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
