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

export type DatabaseOptions =
  | { kind: "pglite"; dataDir: string | null; loadFrom?: Blob }
  | {
      kind: "postgres";
      url: string;
      poolSize?: number;
      /** False where another handle has already migrated the database (the render threads). */
      migrate?: boolean;
      /** An idle pooled connection broke (server restart, admin kill): the pool replaces it. */
      onIdleError?: (error: Error) => void;
    };

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

export async function openDatabase(options: DatabaseOptions, migrationsFolder = MIGRATIONS): Promise<Database> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // Without a listener, an idle connection's error would crash the process.
    pool.on("error", options.onIdleError ?? (() => {}));
    // BIGINT (money) and NUMERIC come back as numbers: every amount stays far below 2^53.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    if (options.migrate !== false) await migratePg(db as never, { migrationsFolder });
    return { db, kind: "postgres", close: () => pool.end() };
  }
  // PGlite needs the data directory's parent to exist; `null` is an in-memory database.
  if (options.dataDir) await mkdir(path.dirname(options.dataDir), { recursive: true });
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
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: "pglite",
    close: () => client.close(),
    pglite: client,
  };
}

/**
 * Rows of a raw SQL query, typed by the caller. Both drivers answer `{ rows }`; the shared `Db`
 * type cannot say so, hence this one cast in one place.
 */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
