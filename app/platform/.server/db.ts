import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "../../../db/schema";
import { lockDataDir } from "./data-dir-lock";
import { applySqlFunctions, type InTransaction, SQL_FUNCTIONS } from "./sql-functions";

/** The one database type the app sees: the same queries run on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /**
   * PGlite only: the embedded server itself, which the render threads reach through the main
   * thread and tests dump to clone databases quickly.
   */
  pglite?: PGlite;
};

/**
 * Writes a process makes once the migrations and the SQL functions are applied and before it
 * serves (the demo seed).
 * On PostgreSQL they run under the same lock as the migrations, so they must find out for
 * themselves whether another process already did them.
 */
type AfterMigrations = (db: Db) => Promise<void>;

export type DatabaseOptions =
  | { kind: "pglite"; dataDir: string | null; loadFrom?: Blob; afterMigrations?: AfterMigrations }
  | ({
      kind: "postgres";
      url: string;
      poolSize?: number;
      /** An idle pooled connection broke (server restart, admin kill): the pool replaces it. */
      onIdleError?: (error: Error) => void;
    } & (
      | { migrate?: true; afterMigrations?: AfterMigrations }
      /** Where another handle has already migrated the database (the render threads). */
      | { migrate: false }
    ));

const PGLITE_SHARED_BUFFERS = "32MB";

/**
 * Types PGlite answers as PostgreSQL's text rather than parsing them: the ones Drizzle converts
 * itself (timestamps, dates, intervals, numeric and date arrays), which its PGlite driver asks for
 * on every query anyway. Made the instance's own, the render threads' bridge
 * (server/database-bridge.ts) can query with no per-query parsers: PGlite merges those into its
 * table of ~360 types on every call, about 0.1 ms each.
 */
export const PGLITE_TEXT_TYPES: ReadonlySet<number> = new Set([1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182]);
const asText = (value: string) => value;

/** Makes `client` answer PGLITE_TEXT_TYPES as text. After `PGlite.create`, which sets its array types' parsers last. */
export function keepTypesAsText<T extends PGlite>(client: T): T {
  for (const oid of PGLITE_TEXT_TYPES) client.parsers[oid] = asText;
  return client;
}
const MIGRATIONS = path.resolve(import.meta.dirname, "../../../db/migrations");

/**
 * Opens the database and brings it up to date: the migrations (tables, indexes, data), then every
 * SQL function's current body from db/functions (decision 021), then `afterMigrations`.
 */
export async function openDatabase(options: DatabaseOptions, migrationsFolder = MIGRATIONS, functionsFolder = SQL_FUNCTIONS): Promise<Database> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // Without a listener, an idle connection's error would crash the process.
    pool.on("error", options.onIdleError ?? (() => {}));
    // BIGINT (money) and NUMERIC come back as numbers: every amount stays far below 2^53.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    if (options.migrate !== false) {
      const { afterMigrations } = options;
      await underStartUpLock(options.url, async () => {
        await migratePg(db as never, { migrationsFolder });
        await applySqlFunctions(inPgTransaction(pool), functionsFolder);
        await afterMigrations?.(db);
      });
    }
    return { db, kind: "postgres", close: () => pool.end() };
  }
  // PGlite needs the data directory's parent to exist; `null` is an in-memory database.
  if (options.dataDir) await mkdir(path.dirname(options.dataDir), { recursive: true });
  const unlock = options.dataDir ? await lockDataDir(options.dataDir) : async () => {};
  const client = await PGlite.create({
    dataDir: options.dataDir ?? undefined,
    loadDataDir: options.loadFrom,
    extensions: { unaccent, pg_trgm },
    // The embedded server lives in this process's memory: a smaller buffer pool than
    // PostgreSQL's default 128 MB keeps the process small; the OS page cache still holds the
    // data files.
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  keepTypesAsText(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // One process per data directory: nobody to wait for.
  await migratePglite(db as never, { migrationsFolder });
  await applySqlFunctions(inPgliteTransaction(client), functionsFolder);
  await options.afterMigrations?.(db);
  return {
    db,
    kind: "pglite",
    close: async () => {
      await client.close();
      await unlock();
    },
    pglite: client,
  };
}

/**
 * The key of the advisory lock start-up work takes. Advisory locks belong to one database, so
 * shops (and test databases) on one server do not wait for each other.
 */
const START_UP_LOCK = 4_137_017_001;

/**
 * Runs `work` (migrations, then the writes after them) while holding the database's start-up
 * lock, so that processes started together do it one after another and the later ones find it
 * done. The lock is a session's own, on a connection of its own outside the pool: held only
 * here, and given back by PostgreSQL if this process dies in the middle.
 */
async function underStartUpLock(url: string, work: () => Promise<void>): Promise<void> {
  const session = new pg.Client({ connectionString: url });
  // A broken lock session leaves `work` running; its transactions keep what it writes whole.
  session.on("error", () => {});
  await session.connect();
  try {
    await session.query("select pg_advisory_lock($1)", [START_UP_LOCK]);
    await work();
  } finally {
    // Ending the session gives the lock back.
    await session.end();
  }
}

/**
 * Scripts in one transaction on a pooled connection of its own: a query without parameters goes
 * by the simple protocol, which runs a script's several statements.
 */
const inPgTransaction = (pool: pg.Pool): InTransaction => async (work) => {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await work(async (script) => {
      await client.query(script);
    });
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
};

/** Scripts in one PGlite transaction (`exec` runs a script's several statements). */
const inPgliteTransaction = (client: PGlite): InTransaction => (work) =>
  client.transaction((tx) =>
    work(async (script) => {
      await tx.exec(script);
    }),
  );

/**
 * Rows of a raw SQL query, typed by the caller. Both drivers answer `{ rows }`; the shared `Db`
 * type cannot say so, hence this one cast in one place.
 */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
