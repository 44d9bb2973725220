import path from "node:path";
import { openDatabase, type Database } from "../../app/platform/.server/db";

/**
 * The shop's database for a command-line import or export: PostgreSQL at DATABASE_URL, else the
 * embedded one in DATA_DIR (the shop stopped first: one process per data directory).
 */
export async function commandLineDatabase(dataDirFlag: string | undefined): Promise<{ database: Database; dataDir: string }> {
  const url = process.env.DATABASE_URL;
  const dataDir = path.resolve(dataDirFlag ?? process.env.DATA_DIR ?? "./data");
  const database = await openDatabase(url ? { kind: "postgres", url, poolSize: 2 } : { kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  return { database, dataDir };
}

/** A mistake in the command line: said without a stack trace. */
export class UsageError extends Error {}
